import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import type { PurchaseOrderTemplateValues, PurchaseOrderTemplateWire } from '@app/shared/purchase-order-template';
import { apiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

export type PurchaseOrderTemplate = Camelized<PurchaseOrderTemplateWire>;
const key = ['companies', 'purchase_order_template'] as const;
const path = '/v2/employee/company_purchase_order_templates';

/** GET /api/v2/employee/company_purchase_order_templates → data (camelCased; the defaults before the first save). */
export const purchaseOrderTemplateQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => (await apiRequest<{ data: PurchaseOrderTemplate }>(path, { signal })).data,
    meta: { errorPrefix: ja.purchaseOrderTemplate.loadFailed },
  });

export function usePurchaseOrderTemplate() {
  return useQuery(purchaseOrderTemplateQueryOptions());
}

/** PUT: the whole template (the values the shared schema produced). */
export function useUpdatePurchaseOrderTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PurchaseOrderTemplateValues) =>
      (await apiRequest<{ data: PurchaseOrderTemplate }>(path, { method: 'PUT', body })).data,
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
