/**
 * Payments (支払, issue #11 items 4–6): request and response shapes of /v2/employee/payments, its transfer files
 * (全銀 payments.txt / payments.csv), the plain CSV list and the two CSV imports (columns documented here, read by the
 * API, the templates and the import page).
 */
import { z } from 'zod';
import { ja } from './messages/ja';
import { dateSchema, optionalDateSchema } from './contracts';
import { moneySchema } from './money';
import { multiLineText } from './text';

export const paymentStatuses = ['unpaid', 'paid'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentStatusLabels: Record<PaymentStatus, string> = ja.payments.statusLabels;

/** Payments one request may name (bulk date change, exports, CSV list, creation from notifications). */
export const PAYMENT_BULK_MAX = 10_000;
export const PAYMENT_LIST_DEFAULT_LIMIT = 50;
export const PAYMENT_REMARKS_MAX = 200;
/** The 全銀 振込金額 field holds 10 digits. */
export const PAYMENT_AMOUNT_MAX = 9_999_999_999;

const idSchema = z.coerce.number({ error: ja.validation.invalid }).int({ error: ja.validation.invalid }).positive({ error: ja.validation.invalid });
const idListSchema = (requiredMessage: string) =>
  z
    .array(idSchema, { error: requiredMessage })
    .min(1, { error: requiredMessage })
    .max(PAYMENT_BULK_MAX, { error: ja.payments.tooMany(PAYMENT_BULK_MAX) });

const amountSchema = moneySchema.refine((n) => n > 0, { error: ja.payments.amountPositive }).refine((n) => n <= PAYMENT_AMOUNT_MAX, {
  error: ja.payments.importAmountTooLarge,
});
const remarksSchema = multiLineText(z.string().trim().max(PAYMENT_REMARKS_MAX, { error: ja.validation.tooLong(PAYMENT_REMARKS_MAX) }));

// ── list ───────────────────────────────────────────────────────────────────────

const booleanQuery = z.enum(['true', 'false'], { error: ja.validation.invalid }).optional();

/** GET /v2/employee/payments: page from 1. */
export const paymentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PAYMENT_LIST_DEFAULT_LIMIT),
  status: z.enum(paymentStatuses, { error: ja.validation.invalid }).optional(),
  payment_date_from: optionalDateSchema,
  payment_date_to: optionalDateSchema,
  worker_code: z.string().max(64).optional(),
  exported: booleanQuery,
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

export const paymentWireSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  worker: z.object({ code: z.string(), name: z.string() }),
  amount: z.number().int(),
  withholding: z.number().int(),
  payment_date: z.string(),
  status: z.enum(paymentStatuses),
  status_label: z.string(),
  remarks: z.string().nullable(),
  paid_on: z.string().nullable(),
  exported_at: z.string().nullable(),
  export_code: z.string().nullable(),
  /** the 支払通知書 the payment was made from (null when entered directly) */
  payment_notification: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  created_at: z.string(),
});
export type PaymentWire = z.infer<typeof paymentWireSchema>;

export const paymentListResponseSchema = z.object({
  data: z.array(paymentWireSchema),
  meta: z.object({ total_count: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export const paymentResponseSchema = z.object({ data: paymentWireSchema });
export const paymentsResponseSchema = z.object({ data: z.array(paymentWireSchema), meta: z.object({ count: z.number().int() }) });

// ── writes ─────────────────────────────────────────────────────────────────────

export const manualPaymentSchema = z.object({
  worker_code: z.string({ error: ja.validation.required }).trim().min(1, { error: ja.validation.required }).max(64),
  payment_date: dateSchema,
  amount: amountSchema,
  remarks: remarksSchema.optional().default(''),
});

/**
 * POST /v2/employee/payments: from approved 支払通知書 (`payment_notification_ids`, from /payment_informations/new)
 * or one payment entered directly (`payment`).
 */
export const createPaymentBodySchema = z.union([
  z.object({ payment_notification_ids: idListSchema(ja.payments.notificationsRequired) }).strict(),
  z.object({ payment: manualPaymentSchema }).strict(),
]);
export type CreatePaymentBody = z.input<typeof createPaymentBodySchema>;

/** PUT /v2/employee/payments/{id}: the amount only of a payment entered directly. */
export const updatePaymentBodySchema = z.object({
  payment: z.object({
    payment_date: dateSchema.optional(),
    amount: amountSchema.optional(),
    remarks: remarksSchema.optional(),
  }),
});
export type UpdatePaymentBody = z.input<typeof updatePaymentBodySchema>;

/** PUT /v2/employee/payments/bulk (SPEC §7 spells it in camelCase). */
export const bulkPaymentDateBodySchema = z.object({
  paymentIds: idListSchema(ja.payments.idsRequired),
  paymentDate: dateSchema,
});
export type BulkPaymentDateBody = z.input<typeof bulkPaymentDateBodySchema>;
export const bulkPaymentDateResponseSchema = z.object({ meta: z.object({ count: z.number().int() }) });

// ── transfer files ─────────────────────────────────────────────────────────────

export const exportFormats = ['txt', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportValidateBodySchema = z.object({
  payment_id_list: idListSchema(ja.payments.idsRequired),
  is_except_already_transfered_payments: z.boolean().default(false),
});
export type ExportValidateBody = z.input<typeof exportValidateBodySchema>;

export const exportProblemSchema = z.object({
  payment_id: z.number().int().nullable(),
  worker_code: z.string().nullable(),
  worker_name: z.string().nullable(),
  message: z.string(),
});
export type ExportProblem = z.infer<typeof exportProblemSchema>;

/**
 * Every problem first; `warnings` do not stop the file (N2: an account changed recently or after the payment was made,
 * a holder kana that is not the worker's フリガナ); `count`/`total` are what the file would hold (already exported ones
 * left out if asked).
 */
export const exportValidateResponseSchema = z.object({
  data: z.object({ problems: z.array(exportProblemSchema), warnings: z.array(exportProblemSchema), count: z.number().int(), total: z.number().int() }),
});

export const exportBodySchema = exportValidateBodySchema.extend({
  transfer_date: dateSchema,
  export_format: z.enum(exportFormats, { error: ja.validation.invalid }),
  /** 振込元口座; the company's default when absent */
  transfer_account_id: idSchema.optional(),
});
export type ExportBody = z.input<typeof exportBodySchema>;

export const paymentExportWireSchema = z.object({
  code: z.string(),
  format: z.enum(exportFormats),
  file_name: z.string(),
  transfer_date: z.string(),
  count: z.number().int(),
  total: z.number().int(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentExportWire = z.infer<typeof paymentExportWireSchema>;
export const paymentExportListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const paymentExportListResponseSchema = z.object({
  data: z.array(paymentExportWireSchema),
  meta: z.object({ total_count: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});

export const csvExportBodySchema = z.object({ payment_id_list: idListSchema(ja.payments.idsRequired) });

// ── approved notifications without a payment (/payment_informations/new) ─────

export const payableNotificationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  worker: z.object({ code: z.string(), name: z.string() }),
  payment_month: z.string(),
  payment_date: z.string(),
  subtotal: z.number().int(),
  tax_total: z.number().int(),
  withholding: z.number().int(),
  transfer_amount: z.number().int(),
});
export type PayableNotification = z.infer<typeof payableNotificationSchema>;
export const payableNotificationListResponseSchema = z.object({ data: z.array(payableNotificationSchema), meta: z.object({ total_count: z.number().int() }) });

// ── CSV imports ────────────────────────────────────────────────────────────────

export type PaymentImportColumn<K extends string> = { key: K; header: string; required: boolean; description: string };

/** POST …/payments/imports: marks payments paid by the bank's result (one row per payment). */
export const paidImportColumns: readonly PaymentImportColumn<'payment_code' | 'paid_on'>[] = [
  { key: 'payment_code', header: '支払コード', required: true, description: ja.payments.columnDocs.paymentCode },
  { key: 'paid_on', header: '振込日', required: false, description: ja.payments.columnDocs.paidOn },
];

/** POST …/payments/import_with_prices: creates payments with their amounts. */
export const priceImportColumns: readonly PaymentImportColumn<'worker_code' | 'payment_date' | 'amount' | 'remarks'>[] = [
  { key: 'worker_code', header: 'ワーカーコード', required: true, description: ja.payments.columnDocs.workerCode },
  { key: 'payment_date', header: '支払日', required: true, description: ja.payments.columnDocs.paymentDate },
  { key: 'amount', header: '金額', required: true, description: ja.payments.columnDocs.amount },
  { key: 'remarks', header: '備考', required: false, description: ja.payments.columnDocs.remarks },
];

export const paymentImportResponseSchema = z.object({ meta: z.object({ count: z.number().int() }) });

/** Header of the plain CSV list (csv_exports); 支払コード is the column the paid import reads. */
export const paymentCsvHeader = ['支払コード', 'ワーカーコード', 'ワーカー名', '支払日', '支払金額', '源泉徴収税額', 'ステータス', '支払完了日', '振込データ出力日', '備考'] as const;

/** Header of payments.csv (Shift-JIS, CRLF): one transfer per row. */
export const transferCsvHeader = [
  '振込指定日',
  '銀行コード',
  '銀行名',
  '支店コード',
  '支店名',
  '預金種目',
  '口座番号',
  '受取人名',
  '振込金額',
  'ワーカーコード',
  '支払コード',
] as const;

export const accountTypeLabels = { normal: '普通', current: '当座', savings: '貯蓄' } as const;
