import { describe, expect, it } from 'vitest';
import { expectNotFoundForOtherCompany, useTestApp } from '../../../../test/helpers';

const ctx = useTestApp();

const agentBody = {
  name: '株式会社フリーランスエージェント',
  name_kana: 'フリーランスエージェント',
  entity_type: 'corporation',
  contact_person: '紹介 太郎',
  email: 'agent@example.com',
  phone: '03-1234-5678',
  postal_code: '100-0001',
  address: '東京都千代田区千代田1-1',
  invoice_registration_number: 'T7000012050002',
  memo: '',
};

async function setup() {
  const company = await ctx.makeCompany();
  const h = await ctx.signIn(company.owner.email);
  const worker = await company.addWorker({ fullName: '田中 健太', tradeName: 'タナカ開発工房' });
  return { company, h, worker };
}

describe('agents', () => {
  it('creates, reads, lists, searches and updates an agent', async () => {
    const { h } = await setup();
    const created = await ctx.call('POST', '/api/v2/employee/agents', { headers: h, body: { agent: agentBody } });
    expect(created.statusCode, created.body).toBe(200);
    const agent = created.json().data;
    expect(agent).toMatchObject({ name: agentBody.name, entity_type_name: '法人', memo: null, contract_count: 0 });
    await ctx.call('POST', '/api/v2/employee/agents', { headers: h, body: { agent: { name: '個人 紹介者', name_kana: 'コジン', entity_type: 'individual' } } });

    const list = await ctx.call('GET', '/api/v2/employee/agents?page=1&limit=1', { headers: h });
    expect(list.json().meta).toEqual({ total_count: 2, page: 1, limit: 1 });
    expect(list.json().data[0].name).toBe('個人 紹介者'); // by furigana: コジン before フリーランス
    const search = await ctx.call('GET', `/api/v2/employee/agents?search=${encodeURIComponent('フリーランス')}`, { headers: h });
    expect(search.json().data.map((a: { code: string }) => a.code)).toEqual([agent.code]);

    const updated = await ctx.call('PUT', `/api/v2/employee/agents/${agent.code}`, { headers: h, body: { agent: { ...agentBody, contact_person: '紹介 花子' } } });
    expect(updated.json().data.contact_person).toBe('紹介 花子');
    expect((await ctx.call('GET', `/api/v2/employee/agents/${agent.code}`, { headers: h })).json().data.contact_person).toBe('紹介 花子');
  });

  it('validates the fields in Japanese on the inputs', async () => {
    const { h } = await setup();
    const res = await ctx.call('POST', '/api/v2/employee/agents', {
      headers: h,
      body: { agent: { ...agentBody, name: '', email: 'x', invoice_registration_number: 'T1000012050002' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toMatchObject({ 'agent.name': ['入力してください。'], 'agent.email': ['メールアドレスの形式で入力してください。'] });
  });

  it('checks the corporation invoice number check digit', async () => {
    const { h } = await setup();
    const res = await ctx.call('POST', '/api/v2/employee/agents', { headers: h, body: { agent: { ...agentBody, invoice_registration_number: 'T1000012050002' } } });
    expect(res.json().fields['agent.invoice_registration_number']).toEqual(['インボイス登録番号の法人番号が正しくありません（チェックデジット不一致）。']);
  });
});

describe('agent contracts', () => {
  it('creates a rate contract linked to a worker, lists it, reads it and switches it to a fixed fee', async () => {
    const { h, worker } = await setup();
    const agent = (await ctx.call('POST', '/api/v2/employee/agents', { headers: h, body: { agent: agentBody } })).json().data;
    const created = await ctx.call('POST', `/api/v2/employee/agents/${agent.code}/agent_contracts`, {
      headers: h,
      body: {
        agent_contract: {
          title: 'エンジニア紹介契約',
          start_date: '2026/04/01',
          end_date: '2027/03/31',
          fee_type: 'rate',
          fee_rate: '12.5',
          fixed_fee: '999',
          usance: 'end_of_month_next_month_25',
          worker_code_list: [worker.code],
          memo: '',
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const contract = created.json().data;
    expect(contract).toMatchObject({
      agent_code: agent.code,
      fee_type_name: '紹介料率',
      fee_rate_bp: 1250,
      fixed_fee: null,
      usance_name: '月末締め翌月25日払い',
      workers: [{ code: worker.code, fullname: '田中 健太／タナカ開発工房' }],
    });
    const list = await ctx.call('GET', `/api/v2/employee/agents/${agent.code}/agent_contracts`, { headers: h });
    expect(list.json().meta.total_count).toBe(1);
    expect((await ctx.call('GET', `/api/v2/employee/agents/${agent.code}`, { headers: h })).json().data.contract_count).toBe(1);

    const updated = await ctx.call('PUT', `/api/v2/employee/agent_contracts/${contract.code}`, {
      headers: h,
      body: { agent_contract: { title: 'エンジニア紹介契約', start_date: '2026-04-01', fee_type: 'fixed', fixed_fee: '300,000', usance: 'within_30_days', worker_code_list: [] } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ fee_rate_bp: null, fixed_fee: 300000, workers: [], end_date: null });
  });

  it('refuses an end before the start, a missing fee and another company’s worker', async () => {
    const { h } = await setup();
    const other = await ctx.makeCompany();
    const foreign = await other.addWorker({ fullName: '他社 ワーカー' });
    const agent = (await ctx.call('POST', '/api/v2/employee/agents', { headers: h, body: { agent: agentBody } })).json().data;
    const post = (c: object) =>
      ctx.call('POST', `/api/v2/employee/agents/${agent.code}/agent_contracts`, {
        headers: h,
        body: { agent_contract: { title: 't', start_date: '2026/04/01', fee_type: 'rate', fee_rate: '10', usance: 'within_30_days', worker_code_list: [], ...c } },
      });
    expect((await post({ end_date: '2026/03/01' })).json().fields['agent_contract.end_date']).toEqual(['契約開始日より前の日付を設定することはできません']);
    expect((await post({ fee_rate: '' })).json().fields['agent_contract.fee_rate']).toEqual(['紹介料を入力してください。']);
    expect((await post({ fee_type: 'fixed', fixed_fee: '1,00' })).json().fields['agent_contract.fixed_fee']).toEqual(['金額は数字で入力してください（例：100000、100,000）']);
    const res = await post({ worker_code_list: [foreign.code] });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields.worker_code_list).toEqual(['指定されたワーカーが見つかりません。']);
    expect((await ctx.call('GET', `/api/v2/employee/agents/${agent.code}/agent_contracts`, { headers: h })).json().meta.total_count).toBe(0);
  });

  it('lets a viewer read only, and answers 404 across companies for every code', async () => {
    const { company, h } = await setup();
    const agent = (await ctx.call('POST', '/api/v2/employee/agents', { headers: h, body: { agent: agentBody } })).json().data;
    const contractBody = { agent_contract: { title: 't', start_date: '2026/04/01', fee_type: 'rate', fee_rate: '10', usance: 'within_30_days', worker_code_list: [] } };
    const contract = (await ctx.call('POST', `/api/v2/employee/agents/${agent.code}/agent_contracts`, { headers: h, body: contractBody })).json().data;

    const viewer = await company.addEmployee('viewer');
    const vh = await ctx.signIn(viewer.email);
    expect((await ctx.call('GET', '/api/v2/employee/agents', { headers: vh })).statusCode).toBe(200);
    expect((await ctx.call('GET', `/api/v2/employee/agent_contracts/${contract.code}`, { headers: vh })).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/v2/employee/agents', { agent: agentBody }],
      ['PUT', `/api/v2/employee/agents/${agent.code}`, { agent: agentBody }],
      ['POST', `/api/v2/employee/agents/${agent.code}/agent_contracts`, contractBody],
      ['PUT', `/api/v2/employee/agent_contracts/${contract.code}`, contractBody],
    ] as const) {
      const res = await ctx.call(method, url, { headers: vh, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().errors).toEqual(['この操作を行う権限がありません。']);
    }

    const other = await ctx.makeCompany();
    const oh = await ctx.signIn(other.owner.email);
    await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: `/api/v2/employee/agents/${agent.code}` }, oh);
    await expectNotFoundForOtherCompany(ctx, { method: 'PUT', url: `/api/v2/employee/agents/${agent.code}`, body: { agent: agentBody } }, oh);
    await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: `/api/v2/employee/agents/${agent.code}/agent_contracts` }, oh);
    await expectNotFoundForOtherCompany(ctx, { method: 'POST', url: `/api/v2/employee/agents/${agent.code}/agent_contracts`, body: contractBody }, oh);
    await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: `/api/v2/employee/agent_contracts/${contract.code}` }, oh);
    await expectNotFoundForOtherCompany(ctx, { method: 'PUT', url: `/api/v2/employee/agent_contracts/${contract.code}`, body: contractBody }, oh);
    expect((await ctx.call('GET', '/api/v2/employee/agents', { headers: oh })).json().meta.total_count).toBe(0);
  });
});
