import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { companies } from '../../../db/schema/companies';
import { employees } from '../../../db/schema/employees';

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

export function findEmployeeById(db: Queryable, companyId: number, employeeId: number) {
  return db
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
    .limit(1)
    .then((rows) => rows[0]);
}
