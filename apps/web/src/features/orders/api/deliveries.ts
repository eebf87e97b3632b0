import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryDetailWire, DeliveryListItem, InvoiceFilterStatus, ReviewStatus } from '@app/shared/deliveries';
import { ja } from '@app/shared/messages/ja';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import type { Camelized } from '../../../lib/case';

export type DeliveryRow = Camelized<DeliveryListItem>;
export type DeliveryDetail = Camelized<DeliveryDetailWire>;
export type DeliveryListParams = { page: number; limit: number; status: ReviewStatus | null; invoiceStatus?: InvoiceFilterStatus | null };
type DeliveryListPage = { data: DeliveryRow[]; meta: { totalCount: number; page: number; limit: number } };

export const deliveryKeys = {
  all: ['deliveries'] as const,
  list: (contractCode: string | null, params: DeliveryListParams) => ['deliveries', 'list', contractCode ?? 'all', params] as const,
  detail: (code: string) => ['deliveries', 'detail', code] as const,
};

const enc = encodeURIComponent;

/** GET /v2/employee/deliveries, or the contract's GET /v2/employee/contracts/{contractCode}/deliveries (page 1-based). */
export function useDeliveries(contractCode: string | null, params: DeliveryListParams) {
  return useQuery({
    queryKey: deliveryKeys.list(contractCode, params),
    queryFn: ({ signal }) =>
      apiRequest<DeliveryListPage>(contractCode ? `/v2/employee/contracts/${enc(contractCode)}/deliveries` : '/v2/employee/deliveries', {
        query: { page: params.page, limit: params.limit, status: params.status ?? undefined, invoice_status: params.invoiceStatus ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: ja.orderScreens.loadFailed.deliveries },
  });
}

/** GET /v2/employee/deliveries/{code}: the delivery, its group, its history and invoice (file links are short-lived). */
export function useDelivery(code: string) {
  return useQuery({
    queryKey: deliveryKeys.detail(code),
    queryFn: async ({ signal }) => (await apiRequest<{ data: DeliveryDetail }>(`/v2/employee/deliveries/${enc(code)}`, { signal })).data,
    meta: { errorPrefix: ja.orderScreens.loadFailed.delivery },
  });
}

export type ReviewTarget = 'delivery' | 'invoice';
export type ReviewDecision = 'approvals' | 'rejections';

/** POST …/deliveries/{code}/{approvals|rejections} or …/invoice/{approvals|rejections} {employeeComment}. */
export function useReview(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, decision, comment, inspectedOn }: { target: ReviewTarget; decision: ReviewDecision; comment: string; inspectedOn?: string }) =>
      (
        await apiRequest<{ data: DeliveryDetail }>(
          `/v2/employee/deliveries/${enc(code)}/${target === 'invoice' ? 'invoice/' : ''}${decision}`,
          { method: 'POST', body: { employeeComment: comment, ...(inspectedOn ? { inspectedOn } : {}) } },
        )
      ).data,
    onSuccess: (data) => {
      queryClient.setQueryData(deliveryKeys.detail(code), data);
      void refreshQueries(queryClient, deliveryKeys.all);
    },
  });
}
