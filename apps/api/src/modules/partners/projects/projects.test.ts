import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { expectNotFoundForOtherCompany, useTestApp, type AuthHeaders } from '../../../../test/helpers';

const ctx = useTestApp();

async function create(h: AuthHeaders, project: Record<string, unknown>) {
  const res = await ctx.call('POST', '/api/v2/employee/projects', { headers: h, body: { project } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; code: string; name: string };
}

describe('projects', () => {
  it('creates with a period and a number, lists zero-based pages newest first, searches and filters, updates', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const first = await create(h, {
      name: ' 新規サービス開発 ',
      project_number: 'PJ-001',
      description: '新しいサービスの立ち上げ',
      start_date: '2026/04/01',
      end_date: '2027-03-31',
    });
    expect(first).toMatchObject({
      name: '新規サービス開発',
      project_number: 'PJ-001',
      start_date: '2026-04-01',
      end_date: '2027-03-31',
      enabled: true,
      contracts_count: 0,
    });
    await create(h, { name: 'コーポレートサイト刷新' });
    await create(h, { name: 'オウンドメディア運営', enabled: false });

    const page0 = (await ctx.call('GET', '/api/v2/employee/projects?page=0&limit=2', { headers: h })).json();
    expect(page0.meta).toEqual({ total_count: 3, page: 0, limit: 2 });
    expect(page0.data.map((p: { name: string }) => p.name)).toEqual(['オウンドメディア運営', 'コーポレートサイト刷新']);
    const page1 = (await ctx.call('GET', '/api/v2/employee/projects?page=1&limit=2', { headers: h })).json();
    expect(page1.data.map((p: { name: string }) => p.name)).toEqual(['新規サービス開発']);

    const byNumber = (await ctx.call('GET', `/api/v2/employee/projects?keyword=${encodeURIComponent('pj-0')}`, { headers: h })).json();
    expect(byNumber.data.map((p: { code: string }) => p.code)).toEqual([first.code]);
    // % and _ are searched as themselves
    expect((await ctx.call('GET', '/api/v2/employee/projects?keyword=%25', { headers: h })).json().meta.total_count).toBe(0);
    const enabledOnly = (await ctx.call('GET', '/api/v2/employee/projects?enabled=true', { headers: h })).json();
    expect(enabledOnly.meta.total_count).toBe(2);
    const disabledOnly = (await ctx.call('GET', '/api/v2/employee/projects?enabled=false', { headers: h })).json();
    expect(disabledOnly.data.map((p: { name: string }) => p.name)).toEqual(['オウンドメディア運営']);

    const limit = await ctx.call('GET', '/api/v2/employee/projects?limit=101', { headers: h });
    expect(limit.statusCode).toBe(422);

    const toggled = await ctx.call('PUT', `/api/v2/employee/projects/${first.code}`, { headers: h, body: { project: { enabled: false } } });
    expect(toggled.json().data).toMatchObject({ name: '新規サービス開発', project_number: 'PJ-001', enabled: false });
    const edited = await ctx.call('PUT', `/api/v2/employee/projects/${first.code}`, {
      headers: h,
      body: { project: { name: '新サービス開発', project_number: '', end_date: '' } },
    });
    expect(edited.json().data).toMatchObject({ name: '新サービス開発', project_number: null, start_date: '2026-04-01', end_date: null });
  });

  it('refuses bad input in Japanese: name required and ≤ 100, unique names and numbers, end before start', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const post = (project: Record<string, unknown>) => ctx.call('POST', '/api/v2/employee/projects', { headers: h, body: { project } });
    const empty = await post({ name: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields['project.name']).toEqual([ja.validation.required]);
    expect((await post({ name: 'あ'.repeat(101) })).json().fields['project.name']).toEqual([ja.validation.tooLong(100)]);
    expect((await post({ name: 'あ'.repeat(100) })).statusCode).toBe(200);
    const period = await post({ name: '期間', start_date: '2026/04/02', end_date: '2026/04/01' });
    expect(period.statusCode).toBe(422);
    expect(period.json().fields['project.end_date']).toEqual([ja.projects.endBeforeStart]);
    expect((await post({ name: '日付', start_date: '2026/13/01' })).json().fields['project.start_date']).toEqual([ja.validation.dateInvalid]);

    const p = await create(h, { name: 'Alpha', project_number: 'A-1', start_date: '2026/04/01' });
    const dupName = await post({ name: 'alpha' });
    expect(dupName.statusCode).toBe(422);
    expect(dupName.json().errors).toEqual([ja.projects.nameTaken]);
    const dupNumber = await post({ name: 'Beta', project_number: 'A-1' });
    expect(dupNumber.json().fields).toEqual({ 'project.project_number': [ja.projects.numberTaken] });
    // PUT checks the period against the stored start, and the name against the others only
    const beta = await create(h, { name: 'Beta' });
    const before = await ctx.call('PUT', `/api/v2/employee/projects/${p.code}`, { headers: h, body: { project: { end_date: '2026/03/31' } } });
    expect(before.json().fields['project.end_date']).toEqual([ja.projects.endBeforeStart]);
    expect((await ctx.call('PUT', `/api/v2/employee/projects/${p.code}`, { headers: h, body: { project: { name: 'Alpha' } } })).statusCode).toBe(200);
    const taken = await ctx.call('PUT', `/api/v2/employee/projects/${beta.code}`, { headers: h, body: { project: { name: 'ALPHA' } } });
    expect(taken.json().errors).toEqual([ja.projects.nameTaken]);
    // another company may use the same name
    const other = await ctx.makeCompany();
    await create(await ctx.signIn(other.owner.email), { name: 'Alpha', project_number: 'A-1' });
  });

  it("answers 404 for another company's project; every role reads, only owner and administrator write", async () => {
    const a = await ctx.makeCompany();
    const b = await ctx.makeCompany();
    const foreign = await create(await ctx.signIn(b.owner.email), { name: '他社の案件' });
    const ha = await ctx.signIn(a.owner.email);
    await expectNotFoundForOtherCompany(ctx, { method: 'PUT', url: `/api/v2/employee/projects/${foreign.code}`, body: { project: { enabled: false } } }, ha);
    expect((await ctx.call('GET', '/api/v2/employee/projects', { headers: ha })).json().meta.total_count).toBe(0);

    const admin = await a.addEmployee('administrator');
    const own = await create(await ctx.signIn(admin.email), { name: '管理者の案件' });
    for (const role of ['general', 'viewer'] as const) {
      const employee = await a.addEmployee(role);
      const h = await ctx.signIn(employee.email);
      expect((await ctx.call('GET', '/api/v2/employee/projects', { headers: h })).json().meta.total_count).toBe(1);
      const post = await ctx.call('POST', '/api/v2/employee/projects', { headers: h, body: { project: { name: 'x' } } });
      expect(post.statusCode).toBe(403);
      expect(post.json().errors).toEqual([ja.auth.forbidden]);
      const put = await ctx.call('PUT', `/api/v2/employee/projects/${own.code}`, { headers: h, body: { project: { enabled: false } } });
      expect(put.statusCode).toBe(403);
    }
  });

  it('a contract keeps a project that was disabled, but a disabled project cannot be newly linked', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const worker = await company.addWorker({ fullName: '案件 ワーカー' });
    const contract = await company.addContract(worker.id);
    const kept = await create(h, { name: '継続案件' });
    const fresh = await create(h, { name: '停止中の案件', enabled: false });
    const put = (ids: number[]) =>
      ctx.call('PUT', `/api/workers/${worker.code}/contract`, { headers: h, body: { contract: { id: contract.id }, project_id_list: ids } });
    expect((await put([kept.id])).statusCode).toBe(200);
    await ctx.call('PUT', `/api/v2/employee/projects/${kept.code}`, { headers: h, body: { project: { enabled: false } } });
    expect((await put([kept.id])).statusCode).toBe(200);
    const refused = await put([kept.id, fresh.id]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ project_id_list: [ja.projects.disabledForNewLink] });
    const list = (await ctx.call('GET', '/api/v2/employee/projects', { headers: h })).json();
    expect(list.data.find((p: { code: string }) => p.code === kept.code).contracts_count).toBe(1);
  });
});
