import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DataTable, type DataTableColumn, type DataTablePagination } from '../../../components/data-table';
import type { ContractListItem } from '../api/get-worker-contract';
import { ContractProgressChip } from './contract-progress-chip';
import { contractPeriod } from './worker-contract-list';

const t = ja.contractList;

/** The worker's contract tab with this contract selected. */
export const workerContractPath = (workerCode: string, contractCode: string) =>
  `/worker/${encodeURIComponent(workerCode)}/contract?contract=${encodeURIComponent(contractCode)}`;

const columns: DataTableColumn<ContractListItem>[] = [
  {
    key: 'title',
    header: t.columnTitle,
    width: '23%',
    render: (c) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {c.title}
      </Typography>
    ),
  },
  { key: 'worker', header: t.columnWorker, width: '17%', render: (c) => c.workerName },
  { key: 'progress', header: ja.contractProgress.column, width: '10%', render: (c) => <ContractProgressChip progress={c.progress} label={c.progressLabel} /> },
  { key: 'type', header: t.columnType, width: '10%', render: (c) => c.contractTypeName },
  { key: 'period', header: t.columnPeriod, width: '18%', render: (c) => <Box sx={{ whiteSpace: 'nowrap' }}>{contractPeriod(c.startDate, c.endDate)}</Box> },
  {
    key: 'price',
    header: t.columnPrice,
    width: '12%',
    align: 'right',
    render: (c) =>
      c.unitPrice === null ? (
        '-'
      ) : (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
            {c.unitPriceTypeName}
          </Typography>
          {formatMoney(c.unitPrice)}
        </Box>
      ),
  },
  {
    key: 'actions',
    header: t.columnActions,
    width: '12%',
    align: 'right',
    render: (c) => (
      <Button component={RouterLink} to={workerContractPath(c.workerCode, c.code)} size="small" variant="outlined" endIcon={<ChevronRightIcon />} aria-label={`${c.title} ${t.detail}`} sx={{ whiteSpace: 'nowrap' }}>
        {t.detail}
      </Button>
    ),
  },
];

export function ContractTable({ contracts, loading, searching, errorMessage, pagination }: { contracts: ContractListItem[]; loading: boolean; searching: boolean; errorMessage: string | null; pagination: DataTablePagination }) {
  return (
    <DataTable
      ariaLabel={t.title}
      columns={columns}
      rows={contracts}
      getRowKey={(c) => c.code}
      loading={loading}
      errorMessage={errorMessage}
      emptyMessage={searching ? t.emptySearch : t.empty}
      pagination={pagination}
      minWidth={960}
    />
  );
}
