/**
 * 活動一覧 through the API: an order sent → accepted is one `order-…` thread with its events in order; a month
 * submitted → approved is an `hours-…` thread; a comment shows in the thread and is unread for a colleague, not for its
 * author; opening the thread reads it; filters by kind and worker; another company's thread answers 404; the bell
 * notification names its thread.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityGroupCodes, type ActivityGroup, type ActivityThread } from '@app/shared/activity';
import { ja } from '@app/shared/messages/ja';
import { contracts } from '../../../db/schema/contracts';
import { expectNotFoundForOtherCompany, makeCompanyWithRecords, useTestApp, type AuthHeaders, type TestCompany } from '../../../../test/helpers';
import { workerPortalFixtures } from '../../../../test/worker-portal-helpers';

const ctx = useTestApp();
const portal = workerPortalFixtures(ctx);
const ev = ja.activity.events;

let company: TestCompany;
let owner: AuthHeaders;
let colleague: AuthHeaders;
let viewer: AuthHeaders;
let worker: AuthHeaders;
let workerCode: string;
let contractCode: string;
let orderCode: string;
let otherWorkerCode: string;

const list = async (query = '', headers = owner) => {
  const res = await ctx.call('GET', `/api/v2/employee/activity_groups${query}`, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: ActivityGroup[]; meta: { total_count: number; unread_count: number } };
};
const thread = async (code: string, headers = owner) => {
  const res = await ctx.call('GET', `/api/v2/employee/activity_groups/${code}`, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ActivityThread;
};

beforeAll(async () => {
  company = await ctx.makeCompany('活動テスト株式会社');
  owner = await ctx.signIn(company.owner.email);
  colleague = await ctx.signIn((await company.addEmployee('general')).email);
  viewer = await ctx.signIn((await company.addEmployee('viewer')).email);
  const invited = await portal.invite(company);
  worker = await portal.accept(invited.token);
  workerCode = invited.workerCode;
  const [contract] = await ctx.database.db.select().from(contracts).where(eq(contracts.workerId, invited.workerId));
  contractCode = contract!.code;
  await ctx.database.db.update(contracts).set({ isEnableTimeTracking: true, unitPriceType: 'hourly', unitPrice: 4_000 }).where(eq(contracts.id, contract!.id));

  // an order: created and sent by the owner, accepted by the worker
  const made = await ctx.call('POST', `/api/v2/employee/contracts/${contractCode}/purchase_orders`, {
    headers: owner,
    body: {
      title: 'バナー制作',
      order_date: '2026-06-01',
      delivery_place: '電子メール',
      payment_method: '銀行振込',
      item_groups: [{ title: '一式', delivery_date: '2026-06-30', payment_due_date: '2026-07-25', items: [{ name: '制作', quantity: 1, unit_price: 100_000, tax_rate: 10 }] }],
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  orderCode = made.json().data.code;
  const sent = await ctx.call('POST', `/api/v2/employee/purchase_orders/${orderCode}/submissions`, { headers: owner });
  expect(sent.statusCode, sent.body).toBe(201);
  const accepted = await ctx.call('POST', `/api/v2/worker/purchase_orders/${orderCode}/acceptances`, { headers: worker });
  expect(accepted.statusCode, accepted.body).toBe(201);

  // a month of hours: recorded and submitted by the worker, approved by the owner
  const rec = await ctx.call('POST', `/api/v2/worker/time_tracking_projects/${contractCode}/records`, {
    headers: worker,
    body: { work_date: '2026-06-01', kind: 'clock', start: '9:00', end: '17:00' },
  });
  expect(rec.statusCode, rec.body).toBe(201);
  const submitted = await ctx.call('POST', `/api/v2/worker/time_tracking_projects/${contractCode}/reports/submit`, { headers: worker, body: { year: 2026, month: 6 } });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const approved = await ctx.call('POST', `/api/v2/employee/businessors/${workerCode}/time_tracking_projects/${contractCode}/reports/approve`, {
    headers: owner,
    body: { year: 2026, month: 6 },
  });
  expect(approved.statusCode, approved.body).toBe(200);

  otherWorkerCode = (await company.addWorker({ fullName: '別 ワーカー' })).code;
});

describe('GET /api/v2/employee/activity_groups', () => {
  it('an order sent and accepted is one thread, its events in order, with its document link', async () => {
    const code = activityGroupCodes.order(orderCode);
    const { data } = await list('?kind=order');
    expect(data.map((g) => g.code)).toEqual([code]);
    expect(data[0]).toMatchObject({
      kind: 'order',
      title: expect.stringMatching(/^発注書 PO-\d{4}-\d{6} バナー制作$/),
      worker: { code: workerCode, name: '新井 結衣' },
      last_event: { label: ev['order:accepted'], actor: { kind: 'worker' } },
      event_count: 3,
      link: `/worker/${workerCode}/contract/${contractCode}/order/${orderCode}`,
    });
    const t = await thread(code);
    expect(t.entries.map((e) => e.label)).toEqual([ev['order:created'], ev['order:submitted'], ev['order:accepted']]);
    expect(t.entries[0]!.actor.kind).toBe('employee');
    expect(t.status_label).toBe('承認済み');
  });

  it('a month submitted and approved is an hours thread without its record edits', async () => {
    const code = activityGroupCodes.hours(contractCode, 2026, 6);
    expect(code).toBe(`hours-${contractCode}-202606`);
    const { data } = await list('?kind=hours');
    expect(data.map((g) => [g.code, g.title])).toEqual([[code, '稼働 2026年6月 サイト制作業務委託契約']]);
    const t = await thread(code);
    expect(t.entries.map((e) => [e.label, e.actor.kind])).toEqual([
      [ev['hours:submitted'], 'worker'],
      [ev['hours:approved'], 'employee'],
    ]);
    expect(t.link).toBe(`/worker/${workerCode}/working_record_project/${contractCode}?year=2026&month=6`);
  });

  it('filters by worker: a worker without activity has no threads; another company’s worker is 404', async () => {
    expect((await list(`?businessor_code=${workerCode}`)).meta.total_count).toBeGreaterThanOrEqual(2);
    expect((await list(`?businessor_code=${otherWorkerCode}`)).data).toEqual([]);
    const other = await ctx.makeCompany();
    const theirs = await other.addWorker({ fullName: '他社 ワーカー' });
    const res = await ctx.call('GET', `/api/v2/employee/activity_groups?businessor_code=${theirs.code}`, { headers: owner });
    expect(res.statusCode).toBe(404);
  });

  it('refuses an unknown kind with 422', async () => {
    expect((await list('?kind=pn')).data).toEqual([]);
    const res = await ctx.call('GET', '/api/v2/employee/activity_groups?kind=mail', { headers: owner });
    expect(res.statusCode).toBe(422);
  });
});

describe('comments and unread', () => {
  it('a comment shows in the thread, is unread for a colleague but not for its author, and reading clears it', async () => {
    const code = activityGroupCodes.order(orderCode);
    await thread(code, owner);
    await thread(code, colleague);
    expect((await list('?unread=true', colleague)).data.map((g) => g.code)).not.toContain(code);

    const res = await ctx.call('POST', `/api/v2/employee/activity_groups/${code}/comments`, { headers: owner, body: { body: '  納期を確認しました。  ' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ type: 'comment', label: ev.comment, comment: '納期を確認しました。', actor: { kind: 'employee' } });

    expect((await list('?kind=order', owner)).data[0]).toMatchObject({ code, unread: false, last_event: { label: ev.comment } });
    const forColleague = await list('?unread=true', colleague);
    expect(forColleague.data.map((g) => g.code)).toContain(code);
    expect(forColleague.meta.unread_count).toBe(forColleague.meta.total_count);

    const t = await thread(code, colleague);
    expect(t.entries.at(-1)).toMatchObject({ type: 'comment', comment: '納期を確認しました。' });
    expect((await list('?unread=true', colleague)).data.map((g) => g.code)).not.toContain(code);
  });

  it('refuses an empty or too long comment in Japanese, and a viewer', async () => {
    const url = `/api/v2/employee/activity_groups/${activityGroupCodes.order(orderCode)}/comments`;
    const empty = await ctx.call('POST', url, { headers: owner, body: { body: '   ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([ja.activity.errors.bodyRequired]);
    const long = await ctx.call('POST', url, { headers: owner, body: { body: 'あ'.repeat(2_001) } });
    expect(long.json().errors).toEqual([ja.activity.errors.bodyTooLong]);
    expect((await ctx.call('POST', url, { headers: viewer, body: { body: '見ました' } })).statusCode).toBe(403);
    // a viewer reads
    expect((await ctx.call('GET', '/api/v2/employee/activity_groups', { headers: viewer })).statusCode).toBe(200);
  });
});

describe('GET /api/v2/employee/activity_groups/{code}', () => {
  it('answers 404 for another company’s thread and for a malformed code', async () => {
    const other = await ctx.makeCompany();
    const h = await ctx.signIn(other.owner.email);
    await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: `/api/v2/employee/activity_groups/${activityGroupCodes.order(orderCode)}` }, h);
    for (const bad of ['order-', 'hours-abc-202613', 'x-1', 'pn-ZZ', `hours-${contractCode}-2026`]) {
      expect((await ctx.call('GET', `/api/v2/employee/activity_groups/${bad}`, { headers: owner })).statusCode, bad).toBe(404);
    }
  });
});

describe('a 支払通知書', () => {
  it('has a thread once something happens to it: a comment on an unsent one lists it under 支払通知書', async () => {
    const r = await makeCompanyWithRecords(ctx);
    const code = activityGroupCodes.pn(r.paymentNotification.code);
    const before = await thread(code, r.headers);
    expect(before).toMatchObject({ kind: 'pn', title: expect.stringMatching(/^支払通知書 PN-\d{6}-\d{4}$/), entries: [], link: `/payment_notifications?open=${r.paymentNotification.code}` });
    expect((await ctx.call('GET', '/api/v2/employee/activity_groups?kind=pn', { headers: r.headers })).json().data).toEqual([]);
    const posted = await ctx.call('POST', `/api/v2/employee/activity_groups/${code}/comments`, { headers: r.headers, body: { body: '送付前に金額を確認します。' } });
    expect(posted.statusCode, posted.body).toBe(201);
    const listed = (await ctx.call('GET', '/api/v2/employee/activity_groups?kind=pn', { headers: r.headers })).json().data as ActivityGroup[];
    expect(listed.map((g) => [g.code, g.event_count, g.unread])).toEqual([[code, 1, false]]);
  });
});

describe('the bell', () => {
  it('a notification about an order or a month of hours names its thread', async () => {
    const res = await ctx.call('GET', '/api/v2/employee/notifications?per=100', { headers: owner });
    const groups = (res.json().data as { title: string; activity_group: { code: string } | null }[]).map((n) => n.activity_group?.code);
    expect(groups).toEqual(expect.arrayContaining([activityGroupCodes.order(orderCode), activityGroupCodes.hours(contractCode, 2026, 6)]));
  });
});
