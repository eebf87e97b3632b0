/**
 * 電子帳簿保存法 (電子取引, issue #25 item 2): the wire contract of the document index, its versions (訂正削除の履歴), the
 * company's retention settings and the 税務調査用 export. The API (apps/api/src/modules/compliance/ebook) and the screens
 * (apps/web/src/routes/ebook) are both built against this file. Routes, all under /api/v2/employee:
 *
 * - GET  /ebook_documents?…ebookSearchQuerySchema        → EbookDocumentListWire (AND of every condition given)
 * - GET  /ebook_documents/{id}                           → { data: EbookDocumentDetailWire } (every version, newest first)
 * - GET  /ebook_documents/{id}/history.pdf               → the document's index entry and every version with its
 *                                                          differences, printable (Japanese text extractable)
 * - GET  /ebook_settings                                 → { data: EbookSettingsWire }
 * - PUT  /ebook_settings  ebookSettingsInputSchema       → { data: EbookSettingsWire } (retain_until recomputed)
 * - GET  /ebook_regulation?format=pdf|txt                → the 事務処理規程 template with the company's name filled in
 * - POST /ebook_exports  ebookExportInputSchema          → 202 { data: JobRunWire } (packages/shared/src/jobs.ts; the
 *                                                          zip is downloaded from GET /jobs/{code}/download)
 *
 * Who: owner, administrator and the payment roles read and export; settings are written by owner/administrator
 * (the lead checks packages/shared/src/roles.ts for the exact role names the API uses).
 */
import { z } from 'zod';
import { ja } from './messages/ja';
import { pageQuery } from './paging';

/** The documents the law's 電子取引 covers in this product, in the order the screens list them. */
export const ebookDocumentKinds = ['purchase_order', 'delivery', 'invoice', 'payment_notification'] as const;
export type EbookDocumentKind = (typeof ebookDocumentKinds)[number];
export const ebookDocumentKindLabels: Record<EbookDocumentKind, string> = ja.ebook.kinds;

export const ebookVersionActions = ['created', 'updated', 'deleted'] as const;
export type EbookVersionAction = (typeof ebookVersionActions)[number];
export const ebookVersionActionLabels: Record<EbookVersionAction, string> = ja.ebook.actions;

/** Retention in years: 7, or 10 when a 欠損金 is carried forward (法人税法 57条; the company's setting). */
export const EBOOK_RETENTION_YEARS = 7;
export const EBOOK_RETENTION_YEARS_WITH_LOSS = 10;
/** The largest amount a search may name (JPY); larger input is refused with a Japanese message. */
export const EBOOK_AMOUNT_MAX = 999_999_999_999;
/** The longest period one 税務調査用 export may cover (days); the API refuses longer ones. */
export const EBOOK_EXPORT_MAX_DAYS = 3_700;
export const EBOOK_LIST_DEFAULT_PER = 50;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const optionalDate = isoDate.optional();
const optionalAmount = z.coerce.number().int().min(0).max(EBOOK_AMOUNT_MAX).optional();

/**
 * The search (電子帳簿保存法施行規則 4条1項 / 2条6項6号: 取引年月日・取引金額・取引先, date and amount as ranges, any
 * combination). `partner` matches the 取引先's name (part, kana-folded) or its code (exact). `corrected` keeps the
 * documents with more than one version. Dates are YYYY-MM-DD; the API answers 422 with Japanese messages for a range
 * whose start is after its end.
 */
export const ebookSearchQuerySchema = z.object({
  ...pageQuery('per', EBOOK_LIST_DEFAULT_PER),
  date_from: optionalDate,
  date_to: optionalDate,
  amount_from: optionalAmount,
  amount_to: optionalAmount,
  partner: z.string().trim().max(100).optional(),
  kind: z.enum(ebookDocumentKinds).optional(),
  number: z.string().trim().max(50).optional(),
  corrected: z.enum(['true', 'false']).optional(),
});
export type EbookSearchQuery = z.infer<typeof ebookSearchQuerySchema>;

export const ebookDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ebookDocumentKinds),
  /** 書類番号 as printed */
  number: z.string(),
  /** the source's public code */
  sourceCode: z.string(),
  /**
   * The source document's page in the company's app (packages/shared/src/todos.ts documentPaths: the order, delivery and
   * invoice under their worker and contract, the 支払通知書 opened over its list); null once the source was deleted.
   */
  sourcePath: z.string().nullable(),
  /** 取引年月日 YYYY-MM-DD */
  transactionDate: z.string(),
  /** 取引金額 (税込, JPY) */
  amount: z.number().int(),
  partnerName: z.string(),
  partnerCode: z.string(),
  /** the latest version (1 = never corrected) */
  version: z.number().int(),
  /** keep until YYYY-MM-DD */
  retainUntil: z.string(),
  /** when the source was deleted after its retention (null while it exists) */
  sourceDeletedAt: z.string().nullable(),
  /** first registered (ISO instant) */
  createdAt: z.string(),
  /** the last version's time (ISO instant) */
  updatedAt: z.string(),
});
export type EbookDocumentWire = z.infer<typeof ebookDocumentSchema>;

export const ebookDocumentListSchema = z.object({
  data: z.array(ebookDocumentSchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), per: z.number().int() }),
});
export type EbookDocumentListWire = z.infer<typeof ebookDocumentListSchema>;

/** One changed field between a version and the one before it, in words a clerk reads (label, before, after). */
export const ebookFieldChangeSchema = z.object({
  /** the snapshot key (e.g. total, lines) */
  field: z.string(),
  /** its Japanese label (合計金額, 明細 …) */
  label: z.string(),
  /** the values as displayed (¥1,234,567; 2026/11/26; a line list joined with 「、」); null when absent */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type EbookFieldChangeWire = z.infer<typeof ebookFieldChangeSchema>;

export const ebookVersionSchema = z.object({
  version: z.number().int(),
  action: z.enum(ebookVersionActions),
  /** ISO instant */
  createdAt: z.string(),
  actorName: z.string().nullable(),
  /** empty for version 1 */
  changes: z.array(ebookFieldChangeSchema),
  /** the document as it stood in this version: label → displayed value, in the document's order */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type EbookVersionWire = z.infer<typeof ebookVersionSchema>;

export const ebookDocumentDetailSchema = ebookDocumentSchema.extend({ versions: z.array(ebookVersionSchema) });
export type EbookDocumentDetailWire = z.infer<typeof ebookDocumentDetailSchema>;

export const ebookSettingsSchema = z.object({
  lossCarryforward: z.boolean(),
  /** 1–12: the month the business year ends */
  fiscalYearEndMonth: z.number().int().min(1).max(12),
  /** YYYY-MM-DD or null */
  regulationAdoptedOn: z.string().nullable(),
  /** the retention the setting gives (7 or 10) */
  retentionYears: z.number().int(),
  /** how many documents are indexed for the company */
  documentCount: z.number().int(),
});
export type EbookSettingsWire = z.infer<typeof ebookSettingsSchema>;

export const ebookSettingsInputSchema = z.object({
  lossCarryforward: z.boolean(),
  fiscalYearEndMonth: z.coerce.number().int().min(1).max(12),
  regulationAdoptedOn: isoDate.nullable(),
});
export type EbookSettingsInput = z.infer<typeof ebookSettingsInputSchema>;

/** 税務調査用 export: every indexed document whose 取引年月日 is in the period (index CSV, history CSV, PDFs, files). */
export const ebookExportInputSchema = z.object({ date_from: isoDate, date_to: isoDate });
export type EbookExportInput = z.infer<typeof ebookExportInputSchema>;

/** The zip's name: 【電子取引データ】{from}_{to}.zip with dates as YYYYMMDD. */
export function ebookExportZipName(from: string, to: string): string {
  return `【電子取引データ】${from.replaceAll('-', '')}_${to.replaceAll('-', '')}.zip`;
}
