import { ja } from '@app/shared/messages/ja';
import type { FormTotals } from '@app/shared/order-form';
import { amountRows, type AmountRow, type AmountTotalsText } from '../../../components/amount-list';

const t = ja.orderScreens.totals;

const orderTotalsText: AmountTotalsText = {
  rateBase: t.rateRow,
  rateTax: t.rateTax,
  subtotal: t.subtotal,
  taxTotal: t.tax,
  total: t.total,
  withholding: t.withholding,
  payable: t.amountToPay,
  payableTestId: 'totals-amount-to-pay',
};

/**
 * 税率ごとの対象額と消費税, 小計, 消費税, 合計, 源泉徴収 and お支払予定額 — the order form's live totals (from the same
 * shared functions the API uses) and the order page's stored ones.
 */
export const orderAmountRows = (totals: FormTotals): AmountRow[] => amountRows({ ...totals, payable: totals.amountToPay }, orderTotalsText);
