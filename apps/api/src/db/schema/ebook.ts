import { sql } from 'drizzle-orm';
import { bigint, boolean, date, foldedSearchText, id, index, integer, jsonb, pgTable, text, timestamptz, uniqueIndex } from './columns';
import { companyId } from './companies';

/**
 * 電子帳簿保存法 (電子取引, issue #25 item 2): one index row per document exchanged with a worker — 発注書 (once it left
 * the draft), 納品, 請求書, 支払通知書 (once sent) — with the three search keys of the law (取引年月日, 取引金額 税込,
 * 取引先) and the document's kind and number. Written by database triggers on the source tables (migration
 * 0024_ebook_triggers), so no code path can change a document without leaving a version. Never deleted while retained.
 */
export const ebookDocuments = pgTable(
  'ebook_documents',
  {
    id: id(),
    companyId: companyId(),
    kind: text('kind', { enum: ['purchase_order', 'delivery', 'invoice', 'payment_notification'] }).notNull(),
    /** the source row's id in its own table (purchase_orders, deliveries, invoices, payment_notifications) */
    sourceId: integer('source_id').notNull(),
    /** the source's public code (URLs) */
    sourceCode: text('source_code').notNull(),
    /** 書類番号 as printed (発注番号, 通知番号, the worker's 請求書番号 …) */
    number: text('number').notNull(),
    /** 取引年月日 */
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    /** 取引金額 (税込) */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 取引先: the worker's name and code as on the document */
    partnerName: text('partner_name').notNull(),
    partnerCode: text('partner_code').notNull(),
    /** partner_name folded like foldForSearch (added by hand in 0024_ebook_triggers) */
    searchText: foldedSearchText('partner_name'),
    workerId: integer('worker_id'),
    /** the latest version's number (1 = as first exchanged) */
    version: integer('version').notNull().default(1),
    /** the last day the document must be kept (7 or 10 years from the legal date) */
    retainUntil: date('retain_until', { mode: 'string' }).notNull(),
    /** set when the source row was deleted after its retention ended (the index and versions stay) */
    sourceDeletedAt: timestamptz('source_deleted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ebook_documents_source_uq').on(t.kind, t.sourceId),
    index('ebook_documents_company_date_idx').on(t.companyId, t.transactionDate, t.id),
    index('ebook_documents_company_amount_idx').on(t.companyId, t.amount, t.id),
    index('ebook_documents_company_partner_idx').on(t.companyId, t.partnerCode, t.transactionDate),
    index('ebook_documents_partner_trgm_idx').using('gin', sql`${t.partnerName} gin_trgm_ops`),
    index('ebook_documents_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Every version of an indexed document (訂正削除の履歴): the document as it stood (the source row with its lines) and the
 * fields that changed from the previous version. Append-only.
 */
export const ebookDocumentVersions = pgTable(
  'ebook_document_versions',
  {
    id: id(),
    companyId: companyId(),
    documentId: integer('document_id')
      .notNull()
      .references(() => ebookDocuments.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    /** what happened: created | updated | deleted */
    action: text('action', { enum: ['created', 'updated', 'deleted'] }).notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** top-level keys of the snapshot that differ from the previous version */
    changedFields: text('changed_fields').array().notNull().default(sql`'{}'::text[]`),
    /** who made the change when the request said so (app.actor_name), else null */
    actorName: text('actor_name'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ebook_document_versions_uq').on(t.documentId, t.version),
    index('ebook_document_versions_company_idx').on(t.companyId, t.createdAt, t.id),
  ],
);

/** The company's 電子帳簿保存法 settings: retention and the 事務処理規程 it adopted. */
export const ebookSettings = pgTable('ebook_settings', {
  companyId: companyId().primaryKey(),
  /** 欠損金の繰越控除: keep 10 years instead of 7 */
  lossCarryforward: boolean('loss_carryforward').notNull().default(false),
  /** the month (1–12) the company's business year ends; the legal date is the 法定申告期限 two months later */
  fiscalYearEndMonth: integer('fiscal_year_end_month').notNull().default(3),
  /** the day the company adopted the 事務処理規程 (null: not yet) */
  regulationAdoptedOn: date('regulation_adopted_on', { mode: 'string' }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
