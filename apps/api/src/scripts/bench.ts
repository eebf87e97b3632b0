/**
 * npm run bench — two sections.
 *
 * 1. Throughput (issue #8 item 6): req/s of the authenticated reads of the demo company beside `/api/health`, through
 *    real HTTP (see bench/throughput.ts); exits 1 when a ratio misses its target.
 * 2. Latency at scale (issue #4): 20,000 workers and 50,000 contracts in one company; and (issue #10) 100,000
 *    purchase orders with their deliveries: the company-wide order and delivery lists (first page, a deep page, a
 *    filtered search), each within 2× the p95 of its bare SQL.
 *
 * Starts its own database (an embedded server in a temp dir, or a new database on DATABASE_URL), migrates, seeds the
 * large company, builds the app in-process and measures each list through the whole HTTP stack (`app.inject`: routing,
 * auth, validation, SQL, serialisation) beside the bare SQL that serves it — the exact statements the request ran,
 * captured from Drizzle and replayed on the pool. Prints p50/p95 per case, the statements per request (an N+1 shows up
 * there) and exits 1 when a case breaks its budget.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../app';
import { connect, runMigrations, withDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { LARGE_OWNER_EMAIL, LARGE_OWNER_PASSWORD, seedLargeCompany } from '../bench/large-company';
import { runThroughput } from '../bench/throughput';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../db/seed-demo';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40);
const WARMUP = 5;
/** `throughput`, `latency` or both (default), comma-separated */
const SECTIONS = new Set((process.env.BENCH_SECTIONS ?? 'throughput,latency').split(',').map((s) => s.trim()));
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const THROUGHPUT_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** A budget in ms, or (issue #10) a ratio: the HTTP p95 within `ratioToSql` × the bare SQL's p95. */
type Case = { name: string; url: string; budgetP95Ms: number } | { name: string; url: string; ratioToSql: number };
const cases: Case[] = [
  { name: 'ワーカー一覧 1ページ目', url: '/api/user/workers/custom_display?page=1&per_page=25', budgetP95Ms: 150 },
  { name: 'ワーカー一覧 最終付近のページ', url: '/api/user/workers/custom_display?page=790&per_page=25', budgetP95Ms: 200 },
  { name: 'ワーカー検索 かな「やまだ」', url: `/api/user/workers/custom_display?page=1&per_page=25&search_name=${encodeURIComponent('やまだ')}`, budgetP95Ms: 200 },
  { name: 'ワーカー検索 カナ「サトウ ショウタ」', url: `/api/user/workers/custom_display?page=1&per_page=25&search_name=${encodeURIComponent('サトウ ショウタ')}`, budgetP95Ms: 200 },
  { name: 'ワーカー検索 屋号「デザイン事務所」', url: `/api/user/workers/custom_display?page=1&per_page=25&search_name=${encodeURIComponent('デザイン事務所')}`, budgetP95Ms: 200 },
  { name: 'ワーカー検索 該当なし', url: `/api/user/workers/custom_display?page=1&per_page=25&search_name=${encodeURIComponent('該当しない名前')}`, budgetP95Ms: 200 },
  { name: '契約一覧 1ページ目', url: '/api/v2/employee/contracts?page=1&limit=25', budgetP95Ms: 150 },
  { name: '契約一覧 最終付近のページ', url: '/api/v2/employee/contracts?page=1990&limit=25', budgetP95Ms: 200 },
  { name: '契約検索 ワーカー名「やまだ」', url: `/api/v2/employee/contracts?page=1&limit=25&search=${encodeURIComponent('やまだ')}`, budgetP95Ms: 200 },
  { name: '契約検索 契約名「デザイン業務」', url: `/api/v2/employee/contracts?page=1&limit=25&search=${encodeURIComponent('デザイン業務')}`, budgetP95Ms: 200 },
];

/** The order and delivery lists (issue #10); the deep pages are 10 pages before the last. */
function orderCases(counts: { orders: number; deliveries: number }): Case[] {
  const deep = (n: number) => Math.max(1, Math.ceil(n / 25) - 10);
  return [
    { name: '発注書一覧 1ページ目', url: '/api/v2/employee/purchase_orders?page=1&limit=25', ratioToSql: 2 },
    { name: '発注書一覧 最終付近のページ', url: `/api/v2/employee/purchase_orders?page=${deep(counts.orders)}&limit=25`, ratioToSql: 2 },
    { name: '発注書検索 承認済み＋「デザイン」', url: `/api/v2/employee/purchase_orders?page=1&limit=25&status=approved&keyword=${encodeURIComponent('デザイン')}`, ratioToSql: 2 },
    { name: '納品一覧 1ページ目', url: '/api/v2/employee/deliveries?page=1&limit=25', ratioToSql: 2 },
    { name: '納品一覧 最終付近のページ', url: `/api/v2/employee/deliveries?page=${deep(counts.deliveries)}&limit=25`, ratioToSql: 2 },
    { name: '納品検索 確認待ち＋「デザイン」', url: `/api/v2/employee/deliveries?page=1&limit=25&status=reviewing&keyword=${encodeURIComponent('デザイン')}`, ratioToSql: 2 },
    { name: '契約一覧 進捗「納品未承認」で絞り込み', url: '/api/v2/employee/contracts?page=1&limit=25&progress=delivery_reviewing', ratioToSql: 2 },
  ];
}

/** Seed progress: one line rewritten in a terminal, nothing in a log file. */
function progress(message: string): void {
  if (process.stderr.isTTY) process.stderr.write(`\r${message}          `);
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function main(): Promise<number> {
  // 1. a database of its own
  let adminUrl = process.env.DATABASE_URL;
  let url: string;
  let cleanup: () => Promise<void>;
  if (adminUrl) {
    const name = `bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    url = withDatabase(adminUrl, name);
    cleanup = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
    await chmod(dir, 0o755);
    const embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
    adminUrl = embedded.url;
    url = embedded.url;
    cleanup = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }

  const database = connect(url);
  let exitCode = 0;
  try {
    await runMigrations(database.pool);
    if (SECTIONS.has('throughput')) {
      // the demo company (6 workers, 6 contracts), as `npm start` seeds it on an empty database
      await seedDemoIfEmpty(database.db);
      const throughput = await runThroughput(database.db, {
        email: 'owner@example.com',
        password: DEMO_PASSWORD,
        seconds: THROUGHPUT_SECONDS,
        rounds: THROUGHPUT_ROUNDS,
        warmupSeconds: 1,
        connections: 10,
      });
      console.log(`スループット（デモ株式会社、10 接続、各 ${THROUGHPUT_SECONDS} 秒を ${THROUGHPUT_ROUNDS} 巡に分けて交互に、127.0.0.1 の HTTP）`);
      console.table(throughput.rows);
      if (!throughput.ok) exitCode = 1;
      console.log(throughput.ok ? 'スループットの目標を満たしています。' : 'スループットの目標に届かないケースがあります。');
    }
    if (!SECTIONS.has('latency')) return exitCode;
    const seedStart = performance.now();
    const large = await seedLargeCompany(database.db, { log: progress });
    if (process.stderr.isTTY) process.stderr.write('\n');
    console.log(`大規模データ投入: ${((performance.now() - seedStart) / 1000).toFixed(1)} 秒（ワーカー 20,000 / 契約 50,000 / 発注書 100,000）`);
    if (large.orders) {
      const o = large.orders;
      console.log(
        `  うち発注書: ${o.seconds.toFixed(1)} 秒（発注書 ${o.orders} / 納品単位 ${o.groups} / 品目 ${o.items} / 納品 ${o.deliveries} / 請求書 ${o.invoices}）`,
      );
    }
    const [counts] = (
      await database.pool.query<{ orders: number; deliveries: number }>(
        'select (select count(*) from purchase_orders where company_id = $1)::int as orders, (select count(*) from deliveries where company_id = $1)::int as deliveries',
        [large.companyId],
      )
    ).rows;

    // 2. the app, with a Drizzle instance that can record the SQL a request runs
    // Statements are recorded where every query passes — the pool — so Drizzle's and the prepared ones alike.
    let recording: { sql: string; params: unknown[] }[] | null = null;
    const recordingPool = new pg.Pool({ connectionString: url, max: 10 });
    const poolQuery = recordingPool.query.bind(recordingPool) as (config: unknown, values?: unknown) => Promise<unknown>;
    (recordingPool as { query: unknown }).query = (config: unknown, values?: unknown) => {
      if (recording) {
        const c = typeof config === 'string' ? { text: config, values } : (config as { text: string; values?: unknown[] });
        recording.push({ sql: c.text, params: (c.values ?? (values as unknown[] | undefined) ?? []) as unknown[] });
      }
      return poolQuery(config, values);
    };
    const db = drizzle(recordingPool);
    const app = await buildApp({ db, env: { logLevel: 'silent', webDist: undefined, trustProxy: false, appUrl: 'http://localhost:3000' } });
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign_in', payload: { email: LARGE_OWNER_EMAIL, password: LARGE_OWNER_PASSWORD } });
    if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
    const headers = { 'access-token': String(signIn.headers['access-token']), client: String(signIn.headers.client), uid: String(signIn.headers.uid) };

    const results: Array<Record<string, string | number>> = [];
    for (const c of [...cases, ...orderCases(counts!)]) {
      const probe = await app.inject({ method: 'GET', url: c.url, headers });
      if (probe.statusCode !== 200) {
        results.push({ case: c.name, status: `HTTP ${probe.statusCode}（未計測）` });
        exitCode = 1;
        continue;
      }
      const body = probe.json() as { data?: unknown[]; total_count?: number; meta?: { total_count?: number } };
      for (let i = 0; i < WARMUP; i++) await app.inject({ method: 'GET', url: c.url, headers });
      const http: number[] = [];
      for (let i = 0; i < ITERATIONS; i++) {
        const t0 = performance.now();
        await app.inject({ method: 'GET', url: c.url, headers });
        http.push(performance.now() - t0);
      }
      // the statements of one request, minus the session lookup every authenticated request makes
      recording = [];
      await app.inject({ method: 'GET', url: c.url, headers });
      const statements = recording.filter((s) => !/auth_devices/.test(s.sql));
      recording = null;
      const sqlTimes: number[] = [];
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        const t0 = performance.now();
        for (const s of statements) await database.pool.query(s.sql, s.params as unknown[]);
        if (i >= WARMUP) sqlTimes.push(performance.now() - t0);
      }
      http.sort((a, b) => a - b);
      sqlTimes.sort((a, b) => a - b);
      const p95 = percentile(http, 95);
      const sqlP95 = percentile(sqlTimes, 95);
      const ok = 'budgetP95Ms' in c ? p95 <= c.budgetP95Ms : p95 <= c.ratioToSql * sqlP95;
      if (!ok) exitCode = 1;
      results.push({
        case: c.name,
        rows: body.data?.length ?? 0,
        total: body.total_count ?? body.meta?.total_count ?? '-',
        'HTTP p50': fmt(percentile(http, 50)),
        'HTTP p95': fmt(p95),
        'SQL p50': fmt(percentile(sqlTimes, 50)),
        'SQL p95': fmt(sqlP95),
        statements: statements.length,
        budget: `${'budgetP95Ms' in c ? `p95 ≤ ${c.budgetP95Ms} ms` : `p95 ≤ ${c.ratioToSql}× SQL`} ${ok ? 'OK' : 'NG'}`,
      });
    }
    await app.close();
    await recordingPool.end();
    console.table(results);
    const rss = process.memoryUsage().rss / 1024 / 1024;
    console.log(`計測回数: 各 ${ITERATIONS} 回（ウォームアップ ${WARMUP} 回）、API プロセスの RSS: ${rss.toFixed(0)} MB`);
    console.log(exitCode === 0 ? 'すべての予算内です。' : '予算を超えたケースがあります。');
  } finally {
    await database.close();
    await cleanup();
  }
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
