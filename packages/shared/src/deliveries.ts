/**
 * Deliveries (納品) and invoices (請求書) of an order's item groups, and the contract-level progress labels (SPEC §3)
 * computed from their real states.
 */
import { z } from 'zod';
import { pageQuery } from './paging';
import { ja } from './messages/ja';
import { multiLineText, singleLineText } from './text';
import { optionalDateSchema } from './dates';
import { purchaseOrderListItemSchema, purchaseOrderWireSchema } from './purchase-orders';
import { progressKeys, progressLabels } from './contract-progress';
import { japanDate, todayInJapan } from './format';
import { transitionalDeductionPercent } from './tax';

// The progress labels live in contract-progress.ts (contracts.ts needs them too, without importing this file).
export { contractProgress, groupProgress, progressKeys, progressLabels, type ProgressKey } from './contract-progress';

export const reviewStatuses = ['reviewing', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
/**
 * One label per state (docs/glossary.md): a delivery or invoice under review reads as the SPEC's contract progress
 * label for that state (納品未承認, 請求修正依頼中 …), so a card header and its history never name one state twice.
 */
export const deliveryStatusLabels: Record<ReviewStatus, string> = {
  reviewing: progressLabels.delivery_reviewing,
  approved: ja.glossary.states.deliveryApproved,
  rejected: progressLabels.delivery_fix_requested,
};
export const invoiceStatusLabels: Record<ReviewStatus, string> = {
  reviewing: progressLabels.invoice_reviewing,
  approved: progressLabels.invoice_approved,
  rejected: progressLabels.invoice_fix_requested,
};
/** The /deliveries 請求書 filter (issue #21): 未提出 is an approved delivery without an invoice yet. */
export const invoiceFilterStatuses = ['none', ...reviewStatuses] as const;
export type InvoiceFilterStatus = (typeof invoiceFilterStatuses)[number];
export const invoiceFilterLabels: Record<InvoiceFilterStatus, string> = { none: progressLabels.invoice_not_submitted, ...invoiceStatusLabels };

// ---------------------------------------------------------------------------------------------------------------
// Request bodies.
// ---------------------------------------------------------------------------------------------------------------

/** SPEC §7 {employeeComment}: optional on approval, required on rejection. */
export const approvalBodySchema = z.object({
  employeeComment: multiLineText(z.string().trim().max(1000, { error: ja.validation.tooLong(1000) })).optional().default(''),
});
/** POST …/deliveries/{code}/approvals: the comment and the real 検収日 (YYYY/MM/DD or YYYY-MM-DD; today in Japan when absent). */
export const deliveryApprovalBodySchema = approvalBodySchema.extend({
  inspectedOn: optionalDateSchema.optional(),
});

/**
 * Null when `inspectedOn` may be recorded as the 検収日 of a delivery received on `deliveredOn` (all YYYY-MM-DD), else
 * why not: not after today (in Japan), not before the 納品.
 */
export function inspectionDateProblem(inspectedOn: string, deliveredOn: string, today: string = todayInJapan()): string | null {
  if (inspectedOn > today) return ja.deliveries.inspectionAfterToday;
  if (inspectedOn < deliveredOn) return ja.deliveries.inspectionBeforeDelivery(deliveredOn);
  return null;
}

export const rejectionBodySchema = z.object({
  employeeComment: multiLineText(
    z.string({ error: ja.deliveries.commentRequired }).trim().min(1, { error: ja.deliveries.commentRequired }).max(1000, { error: ja.validation.tooLong(1000) }),
  ),
});

export const MAX_DELIVERY_FILES = 5;
export const attachmentContentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The largest attachment (the storage policy's limit, MAX_UPLOAD_BYTES in the API): checked in the browser before uploading. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export const uploadRequestSchema = z.object({
  file_name: singleLineText(z.string().trim().min(1, { error: ja.validation.required }).max(200, { error: ja.validation.tooLong(200) })),
  content_type: z.enum(attachmentContentTypes, { error: ja.storage.wrongContentType }),
});
export const uploadResponseSchema = z.object({ data: z.object({ key: z.string(), url: z.string(), fields: z.record(z.string(), z.string()) }) });

const fileRefSchema = z.object({ key: z.string().min(1).max(512), name: z.string().trim().min(1).max(200) });

/** POST /v2/worker/item_groups/{id}/deliveries */
export const deliveryBodySchema = z.object({
  comment: multiLineText(z.string().trim().max(2000, { error: ja.validation.tooLong(2000) })).optional().default(''),
  files: z.array(fileRefSchema).max(MAX_DELIVERY_FILES, { error: ja.deliveries.filesTooMany(MAX_DELIVERY_FILES) }).default([]),
});
export type DeliveryBody = z.input<typeof deliveryBodySchema>;

/** POST /v2/worker/item_groups/{id}/invoices: the amounts come from the approved order (docs/decisions.md). */
export const invoiceBodySchema = z
  .object({
    uses_payment_notification: z.boolean().default(false),
    invoice_number: singleLineText(z.string().trim().max(50, { error: ja.validation.tooLong(50) })).optional().default(''),
    /** Required with an own invoice; with 支払通知書を請求書とする it is not asked (the API records the day submitted). */
    invoice_date: optionalDateSchema,
    comment: multiLineText(z.string().trim().max(1000, { error: ja.validation.tooLong(1000) })).optional().default(''),
    file: fileRefSchema.nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.uses_payment_notification && !v.invoice_number) {
      ctx.addIssue({ code: 'custom', path: ['invoice_number'], message: ja.invoices.numberRequired });
    }
    if (!v.uses_payment_notification && !v.invoice_date) {
      ctx.addIssue({ code: 'custom', path: ['invoice_date'], message: ja.validation.required });
    }
  });
export type InvoiceBody = z.input<typeof invoiceBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// The 経過措置 on the worker's 請求書.
// ---------------------------------------------------------------------------------------------------------------

/**
 * The date of the 課税仕入れ an invoice bills (one item group): the 検収日 of its approved delivery. An invoice can only be
 * made after that approval, which records the 検収日; for a delivery stored without one, the day it was delivered
 * (Japan time). Never the invoice date (review §3.3; docs/decisions.md).
 */
export function invoiceTransactionDate(delivery: { inspectedOn: string | null; submittedAt: string | Date }): string {
  // submitted_at is a stored timestamptz, never invalid; todayInJapan only keeps the type total
  return delivery.inspectedOn ?? japanDate(delivery.submittedAt) ?? todayInJapan();
}

/** The invoice's note for a worker without インボイス登録: the 経過措置 share of the transaction date; null when registered. */
export function invoiceRegistrationNote(registrationNumber: string | null, transactionDate: string): string | null {
  if (registrationNumber) return null;
  const percent = transitionalDeductionPercent(transactionDate);
  return percent > 0 ? ja.invoices.notRegistered(percent, transactionDate) : ja.invoices.notRegisteredNoDeduction(transactionDate);
}

// ---------------------------------------------------------------------------------------------------------------
// Answers.
// ---------------------------------------------------------------------------------------------------------------

export const fileWireSchema = z.object({ name: z.string(), size: z.number().int(), content_type: z.string(), url: z.string() });

export const invoiceWireSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(reviewStatuses),
  status_label: z.string(),
  uses_payment_notification: z.boolean(),
  invoice_number: z.string().nullable(),
  invoice_date: z.string(),
  registration_number: z.string().nullable(),
  /** 取引日: the 検収日 of the delivery it bills (invoiceTransactionDate); the 経過措置 share follows it. */
  transaction_date: z.string(),
  /** e.g. '適格請求書発行事業者の登録なし（経過措置により仕入税額の80%を控除・取引日 2026/09/30）'; null when registered. */
  registration_note: z.string().nullable(),
  per_rate: z.array(z.object({ rate: z.number().int(), base: z.number().int(), tax: z.number().int() })),
  subtotal: z.number().int(),
  tax_total: z.number().int(),
  total: z.number().int(),
  comment: z.string().nullable(),
  file: fileWireSchema.nullable(),
  employee_comment: z.string().nullable(),
  reviewed_by_name: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type InvoiceWire = z.infer<typeof invoiceWireSchema>;

export const deliveryWireSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(reviewStatuses),
  status_label: z.string(),
  comment: z.string().nullable(),
  files: z.array(fileWireSchema),
  employee_comment: z.string().nullable(),
  reviewed_by_name: z.string().nullable(),
  inspected_on: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type DeliveryWire = z.infer<typeof deliveryWireSchema>;

export const deliveryDetailSchema = deliveryWireSchema.extend({
  order: z.object({ code: z.string(), number: z.string(), title: z.string(), status: z.string() }),
  group: z.object({ id: z.number().int(), title: z.string(), delivery_date: z.string().nullable(), payment_due_date: z.string().nullable(), subtotal: z.number().int() }),
  worker: z.object({ code: z.string(), name: z.string() }),
  contract: z.object({ code: z.string(), title: z.string() }),
  /** Earlier deliveries of the same group (rejected ones), newest first. */
  history: z.array(deliveryWireSchema),
  invoice: invoiceWireSchema.nullable(),
  invoice_history: z.array(invoiceWireSchema),
  progress: z.enum(progressKeys),
  progress_label: z.string(),
});
export type DeliveryDetailWire = z.infer<typeof deliveryDetailSchema>;
export const deliveryDetailResponseSchema = z.object({ data: deliveryDetailSchema });

export const deliveryListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(reviewStatuses),
  status_label: z.string(),
  invoice_status: z.enum(reviewStatuses).nullable(),
  progress_label: z.string(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  order: z.object({ code: z.string(), number: z.string(), title: z.string() }),
  group: z.object({ id: z.number().int(), title: z.string(), delivery_date: z.string().nullable(), subtotal: z.number().int() }),
  worker: z.object({ code: z.string(), name: z.string() }),
  contract: z.object({ code: z.string(), title: z.string() }),
});
export type DeliveryListItem = z.infer<typeof deliveryListItemSchema>;
export const deliveryListQuerySchema = z.object({
  ...pageQuery('limit', 20),
  status: z.enum(reviewStatuses).optional(),
  /** The 請求書 state (none: approved delivery, no invoice yet); keeps to approved deliveries. */
  invoice_status: z.enum(invoiceFilterStatuses).optional(),
  worker_code: z.string().max(64).optional(),
  /** The order's title (folded like the order list's keyword). */
  keyword: z.string().trim().max(100, { error: ja.validation.searchTooLong(100) }).optional().default(''),
});
export const deliveryListResponseSchema = z.object({
  data: z.array(deliveryListItemSchema),
  meta: z.object({ total_count: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------------------------
// The worker portal's order: the order, and per item group its deliveries and invoices.
// ---------------------------------------------------------------------------------------------------------------

export const portalGroupStateSchema = z.object({
  id: z.number().int(),
  progress: z.enum(progressKeys),
  progress_label: z.string(),
  /** Newest first. */
  deliveries: z.array(deliveryWireSchema),
  invoices: z.array(invoiceWireSchema),
  can_deliver: z.boolean(),
  can_invoice: z.boolean(),
});
export const portalOrderResponseSchema = z.object({
  data: z.object({ order: purchaseOrderWireSchema, company_name: z.string(), groups: z.array(portalGroupStateSchema) }),
});
export type PortalOrderWire = z.infer<typeof portalOrderResponseSchema>['data'];
export const portalOrderListResponseSchema = z.object({ data: z.array(purchaseOrderListItemSchema) });
