import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractWire } from '@app/shared/contracts';
import { ja } from '@app/shared/messages/ja';
import { apiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

export type Contract = Camelized<ContractWire>;

/** GET /api/v2/employee/contracts/{contractCode} → data (camelCased): the contract's sub-pages read it. */
export const contractQueryOptions = (contractCode: string) =>
  queryOptions({
    queryKey: ['contracts', 'detail', contractCode],
    queryFn: async ({ signal }) => (await apiRequest<{ data: Contract }>(`/v2/employee/contracts/${encodeURIComponent(contractCode)}`, { signal })).data,
    meta: { errorPrefix: ja.loadFailed.contract },
  });

export function useContract(contractCode: string) {
  return useQuery(contractQueryOptions(contractCode));
}
