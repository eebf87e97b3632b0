import { describe, expect, it } from 'vitest';
import {
  contractPaymentRecordFileName,
  contractShareOfNotification,
  directPaymentFee,
  notificationFee,
  paymentRecordBulkBodySchema,
  paymentRecordCategoryFor,
  paymentRecordFigures,
  paymentRecordFileName,
  paymentRecordFilingRequired,
  paymentRecordRemarks,
  paymentRecordStatus,
  paymentRecordYearOf,
  paymentRecordZipName,
  reiwaYear,
  type RecordPayment,
} from './payment-records';

const fromNotification = (paymentDate: string, paidOn: string | null, subtotal: number, taxTotal: number, withholding: number, reductions = 0): RecordPayment => ({
  paymentDate,
  paidOn,
  withholding,
  ...notificationFee({ subtotal, taxTotal, reductions }),
});

describe('支払調書 figures', () => {
  it('counts a notification payment without its stated 消費税等 and shows the tax for 摘要', () => {
    // 報酬 100,000 + 消費税 10,000 − 源泉 10,210 (+ 立替金 3,000 is not in subtotal): 支払金額 100,000
    const f = paymentRecordFigures([fromNotification('2025-03-31', '2025-03-31', 100_000, 10_000, 10_210)], 2025, '2026-01-20');
    expect(f).toEqual({ paymentAmount: 100_000, unpaidAmount: 0, withholding: 10_210, unwithheldAmount: 0, taxAmount: 10_000, paymentCount: 1 });
    expect(paymentRecordRemarks(f)).toBe('消費税等 ¥10,000');
  });

  it('counts a direct payment with its tax included (amount paid plus withheld)', () => {
    const f = paymentRecordFigures([{ paymentDate: '2025-06-30', paidOn: '2025-06-30', withholding: 0, ...directPaymentFee({ amount: 33_000, withholding: 0 }) }], 2025, '2026-01-20');
    expect(f.paymentAmount).toBe(33_000);
    expect(f.taxAmount).toBe(0);
    expect(paymentRecordRemarks(f)).toBe('');
  });

  it('reduces the 報酬 by 返品・過払い精算 adjustments', () => {
    expect(notificationFee({ subtotal: 80_000, taxTotal: 8_000, reductions: -5_000 })).toEqual({ fee: 75_000, tax: 8_000 });
  });

  it('puts a payment fallen due in the year but paid in January into that year as 未払 and 未徴収, and not into the next', () => {
    const payments = [fromNotification('2025-11-30', '2025-11-28', 50_000, 5_000, 5_105), fromNotification('2025-12-31', '2026-01-05', 40_000, 4_000, 4_084)];
    const y2025 = paymentRecordFigures(payments, 2025, '2026-01-20');
    expect(y2025).toMatchObject({ paymentAmount: 90_000, unpaidAmount: 40_000, withholding: 9_189, unwithheldAmount: 4_084, paymentCount: 2 });
    expect(paymentRecordFigures(payments, 2026, '2026-01-20').paymentCount).toBe(0);
  });

  it('counts a payment still unpaid once it has fallen due, never before', () => {
    const unpaid = fromNotification('2025-12-15', null, 20_000, 2_000, 2_042);
    expect(paymentRecordYearOf(unpaid, '2025-12-14')).toBeNull();
    expect(paymentRecordFigures([unpaid], 2025, '2026-01-10')).toMatchObject({ paymentAmount: 20_000, unpaidAmount: 20_000, unwithheldAmount: 2_042 });
  });

  it('counts a payment paid before its date in the year it was paid', () => {
    expect(paymentRecordYearOf({ paymentDate: '2026-01-10', paidOn: '2025-12-26' }, '2026-02-01')).toBe(2025);
  });

  it('flags a payee over ¥50,000 for filing, a corporation too; ¥50,000 itself is not filed', () => {
    expect(paymentRecordFilingRequired({ paymentAmount: 50_001 }, 'individual')).toBe(true);
    expect(paymentRecordFilingRequired({ paymentAmount: 50_000 }, 'individual')).toBe(false);
    expect(paymentRecordFilingRequired({ paymentAmount: 50_001 }, 'corporation')).toBe(true);
  });
});

describe('契約別: one contract\'s part of a 支払通知書 payment', () => {
  it('shares the stated tax by the subtotal and the 源泉 by the withheld base, rounded down', () => {
    // A notification of two contracts: A 70,000 (withheld), B 30,001 (not withheld); subtotal 100,001, 消費税 10,000
    // (10 % of 100,001 = 10,000.1, rounded down once for the document), 源泉 10.21 % of A's 70,000 = 7,147.
    const n = { subtotal: 100_001, taxTotal: 10_000, withholding: 7_147, withholdingBase: 70_000 };
    // A: tax 10,000 × 70,000 / 100,001 = 6,999.93 → 6,999; all of the 源泉 (its lines are the whole base)
    expect(contractShareOfNotification(n, { amount: 70_000, withheldAmount: 70_000 })).toEqual({ fee: 70_000, tax: 6_999, withholding: 7_147 });
    // B: tax 10,000 × 30,001 / 100,001 = 3,000.07 → 3,000; nothing withheld
    expect(contractShareOfNotification(n, { amount: 30_001, withheldAmount: 0 })).toEqual({ fee: 30_001, tax: 3_000, withholding: 0 });
    // the two parts never add up to more than the document: 6,999 + 3,000 = 9,999 ≤ 10,000
  });

  it('gives nothing of a tax or a 源泉 the document does not have (empty subtotal or base)', () => {
    expect(contractShareOfNotification({ subtotal: 0, taxTotal: 0, withholding: 0, withholdingBase: 0 }, { amount: 0, withheldAmount: 0 })).toEqual({ fee: 0, tax: 0, withholding: 0 });
  });
});

describe('支払調書 labels and names', () => {
  it('names the status from the issue dates', () => {
    expect(paymentRecordStatus(null)).toBe('unissued');
    expect(paymentRecordStatus({ publishedAt: '2026-01-10', emailedAt: null })).toBe('published');
    expect(paymentRecordStatus({ publishedAt: '2026-01-10', emailedAt: '2026-01-11' })).toBe('emailed');
  });

  it('uses the company 区分 when set, the default otherwise', () => {
    expect(paymentRecordCategoryFor('designer', [])).toEqual({ category: 'デザイン料', detail: 'デザイン' });
    expect(paymentRecordCategoryFor('writer', [{ occupation: 'writer', category: '翻訳料', detail: '' }])).toEqual({ category: '翻訳料', detail: '' });
    expect(paymentRecordCategoryFor(null, []).category).toBe('報酬');
  });

  it('names files as SPEC §9 says', () => {
    expect(paymentRecordFileName(2025, '山田太郎')).toBe('【支払調書2025】_【山田太郎】.pdf');
    expect(contractPaymentRecordFileName(2025, '山田太郎', 'CT1')).toBe('【支払調書2025】_【山田太郎】_【CT1】.pdf');
    expect(paymentRecordZipName(2025, 'businessors')).toBe('【支払調書2025】_ワーカー.zip');
    expect(paymentRecordZipName(2025, 'contracts')).toBe('【支払調書2025】_契約.zip');
    expect(reiwaYear(2025)).toBe('令和7年');
    expect(reiwaYear(2019)).toBe('令和元年');
  });

  it('bounds the bulk lists and reads a comma list from a query', () => {
    expect(paymentRecordBulkBodySchema.parse({ businessor_id_list: 'a,b', year: '2025' })).toEqual({ businessor_id_list: ['a', 'b'], year: 2025 });
    expect(paymentRecordBulkBodySchema.safeParse({ businessor_id_list: Array.from({ length: 1001 }, (_, i) => `w${i}`), year: 2025 }).success).toBe(false);
    expect(paymentRecordBulkBodySchema.safeParse({ businessor_id_list: [], year: 2025 }).success).toBe(false);
  });
});
