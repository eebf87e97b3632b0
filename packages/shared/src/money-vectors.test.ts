/**
 * The money rules as vectors: inputs → expected figures, each with its source, run in CI (issue #18). Every function
 * here is the one the API, the PDFs and the screens call; a row that fails means a document prints a wrong figure.
 * Sources (full citations in docs/decisions.md and shared/reviews/domain-2026-11.md):
 * - [消令70-10] 消費税法施行令 70条の10, インボイス通達 3-12: one rounding per rate per document.
 * - [附則52] 平成28年改正法附則 52条・53条 as revised by the 令和8年度 reform (80 / 70 / 50 / 30 %).
 * - [所法204] 所得税法 204条1項1号, 所得税法施行令 / 国税庁 No.2792: 10.21 % to ¥1,000,000 per payment, 20.42 % above.
 * - [直法6-1] 平元.1.30 直法6-1: the base may exclude consumption tax stated separately.
 * - [新法4] フリーランス新法 4条1項 (60 days counting the receipt day) and 4条3項 (再委託: 30 days counting the
 *   元委託支払期日, 「前二項の規定にかかわらず」), JFTC practice for monthly closing and bank holidays.
 * - [全銀] 全銀協 総合振込 format: 受取人名 in half-width kana, voiced marks split, small kana large.
 */
import { describe, expect, it } from 'vitest';
import { latestPaymentDate, type Usance } from './usance';
import { dueDateProblem, latestAllowedDueDate } from './order-rules';
import { notificationTotals } from './payment-notifications';
import { paymentDayFor } from './payment-due';
import { documentTotals, transitionalDeductionPercent, withholdingTax } from './tax';
import { toZenginKana, toZenginName } from './zengin-kana';

describe('消費税: once per rate per document [消令70-10]', () => {
  it.each([
    { lines: [105, 105, 105].map((amount) => ({ amount, taxRate: 10 })), perRate: [[10, 315, 31]], why: '3 × ¥105 @10%: 31, never 30' },
    { lines: [{ amount: 999, taxRate: 8 }, { amount: 999, taxRate: 8 }], perRate: [[8, 1998, 159]], why: '2 × ¥999 @8%: 159, never 158' },
    {
      lines: [{ amount: 1000, taxRate: 10 }, { amount: 2345, taxRate: 10 }, { amount: 1080, taxRate: 8 }],
      perRate: [[10, 3345, 334], [8, 1080, 86]],
      why: 'two rates, each rounded once',
    },
    { lines: [{ amount: 19, taxRate: 10 }, { amount: 19, taxRate: 8 }], perRate: [[10, 19, 1], [8, 19, 1]], why: 'truncation below ¥1' },
    {
      lines: [{ amount: 12345, taxRate: 10 }, { amount: 500, taxRate: 0 }, { amount: 6789, taxRate: 8 }],
      perRate: [[10, 12345, 1234], [8, 6789, 543], [0, 500, 0]],
      why: 'rows ordered 10 / 8 / 0',
    },
  ])('$why', ({ lines, perRate }) => {
    const totals = documentTotals(lines);
    expect(totals.perRate.map((r) => [r.rate, r.base, r.tax])).toEqual(perRate);
  });

  it('a 支払通知書 rounds the same way as the document it pays', () => {
    const lines = [105, 105, 105].map((amount) => ({ amount, taxRate: 10, withholds: false }));
    expect(notificationTotals(lines, { individual: true, paymentDate: '2026-07-31' }).taxTotal).toBe(31);
  });
});

describe('経過措置: the deductible share by the date of the 課税仕入れ [附則52]', () => {
  it.each([
    ['2023-10-01', 80],
    ['2026-09-30', 80],
    ['2026-10-01', 70],
    ['2028-09-30', 70],
    ['2028-10-01', 50],
    ['2030-09-30', 50],
    ['2030-10-01', 30],
    ['2031-09-30', 30],
    ['2031-10-01', 0],
  ])('%s → %i %%', (date, percent) => {
    expect(transitionalDeductionPercent(date)).toBe(percent);
  });
});

describe('源泉徴収: one payment to one person [所法204] [直法6-1]', () => {
  it.each([
    [100_000, 10_210],
    [999_999, 102_099],
    [1_000_000, 102_100],
    [1_000_001, 102_100],
    [1_000_005, 102_101],
    [1_100_000, 122_520],
    [1_500_000, 204_200],
    [2_000_000, 306_300],
    [10_000_000, 1_939_900],
    [0, 0],
    [-5, 0],
  ])('base ¥%i → ¥%i', (base, tax) => {
    expect(withholdingTax(base, '2026-06-30')).toBe(tax);
  });

  it('the 2027 change leaves the combined rate at 10.21 % / 20.42 %', () => {
    expect(withholdingTax(1_000_000, '2027-01-15')).toBe(102_100);
  });

  it('the base excludes the consumption tax stated on the 支払通知書', () => {
    const t = notificationTotals([{ amount: 1_000_000, taxRate: 10, withholds: true }], { individual: true, paymentDate: '2026-07-31' });
    expect([t.withholdingBase, t.withholding, t.transferAmount]).toEqual([1_000_000, 102_100, 997_900]);
  });

  it('same day, same worker: two ¥800,000 documents are one payment of ¥1,600,000', () => {
    // two notifications paid together: 102,100 + 600,000 × 20.42 % = 224,620 (not 2 × 81,680 = 163,360)
    expect(withholdingTax(1_600_000, '2026-07-31')).toBe(224_620);
    expect(2 * withholdingTax(800_000, '2026-07-31')).toBe(163_360);
  });

  it('経費精算 is part of the 報酬 (所得税基本通達 204-2, 204-4): taxed and withheld; 立替金 is neither', () => {
    const fee = { amount: 100_000, taxRate: 10, withholds: true };
    const expense = notificationTotals([fee, { amount: 5_000, taxRate: 10, withholds: false, category: 'expense' }], { individual: true, paymentDate: '2026-07-31' });
    // base 105,000: tax 10,500, withheld ⌊105,000 × 10.21 %⌋ = 10,720, paid 105,000 + 10,500 − 10,720
    expect([expense.taxTotal, expense.withholdingBase, expense.withholding, expense.transferAmount]).toEqual([10_500, 105_000, 10_720, 104_780]);
    const reimbursement = notificationTotals([fee, { amount: 5_000, taxRate: null, withholds: false, category: 'reimbursement' }], { individual: true, paymentDate: '2026-07-31' });
    // 不課税 and outside the base: 100,000 + 10,000 − 10,210 + 5,000
    expect([reimbursement.taxTotal, reimbursement.withholdingBase, reimbursement.withholding, reimbursement.transferAmount]).toEqual([10_000, 100_000, 10_210, 104_790]);
  });

  it('a corporation is not withheld', () => {
    const t = notificationTotals([{ amount: 100_000, taxRate: 10, withholds: true }], { individual: false, paymentDate: '2026-07-31' });
    expect([t.withholding, t.transferAmount]).toEqual([0, 110_000]);
  });
});

describe('支払期日 [新法4]', () => {
  it.each([
    { receivedOn: '2024-11-01', monthlyClosing: false, latest: '2024-12-30', why: '受領日 + 59 days' },
    { receivedOn: '2026-01-31', monthlyClosing: false, latest: '2026-03-31', why: '60 days across February' },
    { receivedOn: '2024-11-01', monthlyClosing: true, latest: '2024-12-31', why: '月末締め翌月末払い reads as 2 months' },
    { receivedOn: '2025-12-31', monthlyClosing: true, latest: '2026-02-28', why: 'monthly closing, short February' },
    { receivedOn: '2025-03-01', monthlyClosing: false, originalDueDate: '2025-03-31', latest: '2025-04-29', why: '再委託: 元委託支払期日 + 29' },
    {
      receivedOn: '2025-01-20',
      monthlyClosing: false,
      originalDueDate: '2025-02-01',
      latest: '2025-03-02',
      why: '再委託: 元委託 + 29 replaces the 60-day limit even when that is later (4条3項 「前二項の規定にかかわらず」)',
    },
  ])('$why: received $receivedOn → latest $latest', ({ latest, ...rule }) => {
    expect(latestAllowedDueDate(rule)).toBe(latest);
  });

  it('refuses day 61 and 翌々月 terms', () => {
    expect(dueDateProblem('2024-12-31', { receivedOn: '2024-11-01', monthlyClosing: false })).not.toBeNull();
    expect(dueDateProblem('2025-01-10', { receivedOn: '2024-11-01', monthlyClosing: true })).not.toBeNull();
    expect(dueDateProblem('2025-04-30', { receivedOn: '2025-03-01', monthlyClosing: false, originalDueDate: '2025-03-31' })).not.toBeNull();
  });

  it.each<[Usance, string, string]>([
    ['end_of_month_next_month_25', '2026-06-10', '2026-07-25'],
  ])('usance %s, received %s → paid by %s', (usance, received, expected) => {
    expect(latestPaymentDate(usance, received)).toBe(expected);
  });

  it.each([
    ['2026-10-31', false, '2026-10-30', 'Saturday: the previous business day'],
    ['2026-10-31', true, '2026-11-02', 'Saturday with a 順延 agreement: Monday (2 days)'],
    ['2026-11-21', true, '2026-11-20', '3 days to the next business day: the previous one even when agreed'],
    ['2026-12-31', false, '2026-12-30', '年末年始'],
  ])('a 支払期日 of %s (順延 agreed: %s) is paid on %s — %s', (dueDate, postponementAgreed, expected) => {
    expect(paymentDayFor({ dueDate, postponementAgreed })).toBe(expected);
  });
});

describe('全銀 受取人名 [全銀]', () => {
  it.each([
    ['ヤマダ タロウ', 'ﾔﾏﾀﾞ ﾀﾛｳ'],
    ['やまだ たろう', 'ﾔﾏﾀﾞ ﾀﾛｳ'],
    ['キャッシュ', 'ｷﾔﾂｼﾕ'],
    ['ヴィヴァルディ・ヨーコ', 'ｳﾞｲｳﾞｱﾙﾃﾞｲ.ﾖ-ｺ'],
    ['（ド）ヤマダ', '(ﾄﾞ)ﾔﾏﾀﾞ'],
  ])('%s → %s', (input, expected) => {
    expect(toZenginKana(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['カブシキガイシャ ヤマダショウジ', 'ｶ)ﾔﾏﾀﾞｼﾖｳｼﾞ'],
    ['ヤマダ株式会社', 'ﾔﾏﾀﾞ(ｶ'],
    ['ゴウドウガイシャ サトウ', 'ﾄﾞ)ｻﾄｳ'],
  ])('法人略語 by position: %s → %s', (input, expected) => {
    expect(toZenginName(input)).toEqual({ ok: true, value: expected });
  });

  it.each(['山田太郎', '〜', '𠮷田', 'ヶ'])('%s is refused, never written as ?', (input) => {
    expect(toZenginKana(input).ok).toBe(false);
  });
});
