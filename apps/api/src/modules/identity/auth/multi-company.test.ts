import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { hashPassword } from '../../../lib/passwords';
import { insertEmployee } from '../employees/employees.repository';
import { PASSWORD, useTestApp } from '../../../../test/helpers';

// No slowing: the race test fires many wrong passwords at once.
const ctx = useTestApp({ throttle: { slowAfter: 1000, lockAfterPerAccount: 10, lockAfterPerAddress: 1000 } });

/** One person (one address) employed by company B too, with the given password. */
async function alsoEmployedBy(companyId: number, email: string, password = PASSWORD, suspended = false) {
  return insertEmployee(ctx.database.db, {
    companyId,
    email,
    name: '兼務 花子',
    passwordHash: await hashPassword(password),
    role: 'general',
    suspended,
  });
}

const signIn = (body: Record<string, unknown>, ip = '10.9.0.1') => ctx.call('POST', '/api/auth/sign_in', { body, ip });

describe('one address, several companies', () => {
  it('asks which company when the password opens more than one, then signs in to the chosen one', async () => {
    const a = await ctx.makeCompany('株式会社エー');
    const b = await ctx.makeCompany('株式会社ビー');
    await alsoEmployedBy(b.id, a.owner.email);
    const first = await signIn({ email: a.owner.email, password: PASSWORD });
    expect(first.statusCode).toBe(409);
    expect(first.headers['access-token']).toBeUndefined();
    expect(first.json()).toEqual({
      errors: [ja.login.chooseCompany],
      code: 'COMPANY_SELECTION_REQUIRED',
      meta: { companies: [{ id: a.id, name: '株式会社エー' }, { id: b.id, name: '株式会社ビー' }] },
    });
    const chosen = await signIn({ email: a.owner.email, password: PASSWORD, company_id: b.id });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toMatchObject({ company_id: b.id, role: 'general' });
    const profile = await ctx.call('GET', '/api/profile', {
      headers: { 'access-token': String(chosen.headers['access-token']), client: String(chosen.headers.client), uid: String(chosen.headers.uid) },
    });
    expect(profile.json().data.profile.company_id).toBe(b.id);
    // a company the password does not open cannot be chosen
    const other = await ctx.makeCompany();
    expect((await signIn({ email: a.owner.email, password: PASSWORD, company_id: other.id })).statusCode).toBe(409);
  });

  it('a password opens only the companies whose account it is; a suspended one is not offered', async () => {
    const a = await ctx.makeCompany();
    const b = await ctx.makeCompany();
    const c = await ctx.makeCompany();
    await alsoEmployedBy(b.id, a.owner.email, 'another-horse-77');
    await alsoEmployedBy(c.id, a.owner.email, PASSWORD, true);
    const toA = await signIn({ email: a.owner.email, password: PASSWORD });
    expect(toA.statusCode).toBe(200);
    expect(toA.json().data.company_id).toBe(a.id);
    const toB = await signIn({ email: a.owner.email, password: 'another-horse-77' });
    expect(toB.statusCode).toBe(200);
    expect(toB.json().data.company_id).toBe(b.id);
  });

  it('a password reset sets the password of every company’s account of the address', async () => {
    const a = await ctx.makeCompany();
    const b = await ctx.makeCompany();
    await alsoEmployedBy(b.id, a.owner.email, 'another-horse-77');
    expect((await ctx.call('POST', '/api/auth/password', { body: { email: a.owner.email } })).statusCode).toBe(200);
    const { rows } = await ctx.database.pool.query<{ html_body: string }>(
      'select html_body from mail_outbox where to_address = $1 order by id desc limit 1',
      [a.owner.email],
    );
    const token = /token=([\w-]+)/.exec(rows[0]!.html_body)![1]!;
    const reset = await ctx.call('POST', '/api/user/user/reset_password', { body: { token, password: 'brand-new-pass-9182' } });
    expect(reset.statusCode, reset.body).toBe(200);
    const both = await signIn({ email: a.owner.email, password: 'brand-new-pass-9182' });
    expect(both.statusCode).toBe(409);
    expect(both.json().meta.companies.map((c: { id: number }) => c.id)).toEqual([a.id, b.id]);
  });
});

describe('lockout under a burst', () => {
  it('40 parallel wrong passwords get at most the limit (10) past the lock', async () => {
    const a = await ctx.makeCompany();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => signIn({ email: a.owner.email, password: 'wrong-wrong-wrong' }, '10.9.9.9')),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    let failures = statuses.filter((s) => s === 401).length;
    expect(failures).toBeLessThanOrEqual(10);
    // Attempts refused in the burst do not count; one by one, exactly the limit is reached, never passed.
    for (let i = 0; i < 12; i++) {
      if ((await signIn({ email: a.owner.email, password: 'wrong-wrong-wrong' }, '10.9.9.9')).statusCode === 401) failures++;
    }
    expect(failures).toBe(10);
    expect((await signIn({ email: a.owner.email, password: PASSWORD }, '10.9.9.8')).statusCode).toBe(429);
  });
});
