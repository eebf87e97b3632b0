/**
 * The one write of the payments module to payment_notifications: a payment marked paid turns its 支払通知書 to
 * `paid` (支払済). Kept apart so the notification module can take it over at merge (it owns the table and its
 * transitions: approved → paid).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { paymentNotifications } from '../../db/schema/payments';

/** Marks the company's approved notifications among `notificationIds` as paid; answers how many changed. */
export async function markNotificationsPaid(db: Queryable, companyId: number, notificationIds: readonly number[]): Promise<number> {
  if (notificationIds.length === 0) return 0;
  const rows = await db
    .update(paymentNotifications)
    .set({ status: 'paid', updatedAt: sql`now()` })
    .where(and(eq(paymentNotifications.companyId, companyId), inArray(paymentNotifications.id, [...notificationIds]), eq(paymentNotifications.status, 'approved')))
    .returning({ id: paymentNotifications.id });
  return rows.length;
}
