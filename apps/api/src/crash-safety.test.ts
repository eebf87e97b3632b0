/**
 * Crash safety (issue #19 Operations): the server is killed with SIGKILL while a multi-row write is inside its
 * transaction — a CSV import, a bulk 支払通知書 send, a transfer export. After a restart nothing is half-written (all
 * of it or none of it, mails included) and the user's retry succeeds. The kill comes when PostgreSQL shows the write
 * in progress (pg_stat_activity), so the test never kills before the work began or after it ended.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextBankBusinessDay } from '@app/shared/business-days';
import { todayInJapan } from '@app/shared/format';
import { DEMO_PASSWORD } from './db/seed-demo';
import { createTestDatabase } from '../test/helpers';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = await mkdtemp(path.join(os.tmpdir(), 'crash-'));
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: ChildProcess | undefined;
let port = 0;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: p } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return p;
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 90_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function startServer() {
  const env = { ...process.env };
  delete env.DATABASE_MIGRATION_URL;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...env, DATABASE_URL: database.url, SEED_DEMO: 'true', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(tmp, 'data'), LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, 'the server');
}

/**
 * Holds `table` locked against writes (from another connection) while `run` goes: the app's transaction then waits at
 * its first write to it — after the writes before — and the test can kill it there. Released afterwards.
 */
async function withTableLocked<T>(table: string, run: () => Promise<T>): Promise<T> {
  const locker = new pg.Client({ connectionString: database.url });
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
  try {
    return await run();
  } finally {
    await locker.query('ROLLBACK').catch(() => {});
    await locker.end();
  }
}

/** SIGKILL once PostgreSQL shows a statement of the app's that matches `pattern` running or its transaction open. */
async function killDuring(pattern: RegExp) {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    await waitFor(async () => {
      const { rows } = await admin.query<{ query: string; state: string }>(
        `SELECT query, state FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`,
      );
      return rows.some((r) => pattern.test(r.query));
    }, `a statement matching ${pattern}`, 30_000);
  } finally {
    await admin.end();
  }
  const s = server!;
  s.kill('SIGKILL');
  await new Promise((resolve) => (s.exitCode !== null || s.signalCode !== null ? resolve(null) : s.once('close', resolve)));
  server = undefined;
}

beforeAll(async () => {
  database = await createTestDatabase();
  port = await freePort();
  await startServer();
}, 120_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await database?.drop();
  await rm(tmp, { recursive: true, force: true });
}, 60_000);

const base = () => `http://127.0.0.1:${port}`;

async function signIn() {
  const res = await fetch(`${base()}/api/auth/sign_in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@example.com', password: DEMO_PASSWORD }) });
  expect(res.status).toBe(200);
  return { 'access-token': res.headers.get('access-token')!, client: res.headers.get('client')!, uid: res.headers.get('uid')! };
}

function csvForm(content: string): FormData {
  const form = new FormData();
  form.append('csv_file', new Blob([Buffer.from(content, 'utf8')], { type: 'text/csv' }), 'import.csv');
  return form;
}

async function count(sql: string): Promise<number> {
  const { rows } = await database.pool.query<{ n: string }>(sql);
  return Number(rows[0]!.n);
}

describe('a server killed in the middle of a multi-row write', () => {
  it('a CSV import: none of its rows after the restart, and the retry imports them all', { timeout: 180_000 }, async () => {
    const rows = 1000;
    const csv = ['氏名,フリガナ,メールアドレス,屋号,所属部署,職種,契約名,業務内容,契約開始日,契約終了日']
      .concat(Array.from({ length: rows }, (_, i) => `仮登録 ${i},カリトウロク,,,,,保守業務委託,,2026/07/01,`))
      .join('\r\n');
    const headers = await signIn();
    const before = await count(`SELECT count(*) AS n FROM workers WHERE full_name LIKE '仮登録 %'`);
    const request = fetch(`${base()}/api/v2/employee/temporary_workers/import_csv`, { method: 'POST', headers, body: csvForm(`${csv}\r\n`) }).catch(() => null);
    await killDuring(/insert into "(workers|contracts)"/i);
    await request;
    expect(await count(`SELECT count(*) AS n FROM workers WHERE full_name LIKE '仮登録 %'`)).toBe(before);

    await startServer();
    const retry = await fetch(`${base()}/api/v2/employee/temporary_workers/import_csv`, { method: 'POST', headers: await signIn(), body: csvForm(`${csv}\r\n`) });
    expect(retry.status, await retry.clone().text()).toBe(200);
    expect(await count(`SELECT count(*) AS n FROM workers WHERE full_name LIKE '仮登録 %'`)).toBe(before + rows);
  });

  it('a bulk 支払通知書 send: still 未送信 with no mail after the restart, and the retry sends them', { timeout: 180_000 }, async () => {
    const unsent = (await database.pool.query<{ id: number }>(`SELECT id FROM payment_notifications WHERE status = 'before_sending' ORDER BY id`)).rows.map((r) => r.id);
    expect(unsent.length).toBeGreaterThan(0);
    const mailsBefore = await count(`SELECT count(*) AS n FROM mail_outbox`);
    const headers = await signIn();
    const send = () =>
      fetch(`${base()}/api/v2/employee/payment_notifications/bulk_submission`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ paymentNotificationIds: unsent }),
      });
    await withTableLocked('mail_outbox', async () => {
      const request = send().catch(() => null);
      // the notification rows are updated, the worker's mail waits for the lock: the server dies there
      await killDuring(/insert into "mail_outbox"/i);
      await request;
    });
    const ids = unsent.join(',');
    expect(await count(`SELECT count(*) AS n FROM payment_notifications WHERE id IN (${ids}) AND status = 'before_sending' AND submitted_at IS NULL`)).toBe(unsent.length);
    expect(await count(`SELECT count(*) AS n FROM mail_outbox`)).toBe(mailsBefore);

    await startServer();
    const retry = await fetch(`${base()}/api/v2/employee/payment_notifications/bulk_submission`, {
      method: 'POST',
      headers: { ...(await signIn()), 'content-type': 'application/json' },
      body: JSON.stringify({ paymentNotificationIds: unsent }),
    });
    expect(retry.status, await retry.clone().text()).toBe(200);
    expect(await count(`SELECT count(*) AS n FROM payment_notifications WHERE id IN (${ids}) AND status = 'reviewing'`)).toBe(unsent.length);
  });

  it('a transfer export: no file and no payment marked exported after the restart, and the retry exports them', { timeout: 180_000 }, async () => {
    // unpaid, not yet exported payments to workers with a bank account
    const { rows } = await database.pool.query<{ id: number }>(
      `SELECT p.id FROM payments p JOIN workers w ON w.id = p.worker_id JOIN worker_account_bank_accounts b ON b.account_id = w.account_id
        WHERE p.status = 'unpaid' AND p.exported_at IS NULL ORDER BY p.id`,
    );
    const ids = rows.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    const exportsBefore = await count(`SELECT count(*) AS n FROM payment_exports`);
    const body = JSON.stringify({
      payment_id_list: ids,
      export_format: 'txt',
      transfer_date: nextBankBusinessDay(todayInJapan()),
      is_except_already_transfered_payments: true,
      late_reason: '障害からの復旧後の振込のため',
    });
    const headers = await signIn();
    await withTableLocked('personal_data_access_logs', async () => {
      const request = fetch(`${base()}/api/v2/employee/payments/exports`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body }).catch(() => null);
      // the file row is written and the payments marked, the bank-data read log waits for the lock: the server dies there
      await killDuring(/insert into "personal_data_access_logs"/i);
      await request;
    });
    expect(await count(`SELECT count(*) AS n FROM payment_exports`)).toBe(exportsBefore);
    expect(await count(`SELECT count(*) AS n FROM payments WHERE id IN (${ids.join(',')}) AND exported_at IS NOT NULL`)).toBe(0);

    await startServer();
    const retry = await fetch(`${base()}/api/v2/employee/payments/exports`, { method: 'POST', headers: { ...(await signIn()), 'content-type': 'application/json' }, body });
    expect(retry.status, await retry.clone().text()).toBe(201);
    expect(await count(`SELECT count(*) AS n FROM payments WHERE id IN (${ids.join(',')}) AND exported_at IS NOT NULL`)).toBe(ids.length);
  });
});
