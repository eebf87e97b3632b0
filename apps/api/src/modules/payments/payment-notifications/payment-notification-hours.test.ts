/**
 * A month of approved hours on a 支払通知書 (稼働管理, issue #23): fillFromApprovedHours is called in a transaction as the
 * time-tracking approval calls it, and the notification is read back through the company's API (and its PDF).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hourlyMonth, settleMonth, type MonthSettlement, type SettlementRange } from '@app/shared/time-tracking';
import { contracts } from '../../../db/schema/contracts';
import { useTestApp, type AuthHeaders, type TestCompany } from '../../../../test/helpers';
import { fillFromApprovedHours } from './payment-notification-hours.service';

const run = promisify(execFile);
const ctx = useTestApp();

let company: TestCompany;
let owner: AuthHeaders;

beforeAll(async () => {
  company = await ctx.makeCompany();
  owner = await ctx.signIn(company.owner.email);
});

const call = (method: 'GET' | 'POST', url: string, body?: unknown) => ctx.call(method, `/api/v2${url}`, { headers: owner, body });
const h = (hours: number) => Math.round(hours * 60);

type Terms = Partial<Pick<typeof contracts.$inferInsert, 'unitPriceType' | 'unitPrice' | 'withholdingType' | 'timeSettlement' | 'title'>>;

/** A worker without a portal account (an individual) and a contract of theirs with these terms. */
async function worker(name: string) {
  const w = await company.addWorker({ fullName: name });
  return { ...w, contract: (terms: Terms) => contract(w.id, terms) };
}

async function contract(workerId: number, terms: Terms) {
  const c = await company.addContract(workerId, terms.title);
  await ctx.database.db.update(contracts).set({ isEnableTimeTracking: true, ...terms }).where(eq(contracts.id, c.id));
  return c;
}

/** Approves October 2026 of the contract as the time-tracking module would: in a transaction of its own. */
const approve = (workerId: number, contractId: number, settlement: MonthSettlement, workedMinutes: number) =>
  ctx.database.db.transaction((tx) =>
    fillFromApprovedHours(tx, { companyId: company.id, employeeId: company.owner.id, contractId, workerId, month: '2026-10-01', settlement, workedMinutes }),
  );

const notificationsOf = async (workerCode: string) =>
  (await call('GET', `/employee/businessors/${workerCode}/payment_notifications`)).json().data as { code: string }[];

async function detail(code: string) {
  const res = await call('GET', `/employee/payment_notifications/${code}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const lineView = (l: { name: string; quantity: number; unit: string | null; unit_price: number; amount: number }) => [l.name, l.quantity, l.unit, l.unit_price, l.amount];

async function pdfText(code: string): Promise<string> {
  const res = await call('GET', `/employee/payment_notifications/${code}/export`);
  expect(res.statusCode).toBe(200);
  const dir = await mkdtemp(join(tmpdir(), 'pn-hours-'));
  await writeFile(join(dir, 'n.pdf'), res.rawPayload);
  return (await run('pdftotext', ['-layout', '-enc', 'UTF-8', join(dir, 'n.pdf'), '-'])).stdout.replace(/[ \t]+/g, ' ');
}

const range: SettlementRange = { monthlyFee: 600_000, lowerHours: 140, upperHours: 180, rateMethod: 'split' };
const settlementTerms = { unitPriceType: 'monthly', unitPrice: 600_000, timeSettlement: { lowerHours: 140, upperHours: 180, rateMethod: 'split' as const } };

describe('an approved month of an hourly contract', () => {
  it('160:30 × ¥5,000 is one line of hours on a new 未送信 notification, paid as the 支払サイト says, withheld', async () => {
    const w = await worker('時給 一郎');
    const c = await w.contract({ title: '開発支援', unitPriceType: 'hourly', unitPrice: 5_000, withholdingType: 'withhold' });
    const made = await approve(w.id, c.id, hourlyMonth(5_000, h(160.5)), h(160.5));
    expect(made).not.toBeNull();

    const [listed] = await notificationsOf(w.code);
    expect(listed?.code).toBe(made!.code);
    const n = await detail(made!.code);
    expect(n.lines.map(lineView)).toEqual([['開発支援 2026年10月分 稼働', 160.5, '時間', 5_000, 802_500]]);
    expect(n.lines[0]).toMatchObject({ kind: 'item', tax_rate: 10, withholds: true, transaction_date: '2026-10-31' });
    // 月末締め翌月25日払い: 2026-11-25 (a Wednesday)
    expect(n).toMatchObject({
      status: 'before_sending',
      payment_date: '2026-11-25',
      payment_due_date: '2026-11-25',
      period_from: '2026-10-31',
      period_to: '2026-10-31',
      subtotal: 802_500,
      tax_total: 80_250,
      // ⌊802,500 × 10.21 %⌋
      withholding: 81_935,
      transfer_amount: 800_815,
      contracts: [{ code: c.code, title: '開発支援' }],
      payment_dues: [{ due_date: '2026-11-25', postponement_agreed: false }],
    });

    // the editor knows the month's 支払期日: a later date needs the 支払遅延 reason
    const edit = (late_reason?: string) =>
      ctx.call('PUT', '/api/v2/employee/payment_notifications/bulk', {
        headers: owner,
        body: { payment_notifications: [{ id: made!.id, payment_date: '2026-11-26', remarks: null, adjustments: [], late_reason }] },
      });
    const refused = await edit();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.join('\n')).toContain('支払期日2026/11/25を過ぎています');
    expect((await edit('システム障害のため')).statusCode).toBe(200);
    expect(await detail(made!.code)).toMatchObject({ payment_date: '2026-11-26', late: true });
  });

  it('hours that are not a whole hundredth of an hour go on as 1 式 with the calculation, the amount exact', async () => {
    const w = await worker('端数 二郎');
    const c = await w.contract({ title: '保守', unitPriceType: 'hourly', unitPrice: 5_000 });
    // 160:10 = 160.1666… h × 5,000 = 800,833.3… → 800,833
    const made = await approve(w.id, c.id, hourlyMonth(5_000, h(160) + 10), h(160) + 10);
    const n = await detail(made!.code);
    expect(n.lines.map(lineView)).toEqual([['保守 2026年10月分 稼働 160.17時間 × ¥5,000 = ¥800,833', 1, '式', 800_833, 800_833]]);
    expect(n).toMatchObject({ subtotal: 800_833, withholding: 0 });
  });

  it('¥0 (nothing worked) makes nothing', async () => {
    const w = await worker('稼働 なし');
    const c = await w.contract({ unitPriceType: 'hourly', unitPrice: 5_000 });
    expect(await approve(w.id, c.id, hourlyMonth(5_000, 0), 0)).toBeNull();
    expect(await notificationsOf(w.code)).toEqual([]);
  });
});

describe('an approved month of a contract with a 精算幅 (140〜180 h, 上下割)', () => {
  it('above 上限: the fee, then 超過 5.5 h × ¥3,330', async () => {
    const w = await worker('超過 三郎');
    const c = await w.contract({ title: '運用', ...settlementTerms });
    const made = await approve(w.id, c.id, settleMonth(range, h(185.5)), h(185.5));
    const n = await detail(made!.code);
    expect(n.lines.map(lineView)).toEqual([
      ['運用 2026年10月分 基本料金・精算幅 140〜180時間（稼働 185.5時間）', 1, '月', 600_000, 600_000],
      ['運用 2026年10月分 超過 5.5時間 × ¥3,330 = ¥18,315', 5.5, '時間', 3_330, 18_315],
    ]);
    // not withheld: ⌊618,315 × 10 %⌋ tax
    expect(n).toMatchObject({ subtotal: 618_315, tax_total: 61_831, withholding: 0, transfer_amount: 680_146 });
  });

  it('below 下限: a negative line of 控除 10 h × ¥4,280 lowers the fee before 消費税 and 源泉, and prints so', async () => {
    const w = await worker('控除 四郎');
    const c = await w.contract({ title: '運用', ...settlementTerms, withholdingType: 'withhold' });
    const made = await approve(w.id, c.id, settleMonth(range, h(130)), h(130));
    const n = await detail(made!.code);
    expect(n.lines.map(lineView)).toEqual([
      ['運用 2026年10月分 基本料金・精算幅 140〜180時間（稼働 130時間）', 1, '月', 600_000, 600_000],
      ['運用 2026年10月分 控除 10時間 × ¥4,280 = -¥42,800', 10, '時間', -4_280, -42_800],
    ]);
    // tax and 源泉 on 557,200: ⌊557,200 × 10 %⌋ and ⌊557,200 × 10.21 %⌋; no adjustment
    expect(n).toMatchObject({ subtotal: 557_200, tax_total: 55_720, withholding: 56_890, adjustment_total: 0, transfer_amount: 556_030 });
    expect(n.per_rate).toEqual([{ rate: 10, base: 557_200, tax: 55_720 }]);

    const text = await pdfText(made!.code);
    for (const expected of ['控除 10時間 × ¥4,280 = -¥42,800', '10 時間 -¥4,280 10% -¥42,800', '¥557,200', '¥55,720', '-¥56,890', '¥556,030']) {
      expect(text).toContain(expected);
    }
  });
});

describe('a worker who already has an unsent notification on that payment date', () => {
  it('gets the month appended to it, with one 源泉徴収 over the whole; approving the month again adds nothing', async () => {
    const w = await worker('合算 五郎');
    const hourly = await w.contract({ title: '開発支援', unitPriceType: 'hourly', unitPrice: 5_000, withholdingType: 'withhold' });
    const monthly = await w.contract({ title: '運用', ...settlementTerms, withholdingType: 'withhold' });
    const first = await approve(w.id, hourly.id, hourlyMonth(5_000, h(160.5)), h(160.5));
    const second = await approve(w.id, monthly.id, settleMonth(range, h(160)), h(160));
    expect(second).toEqual(first);
    expect(await approve(w.id, monthly.id, settleMonth(range, h(160)), h(160))).toEqual(first);

    expect(await notificationsOf(w.code)).toHaveLength(1);
    const n = await detail(first!.code);
    expect(n.lines.map((l: { name: string }) => l.name)).toEqual([
      '開発支援 2026年10月分 稼働',
      '運用 2026年10月分 基本料金・精算幅 140〜180時間（稼働 160時間）',
    ]);
    // 1,402,500 over the 1,000,000 threshold: ⌊402,500 × 20.42 %⌋ + 102,100
    expect(n).toMatchObject({ subtotal: 1_402_500, tax_total: 140_250, withholding: 184_290, transfer_amount: 1_358_460, payment_date: '2026-11-25' });
  });

  it('a date a sent notification holds moves the new one a bank business day earlier (one payment per date)', async () => {
    const w = await worker('送信済 八郎');
    const first = await approve(w.id, (await w.contract({ unitPriceType: 'hourly', unitPrice: 5_000 })).id, hourlyMonth(5_000, h(10)), h(10));
    const sent = await call('POST', '/employee/payment_notifications/bulk_submission', { paymentNotificationIds: [first!.id] });
    expect(sent.statusCode, sent.body).toBe(200);
    const second = await approve(w.id, (await w.contract({ unitPriceType: 'hourly', unitPrice: 4_000 })).id, hourlyMonth(4_000, h(10)), h(10));
    expect(second!.id).not.toBe(first!.id);
    expect(await detail(second!.code)).toMatchObject({ status: 'before_sending', payment_date: '2026-11-24', payment_due_date: '2026-11-25', subtotal: 40_000 });
  });

  it('404 for a contract of another company or of another worker, nothing made', async () => {
    const w = await worker('他社 六郎');
    const other = await ctx.makeCompany();
    const theirs = await other.addContract((await other.addWorker({ fullName: '他社 ワーカー' })).id);
    await expect(approve(w.id, theirs.id, hourlyMonth(5_000, h(10)), h(10))).rejects.toMatchObject({ statusCode: 404 });
    const mine = await w.contract({ unitPriceType: 'hourly', unitPrice: 5_000 });
    const someoneElse = await worker('別人 七郎');
    await expect(approve(someoneElse.id, mine.id, hourlyMonth(5_000, h(10)), h(10))).rejects.toMatchObject({ statusCode: 404 });
    expect(await notificationsOf(someoneElse.code)).toEqual([]);
  });
});
