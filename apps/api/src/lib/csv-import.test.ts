import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp, type AuthHeaders } from '../../test/helpers';

const ctx = useTestApp();

const WORKERS = '/api/v2/employee/businessors/import_csv';
const INVITES = '/api/v2/employee/worker_invites/import_csv';
const TEMPORARY = '/api/v2/employee/temporary_workers/import_csv';
const CONTRACTS = '/api/v2/employee/contracts/import_csv';

const WORKERS_HEADER = 'ワーカーコード,氏名,フリガナ,屋号,所属部署,業務内容,職種,メールアドレス';
const INVITES_HEADER = '氏名,フリガナ,メールアドレス,屋号,所属部署,職種,契約名,業務内容,契約開始日,契約終了日';
const CONTRACTS_HEADER = '契約コード,ワーカーコード,契約名,契約形態,契約開始日,契約終了日,単価区分,単価,税区分,税率,源泉徴収,支払サイト,業務内容,稼働管理,Slack通知URL,備考';

/** A multipart request with one file part, as a browser sends it (not awaited: the caller decides when). */
function upload(url: string, headers: AuthHeaders, content: string | Buffer): Promise<LightMyRequestResponse> {
  const boundary = '----csv-import-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="csv_file"; filename="import.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
}

/**
 * Runs `request` while /api/health is asked again and again, one call always in flight, until the request has
 * answered. Because a health call is pending at every moment, any stretch in which the import holds the event loop
 * falls inside one health call and shows up as its latency.
 */
async function healthWhile(request: Promise<LightMyRequestResponse>) {
  let pending = true;
  const done = request.finally(() => {
    pending = false;
  });
  let slowest = 0;
  let calls = 0;
  while (pending) {
    const started = performance.now();
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    slowest = Math.max(slowest, performance.now() - started);

    expect(health.statusCode).toBe(200);
    calls += 1;
  }
  return { response: await done, slowest, calls };
}

const FIVE_MB = 5 * 1024 * 1024;
/** `line` repeated to just under the 5 MB upload limit. */
const fill = (line: string, room: number) => line.repeat(Math.floor(room / Buffer.byteLength(line)));

describe('a hostile CSV upload is refused without holding up other requests', () => {
  // One kind of file per import endpoint, so all four endpoints are covered.
  const cases = [
    {
      kind: '5 MB of blank lines',
      url: WORKERS,
      file: () => `${WORKERS_HEADER}\r\n${fill('\r\n', FIVE_MB - 1000)}`,
      status: 422,
      errors: ['CSVファイルにデータ行がありません。'],
    },
    {
      kind: '100,000 one-column rows',
      url: INVITES,
      file: () => `氏名\r\n${Array.from({ length: 100_000 }, (_, i) => `ワーカー${i}`).join('\r\n')}`,
      status: 422,
      errors: ['CSVのデータ行が多すぎます。一度に取り込めるのは5,000行までです。'],
    },
    {
      kind: 'one 5 MB cell',
      url: TEMPORARY,
      file: () => `${INVITES_HEADER}\r\n"${'あ'.repeat(Math.floor((FIVE_MB - 1000) / 3))}",,,,,,,,,\r\n`,
      status: 422,
      errors: ['2行目（氏名）: 1つのセルは10,000文字までにしてください。'],
    },
    {
      kind: 'ragged rows',
      url: CONTRACTS,
      file: () => {
        const rows: string[] = [CONTRACTS_HEADER];
        for (let i = 0, size = 0; size < FIVE_MB - 2000; i += 1) {
          const row = Array.from({ length: (i % 90) + 1 }, () => 'x').join(',');
          rows.push(row);
          size += row.length + 2;
        }
        return rows.join('\r\n');
      },
      status: 422,
      errors: ['CSVのデータ行が多すぎます。一度に取り込めるのは10,000行までです。'],
    },
  ];

  for (const c of cases) {
    it(`${c.kind} (${c.url}): /api/health answers within 200 ms meanwhile, the refusal is ${c.status} in Japanese`, async () => {
      const company = await ctx.makeCompany();
      const h = await ctx.signIn(company.owner.email);
      const file = c.file();
      expect(Buffer.byteLength(file)).toBeLessThanOrEqual(FIVE_MB);
      const { response, slowest, calls } = await healthWhile(upload(c.url, h, file));
      expect(calls).toBeGreaterThan(0);
      expect(slowest, `slowest /api/health: ${Math.round(slowest)} ms`).toBeLessThan(200);
      expect(response.statusCode, response.body).toBe(c.status);
      expect(response.json().errors).toEqual(c.errors);
    });
  }

  it('a file over 5 MB is 413 in Japanese', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const res = await upload(CONTRACTS, h, `${CONTRACTS_HEADER}\r\n${'x'.repeat(FIVE_MB)}`);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual(['CSVファイルは5MB以内にしてください。']);
  });
});

describe('control characters in a cell', () => {
  it('are refused per line and column in Japanese, and nothing is written (U+0000 used to reach PostgreSQL: 500)', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const workers = await upload(WORKERS, h, `${WORKERS_HEADER}\r\n,山田\u0000太郎,,,,,,\r\n,佐藤 次郎,,,,,,\r\n,鈴木,,,,"開発\u0001",,\r\n,高橋,,,,,,,x\r\n`);
    expect(workers.statusCode).toBe(422);
    expect(workers.json().errors).toEqual([
      '2行目（氏名）: 制御文字（U+0000）は使用できません。',
      '4行目（業務内容）: 制御文字（U+0001）は使用できません。',
      '5行目: 見出し行（8列）より右の列に値があります。',
    ]);
    const temporary = await upload(TEMPORARY, h, `${INVITES_HEADER}\r\n岡田 陽,,,,,,保守\u0000業務委託,,2026/07/01,\r\n`);
    expect(temporary.statusCode).toBe(422);
    expect(temporary.json().errors).toEqual(['2行目（契約名）: 制御文字（U+0000）は使用できません。']);
    const list = await ctx.call('GET', '/api/user/workers/custom_display', { headers: h });
    expect(list.json().total_count).toBe(0);
  });

  it('tab and line breaks inside a quoted cell are kept; other C0 characters are refused', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const worker = await company.addWorker({ fullName: '田中 健太' });
    const row = (memo: string) => `,${worker.code},保守契約,業務委託,2026/05/01,,月額,100000,税抜,10,源泉徴収しない,月末締め翌月25日払い,,しない,,${memo}`;
    const bad = await upload(CONTRACTS, h, `${CONTRACTS_HEADER}\r\n${row('"備考\u001f"')}\r\n`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual(['2行目（備考）: 制御文字（U+001F）は使用できません。']);
    const ok = await upload(CONTRACTS, h, `${CONTRACTS_HEADER}\r\n${row('"1行目\r\n2行目\tタブ"')}\r\n`);
    expect(ok.statusCode, ok.body).toBe(200);
    const listed = (await ctx.call('GET', '/api/v2/employee/contracts', { headers: h })).json().data;
    const contract = (await ctx.call('GET', `/api/v2/employee/contracts/${listed[0].code}`, { headers: h })).json().data;
    expect(contract.memo).toBe('1行目\n2行目\tタブ');
  });
});
