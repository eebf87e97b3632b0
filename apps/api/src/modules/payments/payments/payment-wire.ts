/** Payments as the API answers them: with their 支払期日 and whether they are late. */
import { ja } from '@app/shared/messages/ja';
import type { DueDate } from '@app/shared/payment-due';
import { isLatePaymentOf, paymentApprovalStatus, paymentStatusLabels, type PaymentWire } from '@app/shared/payments';
import { workerDisplayName } from '@app/shared/workers';
import type { Queryable } from '../../../db/client';
import { duesOf } from './payment-checks';
import * as repo from './payments.repository';

export const labelOf = (r: repo.PaymentWithParties) => ja.payments.paymentLabel(workerDisplayName(r.worker.fullName, r.worker.tradeName), r.payment.amount);

function wire(r: repo.PaymentWithParties, dues: readonly DueDate[]): PaymentWire {
  const p = r.payment;
  return {
    id: p.id,
    code: p.code,
    number: p.number,
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
    payment_notification: p.paymentNotificationId !== null &&  r.notificationCode && r.notificationNumber
        ? { id: p.paymentNotificationId, code: r.notificationCode, number: r.notificationNumber }
        : null,
    payment_due_date: dues[0]?.dueDate ?? p.paymentDueDate,
    late: p.lateReason !== null || isLatePaymentOf(p, dues),
    late_reason: p.lateReason,
    approval_status: paymentApprovalStatus(p),
    created_at: p.createdAt,
  };
}

export async function wireAll(db: Queryable, companyId: number, rows: readonly repo.PaymentWithParties[]): Promise<PaymentWire[]> {
  const dues = await duesOf(db, companyId, rows.map((r) => r.payment));
  return rows.map((r) => wire(r, dues.get(r.payment.id) ?? []));
}

export async function answer(db: Queryable, companyId: number, ids: readonly number[]): Promise<PaymentWire[]> {
  return wireAll(db, companyId, await repo.findPayments(db, companyId, ids));
}
