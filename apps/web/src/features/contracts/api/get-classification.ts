import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractClassification } from '@app/shared/contracts';
import { ja } from '@app/shared/messages/ja';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/contracts/classification (v1: snake_case). */
export const classificationQueryOptions = queryOptions({
  queryKey: ['contracts', 'classification'],
  queryFn: ({ signal }) => apiRequest<{ data: ContractClassification }>('/contracts/classification', { signal }).then((r) => r.data),
  staleTime: 60 * 60 * 1000,
  meta: { errorPrefix: ja.loadFailed.contractRelated },
});

export function useContractClassification() {
  return useQuery(classificationQueryOptions);
}
