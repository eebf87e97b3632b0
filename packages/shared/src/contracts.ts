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
import { formatMoney } from './format';
import {
  describeTimeRounding,
  formatDecimalHours,
  rateMethods,
  roundingModes,
  settlementRangeProblems,
  settlementRates,
  settleMonth,
  timeRoundingScopes,
  type SettlementRange,
  type TimeRounding,
} from './time-tracking';

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

// ---------------------------------------------------------------------------------------------------------------
// 稼働管理 of a contract (issue #23): the 精算幅 of a monthly contract and the rounding of worked time.
// ---------------------------------------------------------------------------------------------------------------

const tc = ja.timeTracking.contract;

/** Hours as typed (「140」「140.5」, full-width too) or sent (140.5) → a number; empty → null. The range rules are in
 * `settlementRangeProblems` (above 0, at most 744, whole minutes). */
const rangeHoursSchema = z
  .union([z.string(), z.number()], { error: tc.hoursInvalid })
  .nullish()
  .transform((value, ctx) => {
    if (value == null) return null;
    if (typeof value === 'number') {
      if (Number.isFinite(value)) return value;
      ctx.addIssue({ code: 'custom', message: tc.hoursInvalid });
      return z.NEVER;
    }
    const text = value.normalize('NFKC').trim();
    if (text === '') return null;
    if (!/^\d{1,4}(?:\.\d{1,4})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: tc.hoursInvalid });
      return z.NEVER;
    }
    return Number(text);
  });

export const rateRoundingUnits = [1, 10, 100] as const;

/** `time_settlement` of the contract write: 下限・上限 hours, the 単価 method, and the roundings (defaults: 10円・切り捨て). */
export const timeSettlementSchema = z.object({
  lower_hours: rangeHoursSchema,
  upper_hours: rangeHoursSchema,
  rate_method: z.enum(rateMethods, { error: ja.validation.invalid }),
  deduction_rate: optionalMoneySchema,
  excess_rate: optionalMoneySchema,
  rate_rounding_unit: z
    .union([z.literal(1), z.literal(10), z.literal(100)], { error: ja.validation.invalid })
    .optional()
    .default(10),
  rate_rounding_mode: z.enum(roundingModes, { error: ja.validation.invalid }).optional().default('floor'),
  amount_rounding: z.enum(roundingModes, { error: ja.validation.invalid }).optional().default('floor'),
});
export type TimeSettlementInput = z.input<typeof timeSettlementSchema>;
export type TimeSettlementWire = z.output<typeof timeSettlementSchema>;

/** `time_rounding`: the rounding of worked time (unit minutes, 切り捨て/切り上げ/四捨五入, per day or on the month). */
export const timeRoundingSchema = z.object({
  unit: z.union([z.literal(1), z.literal(5), z.literal(10), z.literal(15), z.literal(30), z.literal(60)], { error: ja.validation.invalid }),
  mode: z.enum(roundingModes, { error: ja.validation.invalid }),
  scope: z.enum(timeRoundingScopes, { error: ja.validation.invalid }),
});
export type TimeRoundingWire = z.output<typeof timeRoundingSchema>;

/** The domain's `SettlementRange` of a contract's 精算幅 and its 単価 (the monthly fee). */
export function settlementRangeOf(unitPrice: number, s: TimeSettlementWire): SettlementRange {
  return {
    monthlyFee: unitPrice,
    lowerHours: s.lower_hours,
    upperHours: s.upper_hours,
    rateMethod: s.rate_method,
    deductionRate: s.deduction_rate,
    excessRate: s.excess_rate,
    rateRounding: { unit: s.rate_rounding_unit, mode: s.rate_rounding_mode },
    amountRounding: s.amount_rounding,
  };
}

const rangeFieldPaths: Record<string, string> = {
  lowerHours: 'lower_hours',
  upperHours: 'upper_hours',
  deductionRate: 'deduction_rate',
  excessRate: 'excess_rate',
};

export interface ContractTimeProblem {
  /** e.g. ['time_settlement', 'lower_hours'] */
  path: string[];
  message: string;
}

/**
 * What is wrong with a contract's 精算幅 and rounding of worked time, per field: a 精算幅 only on a 月額 contract with
 * a 単価 (then the per-field rules of `settlementRangeProblems`), a rounding only on 月額 or 時間単価. The form, the
 * create body and the update (on the stored contract merged with the change) all ask this one function.
 */
export function contractTimeProblems(v: {
  unit_price_type: UnitPriceType;
  unit_price: number | null;
  time_settlement: TimeSettlementWire | null | undefined;
  time_rounding: TimeRoundingWire | null | undefined;
}): ContractTimeProblem[] {
  const problems: ContractTimeProblem[] = [];
  if (v.time_settlement) {
    if (v.unit_price_type !== 'monthly' || v.unit_price === null) {
      problems.push({ path: ['time_settlement'], message: tc.settlementNeedsMonthly });
    } else {
      for (const p of settlementRangeProblems(settlementRangeOf(v.unit_price, v.time_settlement))) {
        const field = rangeFieldPaths[p.field];
        problems.push({ path: field ? ['time_settlement', field] : ['unit_price'], message: p.message });
      }
    }
  }
  if (v.time_rounding && v.unit_price_type !== 'monthly' && v.unit_price_type !== 'hourly') {
    problems.push({ path: ['time_rounding'], message: tc.roundingNeedsTimeBased });
  }
  return problems;
}

/** The 控除単価 and 超過単価 of a contract's 精算幅, or null while the rule is incomplete or wrong. */
export function contractSettlementRates(unitPrice: number | null, s: TimeSettlementWire): { deductionRate: number | null; excessRate: number | null } | null {
  if (unitPrice === null) return null;
  const range = settlementRangeOf(unitPrice, s);
  return settlementRangeProblems(range).length === 0 ? settlementRates(range) : null;
}

function hoursText(hours: number | null): string {
  return hours === null ? '' : formatDecimalHours(Math.round(hours * 60));
}

/** 「140〜180時間（上下割: 控除 ¥4,280／超過 ¥3,330）」 (shown beside the label 精算幅); without the rates while the rule cannot be settled. */
export function describeTimeSettlement(unitPrice: number | null, s: TimeSettlementWire): string {
  const range = `${hoursText(s.lower_hours)}〜${hoursText(s.upper_hours)}`;
  const rates = contractSettlementRates(unitPrice, s);
  const parts = rates
    ? [rates.deductionRate === null ? null : tc.summaryDeduction(formatMoney(rates.deductionRate)), rates.excessRate === null ? null : tc.summaryExcess(formatMoney(rates.excessRate))].filter((x) => x !== null).join('／')
    : tc.previewNotSet;
  return tc.summary(range, ja.timeTracking.rateMethods[s.rate_method], parts);
}

/** The rule in words and one example month (the form's live preview), or null while the rule is incomplete. */
export function timeSettlementPreview(unitPrice: number | null, s: TimeSettlementWire): { rates: string; rules: string[]; example: string } | null {
  const rates = contractSettlementRates(unitPrice, s);
  if (!rates || unitPrice === null) return null;
  const rules: string[] = [];
  if (s.lower_hours !== null && rates.deductionRate !== null) rules.push(tc.exampleDeduction(hoursText(s.lower_hours), formatMoney(rates.deductionRate)));
  if (s.upper_hours !== null && rates.excessRate !== null) rules.push(tc.exampleExcess(hoursText(s.upper_hours), formatMoney(rates.excessRate)));
  // the example month: 10 hours beyond the upper bound, or 10 hours short of the lower one
  const minutes = s.upper_hours !== null ? Math.round(s.upper_hours * 60) + 600 : Math.max(0, Math.round(s.lower_hours! * 60) - 600);
  const month = settleMonth(settlementRangeOf(unitPrice, s), minutes);
  const lines = month.lines.filter((l) => l.kind !== 'range').map((l) => l.text).join('、');
  return {
    rates: tc.previewRates(rates.deductionRate === null ? tc.previewNotSet : formatMoney(rates.deductionRate), rates.excessRate === null ? tc.previewNotSet : formatMoney(rates.excessRate)),
    rules,
    example: tc.exampleMonth(formatDecimalHours(minutes), lines),
  };
}

/**
 * 報酬の算定方法 of a contract paid by time, as a 発注書 states it (フリーランス新法 3条: the amount or how it is
 * computed): 「時間単価 ¥5,000（稼働時間の丸め: 15分単位・切り捨て（月合計））」, 「月額 ¥650,000、精算幅 140〜180時間（上下割:
 * 控除 ¥4,640／超過 ¥3,610）」. Null for a contract not paid by time (its items say the amount).
 */
export function describeRemuneration(c: {
  unit_price_type: UnitPriceType;
  unit_price: number | null;
  time_settlement: TimeSettlementWire | null;
  time_rounding: TimeRoundingWire | null;
}): string | null {
  if (c.unit_price === null) return null;
  const settled = c.unit_price_type === 'monthly' && c.time_settlement !== null;
  if (c.unit_price_type !== 'hourly' && !settled) return null;
  const base = `${unitPriceTypeLabels[c.unit_price_type]} ${formatMoney(c.unit_price)}`;
  const withRange = settled ? tc.remunerationWithRange(base, describeTimeSettlement(c.unit_price, c.time_settlement!)) : base;
  return c.time_rounding ? tc.remunerationWithRounding(withRange, describeContractTimeRounding(c.time_rounding)) : withRange;
}

/** 「15分単位・切り捨て（日ごと）」 of a contract's rounding. */
export function describeContractTimeRounding(r: TimeRoundingWire): string {
  return describeTimeRounding(r satisfies TimeRounding);
}

/** The settings sent beside `contract` (SPEC §7 PUT /workers/{code}/contract). */
export const contractExtrasSchema = z.object({
  is_enable_time_tracking: z.boolean(),
  time_tracking_slack_webhook_url: slackWebhookUrlSchema,
  project_id_list: z.array(z.number().int().positive()).max(100),
  purchase_order_item_group_templates: z
    .array(itemGroupTemplateSchema)
    .max(20, { error: ja.contractForm.templatesTooMany(20) }),
  /** 精算幅 of a 月額 contract (null: none; left out: none on a new contract, unchanged on an update). */
  time_settlement: timeSettlementSchema.nullish(),
  /** The rounding of worked time of a 月額 or 時間単価 contract (null: none; left out as above). */
  time_rounding: timeRoundingSchema.nullish(),
});

function refineTime(
  value: { unit_price_type?: UnitPriceType; unit_price?: number | null; time_settlement?: TimeSettlementWire | null; time_rounding?: TimeRoundingWire | null },
  ctx: z.RefinementCtx,
) {
  if (!value.unit_price_type) return;
  // with another field already refused (`always`), a value may still be its raw input: judge only parsed numbers
  const parsed = (x: unknown) => x === null || x === undefined || typeof x === 'number';
  if (!parsed(value.unit_price)) return;
  const s = value.time_settlement;
  if (s && ![s.lower_hours, s.upper_hours, s.deduction_rate, s.excess_rate].every(parsed)) return;
  for (const p of contractTimeProblems({
    unit_price_type: value.unit_price_type,
    unit_price: value.unit_price ?? null,
    time_settlement: value.time_settlement,
    time_rounding: value.time_rounding,
  })) {
    ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  }
}

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
  .superRefine((v, ctx) => {
    refineDates(v, ctx);
    refineTime(v, ctx);
  }, always);
export type ContractFormInput = z.input<typeof contractFormSchema>;
export type ContractFormValues = z.output<typeof contractFormSchema>;

/** POST /api/workers/{code}/contract */
export const createContractBodySchema = z
  .object({ contract: contractFieldsSchema })
  .extend(contractExtrasSchema.partial().shape)
  .superRefine((v, ctx) => {
    refineDates(v.contract ?? {}, ctx, ['contract']);
    if (v.contract) refineTime({ ...v.contract, time_settlement: v.time_settlement, time_rounding: v.time_rounding }, ctx);
  }, always);
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
  time_settlement: z
    .object({
      lower_hours: z.number().nullable(),
      upper_hours: z.number().nullable(),
      rate_method: z.enum(rateMethods),
      deduction_rate: z.number().int().nullable(),
      excess_rate: z.number().int().nullable(),
      rate_rounding_unit: z.union([z.literal(1), z.literal(10), z.literal(100)]),
      rate_rounding_mode: z.enum(roundingModes),
      amount_rounding: z.enum(roundingModes),
    })
    .nullable(),
  time_rounding: timeRoundingSchema.nullable(),
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
