/**
 * invoice_registrations (public data, one row per 登録番号, no company_id) and the daily 差分 cursor. Reads of the
 * workers who entered a number go through the company's own rows (workerRegistration) or, for the bell, every company
 * whose worker entered one of the numbers (workersWithNumbers).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { invoiceRegistrationSync, invoiceRegistrations } from '../../../db/schema/invoice-registrations';
import { workerAccountProfiles } from '../../../db/schema/worker-accounts';
import { workers } from '../../../db/schema/workers';

export type RegistrationRow = typeof invoiceRegistrations.$inferSelect;
export type RegistrationValues = Pick<RegistrationRow, 'registrationNumber' | 'status' | 'name' | 'registeredOn' | 'endedOn' | 'publishedUpdatedOn'>;

export async function findByNumbers(db: Queryable, numbers: readonly string[], lock = false): Promise<RegistrationRow[]> {
  if (numbers.length === 0) return [];
  const query = db.select().from(invoiceRegistrations).where(inArray(invoiceRegistrations.registrationNumber, [...numbers]));
  return lock ? query.for('update') : query;
}

/** Rows for numbers not yet known, as `unchecked` (a number entered before any check answered). */
export async function ensureRows(db: Queryable, numbers: readonly string[]): Promise<void> {
  if (numbers.length === 0) return;
  await db
    .insert(invoiceRegistrations)
    .values(numbers.map((registrationNumber) => ({ registrationNumber })))
    .onConflictDoNothing();
}

/** The published state read now. */
export async function saveChecked(db: Queryable, values: RegistrationValues): Promise<void> {
  const { registrationNumber: _key, ...rest } = values;
  await db
    .insert(invoiceRegistrations)
    .values({ ...values, checkedAt: sql`now()`, lastError: null })
    .onConflictDoUpdate({
      target: invoiceRegistrations.registrationNumber,
      set: { ...rest, checkedAt: sql`now()`, lastError: null, updatedAt: sql`now()` },
    });
}

/** A check that did not answer: the known state stays, the reason is kept (never shown raw). */
export async function saveFailure(db: Queryable, numbers: readonly string[], error: string): Promise<void> {
  if (numbers.length === 0) return;
  await db
    .update(invoiceRegistrations)
    .set({ lastError: error.slice(0, 500), updatedAt: sql`now()` })
    .where(inArray(invoiceRegistrations.registrationNumber, [...numbers]));
}

/** Every number some worker entered (the daily 差分 keeps these current). */
export async function knownNumbers(db: Queryable): Promise<Set<string>> {
  const rows = await db.select({ n: invoiceRegistrations.registrationNumber }).from(invoiceRegistrations);
  return new Set(rows.map((r) => r.n));
}

/** Numbers no check has answered yet (retried by the daily job). */
export async function uncheckedNumbers(db: Queryable, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ n: invoiceRegistrations.registrationNumber })
    .from(invoiceRegistrations)
    .where(eq(invoiceRegistrations.status, 'unchecked'))
    .limit(limit);
  return rows.map((r) => r.n);
}

/** The workers of every company who entered one of the numbers as registered (whom the bell is about). */
export async function workersWithNumbers(db: Queryable, numbers: readonly string[]) {
  if (numbers.length === 0) return [];
  return db
    .select({
      companyId: workers.companyId,
      workerId: workers.id,
      workerCode: workers.code,
      fullName: sql<string>`coalesce(${workerAccountProfiles.fullName}, ${workers.fullName})`,
      registrationNumber: sql<string>`${workerAccountProfiles.invoiceRegistrationNumber}`,
    })
    .from(workers)
    .innerJoin(workerAccountProfiles, eq(workerAccountProfiles.accountId, workers.accountId))
    .where(and(eq(workerAccountProfiles.invoiceStatus, 'registered'), inArray(workerAccountProfiles.invoiceRegistrationNumber, [...numbers])));
}

/** The company's worker by code with the number its account entered (null when not registered) and the published row. */
export async function workerRegistration(db: Queryable, companyId: number, code: string) {
  const [row] = await db
    .select({
      workerId: workers.id,
      invoiceStatus: workerAccountProfiles.invoiceStatus,
      number: workerAccountProfiles.invoiceRegistrationNumber,
    })
    .from(workers)
    .leftJoin(workerAccountProfiles, eq(workerAccountProfiles.accountId, workers.accountId))
    .where(and(eq(workers.companyId, companyId), eq(workers.code, code)))
    .limit(1);
  return row;
}

// ── the 差分 cursor (one row, id 1) ──

export async function lockCursor(db: Queryable): Promise<{ syncedThrough: string | null }> {
  await db.insert(invoiceRegistrationSync).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select({ syncedThrough: invoiceRegistrationSync.syncedThrough }).from(invoiceRegistrationSync).where(eq(invoiceRegistrationSync.id, 1)).for('update');
  return { syncedThrough: row?.syncedThrough ?? null };
}

export async function saveCursor(db: Queryable, values: { syncedThrough?: string; lastError: string | null }): Promise<void> {
  await db
    .insert(invoiceRegistrationSync)
    .values({ id: 1, ...values, lastRunAt: sql`now()` })
    .onConflictDoUpdate({ target: invoiceRegistrationSync.id, set: { ...values, lastRunAt: sql`now()` } });
}
