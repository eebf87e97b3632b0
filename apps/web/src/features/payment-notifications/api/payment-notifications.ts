import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import type {
  AdjustmentCategory,
  AdjustmentInput,
  BulkResult,
  NotifiableGroup,
  NotificationEditInput,
  PaymentNotificationListItem,
  PaymentNotificationStatus,
  PaymentNotificationWire,
} from '@app/shared/payment-notifications';
import { apiDownload, apiRequest, saveBlob } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import type { Camelized } from '../../../lib/case';
import { deliveryKeys } from '../../orders/api/deliveries';

export type PaymentNotification = Camelized<PaymentNotificationWire>;
export type PaymentNotificationRow = Camelized<PaymentNotificationListItem>;
export type NotifiableGroupRow = Camelized<NotifiableGroup>;
export type BulkAnswer = Camelized<BulkResult>;
/**
 * What the editor sends to PUT /bulk: the body as typed, an adjustment's category possibly not chosen yet (the shared
 * schema refuses that before anything is sent, and the server again).
 */
export type NotificationsEditBody = {
  payment_notifications: (Omit<NotificationEditInput, 'adjustments'> & { adjustments: (Omit<AdjustmentInput, 'category'> & { category?: AdjustmentCategory })[] })[];
};
export type PaymentNotificationListPage = { data: PaymentNotificationRow[]; meta: { totalCount: number; page: number; limit: number } };

/** The company-wide list's filters (page 1-based, as the API takes it). */
export type PaymentNotificationListParams = {
  page: number;
  limit: number;
  status: PaymentNotificationStatus | null;
  workerCode: string | null;
  paymentMonth: string | null;
  keyword: string;
};
export type ContractNotificationParams = { page: number; limit: number; status: PaymentNotificationStatus | null };
export type CandidateParams = { workerCode: string | null; projectId: number | null; paymentMonth: string | null };

export const paymentNotificationKeys = {
  all: ['payment_notifications'] as const,
  list: (params: PaymentNotificationListParams) => ['payment_notifications', 'list', params] as const,
  contractList: (contractCode: string, params: ContractNotificationParams) => ['payment_notifications', 'contract', contractCode, params] as const,
  detail: (code: string) => ['payment_notifications', 'detail', code] as const,
  bulk: (ids: readonly number[]) => ['payment_notifications', 'bulk', ids] as const,
  candidates: (params: CandidateParams) => ['payment_notifications', 'candidates', params] as const,
};

const enc = encodeURIComponent;
const s = ja.paymentNotificationScreens;

/** GET /v2/employee/payment_notifications (company-wide; filters in the query; page 1-based). */
export function usePaymentNotifications(params: PaymentNotificationListParams) {
  return useQuery({
    queryKey: paymentNotificationKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<PaymentNotificationListPage>('/v2/employee/payment_notifications', {
        query: {
          page: params.page,
          limit: params.limit,
          status: params.status ?? undefined,
          worker_code: params.workerCode ?? undefined,
          payment_month: params.paymentMonth ?? undefined,
          keyword: params.keyword || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: s.loadFailed.list },
  });
}

/** GET /v2/employee/contracts/{contractCode}/payment_notifications */
export function useContractPaymentNotifications(contractCode: string, params: ContractNotificationParams) {
  return useQuery({
    queryKey: paymentNotificationKeys.contractList(contractCode, params),
    queryFn: ({ signal }) =>
      apiRequest<PaymentNotificationListPage>(`/v2/employee/contracts/${enc(contractCode)}/payment_notifications`, {
        query: { page: params.page, limit: params.limit, status: params.status ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: s.loadFailed.list },
  });
}

/** GET /v2/employee/payment_notifications/{code}; `code` null: not loaded (a closed dialog). */
export function usePaymentNotification(code: string | null) {
  return useQuery({
    queryKey: paymentNotificationKeys.detail(code ?? ''),
    queryFn: async ({ signal }) => (await apiRequest<{ data: PaymentNotification }>(`/v2/employee/payment_notifications/${enc(code ?? '')}`, { signal })).data,
    enabled: code !== null && code !== '',
    meta: { errorPrefix: s.loadFailed.detail },
  });
}

/** GET /v2/employee/payment_notifications/bulk?payment_notification_ids[]=… (the editor). */
export function useBulkPaymentNotifications(ids: readonly number[]) {
  return useQuery({
    queryKey: paymentNotificationKeys.bulk(ids),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: PaymentNotification[] }>('/v2/employee/payment_notifications/bulk', { query: { 'payment_notification_ids[]': ids }, signal })).data,
    enabled: ids.length > 0,
    meta: { errorPrefix: s.loadFailed.detail },
  });
}

/** GET /v2/employee/payment_notifications/candidates: approved item groups not yet in a notification. */
export function useNotifiableGroups(params: CandidateParams) {
  return useQuery({
    queryKey: paymentNotificationKeys.candidates(params),
    queryFn: ({ signal }) =>
      apiRequest<{ data: NotifiableGroupRow[]; meta: { totalCount: number } }>('/v2/employee/payment_notifications/candidates', {
        query: {
          worker_code: params.workerCode ?? undefined,
          project_id: params.projectId ?? undefined,
          payment_month: params.paymentMonth ?? undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: s.loadFailed.candidates },
  });
}

function useBulkMutation<V>(fn: (v: V) => Promise<BulkAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void refreshQueries(queryClient, paymentNotificationKeys.all);
      // the contract progress labels and the deliveries' state follow the notifications
      void refreshQueries(queryClient, deliveryKeys.all);
    },
  });
}

/** POST /bulk {purchaseOrderItemGroupIds}: one notification per worker and payment month. */
export function useCreatePaymentNotifications() {
  return useBulkMutation((purchaseOrderItemGroupIds: number[]) =>
    apiRequest<BulkAnswer>('/v2/employee/payment_notifications/bulk', { method: 'POST', body: { purchaseOrderItemGroupIds } }),
  );
}

/** Which step of 保存 / 保存して送信 was refused, and the refusal (an ApiError with the server's lines). */
export class BulkStepError extends Error {
  readonly step: 'save' | 'send';
  readonly reason: unknown;
  constructor(step: 'save' | 'send', reason: unknown) {
    super(reason instanceof Error ? reason.message : step);
    this.name = 'BulkStepError';
    this.step = step;
    this.reason = reason;
  }
}

/**
 * PUT /bulk {payment_notifications: [{id, payment_date, remarks, late_reason, adjustments}]} (all or nothing), then with `send`
 * POST /bulk_submission for the same ids. The lists are reloaded once both are done (or one was refused).
 */
export function useSavePaymentNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, send }: { body: NotificationsEditBody; send: boolean }) => {
      let saved: BulkAnswer;
      try {
        saved = await apiRequest<BulkAnswer>('/v2/employee/payment_notifications/bulk', { method: 'PUT', body });
      } catch (error) {
        throw new BulkStepError('save', error);
      }
      if (!send) return { saved, sent: null };
      try {
        const sent = await apiRequest<BulkAnswer>('/v2/employee/payment_notifications/bulk_submission', {
          method: 'POST',
          body: { paymentNotificationIds: saved.data.map((n) => n.id) },
        });
        return { saved, sent };
      } catch (error) {
        throw new BulkStepError('send', error);
      }
    },
    onSettled: () => {
      void refreshQueries(queryClient, paymentNotificationKeys.all);
      void refreshQueries(queryClient, deliveryKeys.all);
    },
  });
}

/** POST /bulk_submission {paymentNotificationIds}. */
export function useSubmitPaymentNotifications() {
  return useBulkMutation((paymentNotificationIds: number[]) =>
    apiRequest<BulkAnswer>('/v2/employee/payment_notifications/bulk_submission', { method: 'POST', body: { paymentNotificationIds } }),
  );
}

/** DELETE /bulk_discard?payment_notification_ids[]=… */
export function useDiscardPaymentNotifications() {
  return useBulkMutation((ids: number[]) =>
    apiRequest<BulkAnswer>('/v2/employee/payment_notifications/bulk_discard', { method: 'DELETE', query: { 'payment_notification_ids[]': ids } }),
  );
}

/** GET …/{code}/export: the PDF, saved under the server's name (支払通知書_{通知番号}.pdf), fetched with the auth headers. */
export async function downloadPaymentNotificationPdf(code: string): Promise<void> {
  const { blob, filename } = await apiDownload(`/v2/employee/payment_notifications/${enc(code)}/export`, 'payment-notification.pdf');
  saveBlob(blob, filename);
}
