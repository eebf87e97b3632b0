/**
 * Payments (支払): the list, creation from approved 支払通知書 or directly, date changes one by one or in bulk, transfer
 * files (全銀 payments.txt / payments.csv) validated first and kept for re-download, the plain CSV list, the two
 * imports, and 支払済 (bulk, and its 取消). Every multi-row write is one transaction; a refused set changes nothing and
 * names each problem. The transfer fee is never deducted from the amount (取適法): the file transfers exactly `amount`.
 *
 * The 支払期日 (フリーランス新法 4条; payment-due.ts): every path that sets a payment date — creation, the date of one
 * payment or many, the 振込指定日 of a transfer file — compares it with the payment's 支払期日 (its notification's
 * groups, with the contract's 順延 agreement; or the one given with a direct payment). A later date is refused (422,
 * `fields.late_reason`, each payment named) unless the body confirms it with `late_reason`; then the payment keeps the
 * reason and payment_logs records it (late_payment_date, the employee's name). Marking paid and its 取消 are logged
 * too (paid, paid_undone).
 */
import { transferDateProblem } from '@app/shared/business-days';
import { formatDate, parseBusinessDate, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { missedDueDate, type DueDate } from '@app/shared/payment-due';
import { exportProblems, exportWarnings } from '@app/shared/payment-export-validation';
import {
  accountTypeLabels,
  isLatePaymentOf,
  paidImportColumns,
  paymentApprovalStatus,
  paymentDateProblem,
  PAYMENT_AMOUNT_MAX,
  PAYMENT_REMARKS_MAX,
  paymentCsvHeader,
  paymentStatusLabels,
  priceImportColumns,
  transferCsvHeader,
  type ExportProblem,
  type PayableNotification,
  type PaymentExportWire,
  type PaymentWire,
  type bulkPaymentDateBodySchema,
  type createPaymentBodySchema,
  type exportBodySchema,
  type exportValidateBodySchema,
  type markPaidBodySchema,
  type paymentListQuerySchema,
  type undoPaidBodySchema,
  type updatePaymentBodySchema,
} from '@app/shared/payments';
import { isSingleLineText } from '@app/shared/text';
import { workerDisplayName } from '@app/shared/workers';
import { buildZenginTransferFile, zenginTransferDateProblem } from '@app/shared/zengin-transfer';
import type { z } from 'zod';
import { errorCodes } from '@app/shared/api';
import type { Db, Queryable } from '../../../db/client';
import { newCode } from '../../../lib/codes';
import { toCsv, type CsvCell } from '../../../lib/csv';
import { runCsvImport, type CsvImportRow, type CsvProblems } from '../../../lib/csv-import';
import { conflict, HttpError, invalid, notFound } from '../../../lib/errors';
import { toShiftJisCsv } from '../../../lib/shift-jis';
import type { AuthContext } from '../../../lib/auth-context';
import { findEmployee } from '../../identity/employees/employees.repository';
import { findByCodes as findWorkersByCodes, logPersonalDataAccessMany } from '../../partners/workers/workers.repository';
import { findTransferAccount } from '../transfer-accounts/transfer-accounts.repository';
import { zenginAccountOf } from '../transfer-accounts/transfer-accounts.service';
import {
  findNotificationsForPayment,
  insertPaymentLogs,
  markNotificationsPaid,
  markNotificationsUnpaid,
  type PaymentLogInsert,
} from '../payment-notifications/payment-notifications.repository';
import { lockPayments } from './payment-locks';
import { approvalRequiredFor, approvalThreshold, approvePayments, notifyApprovers, type PendingPayment } from './payment-approvals';
import * as repo from './payments.repository';

const unprocessable = (errors: string[]) => new HttpError(422, errorCodes.validation, errors);

/**
 * Who acts: the signed-in employee's company, id and name (the demo seed acts as the demo owner; without a name, the
 * employee's is read for the log).
 */
type Actor = Pick<AuthContext, 'companyId' | 'employeeId'> & { profile?: Pick<AuthContext['profile'], 'name'> };

/** The name payment_logs records for the actor. */
async function actorName(db: Queryable, actor: Actor): Promise<string> {
  if (actor.profile) return actor.profile.name;
  return (await findEmployee(db, actor.companyId, { id: actor.employeeId }))?.name ?? '';
}

// ── the 支払期日 ─────────────────────────────────────────────────────────────────

type DueSource = { id: number; paymentNotificationId: number | null; paymentDueDate: string | null };

const byDueDate = (a: DueDate, b: DueDate) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0);

/** The 支払期日 of each notification (its groups', with the contract's 順延 agreement), by notification id. */
async function notificationDues(db: Queryable, companyId: number, ids: readonly number[]): Promise<Map<number, DueDate[]>> {
  const out = new Map<number, DueDate[]>();
  for (const r of await repo.dueDatesOfNotifications(db, companyId, unique(ids))) {
    if (r.dueDate === null) continue;
    out.set(r.notificationId, [...(out.get(r.notificationId) ?? []), { dueDate: r.dueDate, postponementAgreed: r.postponementAgreed }].sort(byDueDate));
  }
  return out;
}

/**
 * Each payment's 支払期日, by payment id: its notification's groups; a direct payment's own `payment_due_date` (no
 * contract, so no 順延 agreement); none when neither.
 */
async function duesOf(db: Queryable, companyId: number, rows: readonly DueSource[]): Promise<Map<number, DueDate[]>> {
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
type LateItem = { id: number; missed: DueDate; reason: string; confirmedNow: boolean };

/**
 * The items whose date misses a 支払期日, each with the reason it goes ahead on (`reason` from the body, or one already
 * confirmed for that date). Throws 422 naming every late item when a reason is missing.
 */
function checkLate(items: readonly DatedItem[], reason: string | null | undefined): LateItem[] {
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
function lateLogs(companyId: number, name: string, late: readonly LateItem[], date: string, via: string): PaymentLogInsert[] {
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

const labelOf = (r: repo.PaymentWithParties) => ja.payments.paymentLabel(workerDisplayName(r.worker.fullName, r.worker.tradeName), r.payment.amount);

function wire(r: repo.PaymentWithParties, dues: readonly DueDate[]): PaymentWire {
  const p = r.payment;
  return {
    id: p.id,
    code: p.code,
    worker: { code: r.worker.code, name: workerDisplayName(r.worker.fullName, r.worker.tradeName) },
    amount: p.amount,
    withholding: p.withholding,
    payment_date: p.paymentDate,
    status: p.status,
    status_label: paymentStatusLabels[p.status],
    remarks: p.remarks,
    paid_on: p.paidOn,
    exported_at: p.exportedAt,
    export_code: r.exportCode,
    payment_notification: p.paymentNotificationId !== null && r.notificationCode ? { id: p.paymentNotificationId, code: r.notificationCode } : null,
    payment_due_date: dues[0]?.dueDate ?? p.paymentDueDate,
    late: p.lateReason !== null || isLatePaymentOf(p, dues),
    late_reason: p.lateReason,
    approval_status: paymentApprovalStatus(p),
    created_at: p.createdAt,
  };
}

async function wireAll(db: Queryable, companyId: number, rows: readonly repo.PaymentWithParties[]): Promise<PaymentWire[]> {
  const dues = await duesOf(db, companyId, rows.map((r) => r.payment));
  return rows.map((r) => wire(r, dues.get(r.payment.id) ?? []));
}

async function answer(db: Queryable, companyId: number, ids: readonly number[]): Promise<PaymentWire[]> {
  return wireAll(db, companyId, await repo.findPayments(db, companyId, ids));
}

// ── list ───────────────────────────────────────────────────────────────────────

export async function listPayments(db: Db, auth: AuthContext, query: z.output<typeof paymentListQuerySchema>) {
  const filter: repo.PaymentListFilter = {
    status: query.status,
    paymentDateFrom: query.payment_date_from,
    paymentDateTo: query.payment_date_to,
    exported: query.exported === undefined ? undefined : query.exported === 'true',
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

const unique = (ids: readonly number[]) => [...new Set(ids)];
const uniqueTexts = (values: readonly string[]) => [...new Set(values)];

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

// ── paid ───────────────────────────────────────────────────────────────────────

/**
 * Where the 支払調書 publish check goes: a paid payment counts in the 支払調書 of its paid year (DOMAIN.md), so once that
 * year's 支払調書 is published its payments must not change. 支払調書 do not exist yet, so every 取消 is allowed; when
 * they are built, refuse here the payments whose paid year is published (docs/decisions.md, issue #18 item 13).
 */
function assertPaidUndoAllowed(rows: readonly repo.PaymentWithParties[]): void {
  void rows;
}

/**
 * POST /v2/employee/payments/paid: marks the payments paid on `paid_on` (each one's payment date when absent), with
 * their 支払通知書 支払済, in one transaction: all or nothing, every refused payment named (already paid; a 振込日 after
 * today in Japan). Each is logged (paid).
 */
export async function markPaid(db: Db, auth: AuthContext, body: z.output<typeof markPaidBodySchema>, today = todayInJapan()) {
  const ids = unique(body.payment_ids);
  return db.transaction(async (tx) => {
    const found = await lockPayments(tx, auth.companyId, ids);
    const problems: string[] = [];
    const plan = found.map((r) => ({ id: r.payment.id, paidOn: body.paid_on ?? r.payment.paymentDate, notificationId: r.payment.paymentNotificationId }));
    found.forEach((r, i) => {
      const name = workerDisplayName(r.worker.fullName, r.worker.tradeName);
      if (r.payment.status === 'paid') problems.push(ja.payments.alreadyPaidMark(name));
      else if (plan[i]!.paidOn > today) problems.push(ja.payments.paidFutureNamed(name, plan[i]!.paidOn, today));
    });
    if (problems.length > 0) throw unprocessable(problems);
    await writePaid(tx, auth, plan, 'screen');
    const data = await answer(tx, auth.companyId, ids);
    return { data, meta: { count: data.length } };
  });
}

/** Marks paid, the notifications 支払済, and logs each (paid) — for the screen and the import alike. */
async function writePaid(tx: Queryable, auth: Actor, plan: readonly { id: number; paidOn: string; notificationId: number | null }[], via: string) {
  await repo.markPaymentsPaid(tx, auth.companyId, plan);
  await markNotificationsPaid(
    tx,
    auth.companyId,
    plan.flatMap((p) => (p.notificationId === null ? [] : [p.notificationId])),
  );
  const name = await actorName(tx, auth);
  await insertPaymentLogs(
    tx,
    plan.map((p) => ({ companyId: auth.companyId, paymentId: p.id, paymentNotificationId: p.notificationId, action: 'paid', actorName: name, details: { paid_on: p.paidOn, via } })),
  );
}

/**
 * POST /v2/employee/payments/paid_undo: the 取消 of 支払済 — back to unpaid without a paid date, their 支払通知書 back to
 * 承認済 (markNotificationsUnpaid), each logged (paid_undone); all or nothing, every payment that is not paid named.
 */
export async function undoPaid(db: Db, auth: AuthContext, body: z.output<typeof undoPaidBodySchema>) {
  const ids = unique(body.payment_ids);
  return db.transaction(async (tx) => {
    const found = await lockPayments(tx, auth.companyId, ids);
    const problems = found
      .filter((r) => r.payment.status !== 'paid')
      .map((r) => ja.payments.notPaidUndo(workerDisplayName(r.worker.fullName, r.worker.tradeName)));
    if (problems.length > 0) throw unprocessable(problems);
    assertPaidUndoAllowed(found);
    await repo.markPaymentsUnpaid(tx, auth.companyId, ids);
    await markNotificationsUnpaid(
      tx,
      auth.companyId,
      found.flatMap((r) => (r.payment.paymentNotificationId === null ? [] : [r.payment.paymentNotificationId])),
    );
    await insertPaymentLogs(
      tx,
      found.map((r) => ({
        companyId: auth.companyId,
        paymentId: r.payment.id,
        paymentNotificationId: r.payment.paymentNotificationId,
        action: 'paid_undone',
        actorName: auth.profile.name,
        details: { paid_on: r.payment.paidOn },
      })),
    );
    const data = await answer(tx, auth.companyId, ids);
    return { data, meta: { count: data.length } };
  });
}

/** POST /v2/employee/payments/approvals (二重承認, payment-approvals.ts): the approved payments as the list shows them. */
export async function approve(db: Db, auth: AuthContext, ids: readonly number[]) {
  const approved = await approvePayments(db, auth, ids);
  const data = await answer(db, auth.companyId, approved);
  return { data, meta: { count: data.length } };
}

// ── transfer files ─────────────────────────────────────────────────────────────

type TransferRow = Awaited<ReturnType<typeof repo.transferRows>>[number];

/** The company's payments named, in id order; 404 naming every id that is not the company's. */
async function requireTransferRows(db: Queryable, auth: Actor, ids: readonly number[], forUpdate = false): Promise<TransferRow[]> {
  const wanted = unique(ids);
  const rows = await repo.transferRows(db, auth.companyId, wanted, { forUpdate });
  const present = new Set(rows.map((r) => r.id));
  const missing = wanted.filter((id) => !present.has(id));
  if (missing.length > 0) throw new HttpError(404, errorCodes.notFound, missing.map((id) => ja.payments.paymentNotFoundId(id)));
  return rows;
}

const nameOf = (r: TransferRow) => workerDisplayName(r.fullName, r.tradeName);

/**
 * Every problem of the payments for a transfer file, each naming its worker (exportProblems: no bank account, holder
 * name, amount, payment date; nothing left to export), paid ones too; and the payments the file would hold.
 */
async function problemsOf(db: Queryable, auth: Actor, rows: readonly TransferRow[], exceptExported: boolean) {
  const banks = await zenginBanks(rows);
  const selected = exceptExported ? rows.filter((r) => r.exportedAt === null) : [...rows];
  const problems: ExportProblem[] = [];
  const named = (r: TransferRow, message: string) => problems.push({ payment_id: r.id, worker_code: r.workerCode, worker_name: nameOf(r), message });
  for (const r of selected) if (r.status === 'paid') named(r, ja.payments.exportPaid(nameOf(r)));
  // 二重承認 (N10): waiting for a second owner or administrator — refused until approved
  const waiting = selected.filter((r) => r.approvalRequired && r.approvedAt === null);
  if (waiting.length > 0) {
    const threshold = await approvalThreshold(db, auth.companyId);
    for (const r of waiting) named(r, ja.payments.exportPendingApproval(nameOf(r), threshold));
  }
  const found = exportProblems(
    rows.map((r) => ({
      workerName: nameOf(r),
      bank: banks.get(r.id) ?? null,
      amount: r.amount,
      paymentDate: r.paymentDate,
      alreadyExported: r.exportedAt !== null,
    })),
    { exceptAlreadyExported: exceptExported },
  );
  for (const p of found) {
    const r = rows[p.index];
    if (r) named(r, p.message);
    else problems.push({ payment_id: null, worker_code: null, worker_name: null, message: p.message });
  }
  return { selected, problems, banks };
}

type ZenginBank = NonNullable<TransferRow['bank']>;

/**
 * Each payment's bank account as the 全銀 file writes it: bank and branch names are the master's kana (the stored
 * names are display names such as みずほ). One master lookup per bank and branch.
 */
async function zenginBanks(rows: readonly TransferRow[]): Promise<Map<number, ZenginBank>> {
  const byBranch = new Map<string, Promise<ZenginBank>>();
  const out = new Map<number, ZenginBank>();
  for (const r of rows) {
    if (!r.bank) continue;
    const key = `${r.bank.bankCode}-${r.bank.branchCode}`;
    let names = byBranch.get(key);
    if (!names) {
      names = zenginAccountOf({ ...r.bank });
      byBranch.set(key, names);
    }
    const { bankName, branchName } = await names;
    out.set(r.id, { ...r.bank, bankName, branchName });
  }
  return out;
}

/** POST /v2/employee/payments/exports/validates */
export async function validateExport(db: Db, auth: AuthContext, body: z.output<typeof exportValidateBodySchema>) {
  const rows = await requireTransferRows(db, auth, body.payment_id_list);
  const { selected, problems, banks } = await problemsOf(db, auth, rows, body.is_except_already_transfered_payments);
  return { data: { problems, warnings: transferWarnings(rows, banks, body.is_except_already_transfered_payments), count: selected.length, total: selected.reduce((s, r) => s + r.amount, 0) } };
}

/** N2 (trust helper H5): what the check points out without refusing the file (exportWarnings), each naming its worker. */
function transferWarnings(rows: readonly TransferRow[], banks: Map<number, ZenginBank>, exceptExported: boolean): ExportProblem[] {
  const found = exportWarnings(
    rows.map((r) => ({
      workerName: nameOf(r),
      bank: banks.get(r.id) ?? null,
      amount: r.amount,
      paymentDate: r.paymentDate,
      alreadyExported: r.exportedAt !== null,
      bankAccountUpdatedAt: r.bankAccountUpdatedAt,
      paymentCreatedAt: r.createdAt,
      workerKana: r.fullNameKana,
    })),
    { exceptAlreadyExported: exceptExported, now: new Date() },
  );
  return found.flatMap((w) => {
    const r = rows[w.index];
    return r ? [{ payment_id: r.id, worker_code: r.workerCode, worker_name: w.workerName, message: w.message }] : [];
  });
}

export type ExportFile = { fileName: string; contentType: string; bytes: Buffer; code: string };

const contentTypes = { txt: 'text/plain; charset=Shift_JIS', csv: 'text/csv; charset=Shift_JIS' } as const;

/**
 * POST /v2/employee/payments/exports: validates (422 with every problem), writes payments.txt (全銀 総合振込, CP932,
 * CRLF) or payments.csv (Shift-JIS, CRLF), keeps it in payment_exports, marks the payments exported and logs the read
 * of each worker's bank account — one transaction. The 振込指定日 is a bank business day from `today` (in Japan) to
 * less than a year ahead; the 振込元口座 is 普通 or 当座 (an account saved as 貯蓄 before is refused: change it); a
 * 振込指定日 after a payment's 支払期日 needs `late_reason` (kept with the payment, logged).
 */
export async function exportTransferFile(
  db: Queryable,
  auth: Actor,
  body: z.output<typeof exportBodySchema>,
  clientAddress: string,
  today = todayInJapan(),
): Promise<ExportFile> {
  return db.transaction(async (tx) => {
    // locked: two exports of one payment at once — the second waits, then sees it exported
    const rows = await requireTransferRows(tx, auth, body.payment_id_list, true);
    const account = await findTransferAccount(tx, auth.companyId, body.transfer_account_id ?? 'default');
    if (!account && body.transfer_account_id !== undefined) throw notFound(ja.payments.transferAccountNotFound);
    const { selected, problems, banks } = await problemsOf(tx, auth, rows, body.is_except_already_transfered_payments);
    const errors = problems.map((p) => p.message);
    const dateProblem = zenginTransferDateProblem(body.transfer_date, today);
    if (dateProblem) errors.unshift(dateProblem);
    if (account?.accountType === 'savings') errors.unshift(ja.transfer.requesterAccountSavings);
    if (!account) errors.unshift(ja.payments.transferAccountMissing);
    if (errors.length > 0) throw unprocessable(errors);
    const dues = await duesOf(tx, auth.companyId, selected.map((r) => ({ id: r.id, paymentNotificationId: r.paymentNotificationId, paymentDueDate: r.paymentDueDate })));
    const late = checkLate(
      selected.map((r) => ({
        id: r.id,
        label: ja.payments.paymentLabel(nameOf(r), r.amount),
        date: body.transfer_date,
        dues: dues.get(r.id) ?? [],
        confirmed: r.lateReason ? { reason: r.lateReason, date: r.paymentDate } : null,
      })),
      body.late_reason,
    );
    if (body.late_reason) await repo.setLateReason(tx, auth.companyId, late.map((l) => l.id), body.late_reason);
    if (late.some((l) => l.confirmedNow)) await insertPaymentLogs(tx, lateLogs(auth.companyId, await actorName(tx, auth), late, body.transfer_date, 'export'));

    let bytes: Buffer;
    if (body.export_format === 'txt') {
      const from = await zenginAccountOf({
        bankCode: account!.bankCode,
        bankName: account!.bankName,
        branchCode: account!.branchCode,
        branchName: account!.branchName,
        accountType: account!.accountType,
        accountNumber: account!.accountNumber,
      });
      const built = buildZenginTransferFile(
        { ...from, requesterCode: account!.requesterCode, requesterName: account!.requesterName, transferDate: body.transfer_date },
        selected.map((r) => ({ ...banks.get(r.id)!, amount: r.amount })),
        { today },
      );
      if (!built.ok) {
        throw unprocessable(built.problems.map((p) => (p.index < 0 ? ja.payments.exportHeaderProblem(p.message) : `${nameOf(selected[p.index]!)}: ${p.message}`)));
      }
      bytes = Buffer.from(built.bytes);
    } else {
      const csv = toShiftJisCsv(
        [...transferCsvHeader],
        selected.map((r): CsvCell[] => [
          formatDate(body.transfer_date),
          r.bank!.bankCode,
          r.bank!.bankName,
          r.bank!.branchCode,
          r.bank!.branchName,
          accountTypeLabels[r.bank!.accountType],
          r.bank!.accountNumber,
          r.bank!.holderName,
          r.amount,
          r.workerCode,
          r.code,
        ]),
      );
      if (!csv.ok) {
        throw unprocessable(csv.problems.map((p) => ja.payments.csvCellProblem(p.row >= 0 ? nameOf(selected[p.row]!) : '', transferCsvHeader[p.column] ?? '', p.chars.join(' '))));
      }
      bytes = csv.bytes;
    }
    const fileName = `payments.${body.export_format}`;
    const exported = await repo.insertPaymentExport(tx, {
      companyId: auth.companyId,
      code: newCode(),
      format: body.export_format,
      transferDate: body.transfer_date,
      transferAccountId: account!.id,
      fileName,
      content: bytes.toString('base64'),
      count: selected.length,
      total: selected.reduce((s, r) => s + r.amount, 0),
      createdById: auth.employeeId,
    });
    await repo.markExported(tx, auth.companyId, selected.map((r) => r.id), exported.id);
    await logBankReads(tx, auth, selected.map((r) => r.workerId), clientAddress);
    return { fileName, contentType: contentTypes[body.export_format], bytes, code: exported.code };
  });
}

async function logBankReads(db: Queryable, auth: Actor, workerIds: readonly number[], clientAddress: string) {
  const distinct = unique(workerIds);
  await logPersonalDataAccessMany(
    db,
    distinct.map((workerId) => ({ companyId: auth.companyId, employeeId: auth.employeeId, workerId, dataKinds: 'bank_account', clientAddress })),
  );
}

/** GET /v2/employee/payments/exports */
export async function listExports(db: Db, auth: AuthContext, page: number, limit: number) {
  const { rows, total } = await repo.listExports(db, auth.companyId, limit, (page - 1) * limit);
  const data: PaymentExportWire[] = rows.map((r) => ({
    code: r.code,
    format: r.format,
    file_name: r.fileName,
    transfer_date: r.transferDate,
    count: r.count,
    total: r.total,
    created_by_name: r.createdByName,
    created_at: r.createdAt,
  }));
  return { data, meta: { total_count: total, page, limit } };
}

/** GET /v2/employee/payments/exports/{code}: the kept file, byte for byte. */
export async function downloadExport(db: Db, auth: AuthContext, code: string, clientAddress: string): Promise<ExportFile> {
  const row = await repo.findExport(db, auth.companyId, code);
  if (!row) throw notFound(ja.payments.exportNotFound);
  const workerIds = await repo.workersOfExport(db, auth.companyId, row.id);
  await logBankReads(db, auth, workerIds, clientAddress);
  return { fileName: row.fileName, contentType: contentTypes[row.format], bytes: Buffer.from(row.content, 'base64'), code: row.code };
}

/** POST /v2/employee/payments/csv_exports: the plain list (UTF-8 with BOM), in id order. */
export async function csvExport(db: Db, auth: AuthContext, ids: readonly number[]): Promise<Buffer> {
  const wanted = unique(ids);
  const rows = await repo.findPayments(db, auth.companyId, wanted);
  const present = new Set(rows.map((r) => r.payment.id));
  const missing = wanted.filter((id) => !present.has(id));
  if (missing.length > 0) throw new HttpError(404, errorCodes.notFound, missing.map((id) => ja.payments.paymentNotFoundId(id)));
  return toCsv(
    paymentCsvHeader,
    rows.map((r) => [
      r.payment.code,
      r.worker.code,
      workerDisplayName(r.worker.fullName, r.worker.tradeName),
      formatDate(r.payment.paymentDate),
      r.payment.amount,
      r.payment.withholding,
      paymentStatusLabels[r.payment.status],
      formatDate(r.payment.paidOn),
      formatDate(r.payment.exportedAt),
      r.payment.remarks,
    ]),
  );
}

// ── imports ────────────────────────────────────────────────────────────────────

const importMessages = {
  missingColumns: ja.payments.importColumnsMissing,
  unknownColumns: ja.payments.importUnknownColumns,
  noRows: ja.payments.importEmpty,
};
const IMPORT_MAX_ROWS = 10_000;

type PaidKey = (typeof paidImportColumns)[number]['key'];

/**
 * POST /v2/employee/payments/imports: marks payments paid (and their notifications 支払済), each logged (paid); all or
 * nothing. A 振込日 after today in Japan is refused: paid means the money has gone.
 */
export async function importPaid(db: Db, auth: AuthContext, bytes: Uint8Array, today = todayInJapan()) {
  return runCsvImport(db, bytes, {
    columns: paidImportColumns,
    maxRows: IMPORT_MAX_ROWS,
    messages: importMessages,
    check: async (tx, rows: CsvImportRow<PaidKey>[], problems: CsvProblems<PaidKey>) => {
      const codes = uniqueTexts(rows.map((r) => r.values.payment_code).filter(Boolean));
      const found = new Map((await repo.findPaymentsByCodes(tx, auth.companyId, codes)).map((p) => [p.code, p]));
      const seen = new Map<string, number>();
      for (const r of rows) seen.set(r.values.payment_code, (seen.get(r.values.payment_code) ?? 0) + 1);
      const plan: { id: number; paidOn: string; notificationId: number | null }[] = [];
      for (const { line, values } of rows) {
        const code = values.payment_code;
        const payment = code ? found.get(code) : undefined;
        let ok = true;
        const reject = (key: PaidKey, message: string) => {
          problems.add(line, key, message);
          ok = false;
        };
        if (!code) reject('payment_code', ja.validation.required);
        else if (!payment) reject('payment_code', ja.payments.importPaymentNotFound(code));
        else if ((seen.get(code) ?? 0) > 1) reject('payment_code', ja.payments.importDuplicate(code));
        else if (payment.status === 'paid') reject('payment_code', ja.payments.importAlreadyPaid);
        const paidOn = values.paid_on ? parseBusinessDate(values.paid_on) : (payment?.paymentDate ?? null);
        if (values.paid_on && !paidOn) reject('paid_on', ja.payments.importDate);
        else if (paidOn && paidOn > today) reject('paid_on', ja.payments.paidFuture(paidOn, today));
        if (ok && payment && paidOn) plan.push({ id: payment.id, paidOn, notificationId: payment.paymentNotificationId });
      }
      return plan;
    },
    write: async (tx, plan) => {
      await writePaid(tx, auth, plan, 'import');
      return { meta: { count: plan.length } };
    },
  });
}

const AMOUNT_TEXT = /^(?:\d+|\d{1,3}(?:,\d{3})+)$/;

type PriceKey = (typeof priceImportColumns)[number]['key'];

/** POST /v2/employee/payments/import_with_prices: creates payments with amounts; all or nothing. */
export async function importWithPrices(db: Db, auth: AuthContext, bytes: Uint8Array) {
  return runCsvImport(db, bytes, {
    columns: priceImportColumns,
    maxRows: IMPORT_MAX_ROWS,
    messages: importMessages,
    check: async (tx, rows: CsvImportRow<PriceKey>[], problems: CsvProblems<PriceKey>) => {
      const codes = uniqueTexts(rows.map((r) => r.values.worker_code).filter(Boolean));
      const workers = new Map((await findWorkersByCodes(tx, auth.companyId, codes)).map((w) => [w.code, w]));
      const threshold = await approvalThreshold(tx, auth.companyId);
      const plan: { insert: repo.PaymentInsert; pending: PendingPayment | null }[] = [];
      for (const { line, values } of rows) {
        let ok = true;
        const reject = (key: PriceKey, message: string) => {
          problems.add(line, key, message);
          ok = false;
        };
        const worker = values.worker_code ? workers.get(values.worker_code) : undefined;
        if (!values.worker_code) reject('worker_code', ja.validation.required);
        else if (!worker) reject('worker_code', ja.payments.importWorkerNotFound(values.worker_code));
        const paymentDate = parseBusinessDate(values.payment_date);
        if (!values.payment_date) reject('payment_date', ja.validation.required);
        else if (!paymentDate) reject('payment_date', ja.payments.importDate);
        else {
          const problem = transferDateProblem(paymentDate);
          if (problem) reject('payment_date', problem);
        }
        const amountText = values.amount.replace(/^¥/, '');
        const amount = AMOUNT_TEXT.test(amountText) ? Number(amountText.replaceAll(',', '')) : NaN;
        if (!values.amount) reject('amount', ja.validation.required);
        else if (!Number.isSafeInteger(amount) || amount <= 0) reject('amount', ja.payments.importAmount);
        else if (amount > PAYMENT_AMOUNT_MAX) reject('amount', ja.payments.importAmountTooLarge);
        if (values.remarks.length > PAYMENT_REMARKS_MAX) reject('remarks', ja.payments.importRemarksTooLong(PAYMENT_REMARKS_MAX));
        else if (!isSingleLineText(values.remarks)) reject('remarks', ja.validation.singleLine);
        if (ok && worker && paymentDate) {
          // 二重承認 (N10): each row at or above the threshold waits for a second owner or administrator
          const approvalRequired = approvalRequiredFor(amount, threshold);
          plan.push({
            insert: {
              companyId: auth.companyId,
              code: newCode(),
              workerId: worker.id,
              paymentDate,
              amount,
              remarks: values.remarks || null,
              approvalRequired,
              createdById: auth.employeeId,
            },
            pending: approvalRequired ? { workerName: workerDisplayName(worker.fullName, worker.tradeName), workerCode: worker.code, paymentDate, amount } : null,
          });
        }
      }
      return plan;
    },
    write: async (tx, plan) => {
      await repo.insertPayments(tx, plan.map((p) => p.insert));
      await notifyApprovers(tx, auth.companyId, { id: auth.employeeId, name: auth.profile.name }, plan.flatMap((p) => (p.pending ? [p.pending] : [])));
      return { meta: { count: plan.length } };
    },
  });
}

/** The empty template of an import: the header row only (UTF-8 with BOM, CRLF). */
export function importTemplate(kind: 'paid' | 'prices'): { fileName: string; bytes: Buffer } {
  const columns = kind === 'paid' ? paidImportColumns : priceImportColumns;
  return {
    fileName: kind === 'paid' ? 'payment-paid-import.csv' : 'payment-import-with-prices.csv',
    bytes: toCsv(
      columns.map((c) => c.header),
      [],
    ),
  };
}
