import { and, asc, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { authDevices, employees, signInAttempts } from '../../db/schema/employees';

/** Every employee row of the address, one per company, with the company's name (oldest company first). */
export function findEmployeesByEmail(db: Queryable, email: string) {
  return db
    .select({
      id: employees.id,
      code: employees.code,
      email: employees.email,
      name: employees.name,
      role: employees.role,
      companyId: employees.companyId,
      companyName: companies.name,
      passwordHash: employees.passwordHash,
      suspended: employees.suspended,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(eq(sql`lower(${employees.email})`, email.toLowerCase()))
    .orderBy(asc(employees.companyId))
    .limit(20);
}

export function findDeviceForAuth(db: Queryable, uid: string, clientId: string) {
  return db
    .select({
      deviceId: authDevices.id,
      tokenHash: authDevices.tokenHash,
      expiresAt: authDevices.expiresAt,
      lastUsedAt: authDevices.lastUsedAt,
      employeeId: employees.id,
      employeeCode: employees.code,
      companyId: employees.companyId,
      role: employees.role,
      email: employees.email,
      suspended: employees.suspended,
    })
    .from(authDevices)
    .innerJoin(employees, eq(employees.id, authDevices.employeeId))
    .where(and(eq(sql`lower(${employees.email})`, uid.toLowerCase()), eq(authDevices.clientId, clientId)))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertDevice(
  db: Queryable,
  values: { employeeId: number; clientId: string; tokenHash: string; expiresAt: string; userAgent: string | null },
) {
  await db.insert(authDevices).values(values);
}

/** Keeps at most `max` devices per employee: the oldest are signed out. */
export async function evictOldDevices(db: Queryable, employeeId: number, max: number) {
  const rows = await db
    .select({ id: authDevices.id })
    .from(authDevices)
    .where(eq(authDevices.employeeId, employeeId))
    .orderBy(asc(authDevices.createdAt), asc(authDevices.id));
  const excess = rows.slice(0, Math.max(0, rows.length - max)).map((r) => r.id);
  if (excess.length > 0) await db.delete(authDevices).where(inArray(authDevices.id, excess));
}

export async function touchDevice(db: Queryable, deviceId: number) {
  await db.update(authDevices).set({ lastUsedAt: sql`now()` }).where(eq(authDevices.id, deviceId));
}

export async function deleteDevice(db: Queryable, deviceId: number) {
  await db.delete(authDevices).where(eq(authDevices.id, deviceId));
}

/** Signs out every device of the employee, or every device but one. */
export async function deleteDevicesOfEmployee(db: Queryable, employeeId: number, exceptDeviceId?: number) {
  await db
    .delete(authDevices)
    .where(and(eq(authDevices.employeeId, employeeId), exceptDeviceId ? ne(authDevices.id, exceptDeviceId) : undefined));
}

export async function recordFailedAttempt(db: Queryable, subjects: string[]) {
  await db.insert(signInAttempts).values(subjects.map((subject) => ({ subject })));
}

/**
 * Records an attempt for each subject first and answers, per subject, how many attempts the window holds now
 * (this one included). Parallel attempts each see the ones committed before them, so no burst gets past a limit:
 * the n-th attempt always counts at least n.
 */
export async function recordAttemptAndCount(
  db: Queryable,
  subjects: string[],
  windowSeconds: number,
): Promise<{ ids: number[]; counts: number[] }> {
  const inserted = await db.insert(signInAttempts).values(subjects.map((subject) => ({ subject }))).returning({ id: signInAttempts.id });
  const counts = await Promise.all(subjects.map((subject) => countRecentAttempts(db, subject, windowSeconds)));
  return { ids: inserted.map((r) => r.id), counts };
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

export async function clearAttempts(db: Queryable, subject: string) {
  await db.delete(signInAttempts).where(eq(signInAttempts.subject, subject));
}

export async function pruneAttempts(db: Queryable, olderThanSeconds: number) {
  await db.delete(signInAttempts).where(sql`${signInAttempts.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`);
}

export async function deleteExpiredDevices(db: Queryable) {
  await db.delete(authDevices).where(sql`${authDevices.expiresAt} <= now()`);
}

export async function updatePasswordHash(db: Queryable, employeeId: number, passwordHash: string) {
  await db.update(employees).set({ passwordHash, updatedAt: sql`now()` }).where(eq(employees.id, employeeId));
}

export function findEmployeeById(db: Queryable, companyId: number, employeeId: number) {
  return db
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
    .limit(1)
    .then((rows) => rows[0]);
}
