/**
 * 支払調書 (報酬、料金、契約金及び賞金の支払調書, issue #22): the request and response shapes of
 * /v2/employee/payment_records and the worker portal's /v2/worker/payment_records, the 発行状況 and other labels, the
 * default 区分・細目 per 職種, and the pure figures (a year's payments → 支払金額 (内未払), 源泉徴収税額 (内未徴収),
 * 消費税等 for 摘要, the ¥50,000 threshold). docs/decisions.md (支払調書) records the rules and their sources.
 *
 * The worker and the contract are named by their **code** in paths and lists (SPEC's {id} / businessor_id_list):
 * numeric ids never go in URLs.
 */
import { z } from 'zod';
import { pageQuery } from './paging';
import { ja } from './messages/ja';
import { formatMoney } from './format';
import { jobRunSchema } from './jobs';

const m = ja.paymentRecords;

// ---------------------------------------------------------------------------------------------------------------
// Enums and labels.
// ---------------------------------------------------------------------------------------------------------------

/** 発行状況: 未発行 (no issue or not published) / 公開済 / メール送信済. */
export const paymentRecordStatuses = ['unissued', 'published', 'emailed'] as const;
export type PaymentRecordStatus = (typeof paymentRecordStatuses)[number];
export const paymentRecordStatusLabels: Record<PaymentRecordStatus, string> = m.statuses;

export const paymentRecordFilings = ['all', 'required', 'not_required'] as const;
export type PaymentRecordFiling = (typeof paymentRecordFilings)[number];
export const paymentRecordFilingLabels: Record<PaymentRecordFiling, string> = m.filing;

export const paymentRecordEntityTypes = ['individual', 'corporation'] as const;
export type PaymentRecordEntityType = (typeof paymentRecordEntityTypes)[number];
export const paymentRecordEntityTypeLabels: Record<PaymentRecordEntityType, string> = m.entityTypes;

/** payee 受給者交付用 (never the 個人番号) · office 税務署提出用 (個人番号/法人番号; マイナンバー担当 only, logged). */
export const paymentRecordCopies = ['payee', 'office'] as const;
export type PaymentRecordCopy = (typeof paymentRecordCopies)[number];
export const paymentRecordCopyLabels: Record<PaymentRecordCopy, string> = m.copies;

/** The 職種 a 区分 is set for: workers.occupation, and 'unset' for a worker without one. */
export const paymentRecordOccupations = ['engineer', 'designer', 'marketer', 'writer', 'backoffice', 'other', 'unset'] as const;
export type PaymentRecordOccupation = (typeof paymentRecordOccupations)[number];
export const paymentRecordOccupationLabels: Record<PaymentRecordOccupation, string> = m.occupations;

/** The status a row shows from its issue's dates. */
export function paymentRecordStatus(issue: { publishedAt: string | Date | null; emailedAt: string | Date | null } | null | undefined): PaymentRecordStatus {
  if (!issue || issue.publishedAt === null) return 'unissued';
  return issue.emailedAt === null ? 'published' : 'emailed';
}

// ---------------------------------------------------------------------------------------------------------------
// 区分・細目 defaults.
// ---------------------------------------------------------------------------------------------------------------

/**
 * The 区分 printed when the company has not set its own (payment_record_categories). The words are those of the NTA's
 * list of 所得税法204条1項1号 fees as written in the 区分 column (「原稿料」「デザイン料」…, 法定調書の手引
 * 「報酬、料金、契約金及び賞金の支払調書」 記載要領); an 職種 whose work is not one of those fees (system development,
 * marketing, office work) gets the general word 「報酬」 and a 細目 the company can change.
 */
export const defaultPaymentRecordCategories: Record<PaymentRecordOccupation, { category: string; detail: string }> = {
  engineer: { category: '報酬', detail: 'システム開発' },
  designer: { category: 'デザイン料', detail: 'デザイン' },
  marketer: { category: '報酬', detail: 'マーケティング支援' },
  writer: { category: '原稿料', detail: '原稿執筆' },
  backoffice: { category: '報酬', detail: '事務代行' },
  other: { category: '報酬', detail: '' },
  unset: { category: '報酬', detail: '' },
};

/** A worker's 職種 as the mapping keys it ('unset' for none or an unknown value). */
export function paymentRecordOccupationOf(occupation: string | null | undefined): PaymentRecordOccupation {
  return (paymentRecordOccupations as readonly string[]).includes(occupation ?? '') ? (occupation as PaymentRecordOccupation) : 'unset';
}

/** The 区分・細目 of a 職種: the company's own row when it has one, else the default. */
export function paymentRecordCategoryFor(
  occupation: string | null | undefined,
  own: readonly { occupation: string; category: string; detail: string }[],
): { category: string; detail: string } {
  const key = paymentRecordOccupationOf(occupation);
  const row = own.find((r) => r.occupation === key);
  return row ? { category: row.category, detail: row.detail } : defaultPaymentRecordCategories[key];
}

// ---------------------------------------------------------------------------------------------------------------
// Figures.
// ---------------------------------------------------------------------------------------------------------------

/**
 * 提出範囲 of this form for 所得税法204条1項1号 fees (原稿料, デザイン料 …): the year's 支払金額 to one payee **over**
 * ¥50,000 (所得税法施行規則84条2項; 法定調書の手引 「報酬、料金、契約金及び賞金の支払調書」 提出範囲 (7)).
 */
export const PAYMENT_RECORD_THRESHOLD = 50_000;

/**
 * One payment as the figures read it.
 * - `fee`: the 報酬 of the payment. From a 支払通知書: its 報酬 without the 消費税等 the document states apart (items and
 *   経費精算 at their tax-excluded amounts, less 過払い精算・返品・その他 reductions; 立替金 is not 報酬) — use
 *   {@link notificationFee}. Entered directly (nothing stated): what was paid plus what was withheld, tax included —
 *   use {@link directPaymentFee}.
 * - `tax`: the 消費税等 stated apart (null when not stated).
 * - `withholding`: the 源泉徴収税額 of the payment.
 * - `paymentDate`: 支払予定日 (the day the payment falls due); `paidOn`: the day it was paid (null while unpaid).
 */
export type RecordPayment = { paymentDate: string; paidOn: string | null; fee: number; tax: number | null; withholding: number };

/** The 報酬 (tax excluded) and the stated 消費税等 of a payment made from a 支払通知書. */
export function notificationFee(n: {
  /** tax-excluded items and 経費精算 (payment_notifications.subtotal) */
  subtotal: number;
  taxTotal: number;
  /** the sum of the 過払い精算・返品・その他 adjustment lines (zero or negative) */
  reductions: number;
}): { fee: number; tax: number } {
  return { fee: n.subtotal + n.reductions, tax: n.taxTotal };
}

/** The 報酬 of a payment entered directly: the amount transferred plus what was withheld, 消費税等 included. */
export function directPaymentFee(p: { amount: number; withholding: number }): { fee: number; tax: null } {
  return { fee: p.amount + p.withholding, tax: null };
}

/**
 * One contract's part of a payment made from a 支払通知書 (the 契約別 支払調書): its item lines (tax excluded) are its
 * 報酬; the stated 消費税等 and the 源泉徴収税額 are shared out by the contract's part of the subtotal and of the 源泉 base,
 * rounded down (so the contracts of one payment add up to at most the worker's figures, ¥1 under at worst per
 * contract). 経費精算 and reductions are not any one contract's: they count in the worker's record only.
 */
export function contractShareOfNotification(
  notification: { subtotal: number; taxTotal: number; withholding: number; withholdingBase: number },
  lines: { amount: number; withheldAmount: number },
): { fee: number; tax: number; withholding: number } {
  const share = (total: number, part: number, whole: number) => (whole > 0 ? Math.floor((total * part) / whole) : 0);
  return {
    fee: lines.amount,
    tax: share(notification.taxTotal, lines.amount, notification.subtotal),
    withholding: share(notification.withholding, lines.withheldAmount, notification.withholdingBase),
  };
}

/**
 * The calendar year a payment belongs to, or null when it does not count yet. The form holds what was 支払確定 (fallen
 * due) or paid in the year: the year of the earlier of 支払予定日 and 支払日 (a payment paid early counts when paid; one
 * fallen due but paid in January counts in the year it fell due, as 未払). An unpaid payment counts once it has fallen
 * due (`asOf` ≥ its date) and never before.
 */
export function paymentRecordYearOf(p: Pick<RecordPayment, 'paymentDate' | 'paidOn'>, asOf: string): number | null {
  if (p.paidOn === null) return p.paymentDate <= asOf ? Number(p.paymentDate.slice(0, 4)) : null;
  const date = p.paidOn < p.paymentDate ? p.paidOn : p.paymentDate;
  return Number(date.slice(0, 4));
}

/** Whether the payment was still unpaid at the end of `year` (or, for a year not over, today). */
export function unpaidAtYearEnd(p: Pick<RecordPayment, 'paidOn'>, year: number): boolean {
  return p.paidOn === null || p.paidOn > `${year}-12-31`;
}

export type PaymentRecordFigures = {
  /** 支払金額: 報酬 of the year, 未払 included (the form shows 未払 inside it, 内書き) */
  paymentAmount: number;
  /** 内未払 */
  unpaidAmount: number;
  /** 源泉徴収税額, 未徴収 included */
  withholding: number;
  /** 内未徴収: the withholding of the unpaid part (withheld only when paid) */
  unwithheldAmount: number;
  /** 消費税等 stated apart on the 支払通知書 (摘要 「消費税等 ¥…」); 0 when none */
  taxAmount: number;
  paymentCount: number;
};

/** A year's figures for one payee (or one contract) from its payments; payments of other years are left out. */
export function paymentRecordFigures(payments: readonly RecordPayment[], year: number, asOf: string): PaymentRecordFigures {
  const out: PaymentRecordFigures = { paymentAmount: 0, unpaidAmount: 0, withholding: 0, unwithheldAmount: 0, taxAmount: 0, paymentCount: 0 };
  for (const p of payments) {
    if (paymentRecordYearOf(p, asOf) !== year) continue;
    out.paymentCount += 1;
    out.paymentAmount += p.fee;
    out.withholding += p.withholding;
    out.taxAmount += p.tax ?? 0;
    if (unpaidAtYearEnd(p, year)) {
      out.unpaidAmount += p.fee;
      out.unwithheldAmount += p.withholding;
    }
  }
  return out;
}

/**
 * Whether the form must go to the tax office: the payee was paid over ¥50,000 in the year. This holds for a 内国法人
 * too: the form is due for 204条1項 fees paid to a 居住者 **or 内国法人** (所得税法225条1項3号), whether or not they
 * were withheld — a corporation is not withheld on 1号 fees (所得税法212条3項 and 174条) but is still filed (NTA
 * 質疑応答事例「法人に対して支払った報酬等」). Corporations are listed apart (entity_type) and need their 法人番号.
 */
export function paymentRecordFilingRequired(figures: Pick<PaymentRecordFigures, 'paymentAmount'>, _entityType: PaymentRecordEntityType): boolean {
  return figures.paymentAmount > PAYMENT_RECORD_THRESHOLD;
}

/** 摘要 of the form: the 消費税等 stated apart, when there is any. */
export function paymentRecordRemarks(figures: Pick<PaymentRecordFigures, 'taxAmount'>): string {
  return figures.taxAmount > 0 ? m.taxRemark(formatMoney(figures.taxAmount)) : '';
}

/** 「令和7年」 for 2025 (令和 started 2019; the form's heading counts years by it). */
export function reiwaYear(year: number): string {
  const n = year - 2018;
  return n === 1 ? '令和元年' : `令和${n}年`;
}

// ---------------------------------------------------------------------------------------------------------------
// File names (SPEC §9).
// ---------------------------------------------------------------------------------------------------------------

/** `【支払調書2025】_【山田太郎】.pdf` */
export function paymentRecordFileName(year: number, workerName: string): string {
  return `【支払調書${year}】_【${workerName}】.pdf`;
}

/** A contract's record: `【支払調書2025】_【山田太郎】_【CT-0001】.pdf` (the contract code in brackets after the name). */
export function contractPaymentRecordFileName(year: number, workerName: string, contractCode: string): string {
  return `【支払調書${year}】_【${workerName}】_【${contractCode}】.pdf`;
}

export function paymentRecordZipName(year: number, kind: 'businessors' | 'contracts'): string {
  return `【支払調書${year}】_${kind === 'businessors' ? 'ワーカー' : '契約'}.zip`;
}

// ---------------------------------------------------------------------------------------------------------------
// Requests.
// ---------------------------------------------------------------------------------------------------------------

/** Codes one bulk request may name. */
export const PAYMENT_RECORD_BULK_MAX = 1_000;
export const PAYMENT_RECORD_LIST_DEFAULT_LIMIT = 50;
export const PAYMENT_RECORD_CATEGORY_MAX = 20;
export const PAYMENT_RECORD_DETAIL_MAX = 40;
/** The earliest year the product can hold payments for, and the latest a request may ask. */
export const PAYMENT_RECORD_YEAR_MIN = 2000;
export const PAYMENT_RECORD_YEAR_MAX = 2100;

export const paymentRecordYearSchema = z.coerce
  .number({ error: m.invalidYear })
  .int({ error: m.invalidYear })
  .min(PAYMENT_RECORD_YEAR_MIN, { error: m.invalidYear })
  .max(PAYMENT_RECORD_YEAR_MAX, { error: m.invalidYear });

const codeSchema = z.string().trim().min(1, { error: ja.validation.invalid }).max(64, { error: ja.validation.invalid });
const keywordSchema = z.string().trim().max(100, { error: ja.validation.searchTooLong(100) }).optional().default('');

/** A list of codes in a body (JSON array) or a query (repeated, `a,b` or `key[]=`): 1–1,000 codes. */
const codeListSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s !== '') : v),
  z.array(codeSchema, { error: m.listRequired }).min(1, { error: m.listRequired }).max(PAYMENT_RECORD_BULK_MAX, { error: m.tooMany(PAYMENT_RECORD_BULK_MAX) }),
);

/** The query both lists take: page from 0, the year, a keyword, 提出要否, 発行状況, 個人/法人. */
const listQueryFields = {
  ...pageQuery('limit', PAYMENT_RECORD_LIST_DEFAULT_LIMIT, 0),
  year: paymentRecordYearSchema,
  keyword: keywordSchema,
  filing: z.enum(paymentRecordFilings, { error: ja.validation.invalid }).optional().default('all'),
  status: z.enum(paymentRecordStatuses, { error: ja.validation.invalid }).optional(),
  entity_type: z.enum(paymentRecordEntityTypes, { error: ja.validation.invalid }).optional(),
};

/** GET …/payment_records/businessors: the keyword matches the worker's name, kana or code (whole or a part). */
export const paymentRecordBusinessorQuerySchema = z.object(listQueryFields);
export type PaymentRecordBusinessorQuery = z.input<typeof paymentRecordBusinessorQuerySchema>;

/** GET …/payment_records/contracts: the keyword matches the contract's name or code, or the worker's name. */
export const paymentRecordContractQuerySchema = z.object(listQueryFields);
export type PaymentRecordContractQuery = z.input<typeof paymentRecordContractQuerySchema>;

/** POST …/{code}/publish and …/{code}/email. */
export const paymentRecordYearBodySchema = z.object({ year: paymentRecordYearSchema });
export type PaymentRecordYearBody = z.input<typeof paymentRecordYearBodySchema>;

/** GET …/{code}/download?year=&copy=payee|office */
export const paymentRecordDownloadQuerySchema = z.object({
  year: paymentRecordYearSchema,
  copy: z.enum(paymentRecordCopies, { error: ja.validation.invalid }).optional().default('payee'),
});
export type PaymentRecordDownloadQuery = z.input<typeof paymentRecordDownloadQuerySchema>;

/** POST …/bulk/publish, …/bulk/email, …/bulk/download, and the query of GET …/bulk/download?businessor_id_list=a,b&year= (worker codes). */
export const paymentRecordBulkBodySchema = z.object({ businessor_id_list: codeListSchema, year: paymentRecordYearSchema });
export type PaymentRecordBulkBody = z.input<typeof paymentRecordBulkBodySchema>;
/** POST …/bulk/contracts/publish, …/email, …/download, and the query of GET …/bulk/contracts/download?contract_code_list=a,b&year=. */
export const paymentRecordContractBulkBodySchema = z.object({ contract_code_list: codeListSchema, year: paymentRecordYearSchema });
export type PaymentRecordContractBulkBody = z.input<typeof paymentRecordContractBulkBodySchema>;

/** GET …/summary?year= */
export const paymentRecordSummaryQuerySchema = z.object({ year: paymentRecordYearSchema });

/** PUT …/categories: the company's 区分・細目 per 職種 (one row per 職種 at most). */
export const paymentRecordCategoryItemSchema = z.object({
  occupation: z.enum(paymentRecordOccupations, { error: ja.validation.invalid }),
  category: z
    .string()
    .trim()
    .min(1, { error: m.categoryRequired })
    .max(PAYMENT_RECORD_CATEGORY_MAX, { error: m.categoryTooLong(PAYMENT_RECORD_CATEGORY_MAX) }),
  detail: z
    .string()
    .trim()
    .max(PAYMENT_RECORD_DETAIL_MAX, { error: m.categoryTooLong(PAYMENT_RECORD_DETAIL_MAX) })
    .optional()
    .default(''),
});
export const paymentRecordCategoriesBodySchema = z.object({
  items: z
    .array(paymentRecordCategoryItemSchema)
    .max(paymentRecordOccupations.length, { error: m.tooMany(paymentRecordOccupations.length) })
    .refine((items) => new Set(items.map((i) => i.occupation)).size === items.length, { error: ja.validation.invalid }),
});
export type PaymentRecordCategoriesBody = z.input<typeof paymentRecordCategoriesBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Responses.
// ---------------------------------------------------------------------------------------------------------------

const figureFields = {
  year: z.number().int(),
  /** 区分 and 細目 as printed */
  category: z.string(),
  detail: z.string(),
  /** 支払金額 (内未払 included) */
  payment_amount: z.number().int(),
  /** 内未払 */
  unpaid_amount: z.number().int(),
  /** 源泉徴収税額 (内未徴収 included) */
  withholding: z.number().int(),
  /** 内未徴収 */
  unwithheld_amount: z.number().int(),
  /** 消費税等 stated apart (摘要) */
  tax_amount: z.number().int(),
  payment_count: z.number().int(),
  /** over ¥50,000 in the year (individual or corporation): the tax office's copy is due */
  filing_required: z.boolean(),
  /** what the record lacks, in Japanese (ja.paymentRecords.problems) */
  problems: z.array(z.string()),
  status: z.enum(paymentRecordStatuses),
  published_at: z.string().nullable(),
  emailed_at: z.string().nullable(),
};

export const paymentRecordBusinessorRowSchema = z.object({
  businessor_code: z.string(),
  businessor_name: z.string(),
  businessor_name_kana: z.string(),
  entity_type: z.enum(paymentRecordEntityTypes),
  ...figureFields,
});
export type PaymentRecordBusinessorRow = z.infer<typeof paymentRecordBusinessorRowSchema>;

/** Figures from the 支払通知書 lines of the contract; payments entered directly appear only per worker. */
export const paymentRecordContractRowSchema = z.object({
  contract_code: z.string(),
  contract_name: z.string(),
  businessor_code: z.string(),
  businessor_name: z.string(),
  entity_type: z.enum(paymentRecordEntityTypes),
  ...figureFields,
});
export type PaymentRecordContractRow = z.infer<typeof paymentRecordContractRowSchema>;

const totalsSchema = z.object({
  payment_amount: z.number().int(),
  unpaid_amount: z.number().int(),
  withholding: z.number().int(),
  tax_amount: z.number().int(),
  /** rows whose filing_required is true */
  filing_count: z.number().int(),
});
export type PaymentRecordTotals = z.infer<typeof totalsSchema>;

/** The list's meta: totals over every row the filters match (not only the page). */
const listMetaSchema = z.object({
  total_count: z.number().int(),
  year: z.number().int(),
  threshold: z.number().int(),
  totals: totalsSchema,
});

export const paymentRecordBusinessorListResponseSchema = z.object({ data: z.array(paymentRecordBusinessorRowSchema), meta: listMetaSchema });
export type PaymentRecordBusinessorListResponse = z.infer<typeof paymentRecordBusinessorListResponseSchema>;
export const paymentRecordContractListResponseSchema = z.object({ data: z.array(paymentRecordContractRowSchema), meta: listMetaSchema });
export type PaymentRecordContractListResponse = z.infer<typeof paymentRecordContractListResponseSchema>;

export const paymentRecordBusinessorResponseSchema = z.object({ data: paymentRecordBusinessorRowSchema });
export const paymentRecordContractResponseSchema = z.object({ data: paymentRecordContractRowSchema });

/** POST …/bulk/publish and …/bulk/contracts/publish: every row as published (all or nothing). */
export const paymentRecordBulkPublishResponseSchema = z.object({
  data: z.array(z.union([paymentRecordBusinessorRowSchema, paymentRecordContractRowSchema])),
  meta: z.object({ count: z.number().int() }),
});

/**
 * 202 of the bulk download and mail calls: the background job (platform/jobs; the screen follows its progress with
 * GET /api/v2/employee/jobs/{code} and downloads the zip from …/download).
 */
export const paymentRecordJobResponseSchema = z.object({ data: z.object({ job: jobRunSchema }) });
export type PaymentRecordJobResponse = z.infer<typeof paymentRecordJobResponseSchema>;

const summaryPartSchema = z.object({ count: z.number().int(), payment_amount: z.number().int(), withholding: z.number().int() });
/**
 * GET …/summary: this form's figures for the 法定調書合計表 — filing (payees over the threshold: the records sent
 * to the tax office, corporations included), not_filing (at or below it) and corporations (the corporate part of
 * both, shown apart). Count =
 * payees; amounts as on the records.
 */
export const paymentRecordSummaryResponseSchema = z.object({
  data: z.object({ year: z.number().int(), filing: summaryPartSchema, not_filing: summaryPartSchema, corporations: summaryPartSchema }),
});
export type PaymentRecordSummaryResponse = z.infer<typeof paymentRecordSummaryResponseSchema>;

export const paymentRecordCategoryRowSchema = z.object({
  occupation: z.enum(paymentRecordOccupations),
  occupation_label: z.string(),
  category: z.string(),
  detail: z.string(),
  /** true when the company set it (false: the default is shown) */
  customized: z.boolean(),
});
export type PaymentRecordCategoryRow = z.infer<typeof paymentRecordCategoryRowSchema>;
export const paymentRecordCategoriesResponseSchema = z.object({ data: z.array(paymentRecordCategoryRowSchema) });

/** GET /v2/worker/payment_records: the worker's published records, every company. */
export const portalPaymentRecordSchema = z.object({
  code: z.string(),
  company_name: z.string(),
  year: z.number().int(),
  contract_name: z.string().nullable(),
  payment_amount: z.number().int(),
  withholding: z.number().int(),
  published_at: z.string(),
});
export type PortalPaymentRecord = z.infer<typeof portalPaymentRecordSchema>;
export const portalPaymentRecordListResponseSchema = z.object({ data: z.array(portalPaymentRecordSchema), meta: z.object({ total_count: z.number().int() }) });
