import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { useTestApp, type TestCompany } from '../../test/helpers';
import { contracts } from '../db/schema/contracts';
import { paymentNotificationGroups, paymentNotifications, payments } from '../db/schema/payments';
import { purchaseOrderItemGroups, purchaseOrders } from '../db/schema/purchase-orders';
import { runDueDailyJobs } from './daily';
import { OutboxWorker } from './outbox';
import { businessDaysAhead, paymentAlertJobs, sendPaymentDueSoon, sendPaymentsDueThisWeek, sendUnexportedPayments } from './payment-alerts';
import { startSmtp } from '../../test/smtp-helpers';

const ctx = useTestApp();
const log = pino({ level: 'silent' });
const APP_URL = 'http://localhost:3000';
const SETTINGS = '/api/v2/employee/companies/alert_email_settings';

/** The payments module owns the table and has no writer yet: the fixtures are inserted here. */
async function addPayment(
  company: TestCompany,
  workerId: number,
  p: { paymentDate: string; amount: number; status?: 'unpaid' | 'paid'; exported?: boolean; dueDate?: string; notificationId?: number },
) {
  const [row] = await ctx.database.db.insert(payments).values({
    companyId: company.id,
    code: `pay-${randomBytes(6).toString('hex')}`,
    number: `PY-TEST-${randomBytes(6).toString('hex')}`,
    workerId,
    status: p.status ?? 'unpaid',
    paymentDate: p.paymentDate,
    amount: p.amount,
    exportedAt: p.exported ? new Date().toISOString() : null,
    paymentDueDate: p.dueDate ?? null,
    paymentNotificationId: p.notificationId ?? null,
  }).returning();
  return row!;
}

/** A 支払通知書 in `status` paying one group due `dueDate` (its contract agreed to postpone when `agreed`). */
async function addDueNotification(
  company: TestCompany,
  workerId: number,
  n: { dueDate: string; amount: number; status: 'before_sending' | 'reviewing' | 'approved' | 'paid'; agreed?: boolean },
) {
  const db = ctx.database.db;
  const tag = randomBytes(5).toString('hex');
  const contract = await company.addContract(workerId);
  if (n.agreed) await db.update(contracts).set({ postponementAgreedOn: '2026-04-01' }).where(eq(contracts.id, contract.id));
  const [order] = await db
    .insert(purchaseOrders)
    .values({ companyId: company.id, contractId: contract.id, workerId, code: `po${tag}`, number: `PO-${tag}`, status: 'approved', title: '発注', orderDate: '2026-05-01' })
    .returning();
  const [group] = await db.insert(purchaseOrderItemGroups).values({ companyId: company.id, purchaseOrderId: order!.id, position: 0, title: '一式', paymentDueDate: n.dueDate }).returning();
  const [notification] = await db
    .insert(paymentNotifications)
    .values({
      companyId: company.id,
      code: `pn${tag}`,
      number: `PN-${tag}`,
      workerId,
      status: n.status,
      paymentMonth: n.dueDate.slice(0, 7),
      paymentDate: n.dueDate,
      paymentDueDate: n.dueDate,
      workerName: '通知 太郎',
      transferAmount: n.amount,
    })
    .returning();
  await db.insert(paymentNotificationGroups).values({ paymentNotificationId: notification!.id, itemGroupId: group!.id, companyId: company.id });
  return notification!;
}

/** Delivers the outbox to a real SMTP server on a loopback port; answers recipient → decoded text part. */
async function deliverOutbox(): Promise<{ to: string; subject: string; text: string }[]> {
  const smtp = await startSmtp();
  const worker = new OutboxWorker({ db: ctx.database.db, smtpUrl: smtp.url, mailDir: '/nonexistent', from: 'no-reply@example.com', log });
  while ((await worker.runOnce()) > 0) {
    // every due mail, 20 per round
  }
  await worker.stop();
  await smtp.close();
  return smtp.received.map(({ raw }) => ({ to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '', subject: decodeSubject(raw), text: textPart(raw) }));
}

function decodeSubject(raw: string): string {
  const header = /^Subject: ([\s\S]*?)\r\n(?=\S)/m.exec(raw)?.[1] ?? '';
  return header
    .split(/\r\n\s+/)
    .map((w) => w.replace(/=\?UTF-8\?([BQ])\?(.*?)\?=/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    ))
    .join('');
}

function textPart(raw: string): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r\nContent-Transfer-Encoding: ([\w-]+)\r\n\r\n([\s\S]*?)\r\n(?:--|$)/i.exec(raw);
  if (!part) throw new Error(`no text part in ${raw.slice(0, 500)}`);
  const [, encoding, body] = part;
  if (encoding!.toLowerCase() === 'base64') return Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8');
  const bytes = body!.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('businessDaysAhead', () => {
  it('counts bank business days: weekends, holidays and the year-end break are skipped', () => {
    // Thursday → Fri, Mon, Tue
    expect(businessDaysAhead('2026-05-14', 3)).toBe('2026-05-19');
    // Friday 2026-11-20 → Tue 24 (Mon 23 is 勤労感謝の日), Wed 25, Thu 26
    expect(businessDaysAhead('2026-11-20', 3)).toBe('2026-11-26');
    expect(businessDaysAhead('2026-12-29', 3)).toBe('2027-01-05');
  });
});

describe('the 支払期日 alert (payment_due_soon)', () => {
  it('lists, N bank business days before, what is still owed against a 支払期日: unpaid payments and sent or approved notifications without one', async () => {
    const a = await ctx.makeCompany('株式会社期日');
    const yamada = await a.addWorker({ fullName: '山田 太郎', tradeName: '山田工房' });
    const sato = await a.addWorker({ fullName: '佐藤 花子' });
    // today Tuesday 2026-08-04; the default lead is 3: the alert day of Fri 08-07 is 08-04
    await addPayment(a, yamada.id, { paymentDate: '2026-08-07', dueDate: '2026-08-07', amount: 111_111 });
    await addPayment(a, yamada.id, { paymentDate: '2026-08-07', dueDate: '2026-08-07', amount: 222_222, status: 'paid' });
    await addPayment(a, yamada.id, { paymentDate: '2026-08-12', dueDate: '2026-08-12', amount: 333_333 }); // its alert day is 08-06
    await addPayment(a, yamada.id, { paymentDate: '2026-07-31', dueDate: '2026-08-03', amount: 444_444 }); // past due: the list shows it late
    // due Saturday 08-08: paid on Friday 08-07, so its alert day is 08-04 too
    const notificationOnly = await addDueNotification(a, sato.id, { dueDate: '2026-08-08', amount: 55_000, status: 'approved' });
    await addDueNotification(a, sato.id, { dueDate: '2026-08-07', amount: 66_000, status: 'before_sending' });
    // a notification with its (unpaid) payment: listed once, as the payment
    const withPayment = await addDueNotification(a, sato.id, { dueDate: '2026-08-06', amount: 77_000, status: 'approved' });
    await addPayment(a, sato.id, { paymentDate: '2026-08-06', amount: 77_000, notificationId: withPayment.id });
    // a company with a lead of 5 business days: Wed 08-12 is alerted on 08-04 (Tue 08-11 山の日 is skipped)
    const b = await ctx.makeCompany('株式会社五日前');
    const bWorker = await b.addWorker({ fullName: '鈴木 一郎' });
    await addPayment(b, bWorker.id, { paymentDate: '2026-08-12', dueDate: '2026-08-12', amount: 99_000 });
    const bh = await ctx.signIn(b.owner.email);
    const saved = await ctx.call('PUT', SETTINGS, { headers: bh, body: { alert_email_setting: { due_alert_business_days: 5 } } });
    expect(saved.json().data.alert_email_setting.due_alert_business_days).toBe(5);
    // a company that turned it off
    const c = await ctx.makeCompany('株式会社オフ期日');
    const cWorker = await c.addWorker({ fullName: '中村 三郎' });
    await addPayment(c, cWorker.id, { paymentDate: '2026-08-07', dueDate: '2026-08-07', amount: 12_345 });
    await ctx.call('PUT', SETTINGS, {
      headers: await ctx.signIn(c.owner.email),
      body: { alert_email_setting: { alerts: [{ kind: 'payment_due_soon', enabled: false, employee_ids: [] }] } },
    });
    await deliverOutbox(); // earlier tests' mail out of the way

    expect(await sendPaymentDueSoon(ctx.database.db, '2026-08-04', { appUrl: APP_URL })).toBe(2);
    const mails = await deliverOutbox();
    const toA = mails.find((m) => m.to === a.owner.email)!;
    expect(toA.subject).toBe(ja.alerts.mail.dueSoonSubject(3));
    expect(toA.text).toContain(ja.alerts.mail.dueSoonBody(3, 3));
    expect(toA.text).toContain('「山田 太郎／山田工房」');
    expect(toA.text).toContain('支払期日・金額: 2026/08/07 ¥111,111');
    expect(toA.text).toContain('「佐藤 花子（支払未作成の支払通知書）」');
    expect(toA.text).toContain('支払期日・金額: 2026/08/08（振込は2026/08/07まで） ¥55,000');
    // each item named by its number: a notification without a payment by its 通知番号
    expect(toA.text).toContain(`通知番号: ${notificationOnly.number}`);
    expect(toA.text).toContain('支払期日・金額: 2026/08/06 ¥77,000');
    expect(toA.text.split('¥77,000').length).toBe(2);
    expect(toA.text).toContain(ja.alerts.mail.total('¥243,111'));
    for (const absent of ['¥222,222', '¥333,333', '¥444,444', '¥66,000']) expect(toA.text).not.toContain(absent);
    const toB = mails.find((m) => m.to === b.owner.email)!;
    expect(toB.text).toContain(ja.alerts.mail.dueSoonBody(5, 1));
    expect(toB.text).toContain('支払期日・金額: 2026/08/12 ¥99,000');
    expect(mails.some((m) => m.to === c.owner.email)).toBe(false);
    // the next day it is sent again while unpaid; after the last on-time day, no longer
    expect(await sendPaymentDueSoon(ctx.database.db, '2026-08-05', { appUrl: APP_URL })).toBe(2);
    await deliverOutbox();
    expect(await sendPaymentDueSoon(ctx.database.db, '2026-08-13', { appUrl: APP_URL })).toBe(0);
  });
});

describe('the payment alert mails', () => {
  it('今週支払予定 on a Monday: one mail per recipient listing this week’s unpaid payments; a company that turned it off gets none', async () => {
    const a = await ctx.makeCompany('株式会社アラート');
    const admin = await a.addEmployee('administrator');
    await a.addEmployee('general');
    const yamada = await a.addWorker({ fullName: '山田 太郎', tradeName: '山田工房' });
    const sato = await a.addWorker({ fullName: '佐藤 花子' });
    const big = await addPayment(a, yamada.id, { paymentDate: '2026-05-13', amount: 1_234_567 });
    await addPayment(a, sato.id, { paymentDate: '2026-05-17', amount: 50_000, exported: true });
    await addPayment(a, sato.id, { paymentDate: '2026-05-15', amount: 999, status: 'paid' });
    await addPayment(a, sato.id, { paymentDate: '2026-05-18', amount: 777 });
    const b = await ctx.makeCompany('株式会社オフ');
    const bWorker = await b.addWorker({ fullName: '鈴木 一郎' });
    await addPayment(b, bWorker.id, { paymentDate: '2026-05-12', amount: 10_000 });
    await ctx.call('PUT', SETTINGS, {
      headers: await ctx.signIn(b.owner.email),
      body: { alert_email_setting: { alerts: [{ kind: 'payments_due_this_week', enabled: false, employee_ids: [] }] } },
    });

    expect(await sendPaymentsDueThisWeek(ctx.database.db, '2026-05-11', { appUrl: APP_URL })).toBe(2);
    const mails = await deliverOutbox();
    expect(mails.map((m) => m.to).sort()).toEqual([a.owner.email, admin.email].sort());
    const mail = mails.find((m) => m.to === admin.email)!;
    expect(mail.subject).toBe(ja.alerts.mail.dueThisWeekSubject(2));
    expect(mail.text).toContain('社員 administrator 様');
    expect(mail.text).toContain(ja.alerts.mail.dueThisWeekBody('2026/05/11', '2026/05/17', 2));
    expect(mail.text).toContain('「山田 太郎／山田工房」');
    expect(mail.text).toContain(`支払番号: ${big.number}`);
    expect(mail.text).toContain('支払予定日・金額: 2026/05/13 ¥1,234,567');
    expect(mail.text).toContain('「佐藤 花子」');
    expect(mail.text).toContain('支払予定日・金額: 2026/05/17 ¥50,000');
    expect(mail.text).toContain(ja.alerts.mail.total('¥1,284,567'));
    expect(mail.text).toContain(`${APP_URL}/payments`);
    // paid, next week's and the other company's payments are not listed
    expect(mail.text).not.toContain('¥999');
    expect(mail.text).not.toContain('¥777');
    expect(mails.some((m) => m.text.includes('鈴木'))).toBe(false);
  });

  it('振込データ未出力: unexported unpaid payments due within 3 business days, to the chosen recipients', async () => {
    const company = await ctx.makeCompany();
    const general = await company.addEmployee('general');
    const worker = await company.addWorker({ fullName: '高橋 次郎' });
    await addPayment(company, worker.id, { paymentDate: '2026-06-03', amount: 300_000 });
    await addPayment(company, worker.id, { paymentDate: '2026-06-05', amount: 400_000 });
    await addPayment(company, worker.id, { paymentDate: '2026-06-04', amount: 111_111, exported: true });
    await ctx.call('PUT', SETTINGS, {
      headers: await ctx.signIn(company.owner.email),
      body: { alert_email_setting: { alerts: [{ kind: 'unexported_payments', enabled: true, employee_ids: [general.id] }] } },
    });
    // Monday 2026-06-01: the window ends Thursday 06-04 (3 calendar days until business days are wired)
    expect(await sendUnexportedPayments(ctx.database.db, '2026-06-01', { appUrl: APP_URL })).toBe(1);
    const mails = (await deliverOutbox()).filter((m) => m.text.includes('高橋'));
    expect(mails.map((m) => m.to)).toEqual([general.email]);
    expect(mails[0]!.subject).toBe(ja.alerts.mail.unexportedSubject(1));
    expect(mails[0]!.text).toContain(ja.alerts.mail.unexportedBody('2026/06/04', 1));
    expect(mails[0]!.text).toContain('支払予定日・金額: 2026/06/03 ¥300,000');
    expect(mails[0]!.text).not.toContain('¥400,000');
    expect(mails[0]!.text).not.toContain('¥111,111');
  });

  it('registered with the daily runner: from 8:00 on a Monday both alerts run once, however often it checks', async () => {
    const company = await ctx.makeCompany();
    const worker = await company.addWorker({ fullName: '伊藤 三郎' });
    await addPayment(company, worker.id, { paymentDate: '2026-07-07', amount: 70_000 });
    await deliverOutbox(); // earlier tests' mail out of the way
    const jobs = paymentAlertJobs({ appUrl: APP_URL });
    // Monday 2026-07-06 07:59 in Japan: nothing yet
    expect(await runDueDailyJobs(ctx.database.db, jobs, log, new Date('2026-07-05T22:59:00Z'))).toEqual([]);
    // two instances checking at 08:01
    const checks = await Promise.all([
      runDueDailyJobs(ctx.database.db, jobs, log, new Date('2026-07-05T23:01:00Z')),
      runDueDailyJobs(ctx.database.db, jobs, log, new Date('2026-07-05T23:01:00Z')),
    ]);
    expect(checks.flat().sort()).toEqual(['payment_due_soon', 'payments_due_this_week', 'unexported_payments']);
    expect(await runDueDailyJobs(ctx.database.db, jobs, log, new Date('2026-07-06T05:00:00Z'))).toEqual([]);
    const mails = (await deliverOutbox()).filter((m) => m.text.includes('伊藤 三郎'));
    expect(mails.map((m) => m.subject).sort()).toEqual([ja.alerts.mail.dueThisWeekSubject(1), ja.alerts.mail.unexportedSubject(1)].sort());
    expect(mails.every((m) => m.to === company.owner.email)).toBe(true);
  });
});
