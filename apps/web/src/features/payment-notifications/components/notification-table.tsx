import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Link from '@mui/material/Link';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DataTable, type DataTableColumn, type DataTablePagination } from '../../../components/data-table';
import { selectionColumn, setSelection } from '../../../components/selection-column';
import { DocumentNumber } from '../../../components/document-number';
import type { PaymentNotificationRow } from '../api/payment-notifications';
import { PaymentNotificationStatusChip } from './status-chip';

const c = ja.paymentNotificationScreens.columns;
const month = ja.paymentNotificationScreens.month;

/**
 * No rows: the message in a box as wide as the screen (inside the wide, sideways-scrolling table it would be cut off on
 * a phone).
 */
export function EmptyTable({ message, error = false }: { message: string; error?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ py: 6, px: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}>
      <InboxOutlinedIcon sx={{ fontSize: 40, color: 'action.disabled' }} aria-hidden />
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'} data-testid={error ? 'table-error' : 'table-empty'}>
        {message}
      </Typography>
    </Paper>
  );
}

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
  const columns: DataTableColumn<PaymentNotificationRow>[] = [
    ...(selection
      ? [
          selectionColumn({
            rows,
            keyOf: (n) => n.id,
            ...setSelection(selection.selected, selection.onChange, rows.map((n) => n.id)),
            label: c.selectAll,
            rowLabel: (n) => c.selectRow(n.number),
          }),
        ]
      : []),
    {
      key: 'code',
      header: c.code,
      width: 150,
      render: (n) =>
        linkTo ? (
          <Link component={RouterLink} to={linkTo(n)} sx={{ fontWeight: 600 }}>
            <DocumentNumber value={n.number} />
          </Link>
        ) : (
          <Link component="button" type="button" onClick={() => onOpen?.(n)} sx={{ fontWeight: 600, verticalAlign: 'baseline' }}>
            <DocumentNumber value={n.number} />
          </Link>
        ),
    },
    ...(scope === 'company'
      ? [{ key: 'worker', header: c.worker, render: (n: PaymentNotificationRow) => <Box sx={{ minWidth: 150 }}>{n.worker.name}</Box> }]
      : []),
    { key: 'month', header: c.paymentMonth, width: 100, render: (n) => <Box sx={{ whiteSpace: 'nowrap' }}>{month(n.paymentMonth)}</Box> },
    { key: 'paymentDate', header: c.paymentDate, width: 110, render: (n) => formatDate(n.paymentDate) },
    { key: 'transfer', header: c.transferAmount, align: 'right', width: 130, render: (n) => formatMoney(n.transferAmount) },
    { key: 'withholding', header: c.withholding, align: 'right', width: 110, render: (n) => formatMoney(n.withholding) },
    {
      key: 'status',
      header: c.status,
      width: 130,
      render: (n) => <PaymentNotificationStatusChip status={n.status} label={n.statusLabel} deemed={n.deemedApproved} late={n.late} />,
    },
    { key: 'updatedAt', header: c.updatedAt, width: 110, render: (n) => formatDate(n.updatedAt) },
  ];
  if (rows.length === 0 && !loading && (!pagination || pagination.count === 0)) return <EmptyTable message={errorMessage ?? emptyMessage} error={errorMessage !== null} />;
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
      minWidth={scope === 'company' ? 1060 : 820}
    />
  );
}
