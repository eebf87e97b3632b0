import { and, asc, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { likePattern } from '../../../db/sql-helpers';
import { companies, departments } from '../../../db/schema/companies';
import type { EmployeeRole } from '@app/shared/roles';
import { authDevices, emailChangeTokens, employeeInvites, employees } from '../../../db/schema/employees';
import { newCode } from '../../../lib/codes';
import { deviceSessions } from '../../../lib/sessions';

export type Role = (typeof employees.$inferSelect)['role'];

/** What an employee's device look-up answers besides the device: the employee, and what GET /api/profile shows. */
type EmployeeOfDevice = {
  employeeId: number;
  employeeCode: string;
  companyId: number;
  role: EmployeeRole;
  email: string;
  name: string;
  departmentId: number | null;
  departmentName: string | null;
  companyName: string;
  isMyNumberStaff: boolean;
};

/**
 * The employees' signed-in devices (lib/sessions.ts). A device is live only for an active (not suspended) employee; the
 * look-up also reads what GET /api/profile shows (primary-key joins, so the profile needs no second round trip).
 */
export const employeeDevices = deviceSessions<EmployeeOfDevice>({
  name: 'auth',
  devices: authDevices,
  owner: authDevices.employeeId,
  find: {
    select: `e.id as "employeeId", e.code as "employeeCode", e.company_id as "companyId", e.role, e.email,
            e.name, e.department_id as "departmentId", dep.name as "departmentName", c.name as "companyName",
            e.is_my_number_staff as "isMyNumberStaff"`,
    join: `join employees e on e.id = d.employee_id
       join companies c on c.id = e.company_id
       left join departments dep on dep.id = e.department_id`,
    where: 'not e.suspended',
  },
});

type ListRow = {
  id: number | null;
  code: string | null;
  name: string;
  email: string;
  department_id: number | null;
  department_name: string | null;
  role: Role;
  suspended: boolean;
  is_my_number_staff: boolean;
  employee_invite_id: number | null;
  expire_days: number | null;
  expires_at: string | null;
};

function listSource(companyId: number, search: string, includeInvites: boolean) {
  const pattern = likePattern(search.toLowerCase());
  const employeeSearch = search ? sql`and (lower(e.name) like ${pattern} or lower(e.email) like ${pattern})` : sql``;
  const inviteSearch = search ? sql`and (lower(i.name) like ${pattern} or lower(i.email) like ${pattern})` : sql``;
  const invites = includeInvites
    ? sql`union all
      select null::int, null::text, i.name, i.email, i.department_id, d.name, i.role, false, false, i.id, i.expire_days, i.expires_at,
             0 as kind, -extract(epoch from i.created_at) as sort_key, i.id as tie
        from ${employeeInvites} i left join ${departments} d on d.id = i.department_id
       where i.company_id = ${companyId} ${inviteSearch}`
    : sql``;
  return sql`
    select e.id, e.code, e.name, e.email, e.department_id, d.name as department_name, e.role, e.suspended,
           e.is_my_number_staff, null::int as employee_invite_id, null::int as expire_days, null::timestamptz as expires_at,
           1 as kind, extract(epoch from e.created_at) as sort_key, e.id as tie
      from ${employees} e left join ${departments} d on d.id = e.department_id
     where e.company_id = ${companyId} ${employeeSearch}
    ${invites}`;
}

/** One page of employees and (optionally) pending invitations: invitations first (newest first), then employees. */
export async function listEmployeesAndInvites(
  db: Queryable,
  companyId: number,
  opts: { search: string; includeInvites: boolean; limit: number; offset: number },
): Promise<ListRow[]> {
  const result = await db.execute<Omit<ListRow, 'expires_at'> & { expires_at: string | Date | null }>(sql`
    select id, code, name, email, department_id, department_name, role, suspended, is_my_number_staff, employee_invite_id, expire_days, expires_at
      from (${listSource(companyId, opts.search, opts.includeInvites)}) x
     order by kind, sort_key, tie
     limit ${opts.limit} offset ${opts.offset}`);
  return result.rows.map((r) => ({
    ...r,
    expires_at: r.expires_at instanceof Date ? r.expires_at.toISOString() : r.expires_at,
  }));
}

export async function countEmployeesAndInvites(db: Queryable, companyId: number, search: string, includeInvites: boolean) {
  const result = await db.execute<{ n: string }>(
    sql`select count(*) as n from (${listSource(companyId, search, includeInvites)}) x`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** An employee as the company pages show it: with the department's name. */
const employeeColumns = {
  id: employees.id,
  code: employees.code,
  name: employees.name,
  email: employees.email,
  role: employees.role,
  suspended: employees.suspended,
  isMyNumberStaff: employees.isMyNumberStaff,
  departmentId: employees.departmentId,
  departmentName: departments.name,
};

export function findEmployee(db: Queryable, companyId: number, where: { id: number } | { code: string }) {
  return db
    .select(employeeColumns)
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(and(eq(employees.companyId, companyId), 'id' in where ? eq(employees.id, where.id) : eq(employees.code, where.code)))
    .limit(1)
    .then((rows) => rows[0]);
}
export type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findEmployee>>>;

/** Locks the company's owner rows so two concurrent demotions cannot both pass the "last owner" check. */
export async function countActiveOwners(db: Queryable, companyId: number, exceptEmployeeId?: number): Promise<number> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(employees.role, 'owner_administrator'),
        eq(employees.suspended, false),
        exceptEmployeeId ? ne(employees.id, exceptEmployeeId) : undefined,
      ),
    )
    .for('update');
  return rows.length;
}

export function listEmployeesV2(db: Queryable, companyId: number, limit: number, offset: number) {
  return db
    .select(employeeColumns)
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(eq(employees.companyId, companyId))
    .orderBy(asc(employees.id))
    .limit(limit)
    .offset(offset);
}

export async function countEmployees(db: Queryable, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(employees).where(eq(employees.companyId, companyId));
  return row?.n ?? 0;
}

export async function updateEmployee(
  db: Queryable,
  companyId: number,
  id: number,
  values: Partial<{ name: string; email: string; departmentId: number | null; role: Role; suspended: boolean; isMyNumberStaff: boolean }>,
) {
  await db
    .update(employees)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(employees.companyId, companyId), eq(employees.id, id)));
}

/**
 * A new employee: a company's founding owner (`companies.service`), an accepted invitation (`users.service`), seeds and
 * fixtures. The one writer of new employee rows.
 */
export async function insertEmployee(
  db: Queryable,
  values: {
    companyId: number;
    email: string;
    name: string;
    passwordHash: string;
    role: Role;
    departmentId?: number | null;
    suspended?: boolean;
    isMyNumberStaff?: boolean;
  },
) {
  const [row] = await db.insert(employees).values({ code: newCode(), ...values }).returning();
  return row!;
}

/** One's own password change (auth.service#changePassword). */
export async function updatePasswordHash(db: Queryable, employeeId: number, passwordHash: string) {
  await db.update(employees).set({ passwordHash, updatedAt: sql`now()` }).where(eq(employees.id, employeeId));
}

/** Sets the password of every employee row of the address (one person, one password, whatever the company). */
export async function setPasswordForAddress(db: Queryable, email: string, passwordHash: string): Promise<number[]> {
  const rows = await db
    .update(employees)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(sql`lower(${employees.email})`, email.toLowerCase()))
    .returning({ id: employees.id });
  return rows.map((r) => r.id);
}

/**
 * Who hears of a worker's answer or submission: the active employee who made the record, or — when that employee is
 * gone or suspended — the company's active administrators.
 */
export async function creatorOrAdministrators(db: Queryable, companyId: number, createdById: number | null): Promise<number[]> {
  if (createdById !== null) {
    const [creator] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), eq(employees.id, createdById), eq(employees.suspended, false)));
    if (creator) return [creator.id];
  }
  const admins = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.suspended, false), inArray(employees.role, ['owner_administrator', 'administrator'])));
  return admins.map((a) => a.id);
}

export async function deleteEmployee(db: Queryable, companyId: number, id: number) {
  await db.delete(employees).where(and(eq(employees.companyId, companyId), eq(employees.id, id)));
}

/** Whether the address is used by an employee of this company, optionally but one. Other companies are never looked at. */
export async function emailUsedByEmployee(db: Queryable, companyId: number, email: string, exceptEmployeeId?: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(sql`lower(${employees.email})`, email.toLowerCase()),
        exceptEmployeeId ? ne(employees.id, exceptEmployeeId) : undefined,
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** A live (unexpired) invitation of the address in this company. */
export async function liveInviteForEmail(db: Queryable, companyId: number, email: string) {
  const [row] = await db
    .select({ id: employeeInvites.id })
    .from(employeeInvites)
    .where(
      and(
        eq(employeeInvites.companyId, companyId),
        eq(sql`lower(${employeeInvites.email})`, email.toLowerCase()),
        gt(employeeInvites.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** An expired invitation of the address in this company blocks nothing: it is removed before a new one is written. */
export async function deleteExpiredInvitesForEmail(db: Queryable, companyId: number, email: string) {
  await db
    .delete(employeeInvites)
    .where(
      and(
        eq(employeeInvites.companyId, companyId),
        eq(sql`lower(${employeeInvites.email})`, email.toLowerCase()),
        sql`${employeeInvites.expiresAt} <= now()`,
      ),
    );
}

export async function insertInvite(
  db: Queryable,
  values: {
    companyId: number;
    email: string;
    name: string;
    role: Role;
    departmentId: number | null;
    tokenHash: string;
    expireDays: number;
    invitedById: number;
  },
) {
  const [row] = await db
    .insert(employeeInvites)
    .values({ ...values, expiresAt: sql`now() + make_interval(days => ${values.expireDays})` })
    .returning();
  return row!;
}

export function findInvite(db: Queryable, companyId: number, id: number) {
  return db
    .select()
    .from(employeeInvites)
    .where(and(eq(employeeInvites.companyId, companyId), eq(employeeInvites.id, id)))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function refreshInvite(db: Queryable, companyId: number, id: number, tokenHash: string, expireDays: number) {
  const [row] = await db
    .update(employeeInvites)
    .set({ tokenHash, expireDays, expiresAt: sql`now() + make_interval(days => ${expireDays})`, updatedAt: sql`now()` })
    .where(and(eq(employeeInvites.companyId, companyId), eq(employeeInvites.id, id)))
    .returning();
  return row!;
}

export async function deleteInvite(db: Queryable, companyId: number, id: number) {
  await db.delete(employeeInvites).where(and(eq(employeeInvites.companyId, companyId), eq(employeeInvites.id, id)));
}

/** An accepted invitation is removed (users.service#register found it by its link token, so by id alone). */
export async function deleteAcceptedInvite(db: Queryable, id: number) {
  await db.delete(employeeInvites).where(eq(employeeInvites.id, id));
}

export function findDepartment(db: Queryable, companyId: number, id: number) {
  return db
    .select({ id: departments.id, name: departments.name, enabled: departments.enabled })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id)))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findCompanyName(db: Queryable, companyId: number) {
  return db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .then((rows) => rows[0]?.name ?? '');
}

// ── e-mail change confirmation (I8) ──

/** A new confirmation link for the employee's new address; earlier unused links of the employee stop working. */
export async function replaceEmailChangeToken(
  db: Queryable,
  values: { employeeId: number; newEmail: string; tokenHash: string; requestedById: number; lifetimeSeconds: number },
) {
  await db.delete(emailChangeTokens).where(and(eq(emailChangeTokens.employeeId, values.employeeId), isNull(emailChangeTokens.usedAt)));
  const [row] = await db
    .insert(emailChangeTokens)
    .values({
      employeeId: values.employeeId,
      newEmail: values.newEmail,
      tokenHash: values.tokenHash,
      requestedById: values.requestedById,
      expiresAt: sql`now() + make_interval(secs => ${values.lifetimeSeconds})`,
    })
    .returning();
  return row!;
}

/** The link's row with its employee and company, or undefined. */
export async function findEmailChangeToken(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({
      id: emailChangeTokens.id,
      employeeId: emailChangeTokens.employeeId,
      newEmail: emailChangeTokens.newEmail,
      expiresAt: emailChangeTokens.expiresAt,
      usedAt: emailChangeTokens.usedAt,
      companyId: employees.companyId,
      currentEmail: employees.email,
      companyName: companies.name,
    })
    .from(emailChangeTokens)
    .innerJoin(employees, eq(employees.id, emailChangeTokens.employeeId))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(eq(emailChangeTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks the link used; false when it already was (two clicks at once: one wins). */
export async function consumeEmailChangeToken(db: Queryable, id: number): Promise<boolean> {
  const rows = await db
    .update(emailChangeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChangeTokens.id, id), isNull(emailChangeTokens.usedAt)))
    .returning({ id: emailChangeTokens.id });
  return rows.length > 0;
}
