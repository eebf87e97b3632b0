import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressKey } from '@app/shared/contract-progress';
import type { ContractListItemWire } from '@app/shared/contracts';
import { ja } from '@app/shared/messages/ja';
import { apiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

export type ContractListParams = { search: string; page: number; limit: number; progress: ProgressKey | null };
export type ContractListPage = { data: Camelized<ContractListItemWire>[]; meta: { totalCount: number; page: number; limit: number } };

/** GET /api/v2/employee/contracts?page=&limit=&search=&progress= (page 1-based; camelCased). */
export const contractsQueryOptions = (params: ContractListParams) =>
  queryOptions({
    queryKey: ['contracts', 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<ContractListPage>('/v2/employee/contracts', {
        query: { page: params.page, limit: params.limit, search: params.search || undefined, progress: params.progress ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: ja.loadFailed.contracts },
  });

export function useContracts(params: ContractListParams) {
  return useQuery(contractsQueryOptions(params));
}
