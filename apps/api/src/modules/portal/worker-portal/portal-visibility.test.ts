/**
 * What the worker portal shows of the company's documents (issue #19 I1, I2): only what was sent — an order or a
 * 支払通知書 the company edits after the worker's 修正依頼 leaves the portal until it is sent again — and never the
 * company's internal project name.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workers } from '../../../db/schema/workers';
import { workerAccounts } from '../../../db/schema/worker-accounts';
import { insertProjects } from '../../partners/projects/projects.repository';
import { makeCompanyWithRecords, useTestApp } from '../../../../test/helpers';
import { workerPortalFixtures } from '../../../../test/worker-portal-helpers';

const ctx = useTestApp();
const portal = workerPortalFixtures(ctx);

const orderBody = (title: string, projectId: number, unitPrice = 100_000) => ({
  title,
  order_date: '2026-06-01',
  delivery_place: '電子メール',
  payment_method: '銀行振込',
  project_id: projectId,
  item_groups: [{ title: '一式', delivery_date: '2026-06-30', payment_due_date: '2026-07-25', items: [{ name: '作業', quantity: 1, unit_price: unitPrice, tax_rate: 10 }] }],
});

describe('orders in the portal', () => {
  it('shows the order as sent, without the internal project; a re-edited order after 修正依頼 is hidden until sent again', async () => {
    const company = await ctx.makeCompany();
    const invited = await portal.invite(company);
    const worker = await portal.accept(invited.token);
    const owner = invited.owner;
    const contractCode = (await ctx.call('GET', `/api/workers/${invited.workerCode}/contract`, { headers: owner })).json().data.contract.code as string;
    const [project] = await insertProjects(ctx.database.db, company.id, ['社外秘プロジェクト']);
    const created = await ctx.call('POST', `/api/v2/employee/contracts/${contractCode}/purchase_orders`, { headers: owner, body: orderBody('サイト制作', project!.id) });
    expect(created.statusCode, created.body).toBe(201);
    const code = created.json().data.code as string;
    expect(created.json().data.project).toMatchObject({ name: '社外秘プロジェクト' }); // the company sees it
    expect((await ctx.call('POST', `/api/v2/employee/purchase_orders/${code}/submissions`, { headers: owner })).statusCode).toBe(201);

    const read = () => ctx.call('GET', `/api/v2/worker/purchase_orders/${code}`, { headers: worker });
    const list = async () => ((await ctx.call('GET', `/api/v2/worker/contracts/${contractCode}/purchase_orders`, { headers: worker })).json().data as { code: string; title: string }[]);
    const sent = await read();
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.order).toMatchObject({ title: 'サイト制作', project: null });
    expect(sent.body).not.toContain('社外秘プロジェクト');

    // the worker asks for a correction: still the sent text, shown as 修正依頼
    const asked = await ctx.call('POST', `/api/v2/worker/purchase_orders/${code}/correction_requests`, { headers: worker, body: { comment: '金額を確認してください' } });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await read()).json().data.order).toMatchObject({ status: 'rejected', title: 'サイト制作' });

    // the company edits: an unsent draft of new terms, which the worker must not read
    const edited = await ctx.call('PUT', `/api/v2/employee/purchase_orders/${code}`, { headers: owner, body: orderBody('サイト制作（改訂）', project!.id, 90_000) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await read()).statusCode).toBe(404);
    expect((await list()).map((o) => o.code)).not.toContain(code);

    // sent again: the new version shows
    expect((await ctx.call('POST', `/api/v2/employee/purchase_orders/${code}/submissions`, { headers: owner })).statusCode).toBe(201);
    expect((await read()).json().data.order).toMatchObject({ status: 'reviewing', title: 'サイト制作（改訂）', project: null });
    expect((await list()).map((o) => o.title)).toContain('サイト制作（改訂）');
  });
});

describe('支払通知書 in the portal', () => {
  it('a notification the company edits after the worker rejected it is hidden until it is sent again', async () => {
    const r = await makeCompanyWithRecords(ctx);
    const owner = await ctx.signIn(r.company.owner.email);
    // the records' worker gets a portal account (an accepted invitation of another worker row, then linked)
    const invited = await portal.invite(r.company);
    const worker = await portal.accept(invited.token);
    const [account] = await ctx.database.db.select({ id: workerAccounts.id }).from(workerAccounts).where(eq(workerAccounts.email, invited.email));
    await ctx.database.db.update(workers).set({ accountId: null }).where(eq(workers.id, invited.workerId));
    await ctx.database.db.update(workers).set({ accountId: account!.id }).where(eq(workers.id, r.worker.id));
    const { id, code } = r.paymentNotification;

    const sent = await ctx.call('POST', '/api/v2/employee/payment_notifications/bulk_submission', { headers: owner, body: { paymentNotificationIds: [id] } });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const read = () => ctx.call('GET', `/api/v2/worker/payment_notifications/${code}`, { headers: worker });
    const list = async () => ((await ctx.call('GET', '/api/v2/worker/payment_notifications', { headers: worker })).json().data as { code: string }[]).map((n) => n.code);
    expect((await read()).statusCode).toBe(200);
    const rejected = await ctx.call('POST', `/api/v2/worker/payment_notifications/${code}/rejections`, { headers: worker, body: { comment: '金額が違います' } });
    expect(rejected.statusCode, rejected.body).toBe(201);
    expect((await read()).json().data.status).toBe('rejected');

    const edited = await ctx.call('PUT', '/api/v2/employee/payment_notifications/bulk', {
      headers: owner,
      body: { payment_notifications: [{ id, payment_date: '2026-07-24', adjustments: [{ name: '交通費（立替）', amount: 4_400, category: 'reimbursement' }] }] },
    });
    expect(edited.statusCode, edited.body).toBeLessThan(300);
    expect((await read()).statusCode).toBe(404);
    expect(await list()).not.toContain(code);

    await ctx.call('POST', '/api/v2/employee/payment_notifications/bulk_submission', { headers: owner, body: { paymentNotificationIds: [id] } });
    expect((await read()).json().data).toMatchObject({ status: 'reviewing' });
    expect(await list()).toContain(code);
  });
});
