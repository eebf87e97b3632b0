/**
 * 電子帳簿保存法: the index (ebook_documents), its versions and the company's settings. The index and versions are
 * written by the database triggers of drizzle/0024_ebook_triggers.sql; this module reads them and writes only the
 * settings and the recomputed retain_until.
 */
import { and, asc, desc, eq, getTableColumns, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import { foldForSearch } from '@app/shared/kana';
import type { EbookDocumentKind } from '@app/shared/ebook';
import type { Queryable } from '../../../db/client';
import { ebookDocuments, ebookDocumentVersions, ebookSettings } from '../../../db/schema/ebook';
import { companies } from '../../../db/schema/companies';
import { likePattern } from '../../../db/sql-helpers';

export type DocumentRow = typeof ebookDocuments.$inferSelect;
export type VersionRow = typeof ebookDocumentVersions.$inferSelect;
export type SettingsRow = { lossCarryforward: boolean; fiscalYearEndMonth: number; regulationAdoptedOn: string | null };

export type SearchFilter = {
  dateFrom?: string;
  dateTo?: string;
  amountFrom?: number;
  amountTo?: number;
  partner?: string;
  kind?: EbookDocumentKind;
  number?: string;
  corrected?: boolean;
};

/** The AND of every condition given (the law's combined search), always within the company. */
function searchWhere(companyId: number, f: SearchFilter): SQL {
  const d = ebookDocuments;
  const conditions: (SQL | undefined)[] = [eq(d.companyId, companyId)];
  if (f.dateFrom) conditions.push(gte(d.transactionDate, f.dateFrom));
  if (f.dateTo) conditions.push(lte(d.transactionDate, f.dateTo));
  if (f.amountFrom !== undefined) conditions.push(gte(d.amount, f.amountFrom));
  if (f.amountTo !== undefined) conditions.push(lte(d.amount, f.amountTo));
  if (f.partner) {
    const folded = foldForSearch(f.partner);
    conditions.push(sql`(${d.searchText} like ${likePattern(folded)} or ${d.partnerCode} = ${f.partner})`);
  }
  if (f.kind) conditions.push(eq(d.kind, f.kind));
  if (f.number) conditions.push(sql`lower(${d.number}) like ${likePattern(f.number.toLowerCase())}`);
  if (f.corrected === true) conditions.push(gt(d.version, 1));
  if (f.corrected === false) conditions.push(eq(d.version, 1));
  return and(...conditions)!;
}

/**
 * One page, newest 取引年月日 first, and the total — in ONE statement (the count as a window over the matching rows,
 * which the sort reads anyway); only a page past the end asks for the count apart.
 */
export async function search(db: Queryable, companyId: number, f: SearchFilter, page: number, per: number): Promise<{ rows: DocumentRow[]; total: number }> {
  const where = searchWhere(companyId, f);
  const found = await db
    .select({ ...getTableColumns(ebookDocuments), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(ebookDocuments)
    .where(where)
    .orderBy(desc(ebookDocuments.transactionDate), desc(ebookDocuments.id))
    .limit(per)
    .offset((page - 1) * per);
  if (found.length > 0) return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]!.total };
  if (page === 1) return { rows: [], total: 0 };
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(ebookDocuments).where(where);
  return { rows: [], total: count?.n ?? 0 };
}

/** The worker, contract and delivery codes behind indexed orders, deliveries and invoices (their pages' paths). */
export type SourceCodes = { workerCode: string; contractCode: string; deliveryCode: string | null };

/** SourceCodes by index row id, for the page's rows whose source still exists (one statement). */
export async function sourceCodesOf(db: Queryable, companyId: number, rows: readonly DocumentRow[]): Promise<Map<number, SourceCodes>> {
  const ids = (kind: DocumentRow['kind']) => rows.filter((r) => r.kind === kind && r.sourceDeletedAt === null).map((r) => r.sourceId);
  const [orders, deliveries, invoices] = [ids('purchase_order'), ids('delivery'), ids('invoice')];
  if (orders.length + deliveries.length + invoices.length === 0) return new Map();
  const found = await db.execute<{ id: number; workerCode: string; contractCode: string; deliveryCode: string | null }>(sql`
    select e.id, w.code as "workerCode", c.code as "contractCode", s.delivery_code as "deliveryCode"
      from (
        select 'purchase_order' as kind, po.id, po.contract_id, null::text as delivery_code
          from purchase_orders po where po.company_id = ${companyId} and po.id = any(${sql.param(orders)}::int[])
        union all
        select 'delivery', d.id, d.contract_id, d.code
          from deliveries d where d.company_id = ${companyId} and d.id = any(${sql.param(deliveries)}::int[])
        union all
        select 'invoice', i.id, d.contract_id, d.code
          from invoices i join deliveries d on d.id = i.delivery_id
         where i.company_id = ${companyId} and i.id = any(${sql.param(invoices)}::int[])
      ) s
      join ebook_documents e on e.company_id = ${companyId} and e.kind = s.kind and e.source_id = s.id
      join contracts c on c.id = s.contract_id
      join workers w on w.id = c.worker_id`);
  return new Map(found.rows.map((r) => [r.id, { workerCode: r.workerCode, contractCode: r.contractCode, deliveryCode: r.deliveryCode }]));
}

/** Every document of a 取引年月日 period, oldest first (the 税務調査用 export). */
export async function documentsInPeriod(db: Queryable, companyId: number, from: string, to: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(ebookDocuments)
    .where(and(eq(ebookDocuments.companyId, companyId), gte(ebookDocuments.transactionDate, from), lte(ebookDocuments.transactionDate, to)))
    .orderBy(asc(ebookDocuments.transactionDate), asc(ebookDocuments.id));
}

export async function findDocument(db: Queryable, companyId: number, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(ebookDocuments).where(and(eq(ebookDocuments.companyId, companyId), eq(ebookDocuments.id, id)));
  return row;
}

/** The versions of documents, oldest first per document. */
export async function versionsOf(db: Queryable, companyId: number, documentIds: readonly number[]): Promise<VersionRow[]> {
  if (documentIds.length === 0) return [];
  return db
    .select()
    .from(ebookDocumentVersions)
    .where(and(eq(ebookDocumentVersions.companyId, companyId), sql`${ebookDocumentVersions.documentId} = any(${sql.param([...documentIds])}::int[])`))
    .orderBy(asc(ebookDocumentVersions.documentId), asc(ebookDocumentVersions.version));
}

const DEFAULT_SETTINGS: SettingsRow = { lossCarryforward: false, fiscalYearEndMonth: 3, regulationAdoptedOn: null };

export async function settingsOf(db: Queryable, companyId: number): Promise<SettingsRow> {
  const [row] = await db
    .select({ lossCarryforward: ebookSettings.lossCarryforward, fiscalYearEndMonth: ebookSettings.fiscalYearEndMonth, regulationAdoptedOn: ebookSettings.regulationAdoptedOn })
    .from(ebookSettings)
    .where(eq(ebookSettings.companyId, companyId));
  return row ?? DEFAULT_SETTINGS;
}

export async function documentCount(db: Queryable, companyId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(ebookDocuments).where(eq(ebookDocuments.companyId, companyId));
  return row?.n ?? 0;
}

export async function saveSettings(db: Queryable, companyId: number, values: SettingsRow): Promise<void> {
  await db
    .insert(ebookSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: ebookSettings.companyId, set: { ...values, updatedAt: sql`now()` } });
}

/** retain_until of every document of the company again, by the SQL rule of the triggers (ebook_retain_until). */
export async function recomputeRetention(db: Queryable, companyId: number, s: SettingsRow, years: number): Promise<void> {
  await db
    .update(ebookDocuments)
    .set({ retainUntil: sql`ebook_retain_until(${ebookDocuments.transactionDate}, ${s.fiscalYearEndMonth}::int, ${years}::int)` })
    .where(eq(ebookDocuments.companyId, companyId));
}

export async function companyName(db: Queryable, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

export async function countInPeriod(db: Queryable, companyId: number, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ebookDocuments)
    .where(and(eq(ebookDocuments.companyId, companyId), gte(ebookDocuments.transactionDate, from), lte(ebookDocuments.transactionDate, to)));
  return row?.n ?? 0;
}
