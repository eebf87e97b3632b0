/**
 * Payments: 支払済 (bulk, from the screen; the import shares writePaid), its 取消, and 承認 (二重承認). Marking paid
 * and its 取消 are logged (paid, paid_undone).
 */
import { todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import type { markPaidBodySchema, undoPaidBodySchema } from '@app/shared/payments';
import { workerDisplayName } from '@app/shared/workers';
import type { z } from 'zod';
import type { Db, Queryable } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth-context';
import { insertPaymentLogs } from '../payment-notifications/payment-notifications.repository';
import { markNotificationsPaid, markNotificationsUnpaid } from '../payment-notifications/payment-notification-payments.repository';
import { lockPayments } from './payment-locks';
import { approvePayments } from './payment-approvals';
import { actorName, unique, unprocessable, type Actor } from './payment-checks';
import { answer } from './payment-wire';
import * as repo from './payments.repository';

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
export async function writePaid(tx: Queryable, auth: Actor, plan: readonly { id: number; paidOn: string; notificationId: number | null }[], via: string) {
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
