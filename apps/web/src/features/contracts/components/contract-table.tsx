import { contractPeriod } from '@app/shared/contract-entry';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DataTable, type DataTableColumn, type DataTablePagination } from '../../../components/data-table';
import type { ContractListItem } from '../api/get-worker-contract';
import { paths } from '../../../lib/paths';
import { ContractProgressChip } from './contract-progress-chip';
import { CreateOrderButton } from './create-order-button';

const t = ja.contractList;


const columns: DataTableColumn<ContractListItem>[] = [
  {
    key: 'title',
    header: t.columnTitle,
    width: '18%',
    render: (c) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {c.title}
      </Typography>
    ),
  },
  { key: 'worker', header: t.columnWorker, width: '13%', render: (c) => c.workerName },
  { key: 'progress', header: ja.contractProgress.column, width: '10%', render: (c) => <ContractProgressChip progress={c.progress} label={c.progressLabel} /> },
  { key: 'type', header: t.columnType, width: '8%', render: (c) => c.contractTypeName },
  { key: 'period', header: t.columnPeriod, width: '17%', render: (c) => <Box sx={{ whiteSpace: 'nowrap' }}>{contractPeriod(c.startDate, c.endDate)}</Box> },
  {
    key: 'price',
    header: t.columnPrice,
    width: '10%',
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
    width: '22%',
    align: 'right',
    render: (c) => (
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <CreateOrderButton workerCode={c.workerCode} contractCode={c.code} size="small" variant="outlined" label={ja.contractPage.createOrderFor(c.title)} />
        <Button component={RouterLink} to={paths.contractPage(c.workerCode, c.code)} size="small" variant="outlined" endIcon={<ChevronRightIcon />} aria-label={`${c.title} ${t.detail}`} sx={{ whiteSpace: 'nowrap' }}>
          {t.detail}
        </Button>
      </Box>
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
      minWidth={980}
    />
  );
}
