import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { useTestApp, type AuthHeaders } from '../../../../test/helpers';

const ctx = useTestApp();
const LIST = '/api/user/workers/custom_display';
const COLUMNS = '/api/user/worker_list_custom_display_fields';

async function field(h: AuthHeaders, body: Record<string, unknown>): Promise<string> {
  const res = await ctx.call('POST', '/api/v2/employee/custom_fields', { headers: h, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.code as string;
}
async function setValue(h: AuthHeaders, worker: string, code: string, value: unknown) {
  const res = await ctx.call('PUT', `/api/v2/employee/businessors/${worker}/custom_fields/${code}`, { headers: h, body: { value } });
  expect(res.statusCode, res.body).toBe(200);
}
async function chooseColumns(h: AuthHeaders, keys: string[]) {
  return ctx.call('POST', `${COLUMNS}/bulk_create`, { headers: h, body: { worker_list_custom_display_fields: keys.map((field_key) => ({ field_key })) } });
}
type Row = { code: string; full_name: string; custom_fields?: Record<string, string> };
const list = async (h: AuthHeaders, query: string) => {
  const res = await ctx.call('GET', `${LIST}?${query}`, { headers: h });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; total_count: number };
};

/** A company with three workers and a select, a number, a date and a checkbox field. */
async function setUp() {
  const company = await ctx.makeCompany();
  const h = await ctx.signIn(company.owner.email);
  const a = await company.addWorker({ fullName: '相田 一郎', fullNameKana: 'アイダ イチロウ' });
  const b = await company.addWorker({ fullName: '伊藤 二郎', fullNameKana: 'イトウ ジロウ' });
  const c = await company.addWorker({ fullName: '上野 三郎', fullNameKana: 'ウエノ サブロウ' });
  const rank = await field(h, { name: 'ランク', field_type: 'select', options: ['A', 'B'] });
  const price = await field(h, { name: '単価', field_type: 'number' });
  const joined = await field(h, { name: '入社日', field_type: 'date' });
  const nda = await field(h, { name: 'NDA', field_type: 'checkbox' });
  await setValue(h, a.code, rank, 'A');
  await setValue(h, b.code, rank, 'B');
  await setValue(h, c.code, rank, 'A');
  await setValue(h, a.code, price, 1234567.5);
  await setValue(h, b.code, price, 5000);
  await setValue(h, c.code, price, 12000);
  await setValue(h, a.code, joined, '2024-04-01');
  await setValue(h, c.code, joined, '2025-01-15');
  await setValue(h, a.code, nda, true);
  return { company, h, rank, price, joined, nda };
}

describe('custom fields in the worker list', () => {
  it('offers the visible fields after the built-in columns and shows each chosen value formatted for its type', async () => {
    const { h, rank, price, joined, nda } = await setUp();
    const selectable = (await ctx.call('GET', `${COLUMNS}/selectable_fields`, { headers: h })).json().data as Array<{ field_key: string; label: string }>;
    expect(selectable.slice(-4)).toEqual([
      { field_key: `custom:${rank}`, label: 'ランク' },
      { field_key: `custom:${price}`, label: '単価' },
      { field_key: `custom:${joined}`, label: '入社日' },
      { field_key: `custom:${nda}`, label: 'NDA' },
    ]);
    const saved = await chooseColumns(h, ['email', `custom:${price}`, `custom:${joined}`, `custom:${nda}`]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.map((f: { label: string }) => f.label)).toEqual([ja.workerFields.email, '単価', '入社日', 'NDA']);
    const body = await list(h, '');
    expect(body.data.map((r) => r.custom_fields)).toEqual([
      { [price]: '1,234,567.5', [joined]: '2024/04/01', [nda]: '✓' },
      { [price]: '5,000' },
      { [price]: '12,000', [joined]: '2025/01/15' },
    ]);
  });

  it('filters by a select value and by a number range, and sorts by a date with workers without one last', async () => {
    const { h, rank, price, joined } = await setUp();
    const names = async (q: string) => (await list(h, q)).data.map((r) => r.full_name);
    expect(await names(`cf_filter_code=${rank}&cf_filter_value=A`)).toEqual(['相田 一郎', '上野 三郎']);
    const ranged = await list(h, `cf_filter_code=${price}&cf_filter_from=${encodeURIComponent('5,000')}&cf_filter_to=12000`);
    expect(ranged.data.map((r) => r.full_name)).toEqual(['伊藤 二郎', '上野 三郎']);
    expect(ranged.total_count).toBe(2);
    expect(await names(`sort=custom:${joined}&order=desc`)).toEqual(['上野 三郎', '相田 一郎', '伊藤 二郎']);
    expect(await names(`sort=custom:${joined}&order=asc`)).toEqual(['相田 一郎', '上野 三郎', '伊藤 二郎']);
    // filtered by one field, sorted by another, paged
    const page = await list(h, `cf_filter_code=${rank}&cf_filter_value=A&sort=custom:${price}&order=desc&per_page=1&page=2`);
    expect(page).toMatchObject({ total_count: 2 });
    expect(page.data.map((r) => r.full_name)).toEqual(['上野 三郎']);
    const bad = await ctx.call('GET', `${LIST}?cf_filter_code=${rank}&cf_filter_value=Z`, { headers: h });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ cf_filter_value: [ja.customFields.filterValueInvalid('ランク')] });
  });

  it('keeps a field the role may not see out of the list (no column, no value) and refuses it, and another company’s field, as column, filter or sort', async () => {
    const { company, h, rank } = await setUp();
    const secret = await field(h, { name: '評価メモ', field_type: 'text', view_roles: ['owner_administrator'] });
    const viewer = await company.addEmployee('viewer');
    const hv = await ctx.signIn(viewer.email);
    // the company's default names the field: its column and its values stay out of the viewer's list, the others show
    const [first] = (await list(h, 'page=1')).data;
    await setValue(h, first!.code, secret, '要注意');
    const defaults = await ctx.call('POST', `${COLUMNS}/bulk_create`, {
      headers: h,
      body: { company_default: true, worker_list_custom_display_fields: [`custom:${rank}`, `custom:${secret}`].map((field_key) => ({ field_key })) },
    });
    expect(defaults.statusCode, defaults.body).toBe(200);
    expect((await list(h, 'page=1')).data[0]!.custom_fields).toEqual({ [rank]: 'A', [secret]: '要注意' });
    expect((await list(hv, 'page=1')).data.map((r) => r.custom_fields)).toEqual([{ [rank]: 'A' }, { [rank]: 'B' }, { [rank]: 'A' }]);
    const refusedColumn = await chooseColumns(hv, [`custom:${secret}`]);
    expect(refusedColumn.statusCode).toBe(422);
    expect(refusedColumn.json().fields).toEqual({ worker_list_custom_display_fields: [ja.workerColumns.unknownField(`custom:${secret}`)] });
    const refusedFilter = await ctx.call('GET', `${LIST}?cf_filter_code=${secret}&cf_filter_value=x`, { headers: hv });
    expect(refusedFilter.statusCode).toBe(422);
    expect(refusedFilter.json().fields).toEqual({ cf_filter_code: [ja.customFields.columnUnknown(secret)] });

    const other = await ctx.makeCompany();
    const ho = await ctx.signIn(other.owner.email);
    const sort = await ctx.call('GET', `${LIST}?sort=custom:${secret}`, { headers: ho });
    expect(sort.statusCode).toBe(422);
    expect(sort.json().fields).toEqual({ sort: [ja.customFields.columnUnknown(secret)] });
    expect((await chooseColumns(ho, [`custom:${secret}`])).statusCode).toBe(422);
  });
});
