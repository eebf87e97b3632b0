/**
 * Payments: the checks every path shares — who acts (and the name payment_logs records), and the 支払期日
 * (フリーランス新法 4条; payment-due.ts). Every path that sets a payment date — creation, the date of one payment or
 * many, the 振込指定日 of a transfer file — compares it with the payment's 支払期日 (its notification's groups, with the
 * contract's 順延 agreement; or the one given with a direct payment). A later date is refused (422,
 * `fields.late_reason`, each payment named) unless the body confirms it with `late_reason`; then the payment keeps the
 * reason and payment_logs records it (late_payment_date, the employee's name).
 */
import { errorCodes } from '@app/shared/api';
import { ja } from '@app/shared/messages/ja';
import { missedDueDate, type DueDate } from '@app/shared/payment-due';
import type { Queryable } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth-context';
import { HttpError } from '../../../lib/errors';
import { findEmployee } from '../../identity/employees/employees.repository';
import { hoursDuesOf, type PaymentLogInsert } from '../payment-notifications/payment-notifications.repository';
import * as repo from './payments.repository';

export const unprocessable = (errors: string[]) => new HttpError(422, errorCodes.validation, errors);

/**
 * Who acts: the signed-in employee's company, id and name (the demo seed acts as the demo owner; without a name, the
 * employee's is read for the log).
 */
export type Actor = Pick<AuthContext, 'companyId' | 'employeeId'> & { profile?: Pick<AuthContext['profile'], 'name'> };

/** The name payment_logs records for the actor. */
export async function actorName(db: Queryable, actor: Actor): Promise<string> {
  if (actor.profile) return actor.profile.name;
  return (await findEmployee(db, actor.companyId, { id: actor.employeeId }))?.name ?? '';
}

/** Each value once, in first-seen order. */
export const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

// ── the 支払期日 ─────────────────────────────────────────────────────────────────

type DueSource = { id: number; paymentNotificationId: number | null; paymentDueDate: string | null };

const byDueDate = (a: DueDate, b: DueDate) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0);

/** The 支払期日 of each notification (its groups' and months of hours', with the contract's 順延 agreement), by notification id. */
export async function notificationDues(db: Queryable, companyId: number, ids: readonly number[]): Promise<Map<number, DueDate[]>> {
  const out = new Map<number, DueDate[]>();
  // the groups' and those of the months of hours on them (hoursDuesOf)
  const rows = [...(await repo.dueDatesOfNotifications(db, companyId, unique(ids))), ...(await hoursDuesOf(db, unique(ids)))];
  for (const r of rows) {
    if (r.dueDate === null) continue;
    out.set(r.notificationId, [...(out.get(r.notificationId) ?? []), { dueDate: r.dueDate, postponementAgreed: r.postponementAgreed }].sort(byDueDate));
  }
  return out;
}

/**
 * Each payment's 支払期日, by payment id: its notification's groups; a direct payment's own `payment_due_date` (no
 * contract, so no 順延 agreement); none when neither.
 */
export async function duesOf(db: Queryable, companyId: number, rows: readonly DueSource[]): Promise<Map<number, DueDate[]>> {
  const byNotification = await notificationDues(
    db,
    companyId,
    rows.flatMap((r) => (r.paymentNotificationId === null ? [] : [r.paymentNotificationId])),
  );
  const out = new Map<number, DueDate[]>();
  for (const r of rows) {
    const own = r.paymentNotificationId === null ? [] : (byNotification.get(r.paymentNotificationId) ?? []);
    out.set(r.id, own.length > 0 ? own : r.paymentDueDate ? [{ dueDate: r.paymentDueDate, postponementAgreed: false }] : []);
  }
  return out;
}

/** One payment (or notification) whose date is checked against its 支払期日. */
type DatedItem = {
  id: number;
  /** how a refusal names it: 「支払（山田 太郎・¥99,790）」 */
  label: string;
  date: string;
  dues: readonly DueDate[];
  /** a reason already confirmed for a date at least this late (no second confirmation) */
  confirmed: { reason: string; date: string } | null;
};
export type LateItem = { id: number; missed: DueDate; reason: string; confirmedNow: boolean };

/**
 * The items whose date misses a 支払期日, each with the reason it goes ahead on (`reason` from the body, or one already
 * confirmed for that date). Throws 422 naming every late item when a reason is missing.
 */
export function checkLate(items: readonly DatedItem[], reason: string | null | undefined): LateItem[] {
  const late: LateItem[] = [];
  const problems: string[] = [];
  for (const item of items) {
    const missed = missedDueDate(item.date, item.dues);
    if (!missed) continue;
    const kept = item.confirmed && item.date <= item.confirmed.date ? item.confirmed.reason : null;
    if (reason) late.push({ id: item.id, missed, reason, confirmedNow: true });
    else if (kept) late.push({ id: item.id, missed, reason: kept, confirmedNow: false });
    else problems.push(ja.paymentDue.lateNeedsReason(item.label, item.date, missed.dueDate));
  }
  if (problems.length > 0) throw new HttpError(422, errorCodes.validation, problems, { late_reason: [ja.paymentDue.reasonRequired] });
  return late;
}

/** payment_logs entries for late dates confirmed now (action late_payment_date, the actor's name and the reason). */
export function lateLogs(companyId: number, name: string, late: readonly LateItem[], date: string, via: string): PaymentLogInsert[] {
  return late
    .filter((l) => l.confirmedNow)
    .map((l) => ({
      companyId,
      paymentId: l.id,
      action: 'late_payment_date',
      actorName: name,
      reason: l.reason,
      details: { payment_date: date, payment_due_date: l.missed.dueDate, via },
    }));
}
