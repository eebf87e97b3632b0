/**
 * The demo company's payments, made by the module's own functions so a newcomer can make a 全銀 file on first start:
 * a default 振込元口座 (依頼人名 typed as 「デモ株式会社」 and written with its 法人略語 as ﾃﾞﾓ(ｶ), the July 支払通知書
 * paid with its payments.txt kept for download again (made as of its transfer date), the August one unpaid and not
 * exported, and a payment entered directly for a worker without a bank account (the export check names it) — paid
 * after the 支払期日 of the worker's 請求書, so the list shows a 支払遅延 with its reason and log.
 */
import { toZenginName } from '@app/shared/zengin-kana';
import { createPaymentBodySchema } from '@app/shared/payments';
import { previousBankBusinessDay } from '@app/shared/business-days';
import type { Tx } from '../../../db/client';
import { findBankBranch } from '../../platform/banks/banks.service';
import { markNotificationsPaid } from '../payment-notifications/payment-notification-payments.repository';
import { replaceTransferAccounts } from '../transfer-accounts/transfer-accounts.repository';
import * as repo from './payments.repository';
import { exportTransferFile } from './payment-exports.service';
import { createPayments } from './payments.service';

export async function seedPaymentsDemo(
  tx: Tx,
  actor: { companyId: number; employeeId: number },
  notifications: { paid?: number; unpaid?: number },
  directPayee: { code: string },
): Promise<void> {
  const branch = await findBankBranch('0005', '001');
  const requester = toZenginName('デモ株式会社');
  if (branch && requester.ok) {
    await replaceTransferAccounts(tx, actor.companyId, [
      {
        bankCode: '0005',
        bankName: branch.bank.name,
        branchCode: '001',
        branchName: branch.branch.name,
        accountType: 'current',
        accountNumber: '0012345',
        requesterCode: '1234567890',
        requesterName: requester.value,
        isDefault: true,
        position: 0,
      },
    ]);
  }
  const ids = [notifications.paid, notifications.unpaid].filter((id): id is number => id !== undefined);
  const made = ids.length > 0 ? (await createPayments(tx, actor, createPaymentBodySchema.parse({ payment_notification_ids: ids }))).data : [];
  await createPayments(
    tx,
    actor,
    createPaymentBodySchema.parse({
      payment: {
        worker_code: directPayee.code,
        payment_date: '2026-11-30',
        payment_due_date: '2026-11-27',
        amount: 55_000,
        remarks: '11月分 経理事務（請求書払い）',
        late_reason: '請求書の到着が支払期日の前日で、振込の締めに間に合わなかったため',
      },
    }),
  );
  if (notifications.paid === undefined || !branch) return;
  const paid = made.find((p) => p.payment_notification?.id === notifications.paid);
  if (!paid) return;
  await exportTransferFile(
    tx,
    actor,
    { payment_id_list: [paid.id], transfer_date: paid.payment_date, export_format: 'txt', is_except_already_transfered_payments: true },
    '127.0.0.1',
    // the file was made a few days before its 振込指定日 (a past date for the file made today)
    previousBankBusinessDay(paid.payment_date),
  );
  await repo.markPaymentsPaid(tx, actor.companyId, [{ id: paid.id, paidOn: paid.payment_date }]);
  await markNotificationsPaid(tx, actor.companyId, [notifications.paid]);
}
