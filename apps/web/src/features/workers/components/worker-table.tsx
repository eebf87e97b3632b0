import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { ja } from '@app/shared/messages/ja';
import type { WorkerListItemWire } from '@app/shared/workers';
import { DataTable, type DataTableColumn, type DataTablePagination } from '../../../components/data-table';
import { orDash } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { WorkerStatusChip } from './worker-status-chip';

const columns: DataTableColumn<WorkerListItemWire>[] = [
  {
    key: 'fullname',
    header: ja.worker.columnName,
    width: '40%',
    render: (worker) => (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {worker.fullname}
        </Typography>
        {worker.full_namekana ? (
          <Typography variant="caption" color="text.secondary">
            {worker.full_namekana}
          </Typography>
        ) : null}
      </Box>
    ),
  },
  { key: 'department_name', header: ja.worker.columnDepartment, width: '25%', render: (w) => orDash(w.department_name) },
  {
    key: 'disp_my_number_status_name',
    header: ja.worker.columnStatus,
    width: '20%',
    render: (w) => <WorkerStatusChip status={w.my_number_status} label={w.disp_my_number_status_name} />,
  },
  {
    key: 'actions',
    header: ja.worker.columnActions,
    width: '15%',
    align: 'right',
    render: (w) => (
      <Button
        component={RouterLink}
        to={paths.workerDetail(w.code)}
        size="small"
        variant="outlined"
        endIcon={<ChevronRightIcon />}
        aria-label={`${w.fullname} ${ja.worker.detail}`}
      >
        {ja.worker.detail}
      </Button>
    ),
  },
];

export interface WorkerTableProps {
  workers: WorkerListItemWire[];
  loading: boolean;
  searching: boolean;
  errorMessage: string | null;
  pagination: DataTablePagination;
}

export function WorkerTable({ workers, loading, searching, errorMessage, pagination }: WorkerTableProps) {
  return (
    <DataTable
      ariaLabel={ja.worker.listTitle}
      columns={columns}
      rows={workers}
      getRowKey={(w) => w.code}
      loading={loading}
      errorMessage={errorMessage}
      emptyMessage={searching ? ja.worker.emptySearch : ja.worker.empty}
      pagination={pagination}
    />
  );
}
