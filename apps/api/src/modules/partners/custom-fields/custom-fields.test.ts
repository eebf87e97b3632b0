import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { expectNotFoundForOtherCompany, useTestApp, type AuthHeaders } from '../../../../test/helpers';

const ctx = useTestApp();
const FIELDS = '/api/v2/employee/custom_fields';

type Field = { code: string; name: string; field_type: string; options: string[]; position: number; value_count: number };

async function create(h: AuthHeaders, body: Record<string, unknown>): Promise<Field> {
  const res = await ctx.call('POST', FIELDS, { headers: h, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Field;
}
const names = async (h: AuthHeaders) => ((await ctx.call('GET', FIELDS, { headers: h })).json().data as Field[]).map((f) => f.name);
const putValue = (h: AuthHeaders, worker: string, field: string, value: unknown) =>
  ctx.call('PUT', `/api/v2/employee/businessors/${worker}/custom_fields/${field}`, { headers: h, body: { value } });

describe('custom fields', () => {
  it('creates in order, updates, moves and reorders; names unique; a select needs options; roles are known keys', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const skill = await create(h, { name: ' スキル ', field_type: 'text' });
    const rank = await create(h, { name: 'ランク', field_type: 'select', options: ['A', 'B', 'C'], required: true });
    await create(h, { name: '入社日', field_type: 'date' });
    expect(skill).toMatchObject({ name: 'スキル', position: 0, options: [], value_count: 0 });
    expect(rank).toMatchObject({ position: 1, options: ['A', 'B', 'C'] });
    expect(await names(h)).toEqual(['スキル', 'ランク', '入社日']);

    const dup = await ctx.call('POST', FIELDS, { headers: h, body: { name: 'スキル', field_type: 'number' } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().fields).toEqual({ name: [ja.customFields.nameTaken] });
    const noOptions = await ctx.call('POST', FIELDS, { headers: h, body: { name: '区分', field_type: 'select', options: [' '] } });
    expect(noOptions.json().fields).toEqual({ options: [ja.customFields.optionsRequired] });
    const badRole = await ctx.call('POST', FIELDS, { headers: h, body: { name: '区分', field_type: 'text', edit_roles: ['boss'] } });
    expect(badRole.statusCode).toBe(422);
    expect(badRole.json().errors).toEqual([ja.customFields.unknownRole]);

    const moved = await ctx.call('PUT', `${FIELDS}/${rank.code}`, { headers: h, body: { name: '評価', position: 0 } });
    expect(moved.json().data).toMatchObject({ name: '評価', position: 0, field_type: 'select' });
    expect(await names(h)).toEqual(['評価', 'スキル', '入社日']);
    const all = (await ctx.call('GET', FIELDS, { headers: h })).json().data as Field[];
    const reordered = await ctx.call('PUT', `${FIELDS}/order`, { headers: h, body: { codes: [...all].reverse().map((f) => f.code) } });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(await names(h)).toEqual(['入社日', 'スキル', '評価']);
    const partial = await ctx.call('PUT', `${FIELDS}/order`, { headers: h, body: { codes: [skill.code] } });
    expect(partial.json().fields).toEqual({ codes: [ja.customFields.orderMismatch] });
  });

  it('stores each type, refuses a bad value in Japanese; null removes; type change and used option refused; delete asks', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const worker = await company.addWorker({ fullName: '項目 ワーカー' });
    const other = await company.addWorker({ fullName: '項目 ワーカー2' });
    const num = await create(h, { name: '単価', field_type: 'number' });
    const date = await create(h, { name: '入社日', field_type: 'date' });
    const flag = await create(h, { name: 'NDA', field_type: 'checkbox' });
    const rank = await create(h, { name: 'ランク', field_type: 'select', options: ['A', 'B'] });
    const note = await create(h, { name: 'メモ', field_type: 'long_text', required: true });

    expect((await putValue(h, worker.code, num.code, '１２,３４５.５')).json().data.value).toBe(12345.5);
    expect((await putValue(h, worker.code, date.code, '2026/4/1')).json().data.value).toBe('2026-04-01');
    expect((await putValue(h, worker.code, flag.code, 'はい')).json().data.value).toBe(true);
    expect((await putValue(h, worker.code, rank.code, 'B')).json().data.value).toBe('B');
    expect((await putValue(h, other.code, rank.code, 'A')).statusCode).toBe(200);
    const bad = async (field: string, value: unknown, message: string) => {
      const res = await putValue(h, worker.code, field, value);
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ value: [message] });
    };
    await bad(num.code, '12円', ja.customFields.numberInvalid);
    await bad(num.code, '1.00001', ja.customFields.numberTooPrecise);
    await bad(date.code, '2026/02/30', ja.validation.dateInvalid);
    await bad(flag.code, 'たぶん', ja.customFields.checkboxInvalid);
    await bad(rank.code, 'C', ja.customFields.selectInvalid);
    await bad(note.code, '', ja.customFields.valueRequired);
    await bad(note.code, 'あ'.repeat(2001), ja.customFields.textTooLong(2000));

    const values = (await ctx.call('GET', `/api/v2/employee/businessors/${worker.code}/custom_fields`, { headers: h })).json().data;
    expect(values.map((v: { field: { name: string }; value: unknown }) => [v.field.name, v.value])).toEqual([
      ['単価', 12345.5],
      ['入社日', '2026-04-01'],
      ['NDA', true],
      ['ランク', 'B'],
      ['メモ', null],
    ]);
    expect((await putValue(h, worker.code, num.code, null)).json().data.value).toBeNull();
    const list = (await ctx.call('GET', FIELDS, { headers: h })).json().data as Field[];
    expect(list.map((f) => f.value_count)).toEqual([0, 1, 1, 2, 0]);

    const typeChange = await ctx.call('PUT', `${FIELDS}/${rank.code}`, { headers: h, body: { field_type: 'text' } });
    expect(typeChange.json().fields).toEqual({ field_type: [ja.customFields.typeChangeRefused(2)] });
    const dropUsed = await ctx.call('PUT', `${FIELDS}/${rank.code}`, { headers: h, body: { options: ['A', 'S'] } });
    expect(dropUsed.json().fields).toEqual({ options: [ja.customFields.optionInUse('B', 1)] });
    expect((await ctx.call('PUT', `${FIELDS}/${num.code}`, { headers: h, body: { field_type: 'text' } })).json().data.field_type).toBe('text');

    const ask = await ctx.call('DELETE', `${FIELDS}/${rank.code}`, { headers: h });
    expect(ask.statusCode).toBe(409);
    expect(ask.json()).toMatchObject({ errors: ['この項目には2人分の値があります。削除すると値も削除されます。'], meta: { value_count: 2 } });
    const gone = await ctx.call('DELETE', `${FIELDS}/${rank.code}?confirm=true`, { headers: h });
    expect(gone.json().data).toEqual({ code: rank.code, deleted_values: 2 });
    expect((await ctx.call('DELETE', `${FIELDS}/${note.code}`, { headers: h })).statusCode).toBe(200);
    expect(await names(h)).toEqual(['単価', '入社日', 'NDA']);
  });

  it('each role sees the fields whose view_roles hold it and edits only with edit_roles; only admins define fields', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const worker = await company.addWorker({ fullName: '権限 ワーカー' });
    const open = await create(h, { name: '公開', field_type: 'text' });
    const secret = await create(h, { name: '非公開', field_type: 'text', view_roles: ['owner_administrator', 'administrator'], edit_roles: ['owner_administrator'] });
    const viewer = await ctx.signIn((await company.addEmployee('viewer')).email);
    const general = await ctx.signIn((await company.addEmployee('general')).email);
    const admin = await ctx.signIn((await company.addEmployee('administrator')).email);

    expect(await names(viewer)).toEqual(['公開']);
    expect(await names(admin)).toEqual(['公開', '非公開']);
    const forViewer = (await ctx.call('GET', `/api/v2/employee/businessors/${worker.code}/custom_fields`, { headers: viewer })).json().data;
    expect(forViewer).toEqual([{ field: expect.objectContaining({ name: '公開', editable: false }), value: null }]);
    expect((await putValue(viewer, worker.code, open.code, 'x')).statusCode).toBe(403);
    expect((await putValue(general, worker.code, open.code, 'x')).statusCode).toBe(200);
    expect((await putValue(general, worker.code, secret.code, 'x')).statusCode).toBe(404);
    const refused = await putValue(admin, worker.code, secret.code, 'x');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([ja.customFields.cannotEdit]);

    expect((await ctx.call('POST', FIELDS, { headers: general, body: { name: 'x', field_type: 'text' } })).statusCode).toBe(403);
    expect((await ctx.call('DELETE', `${FIELDS}/${open.code}`, { headers: general })).statusCode).toBe(403);
    expect((await ctx.call('POST', FIELDS, { headers: admin, body: { name: '管理者の項目', field_type: 'checkbox' } })).statusCode).toBe(200);
  });

  it("answers 404 for another company's field and worker", async () => {
    const a = await ctx.makeCompany();
    const b = await ctx.makeCompany();
    const hb = await ctx.signIn(b.owner.email);
    const foreign = await create(hb, { name: '他社の項目', field_type: 'text' });
    const foreignWorker = await b.addWorker({ fullName: '他社 ワーカー' });
    const ha = await ctx.signIn(a.owner.email);
    const mine = await create(ha, { name: '自社の項目', field_type: 'text' });
    const myWorker = await a.addWorker({ fullName: '自社 ワーカー' });
    await expectNotFoundForOtherCompany(ctx, { method: 'PUT', url: `${FIELDS}/${foreign.code}`, body: { name: 'x' } }, ha);
    await expectNotFoundForOtherCompany(ctx, { method: 'DELETE', url: `${FIELDS}/${foreign.code}?confirm=true` }, ha);
    await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: `/api/v2/employee/businessors/${foreignWorker.code}/custom_fields` }, ha);
    await expectNotFoundForOtherCompany(ctx, { method: 'PUT', url: `/api/v2/employee/businessors/${foreignWorker.code}/custom_fields/${mine.code}`, body: { value: 'x' } }, ha);
    await expectNotFoundForOtherCompany(ctx, { method: 'PUT', url: `/api/v2/employee/businessors/${myWorker.code}/custom_fields/${foreign.code}`, body: { value: 'x' } }, ha);
    expect(await names(ha)).toEqual(['自社の項目']);
  });
});
