import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { invoiceStatusLabels } from '@app/shared/deliveries';
import { formatDateTime, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DocumentNumber } from '../../../components/document-number';
import { StatusChip } from '../../../components/status-chip';
import { reviewStatusTone } from '../../../components/status-tones';
import { DataTable, type DataTableColumn, type DataTablePagination } from '../../../components/data-table';
import { EMPTY_CELL } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import type { DeliveryRow } from '../api/deliveries';

const c = ja.orderScreens.columns;

/** Deliveries of one contract or of the whole company; each row leads to its review page. */
export function DeliveryTable({
  rows,
  scope,
  loading,
  errorMessage,
  emptyMessage,
  pagination,
}: {
  rows: DeliveryRow[];
  scope: 'contract' | 'company';
  loading: boolean;
  errorMessage: string | null;
  emptyMessage: string;
  pagination?: DataTablePagination;
}) {
  const columns: DataTableColumn<DeliveryRow>[] = [
    {
      key: 'group',
      header: c.group,
      render: (d) => (
        <Link component={RouterLink} to={paths.contractPage(d.worker.code, d.contract.code, `delivery/${d.code}`)} sx={{ fontWeight: 600 }}>
          {d.group.title}
        </Link>
      ),
    },
    {
      key: 'order',
      header: c.order,
      render: (d) => (
        <>
          <DocumentNumber value={d.order.number} /> {d.order.title}
        </>
      ),
    },
    ...(scope === 'company' ? [{ key: 'worker', header: c.worker, render: (d: DeliveryRow) => d.worker.name }] : []),
    { key: 'status', header: c.status, width: 110, render: (d) => <StatusChip tone={reviewStatusTone[d.status]} label={d.statusLabel} /> },
    {
      key: 'invoice',
      header: c.invoice,
      width: 110,
      render: (d) => (d.invoiceStatus ? <StatusChip tone={reviewStatusTone[d.invoiceStatus]} label={invoiceStatusLabels[d.invoiceStatus]} /> : EMPTY_CELL),
    },
    { key: 'progress', header: c.progress, width: 140, render: (d) => <StatusChip tone="neutral" variant="outlined" label={d.progressLabel} testId="progress-label" /> },
    { key: 'subtotal', header: c.subtotal, align: 'right', width: 130, render: (d) => formatMoney(d.group.subtotal) },
    { key: 'submittedAt', header: c.submittedAt, width: 150, render: (d) => formatDateTime(d.submittedAt) },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      getRowKey={(d) => d.code}
      loading={loading}
      errorMessage={errorMessage}
      emptyMessage={emptyMessage}
      ariaLabel={ja.orderScreens.deliveriesLabel}
      pagination={pagination}
      minWidth={scope === 'company' ? 1000 : 880}
    />
  );
}
