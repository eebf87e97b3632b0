import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import type { EmployeeListItem } from '@app/shared/employees';
import { ja } from '@app/shared/messages/ja';
import { DataTable, type DataTableColumn, type DataTablePagination } from '../../../components/data-table';
import { orDash } from '../../../lib/format';
import { EmployeeStatusChip } from './employee-status-chip';

export type EmployeeAction = 'edit' | 'role' | 'suspend' | 'resume' | 'delete' | 'reinvite' | 'deleteInvite';

interface ActionItem {
  action: EmployeeAction;
  label: string;
  icon: React.ReactNode;
  danger?: boolean;
}

/** What may be done to a row by the signed-in administrator (owners are touched by owners only). */
function actionsFor(row: EmployeeListItem, me: { id: number; isOwner: boolean }): ActionItem[] {
  if (row.employee_invite_id != null) {
    if (row.role === 'owner_administrator' && !me.isOwner) return [];
    return [
      { action: 'reinvite', label: ja.employees.reinvite, icon: <ForwardToInboxOutlinedIcon fontSize="small" /> },
      { action: 'deleteInvite', label: ja.employees.deleteInvite, icon: <DeleteOutlineIcon fontSize="small" />, danger: true },
    ];
  }
  if (row.role === 'owner_administrator' && !me.isOwner) return [];
  const self = row.id === me.id;
  return [
    { action: 'edit', label: ja.employees.edit, icon: <EditOutlinedIcon fontSize="small" /> },
    { action: 'role', label: ja.employees.changeRole, icon: <ShieldOutlinedIcon fontSize="small" /> },
    ...(self
      ? []
      : [
          row.suspended
            ? { action: 'resume' as const, label: ja.employees.resume, icon: <PlayCircleOutlineIcon fontSize="small" /> }
            : { action: 'suspend' as const, label: ja.employees.suspend, icon: <BlockIcon fontSize="small" /> },
          { action: 'delete' as const, label: ja.employees.delete, icon: <DeleteOutlineIcon fontSize="small" />, danger: true },
        ]),
  ];
}

function RowActions({ row, items, onAction }: { row: EmployeeListItem; items: ActionItem[]; onAction: (a: EmployeeAction, row: EmployeeListItem) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (items.length === 0) return null;
  return (
    <>
      <IconButton size="small" aria-label={ja.employees.actionsFor(row.name)} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {items.map((item) => (
          <MenuItem
            key={item.action}
            onClick={() => {
              setAnchor(null);
              onAction(item.action, row);
            }}
            sx={item.danger ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={item.danger ? { color: 'error.main' } : undefined}>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export interface EmployeeTableProps {
  rows: EmployeeListItem[];
  loading: boolean;
  searching: boolean;
  errorMessage: string | null;
  pagination: DataTablePagination;
  /** null: read-only (general). */
  manager: { id: number; isOwner: boolean } | null;
  onAction: (action: EmployeeAction, row: EmployeeListItem) => void;
  /** Owners only: designates or releases a マイナンバー事務取扱担当者 (others see the chip). */
  onToggleStaff?: (row: EmployeeListItem, on: boolean) => void;
  /** The code of the employee whose designation is being saved. */
  staffBusyCode?: string | null;
}

/** マイナンバー事務取扱担当者: a switch for owners, a chip for everybody else; nothing for an invitation. */
function StaffCell({ row, onToggle, busy }: { row: EmployeeListItem; onToggle?: (row: EmployeeListItem, on: boolean) => void; busy: boolean }) {
  if (row.employee_invite_id != null) return null;
  if (onToggle) {
    return (
      <Switch
        size="small"
        checked={row.is_my_number_staff}
        disabled={busy}
        onChange={(_e, on) => onToggle(row, on)}
        slotProps={{ input: { 'aria-label': ja.myNumber.staffToggle(row.name) } }}
      />
    );
  }
  return row.is_my_number_staff ? <Chip size="small" variant="outlined" color="primary" label={ja.myNumber.staffChip} data-testid="my-number-staff-chip" /> : <>-</>;
}

export function EmployeeTable({ rows, loading, searching, errorMessage, pagination, manager, onAction, onToggleStaff, staffBusyCode = null }: EmployeeTableProps) {
  const columns: DataTableColumn<EmployeeListItem>[] = [
    {
      key: 'name',
      header: ja.employees.columnName,
      width: '30%',
      render: (e) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {e.name}
            {manager && e.id === manager.id ? (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
                {ja.employees.you}
              </Typography>
            ) : null}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {e.email}
          </Typography>
        </Box>
      ),
    },
    { key: 'department', header: ja.employees.columnDepartment, width: '16%', render: (e) => orDash(e.department_name) },
    { key: 'role', header: ja.employees.columnRole, width: '14%', render: (e) => e.role_name },
    { key: 'status', header: ja.employees.columnStatus, width: '16%', render: (e) => <EmployeeStatusChip employee={e} /> },
    { key: 'myNumberStaff', header: ja.myNumber.staffColumn, width: '14%', render: (e) => <StaffCell row={e} onToggle={onToggleStaff} busy={staffBusyCode !== null && staffBusyCode === e.code} /> },
    {
      key: 'actions',
      header: ja.employees.columnActions,
      width: '10%',
      align: 'right',
      render: (e) => (manager ? <RowActions row={e} items={actionsFor(e, manager)} onAction={onAction} /> : null),
    },
  ];
  return (
    <DataTable
      ariaLabel={ja.employees.listLabel}
      columns={columns}
      rows={rows}
      getRowKey={(e) => (e.employee_invite_id != null ? `invite-${e.employee_invite_id}` : `employee-${e.id}`)}
      loading={loading}
      errorMessage={errorMessage}
      emptyMessage={searching ? ja.employees.emptySearch : ja.employees.empty}
      pagination={pagination}
    />
  );
}
