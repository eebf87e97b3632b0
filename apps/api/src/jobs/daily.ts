import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scheduledJobRuns } from '../db/schema/payments';
import { todayInJapan } from '@app/shared/format';

/**
 * Runs `fn` for `job` on `today` (a Japan date, YYYY-MM-DD) unless some instance already did: the claim is a row in
 * scheduled_job_runs inserted with ON CONFLICT DO NOTHING, so with N API instances exactly one insert succeeds and only
 * that instance runs `fn`; it then sets finished_at. When `fn` fails the claim is removed (the next check, on any
 * instance, tries again), so `fn` must write all-or-nothing. Answers whether this call ran `fn`.
 * An instance that dies while running leaves an unfinished claim: after STALE_CLAIM_MINUTES any instance takes it over
 * (the dead run's writes were rolled back with its connection), so a killed server does not skip the day's job.
 */
export async function runOncePerDay(db: Db, job: string, today: string, fn: () => Promise<void>): Promise<boolean> {
  const claimed = await db
    .insert(scheduledJobRuns)
    .values({ job, runDate: today })
    .onConflictDoUpdate({
      target: [scheduledJobRuns.job, scheduledJobRuns.runDate],
      set: { startedAt: sql`now()` },
      setWhere: sql`${scheduledJobRuns.finishedAt} is null and ${scheduledJobRuns.startedAt} < now() - make_interval(mins => ${STALE_CLAIM_MINUTES})`,
    })
    .returning({ job: scheduledJobRuns.job });
  if (claimed.length === 0) return false;
  const mine = and(eq(scheduledJobRuns.job, job), eq(scheduledJobRuns.runDate, today));
  try {
    await fn();
  } catch (error) {
    await db.delete(scheduledJobRuns).where(mine);
    throw error;
  }
  await db.update(scheduledJobRuns).set({ finishedAt: sql`now()` }).where(mine);
  return true;
}

/** How long an unfinished claim holds before another instance may take it over (a daily job runs in seconds). */
export const STALE_CLAIM_MINUTES = 30;

/** A job the daily scheduler runs once per Japan day. */
export type DailyJob = {
  /** the key in scheduled_job_runs */
  name: string;
  /** the hour (Japan time, 0–23) from which it may run that day; default 0 */
  notBeforeHour?: number;
  /** whether it runs on that Japan date at all (e.g. Mondays only); default every day */
  runsOn?: (today: string) => boolean;
  run: (db: Db, today: string) => Promise<void>;
};

/** The hour of the day in Japan (0–23). */
function japanHour(now: Date): number {
  return new Date(now.getTime() + 9 * 3600_000).getUTCHours();
}

/** One check: runs every job that is due now and not yet run today by any instance. Answers the names it ran. */
export async function runDueDailyJobs(db: Db, jobs: readonly DailyJob[], log: FastifyBaseLogger, now = new Date()): Promise<string[]> {
  const today = todayInJapan(now);
  const hour = japanHour(now);
  const ran: string[] = [];
  for (const job of jobs) {
    if (hour < (job.notBeforeHour ?? 0)) continue;
    if (job.runsOn && !job.runsOn(today)) continue;
    try {
      if (await runOncePerDay(db, job.name, today, () => job.run(db, today))) {
        ran.push(job.name);
        log.info({ job: job.name, today }, 'daily job finished');
      }
    } catch (error) {
      log.error({ err: error, job: job.name, today }, 'daily job failed (will be tried again at the next check)');
    }
  }
  return ran;
}

/**
 * Started with the server (like the maintenance): checks now and then every `intervalMs` (default 5 minutes) and runs
 * each registered job once per Japan day, whichever instance gets there first. Answers a stop function.
 */
export function startDailyJobs(db: Db, log: FastifyBaseLogger, jobs: readonly DailyJob[], intervalMs = 5 * 60 * 1000): () => void {
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      await runDueDailyJobs(db, jobs, log);
    } finally {
      running = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
