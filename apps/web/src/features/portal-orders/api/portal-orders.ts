import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  deliveryWireSchema,
  DeliveryBody,
  InvoiceBody,
  invoiceWireSchema,
  portalOrderListResponseSchema,
  portalOrderResponseSchema,
  uploadResponseSchema,
} from '@app/shared/deliveries';
import { saveBlob, workerApiDownload, workerApiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';
import { uploadToPresigned } from '../../../lib/presigned-upload';

/** The worker's orders, deliveries and invoices (GET/POST /v2/worker/…), always with the worker session. */
export const portalOrderKeys = {
  all: ['portal', 'orders'] as const,
  contract: (contractCode: string) => ['portal', 'orders', 'contract', contractCode] as const,
  order: (code: string) => ['portal', 'orders', 'order', code] as const,
};

export type PortalOrderListItem = Camelized<z.infer<typeof portalOrderListResponseSchema>>['data'][number];
export type PortalOrder = Camelized<z.infer<typeof portalOrderResponseSchema>>['data'];
export type PortalOrderGroup = PortalOrder['order']['itemGroups'][number];
export type PortalGroupState = PortalOrder['groups'][number];
export type PortalDelivery = Camelized<z.infer<typeof deliveryWireSchema>>;
export type PortalInvoice = Camelized<z.infer<typeof invoiceWireSchema>>;

export const contractOrdersQueryOptions = (contractCode: string) =>
  queryOptions({
    queryKey: portalOrderKeys.contract(contractCode),
    queryFn: async ({ signal }) =>
      (
        await workerApiRequest<Camelized<z.infer<typeof portalOrderListResponseSchema>>>(
          `/v2/worker/contracts/${encodeURIComponent(contractCode)}/purchase_orders`,
          { signal },
        )
      ).data,
  });

export function useContractOrders(contractCode: string) {
  return useQuery(contractOrdersQueryOptions(contractCode));
}

export const portalOrderQueryOptions = (code: string) =>
  queryOptions({
    queryKey: portalOrderKeys.order(code),
    queryFn: async ({ signal }) =>
      (await workerApiRequest<{ data: PortalOrder }>(`/v2/worker/purchase_orders/${encodeURIComponent(code)}`, { signal })).data,
    retry: false,
  });

export function usePortalOrder(code: string) {
  return useQuery(portalOrderQueryOptions(code));
}

/** After any write: the order answered (or re-read), the contract's list and the notices refreshed. */
function useOrderWrite<V>(code: string, fn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (answer) => {
      const order = (answer as { data?: PortalOrder } | undefined)?.data;
      if (order && 'groups' in order) queryClient.setQueryData(portalOrderKeys.order(code), order);
      await queryClient.invalidateQueries({ queryKey: portalOrderKeys.all });
    },
  });
}

/** POST …/acceptances */
export function useAcceptOrder(code: string) {
  return useOrderWrite(code, () =>
    workerApiRequest<{ data: PortalOrder }>(`/v2/worker/purchase_orders/${encodeURIComponent(code)}/acceptances`, { method: 'POST' }),
  );
}

/** POST …/correction_requests {comment} */
export function useRequestCorrection(code: string) {
  return useOrderWrite(code, (comment: string) =>
    workerApiRequest<{ data: PortalOrder }>(`/v2/worker/purchase_orders/${encodeURIComponent(code)}/correction_requests`, {
      method: 'POST',
      body: { comment },
    }),
  );
}

/** GET …/exports with the worker's headers, saved under the server's name (発注書_{発注番号}.pdf). */
export async function downloadOrderPdf(code: string): Promise<void> {
  const { blob, filename } = await workerApiDownload(`/v2/worker/purchase_orders/${encodeURIComponent(code)}/exports`, 'purchase-order.pdf');
  saveBlob(blob, filename);
}

export type UploadKind = 'deliveries' | 'invoices';

/** One file: an upload URL for the group, then the pre-signed POST; answers the key the submission names. */
export async function uploadGroupFile(
  groupId: number,
  kind: UploadKind,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<{ key: string; name: string }> {
  const { data } = await workerApiRequest<Camelized<z.infer<typeof uploadResponseSchema>>>(`/v2/worker/item_groups/${groupId}/${kind}/uploads`, {
    method: 'POST',
    body: { file_name: file.name, content_type: file.type },
  });
  // the policy's field names (key, Content-Type, Policy, X-Amz-…) have no underscore, so the v2 camelCasing keeps them
  await uploadToPresigned({ url: data.url, fields: data.fields }, file, onProgress);
  return { key: data.key, name: file.name };
}

/** POST /v2/worker/item_groups/{id}/deliveries */
export function useSubmitDelivery(orderCode: string, groupId: number) {
  return useOrderWrite(orderCode, (body: DeliveryBody) =>
    workerApiRequest<{ data: PortalDelivery }>(`/v2/worker/item_groups/${groupId}/deliveries`, { method: 'POST', body }),
  );
}

/** POST /v2/worker/item_groups/{id}/invoices */
export function useSubmitInvoice(orderCode: string, groupId: number) {
  return useOrderWrite(orderCode, (body: InvoiceBody) =>
    workerApiRequest<{ data: PortalInvoice }>(`/v2/worker/item_groups/${groupId}/invoices`, { method: 'POST', body }),
  );
}
