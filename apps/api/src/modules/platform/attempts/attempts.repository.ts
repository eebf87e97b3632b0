/**
 * The attempt throttle over `sign_in_attempts`: one row per attempt and subject ('email:…', 'ip:…', 'upload:…',
 * 'my-number-portal-link:…' …), counted in a sliding window. Sign-in, password checks, uploads and the マイナンバー
 * links all ask it; the hourly maintenance prunes it (jobs/maintenance.ts). A platform service: it knows subjects and
 * windows, not who is behind them.
 */
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { signInAttempts } from '../../../db/schema/employees';

export async function recordFailedAttempt(db: Queryable, subjects: string[]) {
  await db.insert(signInAttempts).values(subjects.map((subject) => ({ subject })));
}

export async function deleteAttempts(db: Queryable, ids: number[]) {
  if (ids.length > 0) await db.delete(signInAttempts).where(inArray(signInAttempts.id, ids));
}

export async function countRecentAttempts(db: Queryable, subject: string, sinceSeconds: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.subject, subject), gt(signInAttempts.createdAt, sql`now() - make_interval(secs => ${sinceSeconds})`)));
  return row?.n ?? 0;
}

/**
 * Records one attempt for each subject unless one of them already has `limit` attempts in the window — atomically:
 * transaction-level advisory locks on the subjects (always taken in the order given, so two requests never wait on
 * each other in a cycle) serialise the count and the insert, so parallel requests cannot all see room. Answers the
 * attempts each subject had before this one and the ids of the rows written (to give a proven attempt back).
 */
export async function takeAttemptSlots(
  db: Db,
  slots: readonly { subject: string; limit: number }[],
  windowSeconds: number,
): Promise<{ taken: boolean; earlier: number[]; ids: number[] }> {
  return db.transaction(async (tx) => {
    const earlier: number[] = [];
    for (const { subject } of slots) {
      await tx.execute(sql`select pg_advisory_xact_lock(724300113, hashtext(${subject}))`);
      earlier.push(await countRecentAttempts(tx, subject, windowSeconds));
    }
    if (slots.some((slot, i) => earlier[i]! >= slot.limit)) return { taken: false, earlier, ids: [] };
    const inserted = await tx
      .insert(signInAttempts)
      .values(slots.map(({ subject }) => ({ subject })))
      .returning({ id: signInAttempts.id });
    return { taken: true, earlier, ids: inserted.map((r) => r.id) };
  });
}

export async function clearAttempts(db: Queryable, subject: string) {
  await db.delete(signInAttempts).where(eq(signInAttempts.subject, subject));
}

export async function pruneAttempts(db: Queryable, olderThanSeconds: number) {
  await db.delete(signInAttempts).where(sql`${signInAttempts.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`);
}
