import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { EmployeeRole } from '@app/shared/roles';
import type { Db, Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { authDevices, employees, signInAttempts } from '../../db/schema/employees';
import { deviceSessions } from '../../lib/sessions';

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
            e.name, e.department_id as "departmentId", dep.name as "departmentName", c.name as "companyName"`,
    join: `join employees e on e.id = d.employee_id
       join companies c on c.id = e.company_id
       left join departments dep on dep.id = e.department_id`,
    where: 'not e.suspended',
  },
});

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


export function findEmployeeById(db: Queryable, companyId: number, employeeId: number) {
  return db
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
    .limit(1)
    .then((rows) => rows[0]);
}
