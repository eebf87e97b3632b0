import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { useTestApp, type AuthHeaders } from '../../../../test/helpers';
import { uniqueWorkerEmail, workerPortalFixtures } from '../../../../test/worker-portal-helpers';

const ctx = useTestApp();
const portal = workerPortalFixtures(ctx);
const FIELDS = '/api/v2/employee/custom_fields';
const EXPORT = '/api/v2/employee/businessors/exports';
const IMPORT = '/api/v2/employee/businessors/import_csv';
const HEADER = 'ワーカーコード,氏名,フリガナ,屋号,所属部署,業務内容,職種,メールアドレス';

async function create(h: AuthHeaders, body: Record<string, unknown>): Promise<{ code: string }> {
  const res = await ctx.call('POST', FIELDS, { headers: h, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { code: string };
}

function upload(headers: AuthHeaders, content: string | Buffer) {
  const boundary = '----vitest' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="csv_file"; filename="workers.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({ method: 'POST', url: IMPORT, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
}

async function exportLines(h: AuthHeaders): Promise<{ raw: Buffer; lines: string[] }> {
  const res = await ctx.call('GET', EXPORT, { headers: h });
  expect(res.statusCode).toBe(200);
  return { raw: res.rawPayload, lines: res.rawPayload.subarray(3).toString('utf8').split('\r\n') };
}

const valuesOf = async (h: AuthHeaders, workerCode: string) =>
  Object.fromEntries(
    ((await ctx.call('GET', `/api/v2/employee/businessors/${workerCode}/custom_fields`, { headers: h })).json().data as { field: { name: string }; value: unknown }[]).map(
      (v) => [v.field.name, v.value],
    ),
  );

/** A company with five fields of every kind but long text, one of them seen by owners only, and one worker with values. */
async function companyWithFields() {
  const company = await ctx.makeCompany();
  const h = await ctx.signIn(company.owner.email);
  const skill = await create(h, { name: 'スキル', field_type: 'text' });
  const price = await create(h, { name: '単価', field_type: 'number', required: true });
  const joined = await create(h, { name: '入社日', field_type: 'date' });
  const nda = await create(h, { name: 'NDA', field_type: 'checkbox' });
  const rank = await create(h, { name: 'ランク', field_type: 'select', options: ['A', 'B'] });
  const secret = await create(h, { name: '社内評価', field_type: 'text', view_roles: ['owner_administrator'], edit_roles: ['owner_administrator'] });
  const worker = await company.addWorker({ fullName: '山田 太郎', fullNameKana: 'ヤマダ タロウ' });
  const other = await company.addWorker({ fullName: '佐藤 次郎', fullNameKana: 'サトウ ジロウ' });
  const put = async (field: { code: string }, value: unknown, code = worker.code) =>
    expect((await ctx.call('PUT', `/api/v2/employee/businessors/${code}/custom_fields/${field.code}`, { headers: h, body: { value } })).statusCode).toBe(200);
  await put(skill, '=React, "TS"');
  await put(price, '-1234.5');
  await put(joined, '2026-04-01');
  await put(nda, true);
  await put(rank, 'B');
  await put(secret, '極秘');
  await put(nda, false, other.code);
  await put(price, 8000, other.code);
  return { company, h, worker, other, fields: { skill, price, joined, nda, rank, secret } };
}

describe('カスタム項目 in workers.csv', () => {
  it('exports one column per field the role sees, formatted for Excel, and imports back unchanged', async () => {
    const { company, h, worker } = await companyWithFields();
    const owner = await exportLines(h);
    expect(owner.lines[0]).toBe(`${HEADER},スキル,単価,入社日,NDA,ランク,社内評価`);
    expect(owner.lines.find((l) => l.includes("佐藤"))!.endsWith(",,8000,,いいえ,,")).toBe(true);
    const yamada = owner.lines.find((l) => l.includes('山田'))!;
    expect(yamada.endsWith(`,"'=React, ""TS""",-1234.5,2026/04/01,はい,B,極秘`)).toBe(true);

    const general = await ctx.signIn((await company.addEmployee('general')).email);
    const seen = await exportLines(general);
    expect(seen.lines[0]).toBe(`${HEADER},スキル,単価,入社日,NDA,ランク`);
    expect(seen.raw.toString('utf8')).not.toContain('極秘');

    const same = await upload(h, owner.raw);
    expect(same.statusCode, same.body).toBe(200);
    expect((await exportLines(h)).raw.equals(owner.raw)).toBe(true);
    expect(await valuesOf(h, worker.code)).toEqual({ スキル: '=React, "TS"', 単価: -1234.5, 入社日: '2026-04-01', NDA: true, ランク: 'B', 社内評価: '極秘' });
  });

  it('sets, changes and removes values by column; a new worker gets its values; a file without a column leaves it alone', async () => {
    const { h, worker, other } = await companyWithFields();
    const csv = [
      `${HEADER},単価,ランク,NDA`,
      `${worker.code},山田 太郎,ヤマダ タロウ,,,,,,"１，０００",A,`,
      `${other.code},佐藤 次郎,サトウ ジロウ,,,,,,9000,,1`,
      `,鈴木 三郎,スズキ サブロウ,,,,,,500,B,いいえ`,
    ].join('\r\n');
    const res = await upload(h, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(await valuesOf(h, worker.code)).toMatchObject({ スキル: '=React, "TS"', 単価: 1000, ランク: 'A', NDA: null, 入社日: '2026-04-01' });
    expect(await valuesOf(h, other.code)).toMatchObject({ 単価: 9000, ランク: null, NDA: true });
    const list = (await ctx.call('GET', '/api/user/workers/custom_display?search_name=' + encodeURIComponent('鈴木'), { headers: h })).json().data as { code: string }[];
    expect(await valuesOf(h, list[0]!.code)).toMatchObject({ 単価: 500, ランク: 'B', NDA: false, スキル: null });
  });

  it('names every bad cell with its line and column and writes nothing', async () => {
    const { h, worker, other } = await companyWithFields();
    const before = await exportLines(h);
    const csv = [
      `${HEADER},単価,入社日,ランク,NDA`,
      `${worker.code},山田 太郎,ヤマダ タロウ,,,,,,十円,2026/02/30,C,たぶん`,
      `${other.code},佐藤 次郎,サトウ ジロウ,,,,,,,2026/13/01,A,はい`,
    ].join('\r\n');
    const res = await upload(h, csv);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      `2行目（単価）: ${ja.customFields.numberInvalid}`,
      `2行目（入社日）: ${ja.validation.dateInvalid}`,
      `2行目（ランク）: ${ja.customFields.selectInvalid}`,
      `2行目（NDA）: ${ja.customFields.checkboxInvalid}`,
      `3行目（単価）: ${ja.customFields.valueRequired}`,
      `3行目（入社日）: ${ja.validation.dateInvalid}`,
    ]);
    expect((await exportLines(h)).raw.equals(before.raw)).toBe(true);
  });

  it('refuses a built-in header as a field name and a column the role may not edit; one it cannot see is unknown', async () => {
    const { company, h, worker } = await companyWithFields();
    const reserved = await ctx.call('POST', FIELDS, { headers: h, body: { name: '氏名', field_type: 'text' } });
    expect(reserved.json().fields).toEqual({ name: [ja.customFields.nameReserved('氏名')] });
    await create(h, { name: '部長メモ', field_type: 'text', edit_roles: ['owner_administrator'] });
    const general = await ctx.signIn((await company.addEmployee('general')).email);
    const before = await exportLines(h);
    const refused = await upload(general, `${HEADER},スキル,部長メモ\r\n${worker.code},山田 太郎,ヤマダ タロウ,,,,,,Go,メモ\r\n`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([ja.customFields.csvNotEditable('部長メモ')]);
    const hidden = await upload(general, `${HEADER},社内評価\r\n${worker.code},山田 太郎,ヤマダ タロウ,,,,,,x\r\n`);
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().errors).toEqual([ja.workerImport.unknownColumns('社内評価')]);
    expect((await exportLines(h)).raw.equals(before.raw)).toBe(true);
  });
});

describe('GET/PUT /api/v2/worker/custom_fields (会社からの追加項目)', () => {
  it("lists the linked company's ask_in_portal fields with the worker's values; PUT saves, parses and keeps required ones filled", async () => {
    const company = await ctx.makeCompany('追加項目株式会社');
    const inv = await portal.invite(company, uniqueWorkerEmail());
    const worker = await portal.accept(inv.token);
    const asked = await create(inv.owner, { name: '緊急連絡先', field_type: 'text', required: true, ask_in_portal: true });
    const size = await create(inv.owner, { name: 'Tシャツサイズ', field_type: 'select', options: ['M', 'L'], ask_in_portal: true });
    const internal = await create(inv.owner, { name: '社内メモ', field_type: 'text' });
    const other = await ctx.makeCompany();
    const foreign = await create(await ctx.signIn(other.owner.email), { name: '他社の項目', field_type: 'text', ask_in_portal: true });

    const list = await ctx.call('GET', '/api/v2/worker/custom_fields', { headers: worker });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([
      {
        company_id: company.id,
        company_name: '追加項目株式会社',
        fields: [
          { field: { code: asked.code, name: '緊急連絡先', field_type: 'text', options: [], required: true, editable: true }, value: null },
          { field: { code: size.code, name: 'Tシャツサイズ', field_type: 'select', options: ['M', 'L'], required: false, editable: true }, value: null },
        ],
      },
    ]);

    const put = (code: string, value: unknown) => ctx.call('PUT', `/api/v2/worker/custom_fields/${code}`, { headers: worker, body: { value } });
    const saved = await put(asked.code, ' 090-1234-5678 ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.value).toBe('090-1234-5678');
    expect((await put(asked.code, '')).json().fields).toEqual({ value: [ja.customFields.valueRequired] });
    expect((await put(size.code, 'XL')).json().fields).toEqual({ value: [ja.customFields.selectInvalid] });
    expect((await put(internal.code, 'x')).statusCode).toBe(404);
    expect((await put(foreign.code, 'x')).statusCode).toBe(404);
    // the company sees what the worker entered
    expect(await valuesOf(inv.owner, inv.workerCode)).toMatchObject({ 緊急連絡先: '090-1234-5678', 社内メモ: null });
  });
});
