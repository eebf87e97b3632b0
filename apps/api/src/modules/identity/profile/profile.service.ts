import { employeeRoleLabels } from '@app/shared/roles';
import type { Profile } from '@app/shared/profile';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import { updateEmployee } from '../employees/employees.repository';
import * as repo from './profile.repository';

/** GET /api/profile: the session lookup already read everything (no further query). */
export function profileOfSession(auth: AuthContext): Profile {
  return {
    id: auth.employeeId,
    code: auth.employeeCode,
    name: auth.profile.name,
    email: auth.email,
    role: auth.role,
    role_name: employeeRoleLabels[auth.role],
    department_id: auth.profile.departmentId,
    department_name: auth.profile.departmentName,
    company_id: auth.companyId,
    company_name: auth.profile.companyName,
    is_my_number_staff: auth.profile.isMyNumberStaff,
  };
}

export async function getProfile(db: Db, auth: AuthContext): Promise<Profile> {
  const row = await repo.findProfile(db, auth.companyId, auth.employeeId);
  if (!row) throw notFound();
  return { ...row, role_name: employeeRoleLabels[row.role] };
}

export async function updateProfileName(db: Db, auth: AuthContext, name: string): Promise<Profile> {
  await updateEmployee(db, auth.companyId, auth.employeeId, { name });
  return getProfile(db, auth);
}
