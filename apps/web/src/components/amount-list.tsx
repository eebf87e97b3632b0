import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@app/shared/format';

/** One money row: label left, amount right; `strong` for 合計 and what is paid, `rule` draws a line above it. */
export interface AmountRow {
  label: ReactNode;
  value: number;
  strong?: boolean;
  rule?: boolean;
  testId?: string;
  /** React key where the label is not a unique string. */
  key?: string;
}

/**
 * A document's money totals (発注書, 支払通知書, 請求書, on both sides): the base and tax per rate (rounded once per rate),
 * 小計, 消費税, 合計, 源泉徴収 (shown negative), 調整, and what is paid. A row appears when its value and its label are given.
 */
export interface AmountTotals {
  perRate: readonly { rate: number; base: number; tax: number }[];
  subtotal?: number;
  taxTotal?: number;
  total?: number;
  /** null: not withheld (no row). */
  withholding?: number | null;
  adjustmentTotal?: number;
  /** お支払予定額 / 振込金額. */
  payable?: number;
}

/** The words of one screen's totals, and the test id of what is paid. */
export interface AmountTotalsText {
  rateBase: (rate: number) => string;
  rateTax: (rate: number) => string;
  subtotal?: string;
  taxTotal?: string;
  total?: string;
  withholding?: string;
  adjustments?: string;
  payable?: string;
  payableTestId?: string;
  /** Whether a 0 % rate shows its (zero) tax row. */
  zeroRateTax?: boolean;
}

/** The rows of `totals` in the one order every document uses. */
export function amountRows(totals: AmountTotals, text: AmountTotalsText): AmountRow[] {
  const rows: AmountRow[] = totals.perRate.flatMap((r) => [
    { label: text.rateBase(r.rate), value: r.base, testId: `totals-base-${r.rate}` },
    ...(r.rate > 0 || text.zeroRateTax ? [{ label: text.rateTax(r.rate), value: r.tax, testId: `totals-tax-${r.rate}` }] : []),
  ]);
  const add = (label: string | undefined, value: number | null | undefined, row: Omit<AmountRow, 'label' | 'value'>) => {
    if (label !== undefined && value != null) rows.push({ label, value, ...row });
  };
  add(text.subtotal, totals.subtotal, { rule: true, testId: 'totals-subtotal' });
  add(text.taxTotal, totals.taxTotal, { testId: 'totals-tax' });
  add(text.total, totals.total, { strong: true, testId: 'totals-total' });
  add(text.withholding, totals.withholding == null ? null : -totals.withholding, { testId: 'totals-withholding' });
  add(text.adjustments, totals.adjustmentTotal, { testId: 'totals-adjustments' });
  add(text.payable, totals.payable, { rule: true, strong: true, testId: text.payableTestId });
  return rows;
}

/** Money rows as a description list (label, amount), right-aligned amounts in tabular figures. */
export function AmountList({
  rows,
  label,
  testId,
  end = false,
  maxWidth = 400,
}: {
  rows: readonly AmountRow[];
  /** The list's accessible name. */
  label: string;
  testId?: string;
  /** Placed at the right edge of its container (a document's totals under its lines). */
  end?: boolean;
  maxWidth?: number | string;
}) {
  const list = (
    <Box component="dl" aria-label={label} sx={{ m: 0, width: '100%', maxWidth }} data-testid={testId}>
      {rows.map((row, i) => (
        <Box
          key={row.key ?? (typeof row.label === 'string' ? row.label : i)}
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25, ...(row.rule && i > 0 ? { borderTop: 1, borderColor: 'divider', mt: 0.75, pt: 1 } : {}) }}
        >
          <Typography component="dt" variant="body2" color={row.strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: row.strong ? 700 : 400 }}>
            {row.label}
          </Typography>
          <Typography
            component="dd"
            variant={row.strong ? 'subtitle1' : 'body2'}
            sx={{ m: 0, textAlign: 'right', fontWeight: row.strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}
            data-testid={row.testId}
          >
            {formatMoney(row.value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
  return end ? <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{list}</Box> : list;
}
