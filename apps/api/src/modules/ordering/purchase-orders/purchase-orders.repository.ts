import { and, asc, count, desc, eq, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import { withDocumentNumbers } from '../../platform/document-numbers/document-numbers.repository';
import type { Queryable } from '../../../db/client';
import { batches, keywordOrNumber, likePattern } from '../../../db/sql-helpers';
import { companies } from '../../../db/schema/companies';
import { contracts } from '../../../db/schema/contracts';
import { projects } from '../../../db/schema/projects';
import {
  purchaseOrderItemGroups,
  purchaseOrderItems,
  purchaseOrderLogs,
  purchaseOrders,
  type PurchaseOrderLogChange,
} from '../../../db/schema/purchase-orders';
import { workerAccountProfiles, workerAccounts } from '../../../db/schema/worker-accounts';
import { workers } from '../../../db/schema/workers';

export type OrderRow = typeof purchaseOrders.$inferSelect;
export type GroupRow = typeof purchaseOrderItemGroups.$inferSelect;
export type ItemRow = typeof purchaseOrderItems.$inferSelect;
/** An order to write; its 発注番号 is given on insert. */
export type OrderWrite = Omit<typeof purchaseOrders.$inferInsert, 'id' | 'searchText' | 'number'>;
export type GroupWrite = { title: string; deliveryDate: string | null; inspectionDate: string | null; paymentDueDate: string | null; subtotal: number;
  items: Omit<typeof purchaseOrderItems.$inferInsert, 'id' | 'itemGroupId' | 'position'>[] };

/** The contract an order is written under, with its worker (the parties of the document). */
export async function findContractWithParties(db: Queryable, companyId: number, where: { code?: string; id?: number }) {
  const [row] = await db
    .select({
      contract: contracts,
      worker: {
        id: workers.id,
        code: workers.code,
        fullName: workers.fullName,
        tradeName: workers.tradeName,
        email: workers.email,
        occupation: workers.occupation,
        accountId: workers.accountId,
      },
      accountEmail: workerAccounts.email,
      profile: workerAccountProfiles,
    })
    .from(contracts)
    .innerJoin(workers, eq(workers.id, contracts.workerId))
    .leftJoin(workerAccounts, eq(workerAccounts.id, workers.accountId))
    .leftJoin(workerAccountProfiles, eq(workerAccountProfiles.accountId, workers.accountId))
    .where(
      and(
        eq(contracts.companyId, companyId),
        where.code !== undefined ? eq(contracts.code, where.code) : undefined,
        where.id !== undefined ? eq(contracts.id, where.id) : undefined,
      ),
    )
    .limit(1);
  return row;
}
export type ContractWithParties = NonNullable<Awaited<ReturnType<typeof findContractWithParties>>>;

export async function findCompany(db: Queryable, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

export async function findOrder(db: Queryable, companyId: number, code: string, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.companyId, companyId), eq(purchaseOrders.code, code)))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The groups of the orders with their items, in position order. */
export async function groupsOf(db: Queryable, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  const groups = await db
    .select()
    .from(purchaseOrderItemGroups)
    .where(inArray(purchaseOrderItemGroups.purchaseOrderId, [...orderIds]))
    .orderBy(asc(purchaseOrderItemGroups.purchaseOrderId), asc(purchaseOrderItemGroups.position));
  const items = groups.length
    ? await db
        .select()
        .from(purchaseOrderItems)
        .where(
          inArray(
            purchaseOrderItems.itemGroupId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(asc(purchaseOrderItems.itemGroupId), asc(purchaseOrderItems.position))
    : [];
  return groups.map((g) => ({ ...g, items: items.filter((i) => i.itemGroupId === g.id) }));
}
export type GroupWithItems = Awaited<ReturnType<typeof groupsOf>>[number];

export async function findProject(db: Queryable, companyId: number, id: number) {
  const [row] = await db
    .select({ id: projects.id, code: projects.code, name: projects.name, enabled: projects.enabled })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.id, id)))
    .limit(1);
  return row;
}

export async function insertOrder(db: Queryable, values: OrderWrite): Promise<OrderRow> {
  const [row] = await db.insert(purchaseOrders).values(await withDocumentNumbers(db, 'purchase_order', [values], (o) => o.orderDate)).returning();
  return row!;
}

export async function updateOrder(db: Queryable, companyId: number, id: number, values: Partial<OrderWrite>) {
  const [row] = await db
    .update(purchaseOrders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(purchaseOrders.companyId, companyId), eq(purchaseOrders.id, id)))
    .returning();
  return row!;
}

export async function deleteOrder(db: Queryable, companyId: number, id: number) {
  await db.delete(purchaseOrders).where(and(eq(purchaseOrders.companyId, companyId), eq(purchaseOrders.id, id)));
}

/** Replaces the order's groups and items (a draft or an order in correction: nothing refers to them yet). */
export async function replaceGroups(db: Queryable, companyId: number, orderId: number, groups: readonly GroupWrite[]) {
  await db.delete(purchaseOrderItemGroups).where(eq(purchaseOrderItemGroups.purchaseOrderId, orderId));
  if (groups.length === 0) return;
  const inserted = await db
    .insert(purchaseOrderItemGroups)
    .values(
      groups.map((g, position) => ({
        companyId,
        purchaseOrderId: orderId,
        position,
        title: g.title,
        deliveryDate: g.deliveryDate,
        inspectionDate: g.inspectionDate,
        paymentDueDate: g.paymentDueDate,
        subtotal: g.subtotal,
      })),
    )
    .returning({ id: purchaseOrderItemGroups.id, position: purchaseOrderItemGroups.position });
  const byPosition = new Map(inserted.map((r) => [r.position, r.id]));
  const items = groups.flatMap((g, gi) => g.items.map((item, position) => ({ ...item, itemGroupId: byPosition.get(gi)!, position })));
  if (items.length) await db.insert(purchaseOrderItems).values(items);
}

/**
 * Updates the groups in place when their count is unchanged (their ids, and deliveries referring to them, stay), else
 * replaces them. Items are always replaced.
 */
export async function writeGroups(db: Queryable, companyId: number, orderId: number, groups: readonly GroupWrite[]) {
  const existing = await db
    .select({ id: purchaseOrderItemGroups.id })
    .from(purchaseOrderItemGroups)
    .where(eq(purchaseOrderItemGroups.purchaseOrderId, orderId))
    .orderBy(asc(purchaseOrderItemGroups.position));
  if (existing.length !== groups.length) return replaceGroups(db, companyId, orderId, groups);
  for (const [i, g] of groups.entries()) {
    const groupId = existing[i]!.id;
    await db
      .update(purchaseOrderItemGroups)
      .set({ title: g.title, deliveryDate: g.deliveryDate, inspectionDate: g.inspectionDate, paymentDueDate: g.paymentDueDate, subtotal: g.subtotal })
      .where(eq(purchaseOrderItemGroups.id, groupId));
    await db.delete(purchaseOrderItems).where(eq(purchaseOrderItems.itemGroupId, groupId));
    if (g.items.length) await db.insert(purchaseOrderItems).values(g.items.map((item, position) => ({ ...item, itemGroupId: groupId, position })));
  }
}

/** Drops the typed per-line taxes of an order's items (an order stored before issue #18, re-saved when sent). */
export async function clearTypedTaxes(db: Queryable, groupIds: readonly number[]) {
  if (groupIds.length === 0) return;
  await db.update(purchaseOrderItems).set({ tax: null }).where(inArray(purchaseOrderItems.itemGroupId, [...groupIds]));
}

export async function insertLog(
  db: Queryable,
  row: {
    companyId: number;
    purchaseOrderId: number;
    action: string;
    actorType: 'employee' | 'worker';
    actorName: string;
    comment?: string | null;
    changes?: PurchaseOrderLogChange[];
    /** Defaults to now (the demo seed dates its history). */
    createdAt?: string;
  },
) {
  await db.insert(purchaseOrderLogs).values({ ...row, changes: row.changes ?? [] });
}

export async function listLogs(db: Queryable, companyId: number, orderId: number, limit: number, offset: number) {
  const where = and(eq(purchaseOrderLogs.companyId, companyId), eq(purchaseOrderLogs.purchaseOrderId, orderId));
  const [rows, [total]] = await Promise.all([
    db.select().from(purchaseOrderLogs).where(where).orderBy(desc(purchaseOrderLogs.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(purchaseOrderLogs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type OrderListFilter = {
  contractId?: number;
  workerId?: number;
  status?: OrderRow['status'];
  projectId?: number;
  orderDateFrom?: string | null;
  orderDateTo?: string | null;
  /** folded like foldForSearch: the title or the 発注番号 */
  keyword?: string;
};

/**
 * One page of the company's orders (newest order date first) with the worker, contract and project. The page's ids
 * are chosen first by a lean subquery (index purchase_orders_company_date_idx, or the status one, read backwards, so a
 * deep OFFSET skips index entries only); only those rows are joined — never the skipped ones (as the contract list).
 */
export async function listOrdersPage(db: Queryable, companyId: number, filter: OrderListFilter, limit: number, offset: number) {
  const conditions: (SQL | undefined)[] = [
    eq(purchaseOrders.companyId, companyId),
    filter.contractId !== undefined ? eq(purchaseOrders.contractId, filter.contractId) : undefined,
    filter.workerId !== undefined ? eq(purchaseOrders.workerId, filter.workerId) : undefined,
    filter.status ? eq(purchaseOrders.status, filter.status) : undefined,
    filter.projectId !== undefined ? eq(purchaseOrders.projectId, filter.projectId) : undefined,
    filter.orderDateFrom ? gte(purchaseOrders.orderDate, filter.orderDateFrom) : undefined,
    filter.orderDateTo ? lte(purchaseOrders.orderDate, filter.orderDateTo) : undefined,
    filter.keyword ? keywordOrNumber(purchaseOrders.number, filter.keyword, like(purchaseOrders.searchText, likePattern(filter.keyword))!) : undefined,
  ];
  const where = and(...conditions);
  const page = db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(where)
    .orderBy(desc(purchaseOrders.orderDate), desc(purchaseOrders.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: {
          id: purchaseOrders.id,
          code: purchaseOrders.code,
          number: purchaseOrders.number,
          status: purchaseOrders.status,
          title: purchaseOrders.title,
          orderDate: purchaseOrders.orderDate,
          total: purchaseOrders.total,
          firstDeliveryDate: purchaseOrders.firstDeliveryDate,
          updatedAt: purchaseOrders.updatedAt,
        },
        worker: { code: workers.code, fullName: workers.fullName, tradeName: workers.tradeName },
        contract: { code: contracts.code, title: contracts.title },
        project: { id: projects.id, name: projects.name },
      })
      .from(page)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, page.id))
      .innerJoin(workers, eq(workers.id, purchaseOrders.workerId))
      .innerJoin(contracts, eq(contracts.id, purchaseOrders.contractId))
      .leftJoin(projects, eq(projects.id, purchaseOrders.projectId))
      .orderBy(desc(purchaseOrders.orderDate), desc(purchaseOrders.id)),
    db.select({ n: count() }).from(purchaseOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * I1: what the worker may see of an order is what was sent: 送信済み, 承認済み, and 修正依頼 (the worker's own request on
 * the sent text). 修正中 (the company taken it back, or is editing after 修正依頼) is an unsent edit: the order leaves the
 * portal until it is sent again. A draft never shows.
 */
const SENT_TO_WORKER = sql`${purchaseOrders.status} in ('reviewing', 'approved', 'rejected')`;

/** The orders of one worker row that the worker may see (as sent; never a draft or an unsent edit). */
export async function listWorkerOrders(db: Queryable, companyId: number, workerId: number, contractId: number) {
  return db
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.companyId, companyId),
        eq(purchaseOrders.workerId, workerId),
        eq(purchaseOrders.contractId, contractId),
        SENT_TO_WORKER,
      ),
    )
    .orderBy(desc(purchaseOrders.orderDate), desc(purchaseOrders.id))
    .limit(500);
}

/** An order of one of the account's worker rows as sent to the worker (never a draft or an unsent edit); else undefined. */
export async function findOrderForAccount(db: Queryable, accountId: number, code: string, opts: { forUpdate?: boolean } = {}) {
  const q = db
    .select({ order: purchaseOrders })
    .from(purchaseOrders)
    .innerJoin(workers, eq(workers.id, purchaseOrders.workerId))
    .where(and(eq(purchaseOrders.code, code), eq(workers.accountId, accountId), SENT_TO_WORKER))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update', { of: purchaseOrders }) : await q;
  return row?.order;
}

/** The company and worker row of an item group, when its order was sent to one of the account's worker rows. */
export async function findGroupOwnerForAccount(db: Queryable, accountId: number, groupId: number) {
  const [row] = await db
    .select({ companyId: purchaseOrders.companyId, workerId: purchaseOrders.workerId })
    .from(purchaseOrderItemGroups)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItemGroups.purchaseOrderId))
    .innerJoin(workers, eq(workers.id, purchaseOrders.workerId))
    .where(and(eq(purchaseOrderItemGroups.id, groupId), eq(workers.accountId, accountId), SENT_TO_WORKER))
    .limit(1);
  return row ?? null;
}

// ── bulk writes for the large company (bench/large-company.ts) ───────────────

type GroupInsert = Omit<typeof purchaseOrderItemGroups.$inferInsert, 'id'>;
type ItemInsert = Omit<typeof purchaseOrderItems.$inferInsert, 'id'>;

/** Splits rows so that one multi-row insert stays under PostgreSQL's 65,535 parameters. */

/** Many orders in multi-row inserts; answers each order's id by its code. */
/** How many orders the company has (the bench adds its orders only to a company without any). */
export async function countCompanyOrders(db: Queryable, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(purchaseOrders).where(eq(purchaseOrders.companyId, companyId));
  return row?.n ?? 0;
}

export async function insertOrdersBulk(db: Queryable, rows: readonly OrderWrite[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of batches(rows, 2000)) {
    const numbered = await withDocumentNumbers(db, 'purchase_order', batch, (o) => o.orderDate);
    for (const r of await db.insert(purchaseOrders).values(numbered).returning({ id: purchaseOrders.id, code: purchaseOrders.code })) ids.set(r.code, r.id);
  }
  return ids;
}

/** Many item groups in multi-row inserts; answers each group's id by `${purchaseOrderId}:${position}`. */
export async function insertGroupsBulk(db: Queryable, rows: readonly GroupInsert[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of batches(rows, 5000)) {
    const inserted = await db
      .insert(purchaseOrderItemGroups)
      .values(batch)
      .returning({ id: purchaseOrderItemGroups.id, orderId: purchaseOrderItemGroups.purchaseOrderId, position: purchaseOrderItemGroups.position });
    for (const r of inserted) ids.set(`${r.orderId}:${r.position}`, r.id);
  }
  return ids;
}

export async function insertItemsBulk(db: Queryable, rows: readonly ItemInsert[]): Promise<void> {
  for (const batch of batches(rows, 5000)) await db.insert(purchaseOrderItems).values(batch);
}

/**
 * The portal's 対応が必要なもの (issue #21): the orders sent to one worker row that wait for the worker's approval
 * (reviewing), the count of all and the `limit` newest, with their contract.
 */
export async function ordersAwaitingWorker(db: Queryable, companyId: number, workerId: number, limit: number) {
  const where = and(eq(purchaseOrders.companyId, companyId), eq(purchaseOrders.workerId, workerId), eq(purchaseOrders.status, 'reviewing'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        code: purchaseOrders.code,
        number: purchaseOrders.number,
        title: purchaseOrders.title,
        orderDate: purchaseOrders.orderDate,
        total: purchaseOrders.total,
        contractCode: contracts.code,
        contractTitle: contracts.title,
      })
      .from(purchaseOrders)
      .innerJoin(contracts, eq(contracts.id, purchaseOrders.contractId))
      .where(where)
      .orderBy(desc(purchaseOrders.orderDate), desc(purchaseOrders.id))
      .limit(limit),
    db.select({ n: count() }).from(purchaseOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
