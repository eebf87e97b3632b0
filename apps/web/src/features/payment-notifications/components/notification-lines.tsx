import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { adjustmentCategoryDocumentLabels, type NotificationTotals } from '@app/shared/payment-notifications';
import { AmountList, amountRows, type AmountRow, type AmountTotalsText } from '../../../components/amount-list';
import { DocumentItemsTable, type DocumentLine } from '../../../components/business-document-view';
import type { PaymentNotification } from '../api/payment-notifications';

const d = ja.paymentNotificationScreens.detail;
const doc = ja.paymentNotifications.pdf;
const REDUCED_RATE = 8;
type Line = PaymentNotification['lines'][number];

/** An adjustment as the document reads it: 「立替金（不課税）：交通費」, with the reason of a deduction (and the rate of an 経費精算). */
function adjustmentText(l: Line): string {
  const text = doc.adjustmentLine(l.adjustmentCategory ? adjustmentCategoryDocumentLabels[l.adjustmentCategory] : d.adjustment, l.name, l.adjustmentReason);
  return l.taxRate !== null ? `${text}（${l.taxRate}%）` : text;
}

/** The item lines as document lines (components/business-document-view.tsx), with their 取引日 and 経過措置 share. */
const documentLines = (lines: readonly Line[]): DocumentLine[] =>
  lines.map((l) => ({
    key: l.id,
    date: l.transactionDate,
    name: l.name,
    quantity: String(l.quantity),
    unit: l.unit,
    unitPrice: l.unitPrice,
    taxRate: l.taxRate ?? 0,
    amount: l.amount,
    share: l.transitionalDeductionPercent,
  }));

/**
 * The lines on the document view: items with their 取引日 and rate (※ = 8 %) and, for a worker without a registration
 * number, the 経過措置 share of each line's transaction date; then the adjustments with their category (and reason).
 */
export function NotificationLinesTable({ lines, label }: { lines: readonly Line[]; label: string }) {
  const items = lines.filter((l) => l.kind === 'item');
  const adjustments = lines.filter((l) => l.kind === 'adjustment');
  const hasReduced = items.some((l) => l.taxRate === REDUCED_RATE);
  return (
    <Box>
      <DocumentItemsTable
        lines={documentLines(items)}
        label={label}
        date={{ label: d.transactionDate }}
        share={{ label: d.transitional, phoneText: doc.share }}
        columns={{ name: d.itemName, amount: d.amount }}
      />
      {hasReduced ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pt: 0.5 }}>
          {d.reducedNote}
        </Typography>
      ) : null}
      {adjustments.length > 0 ? (
        <Box sx={{ px: 2, pt: 1.5, pb: 0.5 }} data-testid="notification-adjustments">
          <AmountList maxWidth="none" label={d.adjustments} rows={adjustments.map((a) => ({ key: String(a.id), label: adjustmentText(a), value: a.amount }))} />
        </Box>
      ) : null}
    </Box>
  );
}

const notificationTotalsText: AmountTotalsText = {
  rateBase: d.rateBase,
  rateTax: d.rateTax,
  subtotal: d.subtotal,
  taxTotal: d.taxTotal,
  withholding: d.withholding,
  adjustments: d.adjustments,
  payable: d.transferAmount,
  payableTestId: 'totals-transfer',
};

/** Per rate (対象額 and 消費税, rounded once per rate), 小計, 消費税, 源泉徴収, 調整, 振込金額. */
export const notificationAmountRows = (totals: Pick<NotificationTotals, 'perRate' | 'subtotal' | 'taxTotal' | 'withholding' | 'adjustmentTotal' | 'transferAmount'>): AmountRow[] =>
  amountRows({ ...totals, payable: totals.transferAmount }, notificationTotalsText);
