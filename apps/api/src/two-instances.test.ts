/**
 * Two API processes on one PostgreSQL database and one S3-compatible bucket (s3rver, in-process), as a deployment
 * behind a load balancer runs them (issue #19 Operations). Both start at once on an EMPTY database and show:
 * - the migrations ran once (the advisory lock) and the demo company was seeded once;
 * - a session made on one works on the other;
 * - an upload pre-signed by one is accepted by the other;
 * - a mail queued through one is delivered once (both outbox workers poll the same table);
 * - each daily job ran once for the day.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { withDatabase } from './db/client';
import { DEMO_PASSWORD } from './db/seed-demo';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = await mkdtemp(path.join(os.tmpdir(), 'two-instances-'));
const adminUrl = inject('adminUrl');
const dbName = `two_${randomBytes(6).toString('hex')}`;
const dbUrl = withDatabase(adminUrl, dbName);

let s3: S3rver;
let smtp: SMTPServer;
const received: string[] = [];
const servers: ChildProcess[] = [];
const ports: number[] = [];

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 90_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const base = (i: number) => `http://127.0.0.1:${ports[i]}`;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`); // empty: the two starts race to migrate it
  await admin.end();

  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(tmp, 's3'), configureBuckets: [{ name: 'files', configs: [] }] });
  const { port: s3Port } = (await s3.run()) as AddressInfo;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let body = '';
      stream.on('data', (c: Buffer) => (body += String(c)));
      stream.on('end', () => {
        received.push(body);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const shared = {
    DATABASE_URL: dbUrl,
    SEED_DEMO: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'files',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    // the keys every instance shares (README: Deployment)
    MY_NUMBER_KEY: randomBytes(32).toString('base64'),
    STORAGE_SECRET: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  const env = { ...process.env };
  delete env.DATABASE_MIGRATION_URL;
  for (let i = 0; i < 2; i += 1) {
    const port = await freePort();
    ports.push(port);
    servers.push(
      spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiRoot,
        env: { ...env, ...shared, PORT: String(port), DATA_DIR: path.join(tmp, `data-${i}`), APP_URL: `http://127.0.0.1:${port}` },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
  }
  for (let i = 0; i < 2; i += 1) await waitFor(async () => (await fetch(`${base(i)}/api/health`)).ok, `instance ${i}`);
}, 180_000);

afterAll(async () => {
  for (const s of servers) s.kill('SIGTERM');
  await Promise.all(servers.map((s) => new Promise((resolve) => (s.exitCode !== null ? resolve(null) : s.once('close', resolve)))));
  await s3?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  await rm(tmp, { recursive: true, force: true });
}, 60_000);

async function signIn(i: number, url: string, email: string) {
  const res = await fetch(`${base(i)}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  expect(res.status).toBe(200);
  return { 'access-token': res.headers.get('access-token')!, client: res.headers.get('client')!, uid: res.headers.get('uid')! };
}

describe('two instances on one database and one bucket', () => {
  it('migrated and seeded once', async () => {
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      const migrations = await db.query<{ n: string }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
      const files = (await readdir(path.join(apiRoot, 'drizzle'))).filter((f) => f.endsWith('.sql'));
      expect(Number(migrations.rows[0]!.n)).toBe(files.length);
      const companies = await db.query<{ n: string }>("SELECT count(*) AS n FROM companies WHERE name = 'デモ株式会社'");
      expect(Number(companies.rows[0]!.n)).toBe(1);
    } finally {
      await db.end();
    }
  });

  it('a session made on one works on the other', async () => {
    const headers = await signIn(0, '/api/auth/sign_in', 'owner@example.com');
    const res = await fetch(`${base(1)}/api/profile`, { headers });
    expect(res.status).toBe(200);
  });

  it('an upload pre-signed by one is accepted by the other', async () => {
    const headers = await signIn(1, '/api/worker_auth/sign_in', 'worker@example.com');
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    // the demo's order waiting for the worker's answer: accepted on one instance, delivered through both
    const { rows } = await db.query<{ code: string; group_id: number }>(
      `SELECT o.code, min(g.id) AS group_id FROM purchase_orders o JOIN workers w ON w.id = o.worker_id
         JOIN purchase_order_item_groups g ON g.purchase_order_id = o.id
        WHERE w.email = 'worker@example.com' AND o.status = 'reviewing' GROUP BY o.code ORDER BY o.code LIMIT 1`,
    );
    await db.end();
    const { code, group_id: groupId } = rows[0]!;
    const accepted = await fetch(`${base(1)}/api/v2/worker/purchase_orders/${code}/acceptances`, { method: 'POST', headers });
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    const presign = await fetch(`${base(1)}/api/v2/worker/item_groups/${groupId}/deliveries/uploads`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ content_type: 'application/pdf', file_name: 'report.pdf' }),
    });
    expect(presign.status, await presign.clone().text()).toBe(201);
    const post = ((await presign.json()) as { data: { url: string; fields: Record<string, string>; key: string } }).data;
    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    form.append('file', new Blob([Buffer.from('%PDF-1.7\n% two instances\n')], { type: 'application/pdf' }), 'report.pdf');
    expect((await fetch(post.url, { method: 'POST', body: form })).status).toBe(204);
    const submit = await fetch(`${base(0)}/api/v2/worker/item_groups/${groupId}/deliveries`, {
      method: 'POST',
      headers: { ...(await signIn(0, '/api/worker_auth/sign_in', 'worker@example.com')), 'content-type': 'application/json' },
      body: JSON.stringify({ comment: '納品します', files: [{ key: post.key, name: 'report.pdf' }] }),
    });
    expect(submit.status, await submit.clone().text()).toBe(201);
  });

  it('a mail queued through one is delivered once', async () => {
    // the mails the start queued (the daily alert jobs) are out first, so what arrives next is the reset mail
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      await waitFor(async () => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM mail_outbox WHERE status = 'pending'`)).rows[0]!.n) === 0, 'an empty outbox');
    } finally {
      await db.end();
    }
    const before = received.length;
    const res = await fetch(`${base(0)}/api/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com' }) });
    expect(res.status).toBe(200);
    await waitFor(async () => received.length > before, 'the reset mail');
    await new Promise((r) => setTimeout(r, 5_000)); // both outboxes poll every 2 s: a second delivery would have come
    expect(received.slice(before)).toHaveLength(1);
    expect(received[before]).toContain('admin@example.com');
  }, 60_000);

  it('each daily job ran once for the day', async () => {
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      await waitFor(async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM scheduled_job_runs WHERE finished_at IS NOT NULL')).rows[0]!.n) > 0, 'the daily jobs');
      const { rows } = await db.query<{ job: string; n: string }>('SELECT job, count(*) AS n FROM scheduled_job_runs GROUP BY job, run_date');
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(Number(r.n), r.job).toBe(1);
    } finally {
      await db.end();
    }
  });
});
