/**
 * 支払通知書 (payment notifications): statuses and the state machine, the totals (per-rate tax rounded once per rate,
 * 源泉徴収, adjustments by category, the amount transferred), the 経過措置 share of each transaction date, the default
 * 支払予定日 for the groups' 支払期日, the request bodies and the answers of /v2/employee/payment_notifications and the
 * worker portal. docs/payments.md draws the state machine.
 */
import { z } from 'zod';
import { pageQuery } from './paging';
import { bankHolidayReason } from './business-days';
import { dateSchema } from './dates';
import { ja } from './messages/ja';
import { paymentDayFor, type DueDate } from './payment-due';
import { multiLineText, optionalText, singleLineText } from './text';
import { documentTotals, transitionalDeductionPercent, withholdingTax, type RateSummary } from './tax';

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

/**
 * What an adjustment is (所得税基本通達 204-2, 204-4; 取適法 and フリーランス新法 on 減額):
 * - reimbursement 立替金: the company's own cost paid by the worker, the receipt in the company's name — 不課税, not
 *   withheld;
 * - expense 経費精算: a cost of the work paid to the worker with the 報酬 — part of the 報酬: taxed at its rate and
 *   withheld with it;
 * - overpayment 過払い精算, return 返品, other その他 (with a reason): the only ways to reduce a payment, 不課税.
 */
export const adjustmentCategories = ['reimbursement', 'expense', 'overpayment', 'return', 'other'] as const;
export type AdjustmentCategory = (typeof adjustmentCategories)[number];
/** The categories a positive adjustment may have, and a negative one. */
const positiveAdjustmentCategories: readonly AdjustmentCategory[] = ['reimbursement', 'expense'];
export const negativeAdjustmentCategories: readonly AdjustmentCategory[] = ['overpayment', 'return', 'other'];
export const adjustmentCategoryLabels: Record<AdjustmentCategory, string> = ja.paymentNotifications.adjustmentCategories;
/** How each category reads on the document (「立替金（不課税）」「経費精算（報酬に含む）」…). */
export const adjustmentCategoryDocumentLabels: Record<AdjustmentCategory, string> = ja.paymentNotifications.adjustmentCategoryDocument;
/** The rates an 経費精算 may carry, and the one it gets when none is given. */
export const EXPENSE_TAX_RATES = [10, 8, 0] as const;
const DEFAULT_EXPENSE_TAX_RATE = 10;

/**
 * A line as the totals read it: an item (taxable at its rate, `category` absent) or an adjustment with its category
 * (taxRate null = 不課税; an 経費精算 is taxed at its taxRate, 10 % when none).
 */
export type NotificationLine = { amount: number; taxRate: number | null; withholds: boolean; category?: AdjustmentCategory | null };

const isExpense = (l: NotificationLine) => l.category === 'expense';
const isItem = (l: NotificationLine): l is NotificationLine & { taxRate: number } => (l.category ?? null) === null && l.taxRate !== null;

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
 * The notification's totals: consumption tax per rate rounded once per rate over the item lines and the 経費精算
 * (tax.ts), 源泉徴収 on the tax-excluded amount of the lines whose contract withholds plus the 経費精算 paid with
 * them — only for an individual — at the rates in force on the payment date, the other adjustments (立替金, 過払い精算,
 * 返品, その他) added as they are (不課税, not withheld), and what is transferred.
 */
export function notificationTotals(lines: readonly NotificationLine[], payee: { individual: boolean; paymentDate: string }): NotificationTotals {
  const items = lines.filter(isItem);
  const expenses = lines.filter(isExpense);
  const { perRate, subtotal, taxTotal } = documentTotals([
    ...items.map((l) => ({ amount: l.amount, taxRate: l.taxRate })),
    ...expenses.map((l) => ({ amount: l.amount, taxRate: l.taxRate ?? DEFAULT_EXPENSE_TAX_RATE })),
  ]);
  const withheldItems = items.filter((l) => l.withholds);
  // an 経費精算 is part of the 報酬 it is paid with: withheld when that 報酬 is (所得税基本通達 204-2)
  const withheld = payee.individual && withheldItems.length > 0;
  const sum = (list: readonly NotificationLine[]) => list.reduce((total, l) => total + l.amount, 0);
  const withholdingBase = withheld ? sum(withheldItems) + sum(expenses) : 0;
  const withholding = withholdingTax(withholdingBase, payee.paymentDate);
  const adjustmentTotal = sum(lines.filter((l) => !isItem(l) && !isExpense(l)));
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

/** Whether the worker is withheld on this notification: an individual with a line of a withholding contract. */
export function withholdsPayee(lines: readonly NotificationLine[], individual: boolean): boolean {
  return individual && lines.some((l) => isItem(l) && l.withholds);
}

// ---------------------------------------------------------------------------------------------------------------
// 経過措置 by transaction date, and the 支払期日.
// ---------------------------------------------------------------------------------------------------------------

/** A 経過措置 share and the first and last transaction dates it applies to on one notification. */
type TransitionalShare = { percent: number; from: string; to: string };

/**
 * The 経過措置 shares of a notification's 課税仕入れ by their dates (each line's 検収日; DOMAIN.md: the share follows
 * the date of the purchase, not of the document): one entry per share, oldest first — two when the lines span
 * 2026-09-30 and 2026-10-01.
 */
export function transitionalShares(dates: readonly string[]): TransitionalShare[] {
  const out: TransitionalShare[] = [];
  for (const date of [...new Set(dates)].sort()) {
    const percent = transitionalDeductionPercent(date);
    const last = out.at(-1);
    if (last && last.percent === percent) last.to = date;
    else out.push({ percent, from: date, to: date });
  }
  return out;
}

/**
 * What the document states for a worker without a registration number: the share of its transaction date, or each
 * share with its dates when the lines have several; with no dated line, the share of `fallbackDate`.
 */
export function transitionalStatement(shares: readonly TransitionalShare[], fallbackDate: string): string {
  const t = ja.paymentNotifications.pdf;
  const [only] = shares;
  if (shares.length > 1) return t.notRegisteredShares(shares);
  if (only) return t.notRegistered(only.percent, only.to);
  return t.notRegistered(transitionalDeductionPercent(fallbackDate), fallbackDate);
}

/**
 * The default 支払予定日 of a notification paying these 支払期日: the earliest of the days each is paid on
 * (`paymentDayFor`: the previous bank business day of a 支払期日 on a bank holiday, the next one within 2 days under a
 * 順延 agreement), so that it keeps every one; with none, the bank business day for `fallback`.
 */
export function defaultPaymentDate(dues: readonly DueDate[], fallback: string): string {
  const days = dues.map(paymentDayFor).sort();
  return days[0] ?? paymentDayFor({ dueDate: fallback, postponementAgreed: false });
}

/** The suggestion for a 支払期日 on a bank holiday (which day to pay, and why), or null on a bank business day. */
export function dueDateSuggestion(due: DueDate): string | null {
  const reason = bankHolidayReason(due.dueDate);
  if (reason === null) return null;
  const day = paymentDayFor(due);
  return day > due.dueDate ? ja.paymentDue.postponedSuggestion(due.dueDate, reason, day) : ja.paymentDue.holidaySuggestion(due.dueDate, reason, day);
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

/**
 * Whether an adjustment's name speaks of a transfer fee (振込手数料, 手数料, 振込料), however it is written: NFKC
 * (half-width kana and full-width letters), spaces dropped, katakana read as hiragana.
 */
function isTransferFeeName(name: string): boolean {
  const folded = name
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/[\u30A1-\u30F6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
  return ['手数料', '振込料', '振込み料', '振り込み料', 'てすうりょう', 'ふりこみりょう'].some((word) => folded.includes(word));
}

/**
 * What is wrong with an adjustment's category, reason and rate (the amount and name checked on their own): a negative
 * transfer fee is refused outright (取適法 treats deducting it as a 減額 even when agreed); a positive adjustment is
 * 立替金 or 経費精算; a negative one 過払い精算, 返品 or その他, the last with a reason; a rate only on an 経費精算.
 */
function adjustmentProblems(a: {
  name: string;
  amount: number;
  category: AdjustmentCategory | null | undefined;
  tax_rate?: number | null;
  reason?: string | null;
}): { field: 'name' | 'category' | 'reason' | 'tax_rate'; message: string }[] {
  const t = ja.paymentNotifications;
  if (a.amount < 0 && isTransferFeeName(a.name)) return [{ field: 'name', message: t.transferFeeDeduction(a.name) }];
  const out: { field: 'name' | 'category' | 'reason' | 'tax_rate'; message: string }[] = [];
  if (!a.category) out.push({ field: 'category', message: t.adjustmentCategoryRequired });
  else if (a.amount > 0 && !positiveAdjustmentCategories.includes(a.category)) out.push({ field: 'category', message: t.positiveAdjustmentCategory });
  else if (a.amount < 0 && !negativeAdjustmentCategories.includes(a.category)) out.push({ field: 'category', message: t.negativeAdjustmentCategory });
  else if (a.category === 'other' && a.amount < 0 && !a.reason?.trim()) out.push({ field: 'reason', message: t.adjustmentReasonRequired });
  if (a.tax_rate != null && a.category && a.category !== 'expense') out.push({ field: 'tax_rate', message: t.adjustmentTaxRateOnlyExpense });
  return out;
}

export const adjustmentSchema = z
  .object({
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
    /** Required; checked against the sign in the refinement below. */
    category: z.enum(adjustmentCategories, { error: ja.paymentNotifications.adjustmentCategoryRequired }),
    /** Only for an 経費精算: 10, 8 or 0 (10 when absent). */
    tax_rate: z
      .number({ error: ja.paymentNotifications.adjustmentTaxRateInvalid })
      .refine((v) => (EXPENSE_TAX_RATES as readonly number[]).includes(v), { error: ja.paymentNotifications.adjustmentTaxRateInvalid })
      .nullish(),
    /** Why a negative adjustment is made (required for その他). */
    reason: optionalText(200),
  })
  .superRefine((a, ctx) => {
    for (const p of adjustmentProblems(a)) ctx.addIssue({ code: 'custom', message: p.message, path: [p.field] });
  })
  .transform((a) => ({
    name: a.name,
    amount: a.amount,
    category: a.category,
    tax_rate: a.category === 'expense' ? (a.tax_rate ?? DEFAULT_EXPENSE_TAX_RATE) : null,
    reason: a.reason,
  }));
export type AdjustmentInput = z.input<typeof adjustmentSchema>;

export const notificationEditSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  payment_date: dateSchema,
  remarks: optionalText(1000, 'multi'),
  adjustments: z.array(adjustmentSchema).max(MAX_ADJUSTMENTS, { error: ja.paymentNotifications.adjustmentsTooMany(MAX_ADJUSTMENTS) }).default([]),
  /** The employee's confirmation of a payment date after a 支払期日 (支払遅延): required then, ignored otherwise. */
  late_reason: optionalText(500, 'multi'),
});
export type NotificationEditInput = z.input<typeof notificationEditSchema>;

/**
 * PUT /bulk {payment_notifications: [{id, payment_date, remarks, late_reason?, adjustments: [{name, amount, category,
 * tax_rate?, reason?}]}]}
 */
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
  /** An adjustment's category and reason (null on items). */
  adjustment_category: z.enum(adjustmentCategories).nullable(),
  adjustment_reason: z.string().nullable(),
  /** 経過措置: the deductible share on this line's transaction date (worker not registered; null otherwise and on 不課税 lines). */
  transitional_deduction_percent: z.number().int().nullable(),
});
export type NotificationLineWire = z.infer<typeof notificationLineWireSchema>;

const notificationCore = {
  id: z.number().int(),
  /** The random code in URLs; people read the 通知番号 `number` (PN-202612-0001). */
  code: z.string(),
  number: z.string(),
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
  /** The earliest 支払期日 of its groups; `late` when the payment date is after a 支払期日 (支払遅延, with its reason). */
  payment_due_date: z.string().nullable(),
  late: z.boolean(),
  late_reason: z.string().nullable(),
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
  /**
   * 経過措置 when the worker is not registered (empty when registered): each share with the first and last transaction
   * dates it applies to — two entries when the lines span 2026-09-30 and 2026-10-01 (`transitionalShares`).
   */
  transitional_deductions: z.array(z.object({ percent: z.number().int(), from: z.string(), to: z.string() })),
  /** Each 支払期日 it pays (one per group) and whether its contract records a 順延 agreement: the editor's checks. */
  payment_dues: z.array(z.object({ due_date: z.string(), postponement_agreed: z.boolean() })),
  per_rate: z.array(z.object({ rate: z.number().int(), base: z.number().int(), tax: z.number().int() })),
  withholding_base: z.number().int(),
  lines: z.array(notificationLineWireSchema),
  contracts: z.array(z.object({ code: z.string(), title: z.string() })),
  worker_comment: z.string().nullable(),
  /**
   * The company's message to the worker and the みなし承認 days as the document states them: frozen when it was sent
   * (null days: it stated none and is never deemed approved); an unsent one shows what sending it now would state.
   */
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
  ...pageQuery('limit', PAYMENT_NOTIFICATION_LIST_DEFAULT_LIMIT),
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
  order: z.object({ code: z.string(), number: z.string(), title: z.string() }),
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
  data: z.array(z.object({ id: z.number().int(), code: z.string(), number: z.string(), status: z.enum(paymentNotificationStatuses) })),
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
  /** 支払番号 PY-202701-0001 */
  number: z.string(),
  company_name: z.string(),
  payment_date: z.string(),
  paid_on: z.string().nullable(),
  amount: z.number().int(),
  withholding: z.number().int(),
  notification_code: z.string().nullable(),
  notification_number: z.string().nullable(),
});
export type PortalPayment = z.infer<typeof portalPaymentSchema>;
export const portalPaymentListResponseSchema = z.object({ data: z.array(portalPaymentSchema) });
