import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { workerPortalFixtures } from '../../test/worker-portal-helpers';
import { runMaintenance } from './maintenance';

const ctx = useTestApp();
const portal = workerPortalFixtures(ctx);

describe('runMaintenance', () => {
  it('prunes sign-in failures past the window and expired devices of employees and workers, keeping live ones', async () => {
    const company = await ctx.makeCompany();
    const live = await ctx.signIn(company.owner.email);
    const expired = await ctx.signIn(company.owner.email);
    const invited = await portal.invite(company);
    const workerLive = await portal.accept(invited.token);
    const workerExpired = await portal.workerSignIn(invited.email);
    const pool = ctx.database.pool;
    await pool.query(`update worker_account_devices set expires_at = now() - interval '1 minute' where client_id = $1`, [workerExpired.client]);
    await pool.query(`update auth_devices set expires_at = now() - interval '1 minute' where client_id = $1`, [expired.client]);
    await pool.query(
      `insert into sign_in_attempts (subject, created_at) values ('email:old@example.com', now() - interval '2 hours'), ('email:new@example.com', now())`,
    );

    await runMaintenance(ctx.database.db);

    const attempts = await pool.query('select subject from sign_in_attempts order by subject');
    expect(attempts.rows).toEqual([{ subject: 'email:new@example.com' }]);
    const devices = await pool.query('select client_id from auth_devices where employee_id = $1', [company.owner.id]);
    const left = devices.rows.map((r: { client_id: string }) => r.client_id);
    expect(left).toContain(live.client);
    expect(left).not.toContain(expired.client);
    expect((await ctx.call('GET', '/api/profile', { headers: live })).statusCode).toBe(200);
    const workerDevices = await pool.query(
      'select client_id from worker_account_devices where account_id = (select account_id from workers where code = $1)',
      [invited.workerCode],
    );
    expect(workerDevices.rows).toEqual([{ client_id: workerLive.client }]);
  });
});
