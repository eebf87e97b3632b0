import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { AlertSetting } from '@app/shared/alert-email-settings';
import { adminRoles } from '@app/shared/roles';
import type { Queryable } from '../../../db/client';
import { employees } from '../../../db/schema/employees';
import { alertEmailSettings, payments } from '../../../db/schema/payments';
import { workers } from '../../../db/schema/workers';

/** The company's saved setting (undefined: never saved — the defaults apply). */
export function findSetting(db: Queryable, companyId: number) {
  return db
    .select({
      alerts: alertEmailSettings.alerts,
      paymentNotificationMessage: alertEmailSettings.paymentNotificationMessage,
      deemedApprovalDays: alertEmailSettings.deemedApprovalDays,
      dueAlertBusinessDays: alertEmailSettings.dueAlertBusinessDays,
      paymentApprovalThreshold: alertEmailSettings.paymentApprovalThreshold,
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
  patch: {
    alerts?: Record<string, AlertSetting>;
    paymentNotificationMessage?: string | null;
    deemedApprovalDays?: number | null;
    dueAlertBusinessDays?: number | null;
    paymentApprovalThreshold?: number | null;
  },
): Promise<void> {
  await db
    .insert(alertEmailSettings)
    .values({
      companyId,
      alerts: patch.alerts ?? {},
      paymentNotificationMessage: patch.paymentNotificationMessage ?? null,
      deemedApprovalDays: patch.deemedApprovalDays ?? null,
      dueAlertBusinessDays: patch.dueAlertBusinessDays ?? null,
      paymentApprovalThreshold: patch.paymentApprovalThreshold ?? null,
    })
    .onConflictDoUpdate({
      target: alertEmailSettings.companyId,
      set: {
        ...(patch.alerts ? { alerts: sql`${alertEmailSettings.alerts} || excluded.alerts` } : {}),
        ...(patch.paymentNotificationMessage !== undefined ? { paymentNotificationMessage: sql`excluded.payment_notification_message` } : {}),
        ...(patch.deemedApprovalDays !== undefined ? { deemedApprovalDays: sql`excluded.deemed_approval_days` } : {}),
        ...(patch.dueAlertBusinessDays !== undefined ? { dueAlertBusinessDays: sql`excluded.due_alert_business_days` } : {}),
        ...(patch.paymentApprovalThreshold !== undefined ? { paymentApprovalThreshold: sql`excluded.payment_approval_threshold` } : {}),
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
      number: payments.number,
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

/**
 * The 支払期日 alert's reading (the payments and notification modules own the tables): every company's money still owed
 * with a 支払期日 from `from` to `to` — unpaid payments and 支払通知書 sent or approved without a payment — one row per
 * 支払期日 with whether its contract records a 順延 agreement made before the order (a direct payment: its own
 * 支払期日, no agreement); by company, item, due date.
 */
export async function unpaidDueDatesBetween(db: Queryable, from: string, to: string) {
  const { rows } = await db.execute<{
    company_id: number;
    kind: 'payment' | 'notification';
    item_id: number;
    number: string;
    amount: string | number;
    worker_name: string;
    worker_trade_name: string | null;
    due_date: string;
    postponement_agreed: boolean;
  }>(sql`
    select n.company_id, case when p.id is null then 'notification' else 'payment' end as kind, coalesce(p.id, n.id) as item_id,
           coalesce(p.number, n.number) as number, coalesce(p.amount, n.transfer_amount) as amount, w.full_name as worker_name, w.trade_name as worker_trade_name,
           to_char(ig.payment_due_date, 'YYYY-MM-DD') as due_date,
           coalesce(c.postponement_agreed_on <= po.order_date, false) as postponement_agreed
      from payment_notifications n
      join workers w on w.id = n.worker_id
      join payment_notification_groups g on g.payment_notification_id = n.id
      join purchase_order_item_groups ig on ig.id = g.item_group_id
      join purchase_orders po on po.id = ig.purchase_order_id
      left join contracts c on c.id = po.contract_id
      left join payments p on p.payment_notification_id = n.id
     where ig.payment_due_date between ${from}::date and ${to}::date
       and ((p.id is null and n.status in ('reviewing', 'approved')) or p.status = 'unpaid')
    union all
    select p.company_id, 'payment', p.id, p.number, p.amount, w.full_name, w.trade_name, to_char(p.payment_due_date, 'YYYY-MM-DD'), false
      from payments p
      join workers w on w.id = p.worker_id
     where p.payment_notification_id is null and p.status = 'unpaid' and p.payment_due_date between ${from}::date and ${to}::date
     order by 1, 2, 3, 8`);
  return rows.map((r) => ({
    companyId: r.company_id,
    kind: r.kind,
    itemId: r.item_id,
    number: r.number,
    amount: Number(r.amount),
    workerName: r.worker_name,
    workerTradeName: r.worker_trade_name,
    dueDate: r.due_date,
    postponementAgreed: r.postponement_agreed,
  }));
}
export type UnpaidDueDateRow = Awaited<ReturnType<typeof unpaidDueDatesBetween>>[number];

/** The companies' 支払期日 alert leads that differ from the default (company id → bank business days). */
export async function dueAlertLeads(db: Queryable): Promise<Map<number, number>> {
  const rows = await db
    .select({ companyId: alertEmailSettings.companyId, days: alertEmailSettings.dueAlertBusinessDays })
    .from(alertEmailSettings)
    .where(isNotNull(alertEmailSettings.dueAlertBusinessDays));
  return new Map(rows.flatMap((r) => (r.days === null ? [] : [[r.companyId, r.days] as const])));
}
