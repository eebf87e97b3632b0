import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import {
  DEFAULT_WORKER_REQUIRED_ENTRIES,
  missingRequiredEntries,
  workerRequiredEntryKeys,
  type RequiredEntrySnapshot,
} from '@app/shared/worker-required-entries';
import { mailOutbox } from '../../../db/schema/mail-outbox';
import { workers } from '../../../db/schema/workers';
import { contracts } from '../../../db/schema/contracts';
import { workerAccountBankAccounts } from '../../../db/schema/worker-accounts';
import { withCompanyScope } from '../../../db/tenant-scope';
import { missingRequiredFunctionSql } from './worker-required-entries.sql';
import { useTestApp, type AuthHeaders, type TestCompany } from '../../../../test/helpers';
import { insertAccount } from '../../identity/worker-accounts/worker-accounts.repository';
import * as profiles from '../worker-profile/worker-profile.repository';
import type { ProfileValues } from '../worker-profile/worker-profile.repository';

const ctx = useTestApp();

const URL = '/api/v2/employee/worker_required_entries';
const PORTAL_URL = '/api/v2/worker/required_entries';
const WORKER_PASSWORD = 'portal-river-stone-81';
const all = [...workerRequiredEntryKeys];

const put = async (headers: AuthHeaders, body: unknown) => ctx.call('PUT', URL, { headers, body });
const setRequired = async (company: TestCompany, entries: string[]) => {
  const res = await put(await ctx.signIn(company.owner.email), { required_entries: entries });
  expect(res.statusCode, res.body).toBe(200);
};

const filledProfile: ProfileValues = {
  fullName: '田中 健太',
  fullNameKana: 'タナカ ケンタ',
  tradeName: 'タナカ設計',
  entityType: 'individual',
  corporateNumber: null,
  occupation: 'engineer',
  birthday: '1988-07-14',
  phone: '090-1234-5678',
  postalCode: '150-0001',
  prefectureId: 13,
  address: '渋谷区神宮前1-2-3',
  invoiceStatus: 'not_registered',
  invoiceRegistrationNumber: null,
};
const bank = {
  bankCode: '0009',
  bankName: '三井住友銀行',
  branchCode: '254',
  branchName: '渋谷駅前支店',
  accountType: 'normal' as const,
  accountNumber: '1234567',
  accountHolderKana: 'ﾀﾅｶ ｹﾝﾀ',
};

/** The company invites `email` through its API and the worker accepts the mailed link: answers the worker's token headers. */
async function registeredWorker(company: TestCompany, email: string): Promise<AuthHeaders> {
  const owner = await ctx.signIn(company.owner.email);
  const invited = await ctx.call('POST', '/api/workers/invitation', {
    headers: owner,
    body: { worker: { full_name: '新井 結衣', full_namekana: 'アライ ユイ', email, contract_title: '業務委託契約', start_date: '2026-05-01' } },
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const [mail] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.toAddress})`, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\/worker_invitations\/([\w-]+)/.exec(mail!.textBody!)![1]!;
  const res = await ctx.call('POST', `/api/worker_invitations/${token}/acceptance`, {
    body: { password: WORKER_PASSWORD, full_name: '新井 結衣', full_namekana: 'アライ ユイ', agreed_to_terms: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { 'access-token': String(res.headers['access-token']), client: String(res.headers.client), uid: String(res.headers.uid) };
}

async function accountIdOf(email: string): Promise<number> {
  const [row] = await ctx.database.db.select({ accountId: workers.accountId }).from(workers).where(eq(workers.email, email));
  return row!.accountId!;
}

describe('GET/PUT /api/v2/employee/worker_required_entries', () => {
  it('starts with the default (住所 and 口座情報) and replaces the whole list, each key once in catalogue order', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const before = await ctx.call('GET', URL, { headers: h });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: { required_entries: [...DEFAULT_WORKER_REQUIRED_ENTRIES] } });
    expect(DEFAULT_WORKER_REQUIRED_ENTRIES).toEqual(['address', 'bank_account']);

    const res = await put(h, { required_entries: ['bank_account', 'birthday', 'invoice', 'birthday'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.required_entries).toEqual(['birthday', 'invoice', 'bank_account']);
    expect((await ctx.call('GET', URL, { headers: h })).json().data.required_entries).toEqual(['birthday', 'invoice', 'bank_account']);

    // an empty list requires nothing
    expect((await put(h, { required_entries: [] })).json().data.required_entries).toEqual([]);
    expect((await ctx.call('GET', URL, { headers: h })).json().data.required_entries).toEqual([]);
  });

  it('refuses an unknown entry or a malformed body with Japanese 422, and changes nothing', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    for (const body of [{ required_entries: ['birthday', 'family'] }, { required_entries: [42] }, { required_entries: 'birthday' }, {}]) {
      const res = await put(h, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
    expect((await put(h, { required_entries: ['family'] })).json().errors).toEqual([ja.requiredEntries.unknownEntry]);
    expect((await ctx.call('GET', URL, { headers: h })).json().data.required_entries).toEqual([...DEFAULT_WORKER_REQUIRED_ENTRIES]);
  });

  it('administrators change it; a general employee only reads it; a viewer is refused both', async () => {
    const company = await ctx.makeCompany();
    const admin = await ctx.signIn((await company.addEmployee('administrator')).email);
    const general = await ctx.signIn((await company.addEmployee('general')).email);
    const viewer = await ctx.signIn((await company.addEmployee('viewer')).email);
    expect((await put(admin, { required_entries: ['phone'] })).statusCode).toBe(200);
    expect((await ctx.call('GET', URL, { headers: general })).json().data.required_entries).toEqual(['phone']);
    for (const [headers, method] of [
      [general, 'PUT'],
      [viewer, 'PUT'],
      [viewer, 'GET'],
    ] as const) {
      const res = await ctx.call(method, URL, { headers, body: method === 'PUT' ? { required_entries: ['birthday'] } : undefined });
      expect(res.statusCode, `${method} as ${headers.uid}`).toBe(403);
      expect(res.json().errors).toEqual([ja.auth.forbidden]);
    }
    expect((await ctx.call('GET', URL, { headers: admin })).json().data.required_entries).toEqual(['phone']);
  });

  it('is per company: one company’s change leaves another’s alone', async () => {
    const a = await ctx.makeCompany();
    const b = await ctx.makeCompany();
    await setRequired(a, ['birthday']);
    const res = await ctx.call('GET', URL, { headers: await ctx.signIn(b.owner.email) });
    expect(res.json().data.required_entries).toEqual([...DEFAULT_WORKER_REQUIRED_ENTRIES]);
  });

  it('requires an employee sign-in (a worker token is refused)', async () => {
    const company = await ctx.makeCompany();
    const worker = await registeredWorker(company, `req-token-${Date.now()}@example.com`);
    expect((await ctx.call('GET', URL)).statusCode).toBe(401);
    expect((await ctx.call('GET', URL, { headers: worker })).statusCode).toBe(401);
  });
});

describe('GET /api/v2/worker/required_entries', () => {
  it('answers what each linked company requires and what is missing; filling the profile and the bank account clears it', async () => {
    const a = await ctx.makeCompany('必須A株式会社');
    const b = await ctx.makeCompany('必須B株式会社');
    const email = `req-portal-${Date.now()}@example.com`;
    const worker = await registeredWorker(a, email);
    // the same account accepts company B's invitation with its password: one profile, two companies
    await registeredWorker(b, email);
    await setRequired(a, ['birthday', 'address', 'bank_account']);
    await setRequired(b, ['phone', 'bank_account']);

    const res = await ctx.call('GET', PORTAL_URL, { headers: worker });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      missing_entries: ['birthday', 'phone', 'address', 'bank_account'],
      companies: [
        { company_id: a.id, company_name: '必須A株式会社', required_entries: ['birthday', 'address', 'bank_account'], missing_entries: ['birthday', 'address', 'bank_account'] },
        { company_id: b.id, company_name: '必須B株式会社', required_entries: ['phone', 'bank_account'], missing_entries: ['phone', 'bank_account'] },
      ],
    });

    // the worker fills the profile (the portal's profile page writes it this way) and then the bank account
    const accountId = await accountIdOf(email);
    await profiles.upsertProfile(ctx.database.db, accountId, { ...filledProfile, fullName: '新井 結衣', fullNameKana: 'アライ ユイ' });
    const half = (await ctx.call('GET', PORTAL_URL, { headers: worker })).json().data;
    expect(half.missing_entries).toEqual(['bank_account']);
    expect(half.companies.map((c: { missing_entries: string[] }) => c.missing_entries)).toEqual([['bank_account'], ['bank_account']]);
    await profiles.upsertBank(ctx.database.db, accountId, bank);
    const done = (await ctx.call('GET', PORTAL_URL, { headers: worker })).json().data;
    expect(done.missing_entries).toEqual([]);
    expect(done.companies.every((c: { missing_entries: string[] }) => c.missing_entries.length === 0)).toBe(true);
  });

  it('requires a worker sign-in (an employee token is refused)', async () => {
    const company = await ctx.makeCompany();
    expect((await ctx.call('GET', PORTAL_URL)).statusCode).toBe(401);
    expect((await ctx.call('GET', PORTAL_URL, { headers: await ctx.signIn(company.owner.email) })).statusCode).toBe(401);
  });
});

describe('the worker list filter (missing_required)', () => {
  /** A worker row of `company` linked to a new account with this profile (null: none) and optionally a bank account. */
  async function linkedWorker(company: TestCompany, name: string, profile: Partial<ProfileValues> | null, withBank: boolean) {
    const w = await company.addWorker({ fullName: name, fullNameKana: name });
    const account = await insertAccount(ctx.database.db, { email: `acc-${w.code}@example.com`, passwordHash: 'x', name });
    await ctx.database.db.update(workers).set({ accountId: account!.id, status: 'active' }).where(eq(workers.id, w.id));
    if (profile) await profiles.upsertProfile(ctx.database.db, account!.id, { ...filledProfile, fullName: name, fullNameKana: name, ...profile });
    if (withBank) await profiles.upsertBank(ctx.database.db, account!.id, bank);
    return w;
  }
  const list = async (h: AuthHeaders, query = '') => {
    const res = await ctx.call('GET', `/api/user/workers/custom_display${query}`, { headers: h });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total_count: number; data: { full_name: string; missing_required_entries: string[] }[] };
  };

  it('keeps registered workers who miss a required entry; unregistered workers are never counted; each row names what is missing', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    await linkedWorker(company, 'ア 完了', {}, true);
    await linkedWorker(company, 'イ 口座なし', {}, false);
    await linkedWorker(company, 'ウ 生年月日なし', { birthday: null }, true);
    await linkedWorker(company, 'エ プロフィールなし', null, false);
    await company.addWorker({ fullName: 'オ 仮登録', fullNameKana: 'オ 仮登録', status: 'temporary' }); // nothing to fill yet
    await company.addWorker({ fullName: 'カ 招待中', fullNameKana: 'カ 招待中', status: 'invited' });
    // registered, but never filled anything (no account, no profile — 伊藤 さくら in the demo): misses everything required
    await company.addWorker({ fullName: 'キ 未入力', fullNameKana: 'キ 未入力' });

    // the default (住所・口座情報)
    let body = await list(h, '?missing_required=1');
    expect(body.data.map((r) => [r.full_name, r.missing_required_entries])).toEqual([
      ['イ 口座なし', ['bank_account']],
      ['エ プロフィールなし', ['address', 'bank_account']],
      ['キ 未入力', ['address', 'bank_account']],
    ]);
    expect(body.total_count).toBe(3);

    await setRequired(company, ['birthday']);
    body = await list(h, '?missing_required=true');
    expect(body.data.map((r) => r.full_name)).toEqual(['ウ 生年月日なし', 'エ プロフィールなし', 'キ 未入力']);
    // combined with the search, and paged
    expect((await list(h, `?missing_required=1&search_name=${encodeURIComponent('ウ')}`)).data.map((r) => r.full_name)).toEqual(['ウ 生年月日なし']);
    const page2 = await list(h, '?missing_required=1&per_page=1&page=2');
    expect([page2.total_count, page2.data.map((r) => r.full_name)]).toEqual([3, ['エ プロフィールなし']]);

    // without the filter every row is listed, each with what it misses ([] when invited or 仮登録)
    body = await list(h, '?missing_required=0');
    expect(body.total_count).toBe(7);
    expect(body.data.map((r) => r.missing_required_entries)).toEqual([[], [], ['birthday'], ['birthday'], [], [], ['birthday']]);

    await setRequired(company, []);
    expect((await list(h, '?missing_required=1')).total_count).toBe(0);
  });

  it('refuses a value that is not a yes/no with Japanese 422', async () => {
    const company = await ctx.makeCompany();
    const res = await ctx.call('GET', '/api/user/workers/custom_display?missing_required=maybe', { headers: await ctx.signIn(company.owner.email) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([ja.validation.invalid]);
  });

  it('judges exactly like the shared missingRequiredEntries (the SQL twin), for profiles at every edge', async () => {
    const company = await ctx.makeCompany();
    await setRequired(company, all);
    const cases: { name: string; profile: Partial<ProfileValues> | null; bank: boolean }[] = [
      { name: 'a', profile: {}, bank: true },
      { name: 'b', profile: null, bank: false },
      { name: 'c', profile: { phone: ' \u3000', tradeName: '' }, bank: true },
      { name: 'd', profile: { postalCode: null }, bank: true },
      { name: 'e', profile: { prefectureId: null }, bank: false },
      { name: 'f', profile: { address: '\u3000' }, bank: true },
      { name: 'g', profile: { invoiceStatus: 'registered', invoiceRegistrationNumber: null }, bank: true },
      { name: 'h', profile: { invoiceStatus: 'registered', invoiceRegistrationNumber: 'T1234567890123' }, bank: true },
      { name: 'i', profile: { invoiceStatus: null }, bank: true },
      { name: 'j', profile: { entityType: 'corporation', corporateNumber: null }, bank: true },
      { name: 'k', profile: { entityType: 'corporation', corporateNumber: '7123456789012' }, bank: true },
      { name: 'l', profile: { occupation: null, birthday: null, fullNameKana: ' ' }, bank: true },
    ];
    for (const c of cases) await linkedWorker(company, `必須 ${c.name}`, c.profile, c.bank);
    const h = await ctx.signIn(company.owner.email);
    const rows = (await list(h, '?per_page=100')).data;
    const filtered = (await list(h, '?per_page=100&missing_required=1')).data.map((r) => r.full_name);
    for (const c of cases) {
      const p = c.profile ? { ...filledProfile, ...c.profile } : null;
      const profile: RequiredEntrySnapshot['profile'] = p && {
        fullNameKana: p.fullNameKana ?? null,
        tradeName: p.tradeName ?? null,
        entityType: p.entityType ?? null,
        corporateNumber: p.corporateNumber ?? null,
        occupation: p.occupation ?? null,
        birthday: p.birthday ?? null,
        phone: p.phone ?? null,
        postalCode: p.postalCode ?? null,
        prefectureId: p.prefectureId ?? null,
        address: p.address ?? null,
        invoiceStatus: p.invoiceStatus ?? null,
        invoiceRegistrationNumber: p.invoiceRegistrationNumber ?? null,
      };
      const snapshot: RequiredEntrySnapshot = { profile, hasBankAccount: c.bank };
      const expected = missingRequiredEntries(all, snapshot);
      expect(rows.find((r) => r.full_name === `必須 ${c.name}`)?.missing_required_entries, c.name).toEqual(expected);
      expect(filtered.includes(`必須 ${c.name}`), `${c.name} filtered`).toBe(expected.length > 0);
    }
    // and the cases really differ from each other
    expect(new Set(rows.map((r) => r.missing_required_entries.join())).size).toBeGreaterThanOrEqual(8);
  });
});

describe('the worker row keeps what the list shows (drizzle/0027)', () => {
  type Row = { code: string; missing_required_entries: string[]; contract_id: number | null; contract_count: number };
  const rowOf = async (h: AuthHeaders, code: string): Promise<Row | undefined> => {
    const res = await ctx.call('GET', '/api/user/workers/custom_display?per_page=100', { headers: h });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Row[]).find((r) => r.code === code);
  };

  it('stores the function as missingRequiredFunctionSql writes it: a changed rule needs a migration that replaces it', async () => {
    const { rows } = await ctx.database.pool.query<{ src: string }>(`select prosrc as src from pg_proc where proname = 'worker_missing_required_entries'`);
    expect(rows.map((r) => r.src)).toEqual([missingRequiredFunctionSql()]);
  });

  it('follows every write it reads: the account’s profile and bank account (in each company of the account), the company’s setting, the contracts', async () => {
    const a = await ctx.makeCompany();
    const b = await ctx.makeCompany();
    const ha = await ctx.signIn(a.owner.email);
    const hb = await ctx.signIn(b.owner.email);
    const account = await insertAccount(ctx.database.db, { email: `shared-${a.id}@example.com`, passwordHash: 'x', name: '共有 口座' });
    const wa = await a.addWorker({ fullName: '共有 ワーカー', fullNameKana: 'キョウユウ' });
    const wb = await b.addWorker({ fullName: '共有 ワーカー', fullNameKana: 'キョウユウ' });
    await ctx.database.db.update(workers).set({ accountId: account!.id, status: 'active' }).where(eq(workers.id, wa.id));
    await ctx.database.db.update(workers).set({ accountId: account!.id, status: 'active' }).where(eq(workers.id, wb.id));
    expect((await rowOf(hb, wb.code))?.missing_required_entries).toEqual(['address', 'bank_account']);

    // written while scoped to company A (row-level security): company B's row of the same account follows too
    await withCompanyScope(a.id, () => profiles.upsertProfile(ctx.database.db, account!.id, filledProfile));
    await withCompanyScope(a.id, () => profiles.upsertBank(ctx.database.db, account!.id, bank));
    expect((await rowOf(ha, wa.code))?.missing_required_entries).toEqual([]);
    expect((await rowOf(hb, wb.code))?.missing_required_entries).toEqual([]);

    await ctx.database.db.delete(workerAccountBankAccounts).where(eq(workerAccountBankAccounts.accountId, account!.id));
    await setRequired(b, ['bank_account', 'birthday']);
    expect((await rowOf(hb, wb.code))?.missing_required_entries).toEqual(['bank_account']);
    await profiles.upsertProfile(ctx.database.db, account!.id, { ...filledProfile, birthday: null });
    expect((await rowOf(hb, wb.code))?.missing_required_entries).toEqual(['birthday', 'bank_account']);
    expect((await rowOf(ha, wa.code))?.missing_required_entries).toEqual(['bank_account']);
    await ctx.database.db.update(workers).set({ status: 'temporary' }).where(eq(workers.id, wb.id));
    expect((await rowOf(hb, wb.code))?.missing_required_entries).toEqual([]);

    // the current contract: the latest start, then the newest; and the count
    expect(await rowOf(ha, wa.code)).toMatchObject({ contract_id: null, contract_count: 0 });
    const first = await a.addContract(wa.id, '最初の契約');
    const second = await a.addContract(wa.id, '二つ目の契約');
    expect(await rowOf(ha, wa.code)).toMatchObject({ contract_id: second.id, contract_count: 2 });
    await ctx.database.db.update(contracts).set({ startDate: '2027-01-01' }).where(eq(contracts.id, first.id));
    expect(await rowOf(ha, wa.code)).toMatchObject({ contract_id: first.id, contract_count: 2 });
    await ctx.database.db.delete(contracts).where(eq(contracts.id, first.id));
    expect(await rowOf(ha, wa.code)).toMatchObject({ contract_id: second.id, contract_count: 1 });
  });
});

describe('POST /api/v2/employee/worker_required_entries/requests (入力を依頼)', () => {
  const REQUESTS = '/api/v2/employee/worker_required_entries/requests';
  const mailsTo = (to: string) => ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

  it('queues one mail to the registered worker naming what to fill, in the company’s budget; scoped to the company', async () => {
    const company = await ctx.makeCompany('入力依頼株式会社');
    const h = await ctx.signIn(company.owner.email);
    const never = await company.addWorker({ fullName: '未入力 花子', fullNameKana: 'ミニュウリョク ハナコ', email: 'never-filled@example.com' });

    // nothing named: what the registered worker misses of the company's required entries (住所・口座情報 by default)
    const res = await ctx.call('POST', REQUESTS, { headers: h, body: { businessor_code: never.code } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ entries: ['address', 'bank_account'], email: 'never-filled@example.com' });
    let [mail] = await mailsTo('never-filled@example.com');
    expect(mail).toMatchObject({ companyId: company.id, kind: 'required_entry_request', subject: '【入力依頼株式会社】登録情報の入力のお願い' });
    expect(mail!.textBody).toContain('入力をお願いする項目: 住所、口座情報');
    expect(mail!.textBody).toContain('http://localhost:3000/portal/profile');

    // the 振込 check asks for the bank account only: the link opens the portal's 振込口座 page
    expect((await ctx.call('POST', REQUESTS, { headers: h, body: { businessor_code: never.code, required_entries: ['bank_account'] } })).statusCode).toBe(200);
    [, mail] = await mailsTo('never-filled@example.com');
    expect(mail!.textBody).toContain('入力をお願いする項目: 口座情報');
    expect(mail!.textBody).toContain('http://localhost:3000/portal/bank_account');

    // another company's worker is not found; a 仮登録 worker or an unknown entry is refused in Japanese
    const other = await ctx.makeCompany();
    const theirs = await other.addWorker({ fullName: '他社 太郎', fullNameKana: 'タシャ タロウ', email: 'other-company@example.com' });
    expect((await ctx.call('POST', REQUESTS, { headers: h, body: { businessor_code: theirs.code } })).statusCode).toBe(404);
    const temporary = await company.addWorker({ fullName: '仮 登録', fullNameKana: 'カリ トウロク', email: 'temp@example.com', status: 'temporary' });
    const refused = await ctx.call('POST', REQUESTS, { headers: h, body: { businessor_code: temporary.code } });
    expect([refused.statusCode, refused.json().errors]).toEqual([422, [ja.requiredEntries.requestNotRegistered]]);
    const unknown = await ctx.call('POST', REQUESTS, { headers: h, body: { businessor_code: never.code, required_entries: ['gender'] } });
    expect([unknown.statusCode, unknown.json().errors]).toEqual([422, [ja.requiredEntries.unknownEntry]]);
    expect(await mailsTo('other-company@example.com')).toEqual([]);
    expect(await mailsTo('temp@example.com')).toEqual([]);

    // a viewer may not send it
    const viewer = await company.addEmployee('viewer');
    expect((await ctx.call('POST', REQUESTS, { headers: await ctx.signIn(viewer.email), body: { businessor_code: never.code } })).statusCode).toBe(403);

    // the company's hourly budget (shared with invitations) is full: 429, nothing queued
    await ctx.database.db
      .insert(mailOutbox)
      .values(Array.from({ length: 100 }, (_, i) => ({ companyId: company.id, kind: 'invitation' as const, toAddress: `x${i}@example.com`, subject: 's', textBody: 't', htmlBody: 'h' })));
    const full = await ctx.call('POST', REQUESTS, { headers: h, body: { businessor_code: never.code } });
    expect(full.statusCode).toBe(429);
    expect(await mailsTo('never-filled@example.com')).toHaveLength(2);
  });
});
