/** One money-totals list: per rate (base, then tax), then 小計 … what is paid; a row only where its value and words exist. */
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AmountList, amountRows, type AmountTotalsText } from './amount-list';

const text: AmountTotalsText = {
  rateBase: (r) => `${r}%対象`,
  rateTax: (r) => `消費税（${r}%）`,
  subtotal: '小計',
  taxTotal: '消費税',
  total: '合計',
  withholding: '源泉徴収',
  payable: 'お支払予定額',
  payableTestId: 'totals-amount-to-pay',
};
const perRate = [
  { rate: 10, base: 100000, tax: 10000 },
  { rate: 8, base: 1000, tax: 80 },
  { rate: 0, base: 500, tax: 0 },
];

it('lists each rate’s base and tax, then the totals in order, 源泉徴収 negative, with their test ids', () => {
  const rows = amountRows({ perRate, subtotal: 101500, taxTotal: 10080, total: 111580, withholding: 10210, payable: 101370 }, text);
  render(<AmountList rows={rows} label="合計金額" />);
  const list = screen.getByLabelText('合計金額');
  const terms = within(list).getAllByRole('term').map((el) => el.textContent);
  expect(terms).toEqual(['10%対象', '消費税（10%）', '8%対象', '消費税（8%）', '0%対象', '小計', '消費税', '合計', '源泉徴収', 'お支払予定額']);
  expect(screen.getByTestId('totals-tax-8').textContent).toBe('¥80');
  expect(screen.queryByTestId('totals-tax-0')).toBeNull();
  expect(screen.getByTestId('totals-withholding').textContent).toBe('-¥10,210');
  expect(screen.getByTestId('totals-amount-to-pay').textContent).toBe('¥101,370');
});

it('leaves out what is not withheld or not asked for, and shows the 0 % tax where the screen wants it', () => {
  const rows = amountRows({ perRate, total: 111580, withholding: null, payable: 111580 }, { ...text, zeroRateTax: true, payable: undefined });
  render(<AmountList rows={rows} label="請求金額" />);
  expect(screen.getByTestId('totals-tax-0').textContent).toBe('¥0');
  expect(screen.queryByTestId('totals-withholding')).toBeNull();
  expect(screen.queryByTestId('totals-subtotal')).toBeNull();
  expect(screen.queryByTestId('totals-amount-to-pay')).toBeNull();
  expect(screen.getByTestId('totals-total').textContent).toBe('¥111,580');
});
