/**
 * The company's order page (read-only view): a re-delegated order states 再委託, the 元委託者の名称 and the 元委託支払期日;
 * no 消費税額 column unless the order was sent with typed per-line taxes before issue #18, which it then shows as issued.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '../api/orders';
import { OrderView } from './order-view';

const item = (id: number, tax: number | null) => ({ id, name: `作業${id}`, quantity: 1, unit: null, unitPrice: 105, taxRate: 10, tax, amount: 105 });
const order = (over: Partial<Order> = {}): Order => ({
  id: 1,
  code: 'po1',
  number: 'PO-2026-000123',
  status: 'approved',
  statusLabel: '承認済み',
  title: '広告運用代行',
  orderDate: '2026-11-18',
  deliveryPlace: '電子メール',
  paymentMethod: '銀行振込',
  hasInspection: false,
  remarks: null,
  project: null,
  originalClientName: null,
  originalDueDate: null,
  contract: { code: 'c1', title: '広告運用代行業務委託契約', startDate: '2026-04-01', usance: 'end_of_month_next_month_15', withholdingType: 'not_withhold', isRedelegation: false },
  worker: { code: 'w1', name: '加藤 大輔' },
  itemGroups: [{ id: 5, position: 0, title: '一式', deliveryDate: '2026-12-31', inspectionDate: null, paymentDueDate: '2027-01-15', subtotal: 315, items: [item(1, null), item(2, null), item(3, null)] }],
  totals: { perRate: [{ rate: 10, base: 315, tax: 31 }], subtotal: 315, taxTotal: 31, total: 346, withholding: null, amountToPay: 346 },
  workerComment: null,
  submissionProblems: [],
  withholdingWarning: null,
  allowedActions: ['revert', 'copy'],
  submittedAt: '2026-11-18T01:00:00Z',
  approvedAt: null,
  createdAt: '2026-11-18T01:00:00Z',
  updatedAt: '2026-11-18T01:00:00Z',
  ...over,
});

describe('the order view', () => {
  it('states 再委託 with the 元委託者の名称 and 元委託支払期日 for a re-delegated contract', () => {
    render(<OrderView order={order({ contract: { ...order().contract, isRedelegation: true }, originalClientName: '株式会社サンプル広告', originalDueDate: '2027-01-10' })} />);
    expect(screen.getByText('元委託者から受託した業務の再委託です（フリーランス新法 第4条3項）')).toBeTruthy();
    expect(screen.getByTestId('original-client-name').textContent).toBe('株式会社サンプル広告');
    expect(screen.getByTestId('original-due-date').textContent).toBe('2027/01/10');
  });

  it('an ordinary order has no 再委託 rows and no 消費税額 column; it is identified by its 発注番号, not its code', () => {
    render(<OrderView order={order()} />);
    expect(screen.getByTestId('document-number').textContent).toBe('PO-2026-000123');
    expect(screen.queryByText('po1')).toBeNull();
    expect(screen.queryByText('元委託者の名称')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '消費税額' })).toBeNull();
    expect(screen.queryByTestId('typed-tax-note')).toBeNull();
  });

  it('an order sent with typed per-line taxes before the rule shows them and says it is shown as issued', () => {
    const issued = order({
      itemGroups: [{ ...order().itemGroups[0]!, items: [item(1, 10), item(2, 10), item(3, 10)] }],
      totals: { perRate: [{ rate: 10, base: 315, tax: 30 }], subtotal: 315, taxTotal: 30, total: 345, withholding: null, amountToPay: 345 },
    });
    render(<OrderView order={issued} />);
    expect(screen.getByRole('columnheader', { name: '消費税額' })).toBeTruthy();
    expect(screen.getByTestId('typed-tax-note').textContent).toContain('明細ごとに入力された消費税額のまま送信されたもの');
  });
});
