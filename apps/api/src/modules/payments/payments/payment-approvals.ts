/**
 * 二重承認 (issue #19 N10, docs/decisions.md "Trust: 二重承認 for direct payments"): when the company set a threshold
 * (alert_email_settings.payment_approval_threshold), a payment entered directly or by the CSV with amounts at or above
 * it is created with approval_required; the owners and administrators (but its creator) get a bell notice; it stays
 * out of transfer files until an owner or administrator other than its creator approves it (POST
 * /v2/employee/payments/approvals, logged as `approved`). A change of its amount asks again.
 *
 * Payments made from a 支払通知書 never need it: the worker confirmed the 仕入明細書 and the order behind it was
 * approved, so a second person already stood behind the amount.
 */
import { needsPaymentApproval } from '@app/shared/alert-email-settings';
import { errorCodes } from '@app/shared/api';
import { ja } from '@app/shared/messages/ja';
import { documentPaths } from '@app/shared/todos';
import { workerDisplayName } from '@app/shared/workers';
import type { Db, Queryable } from '../../../db/client';
import { HttpError } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import { paymentApprovalThreshold } from '../../platform/alert-settings/alert-settings.service';
import { insertNotifications } from '../../platform/notifications/notifications.repository';
import { insertPaymentLogs } from '../payment-notifications/payment-notifications.repository';
import { lockPayments } from './payment-locks';
import * as repo from './payments.repository';

const t = ja.payments;

/** The company's threshold (null: off). */
export const approvalThreshold = paymentApprovalThreshold;

/** Whether a direct or CSV-priced payment of `amount` waits for a second approver. */
export const approvalRequiredFor = needsPaymentApproval;

/** A payment that now waits for approval, as the bell notice names it. */
export type PendingPayment = { workerName: string; workerCode: string; paymentDate: string; amount: number };

/**
 * The bell notice 「承認待ちの支払があります」 to every active owner and administrator but the creator: one per payment,
 * or one for a whole CSV import (the first worker named, the count and the total).
 */
export async function notifyApprovers(tx: Queryable, companyId: number, creator: { id: number; name: string }, pending: readonly PendingPayment[]) {
  const first = pending[0];
  if (!first) return;
  const recipients = (await repo.activeApproverIds(tx, companyId)).filter((id) => id !== creator.id);
  const one = pending.length === 1;
  const total = pending.reduce((sum, p) => sum + p.amount, 0);
  await insertNotifications(
    tx,
    recipients.map((employeeId) => ({
      companyId,
      employeeId,
      title: one ? t.approvalNotice.title(first.workerName) : t.approvalNotice.titleMany(first.workerName, pending.length),
      body: one ? t.approvalNotice.body(first.paymentDate, first.amount, creator.name) : t.approvalNotice.bodyMany(pending.length, total, creator.name),
      businessorCode: first.workerCode,
      link: one ? documentPaths.payment(first.workerCode, first.paymentDate) : '/payments?status=unpaid',
    })),
  );
}

/**
 * POST /v2/employee/payments/approvals: all or nothing in one transaction. Another company's id answers 404; a payment
 * that needs no approval, is approved already, is paid, or was created by the approver himself is refused by name
 * (422) — the creator, and also the employee who last changed its amount (payment_logs `amount_changed`). Each
 * approval is logged (payment_logs `approved`).
 */
export async function approvePayments(db: Db, auth: AuthContext, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await lockPayments(tx, auth.companyId, wanted);
    const setters = await repo.lastAmountSetters(tx, auth.companyId, wanted);
    const problems: string[] = [];
    for (const r of found) {
      const name = workerDisplayName(r.worker.fullName, r.worker.tradeName);
      if (!r.payment.approvalRequired) problems.push(t.approvalNotRequired(name));
      else if (r.payment.approvedAt !== null) problems.push(t.approvalAlreadyApproved(name));
      else if (r.payment.status === 'paid') problems.push(t.approvalPaid(name));
      else if (r.payment.createdById === auth.employeeId || setters.get(r.payment.id) === auth.employeeId) problems.push(t.approvalOwn(name));
    }
    if (problems.length > 0) throw new HttpError(422, errorCodes.validation, problems);
    await repo.approvePayments(tx, auth.companyId, wanted, auth.employeeId);
    await insertPaymentLogs(
      tx,
      found.map((r) => ({
        companyId: auth.companyId,
        paymentId: r.payment.id,
        action: 'approved',
        actorName: auth.profile.name,
        details: { amount: r.payment.amount, payment_date: r.payment.paymentDate },
      })),
    );
    return found.map((r) => r.payment.id);
  });
}
