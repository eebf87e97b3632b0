/**
 * 支払通知書 through the API: made in bulk from approved item groups (one per worker and payment month), edited with
 * adjustments, sent (mail + portal notice), answered by the worker (修正依頼 with a comment, then 承認), paid, and
 * discarded — every bulk call all-or-nothing, every refused transition a Japanese 409, another company's ids 404.
 * The PDF is read back with pdftotext for every item a 仕入明細書 must show.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { companies } from '../../../db/schema/companies';
import { contracts } from '../../../db/schema/contracts';
import { notifications } from '../../../db/schema/notifications';
import { paymentNotifications } from '../../../db/schema/payments';
import { purchaseOrders } from '../../../db/schema/purchase-orders';
import { workerAccountProfiles } from '../../../db/schema/worker-accounts';
import { workerNotices } from '../../../db/schema/worker-notices';
import { workers } from '../../../db/schema/workers';
import { mailOutbox } from '../../../db/schema/mail-outbox';
import * as deliveriesRepo from '../../ordering/deliveries/deliveries.repository';
import { makeCompanyWithRecords, useTestApp, type AuthHeaders } from '../../../../test/helpers';
import { uniqueWorkerEmail, workerPortalFixtures } from '../../../../test/worker-portal-helpers';
import { approveOverdue } from './payment-notifications.service';
import { markNotificationsPaid } from './payment-notification-payments.repository';

const run = promisify(execFile);
const ctx = useTestApp();
const portal = workerPortalFixtures(ctx);

type Setup = Awaited<ReturnType<typeof setUp>>;

/**
 * A company with a portal worker (registered: no; withholding contract) and an approved order of four groups:
 * three delivered and approved (due 07-25, 07-31, 08-25), one still awaiting review.
 */
async function setUp() {
  const company = await ctx.makeCompany();
  const email = uniqueWorkerEmail();
  const invited = await portal.invite(company, email);
  const worker = await portal.accept(invited.token);
  const owner = invited.owner;
  const contractCode = (await ctx.call('GET', `/api/workers/${invited.workerCode}/contract`, { headers: owner })).json().data.contract.code as string;
  const db = ctx.database.db;
  await db.update(contracts).set({ withholdingType: 'withhold' }).where(eq(contracts.code, contractCode));
  const group = (title: string, due: string, items: { name: string; quantity: number; unit_price: number; tax_rate: number }[]) => ({
    title,
    delivery_date: '2026-06-30',
    payment_due_date: due,
    items,
  });
  const created = await ctx.call('POST', `/api/v2/employee/contracts/${contractCode}/purchase_orders`, {
    headers: owner,
    body: {
      title: 'サイト制作',
      order_date: '2026-06-01',
      delivery_place: '電子メール',
      payment_method: '銀行振込',
      item_groups: [
        group('デザイン', '2026-07-31', [
          { name: 'トップページデザイン', quantity: 1, unit_price: 300_000, tax_rate: 10 },
          { name: '打合せ弁当', quantity: 2, unit_price: 1_080, tax_rate: 8 },
        ]),
        group('コーディング', '2026-07-25', [{ name: 'HTMLコーディング', quantity: 1, unit_price: 200_000, tax_rate: 10 }]),
        group('運用', '2026-08-25', [{ name: '保守運用', quantity: 1, unit_price: 50_000, tax_rate: 10 }]),
        group('追加', '2026-08-25', [{ name: '追加作業', quantity: 1, unit_price: 10_000, tax_rate: 10 }]),
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json().data as { id: number; code: string; item_groups: { id: number }[] };
  const [contract] = await db.select().from(contracts).where(eq(contracts.code, contractCode));
  await db.update(purchaseOrders).set({ status: 'approved', submittedAt: new Date().toISOString() }).where(eq(purchaseOrders.id, order.id));
  const [design, coding, ops, extra] = order.item_groups.map((g) => g.id) as [number, number, number, number];
  let n = 0;
  for (const [groupId, status] of [
    [design, 'approved'],
    [coding, 'approved'],
    [ops, 'approved'],
    [extra, 'reviewing'],
  ] as const) {
    await deliveriesRepo.insertDelivery(db, {
      companyId: company.id,
      itemGroupId: groupId,
      purchaseOrderId: order.id,
      contractId: contract!.id,
      workerId: invited.workerId,
      code: `d${order.code}${n++}`,
      status,
      inspectedOn: status === 'approved' ? '2026-06-30' : null,
    });
  }
  const [{ name: companyName }] = (await db.select({ name: companies.name }).from(companies).where(eq(companies.id, company.id))) as [{ name: string }];
  return { orderCode: order.code, company, companyName, owner, worker, email, contractCode, workerCode: invited.workerCode, workerId: invited.workerId, groups: { design, coding, ops, extra } };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: AuthHeaders, body?: unknown) => ctx.call(method, `/api/v2${url}`, { headers, body });

async function notificationCount(companyId: number) {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(paymentNotifications).where(eq(paymentNotifications.companyId, companyId));
  return row!.n;
}

let S: Setup;
beforeAll(async () => {
  S = await setUp();
});

describe('creating notifications', () => {
  it('offers the approved groups not yet notified, and refuses a set with a bad group without making anything', async () => {
    const offered = await call('GET', '/employee/payment_notifications/candidates', S.owner);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().data.map((g: { id: number }) => g.id)).toEqual([S.groups.coding, S.groups.design, S.groups.ops]);
    expect(offered.json().data[0]).toMatchObject({ title: 'コーディング', payment_month: '2026-07', inspected_on: '2026-06-30' });
    const august = await call('GET', '/employee/payment_notifications/candidates?payment_month=2026-08', S.owner);
    expect(august.json().data.map((g: { id: number }) => g.id)).toEqual([S.groups.ops]);

    // the one awaiting review sits in the middle: nothing is made
    const refused = await call('POST', '/employee/payment_notifications/bulk', S.owner, { purchaseOrderItemGroupIds: [S.groups.design, S.groups.extra, S.groups.ops] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([ja.paymentNotifications.refusedSet(1), ja.paymentNotifications.groupNotApproved('追加')]);
    expect(await notificationCount(S.company.id)).toBe(0);

    // another company's group answers 404 and changes nothing
    const other = await makeCompanyWithRecords(ctx);
    const foreign = await call('POST', '/employee/payment_notifications/bulk', S.owner, { purchaseOrderItemGroupIds: [S.groups.design, other.purchaseOrder.groupId] });
    expect(foreign.statusCode).toBe(404);
    expect(await notificationCount(S.company.id)).toBe(0);
    const empty = await call('POST', '/employee/payment_notifications/bulk', S.owner, { purchaseOrderItemGroupIds: [] });
    expect(empty.json().errors).toEqual([ja.paymentNotifications.groupIdsRequired]);
    // the editor's read of whole notifications is bounded (each is several reads)
    const many = Array.from({ length: 101 }, (_, i) => `payment_notification_ids[]=${i + 1}`).join('&');
    const tooMany = await call('GET', `/employee/payment_notifications/bulk?${many}`, S.owner);
    expect(tooMany.statusCode).toBe(422);
    expect(JSON.stringify(tooMany.json())).toContain(ja.paymentNotifications.tooManyIds(100));
  });

  it('makes one per worker and payment month, paid on the earliest due date (a Saturday: the Friday before), taxed per rate and withheld', async () => {
    const res = await call('POST', '/employee/payment_notifications/bulk', S.owner, { purchaseOrderItemGroupIds: [S.groups.design, S.groups.coding, S.groups.ops] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().meta.count).toBe(2);
    const list = (await call('GET', `/employee/businessors/${S.workerCode}/payment_notifications`, S.owner)).json().data as { code: string; payment_month: string }[];
    const july = list.find((n) => n.payment_month === '2026-07')!;
    const detail = (await call('GET', `/employee/payment_notifications/${july.code}`, S.owner)).json().data;
    expect(detail).toMatchObject({
      status: 'before_sending',
      status_label: '通知書未送信',
      // the earliest 支払期日 is Saturday 2026-07-25: paid the bank business day before (review §5.6)
      payment_date: '2026-07-24',
      payment_due_date: '2026-07-25',
      late: false,
      period_from: '2026-06-30',
      per_rate: [
        { rate: 10, base: 500_000, tax: 50_000 },
        { rate: 8, base: 2_160, tax: 172 },
      ],
      // 源泉徴収 on the tax-excluded 502,160: ⌊502,160 × 10.21 %⌋
      withholding: 51_270,
      transfer_amount: 502_160 + 50_172 - 51_270,
      worker_registration_number: null,
      transitional_deductions: [{ percent: 80, from: '2026-06-30', to: '2026-06-30' }],
      allowed_actions: ['update', 'submit', 'discard'],
    });
    // taken groups are no longer offered, and cannot be taken twice
    expect((await call('GET', '/employee/payment_notifications/candidates', S.owner)).json().data).toEqual([]);
    const twice = await call('POST', '/employee/payment_notifications/bulk', S.owner, { purchaseOrderItemGroupIds: [S.groups.coding] });
    expect(twice.json().errors).toEqual([ja.paymentNotifications.refusedSet(1), ja.paymentNotifications.groupAlreadyNotified('コーディング')]);
  });

  it('numbers them per company and 支払月 (通知番号), and the list finds one by its number, whole or a part', async () => {
    const months = async (keyword: string) =>
      ((await call('GET', `/employee/payment_notifications?keyword=${encodeURIComponent(keyword)}`, S.owner)).json().data as { number: string; payment_month: string }[])
        .map((n) => `${n.payment_month} ${n.number}`)
        .sort();
    expect(await months('')).toEqual(['2026-07 PN-202607-0001', '2026-08 PN-202608-0001']);
    expect(await months('PN-202607-0001')).toEqual(['2026-07 PN-202607-0001']);
    expect(await months('pn-202608')).toEqual(['2026-08 PN-202608-0001']);
    expect(await months('0001')).toHaveLength(2);
    expect(await months('PN-202609')).toEqual([]);
  });
});

describe('editing, sending and the worker’s answer', () => {
  let july: { id: number; code: string; number: string };
  let august: { id: number; code: string; number: string };
  beforeAll(async () => {
    const list = (await call('GET', '/employee/payment_notifications', S.owner)).json().data as { id: number; code: string; number: string; payment_month: string }[];
    july = list.find((n) => n.payment_month === '2026-07')!;
    august = list.find((n) => n.payment_month === '2026-08')!;
  });

  it('adds 立替金 untaxed and unwithheld, and refuses an edit of a sent one for the whole set', async () => {
    const edited = await call('PUT', '/employee/payment_notifications/bulk', S.owner, {
      payment_notifications: [{ id: july.id, payment_date: '2026-07-24', remarks: '7月分', adjustments: [{ name: '交通費（立替）', amount: 3_300, category: 'reimbursement' }] }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const detail = (await call('GET', `/employee/payment_notifications/${july.code}`, S.owner)).json().data;
    expect(detail).toMatchObject({ payment_date: '2026-07-24', remarks: '7月分', adjustment_total: 3_300, withholding: 51_270, transfer_amount: 501_062 + 3_300 });
    expect(detail.lines.at(-1)).toMatchObject({ kind: 'adjustment', name: '交通費（立替）', tax_rate: null, amount: 3_300, adjustment_category: 'reimbursement' });

    const tooNegative = await call('PUT', '/employee/payment_notifications/bulk', S.owner, {
      payment_notifications: [{ id: august.id, payment_date: '2026-08-25', adjustments: [{ name: '相殺', amount: -10_000_000, category: 'other', reason: '貸付金の返済' }] }],
    });
    expect(tooNegative.statusCode).toBe(422);
    expect(tooNegative.json().errors[1]).toBe(ja.paymentNotifications.transferAmountNotPositive(august.number));
  });

  it('sends with a mail and a portal notice; a second send, an edit or a discard of a sent one is a Japanese 409', async () => {
    const sent = await call('POST', '/employee/payment_notifications/bulk_submission', S.owner, { paymentNotificationIds: [july.id] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await portal.lastLinkTo(S.email, /(\/portal\/payment_notifications\/[\w-]+)/)).toBe(`/portal/payment_notifications/${july.code}`);
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(sql`lower(${mailOutbox.toAddress})`, S.email)).orderBy(sql`id desc`).limit(1);
    // the mail names the notification by its 通知番号 (subject and a line of its own), never by the random code
    expect(july.number).toMatch(/^PN-\d{6}-\d{4}$/);
    expect(mail!.subject).toBe(ja.paymentNotifications.mail.subject(S.companyName, july.number));
    expect(mail!.textBody).toContain(`通知番号: ${july.number}`);
    expect(mail!.textBody).toContain('¥504,362');

    const again = await call('POST', '/employee/payment_notifications/bulk_submission', S.owner, { paymentNotificationIds: [august.id, july.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([ja.paymentNotifications.refusedSet(1), ja.paymentNotifications.notAllowed(july.number, '通知書送信済', '送信')]);
    // all or nothing: august was not sent either
    expect((await call('GET', `/employee/payment_notifications/${august.code}`, S.owner)).json().data.status).toBe('before_sending');
    const discard = await call('DELETE', `/employee/payment_notifications/bulk_discard?payment_notification_ids[]=${august.id}&payment_notification_ids[]=${july.id}`, S.owner);
    expect(discard.statusCode).toBe(409);
    expect(await notificationCount(S.company.id)).toBe(2);

    // the groups' progress labels follow (the contract shows its least advanced group: the one awaiting review)
    const labels = async () =>
      ((await call('GET', `/worker/purchase_orders/${S.orderCode}`, S.worker)).json().data.groups as { progress_label: string }[]).map((g) => g.progress_label);
    expect(await labels()).toEqual(['支払通知書確認中', '支払通知書確認中', '請求書承認済', '納品未承認']);
    const contractsList = (await ctx.call('GET', '/api/v2/employee/contracts?progress=delivery_reviewing', { headers: S.owner })).json().data;
    expect(contractsList.map((c: { code: string }) => c.code)).toEqual([S.contractCode]);
  });

  it('lets the worker ask for a correction (comment required), the company edit and send again, and the worker approve', async () => {
    const mine = (await call('GET', '/worker/payment_notifications', S.worker)).json().data as { code: string; company_name: string }[];
    expect(mine.map((n) => n.code)).toEqual([july.code]); // the unsent one is not shown
    expect((await call('GET', `/worker/payment_notifications/${august.code}`, S.worker)).statusCode).toBe(404);
    const noComment = await call('POST', `/worker/payment_notifications/${july.code}/rejections`, S.worker, { comment: ' ' });
    expect(noComment.statusCode).toBe(422);
    expect(JSON.stringify(noComment.json())).toContain(ja.paymentNotifications.commentRequired);
    const rejected = await call('POST', `/worker/payment_notifications/${july.code}/rejections`, S.worker, { comment: '交通費は4,400円です' });
    expect(rejected.statusCode, rejected.body).toBe(201);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', status_label: '修正依頼中', worker_comment: '交通費は4,400円です', allowed_actions: [] });
    const bell = await ctx.database.db.select().from(notifications).where(eq(notifications.companyId, S.company.id));
    // the bell names the notification by its 支払月 and 通知番号 and opens it (issue #21)
    const answer = bell.find((b) => b.title.startsWith(`${ja.paymentNotifications.employeeNotice.rejected.title}（新井 結衣）：2026年7月分（PN-`));
    expect(answer?.link).toBe(`/payment_notifications?open=${july.code}`);
    expect((await call('POST', `/worker/payment_notifications/${july.code}/approvals`, S.worker)).statusCode).toBe(409);

    await call('PUT', '/employee/payment_notifications/bulk', S.owner, {
      payment_notifications: [{ id: july.id, payment_date: '2026-07-24', adjustments: [{ name: '交通費（立替）', amount: 4_400, category: 'reimbursement' }] }],
    });
    await call('POST', '/employee/payment_notifications/bulk_submission', S.owner, { paymentNotificationIds: [july.id] });
    const approved = await call('POST', `/worker/payment_notifications/${july.code}/approvals`, S.worker);
    expect(approved.statusCode, approved.body).toBe(201);
    expect(approved.json().data).toMatchObject({ status: 'approved', transfer_amount: 501_062 + 4_400, worker_comment: null });
    expect((await call('GET', `/employee/payment_notifications/${july.code}`, S.owner)).json().data.status_label).toBe('承認済');

    // paid by the payment import: 金額確定済
    expect(await markNotificationsPaid(ctx.database.db, S.company.id, [july.id, august.id])).toBe(1);
    expect((await call('GET', `/employee/payment_notifications/${july.code}`, S.owner)).json().data.status).toBe('paid');
  });

  it('discards an unsent one and offers its groups again', async () => {
    const res = await call('DELETE', `/employee/payment_notifications/bulk_discard?payment_notification_ids[]=${august.id}`, S.owner);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/employee/payment_notifications/candidates', S.owner)).json().data.map((g: { id: number }) => g.id)).toEqual([S.groups.ops]);
  });
});

describe('the 支払通知書 PDF as a 仕入明細書', () => {
  it('shows both parties with registration numbers, dates, reduced-rate marks, tax per rate, withholding and the confirmation rule', async () => {
    const db = ctx.database.db;
    await db.update(companies).set({ invoiceRegistrationNumber: 'T7123456789012' }).where(eq(companies.id, S.company.id));
    const [w] = await db.select({ accountId: workers.accountId }).from(workers).where(eq(workers.id, S.workerId));
    await db.update(workerAccountProfiles).set({ invoiceStatus: 'not_registered' }).where(eq(workerAccountProfiles.accountId, w!.accountId!));
    const made = await call('POST', '/employee/payment_notifications/bulk', S.owner, { purchaseOrderItemGroupIds: [S.groups.ops] });
    const { id, code } = made.json().data[0] as { id: number; code: string };
    await ctx.database.pool.query(`insert into alert_email_settings (company_id, deemed_approval_days) values ($1, 7)`, [S.company.id]);
    await call('POST', '/employee/payment_notifications/bulk_submission', S.owner, { paymentNotificationIds: [id] });

    const res = await ctx.call('GET', `/api/v2/worker/payment_notifications/${code}/export`, { headers: S.worker });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = await mkdtemp(join(tmpdir(), 'pn-'));
    await writeFile(join(dir, 'n.pdf'), res.rawPayload);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', join(dir, 'n.pdf'), '-']);
    const text = stdout.replace(/[ \t]+/g, ' ');
    for (const expected of [
      '支払通知書（仕入明細書）',
      S.companyName,
      '登録番号：T7123456789012',
      '新井 結衣 様',
      '登録なし（経過措置：仕入税額控除80%、2026/06/30時点）',
      '取引期間 2026/06/30〜2026/06/30',
      '保守運用',
      '10%対象',
      '源泉徴収税額',
      '振込金額',
      '承認をもって記載内容が確定します。',
      ja.paymentNotifications.pdf.deemed(7),
    ]) {
      expect(text, expected).toContain(expected);
    }
    // the company side downloads them too: July's has reduced-rate items and 立替経費
    const july = (await call('GET', '/employee/payment_notifications?payment_month=2026-07', S.owner)).json().data[0] as { code: string };
    const julyPdf = await ctx.call('GET', `/api/v2/employee/payment_notifications/${july.code}/export`, { headers: S.owner });
    await writeFile(join(dir, 'july.pdf'), julyPdf.rawPayload);
    const julyText = (await run('pdftotext', ['-layout', '-enc', 'UTF-8', join(dir, 'july.pdf'), '-'])).stdout.replace(/[ \t]+/g, ' ');
    for (const expected of ['打合せ弁当 ※', '8%対象 ¥2,160 消費税 ¥172', '10%対象 ¥500,000 消費税 ¥50,000', '立替金（不課税）：交通費（立替）', '調整（不課税） ¥4,400', '※は軽減税率']) {
      expect(julyText, expected).toContain(expected);
    }
    // another company cannot
    const other = await makeCompanyWithRecords(ctx);
    expect((await ctx.call('GET', `/api/v2/employee/payment_notifications/${code}/export`, { headers: other.headers })).statusCode).toBe(404);
    expect((await ctx.call('GET', `/api/v2/employee/payment_notifications/${code}`, { headers: other.headers })).statusCode).toBe(404);
    const foreignSend = await call('POST', '/employee/payment_notifications/bulk_submission', other.headers, { paymentNotificationIds: [id] });
    expect(foreignSend.statusCode).toBe(404);

    // みなし承認 after the days the document stated without an answer
    expect(await approveOverdue(ctx.database.db, S.company.id, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await approveOverdue(ctx.database.db, S.company.id, new Date(Date.now() + 8 * 86_400_000))).toBe(1);
    const [row] = await db.select().from(paymentNotifications).where(and(eq(paymentNotifications.id, id)));
    expect(row).toMatchObject({ status: 'approved', deemedApproved: true });
    const notices = await db.select().from(workerNotices).where(eq(workerNotices.accountId, w!.accountId!));
    expect(notices.filter((n) => n.title === ja.paymentNotifications.workerNotice.title).length).toBeGreaterThanOrEqual(2);
  });
});
