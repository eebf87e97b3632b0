/**
 * SQL of 支払通知書: the notifications, their lines and the item groups they hold (this module owns the three tables),
 * and the payment_logs entries of a notification's changes (支払遅延, negative adjustments).
 * The item groups a notification is made from, the portal's reads and what the payments module asks are beside it
 * (payment-notification-groups, -portal, -payments.repository.ts).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { latestPaymentDate, type Usance } from '@app/shared/usance';
import { withDocumentNumbers } from '../../platform/document-numbers/document-numbers.repository';
import type { Queryable } from '../../../db/client';
import { batches, intArray, keywordOrNumber, likePattern } from '../../../db/sql-helpers';
import { companies } from '../../../db/schema/companies';
import { contracts } from '../../../db/schema/contracts';
import { paymentLogs, paymentNotificationGroups, paymentNotificationLines, paymentNotifications, payments } from '../../../db/schema/payments';
import { purchaseOrderItemGroups } from '../../../db/schema/purchase-orders';
import { invoiceRegistrations } from '../../../db/schema/invoice-registrations';
import { workerAccountProfiles, workerAccounts } from '../../../db/schema/worker-accounts';
import { workers } from '../../../db/schema/workers';

export type NotificationRow = typeof paymentNotifications.$inferSelect;
/** A notification to write; its 通知番号 is given on insert. */
export type NotificationInsert = Omit<typeof paymentNotifications.$inferInsert, 'id' | 'searchText' | 'number'>;
export type LineRow = typeof paymentNotificationLines.$inferSelect;
export type LineInsert = Omit<typeof paymentNotificationLines.$inferInsert, 'id' | 'paymentNotificationId'>;

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
  /** 失効・取消年月日 of that number as published (invoice_registrations; null: holds or not known) */
  registrationEndedOn: string | null;
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
      registrationEndedOn: invoiceRegistrations.endedOn,
    })
    .from(workers)
    .leftJoin(workerAccounts, eq(workerAccounts.id, workers.accountId))
    .leftJoin(workerAccountProfiles, eq(workerAccountProfiles.accountId, workers.accountId))
    .leftJoin(invoiceRegistrations, eq(invoiceRegistrations.registrationNumber, workerAccountProfiles.invoiceRegistrationNumber))
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
    const numbered = await withDocumentNumbers(db, 'payment_notification', chunk.map((r) => r.notification), (n) => n.paymentMonth);
    const made = await db.insert(paymentNotifications).values(numbered).returning();
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

export type ListFilter = { status?: NotificationRow['status']; workerId?: number; paymentMonth?: string; keyword?: string; contractId?: number };

function listWhere(companyId: number, filter: ListFilter) {
  return and(
    eq(paymentNotifications.companyId, companyId),
    filter.status ? eq(paymentNotifications.status, filter.status) : undefined,
    filter.workerId !== undefined ? eq(paymentNotifications.workerId, filter.workerId) : undefined,
    filter.paymentMonth ? eq(paymentNotifications.paymentMonth, filter.paymentMonth) : undefined,
    filter.keyword
      ? keywordOrNumber(paymentNotifications.number, filter.keyword, sql`${paymentNotifications.searchText} like ${likePattern(filter.keyword)}`)
      : undefined,
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
  const hours = await hoursDuesOf(db, notificationIds);
  return hours.length === 0 ? rows : [...rows, ...hours].sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
}

/**
 * The 支払期日 of a month of hours (payment-notification-hours.service.ts) of a contract with this 支払サイト: the latest
 * day it gives for work received on the month's last day; a 順延 agreement counts when it was made by the month's first
 * day (a prior written agreement).
 */
export function hoursDue(usance: Usance, monthEnd: string, postponementAgreedOn: string | null): { dueDate: string; postponementAgreed: boolean } {
  return { dueDate: latestPaymentDate(usance, monthEnd), postponementAgreed: postponementAgreedOn !== null && postponementAgreedOn <= `${monthEnd.slice(0, 7)}-01` };
}

/**
 * The 支払期日 of each month of hours the notifications pay: their item lines made from no group (a month of approved
 * hours, dated its last day), by contract and day.
 */
export async function hoursDuesOf(db: Queryable, notificationIds: readonly number[]) {
  if (notificationIds.length === 0) return [];
  const { rows } = await db.execute<{ notificationId: number; transactionDate: string; usance: string; agreedOn: string | null }>(
    sql`select distinct l.payment_notification_id as "notificationId", l.transaction_date as "transactionDate",
                        c.usance, c.postponement_agreed_on as "agreedOn"
          from payment_notification_lines l
          join contracts c on c.id = l.contract_id
         where l.payment_notification_id = any(${intArray(notificationIds)})
           and l.kind = 'item' and l.item_group_id is null and l.transaction_date is not null`,
  );
  return rows.map((r) => ({ notificationId: r.notificationId, ...hoursDue(r.usance as Usance, r.transactionDate, r.agreedOn) }));
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
    .select({ id: paymentNotifications.id, code: paymentNotifications.code, number: paymentNotifications.number, workerId: paymentNotifications.workerId, paymentDate: paymentNotifications.paymentDate, status: paymentNotifications.status })
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

// ── みなし承認 and the document ──────────────────────────────────────────────────

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

/**
 * 要対応 (issue #21): the company's 支払通知書 the worker asked to correct (rejected), the count of all and the `limit`
 * most recently answered.
 */
export async function correctionRequests(db: Queryable, companyId: number, limit: number) {
  const where = and(eq(paymentNotifications.companyId, companyId), eq(paymentNotifications.status, 'rejected'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        code: paymentNotifications.code,
        number: paymentNotifications.number,
        paymentMonth: paymentNotifications.paymentMonth,
        paymentDate: paymentNotifications.paymentDate,
        amount: paymentNotifications.transferAmount,
        workerName: workers.fullName,
        workerCode: workers.code,
        workerTradeName: workers.tradeName,
      })
      .from(paymentNotifications)
      .innerJoin(workers, eq(workers.id, paymentNotifications.workerId))
      .where(where)
      .orderBy(sql`${paymentNotifications.answeredAt} desc nulls last`, desc(paymentNotifications.id))
      .limit(limit),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(paymentNotifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ── a month of approved hours (稼働管理) ─────────────────────────────────────────

/** What a month of a contract's approved hours needs from the contract: rate, tax, 源泉, 支払サイト, 精算幅. */
export async function contractForHours(db: Queryable, companyId: number, contractId: number) {
  const [row] = await db
    .select({
      id: contracts.id,
      workerId: contracts.workerId,
      title: contracts.title,
      unitPriceType: contracts.unitPriceType,
      unitPrice: contracts.unitPrice,
      taxRate: contracts.taxRate,
      withholdingType: contracts.withholdingType,
      usance: contracts.usance,
      postponementAgreedOn: contracts.postponementAgreedOn,
      timeSettlement: contracts.timeSettlement,
    })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractId)))
    .limit(1);
  return row;
}

/**
 * The notification that already holds a month of the contract's hours: an item line of the contract made from no item
 * group, dated the month's last day (so approving one month twice adds its lines once).
 */
export async function notificationWithHours(db: Queryable, companyId: number, contractId: number, transactionDate: string) {
  const [row] = await db
    .select({ id: paymentNotifications.id, code: paymentNotifications.code })
    .from(paymentNotificationLines)
    .innerJoin(paymentNotifications, eq(paymentNotifications.id, paymentNotificationLines.paymentNotificationId))
    .where(
      and(
        eq(paymentNotifications.companyId, companyId),
        eq(paymentNotificationLines.contractId, contractId),
        eq(paymentNotificationLines.kind, 'item'),
        isNull(paymentNotificationLines.itemGroupId),
        eq(paymentNotificationLines.transactionDate, transactionDate),
      ),
    )
    .limit(1);
  return row;
}
