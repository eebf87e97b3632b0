/**
 * 支払通知書 (payment notifications): statuses and the state machine, the totals (per-rate tax rounded once per rate,
 * 源泉徴収, non-taxable adjustments, the amount transferred), the request bodies and the answers of
 * /v2/employee/payment_notifications and the worker portal. docs/payments.md draws the state machine.
 */
import { z } from 'zod';
import { dateSchema } from './contracts';
import { ja } from './messages/ja';
import { multiLineText, optionalText, singleLineText } from './text';
import { documentTotals, withholdingTax, type RateSummary } from './tax';

// ---------------------------------------------------------------------------------------------------------------
// Statuses and transitions.
// ---------------------------------------------------------------------------------------------------------------

export const paymentNotificationStatuses = ['before_sending', 'reviewing', 'rejected', 'approved', 'paid'] as const;
export type PaymentNotificationStatus = (typeof paymentNotificationStatuses)[number];
export const paymentNotificationStatusLabels: Record<PaymentNotificationStatus, string> = ja.paymentNotifications.statuses;

export const paymentNotificationActions = ['update', 'submit', 'discard', 'approve', 'reject', 'pay'] as const;
export type PaymentNotificationAction = (typeof paymentNotificationActions)[number];

/**
 * Every allowed transition: who may take it, from which statuses, and where it leads (`null` = the notification is
 * gone). A rejected notification is edited (back to 未送信) or sent again as it is; once approved it only becomes paid.
 * `system` is the みなし承認 job and the payment import. Anything else is refused with 409.
 */
export const paymentNotificationTransitions: Record<
  PaymentNotificationAction,
  { by: 'employee' | 'worker' | 'system'; from: readonly PaymentNotificationStatus[]; to: PaymentNotificationStatus | null }
> = {
  update: { by: 'employee', from: ['before_sending', 'rejected'], to: 'before_sending' },
  submit: { by: 'employee', from: ['before_sending', 'rejected'], to: 'reviewing' },
  discard: { by: 'employee', from: ['before_sending', 'rejected'], to: null },
  approve: { by: 'worker', from: ['reviewing'], to: 'approved' },
  reject: { by: 'worker', from: ['reviewing'], to: 'rejected' },
  pay: { by: 'system', from: ['approved'], to: 'paid' },
};

export function canTransition(action: PaymentNotificationAction, from: PaymentNotificationStatus): boolean {
  return paymentNotificationTransitions[action].from.includes(from);
}

/** What the company (or the worker) may do with a notification in this status: the buttons a screen shows. */
export function allowedActions(status: PaymentNotificationStatus, by: 'employee' | 'worker'): PaymentNotificationAction[] {
  return paymentNotificationActions.filter((a) => paymentNotificationTransitions[a].by === by && canTransition(a, status));
}

// ---------------------------------------------------------------------------------------------------------------
// Totals.
// ---------------------------------------------------------------------------------------------------------------

/** A line as the totals read it: an item (taxable at its rate) or an adjustment (不課税, taxRate null). */
export type NotificationLine = { amount: number; taxRate: number | null; withholds: boolean };

export type NotificationTotals = {
  perRate: RateSummary[];
  subtotal: number;
  taxTotal: number;
  withholdingBase: number;
  withholding: number;
  adjustmentTotal: number;
  transferAmount: number;
};

/**
 * The notification's totals: consumption tax per rate rounded once per rate over the item lines (tax.ts), 源泉徴収 on
 * the tax-excluded amount of the lines whose contract withholds — only for an individual — at the rates in force on
 * the payment date, adjustments added as they are (not taxed, not withheld), and what is transferred.
 */
export function notificationTotals(lines: readonly NotificationLine[], payee: { individual: boolean; paymentDate: string }): NotificationTotals {
  const items = lines.filter((l): l is NotificationLine & { taxRate: number } => l.taxRate !== null);
  const { perRate, subtotal, taxTotal } = documentTotals(items.map((l) => ({ amount: l.amount, taxRate: l.taxRate })));
  const withholdingBase = payee.individual ? items.filter((l) => l.withholds).reduce((sum, l) => sum + l.amount, 0) : 0;
  const withholding = withholdingTax(withholdingBase, payee.paymentDate);
  const adjustmentTotal = lines.filter((l) => l.taxRate === null).reduce((sum, l) => sum + l.amount, 0);
  return {
    perRate,
    subtotal,
    taxTotal,
    withholdingBase,
    withholding,
    adjustmentTotal,
    transferAmount: subtotal + taxTotal - withholding + adjustmentTotal,
  };
}

/** 支払月 'YYYY-MM' of a group: the month of its payment due date, else of its 検収日, else of `today`. */
export function paymentMonthOf(group: { paymentDueDate: string | null; inspectedOn: string | null }, today: string): string {
  return (group.paymentDueDate ?? group.inspectedOn ?? today).slice(0, 7);
}

// ---------------------------------------------------------------------------------------------------------------
// Request bodies.
// ---------------------------------------------------------------------------------------------------------------

/** One call makes at most this many notifications' worth of groups, edits/sends/discards at most this many. */
export const MAX_BULK_GROUPS = 10_000;
export const MAX_BULK_NOTIFICATIONS = 5_000;
export const MAX_ADJUSTMENTS = 10;
/** An adjustment's amount: ± ¥10,000,000 (a line's limit). */
export const ADJUSTMENT_LIMIT = 10_000_000;

const idList = (max: number, required: string) =>
  z
    .array(z.coerce.number().int().positive().max(2_147_483_647), { error: required })
    .min(1, { error: required })
    .max(max, { error: ja.paymentNotifications.tooManyIds(max) })
    .refine((ids) => new Set(ids).size === ids.length, { error: ja.paymentNotifications.duplicateIds });

/** POST /bulk {purchaseOrderItemGroupIds} (snake_case accepted too). */
export const bulkCreateBodySchema = z
  .object({
    purchaseOrderItemGroupIds: z.unknown().optional(),
    purchase_order_item_group_ids: z.unknown().optional(),
  })
  .transform((b) => b.purchaseOrderItemGroupIds ?? b.purchase_order_item_group_ids)
  .pipe(idList(MAX_BULK_GROUPS, ja.paymentNotifications.groupIdsRequired));

/** POST /bulk_submission {paymentNotificationIds}. */
export const bulkSubmissionBodySchema = z
  .object({ paymentNotificationIds: z.unknown().optional(), payment_notification_ids: z.unknown().optional() })
  .transform((b) => b.paymentNotificationIds ?? b.payment_notification_ids)
  .pipe(idList(MAX_BULK_NOTIFICATIONS, ja.paymentNotifications.idsRequired));

/** DELETE /bulk_discard?payment_notification_ids[]=1&payment_notification_ids[]=2 */
const idsQuery = (max: number) =>
  z
    .object({
      'payment_notification_ids[]': z.union([z.string(), z.array(z.string())]).optional(),
      payment_notification_ids: z.union([z.string(), z.array(z.string())]).optional(),
    })
    .transform((q) => {
      const raw = q['payment_notification_ids[]'] ?? q.payment_notification_ids ?? [];
      return (Array.isArray(raw) ? raw : [raw]) as unknown[];
    })
    .pipe(idList(max, ja.paymentNotifications.idsRequired));

export const bulkDiscardQuerySchema = idsQuery(MAX_BULK_NOTIFICATIONS);

/** The edit screen reads whole notifications (lines and all): at most this many at once. */
export const MAX_EDITED_NOTIFICATIONS = 100;
/** GET /bulk?payment_notification_ids[]=… (the edit screen's read). */
export const bulkReadQuerySchema = idsQuery(MAX_EDITED_NOTIFICATIONS);

export const adjustmentSchema = z.object({
  name: singleLineText(
    z
      .string({ error: ja.paymentNotifications.adjustmentNameRequired })
      .trim()
      .min(1, { error: ja.paymentNotifications.adjustmentNameRequired })
      .max(100, { error: ja.validation.tooLong(100) }),
  ),
  amount: z.coerce
    .number({ error: ja.validation.money })
    .int({ error: ja.validation.money })
    .min(-ADJUSTMENT_LIMIT, { error: ja.orders.lineTotalTooLarge })
    .max(ADJUSTMENT_LIMIT, { error: ja.orders.lineTotalTooLarge })
    .refine((v) => v !== 0, { error: ja.paymentNotifications.adjustmentAmountZero }),
});
export type AdjustmentInput = z.input<typeof adjustmentSchema>;

export const notificationEditSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  payment_date: dateSchema,
  remarks: optionalText(1000, 'multi'),
  adjustments: z.array(adjustmentSchema).max(MAX_ADJUSTMENTS, { error: ja.paymentNotifications.adjustmentsTooMany(MAX_ADJUSTMENTS) }).default([]),
});
export type NotificationEditInput = z.input<typeof notificationEditSchema>;

/** PUT /bulk {payment_notifications: [{id, payment_date, remarks, adjustments: [{name, amount}]}]} */
export const bulkUpdateBodySchema = z.object({
  payment_notifications: z
    .array(notificationEditSchema, { error: ja.paymentNotifications.idsRequired })
    .min(1, { error: ja.paymentNotifications.idsRequired })
    .max(MAX_BULK_NOTIFICATIONS, { error: ja.paymentNotifications.tooManyIds(MAX_BULK_NOTIFICATIONS) })
    .refine((list) => new Set(list.map((n) => n.id)).size === list.length, { error: ja.paymentNotifications.duplicateIds }),
});
export type BulkUpdateBody = z.input<typeof bulkUpdateBodySchema>;

/** The worker's 修正依頼: a comment is required. */
export const notificationRejectionBodySchema = z.object({
  comment: multiLineText(
    z
      .string({ error: ja.paymentNotifications.commentRequired })
      .trim()
      .min(1, { error: ja.paymentNotifications.commentRequired })
      .max(1000, { error: ja.validation.tooLong(1000) }),
  ),
});

// ---------------------------------------------------------------------------------------------------------------
// Answers.
// ---------------------------------------------------------------------------------------------------------------

export const notificationLineWireSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['item', 'adjustment']),
  name: z.string(),
  quantity: z.number(),
  unit: z.string().nullable(),
  unit_price: z.number().int(),
  tax_rate: z.number().int().nullable(),
  amount: z.number().int(),
  transaction_date: z.string().nullable(),
  withholds: z.boolean(),
  item_group_id: z.number().int().nullable(),
});
export type NotificationLineWire = z.infer<typeof notificationLineWireSchema>;

const notificationCore = {
  id: z.number().int(),
  code: z.string(),
  status: z.enum(paymentNotificationStatuses),
  status_label: z.string(),
  worker: z.object({ code: z.string(), name: z.string() }),
  payment_month: z.string(),
  payment_date: z.string(),
  period_from: z.string().nullable(),
  period_to: z.string().nullable(),
  subtotal: z.number().int(),
  tax_total: z.number().int(),
  withholding: z.number().int(),
  adjustment_total: z.number().int(),
  transfer_amount: z.number().int(),
  deemed_approved: z.boolean(),
  submitted_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  updated_at: z.string(),
};

export const paymentNotificationListItemSchema = z.object({ ...notificationCore, has_payment: z.boolean() });
export type PaymentNotificationListItem = z.infer<typeof paymentNotificationListItemSchema>;

export const paymentNotificationWireSchema = z.object({
  ...notificationCore,
  company_name: z.string(),
  remarks: z.string().nullable(),
  worker_entity_type: z.enum(['individual', 'corporation']),
  worker_registration_number: z.string().nullable(),
  /** 経過措置: the deductible share on the transaction date when the worker is not registered (null when registered). */
  transitional_deduction_percent: z.number().int().nullable(),
  per_rate: z.array(z.object({ rate: z.number().int(), base: z.number().int(), tax: z.number().int() })),
  withholding_base: z.number().int(),
  lines: z.array(notificationLineWireSchema),
  contracts: z.array(z.object({ code: z.string(), title: z.string() })),
  worker_comment: z.string().nullable(),
  /** The company's message to the worker and the みなし承認 days (settings), as stated on the document. */
  message: z.string().nullable(),
  deemed_approval_days: z.number().int().nullable(),
  allowed_actions: z.array(z.enum(paymentNotificationActions)),
});
export type PaymentNotificationWire = z.infer<typeof paymentNotificationWireSchema>;
export const paymentNotificationResponseSchema = z.object({ data: paymentNotificationWireSchema });
export const paymentNotificationsResponseSchema = z.object({ data: z.array(paymentNotificationWireSchema) });

export const PAYMENT_NOTIFICATION_LIST_DEFAULT_LIMIT = 20;
const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: ja.validation.date });
export const paymentNotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PAYMENT_NOTIFICATION_LIST_DEFAULT_LIMIT),
  status: z.enum(paymentNotificationStatuses).optional(),
  worker_code: z.string().max(64).optional(),
  payment_month: monthSchema.optional(),
  keyword: z.string().trim().max(100, { error: ja.validation.searchTooLong(100) }).optional().default(''),
});
export type PaymentNotificationListQuery = z.input<typeof paymentNotificationListQuerySchema>;
export const paymentNotificationListResponseSchema = z.object({
  data: z.array(paymentNotificationListItemSchema),
  meta: z.object({ total_count: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});

/** /payment_notifications/new: approved item groups not yet in a notification. */
export const notifiableGroupQuerySchema = z.object({
  worker_code: z.string().max(64).optional(),
  project_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  payment_month: monthSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type NotifiableGroupQuery = z.input<typeof notifiableGroupQuerySchema>;
export const notifiableGroupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  order: z.object({ code: z.string(), title: z.string() }),
  contract: z.object({ code: z.string(), title: z.string() }),
  worker: z.object({ code: z.string(), name: z.string() }),
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  inspected_on: z.string().nullable(),
  payment_due_date: z.string().nullable(),
  payment_month: z.string(),
  subtotal: z.number().int(),
});
export type NotifiableGroup = z.infer<typeof notifiableGroupSchema>;
export const notifiableGroupListResponseSchema = z.object({
  data: z.array(notifiableGroupSchema),
  meta: z.object({ total_count: z.number().int() }),
});

/** A bulk call's answer: the notifications made or changed (ids and codes; the screens reload what they show). */
export const bulkResultSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), code: z.string(), status: z.enum(paymentNotificationStatuses) })),
  meta: z.object({ count: z.number().int() }),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The worker portal.
// ---------------------------------------------------------------------------------------------------------------

export const portalNotificationListItemSchema = paymentNotificationListItemSchema.extend({ company_name: z.string() });
export type PortalNotificationListItem = z.infer<typeof portalNotificationListItemSchema>;
export const portalNotificationListResponseSchema = z.object({ data: z.array(portalNotificationListItemSchema) });

/** A paid payment as the worker sees it (支払履歴). */
export const portalPaymentSchema = z.object({
  code: z.string(),
  company_name: z.string(),
  payment_date: z.string(),
  paid_on: z.string().nullable(),
  amount: z.number().int(),
  withholding: z.number().int(),
  notification_code: z.string().nullable(),
});
export type PortalPayment = z.infer<typeof portalPaymentSchema>;
export const portalPaymentListResponseSchema = z.object({ data: z.array(portalPaymentSchema) });
