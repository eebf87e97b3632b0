import { z } from 'zod';
import { pageQuery } from './paging';
import { ja } from './messages/ja';
import { parseBusinessDate } from './format';
import { moneySchema, optionalMoneySchema } from './money';
import { optionalText, singleLineText } from './text';
import { lineAmount } from './tax';
import { progressKeys } from './contract-progress';

// ---------------------------------------------------------------------------------------------------------------
// Dates: YYYY/MM/DD on screen and in CSV, YYYY-MM-DD on the wire. Both are accepted; the schema answers YYYY-MM-DD.
// ---------------------------------------------------------------------------------------------------------------

function toDate(value: string, ctx: z.RefinementCtx): string {
  const normalised = parseBusinessDate(value);
  if (!normalised) {
    ctx.addIssue({ code: 'custom', message: value.trim() === '' ? ja.validation.required : ja.validation.date });
    return '';
  }
  return normalised;
}

export const dateSchema = z.string({ error: ja.validation.date }).transform(toDate);

/** Like {@link dateSchema}; empty, null or missing means "not set" (null). */
export const optionalDateSchema = z
  .string({ error: ja.validation.date })
  .nullish()
  .transform((value, ctx) => (value == null || value.trim() === '' ? null : toDate(value, ctx)));

/** SPEC §5 afterStartDate: true when the end is set and earlier than the start (dates as YYYY-MM-DD). */
export function endsBeforeStart(start: string | null | undefined, end: string | null | undefined): boolean {
  return Boolean(start && end && end < start);
}

// ---------------------------------------------------------------------------------------------------------------
// Classifications (GET /api/contracts/classification).
// ---------------------------------------------------------------------------------------------------------------

export const contractTypes = ['outsourcing', 'quasi_mandate', 'contract_for_work'] as const;
export const contractTypeLabels: Record<ContractType, string> = {
  outsourcing: '業務委託',
  quasi_mandate: '準委任',
  contract_for_work: '請負',
};
export type ContractType = (typeof contractTypes)[number];

export const unitPriceTypes = ['monthly', 'hourly', 'daily', 'per_deliverable', 'fixed'] as const;
export type UnitPriceType = (typeof unitPriceTypes)[number];
export const unitPriceTypeLabels: Record<UnitPriceType, string> = {
  monthly: '月額',
  hourly: '時間単価',
  daily: '日額',
  per_deliverable: '成果物単価',
  fixed: '固定金額（一括）',
};

export const taxTypes = ['excluded', 'included'] as const;
export type TaxType = (typeof taxTypes)[number];
export const taxTypeLabels: Record<TaxType, string> = { excluded: '税抜', included: '税込' };

/** Consumption tax rates in percent: 10 (standard), 8 (reduced), 0 (非課税・不課税). */
export const taxRates = [10, 8, 0] as const;
export type TaxRate = (typeof taxRates)[number];
export const taxRateLabels: Record<TaxRate, string> = { 10: '10%', 8: '8%（軽減税率）', 0: '0%（非課税・不課税）' };

export const withholdingTypes = ['withhold', 'not_withhold'] as const;
export type WithholdingType = (typeof withholdingTypes)[number];
export const withholdingTypeLabels: Record<WithholdingType, string> = {
  withhold: '源泉徴収する',
  not_withhold: '源泉徴収しない',
};

/**
 * 支払サイト (closing day and payment day). Every choice keeps the payment within the フリーランス新法 第4条 limit for
 * any receipt date: 受領日 + 59 days, or — for monthly closing — the end of the following month (the enforcement
 * practice reads 60 days as two months then; DOMAIN.md). 翌々月 terms are not offered. `latestPaymentDate` computes
 * the date and the unit tests check every day of several years against `latestAllowedDueDate` (order-rules.ts).
 */
export const usanceRules = {
  end_of_month_next_month_10: { label: '月末締め翌月10日払い', closingDay: 'end', monthOffset: 1, payDay: 10 },
  end_of_month_next_month_15: { label: '月末締め翌月15日払い', closingDay: 'end', monthOffset: 1, payDay: 15 },
  end_of_month_next_month_20: { label: '月末締め翌月20日払い', closingDay: 'end', monthOffset: 1, payDay: 20 },
  end_of_month_next_month_25: { label: '月末締め翌月25日払い', closingDay: 'end', monthOffset: 1, payDay: 25 },
  end_of_month_next_month_end: { label: '月末締め翌月末払い', closingDay: 'end', monthOffset: 1, payDay: 'end' },
  day_15_same_month_end: { label: '15日締め当月末払い', closingDay: 15, monthOffset: 0, payDay: 'end' },
  day_20_same_month_end: { label: '20日締め当月末払い', closingDay: 20, monthOffset: 0, payDay: 'end' },
  day_20_next_month_10: { label: '20日締め翌月10日払い', closingDay: 20, monthOffset: 1, payDay: 10 },
  within_30_days: { label: '納品受領日から30日以内払い', closingDay: 'none', monthOffset: 0, payDay: 30 },
} as const satisfies Record<
  string,
  { label: string; closingDay: number | 'end' | 'none'; monthOffset: 0 | 1; payDay: number | 'end' }
>;
export type Usance = keyof typeof usanceRules;
export const usances = Object.keys(usanceRules) as [Usance, ...Usance[]];
export const usanceLabels = Object.fromEntries(usances.map((u) => [u, usanceRules[u].label])) as Record<Usance, string>;

/** True when the usance closes monthly, so the end of the following month is within the rule (order-rules.ts). */
export function closesMonthly(usance: Usance): boolean {
  return usanceRules[usance].closingDay !== 'none';
}

const daysInMonth = (y: number, m0: number) => new Date(Date.UTC(y, m0 + 1, 0)).getUTCDate();
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The latest payment date a usance gives for work received on `received` (YYYY-MM-DD). */
export function latestPaymentDate(usance: Usance, received: string): string {
  const rule = usanceRules[usance];
  const [y, m, d] = received.split('-').map(Number) as [number, number, number];
  if (rule.closingDay === 'none') return iso(new Date(Date.UTC(y, m - 1, d + (rule.payDay as number) - 1)));
  // The closing date on or after the receipt.
  let cy = y;
  let cm = m - 1;
  if (rule.closingDay !== 'end' && d > rule.closingDay) cm += 1;
  if (cm > 11) {
    cm = 0;
    cy += 1;
  }
  let py = cy;
  let pm = cm + rule.monthOffset;
  if (pm > 11) {
    pm -= 12;
    py += 1;
  }
  const day = rule.payDay === 'end' ? daysInMonth(py, pm) : Math.min(rule.payDay, daysInMonth(py, pm));
  return iso(new Date(Date.UTC(py, pm, day)));
}

export type ClassificationOption<V extends string | number = string> = { value: V; label: string };
const options = <V extends string | number>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const classificationOptionSchema = z.object({ value: z.string(), label: z.string() });
export const contractClassificationSchema = z.object({
  contract_types: z.array(classificationOptionSchema),
  tax_types: z.array(classificationOptionSchema),
  unit_price_types: z.array(classificationOptionSchema),
  withholding_types: z.array(classificationOptionSchema),
  usances: z.array(classificationOptionSchema),
  tax_rates: z.array(z.object({ value: z.number().int(), label: z.string() })),
});
export type ContractClassification = z.infer<typeof contractClassificationSchema>;
export const contractClassificationResponseSchema = z.object({ data: contractClassificationSchema });

export const contractClassification: ContractClassification = {
  contract_types: options(contractTypes, contractTypeLabels),
  tax_types: options(taxTypes, taxTypeLabels),
  unit_price_types: options(unitPriceTypes, unitPriceTypeLabels),
  withholding_types: options(withholdingTypes, withholdingTypeLabels),
  usances: options(usances, usanceLabels),
  tax_rates: options(taxRates, taxRateLabels),
};

// ---------------------------------------------------------------------------------------------------------------
// Purchase order item group templates.
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

/**
 * SPEC §5 line-item total in yen: amount = ⌊quantity × unit price⌋ plus the tax — the typed tax amount when given,
 * else ⌊amount × rate⌋ (integer arithmetic on hundredths).
 */
export function lineTotal(quantity: number, unitPrice: number, taxRate: number, tax?: number | null): number {
  const amount = lineAmount(quantity, unitPrice);
  return amount + (tax ?? Math.floor((amount * taxRate) / 100));
}

export const taxRateSchema = z.coerce
  .number({ error: ja.validation.invalid })
  .refine((v): v is TaxRate => (taxRates as readonly number[]).includes(v), { error: ja.validation.invalid });

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

// ---------------------------------------------------------------------------------------------------------------
// The contract: fields, request bodies, answers.
// ---------------------------------------------------------------------------------------------------------------


/** https URL only (the Slack incoming webhook that receives time-tracking notices). */
export const slackWebhookUrlSchema = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    const t = (value ?? '').trim();
    if (t === '') return null;
    let url: URL | null = null;
    try {
      url = new URL(t);
    } catch {
      url = null;
    }
    if (!url || url.protocol !== 'https:' || !url.hostname.includes('.') || t.length > 500) {
      ctx.addIssue({ code: 'custom', message: ja.contractForm.webhookUrlInvalid });
      return z.NEVER;
    }
    return t;
  });

/** The contract's own fields, as the form and the API both read them. */
export const contractFieldsSchema = z.object({
  title: singleLineText(
    z.string({ error: ja.validation.required }).trim().min(1, { error: ja.validation.required }).max(100, { error: ja.validation.tooLong(100) }),
  ),
  contract_type: z.enum(contractTypes, { error: ja.validation.invalid }),
  start_date: dateSchema,
  end_date: optionalDateSchema,
  unit_price_type: z.enum(unitPriceTypes, { error: ja.validation.invalid }),
  unit_price: optionalMoneySchema,
  tax_type: z.enum(taxTypes, { error: ja.validation.invalid }),
  tax_rate: taxRateSchema,
  withholding_type: z.enum(withholdingTypes, { error: ja.validation.invalid }),
  usance: z.enum(usances, { error: ja.validation.invalid }),
  business_field: optionalText(100),
  memo: optionalText(1000, 'multi'),
  /** 再委託 (フリーランス新法 第4条3項): orders may then pay within 30 days of the original client's due date. */
  is_redelegation: z.boolean().optional(),
  /**
   * 順延の合意日: the date of the prior written agreement that a 支払期日 on a bank holiday is paid on the next bank
   * business day (at most 2 days later; payment-due.ts). Empty/null: no agreement — the previous business day.
   */
  postponement_agreed_on: optionalDateSchema.optional(),
});

/** The settings sent beside `contract` (SPEC §7 PUT /workers/{code}/contract). */
export const contractExtrasSchema = z.object({
  is_enable_time_tracking: z.boolean(),
  time_tracking_slack_webhook_url: slackWebhookUrlSchema,
  project_id_list: z.array(z.number().int().positive()).max(100),
  purchase_order_item_group_templates: z
    .array(itemGroupTemplateSchema)
    .max(20, { error: ja.contractForm.templatesTooMany(20) }),
});

function refineDates(value: { start_date?: string | null; end_date?: string | null }, ctx: z.RefinementCtx, prefix: string[] = []) {
  if (endsBeforeStart(value.start_date, value.end_date)) {
    ctx.addIssue({ code: 'custom', path: [...prefix, 'end_date'], message: ja.validation.afterStartDate });
  }
}

/** The edit form: every field in one flat object (the web form and the import validate with it). */
/** Also run the date rule when other fields failed, so a form or an import row shows every problem at once. */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

export const contractFormSchema = contractFieldsSchema
  .extend(contractExtrasSchema.shape)
  .superRefine((v, ctx) => refineDates(v, ctx), always);
export type ContractFormInput = z.input<typeof contractFormSchema>;
export type ContractFormValues = z.output<typeof contractFormSchema>;

/** POST /api/workers/{code}/contract */
export const createContractBodySchema = z
  .object({ contract: contractFieldsSchema })
  .extend(contractExtrasSchema.partial().shape)
  .superRefine((v, ctx) => refineDates(v.contract ?? {}, ctx, ['contract']), always);
export type CreateContractBody = z.input<typeof createContractBodySchema>;

/** PUT /api/workers/{code}/contract — a partial update; the basic-info tab sends only `{contract:{id, business_field}}`. */
export const updateContractBodySchema = z
  .object({ contract: contractFieldsSchema.partial().extend({ id: z.number().int().positive() }) })
  .extend(contractExtrasSchema.partial().shape)
  .superRefine((v, ctx) => refineDates(v.contract ?? {}, ctx, ['contract']), always);
export type UpdateContractBody = z.input<typeof updateContractBodySchema>;

export const itemGroupTemplateWireSchema = z.object({
  name: z.string(),
  items: z.array(
    z.object({ name: z.string(), quantity: z.number(), unit: z.string().nullish(), unit_price: z.number().int(), tax_rate: z.number().int() }),
  ),
});

/** A contract as the API answers it. */
export const contractSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  worker_code: z.string(),
  worker_name: z.string(),
  title: z.string(),
  contract_type: z.enum(contractTypes),
  start_date: z.string(),
  end_date: z.string().nullable(),
  unit_price_type: z.enum(unitPriceTypes),
  unit_price: z.number().int().nullable(),
  tax_type: z.enum(taxTypes),
  tax_rate: z.number().int(),
  withholding_type: z.enum(withholdingTypes),
  usance: z.enum(usances),
  business_field: z.string().nullable(),
  memo: z.string().nullable(),
  is_redelegation: z.boolean(),
  /** 順延の合意日 (null: none) */
  postponement_agreed_on: z.string().nullable(),
  is_enable_time_tracking: z.boolean(),
  time_tracking_slack_webhook_url: z.string().nullable(),
  project_id_list: z.array(z.number().int()),
  purchase_order_item_group_templates: z.array(itemGroupTemplateWireSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContractWire = z.infer<typeof contractSchema>;

/** The terms of a contract as both sides read them (the worker portal shows exactly these). */
export const contractTermsSchema = contractSchema.pick({
  code: true,
  title: true,
  contract_type: true,
  start_date: true,
  end_date: true,
  unit_price_type: true,
  unit_price: true,
  tax_type: true,
  tax_rate: true,
  withholding_type: true,
  usance: true,
  business_field: true,
});
export type ContractTermsWire = z.infer<typeof contractTermsSchema>;

/** The contract's progress label (SPEC §3, contract-progress.ts): null while it has no approved order. */
export const contractProgressFields = {
  progress: z.enum(progressKeys).nullable(),
  progress_label: z.string().nullable(),
};


export const projectOptionSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), enabled: z.boolean() });
export type ProjectOption = z.infer<typeof projectOptionSchema>;

/** GET /api/workers/{code}/contract → data.contract (null when the worker has none yet), data.detail. */
export const workerContractResponseSchema = z.object({
  data: z.object({
    contract: contractSchema.extend(contractProgressFields).nullable(),
    detail: z.object({
      worker: z.object({ code: z.string(), fullname: z.string() }),
      projects: z.array(projectOptionSchema),
    }),
  }),
});
export type WorkerContractResponse = z.infer<typeof workerContractResponseSchema>;
export const workerContractQuerySchema = z.object({ contract_code: z.string().max(64).optional() });

export const updateContractResponseSchema = z.object({ data: z.object({ contract: contractSchema }) });
export const createContractResponseSchema = z.object({
  data: z.object({ contract_id: z.number().int(), contract_code: z.string(), contract: contractSchema }),
});

/** One row of the contract lists (v2: the web client camelCases it). */
export const contractListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  contract_type: z.enum(contractTypes),
  contract_type_name: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  unit_price_type: z.enum(unitPriceTypes),
  unit_price_type_name: z.string(),
  unit_price: z.number().int().nullable(),
  worker_code: z.string(),
  worker_name: z.string(),
  ...contractProgressFields,
});
export type ContractListItemWire = z.infer<typeof contractListItemSchema>;

export const CONTRACT_LIST_DEFAULT_LIMIT = 25;
/** GET /api/v2/employee/contracts?page=&limit=&search= (page 1-based). */
export const contractListQuerySchema = z.object({
  ...pageQuery('limit', CONTRACT_LIST_DEFAULT_LIMIT),
  search: z.string().trim().max(100, { error: ja.validation.searchTooLong(100) }).optional().default(''),
  /** Only the contracts at this progress label. */
  progress: z.enum(progressKeys, { error: ja.validation.invalid }).optional(),
});
export const contractListResponseSchema = z.object({
  data: z.array(contractListItemSchema),
  meta: z.object({ total_count: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export type ContractListResponseWire = z.infer<typeof contractListResponseSchema>;

export const contractDetailResponseSchema = z.object({ data: contractSchema });

export const contractImportResponseSchema = z.object({
  data: z.object({ created: z.number().int(), updated: z.number().int() }),
  meta: z.object({ count: z.number().int() }),
});

/** The columns of contracts.csv, in order (import reads them by header name). */
export const contractCsvColumns = {
  code: '契約コード',
  worker_code: 'ワーカーコード',
  worker_name: 'ワーカー名',
  title: '契約名',
  contract_type: '契約形態',
  start_date: '契約開始日',
  end_date: '契約終了日',
  unit_price_type: '単価区分',
  unit_price: '単価',
  tax_type: '税区分',
  tax_rate: '税率',
  withholding_type: '源泉徴収',
  usance: '支払サイト',
  business_field: '業務内容',
  is_enable_time_tracking: '稼働管理',
  time_tracking_slack_webhook_url: 'Slack通知URL',
  memo: '備考',
} as const;
export const CSV_TRUE = 'する';
export const CSV_FALSE = 'しない';

export { moneySchema };
