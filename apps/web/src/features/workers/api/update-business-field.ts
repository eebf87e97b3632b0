import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

/**
 * The basic-info edit (SPEC §7): PUT /api/workers/{code}/contract with only the contract id and business_field
 * (the contracts area owns that endpoint).
 */
export function useUpdateBusinessField(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { contractId: number; businessField: string }) =>
      apiRequest<unknown>(`/workers/${encodeURIComponent(code)}/contract`, {
        method: 'PUT',
        body: { contract: { id: input.contractId, business_field: input.businessField } },
      }),
    onSuccess: async () => {
      await refreshQueries(queryClient, ['workers']);
      await refreshQueries(queryClient, ['contracts']);
    },
  });
}
