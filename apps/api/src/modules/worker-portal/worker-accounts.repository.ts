import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { prepared, type Db, type Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { contracts } from '../../db/schema/contracts';
import { employees } from '../../db/schema/employees';
import { workerAccountAuditLogs, workerAccountDevices, workerAccounts, workerPasswordResetTokens } from '../../db/schema/worker-accounts';
import { workerInvites, workers } from '../../db/schema/workers';

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

export type WorkerDeviceForAuth = { deviceId: number; tokenHash: string; expiresAt: number; touch: boolean; accountId: number; email: string };

/** The device of a worker request (one prepared statement, like the employees' `auth_find_device`). */
export async function findDeviceForAuth(db: Db, clientId: string, idleSeconds: number): Promise<WorkerDeviceForAuth | undefined> {
  const rows = await prepared<WorkerDeviceForAuth>(
    db,
    'worker_auth_find_device',
    `select d.id as "deviceId", d.token_hash as "tokenHash", extract(epoch from d.expires_at)::int8 as "expiresAt",
            d.last_used_at < now() - interval '60 seconds' as "touch", a.id as "accountId", a.email
       from worker_account_devices d
       join worker_accounts a on a.id = d.account_id
      where d.client_id = $1 and d.expires_at > now() and d.last_used_at > now() - make_interval(secs => $2)
      limit 2`,
    [clientId, idleSeconds],
  );
  // client ids are random: two devices with one id would be a bug or an attack — trust neither
  return rows.length === 1 ? rows[0] : undefined;
}

export async function insertDevice(
  db: Queryable,
  values: { accountId: number; clientId: string; tokenHash: string; expiresAt: string; userAgent: string | null },
) {
  await db.insert(workerAccountDevices).values(values);
}

/** Keeps at most `max` devices per account: the oldest are signed out. */
export async function evictOldDevices(db: Queryable, accountId: number, max: number) {
  const rows = await db
    .select({ id: workerAccountDevices.id })
    .from(workerAccountDevices)
    .where(eq(workerAccountDevices.accountId, accountId))
    .orderBy(asc(workerAccountDevices.createdAt), asc(workerAccountDevices.id));
  const excess = rows.slice(0, Math.max(0, rows.length - max)).map((r) => r.id);
  if (excess.length > 0) await db.delete(workerAccountDevices).where(inArray(workerAccountDevices.id, excess));
}

export async function touchDevice(db: Db, deviceId: number) {
  await prepared(db, 'worker_auth_touch_device', 'update worker_account_devices set last_used_at = now() where id = $1', [deviceId]);
}

export async function deleteDevice(db: Queryable, deviceId: number) {
  await db.delete(workerAccountDevices).where(eq(workerAccountDevices.id, deviceId));
}

/** Signs the account out of every device, or of every other one when `exceptDeviceId` is given. */
export async function deleteDevicesOfAccount(db: Queryable, accountId: number, exceptDeviceId?: number) {
  await db
    .delete(workerAccountDevices)
    .where(and(eq(workerAccountDevices.accountId, accountId), exceptDeviceId ? ne(workerAccountDevices.id, exceptDeviceId) : undefined));
}

// ── password reset ──

export async function recentResetExists(db: Queryable, accountId: number, seconds: number): Promise<boolean> {
  const rows = await db
    .select({ id: workerPasswordResetTokens.id })
    .from(workerPasswordResetTokens)
    .where(
      and(
        eq(workerPasswordResetTokens.accountId, accountId),
        gt(workerPasswordResetTokens.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A new link replaces the account's unused ones. */
export async function replaceResetToken(db: Queryable, accountId: number, tokenHash: string, lifetimeSeconds: number) {
  await db
    .delete(workerPasswordResetTokens)
    .where(and(eq(workerPasswordResetTokens.accountId, accountId), isNull(workerPasswordResetTokens.usedAt)));
  await db
    .insert(workerPasswordResetTokens)
    .values({ accountId, tokenHash, expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds})` });
}

export function findResetToken(db: Queryable, tokenHash: string) {
  return db
    .select({
      id: workerPasswordResetTokens.id,
      accountId: workerPasswordResetTokens.accountId,
      expiresAt: workerPasswordResetTokens.expiresAt,
      usedAt: workerPasswordResetTokens.usedAt,
      email: workerAccounts.email,
      name: workerAccounts.name,
    })
    .from(workerPasswordResetTokens)
    .innerJoin(workerAccounts, eq(workerAccounts.id, workerPasswordResetTokens.accountId))
    .where(eq(workerPasswordResetTokens.tokenHash, tokenHash))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function consumeResetToken(db: Queryable, id: number): Promise<boolean> {
  const rows = await db
    .update(workerPasswordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(workerPasswordResetTokens.id, id),
        isNull(workerPasswordResetTokens.usedAt),
        gt(workerPasswordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: workerPasswordResetTokens.id });
  return rows.length === 1;
}

export async function deleteOtherResetTokens(db: Queryable, accountId: number, keepId: number) {
  await db
    .delete(workerPasswordResetTokens)
    .where(and(eq(workerPasswordResetTokens.accountId, accountId), ne(workerPasswordResetTokens.id, keepId)));
}

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
