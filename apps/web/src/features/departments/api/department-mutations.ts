import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Department, DepartmentInput } from '@app/shared/departments';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { departmentsQueryKey } from './get-departments';

type Data<T> = { data: T };

/** POST / PUT / DELETE /api/companies/department. */
export const departmentWrites = {
  create: (body: { department: DepartmentInput }) => apiRequest<Data<{ department_id: number }>>('/companies/department', { method: 'POST', body }),
  update: (body: { department: { id: number } & Partial<DepartmentInput> }) => apiRequest<Data<{ department: Department }>>('/companies/department', { method: 'PUT', body }),
  remove: (id: number) =>
    apiRequest<Data<{ department_id: number }>>('/companies/department', { method: 'DELETE', body: { department: { id } } }),
};

export function useDepartmentWrite<V, R>(fn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => refreshQueries(queryClient, departmentsQueryKey),
  });
}
