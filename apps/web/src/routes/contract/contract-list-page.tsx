import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import { progressKeys, progressLabels, type ProgressKey } from '@app/shared/contract-progress';
import { CONTRACT_LIST_DEFAULT_LIMIT } from '@app/shared/contracts';
import { ja } from '@app/shared/messages/ja';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { downloadContractsCsv } from '../../features/contracts/api/contracts-csv';
import { useContracts } from '../../features/contracts/api/get-contracts';
import { SearchField } from '../../components/search-field';
import { ContractTable } from '../../features/contracts/components/contract-table';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { failureMessage } from '../../lib/api-client';
import { parsePositiveInt } from '../../lib/format';
import { useUrlState } from '../../lib/use-url-state';

/** /contract — ?search=&progress=&page=&limit= in the URL (page 1-based). */
export function ContractListPage() {
  const toast = useToast();
  const { params, update } = useUrlState();
  const search = params.get('search') ?? '';
  const page = parsePositiveInt(params.get('page'), 1);
  const limit = parsePositiveInt(params.get('limit'), CONTRACT_LIST_DEFAULT_LIMIT, 100);
  const progressParam = params.get('progress');
  const progress = (progressKeys as readonly string[]).includes(progressParam ?? '') ? (progressParam as ProgressKey) : null;
  const query = useContracts({ search, page, limit, progress });
  const total = query.data?.meta.totalCount ?? 0;
  const canEdit = useCanEditWorkers();
  const [exporting, setExporting] = useState(false);

  const onSearch = useCallback((text: string) => update({ search: text.trim(), page: null }, true), [update]);

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadContractsCsv();
    } catch (error) {
      toast.error(failureMessage(ja.contractList.exportFailed, error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <PageHeader
        title={ja.contractList.title}
        actions={
          <>
            <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void onExport()} loading={exporting}>
              {ja.contractList.export}
            </Button>
            {canEdit ? (
              <Button variant="outlined" startIcon={<FileUploadIcon />} component={RouterLink} to="/contract/import">
                {ja.contractList.import}
              </Button>
            ) : null}
          </>
        }
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
          <SearchField value={search} onSearch={onSearch} label={ja.contractList.searchLabel} />
          <TextField
            select
            label={ja.contractProgress.filterLabel}
            value={progress ?? 'all'}
            onChange={(e) => update({ progress: e.target.value === 'all' ? null : e.target.value, page: null })}
            sx={{ width: { xs: '100%', sm: 180 }, bgcolor: 'background.paper' }}
            data-testid="contract-progress-filter"
          >
            <MenuItem value="all">{ja.contractProgress.filterAll}</MenuItem>
            {progressKeys.map((k) => (
              <MenuItem key={k} value={k}>
                {progressLabels[k]}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {query.data ? (
          <Typography variant="body2" color="text.secondary" data-testid="contract-total">
            {ja.contractList.totalCount(total)}
          </Typography>
        ) : null}
      </Box>
      <ContractTable
        contracts={query.data?.data ?? []}
        loading={query.isFetching}
        searching={search !== '' || progress !== null}
        errorMessage={query.isError && !query.data ? failureMessage(ja.loadFailed.contracts, query.error) : null}
        pagination={{
          page: page - 1,
          rowsPerPage: limit,
          count: total,
          onPageChange: (index) => update({ page: index === 0 ? null : String(index + 1) }),
          onRowsPerPageChange: (size) => update({ limit: String(size), page: null }),
        }}
      />
    </Box>
  );
}
