import { describe, expect, it } from 'vitest';
import { ja } from './messages/ja';
import { purchaseOrderTemplateBodySchema, templateItemCount } from './purchase-order-template';
import { projectFormSchema } from './projects';

const base = { delivery_place: '', payment_method: '銀行振込', inspection_type: 'none', remarks: '', item_groups: [] };
const item = { name: '作業', quantity: '1', unit_price: '1,000', tax_rate: 10 };

describe('purchaseOrderTemplateBodySchema', () => {
  it('drops the day count without an inspection and reads it as a number with one', () => {
    expect(purchaseOrderTemplateBodySchema.parse({ ...base, inspection_days: '7' }).inspection_days).toBeNull();
    expect(purchaseOrderTemplateBodySchema.parse({ ...base, inspection_type: 'within_days', inspection_days: ' 7 ' }).inspection_days).toBe(7);
  });

  it('counts items over every group: 15 pass, 16 fail on item_groups', () => {
    const groups = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `G${i}`, items: [item] }));
    expect(templateItemCount(groups(15))).toBe(15);
    expect(purchaseOrderTemplateBodySchema.safeParse({ ...base, item_groups: groups(15) }).success).toBe(true);
    const result = purchaseOrderTemplateBodySchema.safeParse({ ...base, item_groups: [{ name: 'A', items: Array(8).fill(item) }, { name: 'B', items: Array(8).fill(item) }] });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['item_groups', ja.purchaseOrderTemplate.tooManyItems(15)]]);
  });

  it('refuses 手形 as the 支払方法 (取適法): every new order would start from it', () => {
    const result = purchaseOrderTemplateBodySchema.safeParse({ ...base, payment_method: '約束手形' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['payment_method', ja.orders.promissoryNoteRefused]]);
  });

  it('keeps an item unit, empty meaning none', () => {
    const parsed = purchaseOrderTemplateBodySchema.parse({ ...base, item_groups: [{ name: 'A', items: [{ ...item, unit: ' 人月 ' }, { ...item, unit: '' }] }] });
    expect(parsed.item_groups[0]!.items.map((i) => i.unit)).toEqual(['人月', null]);
  });
});

describe('projectFormSchema', () => {
  it('accepts an open period and refuses an end before the start', () => {
    expect(projectFormSchema.parse({ name: 'A', start_date: '2026/04/01', end_date: '' })).toMatchObject({ start_date: '2026-04-01', end_date: null });
    expect(projectFormSchema.parse({ name: 'A', start_date: '2026/04/01', end_date: '2026/04/01' }).end_date).toBe('2026-04-01');
    const result = projectFormSchema.safeParse({ name: 'A', start_date: '2026/04/02', end_date: '2026/04/01' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['end_date', ja.projects.endBeforeStart]]);
  });
});

describe('malformed bodies', () => {
  it('never throw, whatever shape item_groups has', () => {
    for (const item_groups of ['x', 3, { a: 1 }, [null], [{ items: 'x' }]]) {
      expect(() => purchaseOrderTemplateBodySchema.safeParse({ inspection_type: 'within_days', item_groups })).not.toThrow();
    }
  });
});
