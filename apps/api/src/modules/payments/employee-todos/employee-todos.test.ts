/**
 * 要対応 (issue #21 item 5): GET /api/v2/employee/todos answers each kind's count and newest items with the document's
 * screen, only of the caller's company, for every role; GET /api/v2/employee/deliveries?invoice_status= filters the
 * deliveries by their 請求書 state (the home's 「すべて見る」 for 請求書確認待ち).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { todayInJapan } from '@app/shared/format';
import type { EmployeeTodosWire } from '@app/shared/todos';
import { purchaseOrders } from '../../../db/schema/purchase-orders';
import { makeCompanyWithRecords, useTestApp, type CompanyRecords } from '../../../../test/helpers';
import { insertDelivery } from '../../ordering/deliveries/deliveries.repository';
import { insertNotifications as insertPaymentNotifications } from '../payment-notifications/payment-notifications.repository';
import { insertPayment } from '../payments/payments.repository';

const ctx = useTestApp();

const plusDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

let A: CompanyRecords;
let B: CompanyRecords;
let reviewingDelivery: string;
let rejectedNotification: string;

beforeAll(async () => {
  A = await makeCompanyWithRecords(ctx);
  B = await makeCompanyWithRecords(ctx);
  const db = ctx.database.db;
  const today = todayInJapan();
  // A: a delivery waiting for review (the draft order's group), a 支払通知書 the worker asked to correct, a payment due
  // in 3 days, and one scheduled after its 支払期日 (支払遅延 although in the future); A's two payments of 2026-07-31 are
  // past. B keeps only makeCompanyWithRecords' rows.
  const [order] = await db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.code, A.purchaseOrder.code));
  reviewingDelivery = (
    await insertDelivery(db, {
      companyId: A.company.id,
      itemGroupId: A.purchaseOrder.groupId,
      purchaseOrderId: order!.id,
      contractId: A.contract.id,
      workerId: A.worker.id,
      code: `rev${A.company.id}`,
    })
  ).code;
  rejectedNotification = `pnr${A.company.id}`;
  await insertPaymentNotifications(db, [
    {
      notification: {
        companyId: A.company.id,
        code: rejectedNotification,
        workerId: A.worker.id,
        status: 'rejected',
        paymentMonth: '2026-12',
        paymentDate: '2026-12-31',
        workerName: '登録 ワーカー',
        transferAmount: 55_000,
        answeredAt: new Date().toISOString(),
      },
      lines: [],
      groupIds: [],
    },
  ]);
  await insertPayment(db, { companyId: A.company.id, workerId: A.worker.id, code: `due${A.company.id}`, paymentDate: plusDays(today, 3), amount: 33_000 });
  await insertPayment(db, {
    companyId: A.company.id,
    workerId: A.worker.id,
    code: `late${A.company.id}`,
    paymentDate: plusDays(today, 2),
    paymentDueDate: plusDays(today, 1),
    amount: 44_000,
  });
});

const todos = async (headers: Record<string, string>) => {
  const res = await ctx.call('GET', '/api/v2/employee/todos', { headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as EmployeeTodosWire;
};
const keysOf = (t: EmployeeTodosWire) =>
  [t.invoices, t.deliveries, t.correction_requests, t.payments_due, t.payments_overdue].flatMap((s) => s.items.map((i) => i.key));

describe('GET /api/v2/employee/todos', () => {
  it('answers every kind with its count, the document, the worker, the amount and the screen to open', async () => {
    const t = await todos(A.headers);
    const contract = `/worker/${A.worker.code}/contract/${A.contract.code}`;
    expect(t.today).toBe(todayInJapan());
    expect(t.invoices.count).toBe(1);
    expect(t.invoices.items).toEqual([
      {
        key: A.delivery.code,
        worker: { code: A.worker.code, name: '登録 ワーカー' },
        title: expect.stringMatching(/^発注.+／一式$/),
        number: expect.stringMatching(/^PO-\d{4}-\d{6}$/),
        amount: 110_000,
        date: todayInJapan(),
        link: `${contract}/delivery/${A.delivery.code}/invoice`,
      },
    ]);
    expect(t.deliveries).toMatchObject({ count: 1, items: [{ key: reviewingDelivery, amount: 100_000, link: `${contract}/delivery/${reviewingDelivery}` }] });
    expect(t.correction_requests).toMatchObject({
      count: 1,
      items: [{ key: rejectedNotification, title: '支払通知書 2026年12月分', number: expect.stringMatching(/^PN-/), amount: 55_000, date: '2026-12-31', link: `/payment_notifications?open=${rejectedNotification}` }],
    });
    expect(t.payments_due).toMatchObject({ count: 1, items: [{ key: `due${A.company.id}`, amount: 33_000, date: plusDays(todayInJapan(), 3) }] });
    expect(t.payments_due.items[0]!.link).toBe(`/payments?status=unpaid&worker=${A.worker.code}&from=${plusDays(todayInJapan(), 3).replaceAll('-', '/')}&to=${plusDays(todayInJapan(), 3).replaceAll('-', '/')}`);
    // the two past payments first (earliest 支払日), then the one scheduled after its 支払期日
    expect(t.payments_overdue.count).toBe(3);
    expect(t.payments_overdue.items.map((i) => i.amount)).toEqual([10_000, 10_000, 44_000]);
  });

  it("never answers another company's rows", async () => {
    const t = await todos(B.headers);
    expect(t.invoices.items.map((i) => i.key)).toEqual([B.delivery.code]);
    expect(t.deliveries.count).toBe(0);
    expect(t.correction_requests.count).toBe(0);
    expect(t.payments_due.count).toBe(0);
    expect(t.payments_overdue.count).toBe(2);
    const mine = new Set(keysOf(await todos(A.headers)));
    expect(keysOf(t).filter((k) => mine.has(k))).toEqual([]);
  });

  it('a viewer sees the same home (every list is readable); no session is 401', async () => {
    const viewer = await A.company.addEmployee('viewer');
    const seen = await todos(await ctx.signIn(viewer.email));
    expect(keysOf(seen)).toEqual(keysOf(await todos(A.headers)));
    expect((await ctx.call('GET', '/api/v2/employee/todos')).statusCode).toBe(401);
  });
});

describe('GET /api/v2/employee/deliveries?invoice_status=', () => {
  const codes = async (query: string, headers = A.headers) => {
    const res = await ctx.call('GET', `/api/v2/employee/deliveries?${query}`, { headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { code: string }[]).map((d) => d.code).sort();
  };

  it('filters by the 請求書 state: 確認待ち, 未提出 (approved without an invoice), 承認済, 差し戻し', async () => {
    expect(await codes('invoice_status=reviewing')).toEqual([A.delivery.code]);
    // the delivery of the 支払通知書's group is approved and has no invoice; the reviewing delivery is not approved
    expect(await codes('invoice_status=none')).toHaveLength(1);
    expect(await codes('invoice_status=none')).not.toContain(reviewingDelivery);
    expect(await codes('invoice_status=approved')).toEqual([]);
    expect(await codes('invoice_status=rejected')).toEqual([]);
    expect(await codes('invoice_status=reviewing', B.headers)).toEqual([B.delivery.code]);
  });

  it('refuses an unknown state with 422', async () => {
    const res = await ctx.call('GET', '/api/v2/employee/deliveries?invoice_status=paid', { headers: A.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.length).toBeGreaterThan(0);
  });
});
