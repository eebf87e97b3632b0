/**
 * Payments through the API: creation from approved 支払通知書 (all or nothing, each refusal named) and directly, the
 * list's filters, edits, deletion and the bulk date (bank business days only), the 支払期日 on every path that sets a
 * date (a holiday due date answered with the day to pay; a later date only with a confirmed reason, logged), the
 * transfer file (validated first, byte-checked 全銀 payments.txt, Shift-JIS payments.csv, kept for re-download), the
 * plain CSV list, the two imports, 支払済 and its 取消, and other companies' ids (404, nothing changed).
 *
 * Today in Japan is Friday 2026-07-31 for these tests (Date is faked; sign-in runs on the real clock, as the database
 * checks token expiry against its own).
 */
import iconv from 'iconv-lite';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { contracts } from '../../../db/schema/contracts';
import { employees } from '../../../db/schema/employees';
import { companyTransferAccounts, paymentLogs, paymentNotificationGroups, paymentNotifications, payments } from '../../../db/schema/payments';
import { purchaseOrderItemGroups, purchaseOrders } from '../../../db/schema/purchase-orders';
import { workerAccountBankAccounts, workerAccounts } from '../../../db/schema/worker-accounts';
import { personalDataAccessLogs, workers } from '../../../db/schema/workers';
import { databaseFingerprint, useFakeToday, useTestApp, type AuthHeaders, type TestCompany } from '../../../../test/helpers';
import { workerPortalFixtures } from '../../../../test/worker-portal-helpers';
import { japanDate } from '@app/shared/format';

const ctx = useTestApp();

/** 09:30 on Friday 2026-07-31 in Japan. */
const NOW = new Date('2026-07-31T00:30:00Z');
const { fakeToday, signIn } = useFakeToday(ctx, NOW);

/** Business days in 2026: Fri 07-31, Mon 08-31; not: Sat 08-01, 勤労感謝の日 Mon 11-23. */
const FRIDAY = '2026-07-31';
const MONDAY = '2026-08-31';
const HOLIDAY = '2026-11-23';
const HOLIDAY_PROBLEM = '2026/11/23は銀行休業日（勤労感謝の日）のため振込日に指定できません。次の営業日は2026/11/24です。';

type Setup = Awaited<ReturnType<typeof setup>>;

async function addBank(workerId: number, holder: string) {
  const db = ctx.database.db;
  const [account] = await db.insert(workerAccounts).values({ email: `acct-${workerId}-${Math.random().toString(16).slice(2)}@example.com`, passwordHash: 'x' }).returning();
  await db.update(workers).set({ accountId: account!.id }).where(eq(workers.id, workerId));
  await db.insert(workerAccountBankAccounts).values({
    accountId: account!.id,
    bankCode: '0001',
    bankName: 'ミズホ',
    branchCode: '001',
    branchName: 'トウキヨウ',
    accountType: 'normal',
    accountNumber: '1234567',
    accountHolderKana: holder,
  });
}

async function addNotification(company: TestCompany, workerId: number, values: Partial<typeof paymentNotifications.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(paymentNotifications)
    .values({
      companyId: company.id,
      code: `pn${Math.random().toString(36).slice(2, 12)}`,
      number: `PN-${Math.random().toString(36).slice(2, 12)}`,
      workerId,
      status: 'approved',
      paymentMonth: '2026-07',
      paymentDate: FRIDAY,
      workerName: '山田 太郎',
      subtotal: 100_000,
      taxTotal: 10_000,
      withholding: 10_210,
      transferAmount: 99_790,
      ...values,
    })
    .returning();
  return row!;
}

async function setup() {
  const company = await ctx.makeCompany();
  const h = await signIn(company.owner.email);
  const yamada = await company.addWorker({ fullName: '山田 太郎', tradeName: '山田工房' });
  const sato = await company.addWorker({ fullName: '佐藤 花子' });
  await addBank(yamada.id, 'ﾔﾏﾀﾞ ﾀﾛｳ');
  await addBank(sato.id, 'ｻﾄｳ ﾊﾅｺ');
  await ctx.database.db.insert(companyTransferAccounts).values({
    companyId: company.id,
    bankCode: '0005',
    // display names as stored; the file writes the 全銀 master's kana
    bankName: '三菱ＵＦＪ銀行',
    branchCode: '123',
    branchName: '横浜中山',
    accountType: 'normal',
    accountNumber: '7654321',
    requesterCode: '1234567890',
    requesterName: 'ｶ)ﾃｽﾄ',
    isDefault: true,
  });
  return { company, h, yamada, sato };
}

async function createManual(s: Setup, workerCode: string, amount: number | string, paymentDate = FRIDAY, remarks = '') {
  const res = await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment: { worker_code: workerCode, payment_date: paymentDate, amount, remarks } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data[0] as { id: number; code: string; number: string };
}

/**
 * A 支払通知書 that pays one approved group due `dueDate` under a contract of the worker — with a 順延 agreement dated
 * `agreedOn` when given (the order is dated 2026-06-01) — its 支払予定日 `paymentDate`.
 */
async function addDueNotification(
  s: Setup,
  worker: { id: number },
  o: { dueDate: string; paymentDate: string; agreedOn?: string; lateReason?: string; workerName?: string },
) {
  const db = ctx.database.db;
  const contract = await s.company.addContract(worker.id);
  if (o.agreedOn) await db.update(contracts).set({ postponementAgreedOn: o.agreedOn }).where(eq(contracts.id, contract.id));
  const tag = Math.random().toString(36).slice(2, 10);
  const [order] = await db
    .insert(purchaseOrders)
    .values({ companyId: s.company.id, contractId: contract.id, workerId: worker.id, code: `po${tag}`, number: `PO-${tag}`, status: 'approved', title: '発注', orderDate: '2026-06-01' })
    .returning();
  const [group] = await db
    .insert(purchaseOrderItemGroups)
    .values({ companyId: s.company.id, purchaseOrderId: order!.id, position: 0, title: '一式', paymentDueDate: o.dueDate })
    .returning();
  const n = await addNotification(s.company, worker.id, {
    paymentDate: o.paymentDate,
    paymentDueDate: o.dueDate,
    lateReason: o.lateReason ?? null,
    ...(o.workerName ? { workerName: o.workerName } : {}),
  });
  await db.insert(paymentNotificationGroups).values({ paymentNotificationId: n.id, itemGroupId: group!.id, companyId: s.company.id });
  return n;
}

const ownerName = async (s: Setup) => (await ctx.database.db.select().from(employees).where(eq(employees.id, s.company.owner.id)))[0]!.name;
const logsOf = (paymentId: number) => ctx.database.db.select().from(paymentLogs).where(eq(paymentLogs.paymentId, paymentId)).orderBy(asc(paymentLogs.id));

const paymentRow = async (id: number) => (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

function upload(url: string, headers: AuthHeaders, content: string | Buffer) {
  const boundary = '----vitest' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="csv_file"; filename="payments.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
}

let A: Setup;
let B: Setup;
beforeAll(async () => {
  A = await setup();
  B = await setup();
});

describe('creating payments', () => {
  it('creates one payment directly and lists it with the worker 氏名／屋号, filtered by status, worker, date and export', async () => {
    const s = await setup();
    const p = await createManual(s, s.yamada.code, '120,000', FRIDAY, '7月分');
    await createManual(s, s.sato.code, 50_000, MONDAY);
    const list = await ctx.call('GET', '/api/v2/employee/payments', { headers: s.h });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total_count).toBe(2);
    // latest payment date first
    expect(list.json().data[1]).toMatchObject({
      id: p.id,
      worker: { code: s.yamada.code, name: '山田 太郎／山田工房' },
      amount: 120_000,
      withholding: 0,
      payment_date: FRIDAY,
      status: 'unpaid',
      status_label: '未払い',
      remarks: '7月分',
      exported_at: null,
      payment_notification: null,
      // 支払番号: per company and month of the payment date
      number: 'PY-202607-0001',
    });
    expect(list.json().data[0].number).toBe('PY-202608-0001');
    const count = async (query: string) => (await ctx.call('GET', `/api/v2/employee/payments?${query}`, { headers: s.h })).json().meta.total_count;
    // the keyword: the 支払番号 whole or a part (case folded), or the worker's name
    expect(await count(`keyword=PY-202607-0001`)).toBe(1);
    expect(await count(`keyword=py-2026`)).toBe(2);
    expect(await count(`keyword=202608`)).toBe(1);
    expect(await count(`keyword=${encodeURIComponent('佐藤')}`)).toBe(1);
    expect(await count(`keyword=PY-202609`)).toBe(0);
    expect(await count(`worker_code=${s.sato.code}`)).toBe(1);
    expect(await count('status=paid')).toBe(0);
    expect(await count('status=unpaid')).toBe(2);
    expect(await count('payment_date_from=2026/08/01')).toBe(1);
    expect(await count('payment_date_to=2026-07-31')).toBe(1);
    expect(await count('exported=true')).toBe(0);
    expect(await count('exported=false')).toBe(2);
    expect(await count('limit=1&page=2')).toBe(2);
    // another company's worker as a filter is refused
    const other = await ctx.call('GET', `/api/v2/employee/payments?worker_code=${B.yamada.code}`, { headers: s.h });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual([ja.payments.workerNotFound]);
  });

  it('refuses a payment date that is not a bank business day, suggesting the next one; a zero amount; another company’s worker', async () => {
    const holiday = await ctx.call('POST', '/api/v2/employee/payments', { headers: A.h, body: { payment: { worker_code: A.yamada.code, payment_date: HOLIDAY, amount: 1000 } } });
    expect(holiday.statusCode).toBe(422);
    expect(holiday.json().errors).toEqual([HOLIDAY_PROBLEM]);
    const zero = await ctx.call('POST', '/api/v2/employee/payments', { headers: A.h, body: { payment: { worker_code: A.yamada.code, payment_date: FRIDAY, amount: 0 } } });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toContain(ja.payments.amountPositive);
    const before = await databaseFingerprint(ctx);
    const other = await ctx.call('POST', '/api/v2/employee/payments', { headers: A.h, body: { payment: { worker_code: B.yamada.code, payment_date: FRIDAY, amount: 1000 } } });
    expect(other.statusCode).toBe(404);
    expect(await databaseFingerprint(ctx)).toEqual(before);
  });

  it('creates payments from approved notifications with their amounts, all or nothing, naming each refused notification', async () => {
    const s = await setup();
    const first = await addNotification(s.company, s.yamada.id);
    const second = await addNotification(s.company, s.sato.id, { workerName: '佐藤 花子', transferAmount: 55_000, withholding: 0, paymentDate: MONDAY });
    const reviewing = await addNotification(s.company, s.sato.id, { workerName: '佐藤 花子', status: 'reviewing' });
    const onHoliday = await addNotification(s.company, s.yamada.id, { paymentDate: HOLIDAY });
    const othersNotification = await addNotification(B.company, B.yamada.id);

    const payable = await ctx.call('GET', '/api/v2/employee/payments/payable_notifications', { headers: s.h });
    expect(payable.json().data.map((n: { id: number }) => n.id).sort()).toEqual([first.id, second.id, onHoliday.id].sort());

    const before = await databaseFingerprint(ctx);
    const refused = await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment_notification_ids: [first.id, reviewing.id, second.id, onHoliday.id] } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      ja.payments.notificationProblem('佐藤 花子', FRIDAY, ja.payments.notificationNotApproved),
      ja.payments.notificationProblem('山田 太郎', HOLIDAY, HOLIDAY_PROBLEM),
    ]);
    // another company's notification in the middle: 404, nothing written
    const foreign = await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment_notification_ids: [first.id, othersNotification.id, second.id] } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors).toEqual([ja.payments.notificationNotFound(othersNotification.id)]);
    expect(await databaseFingerprint(ctx)).toEqual(before);

    const created = await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment_notification_ids: [first.id, second.id] } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().meta.count).toBe(2);
    expect(created.json().data).toMatchObject([
      { amount: 99_790, withholding: 10_210, payment_date: FRIDAY, payment_notification: { id: first.id, code: first.code, number: first.number } },
      { amount: 55_000, withholding: 0, payment_date: MONDAY, payment_notification: { id: second.id } },
    ]);
    const again = await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment_notification_ids: [second.id] } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual([ja.payments.notificationProblem('佐藤 花子', MONDAY, ja.payments.notificationHasPayment)]);
    // the list finds a payment by its notification's 通知番号 too
    const byNotification = await ctx.call('GET', `/api/v2/employee/payments?keyword=${encodeURIComponent(second.number)}`, { headers: s.h });
    expect(byNotification.json().data.map((p: { amount: number }) => p.amount)).toEqual([55_000]);

    // the amount of a payment from a notification is the notification's
    const fromNotification = created.json().data[0].id as number;
    const amount = await ctx.call('PUT', `/api/v2/employee/payments/${fromNotification}`, { headers: s.h, body: { payment: { amount: 1 } } });
    expect(amount.statusCode).toBe(422);
    expect(amount.json().errors).toEqual([ja.payments.amountFromNotification]);
    const dated = await ctx.call('PUT', `/api/v2/employee/payments/${fromNotification}`, { headers: s.h, body: { payment: { payment_date: MONDAY, remarks: '月末に変更' } } });
    expect(dated.statusCode).toBe(200);
    expect(dated.json().data).toMatchObject({ payment_date: MONDAY, remarks: '月末に変更', amount: 99_790 });
  });
});

describe('editing, deleting and the bulk date', () => {
  it('edits amount, date and remarks; refuses a holiday; not once paid; deletes only unpaid, unexported payments', async () => {
    const p = await createManual(A, A.yamada.code, 10_000);
    const ok = await ctx.call('PUT', `/api/v2/employee/payments/${p.id}`, { headers: A.h, body: { payment: { amount: '12,345', payment_date: '2026/08/31' } } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ amount: 12_345, payment_date: MONDAY });
    const holiday = await ctx.call('PUT', `/api/v2/employee/payments/${p.id}`, { headers: A.h, body: { payment: { payment_date: HOLIDAY } } });
    expect(holiday.statusCode).toBe(422);
    expect(holiday.json().errors).toEqual([HOLIDAY_PROBLEM]);

    await ctx.database.db.update(payments).set({ status: 'paid', paidOn: MONDAY }).where(eq(payments.id, p.id));
    const paid = await ctx.call('PUT', `/api/v2/employee/payments/${p.id}`, { headers: A.h, body: { payment: { remarks: 'x' } } });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().errors).toEqual([ja.payments.alreadyPaid]);
    const delPaid = await ctx.call('DELETE', `/api/v2/employee/payments/${p.id}`, { headers: A.h });
    expect(delPaid.statusCode).toBe(409);
    expect(delPaid.json().errors).toEqual([ja.payments.cannotDeletePaid]);

    const q = await createManual(A, A.yamada.code, 10_000);
    // another company's employee: 404, nothing changes
    const before = await databaseFingerprint(ctx);
    expect((await ctx.call('PUT', `/api/v2/employee/payments/${q.id}`, { headers: B.h, body: { payment: { amount: 1 } } })).statusCode).toBe(404);
    expect((await ctx.call('DELETE', `/api/v2/employee/payments/${q.id}`, { headers: B.h })).statusCode).toBe(404);
    expect(await databaseFingerprint(ctx)).toEqual(before);
    const del = await ctx.call('DELETE', `/api/v2/employee/payments/${q.id}`, { headers: A.h });
    expect(del.statusCode).toBe(204);
    expect((await ctx.call('DELETE', `/api/v2/employee/payments/${q.id}`, { headers: A.h })).statusCode).toBe(404);
  });

  it('changes the date of many payments at once, all or nothing', async () => {
    const ps = [await createManual(A, A.yamada.code, 1000), await createManual(A, A.sato.code, 2000), await createManual(A, A.yamada.code, 3000)];
    const foreign = await createManual(B, B.yamada.code, 1000);
    const before = await databaseFingerprint(ctx);
    const bad = await ctx.call('PUT', '/api/v2/employee/payments/bulk', { headers: A.h, body: { paymentIds: [ps[0]!.id, foreign.id, ps[2]!.id], paymentDate: MONDAY } });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().errors).toEqual([ja.payments.paymentNotFoundId(foreign.id)]);
    const holiday = await ctx.call('PUT', '/api/v2/employee/payments/bulk', { headers: A.h, body: { paymentIds: ps.map((p) => p.id), paymentDate: HOLIDAY } });
    expect(holiday.statusCode).toBe(422);
    expect(holiday.json().errors).toEqual([HOLIDAY_PROBLEM]);
    expect(await databaseFingerprint(ctx)).toEqual(before);
    await ctx.database.db.update(payments).set({ status: 'paid' }).where(eq(payments.id, ps[1]!.id));
    const withPaid = await databaseFingerprint(ctx);
    const paid = await ctx.call('PUT', '/api/v2/employee/payments/bulk', { headers: A.h, body: { paymentIds: ps.map((p) => p.id), paymentDate: MONDAY } });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().errors).toEqual([ja.payments.alreadyPaidNamed('佐藤 花子')]);
    expect(await databaseFingerprint(ctx)).toEqual(withPaid);
    await ctx.database.db.update(payments).set({ status: 'unpaid' }).where(eq(payments.id, ps[1]!.id));

    const ok = await ctx.call('PUT', '/api/v2/employee/payments/bulk', { headers: A.h, body: { paymentIds: ps.map((p) => p.id), paymentDate: '2026/08/31' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().meta.count).toBe(3);
    const rows = await ctx.database.db.select().from(payments).where(inArray(payments.id, ps.map((p) => p.id)));
    expect(rows.map((r) => r.paymentDate)).toEqual([MONDAY, MONDAY, MONDAY]);
    expect((await paymentRow(foreign.id)).paymentDate).toBe(FRIDAY);
  });
});

describe('transfer files', () => {
  it('validates first, listing every problem by worker', async () => {
    const s = await setup();
    const noBank = await s.company.addWorker({ fullName: '口座 なし' });
    const badName = await s.company.addWorker({ fullName: '吉田 一郎' });
    await addBank(badName.id, '𠮷田');
    const ps = [
      await createManual(s, s.yamada.code, 1000),
      await createManual(s, noBank.code, 2000),
      await createManual(s, badName.code, 3000),
    ];
    await ctx.database.db.update(payments).set({ paymentDate: '2026-08-01' }).where(eq(payments.id, ps[0]!.id));
    const res = await ctx.call('POST', '/api/v2/employee/payments/exports/validates', { headers: s.h, body: { payment_id_list: ps.map((p) => p.id), is_except_already_transfered_payments: false } });
    expect(res.statusCode, res.body).toBe(200);
    const problems = res.json().data.problems as { payment_id: number; worker_name: string; message: string }[];
    expect(problems.find((p) => p.payment_id === ps[0]!.id)?.message).toMatch(/山田 太郎／山田工房: 2026\/08\/01は銀行休業日（土曜日）.*次の営業日は2026\/08\/03です。/);
    expect(problems.find((p) => p.payment_id === ps[1]!.id)?.message).toBe(`口座 なし: ${ja.transfer.noBankAccount}`);
    expect(problems.find((p) => p.payment_id === ps[2]!.id)?.message).toMatch(/^吉田 一郎: .*𠮷/);
    expect(res.json().data).toMatchObject({ count: 3, total: 6000 });

    // the export is refused with the same problems, and nothing changes
    const before = await databaseFingerprint(ctx);
    const refused = await ctx.call('POST', '/api/v2/employee/payments/exports', {
      headers: s.h,
      body: { payment_id_list: ps.map((p) => p.id), transfer_date: FRIDAY, export_format: 'txt', is_except_already_transfered_payments: false },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(expect.arrayContaining(problems.map((p) => p.message)));
    expect(await databaseFingerprint(ctx)).toEqual(before);
  });

  it('writes payments.txt (全銀, 120 bytes + CRLF per record), marks the payments exported, keeps it for re-download', async () => {
    const s = await setup();
    const ps = [await createManual(s, s.yamada.code, 99_790), await createManual(s, s.sato.code, 1_000_000)];
    const body = { payment_id_list: ps.map((p) => p.id), transfer_date: FRIDAY, export_format: 'txt', is_except_already_transfered_payments: true };
    const holiday = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: s.h, body: { ...body, transfer_date: HOLIDAY } });
    expect(holiday.statusCode).toBe(422);
    expect(holiday.json().errors).toEqual([HOLIDAY_PROBLEM]);

    const res = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: s.h, body });
    expect(res.statusCode, res.body).toBe(201);
    // named 振込データ_{振込データ番号}_{振込指定日}: the company's first transfer file of July 2026
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="FB-202607-0001_20260731.txt"; filename*=UTF-8''${encodeURIComponent('振込データ_FB-202607-0001_20260731.txt')}`,
    );
    const bytes = res.rawPayload;
    // header, two data records, trailer, end
    expect(bytes.length).toBe(5 * 122);
    for (let i = 0; i < 5; i++) expect([...bytes.subarray(i * 122 + 120, i * 122 + 122)]).toEqual([0x0d, 0x0a]);
    expect(iconv.decode(bytes.subarray(0, 120), 'cp932')).toBe(
      '1' + '21' + '0' + '1234567890' + 'ｶ)ﾃｽﾄ'.padEnd(40, ' ') + '0731' + '0005' + 'ﾐﾂﾋﾞｼﾕ-ｴﾌｼﾞｴｲ'.padEnd(15, ' ') + '123' + 'ﾖｺﾊﾏﾅｶﾔﾏ'.padEnd(15, ' ') + '1' + '7654321' + ' '.repeat(17),
    );
    const data = iconv.decode(bytes.subarray(122, 242), 'cp932');
    expect(data.slice(0, 1)).toBe('2');
    expect(data).toContain('ﾔﾏﾀﾞ ﾀﾛｳ');
    expect(data).toContain('0000099790');
    expect(iconv.decode(bytes.subarray(244, 364), 'cp932').slice(0, 1)).toBe('2');
    expect(iconv.decode(bytes.subarray(366, 486), 'cp932')).toBe('8' + '000002' + String(1_099_790).padStart(12, '0') + ' '.repeat(101));
    expect(iconv.decode(bytes.subarray(488, 608), 'cp932')).toBe('9' + ' '.repeat(119));

    const exportCode = res.headers['x-payment-export-code'] as string;
    const rows = await Promise.all(ps.map((p) => paymentRow(p.id)));
    expect(rows.every((r) => r.exportedAt !== null && r.exportId !== null)).toBe(true);
    const logs = await ctx.database.db.select().from(personalDataAccessLogs).where(eq(personalDataAccessLogs.companyId, s.company.id));
    expect(logs.map((l) => l.dataKinds)).toEqual(['bank_account', 'bank_account']);

    const history = await ctx.call('GET', '/api/v2/employee/payments/exports', { headers: s.h });
    expect(history.json().data).toMatchObject([
      { code: exportCode, number: 'FB-202607-0001', format: 'txt', file_name: '振込データ_FB-202607-0001_20260731.txt', transfer_date: FRIDAY, count: 2, total: 1_099_790 },
    ]);
    const again = await ctx.call('GET', `/api/v2/employee/payments/exports/${exportCode}`, { headers: s.h });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-disposition']).toBe(res.headers['content-disposition']);
    expect(Buffer.compare(again.rawPayload, bytes)).toBe(0);
    expect((await ctx.call('GET', `/api/v2/employee/payments/exports/${exportCode}`, { headers: B.h })).statusCode).toBe(404);

    const listed = await ctx.call('GET', '/api/v2/employee/payments?exported=true', { headers: s.h });
    expect(listed.json().data[0].export_code).toBe(exportCode);
    // already exported ones are left out when asked: nothing left
    const none = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: s.h, body });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual([ja.transfer.noPayments]);
    // deleting an exported payment is refused
    const del = await ctx.call('DELETE', `/api/v2/employee/payments/${ps[0]!.id}`, { headers: s.h });
    expect(del.statusCode).toBe(409);
    expect(del.json().errors).toEqual([ja.payments.cannotDeleteExported]);

    // payments.csv: Shift-JIS, CRLF, exported again when not excluded
    const csv = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: s.h, body: { ...body, export_format: 'csv', is_except_already_transfered_payments: false } });
    expect(csv.statusCode, csv.body).toBe(201);
    expect(csv.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('振込データ_FB-202607-0002_20260731.csv')}`);
    const text = iconv.decode(csv.rawPayload, 'cp932');
    expect(text.split('\r\n')[0]).toBe('振込指定日,銀行コード,銀行名,支店コード,支店名,預金種目,口座番号,受取人名,振込金額,ワーカーコード,支払コード,支払番号');
    expect(text.split('\r\n')[1]).toBe(`2026/07/31,0001,ミズホ,001,トウキヨウ,普通,1234567,ﾔﾏﾀﾞ ﾀﾛｳ,99790,${s.yamada.code},${ps[0]!.code},${ps[0]!.number}`);
  });

  it('refuses another company’s payments and transfer account, and a company without a transfer account', async () => {
    const p = await createManual(A, A.yamada.code, 1000);
    const foreign = await createManual(B, B.yamada.code, 1000);
    const before = await databaseFingerprint(ctx);
    const body = { payment_id_list: [p.id, foreign.id], transfer_date: FRIDAY, export_format: 'txt', is_except_already_transfered_payments: false };
    for (const url of ['/api/v2/employee/payments/exports', '/api/v2/employee/payments/exports/validates', '/api/v2/employee/payments/csv_exports']) {
      const res = await ctx.call('POST', url, { headers: A.h, body });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors).toEqual([ja.payments.paymentNotFoundId(foreign.id)]);
    }
    const [bAccount] = await ctx.database.db.select().from(companyTransferAccounts).where(eq(companyTransferAccounts.companyId, B.company.id));
    const account = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: A.h, body: { ...body, payment_id_list: [p.id], transfer_account_id: bAccount!.id } });
    expect(account.statusCode).toBe(404);
    expect(account.json().errors).toEqual([ja.payments.transferAccountNotFound]);
    expect(await databaseFingerprint(ctx)).toEqual(before);

    const c = await ctx.makeCompany();
    const ch = await signIn(c.owner.email);
    const w = await c.addWorker({ fullName: '口座 あり' });
    await addBank(w.id, 'ｺｳｻﾞ ｱﾘ');
    const res = await ctx.call('POST', '/api/v2/employee/payments', { headers: ch, body: { payment: { worker_code: w.code, payment_date: FRIDAY, amount: 1000 } } });
    const noAccount = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: ch, body: { ...body, payment_id_list: [res.json().data[0].id] } });
    expect(noAccount.statusCode).toBe(422);
    expect(noAccount.json().errors).toEqual([ja.payments.transferAccountMissing]);
  });

  it('a viewer cannot download a transfer file', async () => {
    const viewer = await A.company.addEmployee('viewer');
    const vh = await signIn(viewer.email);
    const p = await createManual(A, A.yamada.code, 1000);
    const res = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: vh, body: { payment_id_list: [p.id], transfer_date: FRIDAY, export_format: 'txt' } });
    expect(res.statusCode).toBe(403);
  });

  it('answers the plain list as UTF-8 CSV with a BOM', async () => {
    const p = await createManual(A, A.sato.code, 4321, FRIDAY, '=SUM(A1)');
    const res = await ctx.call('POST', '/api/v2/employee/payments/csv_exports', { headers: A.h, body: { payment_id_list: [p.id] } });
    expect(res.statusCode).toBe(200);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // named 支払一覧_{today in Japan}
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('支払一覧_20260731.csv')}`);
    const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('支払番号,支払コード,通知番号,ワーカーコード,ワーカー名,支払日,支払金額,源泉徴収税額,ステータス,支払完了日,振込データ出力日,備考');
    expect(p.number).toMatch(/^PY-202607-\d{4}$/);
    expect(lines[1]).toBe(`${p.number},${p.code},,${A.sato.code},佐藤 花子,2026/07/31,4321,0,未払い,,,'=SUM(A1)`);
  });
});

describe('imports', () => {
  it('marks payments paid by a result file (Shift-JIS too), their notifications 支払済; all or nothing with line and column', async () => {
    const s = await setup();
    const n = await addNotification(s.company, s.yamada.id);
    const fromNotification = (await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment_notification_ids: [n.id] } })).json().data[0] as { id: number; code: string };
    const direct = await createManual(s, s.sato.code, 5000);
    const foreign = await createManual(B, B.yamada.code, 1000);

    const before = await databaseFingerprint(ctx);
    const bad = await upload('/api/v2/employee/payments/imports', s.h, `支払コード,振込日\r\n${fromNotification.code},2026/07/31\r\n${foreign.code},2026/07/31\r\n${direct.code},2026/02/30\r\n`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([`3行目（支払コード）: ${ja.payments.importPaymentNotFound(foreign.code)}`, `4行目（振込日）: ${ja.validation.dateInvalid}`]);
    const header = await upload('/api/v2/employee/payments/imports', s.h, `コード\r\n${direct.code}\r\n`);
    expect(header.statusCode).toBe(422);
    expect(header.json().errors).toEqual([ja.payments.importUnknownColumns('コード')]);
    expect(await databaseFingerprint(ctx)).toEqual(before);

    // the 支払コード column takes a 支払番号 too (as the screens and the list CSV show it)
    const ok = await upload('/api/v2/employee/payments/imports', s.h, iconv.encode(`支払コード,振込日\r\n${fromNotification.code},2026/07/31\r\n${direct.number},\r\n`, 'cp932'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ meta: { count: 2 } });
    expect(await paymentRow(fromNotification.id)).toMatchObject({ status: 'paid', paidOn: FRIDAY });
    expect(await paymentRow(direct.id)).toMatchObject({ status: 'paid', paidOn: FRIDAY });
    const [notification] = await ctx.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.id, n.id));
    expect(notification!.status).toBe('paid');
    expect(await paymentRow(foreign.id)).toMatchObject({ status: 'unpaid' });

    const twice = await upload('/api/v2/employee/payments/imports', s.h, `支払コード\r\n${direct.code}\r\n`);
    expect(twice.json().errors).toEqual([`2行目（支払コード）: ${ja.payments.importAlreadyPaid}`]);
  });

  it('creates payments with amounts; every bad cell named; nothing written on a problem', async () => {
    const s = await setup();
    const before = await databaseFingerprint(ctx);
    const bad = await upload(
      '/api/v2/employee/payments/import_with_prices',
      s.h,
      `ワーカーコード,支払日,金額,備考\r\n${s.yamada.code},2026/07/31,"100,000",7月分\r\n${B.yamada.code},2026/11/23,0,\r\n,2026/7/31,abc,\r\n`,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      `3行目（ワーカーコード）: ${ja.payments.importWorkerNotFound(B.yamada.code)}`,
      `3行目（支払日）: ${HOLIDAY_PROBLEM}`,
      `3行目（金額）: ${ja.payments.importAmount}`,
      `4行目（ワーカーコード）: ${ja.validation.required}`,
      `4行目（金額）: ${ja.payments.importAmount}`,
    ]);
    const missing = await upload('/api/v2/employee/payments/import_with_prices', s.h, `ワーカーコード,金額\r\n${s.yamada.code},1\r\n`);
    expect(missing.json().errors).toEqual([ja.payments.importColumnsMissing('支払日')]);
    expect(await databaseFingerprint(ctx)).toEqual(before);

    const ok = await upload('/api/v2/employee/payments/import_with_prices', s.h, `ワーカーコード,支払日,金額,備考\r\n${s.yamada.code},2026/07/31,"100,000",7月分\r\n${s.sato.code},2026-08-31,5000,\r\n`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ meta: { count: 2 } });
    const list = (await ctx.call('GET', '/api/v2/employee/payments', { headers: s.h })).json();
    expect(list.data.map((p: { amount: number; payment_date: string; remarks: string | null }) => [p.amount, p.payment_date, p.remarks])).toEqual([
      [5000, MONDAY, null],
      [100_000, FRIDAY, '7月分'],
    ]);
  });

  it('offers both templates: the header row, UTF-8 with a BOM', async () => {
    for (const [url, header] of [
      ['/api/v2/employee/payments/imports/template', '支払コード,振込日'],
      ['/api/v2/employee/payments/import_with_prices/template', 'ワーカーコード,支払日,金額,備考'],
    ] as const) {
      const res = await ctx.call('GET', url, { headers: A.h });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.rawPayload.toString('utf8')).toBe(`\uFEFF${header}\r\n`);
    }
  });
});

describe('the 支払期日 (フリーランス新法 4条)', () => {
  const SATURDAY = '2026-10-31';

  it('a 支払期日 on a bank holiday: creation proposes the previous business day, the next one (≤ 2 days) only under a prior 順延 agreement (review §5.6)', async () => {
    const s = await setup();
    const plain = await addDueNotification(s, s.yamada, { dueDate: SATURDAY, paymentDate: SATURDAY });
    const res = await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment_notification_ids: [plain.id] } });
    expect(res.statusCode).toBe(422);
    // before: 「…次の営業日は2026/11/02です。」 — past the 支払期日
    expect(res.json().errors).toEqual([
      ja.payments.notificationProblem('山田 太郎', SATURDAY, '支払期日2026/10/31は銀行休業日（土曜日）です。前営業日の2026/10/30に支払ってください。'),
    ]);
    const agreed = await addDueNotification(s, s.sato, { dueDate: SATURDAY, paymentDate: SATURDAY, agreedOn: '2026-05-01', workerName: '佐藤 花子' });
    const postponed = await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment_notification_ids: [agreed.id] } });
    expect(postponed.json().errors).toEqual([
      ja.payments.notificationProblem('佐藤 花子', SATURDAY, '支払期日2026/10/31は銀行休業日（土曜日）です。契約の順延の合意により翌営業日の2026/11/02に支払えます（2日以内）。'),
    ]);
    // an agreement made after the order is not a prior one
    const afterOrder = await addDueNotification(s, s.sato, { dueDate: SATURDAY, paymentDate: SATURDAY, agreedOn: '2026-07-01', workerName: '佐藤 花子' });
    const previous = await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment_notification_ids: [afterOrder.id] } });
    expect(previous.json().errors[0]).toContain('前営業日の2026/10/30に支払ってください。');
    // paid on the agreed next business day: on time
    const onAgreedDay = await addDueNotification(s, s.yamada, { dueDate: SATURDAY, paymentDate: '2026-11-02', agreedOn: '2026-05-01' });
    const made = await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment_notification_ids: [onAgreedDay.id] } });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data[0]).toMatchObject({ payment_date: '2026-11-02', payment_due_date: SATURDAY, late: false, late_reason: null });
  });

  it('from notifications: a 支払予定日 after the 支払期日 needs a reason; with one the payment shows 支払遅延 and the log names the employee', async () => {
    const s = await setup();
    const late = await addDueNotification(s, s.yamada, { dueDate: FRIDAY, paymentDate: MONDAY });
    const onTime = await addDueNotification(s, s.sato, { dueDate: MONDAY, paymentDate: FRIDAY, workerName: '佐藤 花子' });
    const before = await databaseFingerprint(ctx);
    const refused = await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment_notification_ids: [late.id, onTime.id] } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([ja.paymentDue.lateNeedsReason(ja.payments.notificationLabel('山田 太郎'), MONDAY, FRIDAY)]);
    expect(refused.json().fields).toEqual({ late_reason: [ja.paymentDue.reasonRequired] });
    expect(await databaseFingerprint(ctx)).toEqual(before);

    const reason = '検収結果の確認に時間がかかったため';
    const created = await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment_notification_ids: [late.id, onTime.id], late_reason: reason } });
    expect(created.statusCode, created.body).toBe(201);
    const [latePayment, onTimePayment] = created.json().data as { id: number }[];
    expect(created.json().data).toMatchObject([
      { payment_date: MONDAY, payment_due_date: FRIDAY, late: true, late_reason: reason },
      { payment_date: FRIDAY, payment_due_date: MONDAY, late: false, late_reason: null },
    ]);
    expect(await logsOf(latePayment!.id)).toMatchObject([
      {
        action: 'late_payment_date',
        actorName: await ownerName(s),
        reason,
        paymentNotificationId: late.id,
        details: { payment_date: MONDAY, payment_due_date: FRIDAY, via: 'payment_notification' },
      },
    ]);
    expect(await logsOf(onTimePayment!.id)).toEqual([]);
    const listed = (await ctx.call('GET', `/api/v2/employee/payments?worker_code=${s.yamada.code}`, { headers: s.h })).json().data;
    expect(listed).toMatchObject([{ id: latePayment!.id, late: true, late_reason: reason }]);
  });

  it('a notification whose late date was confirmed with its reason becomes a payment without asking again', async () => {
    const s = await setup();
    const n = await addDueNotification(s, s.yamada, { dueDate: FRIDAY, paymentDate: MONDAY, lateReason: '請求書の再発行待ち' });
    const created = await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment_notification_ids: [n.id] } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data[0]).toMatchObject({ late: true, late_reason: '請求書の再発行待ち' });
    expect(await logsOf(created.json().data[0].id)).toMatchObject([{ action: 'late_payment_date', reason: '請求書の再発行待ち' }]);
  });

  it('a direct payment has a 支払期日 only when one is given; then a later date needs a reason and a holiday due date the day before', async () => {
    const s = await setup();
    const none = await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment: { worker_code: s.sato.code, payment_date: MONDAY, amount: 5000 } } });
    expect(none.json().data[0]).toMatchObject({ payment_due_date: null, late: false });
    const body = { worker_code: s.sato.code, payment_date: FRIDAY, payment_due_date: '2026/07/30', amount: 5000 };
    const refused = await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment: body } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([ja.paymentDue.lateNeedsReason(ja.payments.paymentLabel('佐藤 花子', 5000), FRIDAY, '2026-07-30')]);
    const made = await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment: { ...body, late_reason: '口座確認のため' } } });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data[0]).toMatchObject({ payment_due_date: '2026-07-30', late: true, late_reason: '口座確認のため' });
    expect(await logsOf(made.json().data[0].id)).toMatchObject([{ action: 'late_payment_date', reason: '口座確認のため', details: { via: 'create' } }]);
    const holiday = await ctx.call('POST', '/api/v2/employee/payments', {
      headers: s.h,
      body: { payment: { ...body, payment_date: '2026-08-01', payment_due_date: '2026-08-01' } },
    });
    expect(holiday.json().errors).toEqual(['支払期日2026/08/01は銀行休業日（土曜日）です。前営業日の2026/07/31に支払ってください。']);
  });

  it('changing the date of one payment or many: each late one is named until a reason is given; an on-time date clears it', async () => {
    const s = await setup();
    const n = await addDueNotification(s, s.yamada, { dueDate: FRIDAY, paymentDate: FRIDAY });
    const fromNotification = (await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment_notification_ids: [n.id] } })).json().data[0] as { id: number };
    const direct = await createManual(s, s.sato.code, 2000);
    const label = ja.payments.paymentLabel('山田 太郎／山田工房', 99_790);

    const one = await ctx.call('PUT', `/api/v2/employee/payments/${fromNotification.id}`, { headers: s.h, body: { payment: { payment_date: MONDAY } } });
    expect(one.statusCode).toBe(422);
    expect(one.json().errors).toEqual([ja.paymentDue.lateNeedsReason(label, MONDAY, FRIDAY)]);
    const oneOk = await ctx.call('PUT', `/api/v2/employee/payments/${fromNotification.id}`, { headers: s.h, body: { payment: { payment_date: MONDAY, late_reason: '社内承認待ち' } } });
    expect(oneOk.statusCode, oneOk.body).toBe(200);
    expect(oneOk.json().data).toMatchObject({ payment_date: MONDAY, late: true, late_reason: '社内承認待ち' });

    const ids = [fromNotification.id, direct.id];
    const before = await databaseFingerprint(ctx);
    const bulk = await ctx.call('PUT', '/api/v2/employee/payments/bulk', { headers: s.h, body: { paymentIds: ids, paymentDate: '2026-09-30' } });
    expect(bulk.statusCode).toBe(422);
    expect(bulk.json().errors).toEqual([ja.paymentDue.lateNeedsReason(label, '2026-09-30', FRIDAY)]);
    expect(await databaseFingerprint(ctx)).toEqual(before);
    const bulkOk = await ctx.call('PUT', '/api/v2/employee/payments/bulk', { headers: s.h, body: { paymentIds: ids, paymentDate: '2026-09-30', late_reason: '資金繰りの都合' } });
    expect(bulkOk.statusCode, bulkOk.body).toBe(200);
    expect(await paymentRow(fromNotification.id)).toMatchObject({ paymentDate: '2026-09-30', lateReason: '資金繰りの都合' });
    expect(await paymentRow(direct.id)).toMatchObject({ paymentDate: '2026-09-30', lateReason: null });

    const back = await ctx.call('PUT', '/api/v2/employee/payments/bulk', { headers: s.h, body: { paymentIds: ids, paymentDate: FRIDAY } });
    expect(back.statusCode, back.body).toBe(200);
    expect(await paymentRow(fromNotification.id)).toMatchObject({ paymentDate: FRIDAY, lateReason: null });
    expect((await logsOf(fromNotification.id)).map((l) => [l.action, l.reason, l.details.via])).toEqual([
      ['late_payment_date', '社内承認待ち', 'update'],
      ['late_payment_date', '資金繰りの都合', 'bulk'],
    ]);
  });

  it('a transfer file dated after a payment’s 支払期日 needs a reason, kept with the payment and logged', async () => {
    const s = await setup();
    const n = await addDueNotification(s, s.yamada, { dueDate: FRIDAY, paymentDate: FRIDAY });
    const p = (await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment_notification_ids: [n.id] } })).json().data[0] as { id: number };
    const body = { payment_id_list: [p.id], transfer_date: MONDAY, export_format: 'txt', is_except_already_transfered_payments: false };
    const refused = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: s.h, body });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([ja.paymentDue.lateNeedsReason(ja.payments.paymentLabel('山田 太郎／山田工房', 99_790), MONDAY, FRIDAY)]);
    expect((await paymentRow(p.id)).exportedAt).toBeNull();
    const ok = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: s.h, body: { ...body, late_reason: '振込元口座の残高確認' } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await paymentRow(p.id)).toMatchObject({ lateReason: '振込元口座の残高確認' });
    expect(await logsOf(p.id)).toMatchObject([{ action: 'late_payment_date', details: { payment_date: MONDAY, payment_due_date: FRIDAY, via: 'export' } }]);
  });
});

describe('全銀 rules at export', () => {
  it('refuses a savings 振込元口座 saved before the rule (review §7.2: the header said 4), saying to change it', async () => {
    const s = await setup();
    await ctx.database.db.update(companyTransferAccounts).set({ accountType: 'savings' }).where(eq(companyTransferAccounts.companyId, s.company.id));
    const p = await createManual(s, s.yamada.code, 1000);
    for (const format of ['txt', 'csv']) {
      const res = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: s.h, body: { payment_id_list: [p.id], transfer_date: FRIDAY, export_format: format } });
      expect(res.statusCode, format).toBe(422);
      expect(res.json().errors).toEqual([ja.transfer.requesterAccountSavings]);
    }
  });

  it('refuses a 振込指定日 before today in Japan, and one a year or more ahead (review §7.6)', async () => {
    const s = await setup();
    const p = await createManual(s, s.yamada.code, 1000);
    const body = { payment_id_list: [p.id], export_format: 'txt' };
    const past = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: s.h, body: { ...body, transfer_date: '2026-07-30' } });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual(['振込指定日2026/07/30は過去の日付です（本日は2026/07/31）。本日以降の銀行営業日を指定してください。']);
    const far = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: s.h, body: { ...body, transfer_date: '2027-08-02' } });
    expect(far.json().errors).toEqual(['振込指定日2027/08/02は1年以上先です。全銀形式の振込指定日は月日だけのため、2027/07/31より前の日付を指定してください。']);
  });

  it('writes a corporate 受取人名 with its 法人略語: カブシキガイシャ in full becomes ｶ) (review §7.4), byte by byte', async () => {
    const s = await setup();
    const company = await s.company.addWorker({ fullName: '山田商事 経理部' });
    await addBank(company.id, 'カブシキガイシャ ヤマダショウジ');
    const p = await createManual(s, company.code, 33_000);
    const res = await ctx.call('POST', '/api/v2/employee/payments/exports', { headers: s.h, body: { payment_id_list: [p.id], transfer_date: FRIDAY, export_format: 'txt' } });
    expect(res.statusCode, res.body).toBe(201);
    const holder = res.rawPayload.subarray(122 + 50, 122 + 80);
    // ｶ ) ﾔ ﾏ ﾀ ﾞ ｼ ﾖ ｳ ｼ ﾞ, then spaces (before: ｶﾌﾞｼｷｶﾞｲｼﾔ ﾔﾏﾀﾞｼﾖｳｼﾞ, 20 bytes of the 30 for the legal form)
    expect([...holder]).toEqual([0xb6, 0x29, 0xd4, 0xcf, 0xc0, 0xde, 0xbc, 0xd6, 0xb3, 0xbc, 0xde, ...Array<number>(19).fill(0x20)]);
  });
});

describe('支払済 and its 取消', () => {
  it('marks the chosen payments paid in one transaction with their notifications, logging each; a future 振込日 or an already paid one is named', async () => {
    const s = await setup();
    const n = await addNotification(s.company, s.yamada.id);
    const fromNotification = (await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment_notification_ids: [n.id] } })).json().data[0] as { id: number };
    const direct = await createManual(s, s.sato.code, 5000);
    const future = await createManual(s, s.sato.code, 7000, MONDAY);
    const foreign = await createManual(B, B.yamada.code, 1000);
    const url = '/api/v2/employee/payments/paid';

    const before = await databaseFingerprint(ctx);
    const futureDate = await ctx.call('POST', url, { headers: s.h, body: { payment_ids: [fromNotification.id, future.id] } });
    expect(futureDate.statusCode).toBe(422);
    expect(futureDate.json().errors).toEqual([ja.payments.paidFutureNamed('佐藤 花子', MONDAY, FRIDAY)]);
    const futurePaidOn = await ctx.call('POST', url, { headers: s.h, body: { payment_ids: [fromNotification.id], paid_on: '2026/08/01' } });
    expect(futurePaidOn.json().errors).toEqual([ja.payments.paidFutureNamed('山田 太郎／山田工房', '2026-08-01', FRIDAY)]);
    const other = await ctx.call('POST', url, { headers: s.h, body: { payment_ids: [direct.id, foreign.id] } });
    expect(other.statusCode).toBe(404);
    expect(other.json().errors).toEqual([ja.payments.paymentNotFoundId(foreign.id)]);
    expect(await databaseFingerprint(ctx)).toEqual(before);

    const ok = await ctx.call('POST', url, { headers: s.h, body: { payment_ids: [fromNotification.id, direct.id], paid_on: '2026/07/30' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().meta.count).toBe(2);
    expect(ok.json().data).toMatchObject([
      { id: fromNotification.id, status: 'paid', paid_on: '2026-07-30' },
      { id: direct.id, status: 'paid', paid_on: '2026-07-30' },
    ]);
    const [notification] = await ctx.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.id, n.id));
    expect(notification!.status).toBe('paid');
    expect(await logsOf(direct.id)).toMatchObject([{ action: 'paid', actorName: await ownerName(s), details: { paid_on: '2026-07-30', via: 'screen' } }]);
    const again = await ctx.call('POST', url, { headers: s.h, body: { payment_ids: [direct.id, future.id] } });
    expect(again.json().errors).toEqual([ja.payments.alreadyPaidMark('佐藤 花子'), ja.payments.paidFutureNamed('佐藤 花子', MONDAY, FRIDAY)]);
  });

  it('undoes 支払済: unpaid again without a paid date, the 支払通知書 back to 承認済, logged; an unpaid one is refused by name', async () => {
    const s = await setup();
    const n = await addNotification(s.company, s.yamada.id);
    const p = (await ctx.call('POST', '/api/v2/employee/payments', { headers: s.h, body: { payment_notification_ids: [n.id] } })).json().data[0] as { id: number };
    const unpaid = await createManual(s, s.sato.code, 5000);
    expect((await ctx.call('POST', '/api/v2/employee/payments/paid', { headers: s.h, body: { payment_ids: [p.id] } })).statusCode).toBe(200);
    const before = await databaseFingerprint(ctx);
    const refused = await ctx.call('POST', '/api/v2/employee/payments/paid_undo', { headers: s.h, body: { payment_ids: [p.id, unpaid.id] } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([ja.payments.notPaidUndo('佐藤 花子')]);
    expect(await databaseFingerprint(ctx)).toEqual(before);

    const undone = await ctx.call('POST', '/api/v2/employee/payments/paid_undo', { headers: s.h, body: { payment_ids: [p.id] } });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject([{ id: p.id, status: 'unpaid', paid_on: null }]);
    const [notification] = await ctx.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.id, n.id));
    expect(notification!.status).toBe('approved');
    expect((await logsOf(p.id)).map((l) => [l.action, l.actorName, l.details.paid_on])).toEqual([
      ['paid', await ownerName(s), FRIDAY],
      ['paid_undone', await ownerName(s), FRIDAY],
    ]);
    expect((await ctx.call('POST', '/api/v2/employee/payments/paid_undo', { headers: B.h, body: { payment_ids: [p.id] } })).statusCode).toBe(404);
  });

  it('the paid import refuses a future 振込日, written or taken from the payment date, and logs what it marks', async () => {
    const s = await setup();
    const today = await createManual(s, s.yamada.code, 1000);
    const later = await createManual(s, s.sato.code, 2000, MONDAY);
    const bad = await upload('/api/v2/employee/payments/imports', s.h, `支払コード,振込日\r\n${today.code},2026/08/03\r\n${later.code},\r\n`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([`2行目（振込日）: ${ja.payments.paidFuture('2026-08-03', FRIDAY)}`, `3行目（振込日）: ${ja.payments.paidFuture(MONDAY, FRIDAY)}`]);
    const ok = await upload('/api/v2/employee/payments/imports', s.h, `支払コード,振込日\r\n${today.code},\r\n`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await logsOf(today.id)).toMatchObject([{ action: 'paid', details: { paid_on: FRIDAY, via: 'import' } }]);
  });
});

describe('the worker’s 支払履歴 (portal)', () => {
  it('never shows a payment as paid before its 振込日 (a future paid date left by the old import)', async () => {
    // real clock here: the portal reads today in Japan from the database
    vi.useRealTimers();
    try {
      const portal = workerPortalFixtures(ctx);
      const company = await ctx.makeCompany();
      const invited = await portal.invite(company);
      const worker = await portal.accept(invited.token);
      const day = (offset: number) => japanDate(new Date(Date.now() + offset * 86_400_000))!;
      const values = { companyId: company.id, workerId: invited.workerId, status: 'paid' as const, amount: 10_000 };
      await ctx.database.db.insert(payments).values([
        { ...values, code: `past${invited.workerId}`, number: `PY-past${invited.workerId}`, paymentDate: day(-3), paidOn: day(-3) },
        { ...values, code: `today${invited.workerId}`, number: `PY-today${invited.workerId}`, paymentDate: day(0), paidOn: day(0), amount: 20_000 },
        { ...values, code: `future${invited.workerId}`, number: `PY-future${invited.workerId}`, paymentDate: day(30), paidOn: day(30), amount: 30_000 },
      ]);
      const res = await ctx.call('GET', '/api/v2/worker/payments', { headers: worker });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json().data as { amount: number }[]).map((p) => p.amount)).toEqual([20_000, 10_000]);
    } finally {
      fakeToday();
    }
  });
});
