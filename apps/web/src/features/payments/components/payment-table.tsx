import Box from '@mui/material/Box';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import type { PaymentApprovalStatus } from '@app/shared/payments';
import { DocumentNumber } from '../../../components/document-number';
import { StatusChip } from '../../../components/status-chip';
import { paymentStatusTone } from '../../../components/status-tones';
import { DataTable, type DataTablePagination } from '../../../components/data-table';
import { selectionColumn } from '../../../components/selection-column';
import { EMPTY_CELL, orDash } from '../../../lib/format';
import type { PaymentRow } from '../api/payments';

const s = ja.payments.screen;

/** 支払遅延: paid, or to be paid, after the 支払期日 (the reason confirmed for it as the tooltip). */
export function LatePaymentChip({ reason }: { reason: string | null }) {
  return (
    <StatusChip
      tone="danger"
      label={ja.paymentDue.late}
      title={reason ? `${ja.paymentDue.reasonLabel}: ${reason}` : undefined}
      testId="payment-late"
    />
  );
}

/**
 * 二重承認 (issue #19 N10): 承認待ち stands out (it cannot be exported until approved); 承認済 is quiet; nothing when
 * no approval is needed.
 */
export function ApprovalChip({ status }: { status: PaymentApprovalStatus }) {
  if (status !== 'pending' && status !== 'approved') return null;
  return status === 'pending' ? (
    <StatusChip tone="info" label={s.approvalPending} testId="payment-approval" />
  ) : (
    <StatusChip variant="outlined" tone="muted" label={s.approvalApproved} testId="payment-approval" />
  );
}

/** The payment list with a checkbox per row (the actions work on the chosen payments). */
export function PaymentTable({
  rows,
  selected,
  onToggle,
  onToggleAll,
  loading,
  errorMessage,
  emptyMessage,
  pagination,
}: {
  rows: PaymentRow[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (checked: boolean) => void;
  loading: boolean;
  errorMessage: string | null;
  emptyMessage: string;
  pagination: DataTablePagination;
}) {
  return (
    <DataTable
      columns={[
        selectionColumn({
          rows,
          keyOf: (p) => p.id,
          isSelected: (id) => selected.has(id),
          onToggle,
          onTogglePage: onToggleAll,
          label: s.selectAll,
          rowLabel: (p) => s.selectRow(`${p.number} ${p.worker.name}`),
        }),
        { key: 'number', header: s.colNumber, width: 140, render: (p) => <DocumentNumber value={p.number} /> },
        { key: 'worker', header: s.colWorker, render: (p) => p.worker.name },
        { key: 'amount', header: s.colAmount, align: 'right', width: 130, render: (p) => formatMoney(p.amount) },
        { key: 'withholding', header: s.colWithholding, align: 'right', width: 120, render: (p) => formatMoney(p.withholding) },
        { key: 'paymentDate', header: s.colPaymentDate, width: 110, render: (p) => formatDate(p.paymentDate) },
        { key: 'dueDate', header: s.colDueDate, width: 110, render: (p) => orDash(formatDate(p.paymentDueDate)) },
        {
          key: 'status',
          header: s.colStatus,
          width: 170,
          render: (p) => (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              <StatusChip tone={paymentStatusTone[p.status]} label={p.statusLabel} testId="payment-status" />
              {p.late ? <LatePaymentChip reason={p.lateReason} /> : null}
              <ApprovalChip status={p.approvalStatus} />
            </Box>
          ),
        },
        { key: 'paidOn', header: s.colPaidOn, width: 110, render: (p) => orDash(formatDate(p.paidOn)) },
        { key: 'exported', header: s.colExported, width: 130, render: (p) => orDash(formatDate(p.exportedAt)) },
        {
          key: 'notification',
          header: s.colNotification,
          width: 140,
          render: (p) => (p.paymentNotification ? <DocumentNumber value={p.paymentNotification.number} /> : EMPTY_CELL),
        },
        { key: 'remarks', header: s.colRemarks, width: 160, render: (p) => orDash(p.remarks) },
      ]}
      rows={rows}
      getRowKey={(p) => p.id}
      loading={loading}
      errorMessage={errorMessage}
      emptyMessage={emptyMessage}
      ariaLabel={s.tableLabel}
      pagination={pagination}
      minWidth={1400}
    />
  );
}
