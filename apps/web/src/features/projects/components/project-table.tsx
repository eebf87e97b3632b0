import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DataTable, type DataTablePagination } from '../../../components/data-table';
import { EMPTY_CELL, orDash } from '../../../lib/format';
import type { Project } from '../api/get-projects';

function period(p: Project): string {
  if (!p.startDate && !p.endDate) return EMPTY_CELL;
  return ja.projects.period(formatDate(p.startDate), formatDate(p.endDate));
}

/** The /company/project list: name (with its description), number, period, linked contracts, enabled, edit. */
export function ProjectTable({
  rows,
  loading,
  errorMessage,
  emptyMessage,
  pagination,
  canManage,
  busyCode,
  onToggle,
  onEdit,
}: {
  rows: Project[];
  loading: boolean;
  errorMessage: string | null;
  emptyMessage: string;
  pagination: DataTablePagination;
  /** false: read-only — the switch is disabled and the edit button hidden */
  canManage: boolean;
  busyCode: string | null;
  onToggle: (project: Project, enabled: boolean) => void;
  onEdit: (project: Project) => void;
}) {
  return (
    <DataTable
      ariaLabel={ja.projects.listLabel}
      rows={rows}
      getRowKey={(p) => p.code}
      loading={loading}
      errorMessage={errorMessage}
      emptyMessage={emptyMessage}
      pagination={pagination}
      columns={[
        {
          key: 'name',
          header: ja.projects.columnName,
          width: '34%',
          render: (p) => (
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                {p.name}
              </Typography>
              {p.description ? (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {p.description}
                </Typography>
              ) : null}
            </Box>
          ),
        },
        { key: 'number', header: ja.projects.columnNumber, width: '16%', render: (p) => orDash(p.projectNumber) },
        {
          key: 'period',
          header: ja.projects.columnPeriod,
          width: '22%',
          render: (p) => <Box sx={{ whiteSpace: 'nowrap' }}>{period(p)}</Box>,
        },
        { key: 'contracts', header: ja.projects.columnContracts, width: '10%', align: 'right', render: (p) => ja.projects.contractsCount(p.contractsCount) },
        {
          key: 'enabled',
          header: ja.projects.columnEnabled,
          width: '9%',
          render: (p) => (
            <Switch
              checked={p.enabled}
              disabled={!canManage || busyCode === p.code}
              onChange={(_e, checked) => onToggle(p, checked)}
              slotProps={{ input: { 'aria-label': ja.projects.toggleLabel(p.name) } }}
              size="small"
            />
          ),
        },
        {
          key: 'actions',
          header: ja.projects.columnActions,
          width: '9%',
          align: 'right',
          render: (p) =>
            canManage ? (
              <Tooltip title={ja.projects.edit}>
                <IconButton size="small" aria-label={`${p.name} ${ja.projects.edit}`} onClick={() => onEdit(p)}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null,
        },
      ]}
    />
  );
}
