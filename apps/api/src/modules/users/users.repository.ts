import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { authDevices, employeeInvites, employees, passwordResetTokens } from '../../db/schema/employees';

/** The invitation a link token names (any company: the token is the only key), with its company's name. */
export function findInviteByTokenHash(db: Queryable, tokenHash: string, lock = false) {
  const query = db
    .select({
      id: employeeInvites.id,
      companyId: employeeInvites.companyId,
      companyName: companies.name,
      email: employeeInvites.email,
      name: employeeInvites.name,
      role: employeeInvites.role,
      departmentId: employeeInvites.departmentId,
      expiresAt: employeeInvites.expiresAt,
    })
    .from(employeeInvites)
    .innerJoin(companies, eq(companies.id, employeeInvites.companyId))
    .where(eq(employeeInvites.tokenHash, tokenHash))
    .limit(1);
  return (lock ? query.for('update', { of: employeeInvites }) : query).then((rows) => rows[0]);
}

/**
 * The employee row a reset link is issued for: the oldest active row of the address. The address may belong to
 * employees of several companies; the reset sets the password of all of them (`employees.repository#setPasswordForAddress`).
 */
export function findActiveEmployeeByEmail(db: Queryable, email: string) {
  return db
    .select({ id: employees.id, companyId: employees.companyId, name: employees.name, email: employees.email })
    .from(employees)
    .where(and(eq(sql`lower(${employees.email})`, email.toLowerCase()), eq(employees.suspended, false)))
    .orderBy(employees.id)
    .limit(1)
    .then((rows) => rows[0]);
}

/** Whether the company already has an employee with the address (other companies are not looked at). */
export async function employeeExistsInCompany(db: Queryable, companyId: number, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(sql`lower(${employees.email})`, email.toLowerCase())))
    .limit(1);
  return rows.length > 0;
}

/** Whether a reset link was issued to the employee within the last `seconds` (one mail a minute at most). */
export async function recentResetExists(db: Queryable, employeeId: number, seconds: number): Promise<boolean> {
  const rows = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.employeeId, employeeId),
        gt(passwordResetTokens.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A new reset link; earlier unused links of the employee stop working (only the newest mail counts). */
export async function replaceResetToken(db: Queryable, employeeId: number, tokenHash: string, lifetimeSeconds: number) {
  await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.employeeId, employeeId), isNull(passwordResetTokens.usedAt)));
  await db
    .insert(passwordResetTokens)
    .values({ employeeId, tokenHash, expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds})` });
}

export function findResetToken(db: Queryable, tokenHash: string) {
  return db
    .select({
      id: passwordResetTokens.id,
      employeeId: passwordResetTokens.employeeId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      email: employees.email,
      name: employees.name,
    })
    .from(passwordResetTokens)
    .innerJoin(employees, eq(employees.id, passwordResetTokens.employeeId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Marks the link used; false when another request used it first (single use even under a race). */
export async function consumeResetToken(db: Queryable, id: number): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

export async function deleteOtherResetTokens(db: Queryable, employeeId: number, keepId: number) {
  await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.employeeId, employeeId), ne(passwordResetTokens.id, keepId)));
}

export async function revokeDevicesOf(db: Queryable, employeeIds: number[]) {
  if (employeeIds.length > 0) await db.delete(authDevices).where(inArray(authDevices.employeeId, employeeIds));
}

