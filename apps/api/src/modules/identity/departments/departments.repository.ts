import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { departments } from '../../../db/schema/companies';
import { employeeInvites, employees } from '../../../db/schema/employees';

// Written out with explicit aliases: in a single-table select drizzle leaves columns unqualified, and an unqualified
// "id" inside the sub-select would name the sub-select's own table.
const employeesLength = sql<number>`(select count(*) from ${employees} e where e.department_id = ${departments}.id)`.mapWith(Number);
const invitesLength = sql<number>`(select count(*) from ${employeeInvites} i where i.department_id = ${departments}.id)`.mapWith(Number);

const columns = {
  id: departments.id,
  name: departments.name,
  officerName: departments.officerName,
  description: departments.description,
  enabled: departments.enabled,
  employeesLength,
  invitesLength,
};

export function listDepartments(db: Queryable, companyId: number, limit: number, offset: number) {
  return db
    .select(columns)
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.id))
    .limit(limit)
    .offset(offset);
}

export async function countDepartments(db: Queryable, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(departments).where(eq(departments.companyId, companyId));
  return row?.n ?? 0;
}

export function findDepartment(db: Queryable, companyId: number, id: number, lock = false) {
  const query = db
    .select(columns)
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id)))
    .limit(1);
  return (lock ? query.for('update', { of: departments }) : query).then((rows) => rows[0]);
}
export type DepartmentRow = NonNullable<Awaited<ReturnType<typeof findDepartment>>>;

export async function nameTaken(db: Queryable, companyId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(departments)
    .where(
      and(
        eq(departments.companyId, companyId),
        eq(sql`lower(${departments.name})`, name.toLowerCase()),
        exceptId ? sql`${departments.id} <> ${exceptId}` : undefined,
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function insertDepartment(
  db: Queryable,
  values: { companyId: number; name: string; officerName: string | null; description: string | null; enabled: boolean },
) {
  const [row] = await db.insert(departments).values(values).returning({ id: departments.id });
  return row!.id;
}

/** Several departments at once (seeds and fixtures), in the given order. */
export async function insertDepartments(db: Queryable, companyId: number, rows: Array<{ name: string; officerName?: string; description?: string }>) {
  return db
    .insert(departments)
    .values(rows.map((r) => ({ companyId, ...r })))
    .returning();
}

export async function updateDepartment(
  db: Queryable,
  companyId: number,
  id: number,
  values: Partial<{ name: string; officerName: string | null; description: string | null; enabled: boolean }>,
) {
  await db
    .update(departments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
}

export async function deleteDepartment(db: Queryable, companyId: number, id: number) {
  await db.delete(departments).where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
}

/** Enabled departments for pickers, by name. */
export function listEnabled(db: Queryable, companyId: number) {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.enabled, true)))
    .orderBy(asc(departments.id));
}
