import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeListResponse } from '@app/shared/employees';
import { ja } from '@app/shared/messages/ja';
import { apiRequest } from '../../../lib/api-client';

export interface EmployeeListParams {
  search: string;
  /** 1-based. */
  page: number;
  perPage: number;
}

export const employeesQueryKey = ['companies', 'employees'] as const;

/** GET /api/companies/employees?include_invite=true&search=&page=&per_page= (v1, snake_case). */
export function getEmployees(params: EmployeeListParams, signal?: AbortSignal): Promise<EmployeeListResponse> {
  return apiRequest<EmployeeListResponse>('/companies/employees', {
    query: { include_invite: true, search: params.search || undefined, page: params.page, per_page: params.perPage },
    signal,
  });
}

export const employeesQueryOptions = (params: EmployeeListParams) =>
  queryOptions({
    queryKey: [...employeesQueryKey, params],
    queryFn: ({ signal }) => getEmployees(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: ja.loadFailed.employees },
  });

export function useEmployees(params: EmployeeListParams) {
  return useQuery(employeesQueryOptions(params));
}
