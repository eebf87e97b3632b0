import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleInfo, RolesResponse } from '@app/shared/employees';
import { ja } from '@app/shared/messages/ja';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/employees/roles → data.roles (the role picker and the authority page). */
export async function getRoles(signal?: AbortSignal): Promise<RoleInfo[]> {
  return (await apiRequest<RolesResponse>('/employees/roles', { signal })).data.roles;
}

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: ['employees', 'roles'],
    queryFn: ({ signal }) => getRoles(signal),
    staleTime: 5 * 60_000,
    meta: { errorPrefix: ja.loadFailed.roles },
  });

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
