import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { expectNotFoundForOtherCompany, useTestApp } from '../../../../test/helpers';

const ctx = useTestApp();

describe('departments', () => {
  it('create, list (paged, with counts), update, toggle and delete', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const created = await ctx.call('POST', '/api/companies/department', {
      headers: h,
      body: { department: { name: ' 開発部 ', officer_name: '佐藤 次郎', description: 'プロダクト開発' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.department_id as number;
    await ctx.call('POST', '/api/companies/department', { headers: h, body: { department: { name: '営業部' } } });

    const page1 = await ctx.call('GET', '/api/companies/departments?page=1&per_page=1', { headers: h });
    expect(page1.json()).toMatchObject({ per_page: 1, total_count: 2 });
    expect(page1.json().data).toEqual([
      { id, name: '開発部', officer_name: '佐藤 次郎', description: 'プロダクト開発', enabled: true, employees_length: 0, employee_invites_length: 0 },
    ]);
    expect((await ctx.call('GET', '/api/companies/departments?page=2&per_page=1', { headers: h })).json().data[0].name).toBe('営業部');

    const updated = await ctx.call('PUT', '/api/companies/department', {
      headers: h,
      body: { department: { id, name: '開発本部', officer_name: '', description: null } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.department).toMatchObject({ id, name: '開発本部', officer_name: null, description: null, enabled: true });
    const toggled = await ctx.call('PUT', '/api/companies/department', { headers: h, body: { department: { id, enabled: false } } });
    expect(toggled.json().data.department).toMatchObject({ name: '開発本部', enabled: false });

    // disabled: not offered in pickers
    const options = await ctx.call('GET', '/api/v2/employee/departments', { headers: h });
    expect(options.json()).toEqual({ data: [{ id: expect.any(Number), name: '営業部' }], meta: { total_count: 1 } });

    const deleted = await ctx.call('DELETE', '/api/companies/department', { headers: h, body: { department: { id } } });
    expect(deleted.json()).toEqual({ data: { department_id: id } });
    expect((await ctx.call('GET', '/api/companies/departments', { headers: h })).json().total_count).toBe(1);
  });

  it('validates names in Japanese and refuses a duplicate', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const empty = await ctx.call('POST', '/api/companies/department', { headers: h, body: { department: { name: '  ' } } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields['department.name']).toEqual([ja.validation.required]);
    const long = await ctx.call('POST', '/api/companies/department', { headers: h, body: { department: { name: 'あ'.repeat(101) } } });
    expect(long.json().errors).toEqual([ja.validation.tooLong(100)]);
    await ctx.call('POST', '/api/companies/department', { headers: h, body: { department: { name: '総務部' } } });
    const dup = await ctx.call('POST', '/api/companies/department', { headers: h, body: { department: { name: '総務部' } } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual([ja.departments.nameTaken]);
  });

  it('refuses to delete a department that employees or invitations belong to', async () => {
    const company = await ctx.makeCompany();
    const dept = await company.addDepartment('人事部');
    const general = await company.addEmployee('general');
    await ctx.database.pool.query('update employees set department_id = $1 where id = $2', [dept.id, general.id]);
    const h = await ctx.signIn(company.owner.email);
    const invited = await ctx.call('POST', '/api/companies/employee_invitation', {
      headers: h,
      body: { employee: { email: 'hr-new@example.com', name: 'x', role: 'general', department_id: dept.id } },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const list = await ctx.call('GET', '/api/companies/departments', { headers: h });
    expect(list.json().data[0]).toMatchObject({ employees_length: 1, employee_invites_length: 1 });
    const res = await ctx.call('DELETE', '/api/companies/department', { headers: h, body: { department: { id: dept.id } } });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([ja.departments.inUse(1, 1)]);
  });

  it('answers 404 for another company’s department; general reads, only administrators write; viewer is refused', async () => {
    const a = await ctx.makeCompany();
    const b = await ctx.makeCompany();
    const foreign = await b.addDepartment('他社');
    const ha = await ctx.signIn(a.owner.email);
    await expectNotFoundForOtherCompany(ctx, { method: 'PUT', url: '/api/companies/department', body: { department: { id: foreign.id, enabled: false } } }, ha);
    await expectNotFoundForOtherCompany(ctx, { method: 'DELETE', url: '/api/companies/department', body: { department: { id: foreign.id } } }, ha);
    const general = await a.addEmployee('general');
    const hg = await ctx.signIn(general.email);
    expect((await ctx.call('GET', '/api/companies/departments', { headers: hg })).statusCode).toBe(200);
    const write = await ctx.call('POST', '/api/companies/department', { headers: hg, body: { department: { name: 'x' } } });
    expect(write.statusCode).toBe(403);
    expect(write.json().errors).toEqual([ja.auth.forbidden]);
    const viewer = await a.addEmployee('viewer');
    const hv = await ctx.signIn(viewer.email);
    expect((await ctx.call('GET', '/api/companies/departments', { headers: hv })).statusCode).toBe(403);
    expect((await ctx.call('GET', '/api/v2/employee/departments', { headers: hv })).statusCode).toBe(200);
  });
});
