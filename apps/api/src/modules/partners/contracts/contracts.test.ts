import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { expectNotFoundForOtherCompany, useTestApp, type AuthHeaders, type TestCompany } from '../../../../test/helpers';
import { ja } from '@app/shared/messages/ja';
import { insertProjects } from '../projects/projects.repository';

const ctx = useTestApp();

async function setup(): Promise<{ company: TestCompany; h: AuthHeaders; worker: { id: number; code: string }; contract: { id: number; code: string } }> {
  const company = await ctx.makeCompany();
  const worker = await company.addWorker({ fullName: '田中 健太', fullNameKana: 'タナカ ケンタ', tradeName: 'タナカ開発工房' });
  const contract = await company.addContract(worker.id, 'Web開発業務委託契約');
  const h = await ctx.signIn(company.owner.email);
  return { company, h, worker, contract };
}

const fullContract = {
  title: 'デザイン業務委託契約',
  contract_type: 'quasi_mandate',
  start_date: '2026/04/01',
  end_date: '2027/03/31',
  unit_price_type: 'monthly',
  unit_price: '500,000',
  tax_type: 'excluded',
  tax_rate: 10,
  withholding_type: 'withhold',
  usance: 'end_of_month_next_month_25',
  business_field: 'UIデザイン',
  memo: '月末に稼働報告',
};

function multipart(bytes: Buffer, field = 'csv_file', filename = 'contracts.csv') {
  const boundary = '----contracts-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(h: AuthHeaders, bytes: Buffer) {
  const { body, contentType } = multipart(bytes);
  return ctx.app.inject({ method: 'POST', url: '/api/v2/employee/contracts/import_csv', headers: { ...h, 'content-type': contentType }, payload: body });
}

describe('GET /api/contracts/classification', () => {
  it('answers every classification list as {value,label}, and every usance pays within 60 days', async () => {
    const { h } = await setup();
    const res = await ctx.call('GET', '/api/contracts/classification', { headers: h });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.contract_types).toContainEqual({ value: 'quasi_mandate', label: '準委任' });
    expect(data.tax_types).toEqual([
      { value: 'excluded', label: '税抜' },
      { value: 'included', label: '税込' },
    ]);
    expect(data.unit_price_types).toContainEqual({ value: 'hourly', label: '時間単価' });
    expect(data.withholding_types).toContainEqual({ value: 'withhold', label: '源泉徴収する' });
    expect(data.usances.map((u: { label: string }) => u.label)).toContain('月末締め翌月25日払い');
    expect(data.usances.map((u: { label: string }) => u.label)).toContain('月末締め翌月末払い');
    expect(data.usances.map((u: { label: string }) => u.label).some((l: string) => l.includes('翌々月'))).toBe(false);
  });
  it('needs a signed-in employee', async () => {
    expect((await ctx.call('GET', '/api/contracts/classification')).statusCode).toBe(401);
  });
});

describe('/api/workers/{code}/contract', () => {
  it('GET answers the latest contract with defaults, the worker and the projects', async () => {
    const { company, h, worker, contract } = await setup();
    await insertProjects(ctx.database.db, company.id, ['新規サービス開発']);
    const res = await ctx.call('GET', `/api/workers/${worker.code}/contract`, { headers: h });
    expect(res.statusCode).toBe(200);
    const { contract: c, detail } = res.json().data;
    expect(c).toMatchObject({
      code: contract.code,
      title: 'Web開発業務委託契約',
      contract_type: 'outsourcing',
      start_date: '2026-04-01',
      unit_price: null,
      tax_rate: 10,
      is_enable_time_tracking: false,
      project_id_list: [],
      purchase_order_item_group_templates: [],
    });
    expect(detail.worker).toEqual({ code: worker.code, fullname: '田中 健太／タナカ開発工房' });
    expect(detail.projects.map((p: { name: string }) => p.name)).toEqual(['新規サービス開発']);
  });

  it('GET answers contract null for a worker without contracts, and picks a contract by contract_code', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const w = await company.addWorker({ fullName: '契約 なし' });
    const res = await ctx.call('GET', `/api/workers/${w.code}/contract`, { headers: h });
    expect(res.json().data.contract).toBeNull();
    const first = await company.addContract(w.id, '一つ目');
    await company.addContract(w.id, '二つ目');
    const picked = await ctx.call('GET', `/api/workers/${w.code}/contract?contract_code=${first.code}`, { headers: h });
    expect(picked.json().data.contract.title).toBe('一つ目');
  });

  it('POST creates a contract with every field and answers data.contract_id', async () => {
    const { company, h, worker } = await setup();
    const [project] = await insertProjects(ctx.database.db, company.id, ['社内基盤']);
    const res = await ctx.call('POST', `/api/workers/${worker.code}/contract`, {
      headers: h,
      body: {
        contract: fullContract,
        is_enable_time_tracking: true,
        time_tracking_slack_webhook_url: 'https://hooks.slack.com/services/T000/B000/XXXX',
        project_id_list: [project!.id],
        purchase_order_item_group_templates: [
          { name: '月額定額', items: [{ name: 'デザイン業務', quantity: '1', unit_price: '500,000', tax_rate: 10 }] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(typeof data.contract_id).toBe('number');
    const got = (await ctx.call('GET', `/api/workers/${worker.code}/contract?contract_code=${data.contract_code}`, { headers: h })).json().data.contract;
    expect(got).toMatchObject({
      id: data.contract_id,
      title: 'デザイン業務委託契約',
      contract_type: 'quasi_mandate',
      start_date: '2026-04-01',
      end_date: '2027-03-31',
      unit_price: 500000,
      withholding_type: 'withhold',
      is_enable_time_tracking: true,
      time_tracking_slack_webhook_url: 'https://hooks.slack.com/services/T000/B000/XXXX',
      project_id_list: [project!.id],
      purchase_order_item_group_templates: [{ name: '月額定額', items: [{ name: 'デザイン業務', quantity: 1, unit_price: 500000, tax_rate: 10 }] }],
    });
  });

  it('PUT with only {contract:{id, business_field}} changes only business_field (basic-info tab)', async () => {
    const { h, worker, contract } = await setup();
    const res = await ctx.call('PUT', `/api/workers/${worker.code}/contract`, {
      headers: h,
      body: { contract: { id: contract.id, business_field: 'バックエンド開発' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.contract).toMatchObject({ business_field: 'バックエンド開発', title: 'Web開発業務委託契約', start_date: '2026-04-01' });
  });

  it('PUT records the 順延の合意日 (postponement_agreed_on), answers it, refuses a non-date, clears it with null', async () => {
    const { h, worker, contract } = await setup();
    const url = `/api/workers/${worker.code}/contract`;
    const fresh = (await ctx.call('GET', url, { headers: h })).json().data.contract;
    expect(fresh.postponement_agreed_on).toBeNull();
    const set = await ctx.call('PUT', url, { headers: h, body: { contract: { id: contract.id, postponement_agreed_on: '2026/03/15' } } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.contract).toMatchObject({ postponement_agreed_on: '2026-03-15', title: 'Web開発業務委託契約' });
    expect((await ctx.call('GET', url, { headers: h })).json().data.contract.postponement_agreed_on).toBe('2026-03-15');
    const bad = await ctx.call('PUT', url, { headers: h, body: { contract: { id: contract.id, postponement_agreed_on: '2026/02/30' } } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields['contract.postponement_agreed_on']).toEqual([ja.validation.dateInvalid]);
    const cleared = await ctx.call('PUT', url, { headers: h, body: { contract: { id: contract.id, postponement_agreed_on: null } } });
    expect(cleared.json().data.contract.postponement_agreed_on).toBeNull();
  });

  it('PUT updates fields, settings, projects and templates', async () => {
    const { company, h, worker, contract } = await setup();
    const [p1, p2] = await insertProjects(ctx.database.db, company.id, ['A', 'B']);
    const res = await ctx.call('PUT', `/api/workers/${worker.code}/contract`, {
      headers: h,
      body: {
        contract: { ...fullContract, id: contract.id, unit_price: 1234567 },
        is_enable_time_tracking: true,
        time_tracking_slack_webhook_url: '',
        project_id_list: [p1!.id, p2!.id],
        purchase_order_item_group_templates: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.contract).toMatchObject({ unit_price: 1234567, time_tracking_slack_webhook_url: null, project_id_list: [p1!.id, p2!.id] });
  });

  it('refuses a bad money value with the SPEC message on the field', async () => {
    const { h, worker, contract } = await setup();
    const res = await ctx.call('PUT', `/api/workers/${worker.code}/contract`, {
      headers: h,
      body: { contract: { id: contract.id, unit_price: '12,34' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields['contract.unit_price']).toEqual(['金額は数字で入力してください（例：100000、100,000）']);
    expect(res.json().errors).toContain('金額は数字で入力してください（例：100000、100,000）');
  });

  it('refuses an end date before the start date, also against the stored start date', async () => {
    const { h, worker, contract } = await setup();
    const post = await ctx.call('POST', `/api/workers/${worker.code}/contract`, {
      headers: h,
      body: { contract: { ...fullContract, start_date: '2026/04/01', end_date: '2026/03/31' } },
    });
    expect(post.statusCode).toBe(422);
    expect(post.json().fields['contract.end_date']).toEqual(['契約開始日より前の日付を設定することはできません']);
    // the stored start is 2026-04-01
    const put = await ctx.call('PUT', `/api/workers/${worker.code}/contract`, { headers: h, body: { contract: { id: contract.id, end_date: '2026-01-31' } } });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors).toEqual(['契約開始日より前の日付を設定することはできません']);
    const unchanged = (await ctx.call('GET', `/api/workers/${worker.code}/contract`, { headers: h })).json().data.contract;
    expect(unchanged.end_date).toBeNull();
  });

  it('refuses a non-https webhook URL, a bad date, a too-large line and another company’s project', async () => {
    const { h, worker, contract } = await setup();
    const other = await ctx.makeCompany();
    const [foreign] = await insertProjects(ctx.database.db, other.id, ['他社']);
    const put = (body: object) => ctx.call('PUT', `/api/workers/${worker.code}/contract`, { headers: h, body: { contract: { id: contract.id }, ...body } });
    const http = await put({ time_tracking_slack_webhook_url: 'http://hooks.slack.com/x' });
    expect(http.json().fields.time_tracking_slack_webhook_url).toEqual(['https:// で始まる正しいURLを入力してください。']);
    const date = await ctx.call('PUT', `/api/workers/${worker.code}/contract`, { headers: h, body: { contract: { id: contract.id, start_date: '2026/02/30' } } });
    expect(date.json().fields['contract.start_date']).toEqual([ja.validation.dateInvalid]);
    const line = await put({
      purchase_order_item_group_templates: [{ name: 'g', items: [{ name: 'i', quantity: 10, unit_price: 1_000_000, tax_rate: 10 }] }],
    });
    expect(line.statusCode).toBe(422);
    expect(line.json().errors).toEqual(['明細の金額（数量×単価＋消費税）は10,000,000円以下にしてください。']);
    const project = await put({ project_id_list: [foreign!.id] });
    expect(project.statusCode).toBe(422);
    expect(project.json().fields.project_id_list).toEqual(['指定されたプロジェクトが見つかりません。']);
  });

  it('lets a viewer read but not write (403 in Japanese)', async () => {
    const { company, worker, contract } = await setup();
    const viewer = await company.addEmployee('viewer');
    const vh = await ctx.signIn(viewer.email);
    expect((await ctx.call('GET', `/api/workers/${worker.code}/contract`, { headers: vh })).statusCode).toBe(200);
    const put = await ctx.call('PUT', `/api/workers/${worker.code}/contract`, { headers: vh, body: { contract: { id: contract.id, business_field: 'x' } } });
    expect(put.statusCode).toBe(403);
    expect(put.json().errors).toEqual(['この操作を行う権限がありません。']);
    const post = await ctx.call('POST', `/api/workers/${worker.code}/contract`, { headers: vh, body: { contract: fullContract } });
    expect(post.statusCode).toBe(403);
    const general = await company.addEmployee('general');
    const gh = await ctx.signIn(general.email);
    const ok = await ctx.call('PUT', `/api/workers/${worker.code}/contract`, { headers: gh, body: { contract: { id: contract.id, business_field: 'x' } } });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 404 for another company’s worker or contract, and for a contract of another worker', async () => {
    const { h, worker, contract } = await setup();
    const other = await ctx.makeCompany();
    const oh = await ctx.signIn(other.owner.email);
    await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: `/api/workers/${worker.code}/contract` }, oh);
    await expectNotFoundForOtherCompany(ctx, { method: 'PUT', url: `/api/workers/${worker.code}/contract`, body: { contract: { id: contract.id, business_field: 'x' } } }, oh);
    await expectNotFoundForOtherCompany(ctx, { method: 'POST', url: `/api/workers/${worker.code}/contract`, body: { contract: fullContract } }, oh);
    await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: `/api/v2/employee/contracts/${contract.code}` }, oh);
    await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: `/api/v2/employee/businessors/${worker.code}/contracts` }, oh);
    // the other company's own worker cannot be used to reach this contract id
    const theirs = await other.addWorker({ fullName: '他社 ワーカー' });
    await expectNotFoundForOtherCompany(ctx, { method: 'PUT', url: `/api/workers/${theirs.code}/contract`, body: { contract: { id: contract.id, business_field: 'x' } } }, oh);
    expect((await ctx.call('GET', `/api/v2/employee/contracts/${contract.code}`, { headers: h })).statusCode).toBe(200);
  });
});

describe('contract lists', () => {
  it('GET /api/v2/employee/contracts pages on the server and searches worker names and titles', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const yamada = await company.addWorker({ fullName: '山田 太郎', fullNameKana: 'ヤマダ タロウ', tradeName: 'ヤマダ工房' });
    const sato = await company.addWorker({ fullName: '佐藤 次郎', fullNameKana: 'サトウ ジロウ' });
    await company.addContract(yamada.id, 'ウェブ制作');
    for (let i = 0; i < 4; i++) await company.addContract(sato.id, `記事執筆 ${i}`);
    const page = await ctx.call('GET', '/api/v2/employee/contracts?page=2&limit=2', { headers: h });
    expect(page.statusCode).toBe(200);
    expect(page.json().meta).toEqual({ total_count: 5, page: 2, limit: 2 });
    expect(page.json().data).toHaveLength(2);
    const search = async (q: string) =>
      (await ctx.call('GET', `/api/v2/employee/contracts?search=${encodeURIComponent(q)}`, { headers: h })).json();
    expect((await search('やまだ')).data.map((c: { title: string }) => c.title)).toEqual(['ウェブ制作']);
    expect((await search('ｳｪﾌﾞ')).data.map((c: { worker_name: string }) => c.worker_name)).toEqual(['山田 太郎／ヤマダ工房']);
    expect((await search('記事')).meta.total_count).toBe(4);
    expect((await search('%')).meta.total_count).toBe(0);
  });

  it('GET /api/v2/employee/businessors/{code}/contracts lists one worker’s contracts', async () => {
    const { company, h, worker } = await setup();
    await company.addContract(worker.id, '追加契約');
    const other = await company.addWorker({ fullName: '別 ワーカー' });
    await company.addContract(other.id, '別契約');
    const res = await ctx.call('GET', `/api/v2/employee/businessors/${worker.code}/contracts`, { headers: h });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total_count).toBe(2);
    expect(res.json().data.map((c: { title: string }) => c.title).sort()).toEqual(['Web開発業務委託契約', '追加契約']);
    expect(res.json().data[0]).toMatchObject({ contract_type_name: '業務委託', unit_price_type_name: '月額', worker_code: worker.code });
  });
});

describe('contracts CSV', () => {
  it('exports contracts.csv with BOM and CRLF, and importing the export changes nothing (round trip)', async () => {
    const { h, worker, contract } = await setup();
    await ctx.call('PUT', `/api/workers/${worker.code}/contract`, {
      headers: h,
      body: { contract: { ...fullContract, id: contract.id, memo: '=SUM(A1)、改行なし' }, is_enable_time_tracking: true, time_tracking_slack_webhook_url: 'https://hooks.slack.com/a' },
    });
    const exported = await ctx.call('GET', '/api/v2/employee/contracts/exports', { headers: h });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('contracts.csv');
    const bytes = exported.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('契約コード,ワーカーコード,ワーカー名,契約名,契約形態,契約開始日,契約終了日,単価区分,単価,税区分,税率,源泉徴収,支払サイト,業務内容,稼働管理,Slack通知URL,備考');
    expect(text).toContain(`${contract.code},${worker.code},田中 健太／タナカ開発工房,デザイン業務委託契約,準委任,2026/04/01,2027/03/31,月額,500000,税抜,10,源泉徴収する,月末締め翌月25日払い,UIデザイン,する,https://hooks.slack.com/a,'=SUM(A1)、改行なし`);

    const before = (await ctx.call('GET', `/api/v2/employee/contracts/${contract.code}`, { headers: h })).json().data;
    // the file as exported, neutralising quote included, goes back in unchanged
    const reimport = await upload(h, Buffer.from(bytes));
    expect(reimport.statusCode, reimport.body).toBe(200);
    expect(reimport.json()).toEqual({ data: { created: 0, updated: 1 }, meta: { count: 1 } });
    const after = (await ctx.call('GET', `/api/v2/employee/contracts/${contract.code}`, { headers: h })).json().data;
    const { updated_at: _a, ...beforeRest } = before;
    const { updated_at: _b, ...afterRest } = after;
    void _a;
    void _b;
    expect(afterRest).toEqual(beforeRest);
  });

  it('creates rows without a contract code, reads Shift-JIS, accepts comma money', async () => {
    const { h, worker } = await setup();
    const csv = [
      '契約コード,ワーカーコード,契約名,契約形態,契約開始日,契約終了日,単価区分,単価,税区分,税率,源泉徴収,支払サイト,業務内容,稼働管理,Slack通知URL,備考',
      `,${worker.code},保守契約,請負,2026/05/01,,時間単価,"5,000",税込,8,源泉徴収しない,15日締め当月末払い,保守,しない,,`,
    ].join('\r\n');
    const res = await upload(h, iconv.encode(csv, 'cp932'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ created: 1, updated: 0 });
    const list = (await ctx.call('GET', '/api/v2/employee/contracts?search=保守', { headers: h })).json();
    expect(list.data[0]).toMatchObject({ title: '保守契約', contract_type: 'contract_for_work', unit_price: 5000, unit_price_type: 'hourly', end_date: null });
  });

  it('a file with bad rows changes nothing and names every bad line with a Japanese reason', async () => {
    const { h, worker, contract } = await setup();
    const csv = [
      '契約コード,ワーカーコード,契約名,契約形態,契約開始日,契約終了日,単価区分,単価,税区分,税率,源泉徴収,支払サイト,業務内容,稼働管理,Slack通知URL,備考',
      `${contract.code},${worker.code},変更後の名前,業務委託,2026/04/01,,月額,100000,税抜,10,源泉徴収しない,月末締め翌月25日払い,,しない,,`,
      `,${worker.code},新規,業務委託,2026/04/01,2026/03/01,月額,100000,税抜,10,源泉徴収しない,月末締め翌月25日払い,,しない,,`,
      `,unknown-worker,新規2,謎の形態,2026/04/01,,月額,12.5,税抜,10,源泉徴収しない,月末締め翌々月末払い,,しない,http://x.example,`,
    ].join('\r\n');
    const res = await upload(h, Buffer.from(csv));
    expect(res.statusCode).toBe(422);
    const errors: string[] = res.json().errors;
    // one sentence per problem, '行目（列）: 理由', the good row 2 named nowhere
    expect(errors[0]).toBe('3行目（契約終了日）: 契約開始日より前の日付を設定することはできません');
    expect(errors.slice(1).every((e) => e.startsWith('4行目（'))).toBe(true);
    expect(errors).toContain('4行目（ワーカーコード）: ワーカーコード「unknown-worker」のワーカーが見つかりません。');
    expect(errors).toContain('4行目（契約形態）: 次のいずれかを入力してください: 業務委託、準委任、請負');
    expect(errors).toContain('4行目（単価）: 金額は数字で入力してください（例：100000、100,000）');
    expect(errors.some((e) => e.startsWith('4行目（支払サイト）: '))).toBe(true);
    expect(errors).toContain('4行目（Slack通知URL）: https:// で始まる正しいURLを入力してください。');
    expect(errors.some((e) => e.startsWith('2行目'))).toBe(false);
    const list = (await ctx.call('GET', '/api/v2/employee/contracts', { headers: h })).json();
    expect(list.meta.total_count).toBe(1);
    expect(list.data[0].title).toBe('Web開発業務委託契約');
  });

  it('refuses a missing file, a missing column, an unknown or foreign contract code, and a viewer', async () => {
    const { company, h, worker } = await setup();
    const none = await ctx.call('POST', '/api/v2/employee/contracts/import_csv', { headers: h, body: {} });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual(['CSVファイルを選択してください。']);
    const header = await upload(h, Buffer.from('契約コード,ワーカーコード\r\n,x\r\n'));
    expect(header.json().errors[0]).toMatch(/^CSVの1行目に必要な列がありません: 契約名、/);
    const other = await ctx.makeCompany();
    const ow = await other.addWorker({ fullName: '他社' });
    const oc = await other.addContract(ow.id);
    const csv = `契約コード,ワーカーコード,契約名,契約形態,契約開始日,契約終了日,単価区分,単価,税区分,税率,源泉徴収,支払サイト,業務内容,稼働管理,Slack通知URL,備考\r\n${oc.code},${worker.code},x,業務委託,2026/04/01,,月額,,税抜,10,源泉徴収しない,月末締め翌月25日払い,,しない,,\r\n`;
    const foreign = await upload(h, Buffer.from(csv));
    expect(foreign.json().errors).toEqual([`2行目（契約コード）: 契約コード「${oc.code}」の契約が見つかりません。`]);
    const viewer = await company.addEmployee('viewer');
    const vh = await ctx.signIn(viewer.email);
    expect((await upload(vh, Buffer.from(csv))).statusCode).toBe(403);
    expect((await ctx.call('GET', '/api/v2/employee/contracts/exports', { headers: vh })).statusCode).toBe(200);
  });
});

describe('a viewer never reads the Slack webhook URL or the memo (issue #19 I3)', () => {
  it('the detail, the worker contract tab and contracts.csv answer them to a general employee and blank to a viewer', async () => {
    const { company, h, worker, contract } = await setup();
    const hook = 'https://hooks.slack.com/services/T000/B000/SECRET';
    const saved = await ctx.call('PUT', `/api/workers/${worker.code}/contract`, {
      headers: h,
      body: { contract: { ...fullContract, id: contract.id, memo: '社内メモ' }, is_enable_time_tracking: true, time_tracking_slack_webhook_url: hook },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const vh = await ctx.signIn((await company.addEmployee('viewer')).email);
    const gh = await ctx.signIn((await company.addEmployee('general')).email);
    for (const [who, headers, memo, url] of [
      ['viewer', vh, null, null],
      ['general', gh, '社内メモ', hook],
    ] as const) {
      const detail = await ctx.call('GET', `/api/v2/employee/contracts/${contract.code}`, { headers });
      expect(detail.json().data, who).toMatchObject({ memo, time_tracking_slack_webhook_url: url, is_enable_time_tracking: true });
      const tab = await ctx.call('GET', `/api/workers/${worker.code}/contract`, { headers });
      expect(tab.json().data.contract, who).toMatchObject({ memo, time_tracking_slack_webhook_url: url });
      const csv = (await ctx.call('GET', '/api/v2/employee/contracts/exports', { headers })).body;
      expect(csv.includes('SECRET'), who).toBe(url !== null);
      expect(csv.includes('社内メモ'), who).toBe(memo !== null);
    }
  });
});

describe('a contract’s 精算幅 and rounding of worked time (issue #23)', () => {
  const settlement = { lower_hours: 140, upper_hours: '180.5', rate_method: 'split' };

  it('saves them on create and update, reads them back with the roundings’ defaults, and clears them with null', async () => {
    const { h, worker } = await setup();
    const post = await ctx.call('POST', `/api/workers/${worker.code}/contract`, {
      headers: h,
      body: { contract: { ...fullContract, unit_price: '600,000' }, time_settlement: settlement, time_rounding: { unit: 15, mode: 'floor', scope: 'day' } },
    });
    expect(post.statusCode, post.body).toBe(200);
    const id = post.json().data.contract_id as number;
    const read = async () => (await ctx.call('GET', `/api/workers/${worker.code}/contract?contract_code=${post.json().data.contract_code}`, { headers: h })).json().data.contract;
    expect(await read()).toMatchObject({
      time_settlement: { lower_hours: 140, upper_hours: 180.5, rate_method: 'split', deduction_rate: null, excess_rate: null, rate_rounding_unit: 10, rate_rounding_mode: 'floor', amount_rounding: 'floor' },
      time_rounding: { unit: 15, mode: 'floor', scope: 'day' },
    });
    const given = { lower_hours: null, upper_hours: 160, rate_method: 'given', deduction_rate: '9,999', excess_rate: '3,500', amount_rounding: 'round' };
    const put = await ctx.call('PUT', `/api/workers/${worker.code}/contract`, { headers: h, body: { contract: { id }, time_settlement: given, time_rounding: null } });
    expect(put.statusCode, put.body).toBe(200);
    expect(await read()).toMatchObject({ time_settlement: { lower_hours: null, upper_hours: 160, rate_method: 'given', excess_rate: 3500, amount_rounding: 'round' }, time_rounding: null });
    // the basic-info tab's partial update keeps them
    await ctx.call('PUT', `/api/workers/${worker.code}/contract`, { headers: h, body: { contract: { id, business_field: 'x' } } });
    expect((await read()).time_settlement).toMatchObject({ upper_hours: 160 });
    await ctx.call('PUT', `/api/workers/${worker.code}/contract`, { headers: h, body: { contract: { id }, time_settlement: null } });
    expect((await read()).time_settlement).toBeNull();
  });

  it('refuses a 精算幅 on an hourly contract, also when the change makes a monthly one hourly, with the field message', async () => {
    const { h, worker } = await setup();
    const needsMonthly = ja.timeTracking.contract.settlementNeedsMonthly;
    const post = await ctx.call('POST', `/api/workers/${worker.code}/contract`, {
      headers: h,
      body: { contract: { ...fullContract, unit_price_type: 'hourly', unit_price: 5000 }, time_settlement: settlement },
    });
    expect(post.statusCode).toBe(422);
    expect(post.json().fields.time_settlement).toEqual([needsMonthly]);
    const created = await ctx.call('POST', `/api/workers/${worker.code}/contract`, { headers: h, body: { contract: fullContract, time_settlement: settlement } });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.contract_id as number;
    const toHourly = await ctx.call('PUT', `/api/workers/${worker.code}/contract`, { headers: h, body: { contract: { id, unit_price_type: 'hourly' } } });
    expect(toHourly.statusCode).toBe(422);
    expect(toHourly.json().fields.time_settlement).toEqual([needsMonthly]);
    // a rounding fits an hourly contract, not a 成果物単価 one
    const perDeliverable = await ctx.call('PUT', `/api/workers/${worker.code}/contract`, {
      headers: h,
      body: { contract: { id, unit_price_type: 'per_deliverable' }, time_settlement: null, time_rounding: { unit: 30, mode: 'ceil', scope: 'month' } },
    });
    expect(perDeliverable.json().fields.time_rounding).toEqual([ja.timeTracking.contract.roundingNeedsTimeBased]);
    const stored = (await ctx.call('GET', `/api/workers/${worker.code}/contract?contract_code=${created.json().data.contract_code}`, { headers: h })).json().data.contract;
    expect(stored).toMatchObject({ unit_price_type: 'monthly', time_settlement: { lower_hours: 140 }, time_rounding: null });
  });

  it('answers 422 in Japanese per field for a bad rule, never 500', async () => {
    const { h, worker, contract } = await setup();
    const put = (body: object) => ctx.call('PUT', `/api/workers/${worker.code}/contract`, { headers: h, body: { contract: { id: contract.id, unit_price_type: 'monthly', unit_price: 600000 }, ...body } });
    const method = await put({ time_settlement: { ...settlement, rate_method: 'average' } });
    expect(method.statusCode).toBe(422);
    expect(method.json().fields['time_settlement.rate_method']).toEqual([ja.validation.invalid]);
    const order = await put({ time_settlement: { ...settlement, lower_hours: 200 } });
    expect(order.json().fields['time_settlement.upper_hours']).toEqual([ja.timeTracking.rangeErrors.order]);
    const given = await put({ time_settlement: { lower_hours: 140, upper_hours: 180, rate_method: 'given', deduction_rate: 4000 } });
    expect(given.json().fields['time_settlement.excess_rate']).toEqual([ja.timeTracking.rangeErrors.excessRateRequired]);
    const hours = await put({ time_settlement: { ...settlement, lower_hours: '百四十', upper_hours: 1e308 } });
    expect(hours.statusCode).toBe(422);
    expect(hours.json().fields['time_settlement.lower_hours']).toEqual([ja.timeTracking.contract.hoursInvalid]);
    const rounding = await put({ time_rounding: { unit: 7, mode: 'floor', scope: 'week' } });
    expect(rounding.statusCode).toBe(422);
    expect(Object.keys(rounding.json().fields).sort()).toEqual(['time_rounding.scope', 'time_rounding.unit']);
    const junk = await put({ time_settlement: 'lots', time_rounding: [1] });
    expect(junk.statusCode).toBe(422);
  });

  it('another company cannot set them: 404, the contract unchanged', async () => {
    const { h, worker, contract } = await setup();
    const other = await ctx.makeCompany();
    const oh = await ctx.signIn(other.owner.email);
    await expectNotFoundForOtherCompany(
      ctx,
      { method: 'PUT', url: `/api/workers/${worker.code}/contract`, body: { contract: { id: contract.id, unit_price_type: 'monthly', unit_price: 600000 }, time_settlement: settlement, time_rounding: { unit: 15, mode: 'floor', scope: 'day' } } },
      oh,
    );
    const mine = (await ctx.call('GET', `/api/workers/${worker.code}/contract`, { headers: h })).json().data.contract;
    expect(mine).toMatchObject({ time_settlement: null, time_rounding: null });
  });
});
