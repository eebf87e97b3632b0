/**
 * Read-only: the taxable lines of a worker's 支払通知書 that count as purchases from a non-registered supplier. The
 * payment_notification tables belong to the payment-notifications module; this module only reads them, in one query.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { paymentNotificationLines, paymentNotifications } from '../../../db/schema/payments';

/**
 * Per 支払通知書, transaction date and rate: the sum of the taxable lines (rate above 0 %) of the worker's approved or
 * paid notifications whose worker had no インボイス登録番号 when they were sent (the number is frozen on the document).
 * A line without its own date (an adjustment) takes the notification's last 検収日, else its 支払予定日.
 */
export async function unregisteredPurchaseParts(db: Queryable, companyId: number, workerId: number) {
  const date = sql<string>`coalesce(${paymentNotificationLines.transactionDate}, ${paymentNotifications.periodTo}, ${paymentNotifications.paymentDate})`;
  const rows = await db
    .select({
      document: paymentNotifications.id,
      date,
      taxRate: sql<number>`${paymentNotificationLines.taxRate}`,
      amount: sql<string>`sum(${paymentNotificationLines.amount})`,
    })
    .from(paymentNotificationLines)
    .innerJoin(paymentNotifications, eq(paymentNotifications.id, paymentNotificationLines.paymentNotificationId))
    .where(
      and(
        eq(paymentNotifications.companyId, companyId),
        eq(paymentNotifications.workerId, workerId),
        inArray(paymentNotifications.status, ['approved', 'paid']),
        isNull(paymentNotifications.workerRegistrationNumber),
        gt(paymentNotificationLines.taxRate, 0),
      ),
    )
    .groupBy(paymentNotifications.id, date, paymentNotificationLines.taxRate);
  return rows.map((r) => ({ document: r.document, date: r.date, taxRate: Number(r.taxRate), amount: Number(r.amount) }));
}
