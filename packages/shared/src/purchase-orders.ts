/**
 * Purchase orders (発注書): statuses and the state machine, the request bodies and the answers of
 * /v2/employee/purchase_orders and the worker portal's orders. docs/ordering.md draws the state machine.
 */
import { z } from 'zod';
import { pageQuery } from './paging';
import { dateSchema, optionalDateSchema } from './dates';
import { ja } from './messages/ja';
import { moneySchema } from './money';
import { paymentMethodProblem } from './order-rules';
import { multiLineText, optionalText, requiredText } from './text';
import { documentTotals, lineAmount, lineTotal, taxRateSchema } from './tax';

// ---------------------------------------------------------------------------------------------------------------
// Statuses and transitions.
// ---------------------------------------------------------------------------------------------------------------

export const purchaseOrderStatuses = ['draft', 'reviewing', 'approved', 'rejected', 'correcting', 'corrected'] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

/** SPEC §3 labels. correcting = taken back by the company; corrected = being corrected after the worker's request. */
export const purchaseOrderStatusLabels: Record<PurchaseOrderStatus, string> = {
  draft: '未送信',
  reviewing: '送信済み',
  approved: '承認済み',
  rejected: '修正依頼',
  correcting: '修正中',
  corrected: '修正中',
};

/**
 * The same states as the worker reads them in the portal (issue #21): an order sent to the worker waits for the
 * worker's approval (承認待ち), and the worker's own correction request reads 修正依頼中. The company side keeps
 * purchaseOrderStatusLabels.
 */
export const portalPurchaseOrderStatusLabels: Record<PurchaseOrderStatus, string> = {
  ...purchaseOrderStatusLabels,
  ...ja.portalTodos.orderStatus,
};

export const purchaseOrderActions = ['update', 'delete', 'submit', 'accept', 'request_correction', 'revert', 'copy'] as const;
export type PurchaseOrderAction = (typeof purchaseOrderActions)[number];

const EDITABLE: readonly PurchaseOrderStatus[] = ['draft', 'rejected', 'correcting', 'corrected'];

/**
 * Every allowed transition: from which statuses an action may start and where it leads (`null` = the order is gone
 * (delete) or unchanged (copy makes a new draft)). Anything not listed is refused with 409.
 */
export const purchaseOrderTransitions: Record<
  PurchaseOrderAction,
  { by: 'employee' | 'worker'; from: readonly PurchaseOrderStatus[]; to: (from: PurchaseOrderStatus) => PurchaseOrderStatus | null }
> = {
  update: { by: 'employee', from: EDITABLE, to: (from) => (from === 'rejected' ? 'corrected' : from) },
  delete: { by: 'employee', from: ['draft'], to: () => null },
  submit: { by: 'employee', from: EDITABLE, to: () => 'reviewing' },
  accept: { by: 'worker', from: ['reviewing'], to: () => 'approved' },
  request_correction: { by: 'worker', from: ['reviewing'], to: () => 'rejected' },
  revert: { by: 'employee', from: ['reviewing', 'approved'], to: () => 'correcting' },
  copy: { by: 'employee', from: purchaseOrderStatuses, to: () => null },
};

export function canTransition(action: PurchaseOrderAction, from: PurchaseOrderStatus): boolean {
  return purchaseOrderTransitions[action].from.includes(from);
}

/** The employee's actions allowed on an order in `status` (the screens show exactly these buttons). */
export function employeeActions(status: PurchaseOrderStatus): PurchaseOrderAction[] {
  return purchaseOrderActions.filter((a) => purchaseOrderTransitions[a].by === 'employee' && canTransition(a, status));
}

/** The worker's actions allowed on an order in `status`. */
export function workerActions(status: PurchaseOrderStatus): PurchaseOrderAction[] {
  return purchaseOrderActions.filter((a) => purchaseOrderTransitions[a].by === 'worker' && canTransition(a, status));
}

// ---------------------------------------------------------------------------------------------------------------
// Limits.
// ---------------------------------------------------------------------------------------------------------------

/** SPEC §9: line-item total limit (quantity × unit price plus tax). */
export const LINE_TOTAL_LIMIT = 10_000_000;
/** SPEC §9: at most 15 items on a purchase order, so a template group holds at most 15. */
export const MAX_ORDER_ITEMS = 15;

/** Quantity: up to two decimals (e.g. 1.5 人月, 12.25 時間). */
export const quantitySchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const text = String(value).trim();
  if (!/^\d{1,6}(?:\.\d{1,2})?$/.test(text) || Number(text) <= 0) {
    ctx.addIssue({ code: 'custom', message: ja.contractForm.quantityInvalid });
    return z.NEVER;
  }
  return Number(text);
});

/** The whole document's total (税込) may not exceed 1億円 (SPEC §5 priceOfEntireDocument; docs/decisions.md). */
export const DOCUMENT_TOTAL_LIMIT = 100_000_000;

// ---------------------------------------------------------------------------------------------------------------
// Request bodies.
// ---------------------------------------------------------------------------------------------------------------

/**
 * `tax` (SPEC: an order item has quantity, unitPrice, taxRate, tax) is never typed: the consumption tax is computed
 * once per rate per document (DOMAIN.md). An empty or null `tax` passes (as null); a number is refused with a
 * Japanese message, so a typed per-line tax can never reach a 発注書, 請求書 or 支払通知書 (docs/decisions.md).
 */
const untypedTaxSchema = z
  .unknown()
  .optional()
  .transform((value, ctx): null => {
    if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
    ctx.addIssue({ code: 'custom', message: ja.orders.taxNotTyped });
    return z.NEVER;
  });

export const orderItemSchema = z
  .object({
    name: requiredText(100),
    quantity: quantitySchema,
    unit: optionalText(10),
    unit_price: moneySchema,
    tax_rate: taxRateSchema,
    tax: untypedTaxSchema,
  })
  .superRefine((item, ctx) => {
    // SPEC §9: quantity × unit price plus the line's tax (computed, ⌊amount × rate⌋) ≤ ¥10,000,000
    if (lineTotal(item.quantity, item.unit_price, item.tax_rate) > LINE_TOTAL_LIMIT) {
      ctx.addIssue({ code: 'custom', path: ['unit_price'], message: ja.orders.lineTotalTooLarge });
    }
  });
export type OrderItemInput = z.input<typeof orderItemSchema>;

export const orderItemGroupSchema = z
  .object({
    title: requiredText(100),
    delivery_date: optionalDateSchema,
    inspection_date: optionalDateSchema,
    payment_due_date: optionalDateSchema,
    items: z.array(orderItemSchema).min(1, { error: ja.orders.itemsRequired }).max(MAX_ORDER_ITEMS, { error: ja.orders.itemsTooMany(MAX_ORDER_ITEMS) }),
  })
  .superRefine((g, ctx) => {
    if (g.delivery_date && g.inspection_date && g.inspection_date < g.delivery_date) {
      ctx.addIssue({ code: 'custom', path: ['inspection_date'], message: ja.orders.inspectionBeforeDelivery });
    }
    if (g.delivery_date && g.payment_due_date && g.payment_due_date < g.delivery_date) {
      ctx.addIssue({ code: 'custom', path: ['payment_due_date'], message: ja.orders.dueBeforeDelivery });
    }
  });
export type OrderItemGroupInput = z.input<typeof orderItemGroupSchema>;

const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** The order form and POST/PUT bodies: one schema for both (a draft may leave dates empty; submission checks them). */
export const purchaseOrderFormSchema = z
  .object({
    title: requiredText(100),
    order_date: dateSchema,
    delivery_place: optionalText(200),
    /** Free text, but never 手形 (取適法). */
    payment_method: optionalText(100).superRefine((value, ctx) => {
      const problem = paymentMethodProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    has_inspection: z.boolean().default(false),
    remarks: optionalText(1000, 'multi'),
    project_id: z.number().int().positive().nullish().transform((v) => v ?? null),
    /** 再委託 (4条3項): 元委託者の名称 and 元委託支払期日; required when sending an order under a re-delegated contract. */
    original_client_name: optionalText(100),
    original_due_date: optionalDateSchema,
    item_groups: z
      .array(orderItemGroupSchema)
      .min(1, { error: ja.orders.groupsRequired })
      .max(MAX_ORDER_ITEMS, { error: ja.orders.itemsTooMany(MAX_ORDER_ITEMS) }),
  })
  .superRefine((order, ctx) => {
    // runs also when other fields failed (`always`): anything may be in here, not only what the types say
    const groups: unknown[] = Array.isArray(order.item_groups) ? order.item_groups : [];
    const items = groups.flatMap((g) => {
      const list = typeof g === 'object' && g !== null ? (g as { items?: unknown }).items : undefined;
      return Array.isArray(list) ? (list as z.output<typeof orderItemSchema>[]) : [];
    });
    if (items.length > MAX_ORDER_ITEMS) {
      ctx.addIssue({ code: 'custom', path: ['item_groups'], message: ja.orders.itemsTooMany(MAX_ORDER_ITEMS) });
    }
    const valid = items.filter(
      (i) => typeof i === 'object' && i !== null && typeof i.quantity === 'number' && typeof i.unit_price === 'number' && typeof i.tax_rate === 'number',
    );
    const totals = documentTotals(valid.map((i) => ({ amount: lineAmount(i.quantity, i.unit_price), taxRate: i.tax_rate })));
    if (totals.total > DOCUMENT_TOTAL_LIMIT) {
      ctx.addIssue({ code: 'custom', path: ['item_groups'], message: ja.orders.documentTotalTooLarge });
    }
  }, always);
export type PurchaseOrderFormInput = z.input<typeof purchaseOrderFormSchema>;
export type PurchaseOrderFormValues = z.output<typeof purchaseOrderFormSchema>;

/** POST …/purchase_orders/{code}/… comments: the worker's correction request, the employee's review comment. */
export const correctionRequestBodySchema = z.object({
  comment: multiLineText(
    z.string({ error: ja.orders.commentRequired }).trim().min(1, { error: ja.orders.commentRequired }).max(1000, { error: ja.validation.tooLong(1000) }),
  ),
});

// ---------------------------------------------------------------------------------------------------------------
// Answers.
// ---------------------------------------------------------------------------------------------------------------

export const orderItemWireSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string().nullable(),
  unit_price: z.number().int(),
  tax_rate: z.number().int(),
  /**
   * null: the tax is computed once per rate per document. A number only on an order stored before issue #18 with a
   * typed per-line tax; a sent one is shown as it was issued (docs/decisions.md).
   */
  tax: z.number().int().nullable(),
  amount: z.number().int(),
});

export const orderItemGroupWireSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  delivery_date: z.string().nullable(),
  inspection_date: z.string().nullable(),
  payment_due_date: z.string().nullable(),
  items: z.array(orderItemWireSchema),
  subtotal: z.number().int(),
});

export const orderTotalsWireSchema = z.object({
  per_rate: z.array(z.object({ rate: z.number().int(), base: z.number().int(), tax: z.number().int() })),
  subtotal: z.number().int(),
  tax_total: z.number().int(),
  total: z.number().int(),
  /** 源泉徴収 estimate (individual worker, contract says withhold); null when none applies. */
  withholding: z.number().int().nullable(),
  amount_to_pay: z.number().int(),
});
export type OrderTotalsWire = z.infer<typeof orderTotalsWireSchema>;

export const purchaseOrderWireSchema = z.object({
  id: z.number().int(),
  /** The random code in URLs; people read the 発注番号 `number` (PO-2026-000123). */
  code: z.string(),
  number: z.string(),
  status: z.enum(purchaseOrderStatuses),
  status_label: z.string(),
  title: z.string(),
  order_date: z.string(),
  delivery_place: z.string().nullable(),
  payment_method: z.string().nullable(),
  has_inspection: z.boolean(),
  remarks: z.string().nullable(),
  project: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  original_client_name: z.string().nullable(),
  original_due_date: z.string().nullable(),
  contract: z.object({
    code: z.string(),
    title: z.string(),
    start_date: z.string(),
    usance: z.string(),
    withholding_type: z.string(),
    /** 再委託: the order states 元委託者の名称 and 元委託支払期日, and the 元委託 limit is its 支払期日 rule. */
    is_redelegation: z.boolean(),
  }),
  worker: z.object({ code: z.string(), name: z.string() }),
  item_groups: z.array(orderItemGroupWireSchema),
  totals: orderTotalsWireSchema,
  /** The worker's latest correction request (shown while the order is 修正依頼 / 修正中). */
  worker_comment: z.string().nullable(),
  /** Problems that would refuse a submission (明示事項, 支払期日), shown on the form before sending. */
  submission_problems: z.array(z.string()),
  withholding_warning: z.string().nullable(),
  allowed_actions: z.array(z.enum(purchaseOrderActions)),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PurchaseOrderWire = z.infer<typeof purchaseOrderWireSchema>;
export const purchaseOrderResponseSchema = z.object({ data: purchaseOrderWireSchema });

export const purchaseOrderListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** 発注番号 PO-2026-000123 */
  number: z.string(),
  status: z.enum(purchaseOrderStatuses),
  status_label: z.string(),
  title: z.string(),
  order_date: z.string(),
  total: z.number().int(),
  worker: z.object({ code: z.string(), name: z.string() }),
  contract: z.object({ code: z.string(), title: z.string() }),
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  delivery_date: z.string().nullable(),
  updated_at: z.string(),
});
export type PurchaseOrderListItem = z.infer<typeof purchaseOrderListItemSchema>;

export const PURCHASE_ORDER_LIST_DEFAULT_LIMIT = 20;
export const purchaseOrderListQuerySchema = z.object({
  ...pageQuery('limit', PURCHASE_ORDER_LIST_DEFAULT_LIMIT),
  status: z.enum(purchaseOrderStatuses).optional(),
  worker_code: z.string().max(64).optional(),
  project_id: z.coerce.number().int().positive().optional(),
  order_date_from: optionalDateSchema,
  order_date_to: optionalDateSchema,
  keyword: z.string().trim().max(100, { error: ja.validation.searchTooLong(100) }).optional().default(''),
});
export type PurchaseOrderListQuery = z.input<typeof purchaseOrderListQuerySchema>;
export const purchaseOrderListResponseSchema = z.object({
  data: z.array(purchaseOrderListItemSchema),
  meta: z.object({ total_count: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});

export const purchaseOrderLogSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  action_label: z.string(),
  actor_name: z.string(),
  actor_type: z.enum(['employee', 'worker']),
  comment: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), label: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
  created_at: z.string(),
});
export type PurchaseOrderLogWire = z.infer<typeof purchaseOrderLogSchema>;
export const purchaseOrderLogQuerySchema = z.object({
  ...pageQuery('limit', 20, 0),
});
export const purchaseOrderLogResponseSchema = z.object({
  data: z.array(purchaseOrderLogSchema),
  meta: z.object({ total_count: z.number().int() }),
});
