/** I5 (issue #19): the portal's password change (current password, throttled) and sign-out from every device. */
import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { useTestApp } from '../../../../test/helpers';
import { WORKER_PASSWORD, workerPortalFixtures } from '../../../../test/worker-portal-helpers';

const ctx = useTestApp({ throttle: { lockAfterPerAccount: 3, slowAfter: 100, delayStepMs: 0 } });
const portal = workerPortalFixtures(ctx);
const ME = '/api/v2/worker/me';

async function signedInTwice() {
  const inv = await portal.invite(await ctx.makeCompany());
  const first = await portal.accept(inv.token);
  const second = await portal.workerSignIn(inv.email);
  return { email: inv.email, first, second };
}

describe('PUT /api/worker_auth/password', () => {
  it('needs the current password; changes it, keeps this device and signs out the others', async () => {
    const { email, first, second } = await signedInTwice();
    const change = (current: string) =>
      ctx.call('PUT', '/api/worker_auth/password', { headers: first, body: { current_password: current, password: 'new-portal-pass-93', password_confirmation: 'new-portal-pass-93' } });
    const wrong = await change('not-my-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields).toEqual({ current_password: [ja.settings.currentPasswordWrong] });

    const ok = await change(WORKER_PASSWORD);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.message).toBe(ja.settings.changed);
    expect((await ctx.call('GET', ME, { headers: first })).statusCode).toBe(200);
    expect((await ctx.call('GET', ME, { headers: second })).statusCode).toBe(401);
    expect((await ctx.call('POST', '/api/worker_auth/sign_in', { body: { email, password: WORKER_PASSWORD } })).statusCode).toBe(401);
    expect((await ctx.call('POST', '/api/worker_auth/sign_in', { body: { email, password: 'new-portal-pass-93' } })).statusCode).toBe(200);
  });

  it('is throttled like the employee’s: after the limit of wrong current passwords, 429 even with the right one', async () => {
    const { first } = await signedInTwice();
    const change = (current: string) =>
      ctx.call('PUT', '/api/worker_auth/password', { headers: first, body: { current_password: current, password: 'new-portal-pass-93', password_confirmation: 'new-portal-pass-93' } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await change(`wrong-${i}`)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429]);
    const right = await change(WORKER_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().errors).toEqual([ja.settings.tooManyAttempts]);
  });
});

describe('DELETE /api/worker_auth/sessions', () => {
  it('signs the account out of every device, this one included', async () => {
    const { first, second } = await signedInTwice();
    const res = await ctx.call('DELETE', '/api/worker_auth/sessions', { headers: second });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await ctx.call('GET', ME, { headers: first })).statusCode).toBe(401);
    expect((await ctx.call('GET', ME, { headers: second })).statusCode).toBe(401);
  });
});

describe('worker devices (the session rules shared with employees, lib/sessions.ts)', () => {
  it('keeps at most 10 devices: the oldest is signed out', async () => {
    const { email, first } = await signedInTwice();
    for (let i = 0; i < 9; i++) await portal.workerSignIn(email);
    expect((await ctx.call('GET', ME, { headers: first })).statusCode).toBe(401);
    const { rows } = await ctx.database.pool.query(
      'select count(*)::int as n from worker_account_devices d join worker_accounts a on a.id = d.account_id where lower(a.email) = lower($1)',
      [email],
    );
    expect(rows[0].n).toBe(10);
  });
});
