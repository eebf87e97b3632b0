/**
 * Contracts: the classifications (契約形態, 単価区分, 税区分, 源泉徴収 …), the contract's fields and request bodies, its
 * answers, the contract list and contracts.csv. Dates, tax rates, 支払サイト and item templates have their own files
 * (dates.ts, tax.ts, usance.ts, purchase-order-template.ts).
 */
import { z } from 'zod';
import { pageQuery } from './paging';
import { ja } from './messages/ja';
import { optionalMoneySchema } from './money';
import { optionalText, singleLineText } from './text';
import { progressKeys } from './contract-progress';
import { dateSchema, endsBeforeStart, optionalDateSchema } from './dates';
import { taxRateLabels, taxRates, taxRateSchema } from './tax';
import { usanceLabels, usances } from './usance';
import { itemGroupTemplateSchema, itemGroupTemplateWireSchema } from './purchase-order-template';

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

export const withholdingTypes = ['withhold', 'not_withhold'] as const;
export type WithholdingType = (typeof withholdingTypes)[number];
export const withholdingTypeLabels: Record<WithholdingType, string> = {
  withhold: '源泉徴収する',
  not_withhold: '源泉徴収しない',
};

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
