import { describe, expect, it } from 'vitest';
import { defaultDueDate, defaultInspectionDate, formTotals, newOrderDefaults, orderItemCount, orderToForm, suggestsWithholding, templateInspectionDays } from './order-form';

const template = {
  deliveryPlace: 'メールで納品',
  paymentMethod: '銀行振込',
  inspectionType: 'within_days',
  remarks: '備考',
  itemGroups: [{ name: '月次', items: [{ name: '委託料', quantity: 1, unit: '式', unitPrice: 500000, taxRate: 10 }] }],
};

describe('order form helpers', () => {
  it('totals round the tax once per rate and withhold on the 税抜 subtotal', () => {
    const items = [105, 105, 105].map((p) => ({ quantity: '1', unit_price: String(p), tax_rate: 10 }));
    const t = formTotals([{ items }, { items: [{ quantity: '2', unit_price: '500', tax_rate: 8 }] }], { withholds: true, orderDate: '2026/05/01' });
    expect(t.perRate).toEqual([
      { rate: 10, base: 315, tax: 31 },
      { rate: 8, base: 1000, tax: 80 },
    ]);
    expect([t.subtotal, t.taxTotal, t.total, t.withholding, t.amountToPay]).toEqual([1315, 111, 1426, 134, 1292]);
  });

  it('review T6: a per-line tax left in the form (an order saved before issue #18) never counts: 3 × ¥105 → ¥31', () => {
    const items = [105, 105, 105].map((p) => ({ quantity: '1', unit_price: String(p), tax_rate: 10, tax: '10' }));
    expect(formTotals([{ items }], { withholds: false, orderDate: '2026/05/01' }).perRate).toEqual([{ rate: 10, base: 315, tax: 31 }]);
  });

  it('a stored order becomes the form without its old per-line taxes, with the 再委託 fields', () => {
    const form = orderToForm({
      title: '件名',
      orderDate: '2026-05-01',
      deliveryPlace: null,
      paymentMethod: '銀行振込',
      hasInspection: false,
      remarks: null,
      project: null,
      originalClientName: '株式会社元請',
      originalDueDate: '2026-06-30',
      itemGroups: [{ title: '一式', deliveryDate: null, inspectionDate: null, paymentDueDate: null, items: [{ name: '作業', quantity: 1, unit: null, unitPrice: 105, taxRate: 10, tax: 10 }] }],
    });
    expect(form).toMatchObject({ original_client_name: '株式会社元請', original_due_date: '2026/06/30' });
    expect(form.item_groups[0]!.items[0]).not.toHaveProperty('tax');
    expect(newOrderDefaults('2026-05-01', template, [])).toMatchObject({ original_client_name: '', original_due_date: '' });
  });

  it('leaves out lines that are not valid yet; no withholding when the contract does not withhold', () => {
    const t = formTotals([{ items: [{ quantity: 'x', unit_price: '1,000', tax_rate: 10 }, { quantity: '1', unit_price: '10,00', tax_rate: 10 }] }], {
      withholds: false,
      orderDate: '',
    });
    expect([t.total, t.withholding, t.amountToPay]).toEqual([0, null, 0]);
  });

  it('counts items over groups; designers and writers are withheld on', () => {
    expect(orderItemCount([{ items: [{}, {}] }, { items: [{}] }])).toBe(3);
    expect(orderItemCount(undefined)).toBe(0);
    expect(['designer', 'writer', 'engineer', null].map(suggestsWithholding)).toEqual([true, true, false, false]);
  });

  it('the default due date follows the 支払サイト; empty while the 納品日 is not a date', () => {
    expect(defaultDueDate('end_of_month_next_month_end', '2026/05/10')).toBe('2026/06/30');
    expect(defaultDueDate('end_of_month_next_month_25', '2026-05-10')).toBe('2026/06/25');
    expect(defaultDueDate('end_of_month_next_month_25', '2026/5/')).toBe('');
  });

  it('a new order takes the company terms, and the contract item groups over the company ones', () => {
    const fromCompany = newOrderDefaults('2026-05-01', template, []);
    expect(fromCompany).toMatchObject({ order_date: '2026/05/01', delivery_place: 'メールで納品', payment_method: '銀行振込', has_inspection: true });
    expect(fromCompany.item_groups[0]).toMatchObject({ title: '月次', items: [{ name: '委託料', unit_price: '500,000', quantity: '1' }] });
    const fromContract = newOrderDefaults('2026-05-01', template, [{ name: '契約の単位', items: [{ name: '保守', quantity: 2, unitPrice: 1000, taxRate: 8 }] }]);
    expect(fromContract.item_groups.map((g) => g.title)).toEqual(['契約の単位']);
    expect(newOrderDefaults('2026-05-01', { ...template, itemGroups: [] }, []).item_groups).toHaveLength(1);
  });
});

describe('検収日 from 納品日 + the template\'s 検収期間 (issue #21)', () => {
  it('adds the days across a month end and a year end', () => {
    expect(defaultInspectionDate('2026/05/29', 10)).toBe('2026/06/08');
    expect(defaultInspectionDate('2026/12/25', 10)).toBe('2027/01/04');
    expect(defaultInspectionDate('2026/06/30', 0)).toBe('2026/06/30');
  });
  it('is empty while the 納品日 is not a date or no 検収期間 is set', () => {
    expect(defaultInspectionDate('', 10)).toBe('');
    expect(defaultInspectionDate('2026/02/30', 10)).toBe('');
    expect(defaultInspectionDate('2026/05/29', null)).toBe('');
  });
  it('takes the days only from a template that says 「納品後n日以内に検収」', () => {
    expect(templateInspectionDays({ inspectionType: 'within_days', inspectionDays: 10 })).toBe(10);
    expect(templateInspectionDays({ inspectionType: 'none', inspectionDays: 10 })).toBeNull();
  });
});

describe('money typed in the order form (issue #21)', () => {
  it('counts 100000, full-width and numbers in the live totals', () => {
    const groups = [{ items: [{ quantity: '1', unit_price: '100000', tax_rate: 10 }, { quantity: '2', unit_price: '１０，０００', tax_rate: 10 }, { quantity: '1', unit_price: 5000, tax_rate: 10 }] }];
    expect(formTotals(groups, { withholds: false, orderDate: '2026/05/01' }).subtotal).toBe(125000);
  });
});
