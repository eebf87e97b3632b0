import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { PASSWORD, useTestApp } from '../../../../test/helpers';

const ctx = useTestApp({ throttle: { slowAfter: 100, lockAfterPerAccount: 5, lockAfterPerAddress: 8 } });

describe('POST /api/auth/sign_in', () => {
  it('answers the token headers and the employee', async () => {
    const company = await ctx.makeCompany();
    const res = await ctx.call('POST', '/api/auth/sign_in', { body: { email: company.owner.email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-token']).toMatch(/^[\w-]{43}$/);
    expect(res.headers['token-type']).toBe('Bearer');
    expect(res.headers.uid).toBe(company.owner.email);
    expect(Number(res.headers.expiry)).toBeGreaterThan(Date.now() / 1000 + 13 * 86400);
    expect(res.json().data).toMatchObject({ email: company.owner.email, role: 'owner_administrator', company_id: company.id });
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const company = await ctx.makeCompany();
    const res = await ctx.call('POST', '/api/auth/sign_in', { body: { email: ` ${company.owner.email.toUpperCase()} `, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const company = await ctx.makeCompany();
    const wrong = await ctx.call('POST', '/api/auth/sign_in', { body: { email: company.owner.email, password: 'nope-nope' }, ip: '10.1.0.1' });
    const unknown = await ctx.call('POST', '/api/auth/sign_in', { body: { email: 'nobody@example.com', password: 'nope-nope' }, ip: '10.1.0.1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().errors).toEqual([ja.login.invalid]);
  });

  it('answers Japanese validation errors per field', async () => {
    const res = await ctx.call('POST', '/api/auth/sign_in', { body: { email: 'not-an-address', password: '' } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fields.email).toEqual([ja.validation.email]);
    expect(body.fields.password).toEqual([ja.validation.required]);
  });

  it('answers a malformed JSON body with a Japanese 400, not a 500', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign_in', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([ja.validation.invalidBody]);
  });

  it('refuses a suspended employee even with the right password', async () => {
    const company = await ctx.makeCompany();
    const suspended = await company.addEmployee('general', { suspended: true });
    const res = await ctx.call('POST', '/api/auth/sign_in', { body: { email: suspended.email, password: PASSWORD } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([ja.login.suspended]);
    expect(res.headers['access-token']).toBeUndefined();
  });

  it('refuses an account with 429 after repeated failures, even with the right password', async () => {
    const company = await ctx.makeCompany();
    const email = company.owner.email;
    for (let i = 0; i < 5; i++) {
      const res = await ctx.call('POST', '/api/auth/sign_in', { body: { email, password: `wrong-${i}` }, ip: `10.2.0.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await ctx.call('POST', '/api/auth/sign_in', { body: { email, password: PASSWORD }, ip: '10.2.1.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors).toEqual([ja.login.tooManyAttempts]);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an address with 429 after failures across many accounts', async () => {
    const company = await ctx.makeCompany();
    for (let i = 0; i < 8; i++) {
      await ctx.call('POST', '/api/auth/sign_in', { body: { email: `spray-${i}@example.com`, password: 'guess-123' }, ip: '10.3.0.1' });
    }
    const res = await ctx.call('POST', '/api/auth/sign_in', { body: { email: company.owner.email, password: PASSWORD }, ip: '10.3.0.1' });
    expect(res.statusCode).toBe(429);
    const other = await ctx.call('POST', '/api/auth/sign_in', { body: { email: company.owner.email, password: PASSWORD }, ip: '10.3.0.2' });
    expect(other.statusCode).toBe(200);
  });

  it('a successful sign-in resets the account failure count', async () => {
    const company = await ctx.makeCompany();
    const email = company.owner.email;
    for (let i = 0; i < 4; i++) await ctx.call('POST', '/api/auth/sign_in', { body: { email, password: 'bad-password' }, ip: '10.4.0.1' });
    await ctx.signIn(email);
    for (let i = 0; i < 4; i++) await ctx.call('POST', '/api/auth/sign_in', { body: { email, password: 'bad-password' }, ip: '10.4.0.2' });
    const res = await ctx.call('POST', '/api/auth/sign_in', { body: { email, password: PASSWORD }, ip: '10.4.0.3' });
    expect(res.statusCode).toBe(200);
  });
});

describe('slowing before the lock', () => {
  const slow = useTestApp({ throttle: { slowAfter: 2, delayStepMs: 300, maxDelayMs: 300, lockAfterPerAccount: 50 } });
  it('delays attempts once an account has failed repeatedly', async () => {
    const company = await slow.makeCompany();
    const attempt = async () => {
      const started = performance.now();
      await slow.call('POST', '/api/auth/sign_in', { body: { email: company.owner.email, password: 'bad-password' } });
      return performance.now() - started;
    };
    await attempt();
    await attempt();
    expect(await attempt()).toBeGreaterThanOrEqual(290);
  });
});

describe('token handling', () => {
  it('reads tokens from headers only, never from the query string', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const q = new URLSearchParams(h).toString();
    const res = await ctx.call('GET', `/api/profile?${q}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toEqual([ja.auth.unauthorized]);
  });

  it('refuses a wrong token for a real device', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('GET', '/api/profile', { headers: { ...h, 'access-token': 'x'.repeat(43) } });
    expect(res.statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const { rows } = await ctx.database.pool.query('select token_hash from auth_devices where client_id = $1', [h.client]);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(h['access-token']);
  });

  it('refuses an expired token', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    await ctx.database.pool.query(`update auth_devices set expires_at = now() - interval '1 second' where client_id = $1`, [h.client]);
    const res = await ctx.call('GET', '/api/profile', { headers: h });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toEqual([ja.auth.sessionExpired]);
  });

  it('refuses the token of an employee suspended after signing in', async () => {
    const company = await ctx.makeCompany();
    const e = await company.addEmployee('general');
    const h = await ctx.signIn(e.email);
    await ctx.database.pool.query('update employees set suspended = true where id = $1', [e.id]);
    expect((await ctx.call('GET', '/api/profile', { headers: h })).statusCode).toBe(401);
  });

  it('keeps at most 10 devices: the oldest is signed out', async () => {
    const company = await ctx.makeCompany();
    const first = await ctx.signIn(company.owner.email);
    const rest = [];
    for (let i = 0; i < 10; i++) rest.push(await ctx.signIn(company.owner.email));
    expect((await ctx.call('GET', '/api/profile', { headers: first })).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/profile', { headers: rest[0]! })).statusCode).toBe(200);
    const { rows } = await ctx.database.pool.query('select count(*)::int as n from auth_devices where employee_id = $1', [company.owner.id]);
    expect(rows[0].n).toBe(10);
  });

  it('sign-out revokes only that device', async () => {
    const company = await ctx.makeCompany();
    const a = await ctx.signIn(company.owner.email);
    const b = await ctx.signIn(company.owner.email);
    const out = await ctx.call('DELETE', '/api/auth/sign_out', { headers: a });
    expect(out.statusCode).toBe(200);
    expect((await ctx.call('GET', '/api/profile', { headers: a })).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/profile', { headers: b })).statusCode).toBe(200);
  });
});

describe('PUT /api/auth/password', () => {
  it('refuses a wrong current password on its field', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('PUT', '/api/auth/password', {
      headers: h,
      body: { current_password: 'not-my-password', password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields.current_password).toEqual([ja.settings.currentPasswordWrong]);
  });

  it('refuses a short password and a mismatched confirmation', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const short = await ctx.call('PUT', '/api/auth/password', { headers: h, body: { current_password: PASSWORD, password: 'short', password_confirmation: 'short' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().fields.password).toEqual([ja.validation.passwordLength]);
    const mismatch = await ctx.call('PUT', '/api/auth/password', { headers: h, body: { current_password: PASSWORD, password: 'new-password-1', password_confirmation: 'new-password-2' } });
    expect(mismatch.json().fields.password_confirmation).toEqual([ja.settings.confirmationMismatch]);
  });

  it('changes the password and signs out every other device', async () => {
    const company = await ctx.makeCompany();
    const other = await ctx.signIn(company.owner.email);
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('PUT', '/api/auth/password', {
      headers: h,
      body: { current_password: PASSWORD, password: 'brand-new-pass-9', password_confirmation: 'brand-new-pass-9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(ja.settings.changed);
    expect((await ctx.call('GET', '/api/profile', { headers: other })).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/profile', { headers: h })).statusCode).toBe(200);
    await ctx.signIn(company.owner.email, 'brand-new-pass-9');
    const old = await ctx.call('POST', '/api/auth/sign_in', { body: { email: company.owner.email, password: PASSWORD }, ip: '10.9.9.9' });
    expect(old.statusCode).toBe(401);
  });
});
