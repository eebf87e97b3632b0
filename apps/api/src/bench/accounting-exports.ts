/**
 * 会計ソフト連携 bench (issue #25 item 1, section `accounting_exports`): one company with 200 workers (a bank account
 * each) and, within one year, 5,000 approved 支払通知書 (three lines on two 検収 dates, 10 % and 8 %, 源泉 on half, a
 * 立替金 on a fifth, a third from workers without a registration number) and 5,000 paid payments (half their 消込, half
 * direct) — 10,000 documents. Each format is downloaded for the year through the API (routing, auth, SQL, entries,
 * encoding); target ≤ 2 s each.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountingFormats } from '@app/shared/accounting-exports';
import type { Db } from '../db/client';
import { newCode } from '../lib/codes';
import { createCompany } from '../modules/identity/companies/companies.service';
import { insertAccount } from '../modules/identity/worker-accounts/worker-accounts.repository';
import { upsertBank } from '../modules/partners/worker-profile/worker-profile.repository';
import { insertWorkerSeeds } from '../modules/partners/workers/workers.repository';
import { insertNotifications } from '../modules/payments/payment-notifications/payment-notifications.repository';
import * as payments from '../modules/payments/payments/payments.repository';

export const ACCOUNTING_OWNER_EMAIL = 'accounting-owner@example.com';
export const ACCOUNTING_OWNER_PASSWORD = 'password1234';
const WORKERS = 200;
const NOTIFICATIONS = 5_000;
const BUDGET_MS = 2_000;

const day = (i: number) => new Date(Date.UTC(2025, 0, 1) + (i % 360) * 86_400_000).toISOString().slice(0, 10);

export async function seedAccountingBench(db: Db) {
  const started = performance.now();
  const { company } = await createCompany(db, { name: '会計連携検証株式会社', email: ACCOUNTING_OWNER_EMAIL, password: ACCOUNTING_OWNER_PASSWORD });
  const accounts: number[] = [];
  for (let i = 0; i < WORKERS; i++) {
    const account = await insertAccount(db, { email: `accounting-payee-${i}@example.com`, passwordHash: 'x', name: null });
    if (!account) throw new Error('the bench worker account exists already');
    accounts.push(account.id);
    await upsertBank(db, account.id, { bankCode: '0001', bankName: 'みずほ', branchCode: '001', branchName: '東京営業部', accountType: 'normal', accountNumber: String(1_000_000 + i).slice(-7), accountHolderKana: 'ｻﾄｳ ｼﾖｳﾀ' });
  }
  const workers = await insertWorkerSeeds(db, company.id, accounts.map((accountId, i) => ({ fullName: `会計 太郎${i}`, fullNameKana: '', accountId })));
  const made = await insertNotifications(
    db,
    Array.from({ length: NOTIFICATIONS }, (_, i) => {
      const worker = workers[i % workers.length]!;
      const [a, b, c] = [100_000 + (i % 97) * 1_000, 50_000, 10_000];
      const withholding = i % 2 === 0 ? Math.floor(((a + b + c) * 1021) / 10_000) : 0;
      const reimbursement = i % 5 === 0 ? 3_300 : 0;
      const tax10 = Math.floor(((a + b) * 10) / 100);
      const tax8 = Math.floor((c * 8) / 100);
      const date = day(i);
      return {
        notification: {
          companyId: company.id,
          code: newCode(),
          workerId: worker.id,
          status: 'approved' as const,
          paymentMonth: date.slice(0, 7),
          paymentDate: date,
          periodFrom: day(i),
          periodTo: day(i + 1),
          workerName: `会計 太郎${i % workers.length}`,
          workerRegistrationNumber: i % 3 === 0 ? null : 'T1234567890123',
          perRate: [
            { rate: 10, base: a + b, tax: tax10 },
            { rate: 8, base: c, tax: tax8 },
          ],
          subtotal: a + b + c,
          taxTotal: tax10 + tax8,
          withholdingBase: a + b + c,
          withholding,
          adjustmentTotal: reimbursement,
          transferAmount: a + b + c + tax10 + tax8 - withholding + reimbursement,
        },
        lines: [
          { position: 0, kind: 'item' as const, transactionDate: day(i), name: '開発', unitPrice: a, taxRate: 10, amount: a, withholds: true },
          { position: 1, kind: 'item' as const, transactionDate: day(i + 1), name: '保守', unitPrice: b, taxRate: 10, amount: b, withholds: true },
          { position: 2, kind: 'item' as const, transactionDate: day(i + 1), name: '資料', unitPrice: c, taxRate: 8, amount: c, withholds: true },
          ...(reimbursement ? [{ position: 3, kind: 'adjustment' as const, transactionDate: null, name: '交通費', unitPrice: reimbursement, taxRate: null, amount: reimbursement, adjustmentCategory: 'reimbursement' as const }] : []),
        ],
        groupIds: [],
      };
    }),
  );
  const values: payments.PaymentInsert[] = made.map((n, i) => ({
    companyId: company.id,
    code: newCode(),
    workerId: n.workerId,
    paymentNotificationId: i % 2 === 0 ? n.id : null,
    status: 'paid' as const,
    paymentDate: n.paymentDate,
    paidOn: n.paymentDate,
    amount: n.transferAmount,
    withholding: n.withholding,
  }));
  await payments.insertPayments(db, values);
  await db.execute(sql`analyze`);
  return { companyId: company.id, documents: made.length + values.length, seconds: (performance.now() - started) / 1000 };
}

/** Downloads every format for 2025 and answers the table and whether each is within the budget. */
export async function benchAccountingExports(app: FastifyInstance, headers: Record<string, string>) {
  const rows: Record<string, string | number>[] = [];
  let ok = true;
  for (const format of accountingFormats) {
    const url = `/api/v2/employee/accounting_exports/download?format=${format}&from=2025-01-01&to=2025-12-31`;
    await app.inject({ method: 'GET', url, headers }); // warm-up
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    const ms = performance.now() - t0;
    const within = res.statusCode === 200 && ms <= BUDGET_MS;
    if (!within) ok = false;
    rows.push({ case: `会計データ出力 ${format}（10,000 書類・1年）`, status: res.statusCode, bytes: res.rawPayload.length, ms: `${ms.toFixed(1)} ms`, budget: `≤ ${BUDGET_MS} ms ${within ? 'OK' : 'NG'}` });
  }
  return { rows, ok };
}
