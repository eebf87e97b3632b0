import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { batches, likePattern } from '../../../db/sql-helpers';
import { contracts } from '../../../db/schema/contracts';
import { deliveries, invoices, purchaseOrderItemGroups, purchaseOrders } from '../../../db/schema/purchase-orders';
import { workers } from '../../../db/schema/workers';
import { invoiceRegistrations } from '../../../db/schema/invoice-registrations';
import type { ProgressKey } from '@app/shared/contract-progress';
import { progressOfRank, type ContractProgress } from '../../partners/contracts/contract-progress';
import { contractRankSql } from './contract-progress.sql';
import { latestDeliveryAndInvoiceSql } from './item-group-state.sql';

export type DeliveryRow = typeof deliveries.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
/** A submitted file: its final key (written by the server), size and, since issue #19 N1, its SHA-256 (older files have none). */
export type StoredFileRef = { key: string; name: string; size: number; contentType: string; sha256?: string };

/** True when any delivery was submitted for one of the order's groups (the order can no longer be taken back). */
export async function hasDeliveries(db: Queryable, orderId: number): Promise<boolean> {
  const [row] = await db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.purchaseOrderId, orderId)).limit(1);
  return Boolean(row);
}

export async function findGroup(db: Queryable, companyId: number, groupId: number) {
  const [row] = await db
    .select({ group: purchaseOrderItemGroups, order: purchaseOrders })
    .from(purchaseOrderItemGroups)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItemGroups.purchaseOrderId))
    .where(and(eq(purchaseOrderItemGroups.companyId, companyId), eq(purchaseOrderItemGroups.id, groupId)))
    .limit(1);
  return row;
}

export async function findDelivery(db: Queryable, companyId: number, code: string, opts: { forUpdate?: boolean } = {}) {
  const q = db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.companyId, companyId), eq(deliveries.code, code)))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function insertDelivery(db: Queryable, values: typeof deliveries.$inferInsert) {
  const [row] = await db.insert(deliveries).values(values).returning();
  return row!;
}

export async function updateDelivery(db: Queryable, id: number, values: Partial<typeof deliveries.$inferInsert>) {
  const [row] = await db.update(deliveries).set(values).where(eq(deliveries.id, id)).returning();
  return row!;
}

/** Every delivery and invoice of the groups, newest first (the review pages show the history). */
export async function deliveriesOfGroups(db: Queryable, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  return db.select().from(deliveries).where(inArray(deliveries.itemGroupId, [...groupIds])).orderBy(desc(deliveries.id));
}

export async function invoicesOfGroups(db: Queryable, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  return db.select().from(invoices).where(inArray(invoices.itemGroupId, [...groupIds])).orderBy(desc(invoices.id));
}

export async function findInvoiceForUpdate(db: Queryable, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function insertInvoice(db: Queryable, values: typeof invoices.$inferInsert) {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

export async function updateInvoice(db: Queryable, id: number, values: Partial<typeof invoices.$inferInsert>) {
  const [row] = await db.update(invoices).set(values).where(eq(invoices.id, id)).returning();
  return row!;
}

export type DeliveryListFilter = {
  contractId?: number;
  workerId?: number;
  status?: DeliveryRow['status'];
  /**
   * The 請求書 state of the delivery's group: `none` (approved, no invoice yet: 未提出) or its latest invoice's status.
   * Only an approved delivery can have one, so every value also keeps to approved deliveries.
   */
  invoiceStatus?: 'none' | InvoiceRow['status'];
  /** folded like foldForSearch: matched in the order's title */
  keyword?: string;
};

/**
 * One page of the company's deliveries, newest first, with the order, group, worker and contract. The page's ids are
 * chosen first by a lean subquery (index deliveries_company_idx or the status one, read backwards), so a deep OFFSET
 * skips index entries only; only those rows are joined and read their latest invoice.
 */
export async function listDeliveriesPage(db: Queryable, companyId: number, filter: DeliveryListFilter, limit: number, offset: number) {
  const where = and(
    ...([
      eq(deliveries.companyId, companyId),
      filter.contractId !== undefined ? eq(deliveries.contractId, filter.contractId) : undefined,
      filter.workerId !== undefined ? eq(deliveries.workerId, filter.workerId) : undefined,
      filter.status ? eq(deliveries.status, filter.status) : undefined,
      filter.invoiceStatus ? eq(deliveries.status, 'approved') : undefined,
      filter.invoiceStatus === 'none'
        ? sql`not exists (select 1 from invoices i where i.item_group_id = ${deliveries.itemGroupId})`
        : filter.invoiceStatus
          ? sql`(select i.status from invoices i where i.item_group_id = ${deliveries.itemGroupId} order by i.id desc limit 1) = ${filter.invoiceStatus}`
          : undefined,
      filter.keyword
        ? sql`${deliveries.purchaseOrderId} in (select o.id from purchase_orders o where o.company_id = ${companyId} and o.search_text like ${likePattern(filter.keyword)})`
        : undefined,
    ] as (SQL | undefined)[]),
  );
  const page = db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(where)
    .orderBy(desc(deliveries.submittedAt), desc(deliveries.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        delivery: {
          id: deliveries.id,
          code: deliveries.code,
          status: deliveries.status,
          submittedAt: deliveries.submittedAt,
          reviewedAt: deliveries.reviewedAt,
          itemGroupId: deliveries.itemGroupId,
        },
        group: { title: purchaseOrderItemGroups.title, deliveryDate: purchaseOrderItemGroups.deliveryDate, subtotal: purchaseOrderItemGroups.subtotal },
        order: { code: purchaseOrders.code, number: purchaseOrders.number, title: purchaseOrders.title },
        worker: { code: workers.code, fullName: workers.fullName, tradeName: workers.tradeName },
        contract: { code: contracts.code, title: contracts.title },
        invoiceStatus: sql<string | null>`(select i.status from invoices i where i.item_group_id = ${deliveries.itemGroupId} order by i.id desc limit 1)`,
      })
      .from(page)
      .innerJoin(deliveries, eq(deliveries.id, page.id))
      .innerJoin(purchaseOrderItemGroups, eq(purchaseOrderItemGroups.id, deliveries.itemGroupId))
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, deliveries.purchaseOrderId))
      .innerJoin(workers, eq(workers.id, deliveries.workerId))
      .innerJoin(contracts, eq(contracts.id, deliveries.contractId))
      .orderBy(desc(deliveries.submittedAt), desc(deliveries.id)),
    db.select({ n: count() }).from(deliveries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A delivery or invoice waiting for the company's review, as the home (要対応) names it. */
export type ReviewQueueItem = {
  deliveryCode: string;
  workerCode: string;
  workerName: string;
  workerTradeName: string | null;
  contractCode: string;
  orderTitle: string;
  orderNumber: string;
  groupTitle: string;
  amount: number;
  submittedAt: string;
};

/**
 * 要対応 (issue #21): the company's deliveries waiting for review (`deliveries`) or its invoices waiting (`invoices`,
 * the latest of a group: only one can be open), the count of all and the `limit` newest.
 */
export async function reviewQueue(db: Queryable, companyId: number, what: 'deliveries' | 'invoices', limit: number) {
  const common = {
    deliveryCode: deliveries.code,
    workerCode: workers.code,
    workerName: workers.fullName,
    workerTradeName: workers.tradeName,
    contractCode: contracts.code,
    orderTitle: purchaseOrders.title,
    orderNumber: purchaseOrders.number,
    groupTitle: purchaseOrderItemGroups.title,
  };
  if (what === 'deliveries') {
    const where = and(eq(deliveries.companyId, companyId), eq(deliveries.status, 'reviewing'));
    const [rows, [total]] = await Promise.all([
      db
        .select({ ...common, amount: purchaseOrderItemGroups.subtotal, submittedAt: deliveries.submittedAt })
        .from(deliveries)
        .innerJoin(purchaseOrderItemGroups, eq(purchaseOrderItemGroups.id, deliveries.itemGroupId))
        .innerJoin(purchaseOrders, eq(purchaseOrders.id, deliveries.purchaseOrderId))
        .innerJoin(workers, eq(workers.id, deliveries.workerId))
        .innerJoin(contracts, eq(contracts.id, deliveries.contractId))
        .where(where)
        .orderBy(desc(deliveries.submittedAt), desc(deliveries.id))
        .limit(limit),
      db.select({ n: count() }).from(deliveries).where(where),
    ]);
    return { rows: rows as ReviewQueueItem[], total: total?.n ?? 0 };
  }
  const where = and(eq(invoices.companyId, companyId), eq(invoices.status, 'reviewing'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...common, amount: invoices.total, submittedAt: invoices.submittedAt })
      .from(invoices)
      .innerJoin(deliveries, eq(deliveries.id, invoices.deliveryId))
      .innerJoin(purchaseOrderItemGroups, eq(purchaseOrderItemGroups.id, invoices.itemGroupId))
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, deliveries.purchaseOrderId))
      .innerJoin(workers, eq(workers.id, deliveries.workerId))
      .innerJoin(contracts, eq(contracts.id, deliveries.contractId))
      .where(where)
      .orderBy(desc(invoices.submittedAt), desc(invoices.id))
      .limit(limit),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows: rows as ReviewQueueItem[], total: total?.n ?? 0 };
}

/**
 * The portal's 対応が必要なもの (issue #21): the item groups of one worker row's approved orders that wait for the
 * worker — `deliveries` (no delivery yet, or the latest was rejected) or `invoices` (the delivery approved, no invoice
 * yet or the latest rejected); the count of all and the `limit` with the earliest 納期.
 */
export async function groupsAwaitingWorker(db: Queryable, companyId: number, workerId: number, what: 'deliveries' | 'invoices', limit: number) {
  const waiting =
    what === 'deliveries' ? `(ld.status is null or ld.status = 'rejected')` : `ld.status = 'approved' and (li.status is null or li.status = 'rejected')`;
  const from = sql`from purchase_order_item_groups g
      join purchase_orders o on o.id = g.purchase_order_id
      join contracts c on c.id = o.contract_id
      ${sql.raw(latestDeliveryAndInvoiceSql('g.id'))}
     where o.company_id = ${companyId} and o.worker_id = ${workerId} and o.status = 'approved' and ${sql.raw(waiting)}`;
  const [rows, total] = await Promise.all([
    db.execute<{ id: number; title: string; delivery_date: string | null; subtotal: number; order_code: string; order_number: string; order_title: string; contract_code: string }>(
      sql`select g.id, g.title, g.delivery_date::text as delivery_date, g.subtotal::float8 as subtotal, o.code as order_code, o.number as order_number,
                 o.title as order_title, c.code as contract_code ${from}
          order by g.delivery_date asc nulls last, g.id asc limit ${limit}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n ${from}`),
  ]);
  return {
    rows: rows.rows.map((r) => ({
      groupId: Number(r.id),
      groupTitle: r.title,
      deliveryDate: r.delivery_date,
      amount: Number(r.subtotal),
      orderCode: r.order_code,
      orderNumber: r.order_number,
      orderTitle: r.order_title,
      contractCode: r.contract_code,
    })),
    total: Number(total.rows[0]?.n ?? 0),
  };
}

/**
 * The progress label key of each contract (null when it has no approved order), in one query: the least advanced item
 * group of its approved orders (contract-progress.sql.ts). Contracts of another company are not answered.
 */
export async function progressOfContracts(db: Queryable, companyId: number, contractIds: readonly number[]): Promise<Map<number, ProgressKey | null>> {
  const map = new Map<number, ProgressKey | null>();
  if (contractIds.length === 0) return map;
  const { rows } = await db.execute<{ id: number; rank: number | null }>(
    sql`select c.id, ${sql.raw(contractRankSql('c.id'))} as rank from contracts c
         where c.company_id = ${companyId} and c.id in ${sql`(${sql.join(contractIds.map((id) => sql`${id}`), sql`, `)})`}`,
  );
  for (const r of rows) map.set(Number(r.id), progressOfRank(r.rank === null ? null : Number(r.rank)));
  return map;
}

/** Ordering's side of the contracts' progress port: app.ts hands it to the contracts routes. */
export const contractProgress: ContractProgress = {
  ofContracts: progressOfContracts,
};

// ── bulk writes for the large company (bench/large-company.ts) ───────────────


/** Many deliveries in multi-row inserts (under PostgreSQL's 65,535 parameters each); answers their ids by code. */
export async function insertDeliveriesBulk(db: Queryable, rows: readonly (typeof deliveries.$inferInsert)[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of batches(rows, 3000)) {
    for (const r of await db.insert(deliveries).values(batch).returning({ id: deliveries.id, code: deliveries.code })) ids.set(r.code, r.id);
  }
  return ids;
}

export async function insertInvoicesBulk(db: Queryable, rows: readonly (typeof invoices.$inferInsert)[]): Promise<void> {
  for (const batch of batches(rows, 2500)) await db.insert(invoices).values(batch);
}

/** 失効・取消年月日 of a 登録番号 as published (null: holds, or not known). */
export async function registrationEndedOn(db: Queryable, number: string | null): Promise<string | null> {
  if (!number) return null;
  const [row] = await db.select({ endedOn: invoiceRegistrations.endedOn }).from(invoiceRegistrations).where(eq(invoiceRegistrations.registrationNumber, number)).limit(1);
  return row?.endedOn ?? null;
}
