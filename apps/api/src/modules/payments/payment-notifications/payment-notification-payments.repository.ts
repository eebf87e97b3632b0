/** SQL the payments module asks of 支払通知書: the notifications a payment is made of, 支払済 and back. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { paymentNotifications } from '../../../db/schema/payments';

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
