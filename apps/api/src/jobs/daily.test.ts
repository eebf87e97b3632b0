import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { runDueDailyJobs, runOncePerDay, STALE_CLAIM_MINUTES, type DailyJob } from './daily';

const ctx = useTestApp();
const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('runOncePerDay', () => {
  it('two instances asking at once: the job runs exactly once that day, and finishes', async () => {
    let runs = 0;
    const fn = async () => {
      runs++;
      await sleep(50);
    };
    const answers = await Promise.all([
      runOncePerDay(ctx.database.db, 'concurrent', '2026-05-11', fn),
      runOncePerDay(ctx.database.db, 'concurrent', '2026-05-11', fn),
      runOncePerDay(ctx.database.db, 'concurrent', '2026-05-11', fn),
    ]);
    expect(runs).toBe(1);
    expect(answers.filter(Boolean)).toHaveLength(1);
    const row = await ctx.database.pool.query(`select finished_at from scheduled_job_runs where job = 'concurrent' and run_date = '2026-05-11'`);
    expect(row.rows[0].finished_at).toBeInstanceOf(Date);
    // later that day: nothing; the next day, or another job: runs
    expect(await runOncePerDay(ctx.database.db, 'concurrent', '2026-05-11', fn)).toBe(false);
    expect(await runOncePerDay(ctx.database.db, 'concurrent', '2026-05-12', fn)).toBe(true);
    expect(await runOncePerDay(ctx.database.db, 'another', '2026-05-11', fn)).toBe(true);
    expect(runs).toBe(3);
  });

  it('a failed run gives the day back, so the next check tries again', async () => {
    await expect(
      runOncePerDay(ctx.database.db, 'flaky', '2026-05-11', () => Promise.reject(new Error('smtp down'))),
    ).rejects.toThrow('smtp down');
    let ran = false;
    expect(
      await runOncePerDay(ctx.database.db, 'flaky', '2026-05-11', async () => {
        ran = true;
      }),
    ).toBe(true);
    expect(ran).toBe(true);
  });

  it('takes over the claim of an instance that died while running, once it is stale; a fresh one still holds', async () => {
    const died = `insert into scheduled_job_runs (job, run_date, started_at) values ($1, '2026-05-11', now() - make_interval(mins => $2))`;
    await ctx.database.pool.query(died, ['killed', STALE_CLAIM_MINUTES + 1]);
    await ctx.database.pool.query(died, ['running', 1]);
    const ran: string[] = [];
    expect(await runOncePerDay(ctx.database.db, 'killed', '2026-05-11', async () => void ran.push('killed'))).toBe(true);
    expect(await runOncePerDay(ctx.database.db, 'running', '2026-05-11', async () => void ran.push('running'))).toBe(false);
    expect(ran).toEqual(['killed']);
    // and the taken-over run finished: nobody runs it again that day
    expect(await runOncePerDay(ctx.database.db, 'killed', '2026-05-11', async () => void ran.push('again'))).toBe(false);
  });
});

describe('runDueDailyJobs (the scheduler’s check)', () => {
  it('runs each job once per Japan day, from its hour, on its days', async () => {
    const runs: string[] = [];
    const jobs: DailyJob[] = [
      { name: 'every-day-8', notBeforeHour: 8, run: async (_db, today) => void runs.push(`daily ${today}`) },
      { name: 'mondays', runsOn: (d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1, run: async (_db, today) => void runs.push(`monday ${today}`) },
    ];
    // Monday 2026-05-11 07:30 in Japan (22:30 UTC the day before): only the job without an hour
    expect(await runDueDailyJobs(ctx.database.db, jobs, log, new Date('2026-05-10T22:30:00Z'))).toEqual(['mondays']);
    // 08:05 in Japan: the 8 o'clock job; checking again (or from another instance) runs nothing
    expect(await runDueDailyJobs(ctx.database.db, jobs, log, new Date('2026-05-10T23:05:00Z'))).toEqual(['every-day-8']);
    expect(await runDueDailyJobs(ctx.database.db, jobs, log, new Date('2026-05-11T10:00:00Z'))).toEqual([]);
    // Tuesday in Japan: the daily job again, not the Monday one
    expect(await runDueDailyJobs(ctx.database.db, jobs, log, new Date('2026-05-11T23:30:00Z'))).toEqual(['every-day-8']);
    expect(runs).toEqual(['monday 2026-05-11', 'daily 2026-05-11', 'daily 2026-05-12']);
  });

  it('a failing job is logged and does not stop the others', async () => {
    const jobs: DailyJob[] = [
      { name: 'broken', run: () => Promise.reject(new Error('boom')) },
      { name: 'fine', run: async () => {} },
    ];
    expect(await runDueDailyJobs(ctx.database.db, jobs, log, new Date('2026-06-01T03:00:00Z'))).toEqual(['fine']);
    const claims = await ctx.database.pool.query(`select job from scheduled_job_runs where run_date = '2026-06-01' order by job`);
    expect(claims.rows).toEqual([{ job: 'fine' }]);
  });
});
