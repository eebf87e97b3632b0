import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { useTestApp } from '../../../../test/helpers';

const ctx = useTestApp();

describe('GET /api/profile', () => {
  it('answers the signed-in employee with the company', async () => {
    const company = await ctx.makeCompany('株式会社プロフィール');
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('GET', '/api/profile', { headers: h });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-token']).toBe(h['access-token']);
    expect(res.json().data.profile).toMatchObject({
      id: company.owner.id,
      email: company.owner.email,
      role: 'owner_administrator',
      role_name: 'オーナー管理者',
      company_id: company.id,
      company_name: '株式会社プロフィール',
    });
  });

  it('says whether the employee is a マイナンバー事務取扱担当者 (the menu offers マイナンバー to them only)', async () => {
    const company = await ctx.makeCompany();
    const clerk = await company.addEmployee('general');
    const before = await ctx.call('GET', '/api/profile', { headers: await ctx.signIn(clerk.email) });
    expect(before.json().data.profile.is_my_number_staff).toBe(false);
    await ctx.database.pool.query('update employees set is_my_number_staff = true where id = $1', [clerk.id]);
    const after = await ctx.call('GET', '/api/profile', { headers: await ctx.signIn(clerk.email) });
    expect(after.json().data.profile.is_my_number_staff).toBe(true);
  });

  it('answers 401 in Japanese without token headers', async () => {
    const res = await ctx.call('GET', '/api/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: [ja.auth.unauthorized], code: 'UNAUTHORIZED' });
  });
});

describe('PUT /api/profile', () => {
  it('changes only the own name', async () => {
    const company = await ctx.makeCompany();
    const colleague = await company.addEmployee('general');
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('PUT', '/api/profile', { headers: h, body: { profile: { name: '  新しい 名前 ' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile.name).toBe('新しい 名前');
    const { rows } = await ctx.database.pool.query('select name from employees where id = $1', [colleague.id]);
    expect(rows[0].name).toBe('社員 general');
  });

  it('refuses an empty or too long name', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const empty = await ctx.call('PUT', '/api/profile', { headers: h, body: { profile: { name: '   ' } } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields['profile.name']).toEqual([ja.validation.required]);
    const long = await ctx.call('PUT', '/api/profile', { headers: h, body: { profile: { name: 'あ'.repeat(101) } } });
    expect(long.json().errors).toEqual([ja.validation.tooLong(100)]);
  });
});
