import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { companies } from '../../../db/schema/companies';
import { contracts } from '../../../db/schema/contracts';
import { employees } from '../../../db/schema/employees';
import { workerAccountAuditLogs, workerAccountDevices, workerAccounts, workerPasswordResetTokens } from '../../../db/schema/worker-accounts';
import { workerInvites, workers } from '../../../db/schema/workers';
import { deviceSessions, resetLinks } from '../../../lib/sessions';

// ── accounts and devices ──

export function findAccountByEmail(db: Queryable, email: string) {
  return db
    .select()
    .from(workerAccounts)
    .where(eq(sql`lower(${workerAccounts.email})`, email.trim().toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findAccountById(db: Queryable, id: number) {
  return db
    .select()
    .from(workerAccounts)
    .where(eq(workerAccounts.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Inserts the account; undefined when an account with the address appeared meanwhile. */
export async function insertAccount(db: Queryable, values: { email: string; passwordHash: string; name: string | null }) {
  const [row] = await db.insert(workerAccounts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateAccountPassword(db: Queryable, accountId: number, passwordHash: string) {
  await db.update(workerAccounts).set({ passwordHash, updatedAt: sql`now()` }).where(eq(workerAccounts.id, accountId));
}

/** The worker accounts' signed-in devices (lib/sessions.ts; the same rules as the employees'). */
export const workerDevices = deviceSessions<{ accountId: number; email: string }>({
  name: 'worker_auth',
  devices: workerAccountDevices,
  owner: workerAccountDevices.accountId,
  find: { select: 'a.id as "accountId", a.email', join: 'join worker_accounts a on a.id = d.account_id' },
});

// ── password reset ──

/** The worker accounts' password-reset links (lib/sessions.ts). */
export const workerResetLinks = resetLinks({ tokens: workerPasswordResetTokens, owner: workerPasswordResetTokens.accountId, owners: workerAccounts });

// ── invitations ──

/** The invitation behind a link token, with its worker and company (`forUpdate` locks the invite row). */
export function findInviteByTokenHash(db: Queryable, tokenHash: string, forUpdate = false) {
  const query = db
    .select({
      id: workerInvites.id,
      status: workerInvites.status,
      expiresAt: workerInvites.expiresAt,
      email: workerInvites.email,
      companyId: workerInvites.companyId,
      companyName: companies.name,
      workerId: workers.id,
      workerCode: workers.code,
      workerFullName: workers.fullName,
      workerFullNameKana: workers.fullNameKana,
      workerTradeName: workers.tradeName,
      workerOwnDepartment: workers.ownDepartment,
      workerOccupation: workers.occupation,
    })
    .from(workerInvites)
    .innerJoin(companies, eq(companies.id, workerInvites.companyId))
    .innerJoin(workers, and(eq(workers.id, workerInvites.workerId), eq(workers.companyId, workerInvites.companyId)))
    .where(eq(workerInvites.tokenHash, tokenHash))
    .limit(1);
  return (forUpdate ? query.for('update', { of: workerInvites }) : query).then((rows) => rows[0]);
}

/** Active employees of the company with one of the roles (whom a notification goes to). */
export function activeEmployeesWithRoles(db: Queryable, companyId: number, roles: readonly string[]) {
  return db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.suspended, false), inArray(employees.role, [...roles] as never[])));
}

// ── the portal ──

/** The companies the account is linked to, with its worker row in each (oldest company first). */
export function linkedCompanies(db: Queryable, accountId: number) {
  return db
    .select({ id: companies.id, name: companies.name, workerId: workers.id, workerCode: workers.code })
    .from(workers)
    .innerJoin(companies, eq(companies.id, workers.companyId))
    .where(eq(workers.accountId, accountId))
    .orderBy(asc(companies.id));
}

/** Every contract of one worker row, newest start first. */
export function contractsOfWorker(db: Queryable, companyId: number, workerId: number) {
  return db
    .select()
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.workerId, workerId)))
    .orderBy(desc(contracts.startDate), desc(contracts.id));
}

/** Appends to worker_account_audit_logs (in the transaction of the change it records; never updated). */
export async function insertAuditLog(db: Queryable, row: typeof workerAccountAuditLogs.$inferInsert) {
  await db.insert(workerAccountAuditLogs).values(row);
}
