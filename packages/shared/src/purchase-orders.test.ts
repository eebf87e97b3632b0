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
  it('refuses a typed per-line 消費税額 (tax is computed once per rate per document); empty or null passes as null', () => {
    const r = purchaseOrderFormSchema.safeParse(order([{ title: '一式', items: [item, { ...item, tax: '10' }, { ...item, tax: 0 }] }]));
    const messages = r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([`item_groups.0.items.1.tax: ${ja.orders.taxNotTyped}`, `item_groups.0.items.2.tax: ${ja.orders.taxNotTyped}`]);
    const ok = purchaseOrderFormSchema.parse(order([{ title: '一式', items: [{ ...item, tax: '' }, { ...item, tax: null }] }]));
    expect(ok.item_groups[0]!.items.map((i) => i.tax)).toEqual([null, null]);
  });
  it('the ¥10,000,000 line check is quantity × unit price plus that line’s computed tax', () => {
    const line = (unit_price: string) => purchaseOrderFormSchema.safeParse(order([{ title: '一式', items: [{ ...item, unit_price }] }])).success;
    expect(line('9,090,909')).toBe(true); // 9,090,909 + 909,090 = 9,999,999
    expect(line('9,090,910')).toBe(false); // 9,090,910 + 909,091 = 10,000,001
  });
  it('refuses 手形 as the 支払方法 (取適法) and keeps the 元委託者の名称', () => {
    const r = purchaseOrderFormSchema.safeParse({ ...order([{ title: '一式', items: [item] }]), payment_method: '約束手形（120日）' });
    expect(r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([`payment_method: ${ja.orders.promissoryNoteRefused}`]);
    const ok = purchaseOrderFormSchema.parse({ ...order([{ title: '一式', items: [item] }]), original_client_name: ' 株式会社元請 ', original_due_date: '2026/07/31' });
    expect([ok.original_client_name, ok.original_due_date]).toEqual(['株式会社元請', '2026-07-31']);
  });
  it('survives any shape of item_groups without throwing', () => {
    for (const groups of ['x', 3, null, [null], [{ items: 'x' }], [{ items: [null, 4] }]]) {
      expect(() => purchaseOrderFormSchema.safeParse(order(groups))).not.toThrow();
    }
  });
});
