import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { companies } from '../../../db/schema/companies';
import { employeeInvites, employees, passwordResetTokens } from '../../../db/schema/employees';
import { resetLinks } from '../../../lib/sessions';

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

/** The employees' password-reset links (lib/sessions.ts): one person's link, whatever the company. */
export const employeeResetLinks = resetLinks({ tokens: passwordResetTokens, owner: passwordResetTokens.employeeId, owners: employees });

