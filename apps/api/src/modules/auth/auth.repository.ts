import { and, asc, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { EmployeeRole } from '@app/shared/roles';
import { prepared, type Db, type Queryable } from '../../db/client';
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

export type DeviceForAuth = {
  deviceId: number;
  tokenHash: string;
  /** seconds since the epoch */
  expiresAt: number;
  /** last_used_at is more than a minute old: record this use */
  touch: boolean;
  employeeId: number;
  employeeCode: string;
  companyId: number;
  role: EmployeeRole;
  email: string;
  name: string;
  departmentId: number | null;
  departmentName: string | null;
  companyName: string;
};

/**
 * The device a request's token headers name, if it is live: not expired, used within the idle timeout, of an active
 * employee, with what GET /api/profile shows (two primary-key joins, so the profile needs no second round trip). Looked up by client id alone (random 128 bits, indexed); the caller compares the token hash and the uid.
 * One prepared statement — every authenticated request runs it.
 */
export async function findDeviceForAuth(db: Db, clientId: string, idleSeconds: number): Promise<DeviceForAuth | undefined> {
  const rows = await prepared<DeviceForAuth>(
    db,
    'auth_find_device',
    `select d.id as "deviceId", d.token_hash as "tokenHash", extract(epoch from d.expires_at)::int8 as "expiresAt",
            d.last_used_at < now() - interval '60 seconds' as "touch",
            e.id as "employeeId", e.code as "employeeCode", e.company_id as "companyId", e.role, e.email,
            e.name, e.department_id as "departmentId", dep.name as "departmentName", c.name as "companyName"
       from auth_devices d
       join employees e on e.id = d.employee_id
       join companies c on c.id = e.company_id
       left join departments dep on dep.id = e.department_id
      where d.client_id = $1 and d.expires_at > now() and d.last_used_at > now() - make_interval(secs => $2)
        and not e.suspended
      limit 2`,
    [clientId, idleSeconds],
  );
  // Client ids are random; two devices with one id would be a bug or an attack — trust neither.
  return rows.length === 1 ? rows[0] : undefined;
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

export async function touchDevice(db: Db, deviceId: number) {
  await prepared(db, 'auth_touch_device', 'update auth_devices set last_used_at = now() where id = $1', [deviceId]);
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

export async function deleteExpiredDevices(db: Queryable) {
  await db.delete(authDevices).where(sql`${authDevices.expiresAt} <= now()`);
}

export function findEmployeeById(db: Queryable, companyId: number, employeeId: number) {
  return db
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
    .limit(1)
    .then((rows) => rows[0]);
}
