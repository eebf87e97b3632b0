import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { useTestApp } from '../../../../test/helpers';

const ctx = useTestApp();
const URL = '/api/v2/employee/company_purchase_order_templates';

const item = (n: number) => ({ name: `品目${n}`, quantity: '1', unit: '式', unit_price: '10,000', tax_rate: 10 });
const body = (groups: { name: string; items: unknown[] }[], extra: Record<string, unknown> = {}) => ({
  delivery_place: '電子メールにて納品',
  payment_method: '銀行振込（振込手数料は当社負担）',
  inspection_type: 'within_days',
  inspection_days: '10',
  remarks: '納品物の著作権は検収完了時に当社へ移転します。\n秘密保持契約に従ってください。',
  item_groups: groups,
  ...extra,
});

describe('company purchase order template', () => {
  it('answers the defaults before the first save, then round-trips what was saved', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const initial = await ctx.call('GET', URL, { headers: h });
    expect(initial.statusCode).toBe(200);
    expect(initial.json().data).toEqual({
      delivery_place: '',
      payment_method: '銀行振込',
      inspection_type: 'none',
      inspection_days: null,
      remarks: '',
      item_groups: [],
      updated_at: null,
    });

    const groups = [
      { name: ' デザイン制作 ', items: [{ ...item(1), quantity: '1.5', unit: '人月', unit_price: '600,000' }, { ...item(2), unit: '', tax_rate: 8 }] },
      { name: '保守', items: [{ name: '月次保守', quantity: 1, unit_price: 50000, tax_rate: 0 }] },
    ];
    const saved = await ctx.call('PUT', URL, { headers: h, body: body(groups) });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      delivery_place: '電子メールにて納品',
      payment_method: '銀行振込（振込手数料は当社負担）',
      inspection_type: 'within_days',
      inspection_days: 10,
      remarks: '納品物の著作権は検収完了時に当社へ移転します。\n秘密保持契約に従ってください。',
      item_groups: [
        {
          name: 'デザイン制作',
          items: [
            { name: '品目1', quantity: 1.5, unit: '人月', unit_price: 600000, tax_rate: 10 },
            { name: '品目2', quantity: 1, unit: null, unit_price: 10000, tax_rate: 8 },
          ],
        },
        { name: '保守', items: [{ name: '月次保守', quantity: 1, unit: null, unit_price: 50000, tax_rate: 0 }] },
      ],
    };
    expect(saved.json().data).toMatchObject(expected);
    expect(saved.json().data.updated_at).toEqual(expect.any(String));
    expect((await ctx.call('GET', URL, { headers: h })).json().data).toMatchObject(expected);

    // a second PUT replaces the whole template; 検収なし stores no day count
    const replaced = await ctx.call('PUT', URL, { headers: h, body: body([], { inspection_type: 'none', inspection_days: '99', delivery_place: '' }) });
    expect(replaced.json().data).toMatchObject({ inspection_type: 'none', inspection_days: null, delivery_place: '', item_groups: [] });
    // one company's template is not another's
    const other = await ctx.makeCompany();
    expect((await ctx.call('GET', URL, { headers: await ctx.signIn(other.owner.email) })).json().data.updated_at).toBeNull();
  });

  it('holds at most 15 items in all: 15 pass, 16 are refused with the rule', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const fifteen = [
      { name: 'A', items: Array.from({ length: 8 }, (_, i) => item(i)) },
      { name: 'B', items: Array.from({ length: 7 }, (_, i) => item(i)) },
    ];
    expect((await ctx.call('PUT', URL, { headers: h, body: body(fifteen) })).statusCode).toBe(200);
    const sixteen = [...fifteen, { name: 'C', items: [item(1)] }];
    const refused = await ctx.call('PUT', URL, { headers: h, body: body(sixteen) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ item_groups: [ja.purchaseOrderTemplate.tooManyItems(15)] });
    expect((await ctx.call('GET', URL, { headers: h })).json().data.item_groups).toHaveLength(2);
  });

  it('validates every field in Japanese', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const put = (extra: Record<string, unknown>, groups: { name: string; items: unknown[] }[] = []) =>
      ctx.call('PUT', URL, { headers: h, body: body(groups, extra) });
    for (const days of ['0', '31', '', null, '1.5']) {
      const res = await put({ inspection_days: days });
      expect(res.statusCode, String(days)).toBe(422);
      expect(res.json().fields).toEqual({ inspection_days: [ja.purchaseOrderTemplate.inspectionDaysInvalid] });
    }
    expect((await put({ inspection_days: 30 })).json().data.inspection_days).toBe(30);
    expect((await put({ inspection_days: '1' })).json().data.inspection_days).toBe(1);
    expect((await put({ payment_method: ' ' })).json().fields).toEqual({ payment_method: [ja.validation.required] });
    expect((await put({ remarks: 'あ'.repeat(1001) })).json().fields).toEqual({ remarks: [ja.validation.tooLong(1000)] });
    expect((await put({ remarks: 'あ'.repeat(1000) })).statusCode).toBe(200);
    expect((await put({ delivery_place: '本社\n2階' })).json().fields).toEqual({ delivery_place: [ja.validation.singleLine] });
    expect((await put({ inspection_type: 'always' })).json().fields).toEqual({ inspection_type: [ja.validation.invalid] });
    const money = await put({}, [{ name: 'G', items: [{ ...item(1), unit_price: '10,00' }] }]);
    expect(money.json().fields).toEqual({ 'item_groups.0.items.0.unit_price': [ja.validation.money] });
    const line = await put({}, [{ name: 'G', items: [{ ...item(1), unit_price: '9,090,910' }] }]);
    expect(line.json().fields).toEqual({ 'item_groups.0.items.0.unit_price': [ja.contractForm.lineTotalTooLarge] });
    expect((await put({}, [{ name: 'G', items: [{ ...item(1), unit_price: '9,090,909' }] }])).statusCode).toBe(200);
    const unit = await put({}, [{ name: 'G', items: [{ ...item(1), unit: 'あ'.repeat(11) }] }]);
    expect(unit.json().fields).toEqual({ 'item_groups.0.items.0.unit': [ja.validation.tooLong(10)] });
    const noItems = await put({}, [{ name: 'G', items: [] }]);
    expect(noItems.json().fields).toEqual({ 'item_groups.0.items': [ja.contractForm.templateItemsRequired] });
  });

  it('general reads, only owner and administrator change it, viewer is refused', async () => {
    const company = await ctx.makeCompany();
    const admin = await company.addEmployee('administrator');
    expect((await ctx.call('PUT', URL, { headers: await ctx.signIn(admin.email), body: body([]) })).statusCode).toBe(200);
    const general = await company.addEmployee('general');
    const hg = await ctx.signIn(general.email);
    expect((await ctx.call('GET', URL, { headers: hg })).json().data.delivery_place).toBe('電子メールにて納品');
    const write = await ctx.call('PUT', URL, { headers: hg, body: body([]) });
    expect(write.statusCode).toBe(403);
    expect(write.json().errors).toEqual([ja.auth.forbidden]);
    const viewer = await company.addEmployee('viewer');
    expect((await ctx.call('GET', URL, { headers: await ctx.signIn(viewer.email) })).statusCode).toBe(403);
  });
});
