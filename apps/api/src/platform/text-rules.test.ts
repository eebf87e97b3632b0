import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { useTestApp, type AuthHeaders } from '../../test/helpers';
import { createCompanyInputSchema } from '../modules/identity/companies/companies.service';

const ctx = useTestApp();

const SINGLE_LINE = '改行や制御文字は使用できません。';
const CONTROL = '制御文字や文字の向きを変える記号は使用できません。';
/** A line break (header or body injection), a right-to-left override (a name that reads backwards), a NUL. */
const bad = ['山田\n太郎 https://evil.example', '山田\u202Eexe.txt', '山田\u0000太郎'];

type Fixture = { h: AuthHeaders; workerCode: string; contractId: number; agentCode: string; agentContractCode: string; departmentId: number };

async function fixture(): Promise<Fixture> {
  const company = await ctx.makeCompany();
  const h = await ctx.signIn(company.owner.email);
  const worker = await company.addWorker({ fullName: '田中 健太', fullNameKana: 'タナカ ケンタ' });
  const contract = await company.addContract(worker.id, 'Web開発業務委託契約');
  const department = await company.addDepartment('開発部');
  const agent = await ctx.call('POST', '/api/v2/employee/agents', { headers: h, body: { agent: { name: '紹介会社', entity_type: 'corporation' } } });
  const agentCode = agent.json().data.code as string;
  const agentContract = await ctx.call('POST', `/api/v2/employee/agents/${agentCode}/agent_contracts`, {
    headers: h,
    body: { agent_contract: { title: '紹介契約', start_date: '2026-04-01', fee_type: 'fixed', fixed_fee: '1,000', usance: 'within_30_days', worker_code_list: [] } },
  });
  expect(agentContract.statusCode, agentContract.body).toBe(200);
  return { h, workerCode: worker.code, contractId: contract.id, agentCode, agentContractCode: agentContract.json().data.code, departmentId: department.id };
}

const contract = (title: string) => ({
  title,
  contract_type: 'outsourcing',
  start_date: '2026/04/01',
  unit_price_type: 'monthly',
  tax_type: 'excluded',
  tax_rate: 10,
  withholding_type: 'not_withhold',
  usance: 'end_of_month_next_month_25',
});

/** Each name or title field, on create and on update: [label, method, url, body, field key]. */
const cases: Array<[string, (f: Fixture) => string, string, (f: Fixture, v: string) => unknown, string]> = [
  ['employee invitation name', () => 'POST', '/api/companies/employee_invitation', (_f, v) => ({ employee: { email: 'new@example.com', name: v, role: 'general' } }), 'employee.name'],
  ['employee name (edit)', () => 'PUT', '/api/v2/employee/employees/{owner}', (_f, v) => ({ employee: { name: v, email: 'x@example.com' } }), 'employee.name'],
  ['worker invitation name', () => 'POST', '/api/workers/invitation', (_f, v) => ({ worker: { full_name: v, email: 'w@example.com', contract_title: '契約', start_date: '2026/04/01' } }), 'worker.full_name'],
  ['worker invitation contract title', () => 'POST', '/api/workers/invitation', (_f, v) => ({ worker: { full_name: '山田', email: 'w@example.com', contract_title: v, start_date: '2026/04/01' } }), 'worker.contract_title'],
  ['worker name (create)', () => 'POST', '/api/v2/employee/businessors', (_f, v) => ({ businessor: { full_name: v } }), 'businessor.full_name'],
  ['worker trade name (update)', () => 'PUT', '/api/v2/employee/businessors/{worker}', (_f, v) => ({ businessor: { full_name: '田中 健太', trade_name: v } }), 'businessor.trade_name'],
  ['contract title (create)', () => 'POST', '/api/workers/{worker}/contract', (_f, v) => ({ contract: contract(v) }), 'contract.title'],
  ['contract title (update)', () => 'PUT', '/api/workers/{worker}/contract', (f, v) => ({ contract: { id: f.contractId, title: v } }), 'contract.title'],
  ['agent name (create)', () => 'POST', '/api/v2/employee/agents', (_f, v) => ({ agent: { name: v, entity_type: 'individual' } }), 'agent.name'],
  ['agent contact (update)', () => 'PUT', '/api/v2/employee/agents/{agent}', (_f, v) => ({ agent: { name: '紹介会社', entity_type: 'corporation', contact_person: v } }), 'agent.contact_person'],
  ['agent contract title', () => 'PUT', '/api/v2/employee/agent_contracts/{agentContract}', (_f, v) => ({ agent_contract: { title: v, start_date: '2026-04-01', fee_type: 'fixed', fixed_fee: '1,000', usance: 'within_30_days', worker_code_list: [] } }), 'agent_contract.title'],
  ['department name (create)', () => 'POST', '/api/companies/department', (_f, v) => ({ department: { name: v } }), 'department.name'],
  ['department name (update)', () => 'PUT', '/api/companies/department', (f, v) => ({ department: { id: f.departmentId, name: v } }), 'department.name'],
  ['company name', () => 'PUT', '/api/companies/basic_information', (_f, v) => ({ company: { name: v } }), 'company.name'],
  ['profile name', () => 'PUT', '/api/profile', (_f, v) => ({ profile: { name: v } }), 'profile.name'],
];

describe('names and titles refuse line breaks, control characters and bidi overrides (issue #8)', () => {
  it.each(cases)('%s: 422 in Japanese for \\n and U+202E, 400 for NUL', async (_label, method, url, body, field) => {
    const f = await fixture();
    const me = (await ctx.call('GET', '/api/profile', { headers: f.h })).json().data.profile.code as string;
    const path = url
      .replace('{owner}', me)
      .replace('{worker}', f.workerCode)
      .replace('{agentContract}', f.agentContractCode)
      .replace('{agent}', f.agentCode);
    for (const value of bad) {
      const res = await ctx.call(method(f), path, { headers: f.h, body: body(f, value) });
      if (value.includes('\u0000')) {
        // a NUL never reaches the schema: the input guard refuses it for every field of every route
        expect(res.statusCode, `${JSON.stringify(value)} → ${res.body}`).toBe(400);
        expect(res.json().errors).toEqual([ja.api.nulCharacter]);
        continue;
      }
      expect(res.statusCode, `${JSON.stringify(value)} → ${res.body}`).toBe(422);
      expect(res.json().fields[field]).toEqual([SINGLE_LINE]);
      expect(res.json().errors).toContain(SINGLE_LINE);
    }
    // the same field with an ordinary value is accepted
    const ok = await ctx.call(method(f), path, { headers: f.h, body: body(f, '山田 太郎（https://example.com）') });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('remarks keep their line breaks but refuse other control characters and bidi overrides', async () => {
    const f = await fixture();
    const put = (memo: string) => ctx.call('PUT', `/api/workers/${f.workerCode}/contract`, { headers: f.h, body: { contract: { id: f.contractId, memo } } });
    const ok = await put('1行目\n2行目');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.contract.memo).toBe('1行目\n2行目');
    for (const memo of ['備考\u202E', '備考\u001B[31m']) {
      const res = await put(memo);
      expect(res.statusCode).toBe(422);
      expect(res.json().fields['contract.memo']).toEqual([CONTROL]);
    }
    const department = await ctx.call('POST', '/api/companies/department', { headers: f.h, body: { department: { name: '営業部', description: '説明\u2066' } } });
    expect(department.json().fields['department.description']).toEqual([CONTROL]);
  });
});

describe('npm run company:create', () => {
  it('refuses a company or owner name with a line break, a control character or a bidi override', () => {
    const base = { name: '本番株式会社', email: 'boss@example.com', password: 'secure-pass-123' };
    expect(createCompanyInputSchema.safeParse(base).success).toBe(true);
    for (const value of bad) {
      expect(createCompanyInputSchema.safeParse({ ...base, name: value }).error?.issues[0]?.message).toBe(SINGLE_LINE);
      expect(createCompanyInputSchema.safeParse({ ...base, ownerName: value }).error?.issues[0]?.message).toBe(SINGLE_LINE);
    }
  });
});

describe('names nobody can read (L9)', () => {
  it('the company side refuses a worker or employee name of zero-width spaces or stacked combining marks', async () => {
    const f = await fixture();
    for (const [value, message] of [
      ['\u200B\u200B', ja.validation.invisibleOnly],
      [`田${'\u0301'.repeat(20)}中`, ja.validation.combiningMarks],
    ] as const) {
      const worker = await ctx.call('POST', '/api/v2/employee/businessors', { headers: f.h, body: { businessor: { full_name: value } } });
      expect(worker.statusCode, worker.body).toBe(422);
      expect(worker.json().fields['businessor.full_name']).toEqual([message]);
      const me = await ctx.call('PUT', '/api/profile', { headers: f.h, body: { profile: { name: value } } });
      expect(me.json().fields['profile.name']).toEqual([message]);
    }
  });
});
