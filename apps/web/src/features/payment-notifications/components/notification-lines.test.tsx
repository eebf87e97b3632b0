/**
 * The company's 支払通知書 lines on the document view: items with their 取引日, ※ and 経過措置 share under the
 * screen's own headings, then each adjustment as the document reads it (category, name, reason, an 経費精算's rate).
 */
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { PaymentNotification } from '../api/payment-notifications';
import { NotificationLinesTable } from './notification-lines';

type Line = PaymentNotification['lines'][number];
const base: Line = {
  id: 1,
  kind: 'item',
  name: 'デザイン制作',
  quantity: 1,
  unit: '式',
  unitPrice: 100_000,
  taxRate: 10,
  amount: 100_000,
  transactionDate: '2026-06-30',
  withholds: true,
  itemGroupId: 3,
  adjustmentCategory: null,
  adjustmentReason: null,
  transitionalDeductionPercent: 80,
};
const lines: Line[] = [
  base,
  { ...base, id: 2, name: '打合せ弁当', unit: null, unitPrice: 1_000, taxRate: 8, amount: 1_000, transitionalDeductionPercent: 80 },
  { ...base, id: 3, kind: 'adjustment', name: '交通費', quantity: 1, unit: null, unitPrice: 3_300, taxRate: null, amount: 3_300, transactionDate: null, adjustmentCategory: 'reimbursement', transitionalDeductionPercent: null },
  { ...base, id: 4, kind: 'adjustment', name: '二重計上', quantity: 1, unit: null, unitPrice: -500, taxRate: null, amount: -500, transactionDate: null, adjustmentCategory: 'other', adjustmentReason: '6月分と重複', transitionalDeductionPercent: null },
  { ...base, id: 5, kind: 'adjustment', name: '資料代', quantity: 1, unit: null, unitPrice: 2_000, taxRate: 10, amount: 2_000, transactionDate: null, adjustmentCategory: 'expense', transitionalDeductionPercent: null },
];

it('shows the items on the document table and the adjustments apart, as the document reads them', () => {
  render(<NotificationLinesTable lines={lines} label="明細" />);
  const table = screen.getByRole('table', { name: '明細' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['取引日', '品名', '数量', '単価', '税率', '経過措置', '金額（税抜）']);
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(rows[2]?.textContent).toBe('2026/06/30打合せ弁当 ※1¥1,0008%80%¥1,000');
  expect(screen.getByText('※は軽減税率（8%）対象')).toBeTruthy();
  const adjustments = screen.getByTestId('notification-adjustments');
  expect(adjustments.textContent).toContain('立替金（不課税）：交通費¥3,300');
  expect(adjustments.textContent).toContain('その他（不課税）：二重計上（理由：6月分と重複）-¥500');
  expect(adjustments.textContent).toContain('経費精算（報酬に含む）：資料代（10%）¥2,000');
});
