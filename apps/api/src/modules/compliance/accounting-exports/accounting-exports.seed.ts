/**
 * The demo company's 会計ソフト連携 (issue #25 item 1): its mapping filled in (the accounts as a customer's freee
 * master might name them, a 部門 per department, a 補助科目 per worker), and — so that October 2026 (the demo's last
 * full month) is exportable in every format with each kind of entry — a direct payment paid in October with 源泉, next
 * to the seeded 支払通知書 of 伊藤 さくら (its 2026-10-01 line: the 70 % 経過措置 share) and the paid July payment.
 */
import type { Tx } from '../../../db/client';
import { newCode } from '../../../lib/codes';
import { insertPayments, markPaymentsPaid } from '../../payments/payments/payments.repository';
import * as repo from './accounting-exports.repository';

export async function seedAccountingDemo(tx: Tx, actor: { companyId: number; employeeId: number }, directPayee: { id: number }): Promise<void> {
  const { companyId, employeeId } = actor;
  const targets = await repo.mappingTargets(tx, companyId);
  await repo.replaceMapping(tx, companyId, employeeId, [
    { kind: 'account', key: 'expense', value: '外注費' },
    { kind: 'account', key: 'payable', value: '未払金' },
    { kind: 'account', key: 'withholding', value: '預り金' },
    { kind: 'account', key: 'advance', value: '立替金' },
    { kind: 'account', key: 'bank', value: 'みずほ銀行 普通' },
    { kind: 'option', key: 'department_source', value: 'department' },
    ...targets.departments.map((d) => ({ kind: 'department' as const, key: d.code, value: d.name })),
    ...targets.workers.map((w) => ({ kind: 'worker' as const, key: w.code, value: w.name.replace(/\s+/g, '') })),
  ]);
  // 10/30: 55,000 paid directly (no 支払通知書) after 源泉 6,254 (⌊61,254 × 10.21 %⌋) on a 61,254 fee — a 直接支払 entry of October
  const [id] = await insertPayments(tx, [
    { companyId, code: newCode(), workerId: directPayee.id, paymentDate: '2026-10-30', amount: 55_000, withholding: 6_254, remarks: '10月分 資料作成（請求書払い）', createdById: employeeId },
  ]);
  await markPaymentsPaid(tx, companyId, [{ id: id!, paidOn: '2026-10-30' }]);
}
