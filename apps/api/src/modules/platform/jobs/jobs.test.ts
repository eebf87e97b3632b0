import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { expectNotFoundForOtherCompany, useTestApp } from '../../../../test/helpers';
import type { JobHandler } from './jobs';

// retries at once: the crash test resumes a job without waiting out a back-off
const ctx = useTestApp({ jobs: { retryDelaySeconds: 0 } });

type Params = { names: string[]; crashAfter?: number; failOn?: string[] };

/** Attempts that should crash: the first run of each job that asks for it throws after item `crashAfter`. */
const crashed = new Set<string>();

/** A test kind: one effect row per name (counted in a table of its own), then a file listing the names. */
const writeNames: JobHandler<Params> = {
  kind: 'test.write_names',
  async run(job) {
    const { names, crashAfter, failOn } = job.run.params;
    for (const [i, name] of names.entries()) {
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
