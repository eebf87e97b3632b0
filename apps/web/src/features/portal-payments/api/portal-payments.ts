import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  paymentNotificationResponseSchema,
  portalNotificationListResponseSchema,
  portalPaymentListResponseSchema,
} from '@app/shared/payment-notifications';
import { saveBlob, workerApiDownload, workerApiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

/** The worker's 支払通知書 and paid payments (GET/POST /v2/worker/…), always with the worker session. */
export const portalPaymentKeys = {
  all: ['portal', 'payments'] as const,
  notifications: () => ['portal', 'payments', 'notifications'] as const,
  contract: (contractCode: string) => ['portal', 'payments', 'notifications', 'contract', contractCode] as const,
  notification: (code: string) => ['portal', 'payments', 'notification', code] as const,
  paid: () => ['portal', 'payments', 'paid'] as const,
};

export type PortalNotificationListItem = Camelized<z.infer<typeof portalNotificationListResponseSchema>>['data'][number];
export type PortalNotification = Camelized<z.infer<typeof paymentNotificationResponseSchema>>['data'];
export type PortalNotificationLine = PortalNotification['lines'][number];
export type PortalPaidPayment = Camelized<z.infer<typeof portalPaymentListResponseSchema>>['data'][number];

const listPath = (contractCode?: string) =>
  contractCode === undefined ? '/v2/worker/payment_notifications' : `/v2/worker/contracts/${encodeURIComponent(contractCode)}/payment_notifications`;

/** GET /v2/worker/payment_notifications (every company) or a contract's (GET /v2/worker/contracts/{code}/payment_notifications). */
export const portalNotificationsQueryOptions = (contractCode?: string) =>
  queryOptions({
    queryKey: contractCode === undefined ? portalPaymentKeys.notifications() : portalPaymentKeys.contract(contractCode),
    queryFn: async ({ signal }) =>
      (await workerApiRequest<Camelized<z.infer<typeof portalNotificationListResponseSchema>>>(listPath(contractCode), { signal })).data,
  });

export function usePortalNotifications(contractCode?: string) {
  return useQuery(portalNotificationsQueryOptions(contractCode));
}

export const portalNotificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: portalPaymentKeys.notification(code),
    queryFn: async ({ signal }) =>
      (await workerApiRequest<{ data: PortalNotification }>(`/v2/worker/payment_notifications/${encodeURIComponent(code)}`, { signal })).data,
    retry: false,
  });

export function usePortalNotification(code: string) {
  return useQuery(portalNotificationQueryOptions(code));
}

/** After an answer: the notification as the server answered it, the lists and the worker's notices read again. */
function useAnswer<V>(code: string, fn: (variables: V) => Promise<{ data: PortalNotification }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (answer) => {
      queryClient.setQueryData(portalPaymentKeys.notification(code), answer.data);
      await queryClient.invalidateQueries({ queryKey: portalPaymentKeys.notifications() });
    },
  });
}

/** POST …/{code}/approvals: the worker confirms the document. */
export function useApproveNotification(code: string) {
  return useAnswer(code, () =>
    workerApiRequest<{ data: PortalNotification }>(`/v2/worker/payment_notifications/${encodeURIComponent(code)}/approvals`, { method: 'POST' }),
  );
}

/** POST …/{code}/rejections {comment}: 修正依頼 (a comment is required). */
export function useRejectNotification(code: string) {
  return useAnswer(code, (comment: string) =>
    workerApiRequest<{ data: PortalNotification }>(`/v2/worker/payment_notifications/${encodeURIComponent(code)}/rejections`, {
      method: 'POST',
      body: { comment },
    }),
  );
}

/** Reads the notification (and the lists) again, e.g. after a 409 said it changed meanwhile. */
export function useReloadNotification(code: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: portalPaymentKeys.notification(code) }),
      queryClient.invalidateQueries({ queryKey: portalPaymentKeys.notifications() }),
    ]);
}

/** GET …/{code}/export with the worker's headers, saved under the server's name (支払通知書_{通知番号}.pdf). */
export async function downloadNotificationPdf(code: string): Promise<void> {
  const { blob, filename } = await workerApiDownload(`/v2/worker/payment_notifications/${encodeURIComponent(code)}/export`, 'payment-notification.pdf');
  saveBlob(blob, filename);
}

/** GET /v2/worker/payments: the paid payments (支払履歴), newest first. */
export function usePortalPaidPayments() {
  return useQuery({
    queryKey: portalPaymentKeys.paid(),
    queryFn: async ({ signal }) =>
      (await workerApiRequest<Camelized<z.infer<typeof portalPaymentListResponseSchema>>>('/v2/worker/payments', { signal })).data,
  });
}
