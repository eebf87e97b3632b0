/** Sessions (issue #8 item 3): idle timeout, signing out every device, throttled password changes. */
import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { PASSWORD, useTestApp } from '../../../../test/helpers';
import { IDLE_TIMEOUT_SECONDS } from '../../../lib/sessions';

const ctx = useTestApp({ throttle: { slowAfter: 100, delayStepMs: 0, lockAfterPerAccount: 5 } });

describe('idle timeout', () => {
  it('refuses a device unused for longer than the idle timeout, and keeps one used just before it', async () => {
    const company = await ctx.makeCompany();
    const idle = await ctx.signIn(company.owner.email);
    const recent = await ctx.signIn(company.owner.email);
    const setLastUse = (client: string, secondsAgo: number) =>
      ctx.database.pool.query(`update auth_devices set last_used_at = now() - make_interval(secs => $2) where client_id = $1`, [
        client,
        secondsAgo,
      ]);
    await setLastUse(idle.client, IDLE_TIMEOUT_SECONDS + 5);
    await setLastUse(recent.client, IDLE_TIMEOUT_SECONDS - 120);
    const res = await ctx.call('GET', '/api/profile', { headers: idle });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toEqual([ja.auth.sessionExpired]);
    expect((await ctx.call('GET', '/api/profile', { headers: recent })).statusCode).toBe(200);
  });

  it('a request records the use, so the idle clock starts again', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    await ctx.database.pool.query(`update auth_devices set last_used_at = now() - interval '10 minutes' where client_id = $1`, [h.client]);
    expect((await ctx.call('GET', '/api/profile', { headers: h })).statusCode).toBe(200);
    const { rows } = await ctx.database.pool.query(
      `select last_used_at > now() - interval '1 minute' as fresh from auth_devices where client_id = $1`,
      [h.client],
    );
    expect(rows[0].fresh).toBe(true);
  });
});

describe('token lookup', () => {
  it('refuses a real token sent with another account’s e-mail as uid', async () => {
    const company = await ctx.makeCompany();
    const other = await company.addEmployee('general');
    const h = await ctx.signIn(company.owner.email);
    expect((await ctx.call('GET', '/api/profile', { headers: { ...h, uid: other.email } })).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/profile', { headers: { ...h, uid: h.uid.toUpperCase() } })).statusCode).toBe(200);
  });
});

describe('DELETE /api/auth/sessions', () => {
  it('signs out every device of the employee, this one included, and no one else', async () => {
    const company = await ctx.makeCompany();
    const colleague = await company.addEmployee('general');
    const phone = await ctx.signIn(company.owner.email);
    const laptop = await ctx.signIn(company.owner.email);
    const colleagues = await ctx.signIn(colleague.email);
    const res = await ctx.call('DELETE', '/api/auth/sessions', { headers: laptop });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(res.headers['access-token']).toBeUndefined();
    expect((await ctx.call('GET', '/api/profile', { headers: phone })).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/profile', { headers: laptop })).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/profile', { headers: colleagues })).statusCode).toBe(200);
    // signing in again works
    await ctx.signIn(company.owner.email);
  });

  it('answers 401 without token headers', async () => {
    const res = await ctx.call('DELETE', '/api/auth/sessions');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toEqual([ja.auth.unauthorized]);
  });
});

describe('PUT /api/auth/password throttling', () => {
  const wrong = { current_password: 'not-my-password', password: 'new-password-1', password_confirmation: 'new-password-1' };

  it('parallel wrong current passwords never pass the limit; then 429 in Japanese, even with the right one', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const answers = await Promise.all(Array.from({ length: 12 }, () => ctx.call('PUT', '/api/auth/password', { headers: h, body: wrong })));
    const codes = answers.map((a) => a.statusCode).sort();
    // limit 5 per window: five are checked (and wrong), the other seven are refused before any check
    expect(codes.filter((c) => c === 422)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    const right = await ctx.call('PUT', '/api/auth/password', {
      headers: h,
      body: { current_password: PASSWORD, password: 'brand-new-pass-9', password_confirmation: 'brand-new-pass-9' },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ errors: [ja.settings.tooManyAttempts], code: 'TOO_MANY_ATTEMPTS' });
    expect(right.headers['retry-after']).toBeDefined();
    // the password did not change
    await ctx.signIn(company.owner.email);
  });

  it('counts per employee: a colleague is not throttled by someone else’s mistakes', async () => {
    const company = await ctx.makeCompany();
    const colleague = await company.addEmployee('general');
    const h = await ctx.signIn(company.owner.email);
    for (let i = 0; i < 5; i++) await ctx.call('PUT', '/api/auth/password', { headers: h, body: wrong });
    expect((await ctx.call('PUT', '/api/auth/password', { headers: h, body: wrong })).statusCode).toBe(429);
    const c = await ctx.signIn(colleague.email);
    expect((await ctx.call('PUT', '/api/auth/password', { headers: c, body: wrong })).statusCode).toBe(422);
  });

  it('a right current password clears the earlier mistakes', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    for (let i = 0; i < 4; i++) await ctx.call('PUT', '/api/auth/password', { headers: h, body: wrong });
    const ok = await ctx.call('PUT', '/api/auth/password', {
      headers: h,
      body: { current_password: PASSWORD, password: 'brand-new-pass-9', password_confirmation: 'brand-new-pass-9' },
    });
    expect(ok.statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await ctx.call('PUT', '/api/auth/password', { headers: h, body: wrong })).statusCode).toBe(422);
  });
});
