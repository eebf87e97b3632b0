import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { expectNotFoundForOtherCompany, useTestApp } from '../../../../test/helpers';

const ctx = useTestApp();

describe('GET /api/v2/employee/notifications', () => {
  it('pages 10 at a time, newest first, with the unread count', async () => {
    const company = await ctx.makeCompany();
    await company.notify(company.owner.id, 3, { read: true });
    await company.notify(company.owner.id, 12);
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('GET', '/api/v2/employee/notifications', { headers: h });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(10);
    expect(body.meta).toEqual({ total_count: 15, unread_notification_count: 12 });
    expect(body.data[0].title).toBe('お知らせ 12');
    const page2 = (await ctx.call('GET', '/api/v2/employee/notifications?page=2&per=10', { headers: h })).json();
    expect(page2.data).toHaveLength(5);
  });

  it('shows only the signed-in employee’s own notifications', async () => {
    const company = await ctx.makeCompany();
    const colleague = await company.addEmployee('general');
    await company.notify(colleague.id, 2);
    const h = await ctx.signIn(company.owner.email);
    const body = (await ctx.call('GET', '/api/v2/employee/notifications', { headers: h })).json();
    expect(body.meta.total_count).toBe(0);
    expect(body.data).toEqual([]);
  });

  it('names the contract a notification is about', async () => {
    const company = await ctx.makeCompany();
    const w = await company.addWorker({ fullName: '契約 太郎' });
    const c = await company.addContract(w.id);
    await ctx.database.pool.query(
      `insert into notifications (company_id, employee_id, title, businessor_code, contract_code) values ($1, $2, '納品', $3, $4)`,
      [company.id, company.owner.id, w.code, c.code],
    );
    const h = await ctx.signIn(company.owner.email);
    const [n] = (await ctx.call('GET', '/api/v2/employee/notifications', { headers: h })).json().data;
    expect(n.contract).toEqual({ businessor_code: w.code, contract_code: c.code });
  });

  it('refuses a page size over 100', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('GET', '/api/v2/employee/notifications?per=1000', { headers: h });
    expect(res.statusCode).toBe(422);
  });
});

describe('POST /api/v2/employee/notifications/{id}/read_notification', () => {
  it('marks one read and lowers the unread count', async () => {
    const company = await ctx.makeCompany();
    await company.notify(company.owner.id, 2);
    const h = await ctx.signIn(company.owner.email);
    const [first] = (await ctx.call('GET', '/api/v2/employee/notifications', { headers: h })).json().data;
    const res = await ctx.call('POST', `/api/v2/employee/notifications/${first.id}/read_notification`, { headers: h });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.read_at).not.toBeNull();
    const again = await ctx.call('POST', `/api/v2/employee/notifications/${first.id}/read_notification`, { headers: h });
    expect(again.json().data.read_at).toBe(res.json().data.read_at);
    const list = (await ctx.call('GET', '/api/v2/employee/notifications', { headers: h })).json();
    expect(list.meta.unread_notification_count).toBe(1);
  });

  it('answers 404 for another company’s notification and leaves it unread', async () => {
    const a = await ctx.makeCompany();
    const b = await ctx.makeCompany();
    await b.notify(b.owner.id, 1);
    const { rows } = await ctx.database.pool.query('select id from notifications where employee_id = $1', [b.owner.id]);
    const h = await ctx.signIn(a.owner.email);
    await expectNotFoundForOtherCompany(ctx, { method: 'POST', url: `/api/v2/employee/notifications/${rows[0].id}/read_notification` }, h);
    const after = await ctx.database.pool.query('select read_at from notifications where id = $1', [rows[0].id]);
    expect(after.rows[0].read_at).toBeNull();
  });

  it('answers 404 with the notification message for an unknown id', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('POST', '/api/v2/employee/notifications/999999/read_notification', { headers: h });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual([ja.notifications.notFound]);
  });
});
