/**
 * Purchase orders through the API: totals (per-rate rounding, 源泉徴収), the limits (15 items, ¥10,000,000 per line,
 * the document limit), afterStartDate, the フリーランス新法 checks on submission, every transition (allowed and
 * refused), the log, the PDF, tenant isolation and the worker's side (accept / ask for correction, only own orders).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { contracts } from '../../../db/schema/contracts';
import { mailOutbox } from '../../../db/schema/mail-outbox';
import { notifications } from '../../../db/schema/notifications';
import { purchaseOrderItemGroups, purchaseOrderItems, purchaseOrders } from '../../../db/schema/purchase-orders';
import { workers } from '../../../db/schema/workers';
import { workerNotices } from '../../../db/schema/worker-notices';
import { useTestApp, type AuthHeaders, type TestCompany } from '../../../../test/helpers';
import { uniqueWorkerEmail, workerPortalFixtures } from '../../../../test/worker-portal-helpers';

const ctx = useTestApp();
const portal = workerPortalFixtures(ctx);

type Setup = { company: TestCompany; owner: AuthHeaders; worker: AuthHeaders; workerCode: string; contractCode: string; email: string };
let A: Setup;

async function setup(): Promise<Setup> {
  const company = await ctx.makeCompany();
  const email = uniqueWorkerEmail();
  const invited = await portal.invite(company, email);
  const worker = await portal.accept(invited.token);
  const res = await ctx.call('GET', `/api/workers/${invited.workerCode}/contract`, { headers: invited.owner });
  const contractCode = res.json().data.contract.code as string;
  return { company, owner: invited.owner, worker, workerCode: invited.workerCode, contractCode, email };
}

beforeAll(async () => {
  A = await setup();
});

const item = (over: Record<string, unknown> = {}) => ({ name: 'デザイン制作', quantity: 1, unit: '式', unit_price: 100_000, tax_rate: 10, ...over });
const group = (over: Record<string, unknown> = {}) => ({
  title: '第1回納品',
  delivery_date: '2026-06-30',
  payment_due_date: '2026-07-31',
  items: [item()],
  ...over,
});
const orderBody = (over: Record<string, unknown> = {}) => ({
  title: 'コーポレートサイト制作',
  order_date: '2026-06-01',
  delivery_place: '電子メールにて納品',
  payment_method: '銀行振込',
  item_groups: [group()],
  ...over,
});

async function create(s: Setup, over: Record<string, unknown> = {}) {
  const res = await ctx.call('POST', `/api/v2/employee/contracts/${s.contractCode}/purchase_orders`, { headers: s.owner, body: orderBody(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { code: string; number: string; status: string; withholding_warning: string | null; totals: Record<string, unknown>; item_groups: { id: number }[]; allowed_actions: string[]; submission_problems: string[] };
}

const post = (s: Setup, code: string, action: string, body?: unknown) =>
  ctx.call('POST', `/api/v2/employee/purchase_orders/${code}/${action}`, { headers: s.owner, ...(body ? { body } : {}) });
const workerPost = (s: Setup, code: string, action: string, body?: unknown) =>
  ctx.call('POST', `/api/v2/worker/purchase_orders/${code}/${action}`, { headers: s.worker, ...(body ? { body } : {}) });

async function sent(s: Setup, over: Record<string, unknown> = {}) {
  const order = await create(s, over);
  const res = await post(s, order.code, 'submissions');
  expect(res.statusCode, res.body).toBe(201);
  return order.code;
}

describe('totals', () => {
  it('rounds the consumption tax once per rate per document and withholds from an individual when the contract says so', async () => {
    await ctx.database.db.update(contracts).set({ withholdingType: 'withhold' }).where(eq(contracts.code, A.contractCode));
    const order = await create(A, {
      item_groups: [
        group({ items: [item({ unit_price: 105 }), item({ unit_price: 105 }), item({ unit_price: 105 })] }),
        group({ title: '軽食', items: [item({ name: '弁当', quantity: 3, unit_price: 1_080, tax_rate: 8 })] }),
      ],
    });
    await ctx.database.db.update(contracts).set({ withholdingType: 'not_withhold' }).where(eq(contracts.code, A.contractCode));
    // 10 %: 315 → ⌊31.5⌋ = 31 (never 3 × ⌊10.5⌋ = 30); 8 %: 3,240 → 259
    expect(order.totals).toMatchObject({
      per_rate: [
        { rate: 10, base: 315, tax: 31 },
        { rate: 8, base: 3_240, tax: 259 },
      ],
      subtotal: 3_555,
      tax_total: 290,
      total: 3_845,
      withholding: 362, // ⌊3,555 × 10.21 %⌋ on the 税抜 base
      amount_to_pay: 3_483,
    });
  });
});

describe('withholding defaults (所得税法 204条)', () => {
  it('warns when an individual designer’s contract says 源泉徴収しない, and not once it withholds', async () => {
    const s = await setup();
    await ctx.database.db.update(workers).set({ occupation: 'designer' }).where(eq(workers.code, s.workerCode));
    expect((await create(s)).withholding_warning).toBe(ja.orders.withholdingWarning);
    await ctx.database.db.update(contracts).set({ withholdingType: 'withhold' }).where(eq(contracts.code, s.contractCode));
    const withheld = await create(s);
    expect(withheld.withholding_warning).toBeNull();
    expect(withheld.totals.withholding).toBe(10_210);
  });
});

describe('limits and dates', () => {
  it('takes 15 items and refuses the 16th', async () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => item({ name: `品目${i + 1}` }));
    await create(A, { item_groups: [group({ items: fifteen.slice(0, 8) }), group({ title: '第2回', items: fifteen.slice(8) })] });
    const res = await ctx.call('POST', `/api/v2/employee/contracts/${A.contractCode}/purchase_orders`, {
      headers: A.owner,
      body: orderBody({ item_groups: [group({ items: fifteen.slice(0, 8) }), group({ title: '第2回', items: [...fifteen.slice(8), item()] })] }),
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain(ja.orders.itemsTooMany(15));
  });

  it('takes a line of ¥10,000,000 and refuses ¥10,000,001 (quantity × unit price + the line’s computed tax)', async () => {
    await create(A, { item_groups: [group({ items: [item({ unit_price: 10_000_000, tax_rate: 0 })] })] });
    // 9,090,909 + ⌊909,090.9⌋ = 9,999,999 (a typed tax is refused since issue #18, so the tax here is computed)
    await create(A, { item_groups: [group({ items: [item({ unit_price: 9_090_909, tax_rate: 10 })] })] });
    for (const over of [{ unit_price: 10_000_001, tax_rate: 0 }, { unit_price: 9_090_910, tax_rate: 10 }]) {
      const res = await ctx.call('POST', `/api/v2/employee/contracts/${A.contractCode}/purchase_orders`, {
        headers: A.owner,
        body: orderBody({ item_groups: [group({ items: [item(over)] })] }),
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().fields['item_groups.0.items.0.unit_price']).toEqual([ja.orders.lineTotalTooLarge]);
    }
  });

  it('refuses a document over ¥100,000,000 in all with the SPEC message', async () => {
    const big = Array.from({ length: 10 }, () => item({ unit_price: 10_000_000, tax_rate: 0 }));
    await create(A, { item_groups: [group({ items: big })] }); // exactly 100,000,000
    const res = await ctx.call('POST', `/api/v2/employee/contracts/${A.contractCode}/purchase_orders`, {
      headers: A.owner,
      body: orderBody({ item_groups: [group({ items: [...big, item({ unit_price: 1, tax_rate: 0 })] })] }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields.item_groups).toEqual([ja.orders.documentTotalTooLarge]);
  });

  it('refuses a date before the contract starts (afterStartDate)', async () => {
    const res = await ctx.call('POST', `/api/v2/employee/contracts/${A.contractCode}/purchase_orders`, {
      headers: A.owner,
      body: orderBody({ order_date: '2026-04-30', item_groups: [group({ delivery_date: '2026-04-01' })] }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toMatchObject({ order_date: [ja.validation.afterStartDate], 'item_groups.0.delivery_date': [ja.validation.afterStartDate] });
  });
});

describe('submission: 取引条件の明示 and the payment due date (フリーランス新法)', () => {
  it('names each missing 明示事項 and sends nothing', async () => {
    const order = await create(A, {
      delivery_place: '',
      payment_method: null,
      has_inspection: true,
      item_groups: [group({ delivery_date: null, payment_due_date: null, items: [item({ unit_price: 0 })] })],
    });
    const res = await post(A, order.code, 'submissions');
    expect(res.statusCode).toBe(422);
    const m = ja.orders.missing;
    const g = ['第1回納品'];
    expect(res.json().errors).toEqual([ja.orders.explicitTermsIntro, m.deliveryDate(g), m.deliveryPlace, m.inspectionDate(g), m.fee(g), m.dueDate(g), m.paymentMethod]);
    const after = await ctx.call('GET', `/api/v2/employee/purchase_orders/${order.code}`, { headers: A.owner });
    expect(after.json().data.status).toBe('draft');
    // the order itself lists the same problems before any 送信 (the screen disables 送信 with them)
    expect(after.json().data.submission_problems).toEqual([m.deliveryDate(g), m.deliveryPlace, m.inspectionDate(g), m.fee(g), m.dueDate(g), m.paymentMethod]);
  });

  it('names only the 納品単位 that lack a date (issue #21)', async () => {
    const order = await create(A, {
      has_inspection: true,
      item_groups: [group({ inspection_date: '2026-07-05' }), group({ title: 'API設計書', inspection_date: null })],
    });
    expect(order.submission_problems).toEqual([ja.orders.missing.inspectionDate(['API設計書'])]);
  });

  it('the log records an edit of a 未送信 order that only adds 検収日 (issue #21)', async () => {
    const order = await create(A, { has_inspection: true });
    const put = await ctx.call('PUT', `/api/v2/employee/purchase_orders/${order.code}`, {
      headers: A.owner,
      body: orderBody({ has_inspection: true, item_groups: [group({ inspection_date: '2026-07-05' })] }),
    });
    expect(put.statusCode, put.body).toBe(200);
    const logs = (await ctx.call('GET', `/api/v2/employee/purchase_orders/${order.code}/purchase_order_logs`, { headers: A.owner })).json().data;
    expect(logs[0]).toMatchObject({ action: 'updated' });
    const change = logs[0].changes.find((c: { field: string }) => c.field === 'item_groups');
    expect(change.before).not.toContain('検収日');
    expect(change.after).toContain('検収日 2026/07/05');
  });

  it('accepts 受領日 + 59 days and refuses + 60 (contract 支払サイト not monthly)', async () => {
    await ctx.database.db.update(contracts).set({ usance: 'within_30_days' }).where(eq(contracts.code, A.contractCode));
    try {
      const ok = await create(A, { item_groups: [group({ delivery_date: '2026-06-10', payment_due_date: '2026-08-08' })] });
      expect((await post(A, ok.code, 'submissions')).statusCode).toBe(201);
      const late = await create(A, { item_groups: [group({ delivery_date: '2026-06-10', payment_due_date: '2026-08-09' })] });
      const res = await post(A, late.code, 'submissions');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toContain(`第1回納品: ${ja.orders.dueTooLate('2026-08-08')}`);
    } finally {
      await ctx.database.db.update(contracts).set({ usance: 'end_of_month_next_month_25' }).where(eq(contracts.code, A.contractCode));
    }
  });

  it('月末締め翌月末払い is within the rule, 翌々月 is not', async () => {
    // received 2026-06-01: + 59 days = 07-30, end of next month = 07-31 (allowed for monthly closing), 08-31 refused
    const monthEnd = await create(A, { item_groups: [group({ delivery_date: '2026-06-01', payment_due_date: '2026-07-31' })] });
    expect((await post(A, monthEnd.code, 'submissions')).statusCode).toBe(201);
    const twoMonths = await create(A, { item_groups: [group({ delivery_date: '2026-06-01', payment_due_date: '2026-08-31' })] });
    const res = await post(A, twoMonths.code, 'submissions');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContain(`第1回納品: ${ja.orders.dueTooLate('2026-07-31')}`);
  });

  it('a re-delegated order pays within 30 days of the original client’s due date (29 after it), and needs that date', async () => {
    await ctx.database.db.update(contracts).set({ isRedelegation: true, usance: 'within_30_days' }).where(eq(contracts.code, A.contractCode));
    try {
      const missing = await create(A, { original_client_name: '株式会社元請', item_groups: [group({ delivery_date: '2026-06-01', payment_due_date: '2026-07-30' })] });
      expect((await post(A, missing.code, 'submissions')).json().errors).toContain(ja.orders.missing.originalDueDate);
      const g = group({ delivery_date: '2026-06-01', payment_due_date: '2026-09-29' });
      const ok = await create(A, { original_client_name: '株式会社元請', original_due_date: '2026-08-31', item_groups: [g] });
      expect((await post(A, ok.code, 'submissions')).statusCode).toBe(201);
      const late = await create(A, { original_client_name: '株式会社元請', original_due_date: '2026-08-31', item_groups: [{ ...g, payment_due_date: '2026-09-30' }] });
      const res = await post(A, late.code, 'submissions');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toContain(`第1回納品: ${ja.orders.dueTooLateRedelegated('2026-09-29')}`);
      // review D10 (4条3項 「前二項の規定にかかわらず」): 元委託 06-15 + 29 = 07-14 replaces the 60-day 07-30
      const early = await create(A, { original_client_name: '株式会社元請', original_due_date: '2026-06-15', item_groups: [group({ delivery_date: '2026-06-01', payment_due_date: '2026-07-20' })] });
      const refused = await post(A, early.code, 'submissions');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toContain(`第1回納品: ${ja.orders.dueTooLateRedelegated('2026-07-14')}`);
    } finally {
      await ctx.database.db.update(contracts).set({ isRedelegation: false, usance: 'end_of_month_next_month_25' }).where(eq(contracts.code, A.contractCode));
    }
  });
});

describe('再委託: 元委託者の名称 and 元委託支払期日 (フリーランス新法 4条3項)', () => {
  it('refuses to send a re-delegated order without the 元委託者の名称, naming it; states both on the order, both sides and the PDF', async () => {
    const s = await setup();
    // paid by the hour: the PDF also states how the amount is computed (報酬の算定方法)
    await ctx.database.db
      .update(contracts)
      .set({ isRedelegation: true, unitPriceType: 'hourly', unitPrice: 5000, timeRounding: { unit: 15, mode: 'floor', scope: 'month' } })
      .where(eq(contracts.code, s.contractCode));
    const order = await create(s, { original_due_date: '2026-07-10', item_groups: [group({ delivery_date: '2026-06-30', payment_due_date: '2026-07-31' })] });
    expect(order.submission_problems).toEqual([ja.orders.missing.originalClientName]);
    const refused = await post(s, order.code, 'submissions');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([ja.orders.explicitTermsIntro, ja.orders.missing.originalClientName]);
    expect((await ctx.call('GET', `/api/v2/employee/purchase_orders/${order.code}`, { headers: s.owner })).json().data.status).toBe('draft');

    const put = await ctx.call('PUT', `/api/v2/employee/purchase_orders/${order.code}`, {
      headers: s.owner,
      body: orderBody({ original_client_name: '株式会社元請ホールディングス', original_due_date: '2026-07-10', item_groups: [group({ delivery_date: '2026-06-30', payment_due_date: '2026-08-08' })] }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ original_client_name: '株式会社元請ホールディングス', original_due_date: '2026-07-10', contract: { is_redelegation: true } });
    expect(put.json().data.submission_problems).toEqual([]);
    expect((await post(s, order.code, 'submissions')).statusCode).toBe(201);
    const mine = await ctx.call('GET', `/api/v2/worker/purchase_orders/${order.code}`, { headers: s.worker });
    expect(mine.json().data.order).toMatchObject({ original_client_name: '株式会社元請ホールディングス', original_due_date: '2026-07-10' });

    const pdf = await ctx.call('GET', `/api/v2/employee/purchase_orders/${order.code}/exports`, { headers: s.owner });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'po-pdf-'));
    writeFileSync(path.join(dir, 'po.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'po.pdf'), '-'], { encoding: 'utf8' });
    for (const expected of ['再委託', '元委託者の名称', '株式会社元請ホールディングス', '元委託者の支払期日', '2026/07/10', '報酬の算定方法']) expect(text, expected).toContain(expected);
    expect(text.replace(/\s+/g, '')).toContain('時間単価¥5,000（稼働時間の丸め:15分単位・切り捨て（月合計））');
  });

  it('refuses 手形 as the 支払方法 (取適法) when saving, and when sending an order that says so', async () => {
    const res = await ctx.call('POST', `/api/v2/employee/contracts/${A.contractCode}/purchase_orders`, { headers: A.owner, body: orderBody({ payment_method: '約束手形（サイト90日）' }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields.payment_method).toEqual([ja.orders.promissoryNoteRefused]);
    // an order saved before the rule
    const order = await create(A);
    await ctx.database.db.update(purchaseOrders).set({ paymentMethod: '手形' }).where(eq(purchaseOrders.code, order.code));
    const sent = await post(A, order.code, 'submissions');
    expect(sent.statusCode).toBe(422);
    expect(sent.json().errors).toEqual([ja.orders.explicitTermsIntro, ja.orders.promissoryNoteRefused]);
  });
});

describe('消費税: never typed per line (issue #18)', () => {
  it('refuses a typed per-line tax with a Japanese message naming the line; an empty one passes', async () => {
    const res = await ctx.call('POST', `/api/v2/employee/contracts/${A.contractCode}/purchase_orders`, {
      headers: A.owner,
      body: orderBody({ item_groups: [group({ items: [item({ unit_price: 105 }), item({ unit_price: 105, tax: 10 })] })] }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields['item_groups.0.items.1.tax']).toEqual([ja.orders.taxNotTyped]);
    const ok = await create(A, { item_groups: [group({ items: [item({ unit_price: 105, tax: null }), item({ unit_price: 105, tax: '' })] })] });
    expect(ok.totals).toMatchObject({ per_rate: [{ rate: 10, base: 210, tax: 21 }] });
  });

  it('an order stored with typed per-line taxes (before the rule) is re-saved when sent and copied without them: 3 × ¥105 → ¥31, never ¥30', async () => {
    const legacy = async () => {
      const order = await create(A, { item_groups: [group({ items: [item({ unit_price: 105 }), item({ unit_price: 105 }), item({ unit_price: 105 })] })] });
      const [row] = await ctx.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.code, order.code));
      const groupIds = (await ctx.database.db.select().from(purchaseOrderItemGroups).where(eq(purchaseOrderItemGroups.purchaseOrderId, row!.id))).map((g) => g.id);
      await ctx.database.db.update(purchaseOrderItems).set({ tax: 10 }).where(inArray(purchaseOrderItems.itemGroupId, groupIds));
      await ctx.database.db.update(purchaseOrders).set({ taxTotal: 30, total: 345 }).where(eq(purchaseOrders.id, row!.id));
      return order.code;
    };
    // a sent one is shown as it was issued (per-line sum 30, its stored total 345) …
    const issued = await legacy();
    await ctx.database.db.update(purchaseOrders).set({ status: 'reviewing', submittedAt: new Date().toISOString() }).where(eq(purchaseOrders.code, issued));
    const shown = (await ctx.call('GET', `/api/v2/employee/purchase_orders/${issued}`, { headers: A.owner })).json().data;
    expect(shown.totals).toMatchObject({ per_rate: [{ rate: 10, base: 315, tax: 30 }], total: 345 });
    expect(shown.item_groups[0].items.map((i: { tax: number | null }) => i.tax)).toEqual([10, 10, 10]);
    // … but its copy is a new document, computed once per rate
    const copy = (await post(A, issued, 'copies')).json().data;
    expect(copy.totals).toMatchObject({ per_rate: [{ rate: 10, base: 315, tax: 31 }], total: 346 });
    expect(copy.item_groups[0].items.map((i: { tax: number | null }) => i.tax)).toEqual([null, null, null]);

    // a draft saved before the rule is sent with the computed tax: the document, the list and the log say 31 / 346
    const draft = await legacy();
    const sent = await post(A, draft, 'submissions');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.totals).toMatchObject({ per_rate: [{ rate: 10, base: 315, tax: 31 }], tax_total: 31, total: 346 });
    expect(sent.json().data.item_groups[0].items.map((i: { tax: number | null }) => i.tax)).toEqual([null, null, null]);
    const [stored] = await ctx.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.code, draft));
    expect([stored!.taxTotal, stored!.total]).toEqual([31, 346]);
    const logs = (await ctx.call('GET', `/api/v2/employee/purchase_orders/${draft}/purchase_order_logs`, { headers: A.owner })).json().data;
    expect(logs[0].changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'total', before: '¥345', after: '¥346' })]));
  });
});

describe('transitions', () => {
  it('draft → sent (mail + portal notice) → correction requested → corrected → sent → accepted; refused steps answer 409', async () => {
    const order = await create(A);
    expect(order.allowed_actions).toEqual(['update', 'delete', 'submit', 'copy']);
    // the worker never sees a draft
    expect((await ctx.call('GET', `/api/v2/worker/purchase_orders/${order.code}`, { headers: A.worker })).statusCode).toBe(404);
    expect((await workerPost(A, order.code, 'acceptances')).statusCode).toBe(404);
    expect((await post(A, order.code, 'reverts')).statusCode).toBe(409);

    expect((await post(A, order.code, 'submissions')).statusCode).toBe(201);
    expect(await portal.lastLinkTo(A.email, /(\/portal\/contracts\/[\w-]+\/orders\/[\w-]+)/)).toBe(`/portal/contracts/${A.contractCode}/orders/${order.code}`);
    // the mail names the order by its 発注番号, in the subject and on a line of its own
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, A.email)).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.subject).toMatch(new RegExp(`^【.+】発注書が届きました（${order.number}）$`));
    expect(mail!.textBody).toContain(`発注番号: ${order.number}`);
    const notices = await ctx.database.db.select().from(workerNotices).where(eq(workerNotices.link, `/portal/contracts/${A.contractCode}/orders/${order.code}`));
    expect(notices.map((n) => n.title)).toEqual([ja.ordering.workerNotice.order_submitted.title]);

    const put = (body: unknown) => ctx.call('PUT', `/api/v2/employee/purchase_orders/${order.code}`, { headers: A.owner, body });
    const refusedEdit = await put(orderBody({ title: '変更' }));
    expect(refusedEdit.statusCode).toBe(409);
    expect(refusedEdit.json().errors).toEqual([ja.orders.refused.update]);
    expect((await ctx.call('DELETE', `/api/v2/employee/purchase_orders/${order.code}`, { headers: A.owner })).json().errors).toEqual([ja.orders.refused.delete]);
    expect((await post(A, order.code, 'submissions')).json().errors).toEqual([ja.orders.refused.submit]);

    // the worker asks for a correction: a comment is required
    const noComment = await workerPost(A, order.code, 'correction_requests', { comment: ' ' });
    expect(noComment.statusCode).toBe(422);
    expect(JSON.stringify(noComment.json())).toContain(ja.orders.commentRequired);
    const asked = await workerPost(A, order.code, 'correction_requests', { comment: '納期を7月10日にしてください' });
    expect(asked.statusCode, asked.body).toBe(201);
    // the worker reads its own request as 修正依頼中 (the company's label stays 修正依頼)
    expect(asked.json().data.order).toMatchObject({ status: 'rejected', status_label: '修正依頼中', allowed_actions: [] });
    const bell = await ctx.database.db.select().from(notifications).where(eq(notifications.companyId, A.company.id));
    const asking = bell.find((n) => n.title.startsWith(ja.ordering.employeeNotice.order_correction_requested('新井 結衣')));
    expect(asking?.link).toMatch(new RegExp(`/contract/[^/]+/order/${order.code}$`));
    expect((await workerPost(A, order.code, 'acceptances')).json().errors).toEqual([ja.orders.refused.accept]);

    const corrected = await put(orderBody({ item_groups: [group({ delivery_date: '2026-07-10', payment_due_date: '2026-08-25' })] }));
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toMatchObject({ status: 'corrected', status_label: '修正中', worker_comment: '納期を7月10日にしてください' });
    expect((await post(A, order.code, 'submissions')).statusCode).toBe(201);
    const accepted = await workerPost(A, order.code, 'acceptances');
    expect(accepted.json().data.order.status).toBe('approved');
    expect((await workerPost(A, order.code, 'correction_requests', { comment: 'x' })).json().errors).toEqual([ja.orders.refused.request_correction]);

    // the log: who, what, before → after
    const logs = await ctx.call('GET', `/api/v2/employee/purchase_orders/${order.code}/purchase_order_logs?page=0&limit=20`, { headers: A.owner });
    const rows = logs.json().data as { action: string; actor_type: string; comment: string | null; changes: { field: string; before: string; after: string }[] }[];
    expect(rows.map((r) => r.action)).toEqual(['accepted', 'submitted', 'updated', 'correction_requested', 'submitted', 'created']);
    expect(rows[3]).toMatchObject({ actor_type: 'worker', comment: '納期を7月10日にしてください' });
    expect(rows[2]!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'item_groups', before: expect.stringContaining('納品日 2026/06/30'), after: expect.stringContaining('納品日 2026/07/10') }),
        expect.objectContaining({ field: 'status', before: '修正依頼', after: '修正中' }),
      ]),
    );
    expect(logs.json().meta.total_count).toBe(6);
  });

  it('reverts a sent or approved order for correction (the worker is told, and the order leaves the portal until sent again: I1); copy makes a new draft; delete takes a draft', async () => {
    const code = await sent(A);
    const reverted = await post(A, code, 'reverts');
    expect(reverted.json().data).toMatchObject({ status: 'correcting', status_label: '修正中' });
    const seen = await ctx.call('GET', `/api/v2/worker/purchase_orders/${code}`, { headers: A.worker });
    expect(seen.statusCode).toBe(404);
    expect(await portal.lastLinkTo(A.email, /(発注者が発注書を修正のため取り下げました)/)).toBe(ja.ordering.workerNotice.order_reverted.mailBody.slice(0, 20));

    const copy = await post(A, code, 'copies');
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ status: 'draft', title: 'コーポレートサイト制作' });
    expect(copy.json().data.code).not.toBe(code);
    expect((await ctx.call('DELETE', `/api/v2/employee/purchase_orders/${copy.json().data.code}`, { headers: A.owner })).statusCode).toBe(204);
    expect((await ctx.call('GET', `/api/v2/employee/purchase_orders/${copy.json().data.code}`, { headers: A.owner })).statusCode).toBe(404);
  });

  it('a viewer reads but may not write', async () => {
    const viewer = await A.company.addEmployee('viewer');
    const headers = await ctx.signIn(viewer.email);
    expect((await ctx.call('GET', `/api/v2/employee/purchase_orders`, { headers })).statusCode).toBe(200);
    const res = await ctx.call('POST', `/api/v2/employee/contracts/${A.contractCode}/purchase_orders`, { headers, body: orderBody() });
    expect(res.statusCode).toBe(403);
  });
});

describe('lists', () => {
  it('filters the company-wide list by status, worker, order date and free text, with server paging', async () => {
    const s = await setup();
    await create(s, { title: 'ロゴデザイン', order_date: '2026-05-10' });
    await sent(s, { title: 'バナー制作', order_date: '2026-06-15' });
    await create(s, { title: 'カタログ撮影', order_date: '2026-07-01' });
    const list = async (q: string) => (await ctx.call('GET', `/api/v2/employee/purchase_orders?${q}`, { headers: s.owner })).json();
    expect((await list('limit=2')).data.map((o: { title: string }) => o.title)).toEqual(['カタログ撮影', 'バナー制作']);
    expect((await list('limit=2&page=2')).data.map((o: { title: string }) => o.title)).toEqual(['ロゴデザイン']);
    expect((await list('limit=2')).meta.total_count).toBe(3);
    expect((await list('status=reviewing')).data.map((o: { title: string }) => o.title)).toEqual(['バナー制作']);
    expect((await list('order_date_from=2026-06-01&order_date_to=2026-06-30')).data).toHaveLength(1);
    expect((await list(`keyword=${encodeURIComponent('でざいん')}`)).data.map((o: { title: string }) => o.title)).toEqual(['ロゴデザイン']);
    expect((await list(`worker_code=${s.workerCode}`)).meta.total_count).toBe(3);
    expect((await list('worker_code=nobody')).fields.worker_code).toEqual([ja.orders.workerNotFound]);
    const perContract = await ctx.call('GET', `/api/v2/employee/contracts/${s.contractCode}/purchase_orders`, { headers: s.owner });
    expect(perContract.json().meta.total_count).toBe(3);
    // the worker sees only what was sent
    const portalList = await ctx.call('GET', `/api/v2/worker/contracts/${s.contractCode}/purchase_orders`, { headers: s.worker });
    expect(portalList.json().data.map((o: { title: string }) => o.title)).toEqual(['バナー制作']);
  });

  it('finds an order by its 発注番号, whole or a part, in the company list and the contract’s list', async () => {
    const s = await setup();
    const first = await create(s, { title: '要件定義', order_date: '2026-05-10' });
    const second = await create(s, { title: '基本設計', order_date: '2026-05-11' });
    const third = await create(s, { title: '翌年の保守', order_date: '2027-01-12' });
    // per company and year of the order date, in the order made
    expect([first.number, second.number, third.number]).toEqual(['PO-2026-000001', 'PO-2026-000002', 'PO-2027-000001']);
    const titles = async (url: string) => (await ctx.call('GET', url, { headers: s.owner })).json().data.map((o: { title: string }) => o.title);
    const q = (text: string) => `keyword=${encodeURIComponent(text)}`;
    expect(await titles(`/api/v2/employee/purchase_orders?${q(second.number)}`)).toEqual(['基本設計']);
    expect(await titles(`/api/v2/employee/purchase_orders?${q('000002')}`)).toEqual(['基本設計']);
    // lower case and full width are folded like every keyword; a year part finds that year's orders
    expect(await titles(`/api/v2/employee/purchase_orders?${q('ｐｏ－2027')}`)).toEqual(['翌年の保守']);
    expect(await titles(`/api/v2/employee/contracts/${s.contractCode}/purchase_orders?${q(first.number)}`)).toEqual(['要件定義']);
    // the title still matches; numbers are per company: another company's PO-2026-000001 is its own, never shown here
    expect(await titles(`/api/v2/employee/purchase_orders?${q('基本')}`)).toEqual(['基本設計']);
    const other = await setup();
    expect((await create(other, { title: '他社の発注', order_date: '2026-05-10' })).number).toBe('PO-2026-000001');
    expect(await titles(`/api/v2/employee/purchase_orders?${q('PO-2026-000001')}`)).toEqual(['要件定義']);
  });
});

describe('isolation', () => {
  it('another company’s order answers 404 to employees; another account’s order answers 404 to a worker', async () => {
    const B = await setup();
    const code = await sent(B);
    for (const [method, url] of [
      ['GET', `/api/v2/employee/purchase_orders/${code}`],
      ['PUT', `/api/v2/employee/purchase_orders/${code}`],
      ['DELETE', `/api/v2/employee/purchase_orders/${code}`],
      ['POST', `/api/v2/employee/purchase_orders/${code}/reverts`],
      ['POST', `/api/v2/employee/purchase_orders/${code}/copies`],
      ['GET', `/api/v2/employee/purchase_orders/${code}/purchase_order_logs`],
      ['GET', `/api/v2/employee/purchase_orders/${code}/exports`],
      ['POST', `/api/v2/employee/contracts/${B.contractCode}/purchase_orders`],
    ] as const) {
      const res = await ctx.call(method, url, { headers: A.owner, body: method === 'GET' || method === 'DELETE' ? undefined : orderBody() });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await ctx.call('GET', `/api/v2/worker/purchase_orders/${code}`, { headers: A.worker })).statusCode).toBe(404);
    expect((await workerPost(A, code, 'acceptances')).statusCode).toBe(404);
    expect((await ctx.call('GET', `/api/v2/worker/contracts/${B.contractCode}/purchase_orders`, { headers: A.worker })).statusCode).toBe(404);
    // and an employee token is not a worker token
    expect((await ctx.call('GET', `/api/v2/worker/purchase_orders/${code}`, { headers: B.owner })).statusCode).toBe(401);
  });
});

describe('PDF', () => {
  it('is an A4 発注書 with the parties, every 明示事項, the items, tax per rate and the total, as extractable text', async () => {
    const order = await create(A, {
      has_inspection: true,
      remarks: '納品物の著作権は検収完了をもって移転します。',
      item_groups: [group({ inspection_date: '2026-07-05', items: [item(), item({ name: '打合せ弁当', quantity: 2, unit_price: 1_080, tax_rate: 8 })] })],
    });
    const res = await ctx.call('GET', `/api/v2/employee/purchase_orders/${order.code}/exports`, { headers: A.owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // named by its 発注番号 (RFC 5987, with an ASCII fallback), which it prints instead of the random code
    expect(order.number).toMatch(/^PO-2026-\d{6}$/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${order.number}.pdf"; filename*=UTF-8''${encodeURIComponent(`発注書_${order.number}.pdf`)}`,
    );
    const dir = mkdtempSync(path.join(os.tmpdir(), 'po-pdf-'));
    writeFileSync(path.join(dir, 'po.pdf'), res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'po.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain(`発注番号：${order.number}`);
    expect(text).not.toContain(order.code);
    for (const expected of ['発注書', '新井 結衣', '様', '給付の内容', '納品日', '2026/06/30', '納品場所', '電子メールにて納品', '検収日', '2026/07/05', '支払期日', '2026/07/31', '支払方法', '銀行振込', 'デザイン制作', '¥100,000', '10%対象', '¥10,000', '8%対象', '¥2,160', '¥172', '¥112,332', '著作権']) {
      expect(text, expected).toContain(expected);
    }
    // the worker downloads the same document once it is sent
    await post(A, order.code, 'submissions');
    const mine = await ctx.call('GET', `/api/v2/worker/purchase_orders/${order.code}/exports`, { headers: A.worker });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
