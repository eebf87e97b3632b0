import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema/mail-outbox';
import { workerAccountBankAccounts, workerAccountFamilyMembers, workerAccountProfiles, workerAccounts } from '../../../db/schema/worker-accounts';
import { workers } from '../../../db/schema/workers';
import { ja } from '@app/shared/messages/ja';
import { expectNotFoundForOtherCompany, useTestApp, type AuthHeaders } from '../../../../test/helpers';

const ctx = useTestApp();

/** A worker account linked to the worker row (as an accepted invitation leaves it); answers the account id. */
async function linkAccount(workerId: number): Promise<number> {
  const db = ctx.database.db;
  const [account] = await db.insert(workerAccounts).values({ email: `acct-${workerId}-${Date.now()}@example.com`, passwordHash: 'x' }).returning();
  await db.update(workers).set({ accountId: account!.id, status: 'active' }).where(eq(workers.id, workerId));
  return account!.id;
}

/** A multipart request with one file part, as a browser sends it. */
function upload(url: string, headers: AuthHeaders, content: string | Buffer, field = 'csv_file') {
  const boundary = '----vitest' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="workers.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
}

const HEADER = 'ワーカーコード,氏名,フリガナ,屋号,所属部署,業務内容,職種,メールアドレス';

async function exportCsv(h: AuthHeaders) {
  const res = await ctx.call('GET', '/api/v2/employee/businessors/exports', { headers: h });
  expect(res.statusCode).toBe(200);
  return res;
}

async function listNames(h: AuthHeaders) {
  const body = (await ctx.call('GET', '/api/user/workers/custom_display?per_page=100', { headers: h })).json();
  return body.data.map((r: { full_name: string }) => r.full_name);
}

describe('POST and PUT /api/v2/employee/businessors', () => {
  it('creates a temporary worker and updates it; the search follows the new names', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const created = await ctx.call('POST', '/api/v2/employee/businessors', {
      headers: h,
      body: { businessor: { full_name: '森 一樹', full_namekana: 'ﾓﾘ ｶｽﾞｷ', occupation: 'エンジニア', email: 'Mori@Example.com' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const worker = created.json().data;
    expect(worker).toMatchObject({ full_namekana: 'モリ カズキ', occupation: 'engineer', occupation_name: 'エンジニア', email: 'mori@example.com', status: 'temporary', disp_status_name: '仮登録' });

    const updated = await ctx.call('PUT', `/api/v2/employee/businessors/${worker.code}`, {
      headers: h,
      body: { businessor: { full_name: '林 一樹', full_namekana: 'ハヤシ カズキ', trade_name: 'ハヤシ製作所', own_department: '制作', business_field: '動画編集', occupation: 'designer', email: 'mori@example.com' } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ fullname: '林 一樹／ハヤシ製作所', business_field: '動画編集', occupation: 'designer' });
    const search = async (q: string) => (await ctx.call('GET', `/api/user/workers/custom_display?search_name=${encodeURIComponent(q)}`, { headers: h })).json().total_count;
    expect(await search('はやし')).toBe(1);
    expect(await search('もり')).toBe(0);
    expect(await search('製作所')).toBe(1);
  });

  it('validates in Japanese, refuses another worker’s e-mail, hides other companies, and keeps viewers out', async () => {
    const company = await ctx.makeCompany();
    const other = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    await company.addWorker({ fullName: '既存', email: 'same@example.com' });
    const bad = await ctx.call('POST', '/api/v2/employee/businessors', { headers: h, body: { businessor: { full_name: '', occupation: 'pilot' } } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields['businessor.full_name']).toEqual(['氏名を入力してください。']);
    expect(bad.json().fields['businessor.occupation']).toEqual([expect.stringContaining('職種は エンジニア')]);
    const dup = await ctx.call('POST', '/api/v2/employee/businessors', { headers: h, body: { businessor: { full_name: '新人', email: 'same@example.com' } } });
    expect(dup.json().errors).toEqual(['このメールアドレスのワーカーはすでに登録されています。']);
    const foreign = await other.addWorker({ fullName: '他社' });
    await expectNotFoundForOtherCompany(ctx, { method: 'PUT', url: `/api/v2/employee/businessors/${foreign.code}`, body: { businessor: { full_name: 'x' } } }, h);
    await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: `/api/workers/${foreign.code}` }, h);
    await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: `/api/workers/${foreign.code}/personal` }, h);
    const viewer = await company.addEmployee('viewer');
    const hv = await ctx.signIn(viewer.email);
    expect((await ctx.call('POST', '/api/v2/employee/businessors', { headers: hv, body: { businessor: { full_name: 'x' } } })).statusCode).toBe(403);
    expect((await upload('/api/v2/employee/businessors/import_csv', hv, `${HEADER}\r\n,x,,,,,,\r\n`)).statusCode).toBe(403);
    expect((await ctx.call('GET', '/api/v2/employee/businessors/exports', { headers: hv })).statusCode).toBe(403); // personal data: not for viewers
  });
});

describe('workers.csv export and import', () => {
  it('exports UTF-8 with BOM and CRLF, named workers.csv, formulas neutralised', async () => {
    const company = await ctx.makeCompany();
    await company.addWorker({ fullName: '=HYPERLINK("x")', fullNameKana: 'ア', tradeName: '山田, "工房"', occupation: 'writer', email: 'a@example.com' });
    const res = await exportCsv(await ctx.signIn(company.owner.email));
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('workers.csv');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(HEADER);
    expect(text).toContain(`'=HYPERLINK(""x"")`);
    expect(text).toContain('"山田, ""工房"""');
    expect(text).toContain(',ライター,a@example.com\r\n');
  });

  it('round-trips: importing the export changes nothing; edits update by code and empty codes create', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    await company.addWorker({ fullName: '山田 太郎', fullNameKana: 'ヤマダ タロウ', tradeName: '山田工房', ownDepartment: '開発', occupation: 'engineer', email: 'yamada@example.com' });
    await company.addWorker({ fullName: '佐藤 次郎', fullNameKana: 'サトウ ジロウ' });
    const first = (await exportCsv(h)).rawPayload;
    const same = await upload('/api/v2/employee/businessors/import_csv', h, first);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual({ data: { count: 2 }, meta: { count: 2 } });
    expect((await exportCsv(h)).rawPayload.equals(first)).toBe(true);

    const edited = first.toString('utf8').replace('山田工房', 'ヤマダ設計').replace(/\r\n$/, '\r\n,鈴木 三郎,スズキ サブロウ,,,記事執筆,writer,suzuki@example.com\r\n');
    const res = await upload('/api/v2/employee/businessors/import_csv', h, edited);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.count).toBe(3);
    const list = (await ctx.call('GET', '/api/user/workers/custom_display', { headers: h })).json().data;
    expect(list.map((w: { fullname: string }) => w.fullname)).toEqual(['佐藤 次郎', '鈴木 三郎', '山田 太郎／ヤマダ設計']);
    expect(list[1]).toMatchObject({ status: 'temporary', occupation: 'writer', email: 'suzuki@example.com' });
  });

  it('re-importing the export gives back every value, formula-like ones without the neutralising quote', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const original = { full_name: '=SUM(A1)', trade_name: '+81 工房', own_department: '-', worker_business_field: "'@home", email: 'eq@example.com' };
    const created = await ctx.call('POST', '/api/v2/employee/businessors', {
      headers: h,
      body: {
        businessor: {
          full_name: original.full_name,
          full_namekana: 'イコール',
          trade_name: original.trade_name,
          own_department: original.own_department,
          business_field: original.worker_business_field,
          email: original.email,
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const w = created.json().data;
    const exported = (await exportCsv(h)).rawPayload;
    expect(exported.toString('utf8')).toContain(`'=SUM(A1),イコール,'+81 工房,-,''@home,`);
    const res = await upload('/api/v2/employee/businessors/import_csv', h, exported);
    expect(res.statusCode, res.body).toBe(200);
    const after = (await ctx.call('GET', `/api/workers/${w.code}`, { headers: h })).json().data.worker;
    expect(after).toMatchObject(original);
  });

  it('a file with bad rows changes nothing and names every bad line with a Japanese reason', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const w = await company.addWorker({ fullName: '山田 太郎', fullNameKana: 'ヤマダ タロウ', email: 'yamada@example.com' });
    const before = (await exportCsv(h)).rawPayload;
    const csv = [
      HEADER,
      `${w.code},山田 次郎,ヤマダ ジロウ,,,,,yamada@example.com`,
      ',新人 一号,シンジン,,,,,',
      ',,シメイナシ,,,,,',
      'nosuchcode,幽霊,,,,,,',
      ',重複,,,,,パイロット,yamada@example.com',
    ].join('\r\n');
    const res = await upload('/api/v2/employee/businessors/import_csv', h, csv);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      '4行目（氏名）: 氏名を入力してください。',
      '5行目（ワーカーコード）: ワーカーコードに一致するワーカーが見つかりません。',
      '6行目（職種）: 職種は エンジニア・デザイナー・マーケター・ライター・バックオフィス・その他 のいずれかを入力してください。',
    ]);
    expect((await exportCsv(h)).rawPayload.equals(before)).toBe(true);

    const dupMail = await upload('/api/v2/employee/businessors/import_csv', h, `${HEADER}\r\n,新人,,,,,,yamada@example.com\r\n`);
    expect(dupMail.json().errors).toEqual(['2行目（メールアドレス）: このメールアドレスのワーカーはすでに登録されています。']);
    expect(await listNames(h)).toEqual(['山田 太郎']);
  });

  it('accepts Shift-JIS and UTF-8 without BOM, refuses a wrong header or a missing file', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const sjis = iconv.encode(`${HEADER}\r\n,髙橋 花子,タカハシ ハナコ,花子デザイン室,,,デザイナー,\r\n`, 'cp932');
    const res = await upload('/api/v2/employee/businessors/import_csv', h, sjis);
    expect(res.statusCode, res.body).toBe(200);
    expect(await listNames(h)).toEqual(['髙橋 花子']);
    expect((await upload('/api/v2/employee/businessors/import_csv', h, `${HEADER}\n,中村 葵,ナカムラ アオイ,,,,,\n`)).statusCode).toBe(200);
    const wrong = await upload('/api/v2/employee/businessors/import_csv', h, '名前,年齢\r\n山田,30\r\n');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual(['見出し行に不明な列があります: 名前、年齢']);
    const noFile = await ctx.call('POST', '/api/v2/employee/businessors/import_csv', { headers: h, body: {} });
    expect(noFile.json().errors).toEqual(['CSVファイルを選択してください。']);
  });
});

describe('bulk invitation and temporary registration by CSV', () => {
  const HEAD = '氏名,フリガナ,メールアドレス,屋号,所属部署,職種,契約名,業務内容,契約開始日,契約終了日';

  it('invites every row with a mail, or nothing when one row is bad', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const bad = await upload('/api/v2/employee/worker_invites/import_csv', h, [
      HEAD,
      '石井 蓮,イシイ レン,ishii@example.com,,,engineer,開発業務委託,API開発,2026/06/01,2026/11/30',
      '上田 凛,ウエダ リン,ueda@example.com,,,,デザイン業務委託,,2026/06/01,2026/05/31',
      '前田 湊,マエダ ミナト,,,,,記事執筆,,2026/13/01,',
    ].join('\r\n'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      '3行目（契約終了日）: 契約開始日より前の日付を設定することはできません',
      '4行目（メールアドレス）: メールアドレスを入力してください。',
      // 2026/13/01 is in the right format but no such day: said so, not asked for the format (issue #21)
      '4行目（契約開始日）: 日付が正しくありません（存在しない日付か、扱えない年です）。',
    ]);
    expect(await listNames(h)).toEqual([]);
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'ishii@example.com'))).toEqual([]);

    const ok = await upload('/api/v2/employee/worker_invites/import_csv', h, [HEAD, '石井 蓮,イシイ レン,ishii@example.com,,,engineer,開発業務委託,API開発,2026/06/01,2026/11/30', '上田 凛,ウエダ リン,ueda@example.com,,,,デザイン業務委託,,2026-06-01,'].join('\r\n'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.count).toBe(2);
    const list = (await ctx.call('GET', '/api/user/workers/custom_display', { headers: h })).json().data;
    expect(list).toMatchObject([
      { full_name: '石井 蓮', status: 'invited', contract_period: '2026/06/01〜2026/11/30', business_field: 'API開発' },
      { full_name: '上田 凛', status: 'invited', contract_period: '2026/06/01〜' },
    ]);
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'ueda@example.com'))).toHaveLength(1);
    const again = await upload('/api/v2/employee/worker_invites/import_csv', h, `${HEAD}\r\n石井 蓮,,ishii@example.com,,,,契約,,2026/06/01,\r\n`);
    expect(again.json().errors).toEqual(['2行目（メールアドレス）: このメールアドレスにはすでに招待を送信しています。']);
  });

  it('registers temporary workers without mail (e-mail optional)', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const res = await upload('/api/v2/employee/temporary_workers/import_csv', h, `${HEAD}\r\n岡田 陽,オカダ ヒナタ,,,,,保守業務委託,,2026/07/01,\r\n岡本 蒼,,okamoto@example.com,,,,保守業務委託,,2026/07/01,\r\n`);
    expect(res.statusCode, res.body).toBe(200);
    const list = (await ctx.call('GET', '/api/user/workers/custom_display', { headers: h })).json().data;
    expect(list.map((w: { status: string; invite_id: number | null }) => [w.status, w.invite_id])).toEqual([
      ['temporary', null],
      ['temporary', null],
    ]);
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'okamoto@example.com'))).toEqual([]);
  });
});

describe('worker list custom display fields', () => {
  it('lists selectable fields, stores the chosen ones in order, refuses unknown ones', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const selectable = (await ctx.call('GET', '/api/user/worker_list_custom_display_fields/selectable_fields', { headers: h })).json().data;
    expect(selectable).toContainEqual({ field_key: 'contract_period', label: '契約期間' });
    expect((await ctx.call('GET', '/api/user/worker_list_custom_display_fields', { headers: h })).json()).toEqual({ data: [], meta: { source: 'company' } });
    const body = { worker_list_custom_display_fields: [{ field_key: 'email' }, { field_key: 'contract_period' }] };
    const saved = await ctx.call('POST', '/api/user/worker_list_custom_display_fields/bulk_create', { headers: h, body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual([
      { field_key: 'email', label: 'メールアドレス', position: 0 },
      { field_key: 'contract_period', label: '契約期間', position: 1 },
    ]);
    expect((await ctx.call('GET', '/api/user/worker_list_custom_display_fields', { headers: h })).json().data).toHaveLength(2);
    const unknown = await ctx.call('POST', '/api/user/worker_list_custom_display_fields/bulk_create', { headers: h, body: { worker_list_custom_display_fields: [{ field_key: 'salary' }] } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual(['選択できない項目です: salary']);
    const other = await ctx.makeCompany();
    expect((await ctx.call('GET', '/api/user/worker_list_custom_display_fields', { headers: await ctx.signIn(other.owner.email) })).json()).toEqual({
      data: [],
      meta: { source: 'company' },
    });
  });

  it("keeps each employee's own columns, shows the company default to the others, and goes back to it on reset", async () => {
    const company = await ctx.makeCompany();
    const owner = await ctx.signIn(company.owner.email);
    const a = await ctx.signIn((await company.addEmployee('general')).email);
    const b = await ctx.signIn((await company.addEmployee('viewer')).email);
    const columns = async (h: Record<string, string>) => {
      const body = (await ctx.call('GET', '/api/user/worker_list_custom_display_fields', { headers: h })).json();
      return { keys: body.data.map((f: { field_key: string }) => f.field_key), source: body.meta.source };
    };
    const save = (h: Record<string, string>, keys: string[], companyDefault?: boolean) =>
      ctx.call('POST', '/api/user/worker_list_custom_display_fields/bulk_create', {
        headers: h,
        body: { worker_list_custom_display_fields: keys.map((field_key) => ({ field_key })), ...(companyDefault === undefined ? {} : { company_default: companyDefault }) },
      });

    // only administrators set the company default
    expect((await save(a, ['email'], true)).statusCode).toBe(403);
    expect((await save(owner, ['status', 'email'], true)).statusCode).toBe(200);
    expect(await columns(a)).toEqual({ keys: ['status', 'email'], source: 'company' });

    // A's own choice changes nothing for B (a viewer may choose their own columns too)
    expect((await save(a, ['occupation'])).json()).toEqual({ data: [{ field_key: 'occupation', label: '職種', position: 0 }], meta: { source: 'own' } });
    expect(await columns(a)).toEqual({ keys: ['occupation'], source: 'own' });
    expect(await columns(b)).toEqual({ keys: ['status', 'email'], source: 'company' });
    expect((await save(b, ['trade_name'])).statusCode).toBe(200);
    expect(await columns(a)).toEqual({ keys: ['occupation'], source: 'own' });
    expect(await columns(owner)).toEqual({ keys: ['status', 'email'], source: 'company' });

    // reset: A sees the company default again, B keeps theirs
    const reset = await ctx.call('DELETE', '/api/user/worker_list_custom_display_fields', { headers: a });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().meta).toEqual({ source: 'company' });
    expect(await columns(a)).toEqual({ keys: ['status', 'email'], source: 'company' });
    expect(await columns(b)).toEqual({ keys: ['trade_name'], source: 'own' });
  });
});

describe('GET /api/workers/{code} and /personal', () => {
  it('answers the basic info with the current contract, and the personal info the worker entered', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const w = await company.addWorker({ fullName: '山田 太郎', fullNameKana: 'ヤマダ タロウ', tradeName: '山田工房', occupation: 'engineer' });
    await company.addContract(w.id, '開発業務委託契約');
    const res = await ctx.call('GET', `/api/workers/${w.code}`, { headers: h });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.worker).toMatchObject({ code: w.code, fullname: '山田 太郎／山田工房', contract_title: '開発業務委託契約', contract_period: '2026/04/01〜', occupation_name: 'エンジニア' });

    const empty = (await ctx.call('GET', `/api/workers/${w.code}/personal`, { headers: h })).json();
    expect(empty).toEqual({ data: { personal: null, detail: { code: w.code, full_name: '山田 太郎', trade_name: '山田工房' } } });

    const db = ctx.database.db;
    // what the worker keeps in the portal, on the account linked to this company's row
    const accountId = await linkAccount(w.id);
    await db.insert(workerAccountProfiles).values({ accountId, fullName: '山田 太郎', postalCode: '150-0001', prefectureId: 13, address: '渋谷区神宮前1-1-1', phone: '090-1234-5678', birthday: '1990-04-01' });
    await db.insert(workerAccountFamilyMembers).values({ accountId, name: '山田 花子', nameKana: 'ヤマダ ハナコ', relationship: 'wife', isDependent: true });
    await db.insert(workerAccountBankAccounts).values({ accountId, bankCode: '0001', bankName: 'みずほ銀行', branchCode: '001', branchName: '東京営業部', accountType: 'normal', accountNumber: '1234567', accountHolderKana: 'ﾔﾏﾀﾞ ﾀﾛｳ' });
    const full = await ctx.call('GET', `/api/workers/${w.code}/personal`, { headers: h });
    expect(full.headers['cache-control']).toBe('no-store');
    expect(full.json().data.personal).toMatchObject({
      prefecture_name: '東京都',
      address: '渋谷区神宮前1-1-1',
      birthday: '1990-04-01',
      family_members: [{ name: '山田 花子', relationship: 'wife', is_dependent: true }],
      bank_account: { bank_name: 'みずほ銀行', account_type: 'normal', account_number: '***4567' },
    });
  });

  it('refuses personal information and workers.csv to a viewer; logs every read of family or bank data', async () => {
    const company = await ctx.makeCompany();
    const viewer = await company.addEmployee('viewer');
    const general = await company.addEmployee('general');
    const w = await company.addWorker({ fullName: '佐藤 次郎' });
    const db = ctx.database.db;
    const hv = await ctx.signIn(viewer.email);
    const hg = await ctx.signIn(general.email);
    // nothing but the name yet: a read that shows no family or bank data is not logged
    expect((await ctx.call('GET', `/api/workers/${w.code}/personal`, { headers: hg })).statusCode).toBe(200);
    const count = async () =>
      (await ctx.database.pool.query('select employee_id, worker_id, data_kinds, client_address from personal_data_access_logs where company_id = $1', [company.id])).rows;
    expect(await count()).toEqual([]);
    const accountId = await linkAccount(w.id);
    await db.insert(workerAccountBankAccounts).values({ accountId, bankCode: '0005', bankName: '三菱UFJ銀行', branchCode: '001', branchName: '本店', accountType: 'normal', accountNumber: '7654321', accountHolderKana: 'ｻﾄｳ ｼﾞﾛｳ' });
    await db.insert(workerAccountFamilyMembers).values({ accountId, name: '佐藤 花', nameKana: 'サトウ ハナ', relationship: 'child', isDependent: true });

    for (const url of [`/api/workers/${w.code}/personal`, '/api/v2/employee/businessors/exports']) {
      const refused = await ctx.call('GET', url, { headers: hv });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().errors).toEqual([ja.auth.forbidden]);
      expect(refused.body).not.toContain('7654321');
    }
    expect(await count()).toEqual([]);

    const read = await ctx.call('GET', `/api/workers/${w.code}/personal`, { headers: hg, ip: '192.0.2.7' });
    expect(read.json().data.personal.bank_account.account_number).toBe('***4321');
    expect(read.body).not.toContain('7654321');
    expect(await count()).toEqual([{ employee_id: general.id, worker_id: w.id, data_kinds: 'bank_account,family_members', client_address: '192.0.2.7' }]);
    // the worker's basic page stays open to the viewer
    expect((await ctx.call('GET', `/api/workers/${w.code}`, { headers: hv })).statusCode).toBe(200);
  });
});
