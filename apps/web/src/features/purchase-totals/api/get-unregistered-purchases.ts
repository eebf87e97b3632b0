import { queryOptions, useQuery } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import type { UnregisteredPurchasesWire } from '@app/shared/unregistered-purchases';
import { apiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

export type UnregisteredPurchases = Camelized<UnregisteredPurchasesWire>;

export const unregisteredPurchasesKey = (code: string) => ['workers', 'unregistered-purchases', code] as const;

/** GET /v2/employee/businessors/{code}/unregistered_purchases → data (camelCased). */
export const unregisteredPurchasesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: unregisteredPurchasesKey(code),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: UnregisteredPurchases }>(`/v2/employee/businessors/${encodeURIComponent(code)}/unregistered_purchases`, { signal })).data,
    meta: { errorPrefix: ja.unregisteredPurchases.loadFailed },
  });

export function useUnregisteredPurchases(code: string) {
  return useQuery(unregisteredPurchasesQueryOptions(code));
}
