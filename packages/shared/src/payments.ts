/**
 * Payments (支払, issue #11 items 4–6): request and response shapes of /v2/employee/payments, its transfer files
 * (全銀 payments.txt / payments.csv), the plain CSV list and the two CSV imports (columns documented here, read by the
 * API, the templates and the import page).
 */
import { z } from 'zod';
import { pageQuery } from './paging';
import { bankHolidayReason, transferDateProblem } from './business-days';
import { ja } from './messages/ja';
import { dateSchema, optionalDateSchema } from './dates';
import { missedDueDate, paymentDayFor, type DueDate } from './payment-due';
import { moneySchema } from './money';
import { multiLineText, optionalText } from './text';

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
/**
 * 支払遅延の理由: the confirmation that a payment date after its 支払期日 is meant (フリーランス新法 4条). Any path that
 * sets a later date answers 422 (`fields.late_reason`) without one; with one the payment keeps it and payment_logs
 * records who confirmed it. One line, at most 200 characters; empty means none.
 */
export const PAYMENT_LATE_REASON_MAX = 200;
export const paymentLateReasonSchema = optionalText(PAYMENT_LATE_REASON_MAX).optional();

const remarksSchema = multiLineText(z.string().trim().max(PAYMENT_REMARKS_MAX, { error: ja.validation.tooLong(PAYMENT_REMARKS_MAX) }));

// ── dates and the 支払期日 ──────────────────────────────────────────────────────

/**
 * Why `date` cannot be a payment's 振込日, or null. A bank holiday that is one of the payment's 支払期日 is answered with
 * the day to pay instead (payment-due.ts paymentDayFor: the previous bank business day, or the next one within 2 days
 * under the contract's 順延 agreement) — never with the next business day, which would be after the 支払期日 (review
 * §5.6). Any other holiday keeps the transfer rule's answer (the next business day).
 */
export function paymentDateProblem(date: string, dues: readonly DueDate[]): string | null {
  const problem = transferDateProblem(date);
  if (problem === null) return null;
  const due = dues.find((d) => d.dueDate === date);
  const reason = due ? bankHolidayReason(date) : null;
  if (!due || reason === null) return problem;
  const day = paymentDayFor(due);
  return day > date ? ja.paymentDue.postponedSuggestion(date, reason, day) : ja.paymentDue.holidaySuggestion(date, reason, day);
}

/** 支払遅延 of a payment as the list shows it: its paid date (or, unpaid, its payment date) misses a 支払期日. */
export function isLatePaymentOf(p: { status: PaymentStatus; paymentDate: string; paidOn: string | null }, dues: readonly DueDate[]): boolean {
  const date = p.status === 'paid' && p.paidOn ? p.paidOn : p.paymentDate;
  return missedDueDate(date, dues) !== null;
}

// ── list ───────────────────────────────────────────────────────────────────────

const booleanQuery = z.enum(['true', 'false'], { error: ja.validation.invalid }).optional();

/** GET /v2/employee/payments: page from 1. */
export const paymentListQuerySchema = z.object({
  ...pageQuery('limit', PAYMENT_LIST_DEFAULT_LIMIT),
  status: z.enum(paymentStatuses, { error: ja.validation.invalid }).optional(),
  payment_date_from: optionalDateSchema,
  payment_date_to: optionalDateSchema,
  worker_code: z.string().max(64).optional(),
  exported: booleanQuery,
  /** 支払番号, 通知番号 (whole or a part) or the worker's name */
  keyword: z.string().trim().max(100, { error: ja.validation.searchTooLong(100) }).optional().default(''),
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

export const paymentApprovalStatuses = ['not_required', 'pending', 'approved'] as const;
export type PaymentApprovalStatus = (typeof paymentApprovalStatuses)[number];

/** A payment's 二重承認 state from its columns. */
export function paymentApprovalStatus(p: { approvalRequired: boolean; approvedAt: string | Date | null }): PaymentApprovalStatus {
  if (!p.approvalRequired) return 'not_required';
  return p.approvedAt === null ? 'pending' : 'approved';
}

export const paymentWireSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** 支払番号 PY-202701-0001 */
  number: z.string(),
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
  payment_notification: z.object({ id: z.number().int(), code: z.string(), number: z.string() }).nullable(),
  /** 支払期日: the earliest of its notification's groups, or the one given with a direct payment (null: none) */
  payment_due_date: z.string().nullable(),
  /** 支払遅延: paid (or to be paid) after the 支払期日 — the paid date when paid, else the payment date (payment-due.ts) */
  late: z.boolean(),
  /** why, as confirmed by the employee who set the late date */
  late_reason: z.string().nullable(),
  /**
   * 二重承認 (issue #19 N10): not_required, pending (a direct or CSV-priced payment at or above the company's threshold
   * that no second owner or administrator has approved yet: it cannot be exported), approved
   */
  approval_status: z.enum(paymentApprovalStatuses),
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

/**
 * A payment entered directly. It has a 支払期日 only when one is given (`payment_due_date`: e.g. a worker's 請求書 paid
 * outside the ordering flow); then a later `payment_date` needs `late_reason`. No contract is linked, so no 順延 agreement
 * applies (docs/decisions.md).
 */
export const manualPaymentSchema = z.object({
  worker_code: z.string({ error: ja.validation.required }).trim().min(1, { error: ja.validation.required }).max(64),
  payment_date: dateSchema,
  amount: amountSchema,
  remarks: remarksSchema.optional().default(''),
  payment_due_date: optionalDateSchema.optional(),
  late_reason: paymentLateReasonSchema,
});

/**
 * POST /v2/employee/payments: from approved 支払通知書 (`payment_notification_ids`, from /payment_informations/new;
 * `late_reason` confirms a 支払予定日 after a 支払期日 for every such notification) or one payment entered directly
 * (`payment`).
 */
export const createPaymentBodySchema = z.union([
  z.object({ payment_notification_ids: idListSchema(ja.payments.notificationsRequired), late_reason: paymentLateReasonSchema }).strict(),
  z.object({ payment: manualPaymentSchema }).strict(),
]);
export type CreatePaymentBody = z.input<typeof createPaymentBodySchema>;

/** PUT /v2/employee/payments/{id}: the amount only of a payment entered directly. */
export const updatePaymentBodySchema = z.object({
  payment: z.object({
    payment_date: dateSchema.optional(),
    amount: amountSchema.optional(),
    remarks: remarksSchema.optional(),
    late_reason: paymentLateReasonSchema,
  }),
});
export type UpdatePaymentBody = z.input<typeof updatePaymentBodySchema>;

/** PUT /v2/employee/payments/bulk (SPEC §7 spells it in camelCase; `late_reason` is new, snake_case as the rest). */
export const bulkPaymentDateBodySchema = z.object({
  paymentIds: idListSchema(ja.payments.idsRequired),
  paymentDate: dateSchema,
  late_reason: paymentLateReasonSchema,
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
  /** 振込指定日: a bank business day from today (in Japan) to less than a year ahead */
  transfer_date: dateSchema,
  export_format: z.enum(exportFormats, { error: ja.validation.invalid }),
  /** 振込元口座 (普通 or 当座); the company's default when absent */
  transfer_account_id: idSchema.optional(),
  /** confirms a 振込指定日 after a payment's 支払期日 */
  late_reason: paymentLateReasonSchema,
});
export type ExportBody = z.input<typeof exportBodySchema>;

export const paymentExportWireSchema = z.object({
  code: z.string(),
  /** 振込データ番号 FB-202701-0001 */
  number: z.string(),
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
  ...pageQuery('limit', 20),
});
export const paymentExportListResponseSchema = z.object({
  data: z.array(paymentExportWireSchema),
  meta: z.object({ total_count: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});

export const csvExportBodySchema = z.object({ payment_id_list: idListSchema(ja.payments.idsRequired) });

// ── paid and its undoing ─────────────────────────────────────────────────────

/**
 * POST /v2/employee/payments/paid: marks the payments paid on `paid_on` (each payment's own date when absent) in one
 * transaction — all or nothing, every refused payment named (already paid; a paid date after today in Japan).
 */
export const markPaidBodySchema = z.object({
  payment_ids: idListSchema(ja.payments.idsRequired),
  paid_on: optionalDateSchema.optional(),
});
export type MarkPaidBody = z.input<typeof markPaidBodySchema>;

/**
 * POST /v2/employee/payments/approvals (二重承認, issue #19 N10): an owner or administrator other than the creator
 * approves payments waiting for approval, all or nothing.
 */
export const approvePaymentsBodySchema = z.object({ payment_ids: idListSchema(ja.payments.idsRequired) });
export type ApprovePaymentsBody = z.input<typeof approvePaymentsBodySchema>;

/** POST /v2/employee/payments/paid_undo: 取消 of 支払済 (their 支払通知書 back to 承認済), all or nothing. */
export const undoPaidBodySchema = z.object({ payment_ids: idListSchema(ja.payments.idsRequired) });
export type UndoPaidBody = z.input<typeof undoPaidBodySchema>;

// ── approved notifications without a payment (/payment_informations/new) ─────

export const payableNotificationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** 通知番号 PN-202612-0001 */
  number: z.string(),
  worker: z.object({ code: z.string(), name: z.string() }),
  payment_month: z.string(),
  payment_date: z.string(),
  /** the earliest 支払期日 of its groups (null: none) */
  payment_due_date: z.string().nullable(),
  /** the notification's own 支払遅延の理由, confirmed when its date was set (null: none) */
  late_reason: z.string().nullable(),
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

/**
 * Header of the plain CSV list (csv_exports): 支払番号 first, as people read it; 支払コード stays, it is the column the
 * paid import reads (which takes a 支払番号 too).
 */
export const paymentCsvHeader = ['支払番号', '支払コード', '通知番号', 'ワーカーコード', 'ワーカー名', '支払日', '支払金額', '源泉徴収税額', 'ステータス', '支払完了日', '振込データ出力日', '備考'] as const;

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
  '支払番号',
] as const;

export const accountTypeLabels = { normal: '普通', current: '当座', savings: '貯蓄' } as const;
