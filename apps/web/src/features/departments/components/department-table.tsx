import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { Department } from '@app/shared/departments';
import { ja } from '@app/shared/messages/ja';
import { DataTable, type DataTableColumn, type DataTablePagination } from '../../../components/data-table';
import { orDash } from '../../../lib/format';

export interface DepartmentTableProps {
  rows: Department[];
  loading: boolean;
  errorMessage: string | null;
  pagination: DataTablePagination;
  /** false: read-only (general) — the switch is disabled and the actions are hidden. */
  canManage: boolean;
  busyId: number | null;
  onToggle: (department: Department, enabled: boolean) => void;
  onEdit: (department: Department) => void;
  onDelete: (department: Department) => void;
}

/** SPEC §9: columns name, officer name, description, enabled, actions at 30/20/30/10/10 %. */
export function DepartmentTable({ rows, loading, errorMessage, pagination, canManage, busyId, onToggle, onEdit, onDelete }: DepartmentTableProps) {
  const columns: DataTableColumn<Department>[] = [
    {
      key: 'name',
      header: ja.departments.columnName,
      width: '30%',
      render: (d) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {d.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="department-counts">
            {ja.departments.employeesCount(d.employees_length, d.employee_invites_length)}
          </Typography>
        </Box>
      ),
    },
    { key: 'officer_name', header: ja.departments.columnOfficer, width: '20%', render: (d) => orDash(d.officer_name) },
    {
      key: 'description',
      header: ja.departments.columnDescription,
      width: '30%',
      render: (d) => (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {orDash(d.description)}
        </Typography>
      ),
    },
    {
      key: 'enabled',
      header: ja.departments.columnEnabled,
      width: '10%',
      render: (d) => (
        <Switch
          checked={d.enabled}
          disabled={!canManage || busyId === d.id}
          onChange={(_e, checked) => onToggle(d, checked)}
          slotProps={{ input: { 'aria-label': ja.departments.toggleLabel(d.name) } }}
          size="small"
        />
      ),
    },
    {
      key: 'actions',
      header: ja.departments.columnActions,
      width: '10%',
      align: 'right',
      render: (d) =>
        canManage ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
            <Tooltip title={ja.departments.edit}>
              <IconButton size="small" aria-label={`${d.name} ${ja.departments.edit}`} onClick={() => onEdit(d)}>
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={ja.departments.delete}>
              <IconButton size="small" aria-label={`${d.name} ${ja.departments.delete}`} onClick={() => onDelete(d)} sx={{ color: 'error.main' }}>
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ) : null,
    },
  ];
  return (
    <DataTable
      ariaLabel={ja.departments.listLabel}
      columns={columns}
      rows={rows}
      getRowKey={(d) => d.id}
      loading={loading}
      errorMessage={errorMessage}
      emptyMessage={ja.departments.empty}
      pagination={pagination}
    />
  );
}
