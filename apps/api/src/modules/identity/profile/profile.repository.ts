import type { EmployeeRole } from '@app/shared/roles';
import { prepared, type Db } from '../../../db/client';

export type ProfileRow = {
  id: number;
  code: string;
  name: string;
  email: string;
  role: EmployeeRole;
  department_id: number | null;
  department_name: string | null;
  company_id: number;
  company_name: string;
  is_my_number_staff: boolean;
};

/** The signed-in employee with company and department: one prepared statement (GET /api/profile is read on every page). */
export async function findProfile(db: Db, companyId: number, employeeId: number): Promise<ProfileRow | undefined> {
  const rows = await prepared<ProfileRow>(
    db,
    'profile_find',
    `select e.id, e.code, e.name, e.email, e.role, e.department_id, d.name as department_name,
            c.id as company_id, c.name as company_name, e.is_my_number_staff
       from employees e
       join companies c on c.id = e.company_id
       left join departments d on d.id = e.department_id
      where e.company_id = $1 and e.id = $2`,
    [companyId, employeeId],
  );
  return rows[0];
}
