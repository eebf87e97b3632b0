/** SQL of the worker portal's 支払通知書 and 支払履歴: only what was sent to one of the account's worker rows. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { companies } from '../../../db/schema/companies';
import { contracts } from '../../../db/schema/contracts';
import { paymentNotificationLines, paymentNotifications, payments } from '../../../db/schema/payments';
import { workers } from '../../../db/schema/workers';

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
      number: payments.number,
      paymentDate: payments.paymentDate,
      paidOn: payments.paidOn,
      amount: payments.amount,
      withholding: payments.withholding,
      companyName: companies.name,
      notificationCode: paymentNotifications.code,
      notificationNumber: paymentNotifications.number,
    })
    .from(payments)
    .innerJoin(workers, eq(workers.id, payments.workerId))
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .leftJoin(paymentNotifications, eq(paymentNotifications.id, payments.paymentNotificationId))
    .where(and(eq(workers.accountId, accountId), eq(payments.status, 'paid'), sql`${payments.paidOn} <= (now() at time zone 'Asia/Tokyo')::date`))
    .orderBy(desc(payments.paidOn), desc(payments.id))
    .limit(500);
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

/**
 * The portal's 対応が必要なもの (issue #21): the notifications sent to one worker row that wait for the worker's
 * approval (reviewing), the count of all and the `limit` earliest by 支払日.
 */
export async function awaitingWorker(db: Queryable, companyId: number, workerId: number, limit: number) {
  const where = and(eq(paymentNotifications.companyId, companyId), eq(paymentNotifications.workerId, workerId), eq(paymentNotifications.status, 'reviewing'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        code: paymentNotifications.code,
        number: paymentNotifications.number,
        paymentMonth: paymentNotifications.paymentMonth,
        paymentDate: paymentNotifications.paymentDate,
        amount: paymentNotifications.transferAmount,
      })
      .from(paymentNotifications)
      .where(where)
      .orderBy(paymentNotifications.paymentDate, paymentNotifications.id)
      .limit(limit),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(paymentNotifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
