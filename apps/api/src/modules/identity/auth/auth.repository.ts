import { and, asc, eq, sql } from 'drizzle-orm';
import type { EmployeeRole } from '@app/shared/roles';
import type { Queryable } from '../../../db/client';
import { companies } from '../../../db/schema/companies';
import { authDevices, employees } from '../../../db/schema/employees';
import { deviceSessions } from '../../../lib/sessions';

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

export function findEmployeeById(db: Queryable, companyId: number, employeeId: number) {
  return db
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
    .limit(1)
    .then((rows) => rows[0]);
}
