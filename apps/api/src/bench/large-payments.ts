/**
 * The payments bench company (issue #11 "Scale"): 1,000 workers with a bank account each, a default transfer account
 * and 100,000 payments over two years (a fifth paid, a third already in a transfer file) — written through the owning
 * repositories (the payments in batches). `npm run bench` (section `payments`) measures the payment list on it and a 10,000-payment
 * 全銀 file.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newCode } from '../lib/codes';
import { createCompany } from '../modules/identity/companies/companies.service';
import * as payments from '../modules/payments/payments/payments.repository';
import { replaceTransferAccounts } from '../modules/payments/transfer-accounts/transfer-accounts.repository';
import { insertAccount } from '../modules/identity/worker-accounts/worker-accounts.repository';
import { upsertBank } from '../modules/partners/worker-profile/worker-profile.repository';
import { insertWorkerSeeds } from '../modules/partners/workers/workers.repository';

export const PAYMENTS_OWNER_EMAIL = 'payments-owner@example.com';
export const PAYMENTS_OWNER_PASSWORD = 'password1234';

const WORKERS = 1_000;
const PAYMENTS = 100_000;
const FAMILY = [['佐藤', 'ｻﾄｳ'], ['鈴木', 'ｽｽﾞｷ'], ['高橋', 'ﾀｶﾊｼ'], ['田中', 'ﾀﾅｶ'], ['伊藤', 'ｲﾄｳ'], ['渡辺', 'ﾜﾀﾅﾍﾞ'], ['山本', 'ﾔﾏﾓﾄ'], ['中村', 'ﾅｶﾑﾗ']] as const;
const GIVEN = [['翔太', 'ｼﾖｳﾀ'], ['大輔', 'ﾀﾞｲｽｹ'], ['美咲', 'ﾐｻｷ'], ['陽子', 'ﾖｳｺ'], ['健太', 'ｹﾝﾀ'], ['さくら', 'ｻｸﾗ']] as const;

/** Bank business days from 2025-01-06 on (weekdays only; the bench does not need holidays to be exact). */
function weekdays(count: number): string[] {
  const out: string[] = [];
  for (let d = new Date(Date.UTC(2025, 0, 6)); out.length < count; d = new Date(d.getTime() + 86_400_000)) {
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

export async function seedLargePayments(db: Db, log: (message: string) => void = () => {}) {
  const started = performance.now();
  const { company } = await createCompany(db, { name: '支払検証株式会社', email: PAYMENTS_OWNER_EMAIL, password: PAYMENTS_OWNER_PASSWORD });
  const accounts: { id: number }[] = [];
  for (let i = 0; i < WORKERS; i++) {
    const account = await insertAccount(db, { email: `payee-${i}@example.com`, passwordHash: 'x', name: null });
    if (!account) throw new Error(`payee-${i}@example.com has a worker account already`);
    accounts.push(account);
  }
  const rows = accounts.map((a, i) => {
    const [family, familyKana] = FAMILY[i % FAMILY.length]!;
    const [given, givenKana] = GIVEN[Math.floor(i / FAMILY.length) % GIVEN.length]!;
    const fullName = `${family} ${given}${i}`;
    return { account: a.id, fullName, holder: `${familyKana} ${givenKana}` };
  });
  const workerIds: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await insertWorkerSeeds(
      db,
      company.id,
      rows.slice(i, i + 500).map((r) => ({ fullName: r.fullName, fullNameKana: '', accountId: r.account })),
    );
    workerIds.push(...inserted.map((w) => w.id));
  }
  for (const [i, r] of rows.entries()) {
    await upsertBank(db, r.account, {
      bankCode: '0001',
      bankName: 'みずほ',
      branchCode: '001',
      branchName: '東京営業部',
      accountType: 'normal',
      accountNumber: String(1_000_000 + i).slice(-7),
      accountHolderKana: r.holder,
    });
  }
  await db.transaction((tx) =>
    replaceTransferAccounts(tx, company.id, [
      {
        bankCode: '0005',
        bankName: '三菱ＵＦＪ',
        branchCode: '123',
        branchName: '横浜中山',
        accountType: 'normal',
        accountNumber: '7654321',
        requesterCode: '1234567890',
        requesterName: 'ｼﾊﾗｲｹﾝｼﾖｳ(ｶ',
        isDefault: true,
        position: 0,
      },
    ]),
  );
  const days = weekdays(500);
  const values: payments.PaymentInsert[] = [];
  for (let i = 0; i < PAYMENTS; i++) {
    const paid = i % 5 === 0;
    values.push({
      companyId: company.id,
      code: newCode(),
      workerId: workerIds[i % workerIds.length]!,
      status: paid ? 'paid' : 'unpaid',
      paymentDate: days[Math.floor((i / PAYMENTS) * days.length)]!,
      amount: 10_000 + ((i * 7919) % 990_000),
      withholding: i % 2 === 0 ? 1_021 : 0,
      paidOn: paid ? days[Math.floor((i / PAYMENTS) * days.length)]! : null,
      exportedAt: i % 3 === 0 ? new Date(Date.UTC(2025, 0, 1)).toISOString() : null,
    });
    if (values.length === 20_000) {
      await payments.insertPayments(db, values.splice(0));
      log(`支払 ${i + 1} / ${PAYMENTS}`);
    }
  }
  if (values.length > 0) await payments.insertPayments(db, values);
  await db.execute(sql`analyze payments`);
  return { companyId: company.id, workers: WORKERS, payments: PAYMENTS, seconds: (performance.now() - started) / 1000 };
}
