import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import type { ExportFormat, ExportProblem, PayableNotification, PaymentExportWire, PaymentStatus, PaymentWire } from '@app/shared/payments';
import type { TransferAccount } from '@app/shared/transfer-accounts';
import { ApiError, apiDownload, apiRequest, saveBlob } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import type { Camelized } from '../../../lib/case';

export type PaymentRow = Camelized<PaymentWire>;
export type PayableRow = Camelized<PayableNotification>;
export type PaymentExportRow = Camelized<PaymentExportWire>;
export type ExportProblemRow = Camelized<ExportProblem>;

export type PaymentListParams = {
  page: number;
  limit: number;
  status: PaymentStatus | null;
  from: string | null;
  to: string | null;
  workerCode: string | null;
  exported: boolean | null;
  /** 支払番号, 通知番号 (whole or a part) or the worker's name */
  keyword: string;
};
type Page<T> = { data: T[]; meta: { totalCount: number; page: number; limit: number } };

export const paymentKeys = {
  all: ['payments'] as const,
  list: (params: PaymentListParams) => ['payments', 'list', params] as const,
  payable: ['payments', 'payable-notifications'] as const,
  exports: (page: number) => ['payments', 'exports', page] as const,
  transferAccounts: ['payments', 'transfer-accounts'] as const,
};

const base = '/v2/employee/payments';

/** GET /v2/employee/payments (page 1-based; filters as the URL holds them). */
export function usePayments(params: PaymentListParams) {
  return useQuery({
    queryKey: paymentKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<Page<PaymentRow>>(base, {
        query: {
          page: params.page,
          limit: params.limit,
          status: params.status ?? undefined,
          payment_date_from: params.from ?? undefined,
          payment_date_to: params.to ?? undefined,
          worker_code: params.workerCode ?? undefined,
          exported: params.exported === null ? undefined : String(params.exported),
          keyword: params.keyword || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: ja.payments.screen.loadFailed },
  });
}

/** Approved 支払通知書 without a payment (/payment_informations/new). */
export function usePayableNotifications() {
  return useQuery({
    queryKey: paymentKeys.payable,
    queryFn: ({ signal }) => apiRequest<{ data: PayableRow[]; meta: { totalCount: number } }>(`${base}/payable_notifications`, { signal }),
    meta: { errorPrefix: ja.payments.screen.loadFailed },
  });
}

/** The company's 振込元口座 (the default first). */
export function useTransferAccounts(enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.transferAccounts,
    queryFn: async ({ signal }) => (await apiRequest<{ data: TransferAccount[] }>('/v2/employee/companies/transfer_accounts', { signal })).data,
    enabled,
  });
}

function useInvalidatePayments() {
  const queryClient = useQueryClient();
  return () => refreshQueries(queryClient, paymentKeys.all);
}

/** The body's confirmation of a date after the 支払期日 (支払遅延の理由), when one was typed. */
const lateReasonBody = (lateReason: string | null | undefined) => (lateReason ? { late_reason: lateReason } : {});

/**
 * A refusal that wants a 支払遅延の理由 (422 with `fields.late_reason`): its messages name each late payment; sending
 * again with `late_reason` goes ahead.
 */
export function needsLateReason(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 422 && Boolean(error.fields.late_reason);
}

/** POST /v2/employee/payments {payment_notification_ids, late_reason?}: all or nothing. */
export function useCreateFromNotifications() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: async ({ ids, lateReason }: { ids: number[]; lateReason?: string | null }) =>
      (await apiRequest<{ meta: { count: number } }>(base, { method: 'POST', body: { payment_notification_ids: ids, ...lateReasonBody(lateReason) } })).meta.count,
    onSuccess: invalidate,
  });
}

/** PUT /v2/employee/payments/bulk {paymentIds, paymentDate, late_reason?}. */
export function useBulkPaymentDate() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: async ({ ids, date, lateReason }: { ids: number[]; date: string; lateReason?: string | null }) =>
      (await apiRequest<{ meta: { count: number } }>(`${base}/bulk`, { method: 'PUT', body: { paymentIds: ids, paymentDate: date, ...lateReasonBody(lateReason) } })).meta
        .count,
    onSuccess: invalidate,
  });
}

/** POST /v2/employee/payments/paid {payment_ids, paid_on?}: 支払済, all or nothing. */
export function useMarkPaid() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: async ({ ids, paidOn }: { ids: number[]; paidOn: string | null }) =>
      (await apiRequest<{ meta: { count: number } }>(`${base}/paid`, { method: 'POST', body: { payment_ids: ids, ...(paidOn ? { paid_on: paidOn } : {}) } })).meta.count,
    onSuccess: invalidate,
  });
}

/** POST /v2/employee/payments/paid_undo {payment_ids}: the 取消 of 支払済, all or nothing. */
export function useUndoPaid() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: async (ids: number[]) => (await apiRequest<{ meta: { count: number } }>(`${base}/paid_undo`, { method: 'POST', body: { payment_ids: ids } })).meta.count,
    onSuccess: invalidate,
  });
}

/**
 * POST /v2/employee/payments/approvals {payment_ids}: 二重承認 (issue #19 N10) by an owner or administrator other than
 * the creator, all or nothing.
 */
export function useApprovePayments() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: async (ids: number[]) => (await apiRequest<{ meta: { count: number } }>(`${base}/approvals`, { method: 'POST', body: { payment_ids: ids } })).meta.count,
    onSuccess: invalidate,
  });
}

/** POST …/exports/validates: every problem before a file is written. */
export function useValidateExport() {
  return useMutation({
    mutationFn: async ({ ids, exceptExported }: { ids: number[]; exceptExported: boolean }) =>
      (
        await apiRequest<{ data: { problems: ExportProblemRow[]; warnings: ExportProblemRow[]; count: number; total: number } }>(`${base}/exports/validates`, {
          method: 'POST',
          body: { payment_id_list: ids, is_except_already_transfered_payments: exceptExported },
        })
      ).data,
  });
}

export type ExportRequest = {
  ids: number[];
  transferDate: string;
  format: ExportFormat;
  exceptExported: boolean;
  transferAccountId: number | null;
  lateReason?: string | null;
};

/** POST …/exports: the file (payments.txt / payments.csv), saved by the browser; the payments become exported. */
export function useExportFile() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: async (r: ExportRequest) => {
      const { blob, filename } = await apiDownload(`${base}/exports`, `payments.${r.format}`, {
        method: 'POST',
        body: {
          payment_id_list: r.ids,
          transfer_date: r.transferDate,
          export_format: r.format,
          is_except_already_transfered_payments: r.exceptExported,
          ...(r.transferAccountId !== null ? { transfer_account_id: r.transferAccountId } : {}),
          ...lateReasonBody(r.lateReason),
        },
      });
      saveBlob(blob, filename);
    },
    onSuccess: invalidate,
  });
}

/** GET …/exports: the history of transfer files. */
export function usePaymentExports(page: number, enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.exports(page),
    queryFn: ({ signal }) => apiRequest<Page<PaymentExportRow>>(`${base}/exports`, { query: { page, limit: 10 }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET …/exports/{code}: the kept file again, byte for byte. */
export async function downloadPaymentExport(code: string, fallback: string): Promise<void> {
  const { blob, filename } = await apiDownload(`${base}/exports/${encodeURIComponent(code)}`, fallback);
  saveBlob(blob, filename);
}

/** POST …/csv_exports: the plain list of the chosen payments (UTF-8 with BOM). */
export async function downloadPaymentList(ids: number[]): Promise<void> {
  const { blob, filename } = await apiDownload(`${base}/csv_exports`, 'payment-list.csv', { method: 'POST', body: { payment_id_list: ids } });
  saveBlob(blob, filename);
}

export type PaymentImportKind = 'imports' | 'import_with_prices';

/** POST …/imports or …/import_with_prices (multipart csv_file) → how many rows were written. */
export function useImportPayments(kind: PaymentImportKind) {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('csv_file', file);
      return (await apiRequest<{ meta: { count: number } }>(`${base}/${kind}`, { method: 'POST', body: form })).meta.count;
    },
    onSuccess: invalidate,
  });
}

/** GET …/imports/template or …/import_with_prices/template: the header row (UTF-8 with BOM). */
export async function downloadImportTemplate(kind: PaymentImportKind): Promise<void> {
  const { blob, filename } = await apiDownload(`${base}/${kind}/template`, `${kind}.csv`);
  saveBlob(blob, filename);
}
