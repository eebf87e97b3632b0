import { ja } from '@app/shared/messages/ja';
import {
  canTransition,
  paymentNotificationStatusLabels,
  withholdsPayee,
  type PaymentNotificationAction,
} from '@app/shared/payment-notifications';
import { missedDueDate, type DueDate } from '@app/shared/payment-due';
import type { z } from 'zod';
import type { notificationEditSchema } from '@app/shared/payment-notifications';
import type { Queryable } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import * as repo from './payment-notifications.repository';
import { notifyWorkerOfNotification, notificationSettings } from './payment-notification-notices';
import { bulkAnswer, groupBy, payeeColumns, refused, totalsColumns, totalsLine } from './payment-notification-bulk';

type Edit = z.output<typeof notificationEditSchema>;

/**
 * Locks the notifications; 404 when one is not the company's, 409 naming each that may not take `action`. With
 * `workers`, first holds their workers' notifications (the one-per-payment-date check), as creation does.
 */
async function lockFor(tx: Queryable, auth: Pick<AuthContext, 'companyId'>, ids: readonly number[], action: PaymentNotificationAction, workers = false) {
  const sorted = [...ids].sort((a, b) => a - b);
  if (workers) await repo.lockWorkersNotifications(tx, (await repo.findByIds(tx, auth.companyId, sorted)).map((n) => n.workerId));
  const rows = await repo.findByIds(tx, auth.companyId, sorted, true);
  if (rows.length !== ids.length) throw notFound(ja.paymentNotifications.notFound);
  const reasons = rows
    .filter((n) => !canTransition(action, n.status))
    .map((n) => ja.paymentNotifications.notAllowed(n.number, paymentNotificationStatusLabels[n.status], ja.paymentNotifications.actions[action]!));
  if (reasons.length > 0) throw refused(409, reasons);
  return rows;
}

/**
 * The notification of the same worker on the same payment date as `n` would have, when `dateOf` gives each one's
 * payment date after the change (one 源泉徴収 threshold per payment: 所得税法 204条 「1回に支払われる金額」).
 */
function sameDateOther(
  n: repo.NotificationRow,
  date: string,
  others: readonly { id: number; number: string; workerId: number; paymentDate: string }[],
  dateOf: (o: { id: number; paymentDate: string }) => string,
) {
  return others.find((o) => o.workerId === n.workerId && o.id !== n.id && dateOf(o) === date);
}

const sameAdjustment = (a: Pick<repo.LineRow, 'name' | 'amount' | 'adjustmentCategory' | 'adjustmentReason'>, b: Pick<repo.LineInsert, 'name' | 'amount' | 'adjustmentCategory' | 'adjustmentReason'>) =>
  a.name === b.name && a.amount === b.amount && a.adjustmentCategory === (b.adjustmentCategory ?? null) && a.adjustmentReason === (b.adjustmentReason ?? null);

/**
 * PUT /bulk: payment date, remarks and adjustments of each; totals recomputed; a rejected one goes back to 未送信.
 * Refused for the whole set (422, each notification named): a transfer amount of zero or less; a payment date after a
 * 支払期日 of its groups without `late_reason` (with one it is stored, logged as late_payment_date, and shown as
 * 支払遅延); a payment date another notification of the worker has. Each new negative adjustment is logged.
 */
export async function updateBulk(db: Queryable, auth: Pick<AuthContext, 'companyId'> & { profile: Pick<AuthContext['profile'], 'name'> }, edits: readonly Edit[]) {
  return db.transaction(async (tx) => {
    const rows = await lockFor(tx, auth, edits.map((e) => e.id), 'update', true);
    const byId = new Map(edits.map((e) => [e.id, e]));
    const lines = groupBy(await repo.linesOf(tx, rows.map((n) => n.id)), (l) => l.paymentNotificationId);
    const dues = groupBy(await repo.duesOf(tx, rows.map((n) => n.id)), (d) => d.notificationId);
    const others = await repo.notificationsOfWorkers(tx, auth.companyId, rows.map((n) => n.workerId));
    const dateOf = (o: { id: number; paymentDate: string }) => byId.get(o.id)?.payment_date ?? o.paymentDate;
    const reasons: string[] = [];
    const writes: { n: repo.NotificationRow; edit: Edit; adjustments: repo.LineInsert[]; totals: ReturnType<typeof totalsColumns>; late: DueDate | null }[] = [];
    for (const n of rows) {
      const edit = byId.get(n.id)!;
      const items = (lines.get(n.id) ?? []).filter((l) => l.kind === 'item');
      const individual = n.workerEntityType === 'individual';
      const withheld = withholdsPayee(items.map(totalsLine), individual);
      const adjustments: repo.LineInsert[] = edit.adjustments.map((a, k) => ({
        position: items.length + k + 1,
        kind: 'adjustment',
        name: a.name,
        quantity: 1,
        unitPrice: a.amount,
        // an 経費精算 is part of the 報酬: taxed at its rate and withheld with it; the others are 不課税
        taxRate: a.category === 'expense' ? a.tax_rate : null,
        amount: a.amount,
        withholds: a.category === 'expense' && withheld,
        adjustmentCategory: a.category,
        adjustmentReason: a.reason,
      }));
      const totals = totalsColumns([...items, ...adjustments].map(totalsLine), individual, edit.payment_date);
      if (totals.transferAmount <= 0) reasons.push(ja.paymentNotifications.transferAmountNotPositive(n.number));
      const late = missedDueDate(
        edit.payment_date,
        (dues.get(n.id) ?? []).map((d) => ({ dueDate: d.dueDate, postponementAgreed: d.postponementAgreed })),
      );
      if (late && !edit.late_reason) {
        reasons.push(ja.paymentDue.lateNeedsReason(ja.paymentNotifications.lateSubject(n.number, n.workerName), edit.payment_date, late.dueDate));
      }
      const other = sameDateOther(n, edit.payment_date, others, dateOf);
      if (other) reasons.push(ja.paymentNotifications.samePaymentDate(n.number, n.workerName, edit.payment_date, other.number));
      writes.push({ n, edit, adjustments, totals, late });
    }
    if (reasons.length > 0) throw refused(422, reasons);
    const logs: repo.PaymentLogInsert[] = [];
    for (const w of writes) {
      const lateReason = w.late ? w.edit.late_reason : null;
      await repo.replaceAdjustments(tx, w.n.id, w.adjustments);
      await repo.updateNotification(tx, auth.companyId, w.n.id, {
        paymentDate: w.edit.payment_date,
        remarks: w.edit.remarks,
        lateReason,
        status: 'before_sending',
        ...w.totals,
      });
      const base = { companyId: auth.companyId, paymentNotificationId: w.n.id, actorName: auth.profile.name };
      if (w.late && (w.n.paymentDate !== w.edit.payment_date || w.n.lateReason !== lateReason)) {
        logs.push({
          ...base,
          action: 'late_payment_date',
          reason: lateReason,
          details: { payment_date: w.edit.payment_date, payment_due_date: w.late.dueDate, previous_payment_date: w.n.paymentDate },
        });
      }
      const before = (lines.get(w.n.id) ?? []).filter((l) => l.kind === 'adjustment');
      for (const a of w.adjustments.filter((x) => x.amount < 0 && !before.some((b) => sameAdjustment(b, x)))) {
        logs.push({ ...base, action: 'negative_adjustment', reason: a.adjustmentReason ?? null, details: { name: a.name, amount: a.amount, category: a.adjustmentCategory } });
      }
    }
    await repo.insertPaymentLogs(tx, logs);
    return bulkAnswer(rows.map((n) => ({ ...n, status: 'before_sending' as const })));
  });
}

/**
 * POST /bulk_submission: each goes to the worker (mail + portal notice). Sending freezes on the document what it
 * states: the worker's name and registration number, the company's message and the みなし承認 days (or none) — a later
 * change of the settings never reaches it. Refused (422) when another notification of the worker has the same payment
 * date (one 源泉徴収 threshold per payment).
 */
export async function submitBulk(db: Queryable, auth: AuthContext, ids: readonly number[], appUrl: string) {
  return db.transaction(async (tx) => {
    const rows = await lockFor(tx, auth, ids, 'submit', true);
    const others = await repo.notificationsOfWorkers(tx, auth.companyId, rows.map((n) => n.workerId));
    const reasons = rows.flatMap((n) => {
      const other = sameDateOther(n, n.paymentDate, others, (o) => o.paymentDate);
      return other ? [ja.paymentNotifications.samePaymentDate(n.number, n.workerName, n.paymentDate, other.number)] : [];
    });
    if (reasons.length > 0) throw refused(422, reasons);
    const payeeById = new Map((await repo.payees(tx, auth.companyId, [...new Set(rows.map((n) => n.workerId))])).map((p) => [p.id, p]));
    const settings = await notificationSettings(tx, auth.companyId);
    const lines = groupBy(await repo.linesOf(tx, rows.map((n) => n.id)), (l) => l.paymentNotificationId);
    const sent: repo.NotificationRow[] = [];
    for (const n of rows) {
      const payee = payeeById.get(n.workerId)!;
      const columns = payeeColumns(payee, (lines.get(n.id) ?? []).filter((l) => l.kind === 'item'));
      const totals = totalsColumns((lines.get(n.id) ?? []).map(totalsLine), columns.workerEntityType === 'individual', n.paymentDate);
      const values = {
        ...columns,
        ...totals,
        status: 'reviewing' as const,
        workerComment: null,
        deemedApprovalDays: settings.deemedApprovalDays,
        workerMessage: settings.message,
        submittedAt: new Date().toISOString(),
        answeredAt: null,
      };
      await repo.updateNotification(tx, auth.companyId, n.id, values);
      const updated = { ...n, ...values };
      sent.push(updated);
      await notifyWorkerOfNotification(tx, { notification: updated, payee, companyName: auth.profile.companyName, message: updated.workerMessage, appUrl });
    }
    return bulkAnswer(sent);
  });
}

/** DELETE /bulk_discard: unsent (or sent back) notifications go; their groups can be notified again. */
export async function discardBulk(db: Queryable, auth: AuthContext, ids: readonly number[]) {
  return db.transaction(async (tx) => {
    const rows = await lockFor(tx, auth, ids, 'discard');
    await repo.deleteNotifications(tx, auth.companyId, rows.map((n) => n.id));
    return bulkAnswer(rows);
  });
}
