/**
 * The company's purchase order template (issue #10 item 5; SPEC §2 /company/company_purchase_order_template, §7
 * GET/PUT /v2/employee/company_purchase_order_templates): what a new 発注書 starts from — 納品場所, 支払方法, the 検収
 * rule, 備考 and item groups. The item groups have the shape of the contract's item-group templates
 * (`itemGroupTemplateSchema` below, which contracts.ts also uses), and the whole template holds at most 15 items
 * (SPEC §9), like an order.
 */
import { z } from 'zod';
import { ja } from './messages/ja';
import { moneySchema } from './money';
import { paymentMethodProblem } from './order-rules';
import { LINE_TOTAL_LIMIT, MAX_ORDER_ITEMS, quantitySchema } from './purchase-orders';
import { lineTotal, taxRateSchema } from './tax';
import { multiLineText, singleLineText } from './text';

// ---------------------------------------------------------------------------------------------------------------
// Item group templates: a contract's and the company template's groups of order items.
// ---------------------------------------------------------------------------------------------------------------

/** 単位 of an item (式, 時間, 人月 …): optional, one line, at most 10 characters; empty means none (null). */
export const ITEM_UNIT_MAX = 10;
export const itemUnitSchema = singleLineText(
  z
    .string()
    .trim()
    .max(ITEM_UNIT_MAX, { error: ja.validation.tooLong(ITEM_UNIT_MAX) })
    .nullish()
    .transform((v) => (v ? v : null)),
);

export const itemTemplateSchema = z
  .object({
    name: singleLineText(z.string().trim().min(1, { error: ja.validation.required }).max(100, { error: ja.validation.tooLong(100) })),
    quantity: quantitySchema,
    unit: itemUnitSchema.optional(),
    unit_price: moneySchema,
    tax_rate: taxRateSchema,
  })
  .superRefine((item, ctx) => {
    if (lineTotal(item.quantity, item.unit_price, item.tax_rate) > LINE_TOTAL_LIMIT) {
      ctx.addIssue({ code: 'custom', path: ['unit_price'], message: ja.contractForm.lineTotalTooLarge });
    }
  });

export const itemGroupTemplateSchema = z.object({
  name: singleLineText(z.string().trim().min(1, { error: ja.validation.required }).max(100, { error: ja.validation.tooLong(100) })),
  items: z
    .array(itemTemplateSchema)
    .min(1, { error: ja.contractForm.templateItemsRequired })
    .max(MAX_ORDER_ITEMS, { error: ja.contractForm.templateItemsTooMany(MAX_ORDER_ITEMS) }),
});

export const itemGroupTemplateWireSchema = z.object({
  name: z.string(),
  items: z.array(
    z.object({ name: z.string(), quantity: z.number(), unit: z.string().nullish(), unit_price: z.number().int(), tax_rate: z.number().int() }),
  ),
});

// ---------------------------------------------------------------------------------------------------------------
// The company template.
// ---------------------------------------------------------------------------------------------------------------

export const inspectionTypes = ['none', 'within_days'] as const;
export type InspectionType = (typeof inspectionTypes)[number];
export const INSPECTION_DAYS_MIN = 1;
export const INSPECTION_DAYS_MAX = 30;
export const DELIVERY_PLACE_MAX = 200;
export const PAYMENT_METHOD_MAX = 100;
export const TEMPLATE_REMARKS_MAX = 1000;

/** What GET answers while the company has saved nothing. */
export const DEFAULT_PURCHASE_ORDER_TEMPLATE = {
  delivery_place: '',
  payment_method: ja.purchaseOrderTemplate.defaultPaymentMethod,
  inspection_type: 'none' as InspectionType,
  inspection_days: null as number | null,
  remarks: '',
  item_groups: [] as z.infer<typeof itemGroupTemplateWireSchema>[],
};

const text = (max: number) =>
  singleLineText(z.string({ error: ja.validation.invalid }).trim().max(max, { error: ja.validation.tooLong(max) }));

/** Total items over every group. */
export function templateItemCount(groups: readonly { items: readonly unknown[] }[] | undefined): number {
  // also called by the refinement that runs when other fields failed: anything may be in here
  if (!Array.isArray(groups)) return 0;
  return groups.reduce((n, g) => n + (Array.isArray(g?.items) ? g.items.length : 0), 0);
}

const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** PUT body and the settings form: one schema for both. */
export const purchaseOrderTemplateBodySchema = z
  .object({
    delivery_place: text(DELIVERY_PLACE_MAX),
    payment_method: text(PAYMENT_METHOD_MAX)
      .pipe(z.string().min(1, { error: ja.validation.required }))
      .superRefine((value, ctx) => {
        // never 手形 (取適法): every new order starts from this
        const problem = paymentMethodProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    inspection_type: z.enum(inspectionTypes, { error: ja.validation.invalid }),
    /** 納品後N日以内に検収: 1–30 when `within_days`, ignored (stored null) when `none`. */
    inspection_days: z.union([z.string(), z.number(), z.null()]).optional(),
    remarks: multiLineText(
      z.string({ error: ja.validation.invalid }).max(TEMPLATE_REMARKS_MAX, { error: ja.validation.tooLong(TEMPLATE_REMARKS_MAX) }),
    ),
    // every group holds at least one item, so more than 15 groups already break the 15-item rule
    item_groups: z.array(itemGroupTemplateSchema).max(MAX_ORDER_ITEMS, { error: ja.purchaseOrderTemplate.tooManyItems(MAX_ORDER_ITEMS) }),
  })
  .superRefine((v, ctx) => {
    if (templateItemCount(v.item_groups) > MAX_ORDER_ITEMS) {
      ctx.addIssue({ code: 'custom', path: ['item_groups'], message: ja.purchaseOrderTemplate.tooManyItems(MAX_ORDER_ITEMS) });
    }
    if (v.inspection_type === 'within_days') {
      const raw = v.inspection_days;
      const text = raw == null ? '' : String(raw).trim();
      const days = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
      if (!(days >= INSPECTION_DAYS_MIN && days <= INSPECTION_DAYS_MAX)) {
        ctx.addIssue({ code: 'custom', path: ['inspection_days'], message: ja.purchaseOrderTemplate.inspectionDaysInvalid });
      }
    }
  }, always)
  .transform((v) => ({
    ...v,
    remarks: v.remarks.trim(),
    inspection_days: v.inspection_type === 'within_days' ? Number(String(v.inspection_days).trim()) : null,
  }));
export type PurchaseOrderTemplateInput = z.input<typeof purchaseOrderTemplateBodySchema>;
export type PurchaseOrderTemplateValues = z.output<typeof purchaseOrderTemplateBodySchema>;

export const purchaseOrderTemplateSchema = z.object({
  delivery_place: z.string(),
  payment_method: z.string(),
  inspection_type: z.enum(inspectionTypes),
  inspection_days: z.number().int().nullable(),
  remarks: z.string(),
  item_groups: z.array(itemGroupTemplateWireSchema),
  /** null while the company has saved nothing (the answer is the defaults) */
  updated_at: z.string().nullable(),
});
export type PurchaseOrderTemplateWire = z.infer<typeof purchaseOrderTemplateSchema>;
export const purchaseOrderTemplateResponseSchema = z.object({ data: purchaseOrderTemplateSchema });
