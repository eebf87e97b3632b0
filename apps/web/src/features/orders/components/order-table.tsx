import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { formatDate, formatDateTime, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DataTable, type DataTableColumn, type DataTablePagination } from '../../../components/data-table';
import { orDash } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import type { OrderRow } from '../api/orders';
import { DocumentNumber } from '../../../components/document-number';
import { StatusChip } from '../../../components/status-chip';
import { purchaseOrderStatusTone } from '../../../components/status-tones';

const c = ja.orderScreens.columns;

/** Orders of one contract (`scope: 'contract'`) or of the whole company (with the worker and contract columns). */
export function OrderTable({
  rows,
  scope,
  linkSub = 'order',
  loading,
  errorMessage,
  emptyMessage,
  pagination,
}: {
  rows: OrderRow[];
  scope: 'contract' | 'company';
  /** Where a row leads: the order page or its log (order_log). */
  linkSub?: 'order' | 'order_log';
  loading: boolean;
  errorMessage: string | null;
  emptyMessage: string;
  pagination?: DataTablePagination;
}) {
  const columns: DataTableColumn<OrderRow>[] = [
    { key: 'number', header: c.code, width: 140, render: (o) => <DocumentNumber value={o.number} /> },
    {
      key: 'title',
      header: c.title,
      // the auto layout otherwise gives the 件名 what is left after the fixed columns, a few characters per line at 1366 px
      width: '17%',
      render: (o) => (
        <Link component={RouterLink} to={paths.contractPage(o.worker.code, o.contract.code, `${linkSub}/${o.code}`)} sx={{ fontWeight: 600 }}>
          {o.title}
        </Link>
      ),
    },
    { key: 'status', header: c.status, width: 100, render: (o) => <StatusChip tone={purchaseOrderStatusTone[o.status]} label={o.statusLabel} testId="order-status" /> },
    ...(scope === 'company'
      ? [
          { key: 'worker', header: c.worker, width: '12%', render: (o: OrderRow) => o.worker.name },
          { key: 'contract', header: c.contract, width: '13%', render: (o: OrderRow) => o.contract.title },
        ]
      : []),
    { key: 'project', header: c.project, width: '10%', render: (o) => orDash(o.project?.name) },
    { key: 'orderDate', header: c.orderDate, width: 100, render: (o) => formatDate(o.orderDate) },
    { key: 'deliveryDate', header: c.deliveryDate, width: 100, render: (o) => orDash(formatDate(o.deliveryDate)) },
    { key: 'total', header: c.total, align: 'right', width: 120, render: (o) => formatMoney(o.total) },
    ...(scope === 'contract' ? [{ key: 'updatedAt', header: c.updatedAt, width: 150, render: (o: OrderRow) => formatDateTime(o.updatedAt) }] : []),
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      getRowKey={(o) => o.code}
      loading={loading}
      errorMessage={errorMessage}
      emptyMessage={emptyMessage}
      ariaLabel={ja.orderScreens.ordersLabel}
      pagination={pagination}
      minWidth={scope === 'company' ? 980 : 760}
    />
  );
}
