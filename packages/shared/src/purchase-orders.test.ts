import { describe, expect, it } from 'vitest';
import { ja } from './messages/ja';
import { employeeActions, purchaseOrderFormSchema, purchaseOrderStatuses, purchaseOrderTransitions, workerActions } from './purchase-orders';

describe('the purchase order state machine (docs/ordering.md)', () => {
  it('offers each side exactly its steps per status', () => {
    const table = Object.fromEntries(purchaseOrderStatuses.map((s) => [s, [employeeActions(s), workerActions(s)]]));
    expect(table).toEqual({
      draft: [['update', 'delete', 'submit', 'copy'], []],
      reviewing: [['revert', 'copy'], ['accept', 'request_correction']],
      approved: [['revert', 'copy'], []],
      rejected: [['update', 'submit', 'copy'], []],
      correcting: [['update', 'submit', 'copy'], []],
      corrected: [['update', 'submit', 'copy'], []],
    });
  });
  it('leads where the diagram says', () => {
    expect(purchaseOrderTransitions.update.to('rejected')).toBe('corrected');
    expect(purchaseOrderTransitions.update.to('correcting')).toBe('correcting');
    expect(purchaseOrderTransitions.submit.to('corrected')).toBe('reviewing');
    expect(purchaseOrderTransitions.revert.to('approved')).toBe('correcting');
    expect(purchaseOrderTransitions.request_correction.to('reviewing')).toBe('rejected');
  });
});

describe('the order form schema', () => {
  const item = { name: '作業', quantity: '1', unit_price: '1,000', tax_rate: 10 };
  const order = (groups: unknown) => ({ title: '件名', order_date: '2026/06/01', item_groups: groups });
  it('reads the form’s texts (money with commas, YYYY/MM/DD) as numbers and ISO dates', () => {
    const parsed = purchaseOrderFormSchema.parse(order([{ title: '一式', delivery_date: '2026/06/30', items: [item] }]));
    expect(parsed.order_date).toBe('2026-06-01');
    expect(parsed.item_groups[0]!.items[0]).toMatchObject({ quantity: 1, unit_price: 1000, tax_rate: 10, tax: null, unit: null });
  });
  it('names a group without items and a 検収日 before the 納品日', () => {
    const r = purchaseOrderFormSchema.safeParse(
      order([
        { title: '一式', items: [] },
        { title: '二式', delivery_date: '2026-06-30', inspection_date: '2026-06-29', items: [item] },
      ]),
    );
    const messages = r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([`item_groups.0.items: ${ja.orders.itemsRequired}`, `item_groups.1.inspection_date: ${ja.orders.inspectionBeforeDelivery}`]);
  });
  it('survives any shape of item_groups without throwing', () => {
    for (const groups of ['x', 3, null, [null], [{ items: 'x' }], [{ items: [null, 4] }]]) {
      expect(() => purchaseOrderFormSchema.safeParse(order(groups))).not.toThrow();
    }
  });
});
