/** job_runs: the progress row of each background job (the queue itself is pg-boss, queue-schema.ts). */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { jobRuns } from '../../../db/schema/jobs';

export type JobRunRow = typeof jobRuns.$inferSelect;

export async function insertJobRun(
  db: Queryable,
  row: { companyId: number; code: string; kind: string; params: Record<string, unknown>; total: number; createdById: number | null },
): Promise<JobRunRow> {
  const [made] = await db.insert(jobRuns).values(row).returning();
  return made!;
}

export async function findJobRunByCode(db: Queryable, companyId: number, code: string): Promise<JobRunRow | undefined> {
  const [row] = await db.select().from(jobRuns).where(and(eq(jobRuns.companyId, companyId), eq(jobRuns.code, code)));
  return row;
}

/** The row the queue names (by id, any company: the worker then runs in that company's scope). */
export async function findJobRun(db: Queryable, id: number): Promise<JobRunRow | undefined> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id));
  return row;
}

/** A run starts (or resumes after a crash): running, started_at kept from the first start. */
export async function markRunning(db: Queryable, id: number): Promise<void> {
  await db
    .update(jobRuns)
    .set({ status: 'running', startedAt: sql`coalesce(${jobRuns.startedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(jobRuns.id, id), sql`${jobRuns.status} in ('queued', 'running')`));
}

/**
 * Claims item `index` of a running job: `done` goes from index to index + 1 when it is index now. In the transaction
 * of the item's effect, this row lock is what makes each item happen once: a second runner of the same job waits
 * here, then finds `done` moved on and skips. Answers whether this caller has the item.
 */
export async function claimItem(tx: Queryable, id: number, index: number): Promise<boolean> {
  const rows = await tx
    .update(jobRuns)
    .set({ done: index + 1, updatedAt: sql`now()` })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.done, index), eq(jobRuns.status, 'running')))
    .returning({ id: jobRuns.id });
  return rows.length === 1;
}

/** The progress of idempotent work (never backwards). */
export async function setProgress(db: Queryable, id: number, done: number): Promise<void> {
  await db
    .update(jobRuns)
    .set({ done: sql`greatest(${jobRuns.done}, ${done})`, updatedAt: sql`now()` })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.status, 'running')));
}

export async function setResult(db: Queryable, id: number, result: Record<string, unknown>): Promise<void> {
  await db
    .update(jobRuns)
    .set({ result: sql`${jobRuns.result} || ${JSON.stringify(result)}::jsonb`, updatedAt: sql`now()` })
    .where(eq(jobRuns.id, id));
}

/** The end of a run (once: a finished row is never changed again). Answers whether this call finished it. */
export async function finishJobRun(db: Queryable, id: number, outcome: { status: 'succeeded' } | { status: 'failed'; errors: string[] }): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({
      status: outcome.status,
      ...(outcome.status === 'failed' ? { errors: outcome.errors } : {}),
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobRuns.id, id), sql`${jobRuns.status} in ('queued', 'running')`))
    .returning({ id: jobRuns.id });
  return rows.length === 1;
}
