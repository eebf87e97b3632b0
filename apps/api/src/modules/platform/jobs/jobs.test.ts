import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { expectNotFoundForOtherCompany, useTestApp } from '../../../../test/helpers';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import pino from 'pino';
import { connect } from '../../../db/client';
import { LocalFileStorage } from '../../../lib/storage/local-storage';
import { JobQueue, sweepJobFiles, type JobHandler } from './jobs';
import { JOB_QUEUE, QUEUE_SCHEMA } from './queue-schema';

const storage = new LocalFileStorage({ root: mkdtempSync(path.join(os.tmpdir(), 'jobs-')), secret: 'x'.repeat(32), publicUrl: 'http://localhost' });
// retries at once: the crash test resumes a job without waiting out a back-off
const ctx = useTestApp({ storage, jobs: { retryDelaySeconds: 0 } });

type Params = { names: string[]; crashAfter?: number; failOn?: string[]; pauseMs?: number };

/** Attempts that should crash: the first run of each job that asks for it throws after item `crashAfter`. */
const crashed = new Set<string>();

/** A test kind: one effect row per name (counted in a table of its own), then a file listing the names. */
const writeNames: JobHandler<Params> = {
  kind: 'test.write_names',
  async run(job) {
    const { names, crashAfter, failOn, pauseMs } = job.run.params;
    for (const [i, name] of names.entries()) {
      if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      await job.item(i, async (tx) => {
        await tx.execute(sql`insert into job_test_effects (job_code, name) values (${job.run.code}, ${name})`);
      });
      if (crashAfter === i && !crashed.has(job.run.code)) {
        crashed.add(job.run.code);
        throw new Error('simulated crash');
      }
    }
    const failed = names.filter((n) => failOn?.includes(n));
    if (failed.length > 0) job.fail(failed.map((n) => `${n}: 送信できませんでした。`));
    await job.saveFile(Buffer.from(names.join('\n')), '名前一覧_テスト.txt', 'text/plain; charset=utf-8');
  },
};

beforeAll(async () => {
  // the test's own effect table, made by the database owner (the request pool may not create tables)
  const owner = new pg.Client({ connectionString: ctx.database.url });
  await owner.connect();
  await owner.query('create table job_test_effects (id serial primary key, job_code text not null, name text not null)');
  await owner.query('grant all on job_test_effects, job_test_effects_id_seq to app_tenant');
  await owner.end();
  ctx.app.jobs.define(writeNames);
});

async function effects(code: string): Promise<string[]> {
  const { rows } = await ctx.database.pool.query<{ name: string }>('select name from job_test_effects where job_code = $1 order by id', [code]);
  return rows.map((r) => r.name);
}

async function startAs(company: { id: number; owner: { id: number } }, params: Params) {
  return ctx.app.jobs.start({ companyId: company.id, kind: writeNames.kind, params, total: params.names.length, createdById: company.owner.id });
}

/** The queue itself (pg-boss on the test's pool), to do what another instance or a dying server would. */
async function withQueue(fn: (boss: PgBoss) => Promise<unknown>): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => ctx.database.pool.query(text, values) },
    schema: QUEUE_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  await boss.start();
  try {
    await fn(boss);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

const names = (n: number) => Array.from({ length: n }, (_, i) => `名前${i + 1}`);

describe('background jobs', () => {
  it('runs every item once, shows its progress and offers its file', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const started = await startAs(company, { names: names(5) });
    expect(started).toMatchObject({ status: 'queued', total: 5, done: 0, file_name: null, finished_at: null });

    const before = await ctx.call('GET', `/api/v2/employee/jobs/${started.code}/download`, { headers: h });
    expect(before.statusCode).toBe(404);
    expect(before.json().errors).toEqual([ja.jobs.noFile]);

    await ctx.app.jobs.runDue();
    const res = await ctx.call('GET', `/api/v2/employee/jobs/${started.code}`, { headers: h });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'succeeded', total: 5, done: 5, errors: [], file_name: '名前一覧_テスト.txt' });
    expect(res.json().data.finished_at).not.toBeNull();
    expect(await effects(started.code)).toEqual(names(5));

    const file = await ctx.call('GET', `/api/v2/employee/jobs/${started.code}/download`, { headers: h });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(names(5).join('\n'));
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('名前一覧_テスト.txt')}`);

    // a week later the file is gone (it may carry personal data); the job still shows as done
    expect(await sweepJobFiles(ctx.database.db, storage)).toBe(0);
    await ctx.database.pool.query(`update job_runs set finished_at = now() - interval '8 days' where code = $1`, [started.code]);
    expect(await sweepJobFiles(ctx.database.db, storage)).toBe(1);
    expect(await storage.list(`jobs/${started.code}/`)).toEqual([]);
    const later = await ctx.call('GET', `/api/v2/employee/jobs/${started.code}`, { headers: h });
    expect(later.json().data).toMatchObject({ status: 'succeeded', done: 5, file_name: null });
    expect((await ctx.call('GET', `/api/v2/employee/jobs/${started.code}/download`, { headers: h })).json().errors).toEqual([ja.jobs.noFile]);
  });

  it('starts with the caller’s transaction: rolled back, there is neither a job nor a queue entry', async () => {
    const company = await ctx.makeCompany();
    let code = '';
    await expect(
      ctx.database.db.transaction(async (tx) => {
        code = (await ctx.app.jobs.start({ companyId: company.id, kind: writeNames.kind, params: { names: names(1) }, total: 1, createdById: null }, tx)).code;
        throw new Error('the caller’s own write failed');
      }),
    ).rejects.toThrow('the caller’s own write failed');
    expect((await ctx.database.pool.query('select 1 from job_runs where code = $1', [code])).rowCount).toBe(0);
    expect(await ctx.app.jobs.runDue()).toBe(0);
  });

  it('resumes a job that crashed after item 3 without redoing items 1 to 3', async () => {
    const company = await ctx.makeCompany();
    const started = await startAs(company, { names: names(6), crashAfter: 2 });
    const attempts = await ctx.app.jobs.runDue();
    expect(attempts).toBe(2);
    expect(await effects(started.code)).toEqual(names(6));
    const h = await ctx.signIn(company.owner.email);
    const body = (await ctx.call('GET', `/api/v2/employee/jobs/${started.code}`, { headers: h })).json();
    expect(body.data).toMatchObject({ status: 'succeeded', done: 6 });
  });

  it('does each item once when two instances run the same job at the same time', async () => {
    // another instance: its own pool and storage (opened first, so that both take a queue entry at once)
    const other = connect(ctx.database.url, 3, 'request');
    const second = new JobQueue({ db: other.db, storage: new LocalFileStorage({ root: mkdtempSync(path.join(os.tmpdir(), 'jobs-')), secret: 'x'.repeat(32), publicUrl: 'http://localhost' }), log: pino({ level: 'silent' }) });
    second.define(writeNames);
    expect(await second.runDue()).toBe(0);
    const company = await ctx.makeCompany();
    const started = await startAs(company, { names: names(8), pauseMs: 5 });
    // a second queue entry for the same run, as a retry of a run presumed dead (while it still goes) would give
    const [run] = (await ctx.database.pool.query<{ id: number }>('select id from job_runs where code = $1', [started.code])).rows;
    await withQueue((boss) => boss.send(JOB_QUEUE, { jobRunId: run!.id }));
    try {
      // each takes one entry: two runs of the same job overlap
      expect(await Promise.all([ctx.app.jobs.runDue(), second.runDue()])).toEqual([1, 1]);
    } finally {
      await second.stop();
      await other.close();
    }
    expect(await effects(started.code)).toEqual(names(8));
    const h = await ctx.signIn(company.owner.email);
    expect((await ctx.call('GET', `/api/v2/employee/jobs/${started.code}`, { headers: h })).json().data).toMatchObject({ status: 'succeeded', done: 8 });
  });

  it('a server that stops mid-job hands it back: the next one resumes after the last finished item', async () => {
    const other = connect(ctx.database.url, 3, 'request');
    const stopping = new JobQueue({ db: other.db, storage, log: pino({ level: 'silent' }), settings: { pollingIntervalSeconds: 0.5 } });
    stopping.define(writeNames);
    const company = await ctx.makeCompany();
    const started = await startAs(company, { names: names(40), pauseMs: 20 });
    try {
      await stopping.work();
      // it is part-way through when its server stops (SIGTERM)
      for (let i = 0; i < 200 && (await effects(started.code)).length < 3; i++) await new Promise((r) => setTimeout(r, 20));
      await stopping.stop();
    } finally {
      await other.close();
    }
    const before = (await effects(started.code)).length;
    expect(before).toBeGreaterThanOrEqual(3);
    expect(before).toBeLessThan(40);
    expect(await ctx.app.jobs.runDue()).toBe(1);
    expect(await effects(started.code)).toEqual(names(40));
  });

  it('shows a job failed whose every attempt died without a word (a server killed each time)', async () => {
    const company = await ctx.makeCompany();
    const started = await startAs(company, { names: names(2) });
    // each attempt is taken and then fails as pg-boss's maintenance fails a run that stopped sending heartbeats
    await withQueue(async (boss) => {
      for (let attempt = 0; ; attempt++) {
        const [job] = await boss.fetch(JOB_QUEUE);
        if (!job) break;
        expect(attempt).toBeLessThanOrEqual(5);
        await boss.fail(JOB_QUEUE, job, { message: 'heartbeat missed' });
      }
    });
    await ctx.app.jobs.runDue();
    const h = await ctx.signIn(company.owner.email);
    expect((await ctx.call('GET', `/api/v2/employee/jobs/${started.code}`, { headers: h })).json().data).toMatchObject({ status: 'failed', errors: [ja.jobs.unexpected], done: 0 });
  });

  it('shows a failed job with the messages naming its items', async () => {
    const company = await ctx.makeCompany();
    const started = await startAs(company, { names: names(3), failOn: ['名前2'] });
    await ctx.app.jobs.runDue();
    const h = await ctx.signIn(company.owner.email);
    const body = (await ctx.call('GET', `/api/v2/employee/jobs/${started.code}`, { headers: h })).json();
    expect(body.data).toMatchObject({ status: 'failed', done: 3, errors: ['名前2: 送信できませんでした。'], file_name: null });
    expect((await ctx.call('GET', `/api/v2/employee/jobs/${started.code}/download`, { headers: h })).statusCode).toBe(404);
  });

  it('is not found for another company, nor for a colleague who did not start it; administrators see it', async () => {
    const company = await ctx.makeCompany();
    const other = await ctx.makeCompany();
    const started = await startAs(company, { names: names(1) });
    await ctx.app.jobs.runDue();
    const otherOwner = await ctx.signIn(other.owner.email);
    await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: `/api/v2/employee/jobs/${started.code}` }, otherOwner);
    await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: `/api/v2/employee/jobs/${started.code}/download` }, otherOwner);
    const colleague = await ctx.signIn((await company.addEmployee('general')).email);
    expect((await ctx.call('GET', `/api/v2/employee/jobs/${started.code}`, { headers: colleague })).statusCode).toBe(404);
    const admin = await ctx.signIn((await company.addEmployee('administrator')).email);
    expect((await ctx.call('GET', `/api/v2/employee/jobs/${started.code}`, { headers: admin })).statusCode).toBe(200);
  });
});
