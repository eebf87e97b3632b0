import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeRole } from '@app/shared/roles';
import type { InviteEmployeeBody, UpdateEmployeeBody } from '@app/shared/employees';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import type { Camelized } from '../../../lib/case';
import type { EmployeeV2Wire } from '@app/shared/employees';
import { profileQueryKey } from '../../profile/api/get-profile';
import { employeesQueryKey } from './get-employees';

/** The v2 employee as the client sees it (camelCase, `roleI18N`). */
export type EmployeeV2 = Camelized<EmployeeV2Wire>;

type Data<T> = { data: T };

/** Every employee write: POST/PUT/DELETE under /companies/employee…, /employees/{code}/role, /v2/employee/employees/{code}. */
export const employeeWrites = {
  invite: (body: InviteEmployeeBody) =>
    apiRequest<Data<{ employee_invite: { id: number } }>>('/companies/employee_invitation', { method: 'POST', body }),
  reinvite: (inviteId: number) =>
    apiRequest<Data<{ employee_invite_id: number; expire_days: number }>>(`/companies/employee_invitation/${inviteId}`, {
      method: 'PUT',
      body: {},
    }),
  deleteInvite: (inviteId: number) =>
    apiRequest<Data<{ employee_invite_id: number }>>(`/companies/employee_invitation/${inviteId}`, { method: 'DELETE' }),
  suspend: (id: number) =>
    apiRequest<Data<{ employee_id: number }>>('/companies/employee/suspension', { method: 'POST', body: { employee: { id } } }),
  resume: (id: number) =>
    apiRequest<Data<{ employee_id: number }>>('/companies/employee/resume', { method: 'POST', body: { employee: { id } } }),
  remove: (id: number) =>
    apiRequest<Data<{ employee_id: number }>>('/companies/employee', { method: 'DELETE', body: { employee: { id } } }),
  changeRole: ({ code, role }: { code: string; role: EmployeeRole }) =>
    apiRequest<Data<unknown>>(`/employees/${encodeURIComponent(code)}/role`, { method: 'PUT', body: { employee: { role } } }),
  setMyNumberStaff: ({ code, on }: { code: string; on: boolean }) =>
    apiRequest<Data<unknown>>(`/employees/${encodeURIComponent(code)}/my_number_staff`, { method: 'PUT', body: { employee: { is_my_number_staff: on } } }),
  // `pendingEmail`: the new address a confirmation link went to (I8); the e-mail changes when it is opened
  update: ({ code, body }: { code: string; body: UpdateEmployeeBody }) =>
    apiRequest<Data<EmployeeV2 & { pendingEmail: string | null }>>(`/v2/employee/employees/${encodeURIComponent(code)}`, { method: 'PUT', body }),
};

/**
 * A mutation that refreshes the employee list (and department counts) when it succeeds, and the own profile: a change
 * of one's own role or マイナンバー担当 changes the side menu.
 */
export function useEmployeeWrite<V, R>(fn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        refreshQueries(queryClient, employeesQueryKey),
        refreshQueries(queryClient, ['companies', 'departments']),
        refreshQueries(queryClient, profileQueryKey),
      ]);
    },
  });
}
