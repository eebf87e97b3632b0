import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies, departments } from '../../db/schema/companies';
import { employees } from '../../db/schema/employees';

export function findProfile(db: Queryable, companyId: number, employeeId: number) {
  return db
    .select({
      id: employees.id,
      code: employees.code,
      name: employees.name,
      email: employees.email,
      role: employees.role,
      department_id: employees.departmentId,
      department_name: departments.name,
      company_id: companies.id,
      company_name: companies.name,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function updateName(db: Queryable, companyId: number, employeeId: number, name: string) {
  await db
    .update(employees)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
}
