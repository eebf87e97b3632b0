/**
 * The throughput section of `npm run bench` (issue #8 item 6): requests per second of the authenticated reads beside
 * `/api/health`, through real HTTP on 127.0.0.1.
 *
 * The app listens in this process with the production logger (level info, written to /dev/null), and autocannon runs
 * in a child process, so the load generator does not share the server's event loop. Each endpoint runs for a fixed
 * time (in interleaved rounds) after a short warm-up; the ratio of its req/s to the health check's is what the targets judge (the machine's
 * speed cancels out).
 */
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import type { Db } from '../db/client';

export type ThroughputCase = { name: string; url: string; /** minimum req/s as a share of /api/health */ minRatio?: number };

export const throughputCases: ThroughputCase[] = [
  { name: '/api/health（基準）', url: '/api/health' },
  { name: 'プロフィール GET /api/profile', url: '/api/profile', minRatio: 0.6 },
  { name: 'ワーカー一覧（25件/ページ）', url: '/api/user/workers/custom_display?page=1&per_page=25', minRatio: 0.35 },
  { name: '契約一覧（25件/ページ）', url: '/api/v2/employee/contracts?page=1&limit=25', minRatio: 0.35 },
];

type AutocannonResult = { requests: { average: number; total: number }; non2xx: number; errors: number; timeouts: number };

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** One autocannon run in a child process; bounded by `seconds` (and a hard kill a little after). */
function autocannon(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<AutocannonResult> {
  const args = [autocannonBin, '-j', '-n', '-c', String(connections), '-d', String(seconds)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { timeout: (seconds + 30) * 1000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      try {
        resolve(JSON.parse(stdout) as AutocannonResult);
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
  });
}

export type ThroughputOptions = {
  email: string;
  password: string;
  /** measured seconds per endpoint, spread over `rounds` interleaved slices */
  seconds: number;
  rounds: number;
  warmupSeconds: number;
  connections: number;
};

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs every case; answers the table rows and whether every median ratio met its target. */
export async function runThroughput(db: Db, opts: ThroughputOptions): Promise<{ rows: Array<Record<string, string | number>>; ok: boolean }> {
  const devNull = createWriteStream('/dev/null');
  const app = await buildApp({
    db,
    env: { logLevel: 'info', webDist: undefined, trustProxy: false, appUrl: 'http://localhost:3000' },
    logStream: devNull,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const signIn = await fetch(`${base}/api/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: opts.email, password: opts.password }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const headers = {
      'access-token': signIn.headers.get('access-token') ?? '',
      client: signIn.headers.get('client') ?? '',
      uid: signIn.headers.get('uid') ?? '',
    };

    const rows: Array<Record<string, string | number>> = [];
    let ok = true;
    // BENCH_ONLY=<part of a URL> runs the health check and the matching cases only (for profiling one endpoint)
    const only = process.env.BENCH_ONLY;
    const cases: ThroughputCase[] = [];
    for (const c of throughputCases.filter((t) => !only || !t.minRatio || t.url.includes(only))) {
      const probe = await fetch(base + c.url, { headers });
      await probe.arrayBuffer();
      if (probe.status !== 200) {
        rows.push({ case: c.name, 'req/s': `HTTP ${probe.status}（未計測）` });
        ok = false;
        continue;
      }
      if (opts.warmupSeconds > 0) await autocannon(base + c.url, headers, opts.warmupSeconds, opts.connections);
      cases.push(c);
    }
    // Interleaved rounds: every endpoint runs `seconds / rounds` per round, so a change in the shared machine's load
    // during the run falls on all of them alike instead of on whichever ran at that moment. Each round gives each case a
    // ratio to the health check of the same round; the median of those is what the target judges (a burst of load in
    // one round moves the total, not the median), and the lowest and highest are shown beside it.
    const slice = Math.max(1, Math.round(opts.seconds / opts.rounds));
    const perRound = new Map<ThroughputCase, { requests: number[]; failed: number }>(cases.map((c) => [c, { requests: [], failed: 0 }]));
    for (let round = 0; round < opts.rounds; round++) {
      for (const c of cases) {
        const result = await autocannon(base + c.url, headers, slice, opts.connections);
        const t = perRound.get(c)!;
        t.requests.push(result.requests.total);
        t.failed += result.non2xx + result.errors + result.timeouts;
      }
    }
    const seconds = slice * opts.rounds;
    const health = perRound.get(throughputCases[0]!)?.requests ?? [];
    for (const c of cases) {
      const { requests, failed } = perRound.get(c)!;
      const rps = requests.reduce((sum, n) => sum + n, 0) / seconds;
      const ratios = requests.map((n, round) => ((health[round] ?? 0) > 0 ? n / health[round]! : 0));
      const ratio = median(ratios);
      const met = c.minRatio === undefined || (ratio >= c.minRatio && failed === 0);
      if (!met) ok = false;
      rows.push({
        case: c.name,
        'req/s': Math.round(rps),
        'health 比（中央値）': ratio.toFixed(2),
        '各巡の範囲': `${Math.min(...ratios).toFixed(2)}〜${Math.max(...ratios).toFixed(2)}`,
        目標: c.minRatio === undefined ? '-' : `≥ ${c.minRatio.toFixed(2)} ${met ? 'OK' : 'NG'}`,
        '失敗': failed,
      });
    }
    return { rows, ok };
  } finally {
    await app.close();
    devNull.end();
  }
}
