import { Link as RouterLink } from 'react-router';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DataTable, type DataTableColumn, type DataTablePagination } from '../../../components/data-table';
import type { PaymentNotificationRow } from '../api/payment-notifications';
import { PaymentNotificationStatusChip } from './status-chip';

const c = ja.paymentNotificationScreens.columns;
const month = ja.paymentNotificationScreens.month;

export type RowSelection = { selected: ReadonlySet<number>; onChange: (next: Set<number>) => void };

/**
 * Notifications of the company (with the worker column and checkboxes for the bulk actions) or of one contract. A row's
 * 通知番号 opens its detail: `onOpen` (the list's dialog) or `linkTo` (the contract's sub-page).
 */
export function PaymentNotificationTable({
  rows,
  scope,
  selection,
  onOpen,
  linkTo,
  loading,
  errorMessage,
  emptyMessage,
  pagination,
}: {
  rows: PaymentNotificationRow[];
  scope: 'company' | 'contract';
  selection?: RowSelection;
  onOpen?: (row: PaymentNotificationRow) => void;
  linkTo?: (row: PaymentNotificationRow) => string;
  loading: boolean;
  errorMessage: string | null;
  emptyMessage: string;
  pagination?: DataTablePagination;
}) {
  const pageIds = rows.map((r) => r.id);
  const selectedOnPage = selection ? pageIds.filter((id) => selection.selected.has(id)).length : 0;
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (selectedOnPage === pageIds.length) for (const id of pageIds) next.delete(id);
    else for (const id of pageIds) next.add(id);
    selection.onChange(next);
  };
  const toggle = (id: number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  const columns: DataTableColumn<PaymentNotificationRow>[] = [
    ...(selection
      ? [
          {
            key: 'select',
            width: 48,
            header: (
              <Checkbox
                size="small"
                checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                disabled={pageIds.length === 0}
                onChange={toggleAll}
                slotProps={{ input: { 'aria-label': c.selectAll } }}
                sx={{ p: 0.5 }}
              />
            ),
            render: (n: PaymentNotificationRow) => (
              <Checkbox
                size="small"
                checked={selection.selected.has(n.id)}
                onChange={() => toggle(n.id)}
                slotProps={{ input: { 'aria-label': c.selectRow(n.code) } }}
                sx={{ p: 0.5 }}
              />
            ),
          },
        ]
      : []),
    {
      key: 'code',
      header: c.code,
      width: 150,
      render: (n) =>
        linkTo ? (
          <Link component={RouterLink} to={linkTo(n)} sx={{ fontWeight: 600 }}>
            {n.code}
          </Link>
        ) : (
          <Link component="button" type="button" onClick={() => onOpen?.(n)} sx={{ fontWeight: 600, verticalAlign: 'baseline' }}>
            {n.code}
          </Link>
        ),
    },
    ...(scope === 'company' ? [{ key: 'worker', header: c.worker, render: (n: PaymentNotificationRow) => n.worker.name }] : []),
    { key: 'month', header: c.paymentMonth, width: 100, render: (n) => month(n.paymentMonth) },
    { key: 'paymentDate', header: c.paymentDate, width: 110, render: (n) => formatDate(n.paymentDate) },
    { key: 'transfer', header: c.transferAmount, align: 'right', width: 130, render: (n) => formatMoney(n.transferAmount) },
    { key: 'withholding', header: c.withholding, align: 'right', width: 110, render: (n) => formatMoney(n.withholding) },
    {
      key: 'status',
      header: c.status,
      width: 130,
      render: (n) => <PaymentNotificationStatusChip status={n.status} label={n.statusLabel} deemed={n.deemedApproved} />,
    },
    { key: 'updatedAt', header: c.updatedAt, width: 110, render: (n) => formatDate(n.updatedAt) },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      getRowKey={(n) => n.code}
      loading={loading}
      errorMessage={errorMessage}
      emptyMessage={emptyMessage}
      ariaLabel={ja.paymentNotificationScreens.listLabel}
      pagination={pagination}
      minWidth={scope === 'company' ? 960 : 780}
    />
  );
}
