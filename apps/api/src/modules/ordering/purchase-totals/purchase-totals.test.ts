/**
 * Yearly purchases from a worker without インボイス登録 (issue #18 item 11; review §3.4): only approved or paid
 * 支払通知書 sent without a registration number count, by each line's transaction date, tax included and rounded once
 * per rate per document; the 経過措置 cap of ¥100,000,000 warns from 90 %; another company's worker is 404.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { paymentNotificationLines, paymentNotifications } from '../../../db/schema/payments';
import { expectNotFoundForOtherCompany, useTestApp } from '../../../../test/helpers';

const ctx = useTestApp();

type Line = { date: string | null; rate: number | null; amount: number };

/** A 支払通知書 stored as the payment-notifications module leaves it once sent (fixture rows, written directly). */
async function notification(
  companyId: number,
  workerId: number,
  n: { status: 'reviewing' | 'approved' | 'paid'; registration?: string; paymentDate: string; periodTo: string | null; lines: Line[] },
) {
  const db = ctx.database.db;
  const [row] = await db
    .insert(paymentNotifications)
    .values({
      companyId,
      code: `pn${randomBytes(6).toString('hex')}`,
      number: `PN-${randomBytes(6).toString('hex')}`,
      workerId,
      status: n.status,
      paymentMonth: n.paymentDate.slice(0, 7),
      paymentDate: n.paymentDate,
      periodTo: n.periodTo,
      workerName: '未登録 ワーカー',
      workerRegistrationNumber: n.registration ?? null,
    })
    .returning({ id: paymentNotifications.id });
  await db.insert(paymentNotificationLines).values(
    n.lines.map((l, position) => ({
      paymentNotificationId: row!.id,
      position,
      kind: l.rate === null ? ('adjustment' as const) : ('item' as const),
      transactionDate: l.date,
      name: '作業',
      unitPrice: l.amount,
      taxRate: l.rate,
      amount: l.amount,
    })),
  );
}

describe('GET /api/v2/employee/businessors/{code}/unregistered_purchases', () => {
  it('totals each year tax included from approved and paid notifications without a registration number, and warns from 90 % of ¥100,000,000', async () => {
    const company = await ctx.makeCompany();
    const headers = await ctx.signIn(company.owner.email);
    const worker = await company.addWorker({ fullName: '未登録 ワーカー', email: `unregistered-${randomBytes(3).toString('hex')}@example.com` });
    // 2027: 81,818,182 + ⌊8,181,818.2⌋ = 90,000,000 → 90 % of the cap
    await notification(company.id, worker.id, { status: 'approved', paymentDate: '2027-07-31', periodTo: '2027-06-30', lines: [{ date: '2027-06-30', rate: 10, amount: 81_818_182 }] });
    // 2026 (paid): three ¥105 lines → 346 (tax once per rate per document), food 2,160 @8 % → 2,332; the 立替 adjustment
    // (no rate) and a 0 % line are not 課税仕入れ; a line dated in 2027 of the same notification counts in 2027
    await notification(company.id, worker.id, {
      status: 'paid',
      paymentDate: '2027-01-25',
      periodTo: '2026-12-28',
      lines: [
        { date: '2026-12-28', rate: 10, amount: 105 },
        { date: '2026-12-28', rate: 10, amount: 105 },
        { date: '2026-12-28', rate: 10, amount: 105 },
        { date: '2026-12-28', rate: 8, amount: 2_160 },
        { date: '2026-12-28', rate: 0, amount: 1_000 },
        { date: null, rate: null, amount: 4_400 },
      ],
    });
    // not counted: still awaiting the worker's answer; sent while the worker was registered
    await notification(company.id, worker.id, { status: 'reviewing', paymentDate: '2026-12-31', periodTo: '2026-11-30', lines: [{ date: '2026-11-30', rate: 10, amount: 5_000_000 }] });
    await notification(company.id, worker.id, { status: 'approved', registration: 'T1234567890123', paymentDate: '2026-10-31', periodTo: '2026-09-30', lines: [{ date: '2026-09-30', rate: 10, amount: 5_000_000 }] });

    const res = await ctx.call('GET', `/api/v2/employee/businessors/${worker.code}/unregistered_purchases`, { headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      worker: { code: worker.code, name: '未登録 ワーカー' },
      years: [
        {
          year: 2027,
          subtotal: 81_818_182,
          tax_total: 8_181_818,
          total: 90_000_000,
          cap: 100_000_000,
          percent: 90,
          level: 'warning',
          warning: ja.unregisteredPurchases.warning(2027, '90%', '¥100,000,000'),
        },
        { year: 2026, subtotal: 2_475, tax_total: 31 + 172, total: 2_678, cap: 100_000_000, percent: 0, level: 'ok', warning: null },
      ],
    });
    expect(res.json().data.years[0].warning).toBe('2027年の課税仕入れが上限（¥100,000,000）の90%に達しています。上限を超えた部分は経過措置による仕入税額控除を受けられません。');

    // a worker with nothing counted answers no years
    const other = await company.addWorker({ fullName: '登録 ワーカー', email: `registered-${randomBytes(3).toString('hex')}@example.com` });
    expect((await ctx.call('GET', `/api/v2/employee/businessors/${other.code}/unregistered_purchases`, { headers })).json().data.years).toEqual([]);

    // another company's worker is 404, and so is an unknown code
    const B = await ctx.makeCompany();
    await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: `/api/v2/employee/businessors/${worker.code}/unregistered_purchases` }, await ctx.signIn(B.owner.email));
    await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: '/api/v2/employee/businessors/nobody/unregistered_purchases' }, headers);
  });
});
