/**
 * The worker portal's side of the route sweep (issue #9, "every query scoped to the signed-in worker account and,
 * inside it, to the chosen company"): every `/api/v2/worker/*` operation of the OpenAPI document is listed here, so a
 * new one cannot be forgotten —
 * - a route that takes a record (a path parameter or a company_id) answers 404 to worker A for worker B's record or
 *   company, and nothing is written;
 * - a route without one reads or writes the signed-in account only: worker A's answer never holds worker B's data;
 * - an employee token answers 401 on every one of them.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { insertDelivery } from '../modules/ordering/deliveries/deliveries.repository';
import { insertPayment } from '../modules/payments/payments/payments.repository';
import { databaseFingerprint, useTestApp, type AuthHeaders } from '../../test/helpers';
import { uniqueWorkerEmail, workerPortalFixtures } from '../../test/worker-portal-helpers';

const ctx = useTestApp();
const portal = workerPortalFixtures(ctx);

type Side = {
  headers: AuthHeaders;
  companyId: number;
  contractCode: string;
  email: string;
  name: string;
  orderCode: string;
  groupId: number;
  noticeId: number;
  myNumberCode: string;
  notificationCode: string;
  paymentRecordCode: string;
  /** a 稼働 record of the (time-tracked) contract */
  timeRecordCode: string;
  /** a カスタム項目 the company asks in the portal */
  customFieldCode: string;
};

type RecordRequest = {
  path?: Record<string, string>;
  query?: Record<string, string>;
  /** a valid body, so the answer is about the record */
  body?: unknown;
  /** what worker B's own request may answer (default 200): a step's answer depends on the steps before it */
  own?: number[];
};

const JUNE = { year: '2026', month: '6' };
const upload = { file_name: '納品物.pdf', content_type: 'application/pdf' };
/** Which record each parameter of a worker route names, for worker B (null: the route takes none). */
const RECORDS: Record<string, ((b: Side) => RecordRequest) | null> = {
  'GET /api/v2/worker/contracts/{code}/purchase_orders': (b) => ({ path: { code: b.contractCode } }),
  'GET /api/v2/worker/purchase_orders/{code}': (b) => ({ path: { code: b.orderCode } }),
  'GET /api/v2/worker/purchase_orders/{code}/exports': (b) => ({ path: { code: b.orderCode } }),
  'POST /api/v2/worker/purchase_orders/{code}/acceptances': (b) => ({ path: { code: b.orderCode }, own: [201, 409] }),
  'POST /api/v2/worker/purchase_orders/{code}/correction_requests': (b) => ({ path: { code: b.orderCode }, body: { comment: '修正してください' }, own: [201, 409] }),
  'POST /api/v2/worker/item_groups/{id}/deliveries/uploads': (b) => ({ path: { id: String(b.groupId) }, body: upload, own: [201] }),
  'POST /api/v2/worker/item_groups/{id}/invoices/uploads': (b) => ({ path: { id: String(b.groupId) }, body: upload, own: [201] }),
  'POST /api/v2/worker/item_groups/{id}/deliveries': (b) => ({ path: { id: String(b.groupId) }, body: { comment: '納品します' }, own: [201, 409] }),
  'POST /api/v2/worker/item_groups/{id}/invoices': (b) => ({ path: { id: String(b.groupId) }, body: { invoice_number: 'INV-1', invoice_date: '2026-06-30' }, own: [201, 409] }),
  'GET /api/v2/worker/notices': null,
  'POST /api/v2/worker/notices/{id}/read': (b) => ({ path: { id: String(b.noticeId) } }),
  'GET /api/v2/worker/me': null,
  'GET /api/v2/worker/contracts': (b) => ({ query: { company_id: String(b.companyId) } }),
  'GET /api/v2/worker/todos': (b) => ({ query: { company_id: String(b.companyId) } }),
  'GET /api/v2/worker/contracts/{code}': (b) => ({ path: { code: b.contractCode } }),
  'GET /api/v2/worker/profile': null,
  'PUT /api/v2/worker/profile': null,
  'GET /api/v2/worker/bank_account': null,
  'PUT /api/v2/worker/bank_account': null,
  'GET /api/v2/worker/required_entries': null,
  'GET /api/v2/worker/my_number_requests': null,
  'POST /api/v2/worker/my_number_requests/{code}/links': (b) => ({ path: { code: b.myNumberCode } }),
  'GET /api/v2/worker/payment_notifications': null,
  'GET /api/v2/worker/contracts/{code}/payment_notifications': (b) => ({ path: { code: b.contractCode } }),
  'GET /api/v2/worker/payment_notifications/{code}': (b) => ({ path: { code: b.notificationCode } }),
  'GET /api/v2/worker/payment_notifications/{code}/export': (b) => ({ path: { code: b.notificationCode } }),
  'POST /api/v2/worker/payment_notifications/{code}/approvals': (b) => ({ path: { code: b.notificationCode }, own: [201, 409] }),
  'POST /api/v2/worker/payment_notifications/{code}/rejections': (b) => ({ path: { code: b.notificationCode }, body: { comment: '金額が違います' }, own: [201, 409] }),
  'GET /api/v2/worker/payments': null,
  'GET /api/v2/worker/payment_records': null,
  'GET /api/v2/worker/payment_records/{code}/download': (b) => ({ path: { code: b.paymentRecordCode } }),
  'GET /api/v2/worker/custom_fields': null,
  'PUT /api/v2/worker/custom_fields/{fieldCode}': (b) => ({ path: { fieldCode: b.customFieldCode }, body: { value: 'スイープの値' } }),
  'GET /api/v2/worker/time_tracking_projects': null,
  'GET /api/v2/worker/time_tracking_projects/{code}/reports': (b) => ({ path: { code: b.contractCode }, query: JUNE }),
  'POST /api/v2/worker/time_tracking_projects/{code}/records': (b) => ({ path: { code: b.contractCode }, body: { work_date: '2026-06-03', kind: 'hours', hours: '1' }, own: [201] }),
  'PUT /api/v2/worker/time_tracking_projects/{code}/records/{recordCode}': (b) => ({
    path: { code: b.contractCode, recordCode: b.timeRecordCode },
    body: { work_date: '2026-06-02', kind: 'hours', hours: '2' },
  }),
  'DELETE /api/v2/worker/time_tracking_projects/{code}/records/{recordCode}': (b) => ({ path: { code: b.contractCode, recordCode: b.timeRecordCode }, own: [204] }),
  'POST /api/v2/worker/time_tracking_projects/{code}/timer': (b) => ({ path: { code: b.contractCode }, body: {}, own: [201, 409] }),
  'POST /api/v2/worker/time_tracking_projects/{code}/timer/stop': (b) => ({ path: { code: b.contractCode }, own: [201, 422] }),
  'DELETE /api/v2/worker/time_tracking_projects/{code}/timer': (b) => ({ path: { code: b.contractCode }, own: [204, 422] }),
  'POST /api/v2/worker/time_tracking_projects/{code}/reports/submit': (b) => ({ path: { code: b.contractCode }, body: { year: 2026, month: 6 }, own: [200, 422] }),
};
/** A GET that takes no record but needs a query to answer at all. */
const NO_RECORD_QUERIES: Record<string, string> = { 'GET /api/v2/worker/time_tracking_projects': '?year=2026&month=6' };
/** The public 全銀 master: the same for everybody (modules/platform/banks/banks.test.ts). */
const SHARED_MASTER = new Set(['GET /api/v2/worker/banks', 'GET /api/v2/worker/banks/{bankCode}/branches']);

let ops: { method: string; path: string; key: string }[] = [];
let a: Side;
let b: Side;

async function registeredWorker(companyName: string, name: string): Promise<Side> {
  const company = await ctx.makeCompany(companyName);
  const email = uniqueWorkerEmail();
  const inv = await portal.invite(company, email, { full_name: name, full_namekana: 'スイープ' });
  const headers = await portal.accept(inv.token, { full_name: name, full_namekana: 'スイープ' });
  const contracts = (await ctx.call('GET', `/api/v2/worker/contracts?company_id=${company.id}`, { headers })).json();
  const contractCode = contracts.data[0].code as string;
  const order = await ctx.call('POST', `/api/v2/employee/contracts/${contractCode}/purchase_orders`, {
    headers: inv.owner,
    body: {
      title: 'スイープ発注',
      order_date: '2026-06-01',
      delivery_place: '電子メール',
      payment_method: '銀行振込',
      item_groups: [{ title: '一式', delivery_date: '2026-06-30', payment_due_date: '2026-07-25', items: [{ name: '作業', quantity: 1, unit_price: 1000, tax_rate: 10 }] }],
    },
  });
  const orderCode = order.json().data.code as string;
  expect((await ctx.call('POST', `/api/v2/employee/purchase_orders/${orderCode}/submissions`, { headers: inv.owner })).statusCode).toBe(201);
  const notices = (await ctx.call('GET', '/api/v2/worker/notices', { headers })).json();
  const noticeId = notices.data[0].id as number;
  const requested = await ctx.call('POST', `/api/businessors/${inv.workerCode}/my_number`, {
    headers: inv.owner,
    body: { my_number: { is_use_office_work: false, is_use_record: true, is_need_number_confirmation_file: false, is_need_identification_file: false } },
  });
  const myNumberCode = requested.json().data.my_number.code as string;
  const notificationCode = await sentNotification(inv.owner, company.id, contractCode, inv.workerId);
  const paymentRecordCode = await publishedPaymentRecord(inv.owner, company.id, inv.workerId, inv.workerCode);
  await ctx.database.pool.query("update contracts set is_enable_time_tracking = true where code = $1", [contractCode]);
  const recorded = await ctx.call('POST', `/api/v2/worker/time_tracking_projects/${contractCode}/records`, { headers, body: { work_date: '2026-06-02', kind: 'hours', hours: '1' } });
  expect(recorded.statusCode, recorded.body).toBe(201);
  const timeRecordCode = recorded.json().data.code as string;
  const field = await ctx.call('POST', '/api/v2/employee/custom_fields', { headers: inv.owner, body: { name: 'ポータル項目', field_type: 'text', ask_in_portal: true } });
  expect(field.statusCode, field.body).toBe(200);
  const customFieldCode = field.json().data.code as string;
  return { headers, companyId: company.id, contractCode, email, name, orderCode, groupId: order.json().data.item_groups[0].id as number, noticeId, myNumberCode, notificationCode, paymentRecordCode, timeRecordCode, customFieldCode };
}

/** A 支払通知書 sent to the worker: a second order, approved with an approved delivery, notified and sent. */
async function sentNotification(owner: AuthHeaders, companyId: number, contractCode: string, workerId: number): Promise<string> {
  const db = ctx.database.db;
  const order = await ctx.call('POST', `/api/v2/employee/contracts/${contractCode}/purchase_orders`, {
    headers: owner,
    body: {
      title: '支払対象',
      order_date: '2026-06-01',
      delivery_place: '電子メール',
      payment_method: '銀行振込',
      item_groups: [{ title: '一式', delivery_date: '2026-06-30', payment_due_date: '2026-07-25', items: [{ name: '作業', quantity: 1, unit_price: 5000, tax_rate: 10 }] }],
    },
  });
  const { id, item_groups } = order.json().data as { id: number; item_groups: { id: number }[] };
  const [row] = await db.update(purchaseOrders).set({ status: 'approved', submittedAt: new Date().toISOString() }).where(eq(purchaseOrders.id, id)).returning();
  await insertDelivery(db, { companyId, itemGroupId: item_groups[0]!.id, purchaseOrderId: id, contractId: row!.contractId, workerId, code: `pn${id}`, status: 'approved', inspectedOn: '2026-06-30' });
  const made = await ctx.call('POST', '/api/v2/employee/payment_notifications/bulk', { headers: owner, body: { purchaseOrderItemGroupIds: [item_groups[0]!.id] } });
  const notification = made.json().data[0] as { id: number; code: string };
  expect((await ctx.call('POST', '/api/v2/employee/payment_notifications/bulk_submission', { headers: owner, body: { paymentNotificationIds: [notification.id] } })).statusCode).toBe(200);
  return notification.code;
}

/** A 支払調書 of 2025 published to the worker: a paid payment, then publish. */
async function publishedPaymentRecord(owner: AuthHeaders, companyId: number, workerId: number, workerCode: string): Promise<string> {
  await insertPayment(ctx.database.db, { companyId, code: `prs${workerId}`, workerId, status: 'paid', paymentDate: '2025-06-30', paidOn: '2025-06-30', amount: 80_000 });
  const res = await ctx.call('POST', `/api/v2/employee/payment_records/businessors/${workerCode}/publish`, { headers: owner, body: { year: 2025 } });
  expect(res.statusCode, res.body).toBe(200);
  const { rows } = await ctx.database.pool.query<{ code: string }>('select code from payment_record_issues where worker_id = $1', [workerId]);
  return rows[0]!.code;
}

beforeAll(async () => {
  const doc = (await ctx.call('GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
  ops = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v2/worker/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path, key: `${m.toUpperCase()} ${path}` })));
  a = await registeredWorker('スイープA株式会社', '甲野 一郎');
  b = await registeredWorker('スイープB株式会社', '乙川 二郎');
});

describe('worker portal routes', () => {
  it('are each listed here (a new route names what to add)', () => {
    const unlisted = ops.map((o) => o.key).filter((key) => !(key in RECORDS) && !SHARED_MASTER.has(key));
    expect(unlisted).toEqual([]);
    expect(ops.length).toBeGreaterThanOrEqual(Object.keys(RECORDS).length);
  });

  it("answer 404 to worker A for worker B's records and companies, and write nothing", async () => {
    const checked: string[] = [];
    for (const op of ops) {
      const records = RECORDS[op.key]?.(b);
      if (!records) continue;
      const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(records.path?.[name] ?? ''));
      const url = records.query ? `${path}?${new URLSearchParams(records.query).toString()}` : path;
      const before = await databaseFingerprint(ctx);
      const res = await ctx.call(op.method, url, { headers: a.headers, body: records.body });
      expect(res.statusCode, `${op.key} ${res.body}`).toBe(404);
      expect(res.json().errors?.length, op.key).toBeGreaterThan(0);
      expect(await databaseFingerprint(ctx), op.key).toEqual(before);
      // and worker B reaches the same record
      const own = await ctx.call(op.method, url, { headers: b.headers, body: records.body });
      expect(records.own ?? [200], `${op.key} (own) ${own.statusCode} ${own.body}`).toContain(own.statusCode);
      checked.push(op.key);
    }
    expect(checked.length).toBeGreaterThanOrEqual(2);
  });

  it("that take no record answer worker A's own data only", async () => {
    for (const op of ops.filter((o) => o.method === 'GET' && RECORDS[o.key] === null)) {
      const res = await ctx.call('GET', `${op.path}${NO_RECORD_QUERIES[op.key] ?? ''}`, { headers: a.headers });
      expect(res.statusCode, `${op.key} ${res.body}`).toBe(200);
      for (const secret of [b.email, b.name, 'スイープB株式会社']) expect(res.body, `${op.key} shows ${secret}`).not.toContain(secret);
    }
  });

  it('refuse an employee token (401)', async () => {
    const company = await ctx.makeCompany();
    const employee = await ctx.signIn(company.owner.email);
    for (const op of ops) {
      const url = op.path.replace(/\{(\w+)\}/g, 'x');
      const res = await ctx.call(op.method, url, { headers: employee, body: op.method === 'GET' ? undefined : {} });
      expect(res.statusCode, op.key).toBe(401);
    }
  });
});
