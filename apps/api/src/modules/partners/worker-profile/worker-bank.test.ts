import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { workerAccountAuditLogs, workerAccountBankAccounts, workerAccounts } from '../../../db/schema/worker-accounts';
import { mailOutbox } from '../../../db/schema/mail-outbox';
import { notifications } from '../../../db/schema/notifications';
import { workers } from '../../../db/schema/workers';
import { hashPassword } from '../../../lib/passwords';
import { databaseFingerprint, PASSWORD, useTestApp, type AuthHeaders, type TestCompany } from '../../../../test/helpers';

const ctx = useTestApp({ throttle: { lockAfterPerAccount: 4, slowAfter: 100, delayStepMs: 0 } });
const URL = '/api/v2/worker/bank_account';
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

/** A worker account (as an accepted invitation leaves it) linked to a new worker row of each company; signed in. */
async function workerAccount(...companies: TestCompany[]) {
  const db = ctx.database.db;
  const email = `bank-${randomBytes(5).toString('hex')}@example.com`;
  const [account] = await db.insert(workerAccounts).values({ email, passwordHash, name: '山田 太郎' }).returning();
  const rows = [];
  for (const company of companies) {
    const w = await company.addWorker({ fullName: '山田 太郎', email });
    await db.update(workers).set({ accountId: account!.id, status: 'active' }).where(eq(workers.id, w.id));
    rows.push(w);
  }
  const res = await ctx.call('POST', '/api/worker_auth/sign_in', { body: { email, password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  const headers: AuthHeaders = { 'access-token': String(res.headers['access-token']), client: String(res.headers.client), uid: String(res.headers.uid) };
  return { accountId: account!.id, headers, workers: rows };
}

const body = (over: Record<string, unknown> = {}) => ({
  bank_code: '0009',
  branch_code: '234',
  account_type: 'normal',
  account_number: '1234567',
  account_holder_kana: 'ヤマダ　タロウ',
  current_password: PASSWORD,
  ...over,
});

describe('GET/PUT /api/v2/worker/bank_account', () => {
  it('answers null before the first save, then the saved account: names from the master, holder in 全銀 kana, number padded', async () => {
    const { headers } = await workerAccount(await ctx.makeCompany());
    const empty = await ctx.call('GET', URL, { headers });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ data: null });

    // whatever names a client might send are not the body's: only codes are read
    const saved = await ctx.call('PUT', URL, { headers, body: { ...body({ account_number: '123' }), bank_name: '偽銀行', branch_name: '偽支店' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      bank_code: '0009',
      bank_name: '三井住友',
      branch_code: '234',
      branch_name: '渋谷駅前',
      account_type: 'normal',
      account_number: '0000123',
      account_holder_kana: 'ﾔﾏﾀﾞ ﾀﾛｳ',
    };
    expect(saved.json().data).toMatchObject(expected);
    expect(saved.json().data.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await ctx.call('GET', URL, { headers })).json().data).toEqual(saved.json().data);

    // a change replaces it (one account per worker account)
    const changed = await ctx.call('PUT', URL, { headers, body: body({ bank_code: '0001', branch_code: '001', account_type: 'savings', account_number: '７６５４３２１', account_holder_kana: 'ﾔﾏﾀﾞ ﾀﾛｳ' }) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ bank_name: 'みずほ', branch_name: '東京営業部', account_type: 'savings', account_number: '7654321' });
  });

  it('refuses 8 digits, 漢字 and ＠ in the holder (naming them), an unknown bank or branch — and writes nothing', async () => {
    const { headers } = await workerAccount(await ctx.makeCompany());
    expect((await ctx.call('PUT', URL, { headers, body: body() })).statusCode).toBe(200);
    const before = await databaseFingerprint(ctx);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ account_number: '12345678' }, { account_number: [ja.banks.accountNumberInvalid] }],
      [{ account_holder_kana: '山田　タロウ' }, { account_holder_kana: ['口座名義カナに使用できない文字が含まれています：山、田'] }],
      [{ account_holder_kana: 'ヤマダ＠タロウ' }, { account_holder_kana: ['口座名義カナに使用できない文字が含まれています：＠'] }],
      [{ bank_code: '0008' }, { bank_code: [ja.banks.bankNotFound] }],
      [{ branch_code: '999' }, { branch_code: [ja.banks.branchNotFound] }],
      [{ bank_code: '', branch_code: 'x' }, { bank_code: [ja.bankAccount.bankRequired], branch_code: [ja.banks.branchCodeInvalid] }],
    ];
    for (const [over, fields] of cases) {
      const res = await ctx.call('PUT', URL, { headers, body: body(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().fields).toEqual(fields);
      expect(res.json().errors).toEqual(Object.values(fields).flat());
    }
    expect(await databaseFingerprint(ctx)).toEqual(before);
    expect((await ctx.call('GET', URL, { headers })).json().data).toMatchObject({ account_number: '1234567', account_holder_kana: 'ﾔﾏﾀﾞ ﾀﾛｳ' });
  });

  it('is the one account every linked company reads on 個人情報, number masked to the last four digits', async () => {
    const first = await ctx.makeCompany();
    const second = await ctx.makeCompany();
    const { headers, workers: [inFirst, inSecond] } = await workerAccount(first, second);
    expect((await ctx.call('PUT', URL, { headers, body: body({ account_number: '7654321', account_holder_kana: 'タナカ　ケンタ' }) })).statusCode).toBe(200);
    for (const [company, worker] of [[first, inFirst!], [second, inSecond!]] as const) {
      const res = await ctx.call('GET', `/api/workers/${worker.code}/personal`, { headers: await ctx.signIn(company.owner.email) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.personal.bank_account).toEqual({
        bank_code: '0009',
        bank_name: '三井住友',
        branch_code: '234',
        branch_name: '渋谷駅前',
        account_type: 'normal',
        account_number: '***4321',
        account_holder_kana: 'ﾀﾅｶ ｹﾝﾀ',
      });
      expect(res.body).not.toContain('7654321');
    }
  });

  it('shows each account only its own, and takes no employee token (401)', async () => {
    const company = await ctx.makeCompany();
    const a = await workerAccount(company);
    const b = await workerAccount(company);
    expect((await ctx.call('PUT', URL, { headers: a.headers, body: body({ account_number: '1111111' }) })).statusCode).toBe(200);
    expect((await ctx.call('GET', URL, { headers: b.headers })).json()).toEqual({ data: null });
    expect((await ctx.call('PUT', URL, { headers: b.headers, body: body({ account_number: '2222222' }) })).statusCode).toBe(200);
    expect((await ctx.call('GET', URL, { headers: a.headers })).json().data.account_number).toBe('1111111');
    const rows = await ctx.database.db.select().from(workerAccountBankAccounts).where(eq(workerAccountBankAccounts.accountId, a.accountId));
    expect(rows.map((r) => r.accountNumber)).toEqual(['1111111']);

    const employee = await ctx.signIn(company.owner.email);
    for (const [method, payload] of [['GET', undefined], ['PUT', body()]] as const) {
      const res = await ctx.call(method, URL, { headers: employee, body: payload });
      expect(res.statusCode, `${method} ${res.body}`).toBe(401);
      expect(res.json().errors).toHaveLength(1);
    }
  });
});

describe('a change of the 振込口座 (issue #19 N2)', () => {
  it('needs the current password: missing or wrong → 422 and nothing changes; repeated wrong passwords → 429', async () => {
    const { headers } = await workerAccount(await ctx.makeCompany());
    expect((await ctx.call('PUT', URL, { headers, body: body() })).statusCode).toBe(200);
    const missing = await ctx.call('PUT', URL, { headers, body: body({ account_number: '7777777', current_password: undefined }) });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields).toEqual({ current_password: [ja.bankAccount.currentPasswordRequired] });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const wrong = await ctx.call('PUT', URL, { headers, body: body({ account_number: '7777777', current_password: 'not-my-password' }) });
      statuses.push(wrong.statusCode);
      if (wrong.statusCode === 422) expect(wrong.json().fields).toEqual({ current_password: [ja.settings.currentPasswordWrong] });
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    expect((await ctx.call('GET', URL, { headers })).json().data.account_number).toBe('1234567');
  });

  it('mails the worker, rings the payment roles of every linked company (not viewers), and logs old → new masked', async () => {
    const first = await ctx.makeCompany();
    const second = await ctx.makeCompany();
    const viewer = await first.addEmployee('viewer');
    const general = await first.addEmployee('general');
    const { headers, accountId, workers: [inFirst] } = await workerAccount(first, second);
    const db = ctx.database.db;
    const [account] = await db.select().from(workerAccounts).where(eq(workerAccounts.id, accountId));
    const bellOf = async (employeeId: number) => db.select().from(notifications).where(eq(notifications.employeeId, employeeId));
    const mails = async () => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, account!.email));

    expect((await ctx.call('PUT', URL, { headers, body: body() })).statusCode).toBe(200);
    const changed = await ctx.call('PUT', URL, { headers, body: body({ bank_code: '0005', branch_code: '001', account_number: '7654321', account_holder_kana: 'ｱﾀﾂｶｰ ﾀﾛｳ' }) });
    expect(changed.statusCode, changed.body).toBe(200);

    expect((await mails()).map((m) => m.subject)).toEqual([ja.bankAccount.changedMailSubject, ja.bankAccount.changedMailSubject]);
    for (const employeeId of [first.owner.id, general.id, second.owner.id]) {
      const bell = await bellOf(employeeId);
      expect(bell.map((n) => n.title), String(employeeId)).toEqual([ja.bankAccount.changedBellTitle('山田 太郎'), ja.bankAccount.changedBellTitle('山田 太郎')]);
      expect(bell[1]!.body).toContain('***4321');
      expect(bell[1]!.body).not.toContain('7654321');
    }
    expect(await bellOf(viewer.id)).toEqual([]);
    expect((await bellOf(first.owner.id))[0]!.businessorCode).toBe(inFirst!.code);

    const logs = await db.select().from(workerAccountAuditLogs).where(eq(workerAccountAuditLogs.accountId, accountId)).orderBy(workerAccountAuditLogs.id);
    expect(logs.map((l) => l.action)).toEqual(['bank_account_registered', 'bank_account_changed']);
    expect(logs[1]!.details).toMatchObject({
      before: { bank_code: '0009', account_number: '***4567', account_holder_kana: 'ﾔﾏﾀﾞ ﾀﾛｳ' },
      after: { bank_code: '0005', account_number: '***4321', account_holder_kana: 'ｱﾀﾂｶ- ﾀﾛｳ' },
    });
    expect(JSON.stringify(logs)).not.toMatch(/1234567|7654321/);

    // the same account saved again is no change: no mail, no bell, no log
    expect((await ctx.call('PUT', URL, { headers, body: body({ bank_code: '0005', branch_code: '001', account_number: '7654321', account_holder_kana: 'ｱﾀﾂｶｰ ﾀﾛｳ' }) })).statusCode).toBe(200);
    expect(await mails()).toHaveLength(2);
    expect(await db.select().from(workerAccountAuditLogs).where(eq(workerAccountAuditLogs.accountId, accountId))).toHaveLength(2);
  });

  it('the transfer check warns (without refusing) about a payment made before the change and a holder kana that is not the フリガナ', async () => {
    const company = await ctx.makeCompany();
    const { headers, workers: [worker] } = await workerAccount(company);
    await ctx.database.db.update(workers).set({ fullNameKana: 'ヤマダ タロウ' }).where(eq(workers.id, worker!.id));
    expect((await ctx.call('PUT', URL, { headers, body: body() })).statusCode).toBe(200);
    const owner = await ctx.signIn(company.owner.email);
    const made = await ctx.call('POST', '/api/v2/employee/payments', { headers: owner, body: { payment: { worker_code: worker!.code, payment_date: '2026/12/25', amount: 50_000, remarks: '' } } });
    expect(made.statusCode, made.body).toBe(201);
    const paymentId = made.json().data[0].id as number;
    const validate = async () => {
      const res = await ctx.call('POST', '/api/v2/employee/payments/exports/validates', { headers: owner, body: { payment_id_list: [paymentId] } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { problems: unknown[]; warnings: { payment_id: number; message: string }[] };
    };
    const before = await validate();
    expect(before.problems).toEqual([]);
    // registered just now, before the payment: recent — said once
    expect(before.warnings.map((w) => w.message)).toEqual([expect.stringContaining('振込口座が')]);

    expect((await ctx.call('PUT', URL, { headers, body: body({ account_number: '7654321', account_holder_kana: 'ｱﾀﾂｶｰ ﾀﾛｳ' }) })).statusCode).toBe(200);
    const after = await validate();
    expect(after.problems).toEqual([]);
    expect(after.warnings.map((w) => w.message)).toEqual([
      expect.stringContaining('この支払の作成後'),
      '山田 太郎: 口座名義カナ（ｱﾀﾂｶ- ﾀﾛｳ）がワーカーのフリガナ（ヤマダ タロウ）と一致しません。',
    ]);
    expect(after.warnings[0]!.payment_id).toBe(paymentId);
  });
});
