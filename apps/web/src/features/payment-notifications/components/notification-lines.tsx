import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { adjustmentCategoryDocumentLabels, type NotificationTotals } from '@app/shared/payment-notifications';
import { amountRows, type AmountRow, type AmountTotalsText } from '../../../components/amount-list';
import { orDash } from '../../../lib/format';
import type { PaymentNotification } from '../api/payment-notifications';

const d = ja.paymentNotificationScreens.detail;
type Line = PaymentNotification['lines'][number];

/** '10%', '8%※' (reduced rate, as on the document), '-' for an adjustment (不課税). */
export function taxRateText(rate: number | null): string {
  if (rate === null) return '-';
  return rate === 8 ? '8%※' : `${rate}%`;
}

/** How an adjustment reads: its category with its tax treatment (「立替金（不課税）」「経費精算（報酬に含む）」…). */
function adjustmentCaption(l: Line): string {
  return l.adjustmentCategory ? adjustmentCategoryDocumentLabels[l.adjustmentCategory] : d.adjustment;
}

/**
 * The lines as a table: items with their rate (※ = 8 %) and, for a worker without a registration number, the
 * 経過措置 share of each line's transaction date; adjustments with their category (and reason).
 */
export function NotificationLinesTable({ lines, label }: { lines: readonly Line[]; label: string }) {
  const hasReduced = lines.some((l) => l.taxRate === 8);
  const hasShares = lines.some((l) => l.transitionalDeductionPercent !== null);
  return (
    <Box>
      <TableContainer>
        <Table size="small" aria-label={label} sx={{ minWidth: 680 }}>
          <TableHead>
            <TableRow>
              <TableCell>{d.itemName}</TableCell>
              <TableCell sx={{ width: 110 }}>{d.transactionDate}</TableCell>
              <TableCell align="right" sx={{ width: 70 }}>
                {d.quantity}
              </TableCell>
              <TableCell sx={{ width: 60 }}>{d.unit}</TableCell>
              <TableCell align="right" sx={{ width: 110 }}>
                {d.unitPrice}
              </TableCell>
              <TableCell sx={{ width: 70 }}>{d.taxRate}</TableCell>
              {hasShares ? <TableCell sx={{ width: 80 }}>{d.transitional}</TableCell> : null}
              <TableCell align="right" sx={{ width: 120 }}>
                {d.amount}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l) => (
              <TableRow key={l.id} data-testid={`line-${l.kind}`}>
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  {l.name}
                  {l.kind === 'adjustment' ? (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }} data-testid="adjustment-category">
                      {adjustmentCaption(l)}
                    </Typography>
                  ) : null}
                  {l.kind === 'adjustment' && l.adjustmentReason ? (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
                      {l.adjustmentReason}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{l.kind === 'item' ? orDash(formatDate(l.transactionDate)) : '-'}</TableCell>
                <TableCell align="right">{l.kind === 'item' ? l.quantity : '-'}</TableCell>
                <TableCell>{l.kind === 'item' ? orDash(l.unit) : '-'}</TableCell>
                <TableCell align="right">{l.kind === 'item' ? formatMoney(l.unitPrice) : '-'}</TableCell>
                <TableCell>{taxRateText(l.taxRate)}</TableCell>
                {hasShares ? (
                  <TableCell data-testid="line-share">{l.transitionalDeductionPercent !== null ? d.sharePercent(l.transitionalDeductionPercent) : '-'}</TableCell>
                ) : null}
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(l.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {hasReduced ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pt: 0.5 }}>
          {d.reducedNote}
        </Typography>
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
