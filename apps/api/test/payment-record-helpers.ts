/**
 * 支払調書 fixtures: a worker (with or without a portal account, address, マイナンバー, corporation) and the year's
 * payments — from a paid 支払通知書 (its lines on a contract, tax stated, adjustments) or entered directly — written
 * as rows, the way the payments module leaves them.
 */
import { randomBytes } from 'node:crypto';
import type { MyNumberCipher } from '../src/lib/my-number-crypto';
import { hashPassword } from '../src/lib/passwords';
import { insertAccount } from '../src/modules/identity/worker-accounts/worker-accounts.repository';
import { linkWorker } from '../src/modules/partners/workers/workers.repository';
import { upsertProfile } from '../src/modules/partners/worker-profile/worker-profile.repository';
import { insertMyNumber } from '../src/modules/compliance/my-numbers/my-numbers.repository';
import { insertNotifications } from '../src/modules/payments/payment-notifications/payment-notifications.repository';
import { insertPayment } from '../src/modules/payments/payments/payments.repository';
import { fixtureMyNumber, type TestCompany, type TestContext } from './helpers';
import { WORKER_PASSWORD } from './worker-portal-helpers';

let workerPasswordHash: Promise<string> | undefined;

export type RecordPaymentSeed = {
  paymentDate: string;
  paidOn: string | null;
  /** item lines (tax excluded) on the worker's contract, withheld */
  items?: number;
  /** 立替金 (not 報酬) */
  reimbursement?: number;
  /** a payment entered directly: the amount transferred (nothing stated) */
  direct?: number;
};

export type RecordWorker = { id: number; code: string; contractId: number; contractCode: string; email: string; accountId: number | null; myNumber: string | null };

const rnd = () => randomBytes(4).toString('hex');

export async function seedRecordWorker(
  ctx: TestContext,
  company: TestCompany,
  opts: { name: string; kana?: string; account?: boolean; address?: boolean; myNumber?: boolean; corporation?: boolean; occupation?: 'designer' | 'writer' | 'engineer' },
  cipher: MyNumberCipher,
  seeds: RecordPaymentSeed[],
): Promise<RecordWorker> {
  const db = ctx.database.db;
  const email = `rec-${rnd()}@example.com`;
  const worker = await company.addWorker({ fullName: opts.name, fullNameKana: opts.kana ?? 'テスト', email, occupation: opts.occupation ?? 'designer' });
  const contract = await company.addContract(worker.id, `${opts.name}の業務委託契約`);
  let accountId: number | null = null;
  if (opts.account ?? true) {
    // the portal password of the worker fixtures, so a test can sign in as the worker
    workerPasswordHash ??= hashPassword(WORKER_PASSWORD);
    const account = await insertAccount(db, { email, passwordHash: await workerPasswordHash, name: null });
    accountId = account!.id;
    await linkWorker(db, { companyId: company.id, workerId: worker.id, accountId });
    await upsertProfile(db, accountId, {
      fullName: opts.name,
      fullNameKana: opts.kana ?? 'テスト',
      occupation: opts.occupation ?? 'designer',
      entityType: opts.corporation ? 'corporation' : 'individual',
      corporateNumber: opts.corporation ? '8700110005901' : null,
      postalCode: opts.address === false ? null : '150-0002',
      prefectureId: opts.address === false ? null : 13,
      address: opts.address === false ? null : '渋谷区渋谷2-21-1',
    });
  }
  let myNumber: string | null = null;
  if (opts.myNumber) {
    myNumber = fixtureMyNumber();
    await insertMyNumber(db, {
      companyId: company.id,
      workerId: worker.id,
      status: 'confirmed',
      encryptedValue: cipher.encrypt(myNumber),
      valueHmac: cipher.hmac(myNumber),
    });
  }
  for (const s of seeds) await seedPayment(ctx, company.id, { id: worker.id, name: opts.name, contractId: contract.id }, s);
  return { id: worker.id, code: worker.code, contractId: contract.id, contractCode: contract.code, email, accountId, myNumber };
}

/** 10.21 % of the base, rounded down (the fixtures stay under ¥1,000,000). */
const withholdingOf = (base: number) => Math.floor((base * 1021) / 10_000);

export async function seedPayment(ctx: TestContext, companyId: number, worker: { id: number; name: string; contractId: number }, s: RecordPaymentSeed) {
  const db = ctx.database.db;
  const status = s.paidOn ? 'paid' : 'unpaid';
  if (s.direct !== undefined) {
    await insertPayment(db, { companyId, code: `py${rnd()}`, workerId: worker.id, status, paymentDate: s.paymentDate, paidOn: s.paidOn, amount: s.direct });
    return;
  }
  const items = s.items ?? 0;
  const tax = Math.floor(items / 10);
  const withholding = withholdingOf(items);
  const reimbursement = s.reimbursement ?? 0;
  const transfer = items + tax - withholding + reimbursement;
  const [n] = await insertNotifications(db, [
    {
      notification: {
        companyId,
        code: `pn${rnd()}`,
        workerId: worker.id,
        status: s.paidOn ? 'paid' : 'approved',
        paymentMonth: s.paymentDate.slice(0, 7),
        paymentDate: s.paymentDate,
        workerName: worker.name,
        perRate: [{ rate: 10, base: items, tax }],
        subtotal: items,
        taxTotal: tax,
        withholdingBase: items,
        withholding,
        adjustmentTotal: reimbursement,
        transferAmount: transfer,
      },
      lines: [
        { position: 1, kind: 'item', contractId: worker.contractId, name: '制作', unitPrice: items, taxRate: 10, amount: items, withholds: true },
        ...(reimbursement ? [{ position: 2, kind: 'adjustment' as const, name: '交通費', unitPrice: reimbursement, taxRate: null, amount: reimbursement, adjustmentCategory: 'reimbursement' as const }] : []),
      ],
      groupIds: [],
    },
  ]);
  await insertPayment(db, {
    companyId,
    code: `py${rnd()}`,
    workerId: worker.id,
    paymentNotificationId: n!.id,
    status,
    paymentDate: s.paymentDate,
    paidOn: s.paidOn,
    amount: transfer,
    withholding,
  });
}
