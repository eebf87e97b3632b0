/**
 * SQL of 支払通知書: the notifications, their lines and the item groups they hold (this module owns the three tables),
 * and the payment_logs entries of a notification's changes (支払遅延, negative adjustments).
 */
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { batches, intArray, likePattern } from '../../../db/sql-helpers';
import { companies } from '../../../db/schema/companies';
import { contracts } from '../../../db/schema/contracts';
import { paymentLogs, paymentNotificationGroups, paymentNotificationLines, paymentNotifications, payments } from '../../../db/schema/payments';
import { purchaseOrderItemGroups } from '../../../db/schema/purchase-orders';
import { workerAccountProfiles, workerAccounts } from '../../../db/schema/worker-accounts';
import { workers } from '../../../db/schema/workers';
import { latestDeliveryAndInvoiceSql } from '../../ordering/deliveries/item-group-state.sql';

export type NotificationRow = typeof paymentNotifications.$inferSelect;
export type NotificationInsert = Omit<typeof paymentNotifications.$inferInsert, 'id' | 'searchText'>;
export type LineRow = typeof paymentNotificationLines.$inferSelect;
export type LineInsert = Omit<typeof paymentNotificationLines.$inferInsert, 'id' | 'paymentNotificationId'>;

/** Splits rows so that one multi-row insert stays under PostgreSQL's 65,535 parameters. */

// ── the item groups a notification is made from ────────────────────────────────

export type GroupCandidate = {
  id: number;
  title: string;
  paymentDueDate: string | null;
  subtotal: number;
  orderId: number;
  orderCode: string;
  orderTitle: string;
  orderStatus: string;
  contractId: number;
  contractCode: string;
  contractTitle: string;
  withholdingType: string;
  /** 順延の合意日 of the contract: a 支払期日 on a bank holiday may then be paid on the next business day (≤ 2 days). */
  postponementAgreedOn: string | null;
  workerId: number;
  workerCode: string;
  workerFullName: string;
  workerTradeName: string | null;
  projectId: number | null;
  projectName: string | null;
  deliveryStatus: string | null;
  inspectedOn: string | null;
  invoiceStatus: string | null;
  notificationId: number | null;
};

/**
 * Item groups of the company with what decides whether a notification may take them: their order's status, the latest
 * delivery (and its 検収日), the latest invoice, and the notification that already holds them. `where` narrows further.
 */
function candidateSql(companyId: number, where: SQL) {
  return sql`
    select pg.id, pg.title, pg.payment_due_date as "paymentDueDate", pg.subtotal::float8 as subtotal,
           po.id as "orderId", po.code as "orderCode", po.title as "orderTitle", po.status as "orderStatus",
           c.id as "contractId", c.code as "contractCode", c.title as "contractTitle", c.withholding_type as "withholdingType",
           c.postponement_agreed_on as "postponementAgreedOn",
           w.id as "workerId", w.code as "workerCode", w.full_name as "workerFullName", w.trade_name as "workerTradeName",
           p.id as "projectId", p.name as "projectName",
           ld.status as "deliveryStatus", ld.inspected_on as "inspectedOn", li.status as "invoiceStatus",
           png.payment_notification_id as "notificationId"
      from purchase_order_item_groups pg
      join purchase_orders po on po.id = pg.purchase_order_id
      join contracts c on c.id = po.contract_id
      join workers w on w.id = po.worker_id
      left join projects p on p.id = po.project_id
      ${sql.raw(latestDeliveryAndInvoiceSql('pg.id'))}
      left join payment_notification_groups png on png.item_group_id = pg.id
     where pg.company_id = ${companyId} and ${where}`;
}

/** The groups by id (another company's are simply absent); `forUpdate` locks them so two calls cannot take one group. */
export async function groupCandidates(db: Queryable, companyId: number, ids: readonly number[], forUpdate = false): Promise<GroupCandidate[]> {
  if (ids.length === 0) return [];
  const out: GroupCandidate[] = [];
  for (const chunk of batches(ids, 5_000)) {
    const list = sql.join(chunk.map((id) => sql`${id}`), sql`, `);
    const query = sql`${candidateSql(companyId, sql`pg.id in (${list})`)} order by pg.id ${forUpdate ? sql`for update of pg` : sql``}`;
    const { rows } = await db.execute<GroupCandidate>(query);
    out.push(...rows);
  }
  return out;
}

export type NotifiableFilter = { workerId?: number; projectId?: number; paymentMonth?: string };

/**
 * Groups that may go into a new notification: of a sent and approved order, delivery approved, invoice none or
 * approved, not yet in a notification — oldest due date first.
 */
export async function notifiableGroups(db: Queryable, companyId: number, filter: NotifiableFilter, limit: number) {
  const conditions: SQL[] = [
    sql`po.status = 'approved'`,
    sql`ld.status = 'approved'`,
    sql`(li.status is null or li.status = 'approved')`,
    sql`png.payment_notification_id is null`,
  ];
  if (filter.workerId !== undefined) conditions.push(sql`po.worker_id = ${filter.workerId}`);
  if (filter.projectId !== undefined) conditions.push(sql`po.project_id = ${filter.projectId}`);
  if (filter.paymentMonth !== undefined) {
    conditions.push(sql`to_char(coalesce(pg.payment_due_date, ld.inspected_on), 'YYYY-MM') = ${filter.paymentMonth}`);
  }
  const where = sql.join(conditions, sql` and `);
  const { rows } = await db.execute<GroupCandidate & { total: number }>(
    sql`select *, count(*) over ()::int as total from (${candidateSql(companyId, where)}) g
         order by g."paymentDueDate" nulls last, g.id limit ${limit}`,
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The items of groups, in position order. */
export async function itemsOfGroups(db: Queryable, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  const { rows } = await db.execute<{
    itemGroupId: number;
    name: string;
    quantity: number;
    unit: string | null;
    unitPrice: number;
    taxRate: number;
    amount: number;
  }>(sql`select item_group_id as "itemGroupId", name, quantity::float8 as quantity, unit, unit_price::float8 as "unitPrice",
                tax_rate as "taxRate", amount::float8 as amount
           from purchase_order_items where item_group_id = any(${intArray(groupIds)})
          order by item_group_id, position`);
  return rows;
}

// ── the worker as the document names them ─────────────────────────────────────

export type PayeeRow = {
  id: number;
  code: string;
  fullName: string;
  tradeName: string | null;
  email: string | null;
  accountId: number | null;
  accountEmail: string | null;
  entityType: 'individual' | 'corporation' | null;
  invoiceStatus: 'registered' | 'not_registered' | null;
  invoiceRegistrationNumber: string | null;
};

export async function payees(db: Queryable, companyId: number, workerIds: readonly number[]): Promise<PayeeRow[]> {
  if (workerIds.length === 0) return [];
  return db
    .select({
      id: workers.id,
      code: workers.code,
      fullName: sql<string>`coalesce(${workerAccountProfiles.fullName}, ${workers.fullName})`,
      tradeName: sql<string | null>`coalesce(${workerAccountProfiles.tradeName}, ${workers.tradeName})`,
      email: workers.email,
      accountId: workers.accountId,
      accountEmail: workerAccounts.email,
      entityType: workerAccountProfiles.entityType,
      invoiceStatus: workerAccountProfiles.invoiceStatus,
      invoiceRegistrationNumber: workerAccountProfiles.invoiceRegistrationNumber,
    })
    .from(workers)
    .leftJoin(workerAccounts, eq(workerAccounts.id, workers.accountId))
    .leftJoin(workerAccountProfiles, eq(workerAccountProfiles.accountId, workers.accountId))
    .where(and(eq(workers.companyId, companyId), inArray(workers.id, [...workerIds])));
}

export async function findCompany(db: Queryable, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

// ── notifications ────────────────────────────────────────────────────────────

/** Inserts notifications with their lines and groups (multi-row inserts); answers the rows in the order given. */
export async function insertNotifications(
  db: Queryable,
  rows: readonly { notification: NotificationInsert; lines: LineInsert[]; groupIds: number[] }[],
): Promise<NotificationRow[]> {
  const inserted: NotificationRow[] = [];
  for (const chunk of batches(rows, 1_000)) {
    const made = await db.insert(paymentNotifications).values(chunk.map((r) => r.notification)).returning();
    // RETURNING keeps the VALUES order for a plain multi-row INSERT
    inserted.push(...made);
  }
  const lines = rows.flatMap((r, i) => r.lines.map((l) => ({ ...l, paymentNotificationId: inserted[i]!.id })));
  for (const chunk of batches(lines, 2_000)) await db.insert(paymentNotificationLines).values(chunk);
  const links = rows.flatMap((r, i) => r.groupIds.map((itemGroupId) => ({ paymentNotificationId: inserted[i]!.id, itemGroupId, companyId: inserted[i]!.companyId })));
  for (const chunk of batches(links, 5_000)) await db.insert(paymentNotificationGroups).values(chunk);
  return inserted;
}

/** Notifications of the company by id; `forUpdate` locks them (id order, so two bulk calls cannot deadlock). */
export async function findByIds(db: Queryable, companyId: number, ids: readonly number[], forUpdate = false): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  const out: NotificationRow[] = [];
  for (const chunk of batches(ids, 5_000)) {
    const q = db
      .select()
      .from(paymentNotifications)
      .where(and(eq(paymentNotifications.companyId, companyId), inArray(paymentNotifications.id, chunk)))
      .orderBy(asc(paymentNotifications.id));
    out.push(...(forUpdate ? await q.for('update') : await q));
  }
  return out;
}

export async function findByCode(db: Queryable, companyId: number, code: string) {
  const [row] = await db
    .select()
    .from(paymentNotifications)
    .where(and(eq(paymentNotifications.companyId, companyId), eq(paymentNotifications.code, code)))
    .limit(1);
  return row;
}

export async function linesOf(db: Queryable, notificationIds: readonly number[]): Promise<LineRow[]> {
  if (notificationIds.length === 0) return [];
  return db
    .select()
    .from(paymentNotificationLines)
    .where(inArray(paymentNotificationLines.paymentNotificationId, [...notificationIds]))
    .orderBy(asc(paymentNotificationLines.paymentNotificationId), asc(paymentNotificationLines.position));
}

/** The contracts a notification's lines come from. */
export async function contractsOf(db: Queryable, notificationId: number) {
  return db
    .selectDistinct({ code: contracts.code, title: contracts.title })
    .from(paymentNotificationLines)
    .innerJoin(contracts, eq(contracts.id, paymentNotificationLines.contractId))
    .where(eq(paymentNotificationLines.paymentNotificationId, notificationId))
    .orderBy(asc(contracts.code));
}

export async function updateNotification(db: Queryable, companyId: number, id: number, values: Partial<NotificationInsert>) {
  await db
    .update(paymentNotifications)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(paymentNotifications.companyId, companyId), eq(paymentNotifications.id, id)));
}

/** Moves many notifications to one status in one statement. */
export async function setStatus(db: Queryable, companyId: number, ids: readonly number[], values: Partial<NotificationInsert>) {
  for (const chunk of batches(ids, 5_000)) {
    await db
      .update(paymentNotifications)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(paymentNotifications.companyId, companyId), inArray(paymentNotifications.id, chunk)));
  }
}

/** Replaces a notification's adjustment lines (its item lines stay as copied). */
export async function replaceAdjustments(db: Queryable, notificationId: number, lines: readonly LineInsert[]) {
  await db
    .delete(paymentNotificationLines)
    .where(and(eq(paymentNotificationLines.paymentNotificationId, notificationId), eq(paymentNotificationLines.kind, 'adjustment')));
  if (lines.length > 0) await db.insert(paymentNotificationLines).values(lines.map((l) => ({ ...l, paymentNotificationId: notificationId })));
}

/** Deletes notifications (their lines and group links go with them, freeing the groups). */
export async function deleteNotifications(db: Queryable, companyId: number, ids: readonly number[]) {
  for (const chunk of batches(ids, 5_000)) {
    await db.delete(paymentNotifications).where(and(eq(paymentNotifications.companyId, companyId), inArray(paymentNotifications.id, chunk)));
  }
}

/**
 * The company's notifications among `ids`, locked for the payments module's transaction (a payment is made of each),
 * with the payment that exists for each, if any.
 */
export async function findNotificationsForPayment(db: Queryable, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: paymentNotifications.id,
      code: paymentNotifications.code,
      workerId: paymentNotifications.workerId,
      status: paymentNotifications.status,
      paymentDate: paymentNotifications.paymentDate,
      paymentDueDate: paymentNotifications.paymentDueDate,
      lateReason: paymentNotifications.lateReason,
      transferAmount: paymentNotifications.transferAmount,
      withholding: paymentNotifications.withholding,
      workerName: paymentNotifications.workerName,
      paymentId: sql<number | null>`(select p.id from payments p where p.payment_notification_id = payment_notifications.id)`,
    })
    .from(paymentNotifications)
    .where(and(eq(paymentNotifications.companyId, companyId), inArray(paymentNotifications.id, [...ids])))
    .for('update', { of: paymentNotifications });
}

/** Turns approved notifications into paid ones (the payment import); answers how many changed. */
export async function markNotificationsPaid(db: Queryable, companyId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(paymentNotifications)
    .set({ status: 'paid', updatedAt: sql`now()` })
    .where(and(eq(paymentNotifications.companyId, companyId), inArray(paymentNotifications.id, [...ids]), eq(paymentNotifications.status, 'approved')))
    .returning({ id: paymentNotifications.id });
  return rows.length;
}

/**
 * The reverse of markNotificationsPaid, for the 取消 of a paid payment (payments module): 支払済 → 承認済 for the
 * company's notifications among `ids` that are paid. Answers how many changed.
 */
export async function markNotificationsUnpaid(db: Queryable, companyId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(paymentNotifications)
    .set({ status: 'approved', updatedAt: sql`now()` })
    .where(and(eq(paymentNotifications.companyId, companyId), inArray(paymentNotifications.id, [...ids]), eq(paymentNotifications.status, 'paid')))
    .returning({ id: paymentNotifications.id });
  return rows.length;
}

export type ListFilter = { status?: NotificationRow['status']; workerId?: number; paymentMonth?: string; keyword?: string; contractId?: number };

function listWhere(companyId: number, filter: ListFilter) {
  return and(
    eq(paymentNotifications.companyId, companyId),
    filter.status ? eq(paymentNotifications.status, filter.status) : undefined,
    filter.workerId !== undefined ? eq(paymentNotifications.workerId, filter.workerId) : undefined,
    filter.paymentMonth ? eq(paymentNotifications.paymentMonth, filter.paymentMonth) : undefined,
    filter.keyword ? sql`${paymentNotifications.searchText} like ${likePattern(filter.keyword)}` : undefined,
    filter.contractId !== undefined
      ? sql`exists (select 1 from ${paymentNotificationLines} l where l.payment_notification_id = ${paymentNotifications.id} and l.contract_id = ${filter.contractId})`
      : undefined,
  );
}

export async function listPage(db: Queryable, companyId: number, filter: ListFilter, limit: number, offset: number) {
  const where = listWhere(companyId, filter);
  const rows = await db
    .select({
      notification: paymentNotifications,
      workerCode: workers.code,
      hasPayment: sql<boolean>`exists (select 1 from ${payments} p where p.payment_notification_id = ${paymentNotifications.id})`,
    })
    .from(paymentNotifications)
    .innerJoin(workers, eq(workers.id, paymentNotifications.workerId))
    .where(where)
    .orderBy(desc(paymentNotifications.paymentDate), desc(paymentNotifications.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(paymentNotifications).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** The status of the notification that holds each group (groups without one are absent). */
/**
 * Each group's 支払通知書 status, and whether it is paid late: the notification carries a confirmed 支払遅延 and pays
 * after this group's own 支払期日 (the same rule as the SQL twin's lateSql in deliveries/contract-progress.sql.ts).
 */
export async function notificationStatusOfGroups(db: Queryable, groupIds: readonly number[]) {
  if (groupIds.length === 0) return new Map<number, { status: NotificationRow['status']; late: boolean }>();
  const rows = await db
    .select({
      groupId: paymentNotificationGroups.itemGroupId,
      status: paymentNotifications.status,
      late: sql<boolean>`coalesce(${paymentNotifications.lateReason} is not null and ${paymentNotifications.paymentDate} > ${purchaseOrderItemGroups.paymentDueDate}, false)`,
    })
    .from(paymentNotificationGroups)
    .innerJoin(paymentNotifications, eq(paymentNotifications.id, paymentNotificationGroups.paymentNotificationId))
    .innerJoin(purchaseOrderItemGroups, eq(purchaseOrderItemGroups.id, paymentNotificationGroups.itemGroupId))
    .where(inArray(paymentNotificationGroups.itemGroupId, [...groupIds]));
  return new Map(rows.map((r) => [r.groupId, { status: r.status, late: r.late }]));
}

/** The 支払期日 of each group a notification pays, with whether its contract records a 順延 agreement. */
export async function duesOf(db: Queryable, notificationIds: readonly number[]) {
  if (notificationIds.length === 0) return [];
  const { rows } = await db.execute<{ notificationId: number; dueDate: string; postponementAgreed: boolean }>(
    sql`select png.payment_notification_id as "notificationId", pg.payment_due_date as "dueDate",
               (c.postponement_agreed_on is not null) as "postponementAgreed"
          from payment_notification_groups png
          join purchase_order_item_groups pg on pg.id = png.item_group_id
          join purchase_orders po on po.id = pg.purchase_order_id
          join contracts c on c.id = po.contract_id
         where png.payment_notification_id = any(${intArray(notificationIds)})
           and pg.payment_due_date is not null
         order by pg.payment_due_date, png.item_group_id`,
  );
  return rows;
}

/** The first key of the per-worker advisory lock (the second is the worker id). */
const WORKER_LOCK_KEY = 18_009;

/**
 * Holds the workers' 支払通知書 still for this transaction (an advisory lock per worker, in id order): creating, editing
 * and sending check that a worker has one notification per payment date (one 源泉徴収 threshold per payment), and two
 * calls must not both pass that check. Taken after the groups' row locks and before the notifications'.
 */
export async function lockWorkersNotifications(db: Queryable, workerIds: readonly number[]) {
  for (const id of [...new Set(workerIds)].sort((a, b) => a - b)) {
    await db.execute(sql`select pg_advisory_xact_lock(${WORKER_LOCK_KEY}, ${id})`);
  }
}

/** Every notification of the workers (any status; discarded ones are deleted): id, worker, payment date. */
export async function notificationsOfWorkers(db: Queryable, companyId: number, workerIds: readonly number[]) {
  if (workerIds.length === 0) return [];
  return db
    .select({ id: paymentNotifications.id, code: paymentNotifications.code, workerId: paymentNotifications.workerId, paymentDate: paymentNotifications.paymentDate, status: paymentNotifications.status })
    .from(paymentNotifications)
    .where(and(eq(paymentNotifications.companyId, companyId), inArray(paymentNotifications.workerId, [...new Set(workerIds)])))
    .orderBy(asc(paymentNotifications.id));
}

/** Adds item lines at `fromPosition` on and links their groups (the caller rewrites the adjustments after them). */
export async function appendItems(db: Queryable, n: { id: number; companyId: number }, fromPosition: number, lines: readonly LineInsert[], groupIds: readonly number[]) {
  if (lines.length > 0) {
    await db.insert(paymentNotificationLines).values(lines.map((l, k) => ({ ...l, position: fromPosition + k, paymentNotificationId: n.id })));
  }
  for (const chunk of batches(groupIds, 5_000)) {
    await db.insert(paymentNotificationGroups).values(chunk.map((itemGroupId) => ({ paymentNotificationId: n.id, itemGroupId, companyId: n.companyId })));
  }
}

export type PaymentLogInsert = Omit<typeof paymentLogs.$inferInsert, 'id' | 'createdAt'>;

/**
 * Writes payment_logs entries (in the transaction of the change they record; never updated). The one writer of the
 * table: the payments module logs its payments' changes through it too.
 */
export async function insertPaymentLogs(db: Queryable, rows: readonly PaymentLogInsert[]) {
  for (const chunk of batches(rows, 1_000)) await db.insert(paymentLogs).values(chunk);
}

// ── the worker portal ────────────────────────────────────────────────────────

/**
 * I1: the worker sees a notification as it was sent: 確認待ち, 差し戻し (its own rejection of the sent text), 承認済み,
 * 支払済み. One the company edits after a 差し戻し is 未送信 again and leaves the portal until it is sent again.
 */
const SENT_TO_WORKER = sql`${paymentNotifications.status} in ('reviewing', 'rejected', 'approved', 'paid')`;

/** A notification sent to one of the account's worker rows (never one not yet sent); else undefined. */
export async function findForAccount(db: Queryable, accountId: number, code: string, forUpdate = false) {
  const q = db
    .select({ notification: paymentNotifications })
    .from(paymentNotifications)
    .innerJoin(workers, eq(workers.id, paymentNotifications.workerId))
    .where(and(eq(paymentNotifications.code, code), eq(workers.accountId, accountId), SENT_TO_WORKER))
    .limit(1);
  const [row] = forUpdate ? await q.for('update', { of: paymentNotifications }) : await q;
  return row?.notification;
}

/** The account's sent notifications (all companies, or one contract's), newest payment date first. */
export async function listForAccount(db: Queryable, accountId: number, contractCode?: string) {
  return db
    .select({ notification: paymentNotifications, companyName: companies.name, workerCode: workers.code })
    .from(paymentNotifications)
    .innerJoin(workers, eq(workers.id, paymentNotifications.workerId))
    .innerJoin(companies, eq(companies.id, paymentNotifications.companyId))
    .where(
      and(
        eq(workers.accountId, accountId),
        SENT_TO_WORKER,
        contractCode !== undefined
          ? sql`exists (select 1 from ${paymentNotificationLines} l join ${contracts} c on c.id = l.contract_id
                         where l.payment_notification_id = ${paymentNotifications.id} and c.code = ${contractCode})`
          : undefined,
      ),
    )
    .orderBy(desc(paymentNotifications.paymentDate), desc(paymentNotifications.id))
    .limit(500);
}

/**
 * The account's paid payments (the portal's 支払履歴): only those paid on or before today in Japan (Asia/Tokyo, the
 * database's clock, as todayInJapan reads it) — a payment marked paid with a future 振込日 (possible before issue #18)
 * is never shown to the worker as paid.
 */
export async function paidPaymentsForAccount(db: Queryable, accountId: number) {
  return db
    .select({
      code: payments.code,
      paymentDate: payments.paymentDate,
      paidOn: payments.paidOn,
      amount: payments.amount,
      withholding: payments.withholding,
      companyName: companies.name,
      notificationCode: paymentNotifications.code,
    })
    .from(payments)
    .innerJoin(workers, eq(workers.id, payments.workerId))
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .leftJoin(paymentNotifications, eq(paymentNotifications.id, payments.paymentNotificationId))
    .where(and(eq(workers.accountId, accountId), eq(payments.status, 'paid'), sql`${payments.paidOn} <= (now() at time zone 'Asia/Tokyo')::date`))
    .orderBy(desc(payments.paidOn), desc(payments.id))
    .limit(500);
}

/**
 * Sent notifications of the company still unanswered whose own みなし承認 period — the days frozen on them when they
 * were sent — ended before `now`; those sent without the sentence (null days) never are.
 */
export async function overdueReviewing(db: Queryable, companyId: number, now: string) {
  return db
    .select()
    .from(paymentNotifications)
    .where(
      and(
        eq(paymentNotifications.companyId, companyId),
        eq(paymentNotifications.status, 'reviewing'),
        isNotNull(paymentNotifications.deemedApprovalDays),
        sql`${paymentNotifications.submittedAt} + ${paymentNotifications.deemedApprovalDays} * interval '1 day' < ${now}::timestamptz`,
      ),
    )
    .for('update');
}

/** The companies with a sent notification that stated みなし承認 and is still unanswered (the daily job's list). */
export async function companiesWithDeemableNotifications(db: Queryable): Promise<number[]> {
  const rows = await db
    .selectDistinct({ companyId: paymentNotifications.companyId })
    .from(paymentNotifications)
    .where(and(eq(paymentNotifications.status, 'reviewing'), isNotNull(paymentNotifications.deemedApprovalDays)))
    .orderBy(asc(paymentNotifications.companyId));
  return rows.map((r) => r.companyId);
}

/** The worker's address for the document's recipient block (null for a worker without a portal account). */
export async function payeeProfile(db: Queryable, workerId: number) {
  const [row] = await db
    .select({
      postalCode: workerAccountProfiles.postalCode,
      prefectureId: workerAccountProfiles.prefectureId,
      address: workerAccountProfiles.address,
      building: workerAccountProfiles.building,
    })
    .from(workers)
    .innerJoin(workerAccountProfiles, eq(workerAccountProfiles.accountId, workers.accountId))
    .where(eq(workers.id, workerId))
    .limit(1);
  return row ?? null;
}

/** Whether the contract is one of the account's worker rows' (another's answers 404). */
export async function accountHasContract(db: Queryable, accountId: number, contractCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(workers, eq(workers.id, contracts.workerId))
    .where(and(eq(contracts.code, contractCode), eq(workers.accountId, accountId)))
    .limit(1);
  return row !== undefined;
}
