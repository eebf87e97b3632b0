/**
 * The demo company's 支払調書 year (issue #22): a full 2025 of paid payments, entered as the payments module enters
 * them — workers above the ¥50,000 threshold (田中 monthly, 伊藤 with a December payment paid in January = 未払),
 * workers below it (小林, who has no マイナンバー, and 吉田), and a corporation (株式会社ミライ制作, with a portal
 * account and its 法人番号). 田中's record is published, so the demo worker sees it in the portal.
 */
import type { Tx } from '../../../db/client';
import { newCode } from '../../../lib/codes';
import { insertAccount } from '../../identity/worker-accounts/worker-accounts.repository';
import { insertContract } from '../../partners/contracts/contracts.repository';
import { upsertProfile } from '../../partners/worker-profile/worker-profile.repository';
import { insertWorker, linkWorker } from '../../partners/workers/workers.repository';
import { insertPayments } from '../../payments/payments/payments.repository';
import { computeYear, publishComputed } from './payment-records.service';

export const DEMO_RECORD_YEAR = 2025;
const months = Array.from({ length: 12 }, (_, i) => i + 1);
const monthEnd = (month: number) => new Date(Date.UTC(DEMO_RECORD_YEAR, month, 0)).toISOString().slice(0, 10);
/** 10.21 % of a fee up to ¥1,000,000, rounded down */
const withholdingOf = (fee: number) => Math.floor((fee * 1021) / 10_000);

export async function seedPaymentRecordsDemo(
  tx: Tx,
  actor: { companyId: number; employeeId: number },
  workers: { tanaka: { id: number }; ito: { id: number }; kobayashi: { id: number }; yoshida: { id: number } },
  passwordHash: string,
): Promise<void> {
  const { companyId } = actor;
  const corporation = await insertWorker(tx, companyId, {
    fullName: '株式会社ミライ制作',
    fullNameKana: 'カブシキガイシャミライセイサク',
    email: 'mirai@example.com',
    occupation: 'designer',
  });
  await insertContract(tx, { companyId, workerId: corporation.id, title: 'バナー制作業務委託契約', businessField: 'デザイン', startDate: '2025-04-01', endDate: '2027-03-31' });
  const account = await insertAccount(tx, { email: 'mirai@example.com', passwordHash, name: '株式会社ミライ制作' });
  if (account) {
    await linkWorker(tx, { companyId, workerId: corporation.id, accountId: account.id, email: 'mirai@example.com' });
    await upsertProfile(tx, account.id, {
      fullName: '株式会社ミライ制作',
      fullNameKana: 'カブシキガイシャミライセイサク',
      occupation: 'designer',
      entityType: 'corporation',
      corporateNumber: '8700110005901',
      postalCode: '530-0001',
      prefectureId: 27,
      address: '大阪市北区梅田1-1-1',
    });
  }
  const paid = (workerId: number, date: string, fee: number, withholds: boolean, paidOn: string = date) => ({
    companyId,
    code: newCode(),
    workerId,
    status: 'paid' as const,
    paymentDate: date,
    paidOn,
    // entered directly: the amount transferred (消費税 included, nothing stated), less what was withheld
    amount: fee - (withholds ? withholdingOf(fee) : 0),
    withholding: withholds ? withholdingOf(fee) : 0,
    remarks: `${DEMO_RECORD_YEAR}年分`,
    createdById: actor.employeeId,
  });
  await insertPayments(tx, [
    // 田中 (engineer): ¥330,000 a month, not withheld (system development is not a 204条 fee)
    ...months.map((m) => paid(workers.tanaka.id, monthEnd(m), 330_000, false)),
    // 伊藤 (designer): every other month, withheld; December's paid on 5 January = 2025's 未払
    ...[2, 4, 6, 8, 10].map((m) => paid(workers.ito.id, monthEnd(m), 110_000, true)),
    paid(workers.ito.id, monthEnd(12), 110_000, true, `${DEMO_RECORD_YEAR + 1}-01-05`),
    // 小林 (writer, no マイナンバー) and 吉田: below the threshold
    paid(workers.kobayashi.id, monthEnd(3), 22_000, true),
    paid(workers.kobayashi.id, monthEnd(9), 22_000, true),
    paid(workers.yoshida.id, monthEnd(11), 30_000, false),
    // the corporation: not withheld, filed all the same
    ...[4, 7, 10].map((m) => paid(corporation.id, monthEnd(m), 550_000, false)),
  ]);
  const { workers: records } = await computeYear(tx, companyId, DEMO_RECORD_YEAR, { workerIds: [workers.tanaka.id], workersOnly: true });
  await publishComputed(tx, actor, records);
}
