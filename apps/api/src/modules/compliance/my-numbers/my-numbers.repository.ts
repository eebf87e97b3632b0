/** SQL of マイナンバー (issue #12): my_numbers, my_number_tokens, my_number_operation_logs, my_number_step_ups. */
import { and, asc, count, desc, eq, gt, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { companies } from '../../../db/schema/companies';
import { employees } from '../../../db/schema/employees';
import { myNumberOperationLogs, myNumbers, myNumberStepUps, myNumberTokens } from '../../../db/schema/my-numbers';
import { workers } from '../../../db/schema/workers';
import { newCode } from '../../../lib/codes';

export type MyNumberRow = typeof myNumbers.$inferSelect;
export type NewLog = typeof myNumberOperationLogs.$inferInsert;

const withWorker = {
  row: myNumbers,
  workerCode: workers.code,
  workerName: workers.fullName,
  workerEmail: workers.email,
};

export async function findByCode(db: Queryable, companyId: number, code: string, opts: { lock?: boolean } = {}) {
  const q = db
    .select(withWorker)
    .from(myNumbers)
    .innerJoin(workers, eq(workers.id, myNumbers.workerId))
    .where(and(eq(myNumbers.companyId, companyId), eq(myNumbers.code, code)));
  const [row] = opts.lock ? await q.for('update', { of: myNumbers }) : await q;
  return row;
}

export async function findByWorkerId(db: Queryable, companyId: number, workerId: number, opts: { lock?: boolean } = {}) {
  const q = db.select().from(myNumbers).where(and(eq(myNumbers.companyId, companyId), eq(myNumbers.workerId, workerId)));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

/** Records of every company whose purpose ended before `today` (YYYY-MM-DD), locked (retention). */
export function purposeEndedBefore(db: Queryable, today: string) {
  return db
    .select({ row: myNumbers, workerCode: workers.code, workerName: workers.fullName })
    .from(myNumbers)
    .innerJoin(workers, eq(workers.id, myNumbers.workerId))
    .where(lt(myNumbers.purposeEndsOn, today))
    .orderBy(asc(myNumbers.id))
    .for('update', { of: myNumbers });
}

export async function insertMyNumber(db: Queryable, values: Omit<typeof myNumbers.$inferInsert, 'code' | 'id'>) {
  const [row] = await db.insert(myNumbers).values({ code: newCode(), ...values }).returning();
  return row!;
}

export async function updateMyNumber(db: Queryable, companyId: number, id: number, patch: Partial<typeof myNumbers.$inferInsert>) {
  const [row] = await db
    .update(myNumbers)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(myNumbers.companyId, companyId), eq(myNumbers.id, id)))
    .returning();
  return row!;
}

export async function deleteMyNumber(db: Queryable, companyId: number, id: number) {
  await db.delete(myNumbers).where(and(eq(myNumbers.companyId, companyId), eq(myNumbers.id, id)));
}

export async function listPage(db: Queryable, companyId: number, opts: { limit: number; offset: number; status?: MyNumberRow['status'] }) {
  const where = and(eq(myNumbers.companyId, companyId), opts.status ? eq(myNumbers.status, opts.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(withWorker)
      .from(myNumbers)
      .innerJoin(workers, eq(workers.id, myNumbers.workerId))
      .where(where)
      .orderBy(asc(workers.fullNameKana), asc(myNumbers.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(myNumbers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every image key any record holds (stored and pending), over every company: what the image sweep keeps. */
export async function allImageKeys(db: Queryable): Promise<Set<string>> {
  const rows = await db
    .select({ a: myNumbers.numberConfirmationFileKey, b: myNumbers.identificationFileKey, c: myNumbers.pendingConfirmationKey, d: myNumbers.pendingIdentificationKey })
    .from(myNumbers);
  return new Set(rows.flatMap((r) => [r.a, r.b, r.c, r.d]).filter((k): k is string => Boolean(k)));
}

/** Records that hold a stored image (the key rotation re-wraps their data keys). */
export function withImages(db: Queryable) {
  return db
    .select({ id: myNumbers.id, a: myNumbers.numberConfirmationFileKey, b: myNumbers.identificationFileKey })
    .from(myNumbers)
    .where(sql`${myNumbers.numberConfirmationFileKey} is not null or ${myNumbers.identificationFileKey} is not null`);
}

/** Every worker of the company with their my-number status and record code (the picker). */
export function businessors(db: Queryable, companyId: number) {
  return db
    .select({ code: workers.code, fullName: workers.fullName, email: workers.email, status: workers.myNumberStatus, myNumberCode: myNumbers.code })
    .from(workers)
    .leftJoin(myNumbers, eq(myNumbers.workerId, workers.id))
    .where(eq(workers.companyId, companyId))
    .orderBy(asc(workers.fullNameKana), asc(workers.id))
    .limit(5000);
}

export async function hmacTaken(db: Queryable, companyId: number, hmac: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: myNumbers.id })
    .from(myNumbers)
    .where(and(eq(myNumbers.companyId, companyId), eq(myNumbers.valueHmac, hmac), exceptId ? ne(myNumbers.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** Every registered number of the company (the export), in list order. */
export function withValues(db: Queryable, companyId: number) {
  return db
    .select(withWorker)
    .from(myNumbers)
    .innerJoin(workers, eq(workers.id, myNumbers.workerId))
    .where(and(eq(myNumbers.companyId, companyId), isNotNull(myNumbers.encryptedValue)))
    .orderBy(asc(workers.fullNameKana), asc(myNumbers.id));
}

/** Open requests (status requested) of every worker row linked to a worker-portal account. */
export function openRequestsOfAccount(db: Queryable, accountId: number, code?: string) {
  return db
    .select({ row: myNumbers, companyName: companies.name })
    .from(myNumbers)
    .innerJoin(workers, eq(workers.id, myNumbers.workerId))
    .innerJoin(companies, eq(companies.id, myNumbers.companyId))
    .where(and(eq(workers.accountId, accountId), eq(myNumbers.status, 'requested'), code ? eq(myNumbers.code, code) : undefined))
    .orderBy(desc(myNumbers.requestedAt), desc(myNumbers.id));
}

// ── tokens ──
export async function insertToken(db: Queryable, myNumberId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(myNumberTokens).values({ myNumberId, tokenHash, expiresAt: expiresAt.toISOString() });
}

export async function deleteTokens(db: Queryable, myNumberId: number) {
  await db.delete(myNumberTokens).where(eq(myNumberTokens.myNumberId, myNumberId));
}

/** Ends every live link of a request now (a newer link replaces them; a visit then says the link expired). */
export async function expireLiveTokens(db: Queryable, myNumberId: number) {
  await db
    .update(myNumberTokens)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(myNumberTokens.myNumberId, myNumberId), sql`${myNumberTokens.expiresAt} > now()`));
}

/** Link tokens that expired before `before` (kept until then so that an expired link still says it expired). */
export async function deleteTokensExpiredBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db.delete(myNumberTokens).where(lt(myNumberTokens.expiresAt, before.toISOString())).returning({ id: myNumberTokens.id });
  return rows.length;
}

/** The token's request with its worker and company (any company: the token is the authorisation). */
export async function findToken(db: Queryable, tokenHash: string, opts: { lock?: boolean } = {}) {
  const q = db
    .select({
      expiresAt: myNumberTokens.expiresAt,
      row: myNumbers,
      workerName: workers.fullName,
      workerCode: workers.code,
      companyName: companies.name,
    })
    .from(myNumberTokens)
    .innerJoin(myNumbers, eq(myNumbers.id, myNumberTokens.myNumberId))
    .innerJoin(workers, eq(workers.id, myNumbers.workerId))
    .innerJoin(companies, eq(companies.id, myNumbers.companyId))
    .where(eq(myNumberTokens.tokenHash, tokenHash));
  const [row] = opts.lock ? await q.for('update', { of: myNumbers }) : await q;
  return row;
}

// ── the operation log (insert and read only: the table refuses UPDATE and DELETE) ──
export async function insertLogs(db: Queryable, rows: NewLog[]) {
  if (rows.length > 0) await db.insert(myNumberOperationLogs).values(rows);
}

export async function listLogs(db: Queryable, companyId: number, opts: { limit: number; offset: number; workerId?: number }) {
  const where = and(eq(myNumberOperationLogs.companyId, companyId), opts.workerId ? eq(myNumberOperationLogs.workerId, opts.workerId) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(myNumberOperationLogs).where(where).orderBy(desc(myNumberOperationLogs.id)).limit(opts.limit).offset(opts.offset),
    db.select({ n: count() }).from(myNumberOperationLogs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ── staff and step-up ──
export async function employeeStaffInfo(db: Queryable, companyId: number, employeeId: number) {
  const [row] = await db
    .select({ name: employees.name, isMyNumberStaff: employees.isMyNumberStaff, passwordHash: employees.passwordHash })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row;
}

export async function insertStepUp(db: Queryable, deviceId: number) {
  const [row] = await db.insert(myNumberStepUps).values({ deviceId }).returning();
  return row!;
}

export async function hasStepUpSince(db: Queryable, deviceId: number, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: myNumberStepUps.id })
    .from(myNumberStepUps)
    .where(and(eq(myNumberStepUps.deviceId, deviceId), gt(myNumberStepUps.createdAt, since.toISOString())))
    .limit(1);
  return rows.length > 0;
}

/** Every stored ciphertext, locked (key rotation). */
export function allEncryptedForUpdate(db: Queryable) {
  return db.select({ id: myNumbers.id, encryptedValue: myNumbers.encryptedValue }).from(myNumbers).where(isNotNull(myNumbers.encryptedValue)).for('update');
}

export async function rewriteCiphertext(db: Queryable, id: number, encryptedValue: string, valueHmac: string) {
  await db.update(myNumbers).set({ encryptedValue, valueHmac }).where(eq(myNumbers.id, id));
}
