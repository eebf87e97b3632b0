/**
 * The worker portal's notices (issue #10): what ordering wrote for the account, newest first with the unread count;
 * marking one read; another account's notice is 404 and stays unread.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { useTestApp, type AuthHeaders } from '../../../../test/helpers';
import { uniqueWorkerEmail, workerPortalFixtures } from '../../../../test/worker-portal-helpers';

const ctx = useTestApp();
const portal = workerPortalFixtures(ctx);

type Side = { owner: AuthHeaders; worker: AuthHeaders; contractCode: string };

async function registered(): Promise<Side> {
  const company = await ctx.makeCompany();
  const invited = await portal.invite(company, uniqueWorkerEmail());
  const worker = await portal.accept(invited.token);
  const res = await ctx.call('GET', `/api/workers/${invited.workerCode}/contract`, { headers: invited.owner });
  return { owner: invited.owner, worker, contractCode: res.json().data.contract.code as string };
}

async function sendOrder(s: Side, title: string): Promise<string> {
  const res = await ctx.call('POST', `/api/v2/employee/contracts/${s.contractCode}/purchase_orders`, {
    headers: s.owner,
    body: {
      title,
      order_date: '2026-06-01',
      delivery_place: '電子メール',
      payment_method: '銀行振込',
      item_groups: [{ title: '一式', delivery_date: '2026-06-30', payment_due_date: '2026-07-25', items: [{ name: '作業', quantity: 1, unit_price: 1000, tax_rate: 10 }] }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const code = res.json().data.code as string;
  expect((await ctx.call('POST', `/api/v2/employee/purchase_orders/${code}/submissions`, { headers: s.owner })).statusCode).toBe(201);
  return code;
}

const list = (headers: AuthHeaders) => ctx.call('GET', '/api/v2/worker/notices', { headers });

let A: Side;
let B: Side;
beforeAll(async () => {
  [A, B] = await Promise.all([registered(), registered()]);
});

describe('worker notices', () => {
  it('lists the notices ordering wrote, newest first, with a link to the order and the unread count', async () => {
    const first = await sendOrder(A, 'ロゴ制作');
    const second = await sendOrder(A, 'バナー制作');
    const res = await list(A.worker);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta.unread_count).toBe(2);
    expect(body.data.map((n: { body: string }) => n.body)).toEqual([expect.stringContaining('バナー制作'), expect.stringContaining('ロゴ制作')]);
    expect(body.data[0]).toMatchObject({
      title: ja.ordering.workerNotice.order_submitted.title,
      link: `/portal/contracts/${A.contractCode}/orders/${second}`,
      read_at: null,
    });
    expect(body.data[1].link).toBe(`/portal/contracts/${A.contractCode}/orders/${first}`);
  });

  it('marks a notice read once (the first reading time is kept) and counts it no longer', async () => {
    const [notice] = (await list(A.worker)).json().data as { id: number }[];
    const read = await ctx.call('POST', `/api/v2/worker/notices/${notice!.id}/read`, { headers: A.worker });
    expect(read.statusCode, read.body).toBe(200);
    const readAt = read.json().data.read_at as string;
    expect(readAt).toBeTruthy();
    const again = await ctx.call('POST', `/api/v2/worker/notices/${notice!.id}/read`, { headers: A.worker });
    expect(again.json().data.read_at).toBe(readAt);
    expect((await list(A.worker)).json().meta.unread_count).toBe(1);
  });

  it("answers 404 for another account's notice and leaves it unread; never lists it", async () => {
    await sendOrder(B, '他社の発注');
    const [theirs] = (await list(B.worker)).json().data as { id: number }[];
    const res = await ctx.call('POST', `/api/v2/worker/notices/${theirs!.id}/read`, { headers: A.worker });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual([ja.portalOrders.noticeNotFound]);
    expect((await list(B.worker)).json().meta.unread_count).toBe(1);
    expect((await list(A.worker)).body).not.toContain('他社の発注');
  });

  it('refuses an employee token (401)', async () => {
    expect((await list(A.owner)).statusCode).toBe(401);
  });
});
