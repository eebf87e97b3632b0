/**
 * Payments (支払): the list, creation from approved 支払通知書 or directly, date changes one by one or in bulk, transfer
 * files, the imports, and 支払済 (bulk, and its 取消). Every multi-row write is one transaction; a refused set changes
 * nothing and names each problem. This file: the list, creation, edits and the bulk date; 支払済, its 取消 and 承認 are
 * in payment-status.service.ts, transfer files and the CSV list in payment-exports.service.ts, the imports in
 * payment-imports.service.ts, the checks they share in payment-checks.ts.
 *
 * The 支払期日 (payment-checks.ts): a date after a payment's 支払期日 is refused unless the body confirms it with
 * `late_reason`; the payment keeps the reason and payment_logs records it.
 */
import { foldForSearch } from '@app/shared/kana';
import { ja } from '@app/shared/messages/ja';
import type { DueDate } from '@app/shared/payment-due';
import {
  paymentDateProblem,
  type PayableNotification,
  type bulkPaymentDateBodySchema,
  type createPaymentBodySchema,
  type paymentListQuerySchema,
  type updatePaymentBodySchema,
} from '@app/shared/payments';
import { workerDisplayName } from '@app/shared/workers';
import type { z } from 'zod';
import { errorCodes } from '@app/shared/api';
import type { Db, Queryable } from '../../../db/client';
import { newCode } from '../../../lib/codes';
import { conflict, HttpError, invalid, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import { findByCodes as findWorkersByCodes } from '../../partners/workers/workers.repository';
import { insertPaymentLogs } from '../payment-notifications/payment-notifications.repository';
import { findNotificationsForPayment } from '../payment-notifications/payment-notification-payments.repository';
import { lockPayments } from './payment-locks';
import { approvalRequiredFor, approvalThreshold, notifyApprovers } from './payment-approvals';
import { actorName, checkLate, duesOf, lateLogs, notificationDues, unique, unprocessable, type Actor, type LateItem } from './payment-checks';
import { answer, labelOf, wireAll } from './payment-wire';
import * as repo from './payments.repository';

// ── list ───────────────────────────────────────────────────────────────────────

export async function listPayments(db: Db, auth: AuthContext, query: z.output<typeof paymentListQuerySchema>) {
  const filter: repo.PaymentListFilter = {
    status: query.status,
    paymentDateFrom: query.payment_date_from,
    paymentDateTo: query.payment_date_to,
    exported: query.exported === undefined ? undefined : query.exported === 'true',
    keyword: query.keyword ? foldForSearch(query.keyword) : undefined,
  };
  if (query.worker_code) {
    const [worker] = await findWorkersByCodes(db, auth.companyId, [query.worker_code]);
    if (!worker) throw invalid({ worker_code: [ja.payments.workerNotFound] });
    filter.workerId = worker.id;
  }
  const { rows, total } = await repo.listPaymentsPage(db, auth.companyId, filter, query.limit, (query.page - 1) * query.limit);
  return { data: await wireAll(db, auth.companyId, rows), meta: { total_count: total, page: query.page, limit: query.limit } };
}

export async function payableNotifications(db: Db, auth: AuthContext) {
  const rows = await repo.payableNotifications(db, auth.companyId);
  const dues = await notificationDues(db, auth.companyId, rows.map((r) => r.notification.id));
  const data: PayableNotification[] = rows.map((r) => ({
    id: r.notification.id,
    code: r.notification.code,
    number: r.notification.number,
    worker: { code: r.worker.code, name: workerDisplayName(r.worker.fullName, r.worker.tradeName) },
    payment_month: r.notification.paymentMonth,
    payment_date: r.notification.paymentDate,
    payment_due_date: dues.get(r.notification.id)?.[0]?.dueDate ?? r.notification.paymentDueDate,
    late_reason: r.notification.lateReason,
    subtotal: r.notification.subtotal,
    tax_total: r.notification.taxTotal,
    withholding: r.notification.withholding,
    transfer_amount: r.notification.transferAmount,
  }));
  return { data, meta: { total_count: data.length } };
}
// ── writes ─────────────────────────────────────────────────────────────────────

/**
 * POST /v2/employee/payments: from approved notifications (all or nothing) or one payment entered directly. A date on
 * a bank holiday that is a 支払期日 is refused with the day to pay instead (paymentDateProblem); a date after the
 * 支払期日 needs `late_reason` (or the notification's own, confirmed when its date was set).
 */
export async function createPayments(db: Queryable, auth: Actor, body: z.output<typeof createPaymentBodySchema>) {
  if ('payment' in body) {
    const p = body.payment;
    const dues: DueDate[] = p.payment_due_date ? [{ dueDate: p.payment_due_date, postponementAgreed: false }] : [];
    const problem = paymentDateProblem(p.payment_date, dues);
    if (problem) throw invalid({ 'payment.payment_date': [problem] });
    return db.transaction(async (tx) => {
      const [worker] = await findWorkersByCodes(tx, auth.companyId, [p.worker_code]);
      if (!worker) throw notFound(ja.payments.workerNotFound);
      const label = ja.payments.paymentLabel(workerDisplayName(worker.fullName, worker.tradeName), p.amount);
      const [late] = checkLate([{ id: 0, label, date: p.payment_date, dues, confirmed: null }], p.late_reason);
      // 二重承認 (N10): at or above the company's threshold it waits for a second owner or administrator
      const approvalRequired = approvalRequiredFor(p.amount, await approvalThreshold(tx, auth.companyId));
      const row = await repo.insertPayment(tx, {
        companyId: auth.companyId,
        code: newCode(),
        workerId: worker.id,
        paymentDate: p.payment_date,
        amount: p.amount,
        remarks: p.remarks || null,
        paymentDueDate: p.payment_due_date ?? null,
        lateReason: late?.reason ?? null,
        approvalRequired,
        createdById: auth.employeeId,
      });
      if (late) await insertPaymentLogs(tx, lateLogs(auth.companyId, await actorName(tx, auth), [{ ...late, id: row.id }], p.payment_date, 'create'));
      if (approvalRequired) {
        const pending = { workerName: workerDisplayName(worker.fullName, worker.tradeName), workerCode: worker.code, paymentDate: p.payment_date, amount: p.amount };
        await notifyApprovers(tx, auth.companyId, { id: auth.employeeId, name: await actorName(tx, auth) }, [pending]);
      }
      const data = await answer(tx, auth.companyId, [row.id]);
      return { data, meta: { count: data.length } };
    });
  }
  const ids = unique(body.payment_notification_ids);
  return db.transaction(async (tx) => {
    const found = await findNotificationsForPayment(tx, auth.companyId, ids);
    const byId = new Map(found.map((n) => [n.id, n]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) throw new HttpError(404, errorCodes.notFound, missing.map((id) => ja.payments.notificationNotFound(id)));
    const dues = await notificationDues(tx, auth.companyId, ids);
    const duesFor = (n: (typeof found)[number]): DueDate[] =>
      dues.get(n.id) ?? (n.paymentDueDate ? [{ dueDate: n.paymentDueDate, postponementAgreed: false }] : []);
    const problems: string[] = [];
    for (const id of ids) {
      const n = byId.get(id)!;
      const named = (reason: string) => problems.push(ja.payments.notificationProblem(n.workerName, n.paymentDate, reason));
      if (n.status !== 'approved') named(ja.payments.notificationNotApproved);
      else if (n.paymentId !== null) named(ja.payments.notificationHasPayment);
      else if (n.transferAmount <= 0) named(ja.payments.notificationAmountNotPositive);
      else {
        const dateProblem = paymentDateProblem(n.paymentDate, duesFor(n));
        if (dateProblem) named(dateProblem);
      }
    }
    if (problems.length > 0) throw unprocessable(problems);
    const late = new Map(
      checkLate(
        ids.map((id) => {
          const n = byId.get(id)!;
          return {
            id,
            label: ja.payments.notificationLabel(n.workerName),
            date: n.paymentDate,
            dues: duesFor(n),
            confirmed: n.lateReason ? { reason: n.lateReason, date: n.paymentDate } : null,
          };
        }),
        body.late_reason,
      ).map((l) => [l.id, l]),
    );
    const created = await repo.insertPayments(
      tx,
      ids.map((id) => {
        const n = byId.get(id)!;
        return {
          companyId: auth.companyId,
          code: newCode(),
          workerId: n.workerId,
          paymentNotificationId: n.id,
          paymentDate: n.paymentDate,
          amount: n.transferAmount,
          withholding: n.withholding,
          paymentDueDate: duesFor(n)[0]?.dueDate ?? null,
          lateReason: late.get(id)?.reason ?? null,
          createdById: auth.employeeId,
        };
      }),
    );
    if (late.size > 0) {
      // every late one is logged on its new payment, also when the reason is the notification's own
      const name = await actorName(tx, auth);
      const logs = ids.flatMap((id, i) => {
        const l = late.get(id);
        if (!l) return [];
        const entries = lateLogs(auth.companyId, name, [{ ...l, id: created[i]!, confirmedNow: true }], byId.get(id)!.paymentDate, 'payment_notification');
        return entries.map((entry) => ({ ...entry, paymentNotificationId: id }));
      });
      await insertPaymentLogs(tx, logs);
    }
    const data = await answer(tx, auth.companyId, created);
    return { data, meta: { count: data.length } };
  });
}

/**
 * PUT /v2/employee/payments/{id}: date and remarks; the amount only of a payment entered directly; never once paid.
 * A date after the 支払期日 needs `late_reason` (kept with the payment, logged); an on-time date clears it.
 */
export async function updatePayment(db: Db, auth: AuthContext, id: number, body: z.output<typeof updatePaymentBodySchema>) {
  return db.transaction(async (tx) => {
    const [found] = await repo.findPayments(tx, auth.companyId, [id], { forUpdate: true });
    if (!found) throw notFound(ja.payments.notFound);
    const p = found.payment;
    if (p.status === 'paid') throw conflict(ja.payments.alreadyPaid);
    const { payment_date: paymentDate, amount, remarks, late_reason: lateReason } = body.payment;
    if (amount !== undefined && amount !== p.amount && p.paymentNotificationId !== null) throw invalid({ 'payment.amount': [ja.payments.amountFromNotification] });
    let late: LateItem | undefined;
    if (paymentDate !== undefined) {
      const dues = (await duesOf(tx, auth.companyId, [p])).get(p.id) ?? [];
      const problem = paymentDateProblem(paymentDate, dues);
      if (problem) throw invalid({ 'payment.payment_date': [problem] });
      const confirmed = p.lateReason ? { reason: p.lateReason, date: p.paymentDate } : null;
      [late] = checkLate([{ id, label: labelOf(found), date: paymentDate, dues, confirmed }], lateReason);
    }
    // 二重承認 (N10): a new amount of a direct payment is judged again, and an earlier approval no longer holds
    const amountChanged = amount !== undefined && amount !== p.amount && p.paymentNotificationId === null;
    const approvalRequired = amountChanged ? approvalRequiredFor(amount, await approvalThreshold(tx, auth.companyId)) : p.approvalRequired;
    await repo.updatePayment(tx, auth.companyId, id, {
      ...(paymentDate !== undefined ? { paymentDate, lateReason: late?.reason ?? null } : {}),
      ...(amount !== undefined ? { amount } : {}),
      ...(amountChanged ? { approvalRequired, approvedById: null, approvedAt: null } : {}),
      ...(remarks !== undefined ? { remarks: remarks || null } : {}),
    });
    if (late && paymentDate !== undefined) await insertPaymentLogs(tx, lateLogs(auth.companyId, auth.profile.name, [late], paymentDate, 'update'));
    if (amountChanged && approvalRequired) {
      // whoever set the amount may not approve it (payment-approvals.ts reads this entry)
      await insertPaymentLogs(tx, [
        { companyId: auth.companyId, paymentId: id, action: 'amount_changed', actorName: auth.profile.name, details: { amount_from: p.amount, amount_to: amount, employee_id: auth.employeeId } },
      ]);
      const pending = { workerName: workerDisplayName(found.worker.fullName, found.worker.tradeName), workerCode: found.worker.code, paymentDate: paymentDate ?? p.paymentDate, amount };
      await notifyApprovers(tx, auth.companyId, { id: auth.employeeId, name: auth.profile.name }, [pending]);
    }
    const [data] = await answer(tx, auth.companyId, [id]);
    return { data: data! };
  });
}

/** DELETE /v2/employee/payments/{id}: not once paid or written to a transfer file. */
export async function deletePayment(db: Db, auth: AuthContext, id: number) {
  await db.transaction(async (tx) => {
    const [found] = await repo.findPayments(tx, auth.companyId, [id], { forUpdate: true });
    if (!found) throw notFound(ja.payments.notFound);
    if (found.payment.status === 'paid') throw conflict(ja.payments.cannotDeletePaid);
    if (found.payment.exportedAt !== null) throw conflict(ja.payments.cannotDeleteExported);
    await repo.deletePayment(tx, auth.companyId, id);
  });
}

/**
 * PUT /v2/employee/payments/bulk: one date for every payment named, all or nothing. Payments the date makes late need
 * `late_reason` (each one named otherwise); on-time ones lose a reason they had.
 */
export async function bulkUpdateDate(db: Db, auth: AuthContext, body: z.output<typeof bulkPaymentDateBodySchema>) {
  const ids = unique(body.paymentIds);
  return db.transaction(async (tx) => {
    const found = await lockPayments(tx, auth.companyId, ids);
    const dues = await duesOf(tx, auth.companyId, found.map((r) => r.payment));
    // a holiday that is one of their 支払期日 is answered with the day to pay instead (the same for all of them)
    const problem = paymentDateProblem(body.paymentDate, [...dues.values()].flat());
    if (problem) throw invalid({ paymentDate: [problem] });
    const paid = found.filter((r) => r.payment.status === 'paid');
    if (paid.length > 0) {
      throw new HttpError(
        409,
        errorCodes.conflict,
        paid.map((r) => ja.payments.alreadyPaidNamed(workerDisplayName(r.worker.fullName, r.worker.tradeName))),
      );
    }
    const late = checkLate(
      found.map((r) => ({
        id: r.payment.id,
        label: labelOf(r),
        date: body.paymentDate,
        dues: dues.get(r.payment.id) ?? [],
        confirmed: r.payment.lateReason ? { reason: r.payment.lateReason, date: r.payment.paymentDate } : null,
      })),
      body.late_reason,
    );
    const count = await repo.setPaymentDates(tx, auth.companyId, ids, body.paymentDate);
    const lateIds = new Set(late.map((l) => l.id));
    await repo.setLateReason(tx, auth.companyId, ids.filter((id) => !lateIds.has(id)), null);
    if (body.late_reason) await repo.setLateReason(tx, auth.companyId, [...lateIds], body.late_reason);
    await insertPaymentLogs(tx, lateLogs(auth.companyId, auth.profile.name, late, body.paymentDate, 'bulk'));
    return { meta: { count } };
  });
}
