import { useCallback, useState } from 'react';
import { z } from 'zod';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import { progressKeys, progressLabels } from '@app/shared/contract-progress';
import { contractListQuerySchema } from '@app/shared/contracts';
import { ja } from '@app/shared/messages/ja';
import { EnumFilter } from '../../components/enum-filter';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { downloadContractsCsv } from '../../features/contracts/api/contracts-csv';
import { useContracts } from '../../features/contracts/api/get-contracts';
import { SearchField } from '../../components/search-field';
import { ContractTable } from '../../features/contracts/components/contract-table';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { failureMessage } from '../../lib/api-client';
import { useListParams } from '../../lib/use-list-params';

const { shape } = contractListQuerySchema;
const listParams = z.object({ page: shape.page, limit: shape.limit, search: shape.search, progress: shape.progress });

/** /contract — ?search=&progress=&page=&limit= in the URL (page 1-based). */
export function ContractListPage() {
  const toast = useToast();
  const list = useListParams(listParams, { perPageKey: 'limit' });
  const { page, limit, search } = list.values;
  const progress = list.values.progress ?? null;
  const { set } = list;
  const query = useContracts({ search, page, limit, progress });
  const total = query.data?.meta.totalCount ?? 0;
  const canEdit = useCanEditWorkers();
  const [exporting, setExporting] = useState(false);

  const onSearch = useCallback((text: string) => set({ search: text.trim() }, { replace: true }), [set]);

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
      <ListToolbar total={query.data ? ja.contractList.totalCount(total) : null} totalTestId="contract-total">
        <SearchField value={search} onSearch={onSearch} label={ja.contractList.searchLabel} />
        <EnumFilter
          label={ja.contractProgress.filterLabel}
          value={progress}
          options={progressKeys}
          labels={progressLabels}
          allLabel={ja.contractProgress.filterAll}
          onChange={(value) => set({ progress: value })}
          testId="contract-progress-filter"
        />
      </ListToolbar>
      <ContractTable
        contracts={query.data?.data ?? []}
        loading={query.isFetching}
        searching={search !== '' || progress !== null}
        errorMessage={query.isError && !query.data ? failureMessage(ja.loadFailed.contracts, query.error) : null}
        pagination={list.pagination(total)}
      />
    </Box>
  );
}
