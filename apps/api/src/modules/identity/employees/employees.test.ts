import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema/mail-outbox';
import { emailChangeTokens, employees } from '../../../db/schema/employees';
import { ja } from '@app/shared/messages/ja';
import type { EmployeeRole } from '@app/shared/roles';
import { expectNotFoundForOtherCompany, PASSWORD, useTestApp, type AuthHeaders } from '../../../../test/helpers';

const ctx = useTestApp();

async function outbox(to: string) {
  const { rows } = await ctx.database.pool.query<{ subject: string; text_body: string; html_body: string }>(
    'select subject, text_body, html_body from mail_outbox where to_address = $1 order by id',
    [to],
  );
  return rows;
}

async function invite(h: AuthHeaders, employee: Record<string, unknown>) {
  return ctx.call('POST', '/api/companies/employee_invitation', { headers: h, body: { employee } });
}

describe('GET /api/companies/employees', () => {
  it('lists employees, and pending invitations with their expiry when include_invite=true', async () => {
    const company = await ctx.makeCompany('株式会社一覧');
    const general = await company.addEmployee('general');
    const h = await ctx.signIn(company.owner.email);
    const invited = await invite(h, { email: 'pending@example.com', name: '招待 花子', role: 'general', expire_days: 3 });
    expect(invited.statusCode, invited.body).toBe(200);

    const without = await ctx.call('GET', '/api/companies/employees', { headers: h });
    expect(without.statusCode).toBe(200);
    expect(without.json().total_count).toBe(2);
    expect(without.json().data.map((e: { email: string }) => e.email)).toEqual([company.owner.email, general.email]);

    const withInvites = await ctx.call('GET', '/api/companies/employees?include_invite=true', { headers: h });
    const body = withInvites.json();
    expect(body.total_count).toBe(3);
    expect(body.per_page).toBe(25);
    const pending = body.data[0];
    expect(pending).toMatchObject({ id: null, code: null, email: 'pending@example.com', name: '招待 花子', role: 'general', role_name: '一般', expire_days: 3, expired: false });
    expect(pending.employee_invite_id).toBeTypeOf('number');
    const days = (new Date(pending.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThan(3.1);
    expect(body.data[1]).toMatchObject({ email: company.owner.email, role: 'owner_administrator', role_name: 'オーナー管理者', suspended: false, employee_invite_id: null });
  });

  it('pages on the server and searches name and e-mail', async () => {
    const company = await ctx.makeCompany();
    for (let i = 0; i < 4; i += 1) await company.addEmployee('general');
    const h = await ctx.signIn(company.owner.email);
    const page2 = await ctx.call('GET', '/api/companies/employees?page=2&per_page=2', { headers: h });
    expect(page2.json()).toMatchObject({ per_page: 2, total_count: 5 });
    expect(page2.json().data).toHaveLength(2);
    const byEmail = await ctx.call('GET', `/api/companies/employees?search=${encodeURIComponent(company.owner.email.slice(0, 10).toUpperCase())}`, { headers: h });
    expect(byEmail.json().data.map((e: { email: string }) => e.email)).toEqual([company.owner.email]);
    const byName = await ctx.call('GET', '/api/companies/employees?search=%E7%A4%BE%E5%93%A1', { headers: h }); // 社員
    expect(byName.json().total_count).toBe(4);
    const none = await ctx.call('GET', '/api/companies/employees?search=%25', { headers: h });
    expect(none.json().total_count).toBe(0);
  });

  it('is open to general but refused to viewer (403, Japanese)', async () => {
    const company = await ctx.makeCompany();
    const general = await company.addEmployee('general');
    const viewer = await company.addEmployee('viewer');
    expect((await ctx.call('GET', '/api/companies/employees', { headers: await ctx.signIn(general.email) })).statusCode).toBe(200);
    const refused = await ctx.call('GET', '/api/companies/employees', { headers: await ctx.signIn(viewer.email) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([ja.auth.forbidden]);
  });

  it('never shows another company’s people', async () => {
    const a = await ctx.makeCompany();
    const b = await ctx.makeCompany();
    await b.addEmployee('general');
    const res = await ctx.call('GET', '/api/companies/employees?include_invite=true', { headers: await ctx.signIn(a.owner.email) });
    expect(res.json().data.map((e: { email: string }) => e.email)).toEqual([a.owner.email]);
  });
});

describe('POST /api/companies/employee_invitation', () => {
  it('writes the invitation and its mail (link from APP_URL, hashed token stored)', async () => {
    const company = await ctx.makeCompany('株式会社招待');
    const dept = await company.addDepartment('開発部');
    const h = await ctx.signIn(company.owner.email);
    const res = await invite(h, { email: 'new.person@example.com', name: '新人 一郎', role: 'administrator', department_id: dept.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.employee_invite).toMatchObject({ email: 'new.person@example.com', role: 'administrator', department_id: dept.id, expire_days: 7 });
    const [mail] = await outbox('new.person@example.com');
    expect(mail!.subject).toBe('【フリーランス管理】株式会社招待 から招待が届いています');
    const token = /http:\/\/localhost:3000\/user\/password\/([\w-]{43})/.exec(mail!.text_body)?.[1];
    expect(token).toBeDefined();
    expect(mail!.html_body).toContain(`/user/password/${token}`);
    const { rows } = await ctx.database.pool.query('select token_hash from employee_invites where email = $1', ['new.person@example.com']);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(token);
  });

  it('refuses an address already an employee or invited in the same company; other companies neither block nor show', async () => {
    const a = await ctx.makeCompany();
    const b = await ctx.makeCompany();
    const ha = await ctx.signIn(a.owner.email);
    const hb = await ctx.signIn(b.owner.email);
    const member = await a.addEmployee('general');
    const taken = await invite(ha, { email: member.email.toUpperCase(), name: 'x', role: 'general' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual([ja.employees.emailTaken]);
    expect(taken.json().fields['employee.email']).toEqual([ja.employees.emailTaken]);
    expect((await invite(ha, { email: 'twice@example.com', name: 'x', role: 'general' })).statusCode).toBe(200);
    const twice = await invite(ha, { email: 'Twice@example.com', name: 'x', role: 'general' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual([ja.employees.emailInvited]);
    // Company B may invite A's employee and the address A has invited: nothing of A shows or blocks.
    const ofA = await invite(hb, { email: member.email, name: 'x', role: 'general' });
    expect(ofA.statusCode, ofA.body).toBe(200);
    const invitedByA = await invite(hb, { email: 'twice@example.com', name: 'x', role: 'general' });
    expect(invitedByA.statusCode, invitedByA.body).toBe(200);
  });

  it('inviting an address never removes another company’s expired invitation of it', async () => {
    const a = await ctx.makeCompany();
    const b = await ctx.makeCompany();
    await invite(await ctx.signIn(b.owner.email), { email: 'lapsed@example.com', name: 'x', role: 'general' });
    await ctx.database.pool.query(`update employee_invites set expires_at = now() - interval '1 minute' where email = 'lapsed@example.com'`);
    expect((await invite(await ctx.signIn(a.owner.email), { email: 'lapsed@example.com', name: 'x', role: 'general' })).statusCode).toBe(200);
    const { rows } = await ctx.database.pool.query('select company_id from employee_invites where email = $1 order by company_id', ['lapsed@example.com']);
    expect(rows.map((r) => r.company_id).sort()).toEqual([a.id, b.id].sort());
  });

  it('accepts an address whose earlier invitation expired', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    await invite(h, { email: 'late@example.com', name: 'x', role: 'general' });
    await ctx.database.pool.query(`update employee_invites set expires_at = now() - interval '1 minute' where email = 'late@example.com'`);
    expect((await invite(h, { email: 'late@example.com', name: 'x', role: 'general' })).statusCode).toBe(200);
  });

  it('validates every field in Japanese', async () => {
    const company = await ctx.makeCompany();
    const other = await ctx.makeCompany();
    const foreignDept = await other.addDepartment('他社の部署');
    const h = await ctx.signIn(company.owner.email);
    const bad = await invite(h, { email: 'not-an-address', name: '', role: 'boss', expire_days: 31 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toMatchObject({
      'employee.email': [ja.validation.email],
      'employee.name': [ja.validation.required],
      'employee.role': [ja.employees.roleUnknown],
      'employee.expire_days': [ja.employees.expireDaysRange],
    });
    const dept = await invite(h, { email: 'd@example.com', name: 'x', role: 'general', department_id: foreignDept.id });
    expect(dept.statusCode).toBe(422);
    expect(dept.json().errors).toEqual([ja.employees.departmentUnknown]);
  });

  it('is for owner_administrator and administrator; only an owner may invite an owner', async () => {
    const company = await ctx.makeCompany();
    const admin = await company.addEmployee('administrator');
    const general = await company.addEmployee('general');
    const viewer = await company.addEmployee('viewer');
    const ha = await ctx.signIn(admin.email);
    expect((await invite(ha, { email: 'by-admin@example.com', name: 'x', role: 'administrator' })).statusCode).toBe(200);
    const owner = await invite(ha, { email: 'owner2@example.com', name: 'x', role: 'owner_administrator' });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().errors).toEqual([ja.employees.ownerOnly]);
    for (const e of [general, viewer]) {
      const res = await invite(await ctx.signIn(e.email), { email: `${e.code}@example.com`, name: 'x', role: 'general' });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toEqual([ja.auth.forbidden]);
    }
  });
});

describe('PUT/DELETE /api/companies/employee_invitation/{inviteId}', () => {
  it('re-invites with a new link and expiry; the old link stops working', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const id = (await invite(h, { email: 'again@example.com', name: 'x', role: 'general', expire_days: 2 })).json().data.employee_invite.id;
    const first = /user\/password\/([\w-]+)/.exec((await outbox('again@example.com'))[0]!.text_body)![1]!;
    const res = await ctx.call('PUT', `/api/companies/employee_invitation/${id}`, { headers: h, body: { employee: { expire_days: 10 } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ employee_invite_id: id, expire_days: 10 });
    const mails = await outbox('again@example.com');
    expect(mails).toHaveLength(2);
    const second = /user\/password\/([\w-]+)/.exec(mails[1]!.text_body)![1]!;
    expect(second).not.toBe(first);
    expect((await ctx.call('GET', `/api/user/user/${first}`)).statusCode).toBe(404);
    expect((await ctx.call('GET', `/api/user/user/${second}`)).statusCode).toBe(200);
    // without a body the days stay
    const keep = await ctx.call('PUT', `/api/companies/employee_invitation/${id}`, { headers: h });
    expect(keep.json().data.expire_days).toBe(10);
  });

  it('deletes an invitation: gone from the list, the link answers 404', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const id = (await invite(h, { email: 'gone@example.com', name: 'x', role: 'general' })).json().data.employee_invite.id;
    const token = /user\/password\/([\w-]+)/.exec((await outbox('gone@example.com'))[0]!.text_body)![1]!;
    const res = await ctx.call('DELETE', `/api/companies/employee_invitation/${id}`, { headers: h });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { employee_invite_id: id } });
    const list = await ctx.call('GET', '/api/companies/employees?include_invite=true', { headers: h });
    expect(list.json().total_count).toBe(1);
    expect((await ctx.call('GET', `/api/user/user/${token}`)).statusCode).toBe(404);
    const again = await ctx.call('DELETE', `/api/companies/employee_invitation/${id}`, { headers: h });
    expect(again.statusCode).toBe(404);
    expect(again.json().errors).toEqual([ja.employees.inviteNotFound]);
  });

  it('answers 404 for another company’s invitation and 403 to general', async () => {
    const a = await ctx.makeCompany();
    const b = await ctx.makeCompany();
    const hb = await ctx.signIn(b.owner.email);
    const id = (await invite(hb, { email: 'b-invite@example.com', name: 'x', role: 'general' })).json().data.employee_invite.id;
    const ha = await ctx.signIn(a.owner.email);
    await expectNotFoundForOtherCompany(ctx, { method: 'PUT', url: `/api/companies/employee_invitation/${id}` }, ha);
    await expectNotFoundForOtherCompany(ctx, { method: 'DELETE', url: `/api/companies/employee_invitation/${id}` }, ha);
    const general = await b.addEmployee('general');
    const res = await ctx.call('DELETE', `/api/companies/employee_invitation/${id}`, { headers: await ctx.signIn(general.email) });
    expect(res.statusCode).toBe(403);
  });
});

describe('suspension, resume and deletion', () => {
  it('suspending signs the employee out everywhere and blocks sign-in; resume lets them back', async () => {
    const company = await ctx.makeCompany();
    const general = await company.addEmployee('general');
    const hg = await ctx.signIn(general.email);
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('POST', '/api/companies/employee/suspension', { headers: h, body: { employee: { id: general.id } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { employee_id: general.id } });
    expect((await ctx.call('GET', '/api/profile', { headers: hg })).statusCode).toBe(401);
    const signIn = await ctx.call('POST', '/api/auth/sign_in', { body: { email: general.email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().errors).toEqual([ja.login.suspended]);
    const twice = await ctx.call('POST', '/api/companies/employee/suspension', { headers: h, body: { employee: { id: general.id } } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual([ja.employees.alreadySuspended]);
    const list = await ctx.call('GET', '/api/companies/employees', { headers: h });
    expect(list.json().data.find((e: { id: number }) => e.id === general.id).suspended).toBe(true);

    const resumed = await ctx.call('POST', '/api/companies/employee/resume', { headers: h, body: { employee: { id: general.id } } });
    expect(resumed.statusCode).toBe(200);
    await ctx.signIn(general.email);
    const notSuspended = await ctx.call('POST', '/api/companies/employee/resume', { headers: h, body: { employee: { id: general.id } } });
    expect(notSuspended.json().errors).toEqual([ja.employees.notSuspended]);
  });

  it('nobody suspends or deletes themselves', async () => {
    const company = await ctx.makeCompany();
    const admin = await company.addEmployee('administrator');
    const h = await ctx.signIn(admin.email);
    for (const [method, url] of [
      ['POST', '/api/companies/employee/suspension'],
      ['DELETE', '/api/companies/employee'],
    ] as const) {
      const res = await ctx.call(method, url, { headers: h, body: { employee: { id: admin.id } } });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual([ja.employees.notYourself]);
    }
  });

  it('the last owner_administrator cannot be demoted, suspended or deleted', async () => {
    const company = await ctx.makeCompany();
    const h1 = await ctx.signIn(company.owner.email);
    const alone = await ctx.call('PUT', `/api/employees/${company.owner.code}/role`, { headers: h1, body: { employee: { role: 'administrator' } } });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().errors).toEqual([ja.employees.lastOwner]);

    const second = await company.addEmployee('owner_administrator');
    const h2 = await ctx.signIn(second.email);
    // two owners: the second may suspend the first…
    expect((await ctx.call('POST', '/api/companies/employee/suspension', { headers: h2, body: { employee: { id: company.owner.id } } })).statusCode).toBe(200);
    // …and is then the last active owner (a suspended owner does not count)
    const demote = await ctx.call('PUT', `/api/employees/${second.code}/role`, { headers: h2, body: { employee: { role: 'administrator' } } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().errors).toEqual([ja.employees.lastOwner]);
    // deleting the suspended owner is fine: one active owner remains
    expect((await ctx.call('DELETE', '/api/companies/employee', { headers: h2, body: { employee: { id: company.owner.id } } })).statusCode).toBe(200);
    const { rows } = await ctx.database.pool.query(`select role from employees where id = $1`, [second.id]);
    expect(rows[0].role).toBe('owner_administrator');
  });

  it('deleting removes the employee and their sessions', async () => {
    const company = await ctx.makeCompany();
    const general = await company.addEmployee('general');
    const hg = await ctx.signIn(general.email);
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('DELETE', '/api/companies/employee', { headers: h, body: { employee: { id: general.id } } });
    expect(res.json()).toEqual({ data: { employee_id: general.id } });
    expect((await ctx.call('GET', '/api/profile', { headers: hg })).statusCode).toBe(401);
    const list = await ctx.call('GET', '/api/companies/employees', { headers: h });
    expect(list.json().total_count).toBe(1);
  });

  it('answers 404 for another company’s employee and 403 to general and viewer', async () => {
    const a = await ctx.makeCompany();
    const b = await ctx.makeCompany();
    const victim = await b.addEmployee('general');
    const ha = await ctx.signIn(a.owner.email);
    for (const [method, url] of [
      ['POST', '/api/companies/employee/suspension'],
      ['POST', '/api/companies/employee/resume'],
      ['DELETE', '/api/companies/employee'],
    ] as const) {
      await expectNotFoundForOtherCompany(ctx, { method, url, body: { employee: { id: victim.id } } }, ha);
    }
    await expectNotFoundForOtherCompany(ctx, { method: 'PUT', url: `/api/employees/${victim.code}/role`, body: { employee: { role: 'viewer' } } }, ha);
    await expectNotFoundForOtherCompany(
      ctx,
      { method: 'PUT', url: `/api/v2/employee/employees/${victim.code}`, body: { employee: { name: 'x', email: 'x@example.com' } } },
      ha,
    );
    const general = await a.addEmployee('general');
    const colleague = await a.addEmployee('general');
    const res = await ctx.call('POST', '/api/companies/employee/suspension', { headers: await ctx.signIn(general.email), body: { employee: { id: colleague.id } } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([ja.auth.forbidden]);
  });

  it('an administrator may not suspend, delete or demote an owner', async () => {
    const company = await ctx.makeCompany();
    await company.addEmployee('owner_administrator');
    const admin = await company.addEmployee('administrator');
    const h = await ctx.signIn(admin.email);
    const res = await ctx.call('POST', '/api/companies/employee/suspension', { headers: h, body: { employee: { id: company.owner.id } } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([ja.employees.ownerOnly]);
    const role = await ctx.call('PUT', `/api/employees/${company.owner.code}/role`, { headers: h, body: { employee: { role: 'general' } } });
    expect(role.statusCode).toBe(403);
  });
});

describe('roles', () => {
  it('GET /api/employees/roles lists each role with its label and permissions', async () => {
    const company = await ctx.makeCompany();
    const general = await company.addEmployee('general');
    const res = await ctx.call('GET', '/api/employees/roles', { headers: await ctx.signIn(general.email) });
    expect(res.statusCode).toBe(200);
    const roles = res.json().data.roles as Array<{ key: string; name: string; permissions: Array<{ key: string; allowed: boolean }> }>;
    expect(roles.map((r) => [r.key, r.name])).toEqual([
      ['owner_administrator', 'オーナー管理者'],
      ['administrator', '管理者'],
      ['general', '一般'],
      ['viewer', '閲覧者'],
    ]);
    const allowed = (key: string, p: string) => roles.find((r) => r.key === key)!.permissions.find((x) => x.key === p)!.allowed;
    expect(allowed('owner_administrator', 'manageOwners')).toBe(true);
    expect(allowed('administrator', 'manageOwners')).toBe(false);
    expect(allowed('administrator', 'manageEmployees')).toBe(true);
    expect(allowed('general', 'manageEmployees')).toBe(false);
    expect(allowed('viewer', 'viewCompany')).toBe(false);
    const viewer = await company.addEmployee('viewer');
    expect((await ctx.call('GET', '/api/employees/roles', { headers: await ctx.signIn(viewer.email) })).statusCode).toBe(403);
  });

  it('each role may do what the 権限 page says and is refused what it does not (one permission table)', async () => {
    const company = await ctx.makeCompany();
    const shown = (await ctx.call('GET', '/api/employees/roles', { headers: await ctx.signIn(company.owner.email) })).json().data.roles as Array<{
      key: EmployeeRole;
      permissions: Array<{ key: string; allowed: boolean }>;
    }>;
    let n = 0;
    const probes: Record<string, (h: AuthHeaders) => Promise<number>> = {
      viewCompany: async (h) => (await ctx.call('GET', '/api/companies/departments', { headers: h })).statusCode,
      manageCompany: async (h) =>
        (await ctx.call('POST', '/api/companies/department', { headers: h, body: { department: { name: `権限確認${(n += 1)}` } } })).statusCode,
      editWorkers: async (h) =>
        (await ctx.call('POST', '/api/v2/employee/agents', { headers: h, body: { agent: { name: `権限確認${(n += 1)}`, entity_type: 'individual' } } }))
          .statusCode,
      viewWorkers: async (h) => (await ctx.call('GET', '/api/v2/employee/agents', { headers: h })).statusCode,
      readPersonalData: async (h) => (await ctx.call('GET', '/api/v2/employee/businessors/exports', { headers: h })).statusCode,
    };
    for (const role of shown) {
      const employee = role.key === 'owner_administrator' ? company.owner : await company.addEmployee(role.key);
      const h = await ctx.signIn(employee.email);
      for (const [permission, probe] of Object.entries(probes)) {
        const allowed = role.permissions.find((p) => p.key === permission)!.allowed;
        const status = await probe(h);
        expect([role.key, permission, status === 403 ? 'refused' : 'allowed']).toEqual([role.key, permission, allowed ? 'allowed' : 'refused']);
        if (allowed) expect(status, `${role.key} ${permission}`).toBeLessThan(300);
      }
    }
  });

  it('PUT /api/employees/{code}/role changes the role (200) and validates it', async () => {
    const company = await ctx.makeCompany();
    const general = await company.addEmployee('general');
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('PUT', `/api/employees/${general.code}/role`, { headers: h, body: { employee: { role: 'administrator' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.employee).toMatchObject({ code: general.code, role: 'administrator', role_name: '管理者' });
    const bad = await ctx.call('PUT', `/api/employees/${general.code}/role`, { headers: h, body: { employee: { role: 'king' } } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([ja.employees.roleUnknown]);
    // an owner may make someone else an owner, and then step down
    expect((await ctx.call('PUT', `/api/employees/${general.code}/role`, { headers: h, body: { employee: { role: 'owner_administrator' } } })).statusCode).toBe(200);
    expect((await ctx.call('PUT', `/api/employees/${company.owner.code}/role`, { headers: h, body: { employee: { role: 'administrator' } } })).statusCode).toBe(200);
  });
});

/** The token of the newest e-mail change link mailed to the address. */
async function emailChangeToken(address: string): Promise<string> {
  const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(desc(mailOutbox.id)).limit(1);
  const found = /\/user\/email_change\/([\w-]+)/.exec(mail?.textBody ?? '');
  if (!found?.[1]) throw new Error(`no e-mail change link to ${address}`);
  return found[1];
}

describe('an e-mail change is confirmed by the new address (issue #19 I8)', () => {
  it('mails a single-use link to the new address and a notice to the old one; nothing changes until the link is opened', async () => {
    const company = await ctx.makeCompany();
    const general = await company.addEmployee('general');
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('PUT', `/api/v2/employee/employees/${general.code}`, { headers: h, body: { employee: { name: '社員 general', email: 'victim@example.org' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ email: general.email, pending_email: 'victim@example.org' });
    // the row does not carry the address nobody confirmed: the old address still signs in, the new one does not
    await ctx.signIn(general.email);
    expect((await ctx.call('POST', '/api/auth/sign_in', { body: { email: 'victim@example.org', password: PASSWORD } })).statusCode).toBe(401);
    const notice = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, general.email));
    expect(notice.map((m) => m.subject)).toContain(ja.employees.emailChangeNoticeSubject);

    const token = await emailChangeToken('victim@example.org');
    const info = await ctx.call('GET', `/api/user/email_change/${token}`);
    expect(info.json().data.email_change).toMatchObject({ current_email: general.email, new_email: 'victim@example.org' });
    expect((await ctx.call('POST', `/api/user/email_change/${token}`)).statusCode).toBe(200);
    await ctx.signIn('victim@example.org');
    // single use
    expect((await ctx.call('POST', `/api/user/email_change/${token}`)).statusCode).toBe(404);
    expect((await ctx.call('GET', `/api/user/email_change/${token}`)).json().errors).toEqual([ja.employees.emailChangeLinkInvalid]);
  });

  it('an expired link is 410; a newer request replaces the older link; an address taken meanwhile is refused', async () => {
    const company = await ctx.makeCompany();
    const general = await company.addEmployee('general');
    const h = await ctx.signIn(company.owner.email);
    const put = (email: string) => ctx.call('PUT', `/api/v2/employee/employees/${general.code}`, { headers: h, body: { employee: { name: '社員 general', email } } });
    await put('first@example.org');
    const first = await emailChangeToken('first@example.org');
    await put('second@example.org');
    expect((await ctx.call('POST', `/api/user/email_change/${first}`)).statusCode).toBe(404);
    const second = await emailChangeToken('second@example.org');
    await ctx.database.db.update(emailChangeTokens).set({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await ctx.call('POST', `/api/user/email_change/${second}`)).statusCode).toBe(410);

    await put('third@example.org');
    const third = await emailChangeToken('third@example.org');
    await company.addEmployee('viewer').then((v) => ctx.database.db.update(employees).set({ email: 'third@example.org' }).where(eq(employees.id, v.id)));
    const taken = await ctx.call('POST', `/api/user/email_change/${third}`);
    expect(taken.statusCode).toBe(422);
    expect(JSON.stringify(taken.json())).toContain(ja.employees.emailTaken);
  });
});

describe('v2 employees', () => {
  it('PUT /api/v2/employee/employees/{code} answers id, code, name, email, department{id,name}, role, role_i18n', async () => {
    const company = await ctx.makeCompany();
    const dept = await company.addDepartment('営業部');
    const general = await company.addEmployee('general');
    const hg = await ctx.signIn(general.email);
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('PUT', `/api/v2/employee/employees/${general.code}`, {
      headers: h,
      body: { employee: { name: '山田 太郎', email: 'yamada.new@example.com', department_id: dept.id } },
    });
    expect(res.statusCode, res.body).toBe(200);
    // I8: the e-mail changes only once the new address confirms itself (the link mailed to it)
    expect(res.json().data).toEqual({
      id: general.id,
      code: general.code,
      name: '山田 太郎',
      email: general.email,
      pending_email: 'yamada.new@example.com',
      department: { id: dept.id, name: '営業部' },
      role: 'general',
      role_i18n: '一般',
      suspended: false,
    });
    expect((await ctx.call('GET', '/api/profile', { headers: hg })).statusCode).toBe(200);
    const confirmed = await ctx.call('POST', `/api/user/email_change/${await emailChangeToken('yamada.new@example.com')}`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // a new sign-in name: the old sessions end
    expect((await ctx.call('GET', '/api/profile', { headers: hg })).statusCode).toBe(401);
    await ctx.signIn('yamada.new@example.com');
    const taken = await ctx.call('PUT', `/api/v2/employee/employees/${general.code}`, {
      headers: h,
      body: { employee: { name: '山田 太郎', email: company.owner.email } },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().fields['employee.email']).toEqual([ja.employees.emailTaken]);
    const empty = await ctx.call('PUT', `/api/v2/employee/employees/${general.code}`, { headers: h, body: { employee: { name: ' ', email: 'x@example.com' } } });
    expect(empty.json().fields['employee.name']).toEqual([ja.validation.required]);
    const cleared = await ctx.call('PUT', `/api/v2/employee/employees/${general.code}`, {
      headers: h,
      body: { employee: { name: '山田 太郎', email: 'yamada.new@example.com', department_id: null } },
    });
    expect(cleared.json().data.department).toBeNull();
  });

  it('GET /api/v2/employee/employees lists with meta.total_count', async () => {
    const company = await ctx.makeCompany();
    await company.addEmployee('general');
    const res = await ctx.call('GET', '/api/v2/employee/employees?limit=1', { headers: await ctx.signIn(company.owner.email) });
    expect(res.json().meta.total_count).toBe(2);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0].role_i18n).toBe('オーナー管理者');
  });

  it('GET /api/v2/employee/employees/exports is a UTF-8 BOM CSV with CRLF and neutralised formulas', async () => {
    const company = await ctx.makeCompany();
    const general = await company.addEmployee('general');
    await ctx.database.pool.query(`update employees set name = '=HYPERLINK("x")' where id = $1`, [general.id]);
    const res = await ctx.call('GET', '/api/v2/employee/employees/exports', { headers: await ctx.signIn(company.owner.email) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('employees.csv');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('社員コード,氏名,メールアドレス,部署,権限,状態');
    expect(text).toContain(`${company.owner.code},管理者,${company.owner.email},,オーナー管理者,有効`);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    const viewer = await company.addEmployee('viewer');
    expect((await ctx.call('GET', '/api/v2/employee/employees/exports', { headers: await ctx.signIn(viewer.email) })).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the company administration and password routes', async () => {
    const doc = (await ctx.call('GET', '/api/docs/json')).json() as { paths: Record<string, object> };
    for (const p of [
      '/api/companies/employees',
      '/api/companies/employee_invitation',
      '/api/companies/employee_invitation/{inviteId}',
      '/api/companies/employee/suspension',
      '/api/companies/employee/resume',
      '/api/companies/employee',
      '/api/employees/roles',
      '/api/employees/{code}/role',
      '/api/v2/employee/employees',
      '/api/v2/employee/employees/exports',
      '/api/v2/employee/employees/{code}',
      '/api/companies/departments',
      '/api/companies/department',
      '/api/v2/employee/departments',
      '/api/companies/basic_information',
      '/api/user/user/{token}',
      '/api/user/user/register',
      '/api/user/user/reset_password',
      '/api/auth/password',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });
});
