import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { AlertSetting } from '@app/shared/alert-email-settings';
import { adminRoles } from '@app/shared/roles';
import type { Queryable } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { alertEmailSettings, payments } from '../../db/schema/payments';
import { workers } from '../../db/schema/workers';

/** The company's saved setting (undefined: never saved — the defaults apply). */
export function findSetting(db: Queryable, companyId: number) {
  return db
    .select({
      alerts: alertEmailSettings.alerts,
      paymentNotificationMessage: alertEmailSettings.paymentNotificationMessage,
      deemedApprovalDays: alertEmailSettings.deemedApprovalDays,
    })
    .from(alertEmailSettings)
    .where(eq(alertEmailSettings.companyId, companyId))
    .then((rows) => rows[0]);
}
export type SettingRow = NonNullable<Awaited<ReturnType<typeof findSetting>>>;

/**
 * Writes what is given and keeps the rest: `alerts` replaces the kinds it holds (jsonb `||`), the message and the days
 * replace theirs when not undefined. The first write creates the row.
 */
export async function saveSetting(
  db: Queryable,
  companyId: number,
  patch: { alerts?: Record<string, AlertSetting>; paymentNotificationMessage?: string | null; deemedApprovalDays?: number | null },
): Promise<void> {
  await db
    .insert(alertEmailSettings)
    .values({
      companyId,
      alerts: patch.alerts ?? {},
      paymentNotificationMessage: patch.paymentNotificationMessage ?? null,
      deemedApprovalDays: patch.deemedApprovalDays ?? null,
    })
    .onConflictDoUpdate({
      target: alertEmailSettings.companyId,
      set: {
        ...(patch.alerts ? { alerts: sql`${alertEmailSettings.alerts} || excluded.alerts` } : {}),
        ...(patch.paymentNotificationMessage !== undefined ? { paymentNotificationMessage: sql`excluded.payment_notification_message` } : {}),
        ...(patch.deemedApprovalDays !== undefined ? { deemedApprovalDays: sql`excluded.deemed_approval_days` } : {}),
        updatedAt: sql`now()`,
      },
    });
}

/** Every employee of the company (the recipients are chosen from the active ones; suspended ones are marked). */
export function listEmployees(db: Queryable, companyId: number) {
  return db
    .select({ id: employees.id, name: employees.name, email: employees.email, role: employees.role, suspended: employees.suspended })
    .from(employees)
    .where(eq(employees.companyId, companyId))
    .orderBy(asc(employees.id));
}

/** The ids among `ids` that are employees of the company. */
export async function companyEmployeeIds(db: Queryable, companyId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** The default recipients: the company's active owners and administrators. */
export async function activeAdminIds(db: Queryable, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.suspended, false), inArray(employees.role, [...adminRoles])))
    .orderBy(asc(employees.id));
  return rows.map((r) => r.id);
}

/** The active employees among `ids`, with their addresses. */
export function activeEmployees(db: Queryable, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ employeeId: employees.id, email: employees.email, name: employees.name })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.suspended, false), inArray(employees.id, [...ids])))
    .orderBy(asc(employees.id));
}

/**
 * The scheduled alerts' reading of payments (the payments module owns the table): every company's unpaid payments
 * with a 支払予定日 from `from` to `to`, optionally only those not yet in a transfer file; by company, date, id.
 */
export function unpaidPaymentsBetween(db: Queryable, from: string, to: string, opts: { unexportedOnly: boolean }) {
  return db
    .select({
      companyId: payments.companyId,
      paymentDate: payments.paymentDate,
      amount: payments.amount,
      workerName: workers.fullName,
      workerTradeName: workers.tradeName,
    })
    .from(payments)
    .innerJoin(workers, eq(workers.id, payments.workerId))
    .where(
      and(
        eq(payments.status, 'unpaid'),
        gte(payments.paymentDate, from),
        lte(payments.paymentDate, to),
        opts.unexportedOnly ? isNull(payments.exportedAt) : undefined,
      ),
    )
    .orderBy(asc(payments.companyId), asc(payments.paymentDate), asc(payments.id));
}
export type DuePaymentRow = Awaited<ReturnType<typeof unpaidPaymentsBetween>>[number];

/** Companies that treat an unanswered 支払通知書 as confirmed after some days, with those days. */
export function companiesWithDeemedApproval(db: Queryable) {
  return db
    .select({ companyId: alertEmailSettings.companyId, days: alertEmailSettings.deemedApprovalDays })
    .from(alertEmailSettings)
    .where(isNotNull(alertEmailSettings.deemedApprovalDays));
}
