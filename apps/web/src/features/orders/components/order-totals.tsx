import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';

const t = ja.orderScreens.totals;

export type TotalsView = {
  perRate: readonly { rate: number; base: number; tax: number }[];
  subtotal: number;
  taxTotal: number;
  total: number;
  withholding: number | null;
  amountToPay: number;
};

function Row({ label, value, strong = false, rule = false, testId }: { label: string; value: number; strong?: boolean; rule?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25, ...(rule ? { borderTop: 1, borderColor: 'divider', mt: 0.75, pt: 1 } : {}) }}>
      <Typography component="dt" variant="body2" color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" variant={strong ? 'subtitle1' : 'body2'} sx={{ m: 0, fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {formatMoney(value)}
      </Typography>
    </Box>
  );
}

/**
 * 税率ごとの対象額と消費税, 小計, 消費税, 合計, 源泉徴収 and お支払予定額 — the order form's live totals (from the same
 * shared functions the API uses) and the order page's stored ones.
 */
export function OrderTotals({ totals, label = ja.orderScreens.form.sectionTotals }: { totals: TotalsView; label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
    <Box component="dl" aria-label={label} sx={{ m: 0, width: '100%', maxWidth: 400 }} data-testid="order-totals">
      {totals.perRate.map((r) => (
        <Fragment key={r.rate}>
          <Row label={t.rateRow(r.rate)} value={r.base} testId={`totals-base-${r.rate}`} />
          {r.rate > 0 ? <Row label={t.rateTax(r.rate)} value={r.tax} testId={`totals-tax-${r.rate}`} /> : null}
        </Fragment>
      ))}
      <Row rule label={t.subtotal} value={totals.subtotal} testId="totals-subtotal" />
      <Row label={t.tax} value={totals.taxTotal} testId="totals-tax" />
      <Row label={t.total} value={totals.total} strong testId="totals-total" />
      {totals.withholding != null ? <Row label={t.withholding} value={-totals.withholding} testId="totals-withholding" /> : null}
      <Row rule label={t.amountToPay} value={totals.amountToPay} strong testId="totals-amount-to-pay" />
    </Box>
    </Box>
  );
}
