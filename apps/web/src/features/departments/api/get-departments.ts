import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartmentListResponse, DepartmentOptionsResponseWire } from '@app/shared/departments';
import { ja } from '@app/shared/messages/ja';
import { apiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

export const departmentsQueryKey = ['companies', 'departments'] as const;

/** GET /api/companies/departments?page=&per_page= (v1, snake_case). */
export function getDepartments(params: { page: number; perPage: number }, signal?: AbortSignal): Promise<DepartmentListResponse> {
  return apiRequest<DepartmentListResponse>('/companies/departments', { query: { page: params.page, per_page: params.perPage }, signal });
}

export const departmentsQueryOptions = (params: { page: number; perPage: number }) =>
  queryOptions({
    queryKey: [...departmentsQueryKey, params],
    queryFn: ({ signal }) => getDepartments(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: ja.loadFailed.departments },
  });

export function useDepartments(params: { page: number; perPage: number }) {
  return useQuery(departmentsQueryOptions(params));
}

/** GET /api/v2/employee/departments: enabled departments for pickers (camelCased v2 answer). */
export function getDepartmentOptions(signal?: AbortSignal) {
  return apiRequest<Camelized<DepartmentOptionsResponseWire>>('/v2/employee/departments', { signal });
}

export function useDepartmentOptions() {
  return useQuery({
    queryKey: [...departmentsQueryKey, 'options'],
    queryFn: ({ signal }) => getDepartmentOptions(signal),
    select: (response) => response.data,
    meta: { errorPrefix: ja.loadFailed.departments },
  });
}
