/**
 * SQL of payments (支払) and transfer files (payment_exports): this module owns both; its entries in payment_logs go
 * through the notification module's insertPaymentLogs, the table's one writer. It reads workers, the worker's bank account (worker → worker_accounts →
 * worker_account_bank_accounts), approved 支払通知書 and the 支払期日 of their groups (with the contract's 順延の合意),
 * and the company's transfer accounts, and writes none of them (a paid payment turns its notification to paid, and
 * its 取消 back to approved, through the notification module's markNotificationsPaid / markNotificationsUnpaid).
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { ja } from '@app/shared/messages/ja';
import { paymentApproverRoles } from '@app/shared/roles';
import { withDocumentNumbers } from '../../platform/document-numbers/document-numbers.repository';
import type { Queryable } from '../../../db/client';
import { batches, intArray, keywordOrNumber, likePattern } from '../../../db/sql-helpers';
import { contracts } from '../../../db/schema/contracts';
import { employees } from '../../../db/schema/employees';
import { paymentExports, paymentNotificationGroups, paymentNotifications, payments } from '../../../db/schema/payments';
import { purchaseOrderItemGroups, purchaseOrders } from '../../../db/schema/purchase-orders';
import { workerAccountBankAccounts } from '../../../db/schema/worker-accounts';
import { workers } from '../../../db/schema/workers';

export type PaymentRow = typeof payments.$inferSelect;
/** A payment to write; its 支払番号 is given on insert. */
export type PaymentInsert = Omit<typeof payments.$inferInsert, 'number'>;

/** The columns every answer about a payment needs: the payment, its worker, notification and export codes. */
const paymentColumns = {
  payment: payments,
  worker: { code: workers.code, fullName: workers.fullName, tradeName: workers.tradeName },
  notificationCode: paymentNotifications.code,
  notificationNumber: paymentNotifications.number,
  exportCode: paymentExports.code,
};

/**
 * `id = any($1::int[])`: one array parameter instead of one parameter per id (a 10,000-payment file would otherwise
 * send and plan 10,000 parameters).
 */
const idIn = (ids: readonly number[]) => sql`${payments.id} = any(${intArray(ids)})`;

export type PaymentWithParties = { payment: PaymentRow; worker: { code: string; fullName: string; tradeName: string | null }; notificationCode: string | null; notificationNumber: string | null; exportCode: string | null };

export type PaymentListFilter = {
  status?: PaymentRow['status'];
  workerId?: number;
  paymentDateFrom?: string | null;
  paymentDateTo?: string | null;
  exported?: boolean;
  /** folded like foldForSearch: the 支払番号, its 支払通知書's 通知番号 or the worker's name */
  keyword?: string;
};

/**
 * One page of the company's payments, latest payment date first. The page's ids come from a lean subquery on one of
 * the (company_id, …, payment_date, id) indexes read backwards — the status, worker or unexported one when that filter
 * is set — so only the page's rows are joined to their worker, notification and export.
 */
export async function listPaymentsPage(db: Queryable, companyId: number, filter: PaymentListFilter, limit: number, offset: number) {
  const where = and(
    ...([
      eq(payments.companyId, companyId),
      filter.status ? eq(payments.status, filter.status) : undefined,
      filter.workerId !== undefined ? eq(payments.workerId, filter.workerId) : undefined,
      filter.paymentDateFrom ? gte(payments.paymentDate, filter.paymentDateFrom) : undefined,
      filter.paymentDateTo ? lte(payments.paymentDate, filter.paymentDateTo) : undefined,
      filter.exported === true ? isNotNull(payments.exportedAt) : undefined,
      filter.exported === false ? isNull(payments.exportedAt) : undefined,
      filter.keyword
        ? keywordOrNumber(
            payments.number,
            filter.keyword,
            sql`exists (select 1 from ${paymentNotifications} n where n.id = ${payments.paymentNotificationId} and lower(n.number) like ${likePattern(filter.keyword)})`,
            sql`exists (select 1 from ${workers} w where w.id = ${payments.workerId} and w.search_text like ${likePattern(filter.keyword)})`,
          )
        : undefined,
    ] as (SQL | undefined)[]),
  );
  const page = db.select({ id: payments.id }).from(payments).where(where).orderBy(desc(payments.paymentDate), desc(payments.id)).limit(limit).offset(offset).as('page');
  const [rows, [total]] = await Promise.all([
    db
      .select(paymentColumns)
      .from(page)
      .innerJoin(payments, eq(payments.id, page.id))
      .innerJoin(workers, eq(workers.id, payments.workerId))
      .leftJoin(paymentNotifications, eq(paymentNotifications.id, payments.paymentNotificationId))
      .leftJoin(paymentExports, eq(paymentExports.id, payments.exportId))
      .orderBy(desc(payments.paymentDate), desc(payments.id)),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { rows: rows as PaymentWithParties[], total: total?.n ?? 0 };
}

/** The company's payments among `ids` with their parties (missing ones are simply absent), optionally locked. */
export async function findPayments(db: Queryable, companyId: number, ids: readonly number[], opts: { forUpdate?: boolean } = {}): Promise<PaymentWithParties[]> {
  if (ids.length === 0) return [];
  const q = db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(workers, eq(workers.id, payments.workerId))
    .leftJoin(paymentNotifications, eq(paymentNotifications.id, payments.paymentNotificationId))
    .leftJoin(paymentExports, eq(paymentExports.id, payments.exportId))
    .where(and(eq(payments.companyId, companyId), idIn(ids)))
    .orderBy(asc(payments.id));
  return (opts.forUpdate ? await q.for('update', { of: payments }) : await q) as PaymentWithParties[];
}

/** The company's payments by code (the paid import), locked. */
/** The company's payments whose 支払コード or 支払番号 is among `codes`, locked (the paid import reads either). */
export async function findPaymentsByCodes(db: Queryable, companyId: number, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), or(inArray(payments.code, [...codes]), inArray(payments.number, [...codes]))))
    .for('update');
}

/** Inserts one payment (the demo seed calls this too); answers the row. */
export async function insertPayment(db: Queryable, values: PaymentInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(await withDocumentNumbers(db, 'payment', [values], (p) => p.paymentDate)).returning();
  return row!;
}


/** Many payments in multi-row inserts (under PostgreSQL's parameter limit); answers their ids in order. */
export async function insertPayments(db: Queryable, rows: readonly PaymentInsert[]): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of batches(rows, 4000)) {
    const numbered = await withDocumentNumbers(db, 'payment', batch, (p) => p.paymentDate);
    for (const r of await db.insert(payments).values(numbered).returning({ id: payments.id })) ids.push(r.id);
  }
  return ids;
}

export async function updatePayment(db: Queryable, companyId: number, id: number, values: Partial<PaymentInsert>) {
  await db
    .update(payments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
}

/** 二重承認 (issue #19 N10): records who approved the payments and when. */
export async function approvePayments(db: Queryable, companyId: number, ids: readonly number[], employeeId: number) {
  await db
    .update(payments)
    .set({ approvedById: employeeId, approvedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(payments.companyId, companyId), idIn(ids)));
}

/**
 * 二重承認: who last set the amount of each payment waiting for approval (payment_logs `amount_changed`, whose
 * details carry the employee id), by payment id — that employee may not approve it either.
 */
export async function lastAmountSetters(db: Queryable, companyId: number, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<{ payment_id: number; employee_id: number | null }>(sql`
    select distinct on (payment_id) payment_id, (details->>'employee_id')::int as employee_id
      from payment_logs
     where company_id = ${companyId} and action = 'amount_changed' and payment_id = any(${intArray(ids)})
     order by payment_id, id desc`);
  return new Map(rows.flatMap((r) => (r.employee_id === null ? [] : [[r.payment_id, r.employee_id] as const])));
}

/** The company's active owners and administrators (the 二重承認 bell notice goes to them). */
export async function activeApproverIds(db: Queryable, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.suspended, false), inArray(employees.role, [...paymentApproverRoles])))
    .orderBy(asc(employees.id));
  return rows.map((r) => r.id);
}

export async function setPaymentDates(db: Queryable, companyId: number, ids: readonly number[], paymentDate: string): Promise<number> {
  const rows = await db
    .update(payments)
    .set({ paymentDate, updatedAt: sql`now()` })
    .where(and(eq(payments.companyId, companyId), idIn(ids)))
    .returning({ id: payments.id });
  return rows.length;
}

export async function deletePayment(db: Queryable, companyId: number, id: number) {
  await db.delete(payments).where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
}

/** Marks payments paid on their dates (one statement for the whole file). */
export async function markPaymentsPaid(db: Queryable, companyId: number, rows: readonly { id: number; paidOn: string }[]) {
  if (rows.length === 0) return;
  for (const batch of batches(rows, 5000)) {
    const values = sql.join(
      batch.map((r) => sql`(${r.id}::int, ${r.paidOn}::date)`),
      sql`, `,
    );
    await db.execute(sql`update payments p set status = 'paid', paid_on = v.paid_on, updated_at = now()
      from (values ${values}) as v(id, paid_on) where p.id = v.id and p.company_id = ${companyId}`);
  }
}

/** Back to unpaid (the 取消 of 支払済): no paid date. */
export async function markPaymentsUnpaid(db: Queryable, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .update(payments)
    .set({ status: 'unpaid', paidOn: null, updatedAt: sql`now()` })
    .where(and(eq(payments.companyId, companyId), idIn(ids)));
}

/** Sets (or, with null, clears) the 支払遅延の理由 confirmed for payments. */
export async function setLateReason(db: Queryable, companyId: number, ids: readonly number[], reason: string | null) {
  if (ids.length === 0) return;
  await db
    .update(payments)
    .set({ lateReason: reason, updatedAt: sql`now()` })
    .where(and(eq(payments.companyId, companyId), idIn(ids)));
}


/**
 * The 支払期日 of each notification's groups with whether the contract records a 順延 agreement made before the order
 * (contracts.postponement_agreed_on on or before the order date: a prior written agreement), for payment-due.ts.
 */
export async function dueDatesOfNotifications(db: Queryable, companyId: number, notificationIds: readonly number[]) {
  if (notificationIds.length === 0) return [];
  return db
    .select({
      notificationId: paymentNotificationGroups.paymentNotificationId,
      dueDate: purchaseOrderItemGroups.paymentDueDate,
      postponementAgreed: sql<boolean>`coalesce(${contracts.postponementAgreedOn} <= ${purchaseOrders.orderDate}, false)`,
    })
    .from(paymentNotificationGroups)
    .innerJoin(purchaseOrderItemGroups, eq(purchaseOrderItemGroups.id, paymentNotificationGroups.itemGroupId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItemGroups.purchaseOrderId))
    .leftJoin(contracts, eq(contracts.id, purchaseOrders.contractId))
    .where(
      and(
        eq(paymentNotificationGroups.companyId, companyId),
        sql`${paymentNotificationGroups.paymentNotificationId} = any(${intArray(notificationIds)})`,
        isNotNull(purchaseOrderItemGroups.paymentDueDate),
      ),
    );
}

/** Marks payments as written to a transfer file. */
export async function markExported(db: Queryable, companyId: number, ids: readonly number[], exportId: number) {
  await db
    .update(payments)
    .set({ exportId, exportedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(payments.companyId, companyId), idIn(ids)));
}

/** The bank account each payment transfers to (null when the worker has none), in payment id order. */
export async function transferRows(db: Queryable, companyId: number, ids: readonly number[], opts: { forUpdate?: boolean } = {}) {
  if (ids.length === 0) return [];
  const q = db
    .select({
      id: payments.id,
      code: payments.code,
      number: payments.number,
      amount: payments.amount,
      paymentDate: payments.paymentDate,
      status: payments.status,
      exportedAt: payments.exportedAt,
      paymentNotificationId: payments.paymentNotificationId,
      paymentDueDate: payments.paymentDueDate,
      lateReason: payments.lateReason,
      // 二重承認 (issue #19 N10): a payment waiting for approval is not exported
      approvalRequired: payments.approvalRequired,
      approvedAt: payments.approvedAt,
      workerId: workers.id,
      workerCode: workers.code,
      fullName: workers.fullName,
      tradeName: workers.tradeName,
      // N2 (trust helper H5): the transfer check's warnings — a recently changed account, the holder kana vs フリガナ
      createdAt: payments.createdAt,
      fullNameKana: workers.fullNameKana,
      bankAccountUpdatedAt: workerAccountBankAccounts.updatedAt,
      bank: {
        bankCode: workerAccountBankAccounts.bankCode,
        bankName: workerAccountBankAccounts.bankName,
        branchCode: workerAccountBankAccounts.branchCode,
        branchName: workerAccountBankAccounts.branchName,
        accountType: workerAccountBankAccounts.accountType,
        accountNumber: workerAccountBankAccounts.accountNumber,
        holderName: workerAccountBankAccounts.accountHolderKana,
      },
    })
    .from(payments)
    .innerJoin(workers, eq(workers.id, payments.workerId))
    .leftJoin(workerAccountBankAccounts, eq(workerAccountBankAccounts.accountId, workers.accountId))
    .where(and(eq(payments.companyId, companyId), idIn(ids)))
    .orderBy(asc(payments.id));
  return opts.forUpdate ? q.for('update', { of: payments }) : q;
}

/** The workers whose payments a transfer file holds (for the access log of a re-download). */
export async function workersOfExport(db: Queryable, companyId: number, exportId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ workerId: payments.workerId })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.exportId, exportId)));
  return rows.map((r) => r.workerId);
}

// ── notifications (read; the notification module owns the table) ────────────

/** Approved notifications without a payment, oldest payment date first (/payment_informations/new). */
export async function payableNotifications(db: Queryable, companyId: number) {
  return db
    .select({
      notification: {
        id: paymentNotifications.id,
        code: paymentNotifications.code,
        number: paymentNotifications.number,
        paymentMonth: paymentNotifications.paymentMonth,
        paymentDate: paymentNotifications.paymentDate,
        paymentDueDate: paymentNotifications.paymentDueDate,
        lateReason: paymentNotifications.lateReason,
        subtotal: paymentNotifications.subtotal,
        taxTotal: paymentNotifications.taxTotal,
        withholding: paymentNotifications.withholding,
        transferAmount: paymentNotifications.transferAmount,
      },
      worker: { code: workers.code, fullName: workers.fullName, tradeName: workers.tradeName },
    })
    .from(paymentNotifications)
    .innerJoin(workers, eq(workers.id, paymentNotifications.workerId))
    .where(
      and(
        eq(paymentNotifications.companyId, companyId),
        eq(paymentNotifications.status, 'approved'),
        sql`not exists (select 1 from payments p where p.payment_notification_id = payment_notifications.id)`,
      ),
    )
    .orderBy(asc(paymentNotifications.paymentDate), asc(paymentNotifications.id))
    .limit(1000);
}

// ── transfer files ──────────────────────────────────────────────────────────

/** Inserts a transfer file with its 振込データ番号, named by it (振込データ_FB-202701-0001_20270125.txt). */
export async function insertPaymentExport(db: Queryable, values: Omit<typeof paymentExports.$inferInsert, 'number' | 'fileName'>) {
  const [numbered] = await withDocumentNumbers(db, 'payment_export', [values], (e) => e.transferDate);
  const fileName = ja.fileNames.transferFile(numbered!.number, values.transferDate, values.format);
  const [row] = await db.insert(paymentExports).values({ ...numbered!, fileName }).returning();
  return row!;
}

export async function listExports(db: Queryable, companyId: number, limit: number, offset: number) {
  const where = eq(paymentExports.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        code: paymentExports.code,
        number: paymentExports.number,
        format: paymentExports.format,
        transferDate: paymentExports.transferDate,
        count: paymentExports.count,
        total: paymentExports.total,
        createdAt: paymentExports.createdAt,
        createdByName: employees.name,
      })
      .from(paymentExports)
      .leftJoin(employees, eq(employees.id, paymentExports.createdById))
      .where(where)
      .orderBy(desc(paymentExports.createdAt), desc(paymentExports.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(paymentExports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findExport(db: Queryable, companyId: number, code: string) {
  const [row] = await db
    .select()
    .from(paymentExports)
    .where(and(eq(paymentExports.companyId, companyId), eq(paymentExports.code, code)))
    .limit(1);
  return row;
}

/**
 * 要対応 (issue #21): the company's unpaid payments that are `due` (支払日 from `today` to 7 days on, not after their
 * 支払期日) or `overdue` (支払日 before `today`, or after the 支払期日: 支払遅延); the count of all and the `limit`
 * earliest by 支払日.
 */
export async function unpaidByUrgency(db: Queryable, companyId: number, which: 'due' | 'overdue', today: string, limit: number) {
  const late = sql`(${payments.paymentDate} < ${today}::date or ${payments.paymentDate} > ${payments.paymentDueDate})`;
  const where = and(
    eq(payments.companyId, companyId),
    eq(payments.status, 'unpaid'),
    which === 'overdue'
      ? late
      : and(
          gte(payments.paymentDate, today),
          sql`${payments.paymentDate} <= ${today}::date + 7`,
          sql`(${payments.paymentDueDate} is null or ${payments.paymentDate} <= ${payments.paymentDueDate})`,
        ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        code: payments.code,
        number: payments.number,
        paymentDate: payments.paymentDate,
        paymentDueDate: payments.paymentDueDate,
        amount: payments.amount,
        workerCode: workers.code,
        workerName: workers.fullName,
        workerTradeName: workers.tradeName,
      })
      .from(payments)
      .innerJoin(workers, eq(workers.id, payments.workerId))
      .where(where)
      .orderBy(asc(payments.paymentDate), asc(payments.id))
      .limit(limit),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
