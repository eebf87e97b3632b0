/**
 * 二重承認 (issue #19 N10): with the company's threshold set, a direct or CSV-priced payment at or above it waits for an
 * owner or administrator other than its creator before it can go into a transfer file; without it nothing changes;
 * payments from a 支払通知書 never wait.
 *
 * Today in Japan is Friday 2026-07-31 for these tests (Date is faked; sign-in runs on the real clock).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { notifications } from '../../../db/schema/notifications';
import { companyTransferAccounts, paymentLogs, paymentNotifications } from '../../../db/schema/payments';
import { workerAccountBankAccounts, workerAccounts } from '../../../db/schema/worker-accounts';
import { workers } from '../../../db/schema/workers';
import { databaseFingerprint, useFakeToday, useTestApp, type AuthHeaders } from '../../../../test/helpers';

const ctx = useTestApp();

const NOW = new Date('2026-07-31T00:30:00Z');
const FRIDAY = '2026-07-31';
const { signIn } = useFakeToday(ctx, NOW);

async function setup() {
  const db = ctx.database.db;
  const company = await ctx.makeCompany();
  const owner = await signIn(company.owner.email);
  const adminEmployee = await company.addEmployee('administrator');
  const admin = await signIn(adminEmployee.email);
  const general = await signIn((await company.addEmployee('general')).email);
  const yamada = await company.addWorker({ fullName: '山田 太郎' });
  const [account] = await db.insert(workerAccounts).values({ email: `acct-${yamada.id}@example.com`, passwordHash: 'x' }).returning();
  await db.update(workers).set({ accountId: account!.id }).where(eq(workers.id, yamada.id));
  await db.insert(workerAccountBankAccounts).values({
    accountId: account!.id,
    bankCode: '0001',
    bankName: 'ミズホ',
    branchCode: '001',
    branchName: 'トウキヨウ',
    accountType: 'normal',
    accountNumber: '1234567',
    accountHolderKana: 'ﾔﾏﾀﾞ ﾀﾛｳ',
  });
  await db.insert(companyTransferAccounts).values({
    companyId: company.id,
    bankCode: '0005',
    bankName: '三菱ＵＦＪ銀行',
    branchCode: '123',
    branchName: '横浜中山',
    accountType: 'normal',
    accountNumber: '7654321',
    requesterCode: '1234567890',
    requesterName: 'ｶ)ﾃｽﾄ',
    isDefault: true,
  });
  return { company, owner, admin, adminId: adminEmployee.id, general, yamada };
}
type Setup = Awaited<ReturnType<typeof setup>>;

async function setThreshold(s: Setup, threshold: number | null, headers = s.owner) {
  return ctx.call('PUT', '/api/v2/employee/companies/alert_email_settings', { headers, body: { alert_email_setting: { payment_approval_threshold: threshold } } });
}

async function createDirect(s: Setup, amount: number, headers = s.owner) {
  const res = await ctx.call('POST', '/api/v2/employee/payments', { headers, body: { payment: { worker_code: s.yamada.code, payment_date: FRIDAY, amount, remarks: '' } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data[0] as { id: number; approval_status: string };
}

const exportBody = (ids: number[]) => ({ payment_id_list: ids, transfer_date: FRIDAY, export_format: 'txt', is_except_already_transfered_payments: true });
const approve = (headers: AuthHeaders, ids: number[]) => ctx.call('POST', '/api/v2/employee/payments/approvals', { headers, body: { payment_ids: ids } });
const PENDING = (threshold: number) => ja.payments.exportPendingApproval('山田 太郎', threshold);

describe('二重承認 (issue #19 N10)', () => {
  it('off (no threshold): a direct ¥1,000,000 payment needs no approval and exports at once', async () => {
    const s = await setup();
    const read = await ctx.call('GET', '/api/v2/employee/companies/alert_email_settings', { headers: s.owner });
    expect(read.json().data.alert_email_setting.payment_approval_threshold).toBeNull();
    const p = await createDirect(s, 1_000_000);
    expect(p.approval_status).toBe('not_required');
    const exported = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: s.owner, body: exportBody([p.id]) });
    expect(exported.statusCode, exported.body).toBe(201);
  });

  it('the threshold is set by owners and administrators only, 1 to 9,999,999,999 yen or empty', async () => {
    const s = await setup();
    expect((await setThreshold(s, 1_000_000, s.general)).statusCode).toBe(403);
    const zero = await setThreshold(s, 0);
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual([ja.alerts.approvalThresholdRange]);
    expect((await setThreshold(s, 10_000_000_000)).statusCode).toBe(422);
    const saved = await setThreshold(s, 1_000_000, s.admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.alert_email_setting.payment_approval_threshold).toBe(1_000_000);
    // a later save of other parts keeps it; null turns it off
    await ctx.call('PUT', '/api/v2/employee/companies/alert_email_settings', { headers: s.owner, body: { alert_email_setting: { due_alert_business_days: 5 } } });
    const kept = await ctx.call('GET', '/api/v2/employee/companies/alert_email_settings', { headers: s.owner });
    expect(kept.json().data.alert_email_setting.payment_approval_threshold).toBe(1_000_000);
    expect((await setThreshold(s, null)).json().data.alert_email_setting.payment_approval_threshold).toBeNull();
  });

  it('on: ¥1,000,000 at a ¥1,000,000 threshold waits; the export is refused naming it; only another administrator approves; then it exports', async () => {
    const s = await setup();
    const other = await setup();
    expect((await setThreshold(s, 1_000_000)).statusCode).toBe(200);
    const big = await createDirect(s, 1_000_000);
    const small = await createDirect(s, 999_999);
    expect(big.approval_status).toBe('pending');
    expect(small.approval_status).toBe('not_required');

    // the administrator gets a bell notice naming the worker and the amount; the creator (owner) does not
    const bell = (employeeId: number) => ctx.database.db.select().from(notifications).where(and(eq(notifications.companyId, s.company.id), eq(notifications.employeeId, employeeId)));
    const adminBell = await bell(s.adminId);
    expect(adminBell).toHaveLength(1);
    expect(adminBell[0]).toMatchObject({ title: '承認待ちの支払があります（山田 太郎）', businessorCode: s.yamada.code });
    expect(adminBell[0]!.body).toContain('¥1,000,000');
    expect(await bell(s.company.owner.id)).toHaveLength(0);

    // the transfer check and the export name it
    const check = await ctx.call('POST', '/api/v2/employee/payments/exports/validates', { headers: s.owner, body: { payment_id_list: [big.id, small.id], is_except_already_transfered_payments: true } });
    expect(check.json().data.problems).toEqual([{ payment_id: big.id, worker_code: s.yamada.code, worker_name: '山田 太郎', message: PENDING(1_000_000) }]);
    expect(PENDING(1_000_000)).toBe('山田 太郎: 承認待ちの支払です（¥1,000,000以上の直接登録の支払は、作成者以外の管理者の承認が必要です）。');
    const refused = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: s.general, body: exportBody([big.id]) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([PENDING(1_000_000)]);

    // nobody approves wrongly: the creator, a general employee, another company's id — nothing changes
    const othersPayment = await createDirect(other, 5_000);
    const before = await databaseFingerprint(ctx);
    const own = await approve(s.owner, [big.id]);
    expect(own.statusCode).toBe(422);
    expect(own.json().errors).toEqual([ja.payments.approvalOwn('山田 太郎')]);
    expect(own.json().errors[0]).toContain('作成した本人は承認できません。別の管理者が承認してください。');
    expect((await approve(s.general, [big.id])).statusCode).toBe(403);
    const foreign = await approve(s.admin, [big.id, othersPayment.id]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors).toEqual([ja.payments.paymentNotFoundId(othersPayment.id)]);
    const notNeeded = await approve(s.admin, [big.id, small.id]);
    expect(notNeeded.statusCode).toBe(422);
    expect(notNeeded.json().errors).toEqual([ja.payments.approvalNotRequired('山田 太郎')]);
    expect(await databaseFingerprint(ctx)).toEqual(before);

    // another administrator approves: logged with his name, then the export passes
    const ok = await approve(s.admin, [big.id]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject([{ id: big.id, approval_status: 'approved' }]);
    const logs = await ctx.database.db.select().from(paymentLogs).where(eq(paymentLogs.paymentId, big.id));
    expect(logs).toMatchObject([{ action: 'approved', actorName: '社員 administrator' }]);
    expect(ja.paymentLogs.actions.approved).toBeTruthy();
    expect((await approve(s.admin, [big.id])).json().errors).toEqual([ja.payments.approvalAlreadyApproved('山田 太郎')]);
    const listed = await ctx.call('GET', '/api/v2/employee/payments?limit=100', { headers: s.general });
    expect(listed.json().data.find((p: { id: number }) => p.id === big.id).approval_status).toBe('approved');
    const exported = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: s.general, body: exportBody([big.id, small.id]) });
    expect(exported.statusCode, exported.body).toBe(201);
  });

  it('changing the amount of an approved payment asks again; below the threshold it needs none', async () => {
    const s = await setup();
    await setThreshold(s, 1_000_000);
    const p = await createDirect(s, 1_000_000, s.general);
    expect((await approve(s.admin, [p.id])).statusCode).toBe(200);
    const raised = await ctx.call('PUT', `/api/v2/employee/payments/${p.id}`, { headers: s.general, body: { payment: { amount: 1_200_000 } } });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().data.approval_status).toBe('pending');
    const refused = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: s.general, body: exportBody([p.id]) });
    expect(refused.json().errors).toEqual([PENDING(1_000_000)]);
    // whoever changed the amount may not approve it either (an administrator editing a general employee's payment)
    const byAdmin = await ctx.call('PUT', `/api/v2/employee/payments/${p.id}`, { headers: s.admin, body: { payment: { amount: 1_300_000 } } });
    expect(byAdmin.json().data.approval_status).toBe('pending');
    expect((await approve(s.admin, [p.id])).json().errors).toEqual([ja.payments.approvalOwn('山田 太郎')]);
    expect((await approve(s.owner, [p.id])).statusCode).toBe(200);
    const lowered = await ctx.call('PUT', `/api/v2/employee/payments/${p.id}`, { headers: s.general, body: { payment: { amount: 500_000 } } });
    expect(lowered.json().data.approval_status).toBe('not_required');
  });

  it('payments from 支払通知書 never need approval; CSV rows with amounts at or above the threshold do', async () => {
    const s = await setup();
    await setThreshold(s, 1_000_000);
    const [n] = await ctx.database.db
      .insert(paymentNotifications)
      .values({
        companyId: s.company.id,
        code: `pn${Math.random().toString(36).slice(2, 12)}`,
        number: `PN-${Math.random().toString(36).slice(2, 12)}`,
        workerId: s.yamada.id,
        status: 'approved',
        paymentMonth: '2026-07',
        paymentDate: FRIDAY,
        workerName: '山田 太郎',
        subtotal: 5_000_000,
        taxTotal: 500_000,
        withholding: 0,
        transferAmount: 5_500_000,
      })
      .returning();
    const fromNotification = await ctx.call('POST', '/api/v2/employee/payments', { headers: s.general, body: { payment_notification_ids: [n!.id] } });
    expect(fromNotification.statusCode, fromNotification.body).toBe(201);
    expect(fromNotification.json().data[0].approval_status).toBe('not_required');

    const boundary = '----vitest' + Math.random().toString(16).slice(2);
    const csv = `ワーカーコード,支払日,金額,備考\r\n${s.yamada.code},2026/07/31,"1,500,000",大口\r\n${s.yamada.code},2026/07/31,1000,\r\n`;
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/employee/payments/import_with_prices',
      headers: { ...s.general, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="csv_file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n`),
        Buffer.from(csv, 'utf8'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const listed = (await ctx.call('GET', '/api/v2/employee/payments?limit=100', { headers: s.general })).json().data as { amount: number; approval_status: string }[];
    expect(listed.map((p) => [p.amount, p.approval_status]).sort()).toEqual([
      [1_000, 'not_required'],
      [1_500_000, 'pending'],
      [5_500_000, 'not_required'],
    ]);
    // the owner and the administrator (not the general creator) are told
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.companyId, s.company.id));
    expect(told.map((t) => t.employeeId).sort()).toEqual([s.company.owner.id, s.adminId].sort());
  });
});
