import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessorFieldsInput, BusinessorResponseWire } from '@app/shared/workers';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import type { Camelized } from '../../../lib/case';

/** POST /api/v2/employee/businessors or PUT …/{code} {businessor}. */
export function useSaveBusinessor(code?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (businessor: BusinessorFieldsInput) =>
      (
        await apiRequest<Camelized<BusinessorResponseWire>>(
          code ? `/v2/employee/businessors/${encodeURIComponent(code)}` : '/v2/employee/businessors',
          { method: code ? 'PUT' : 'POST', body: { businessor } },
        )
      ).data,
    onSuccess: () => refreshQueries(queryClient, ['workers']),
  });
}
