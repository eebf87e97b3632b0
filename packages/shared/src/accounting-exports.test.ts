import { describe, expect, it } from 'vitest';
import {
  accountingPeriodErrors,
  allocateTax,
  buildJournalEntries,
  countEntries,
  resolveMapping,
  taxDefaults,
  yayoiFlag,
  type AccountingDocument,
} from './accounting-exports';
import { ja } from './messages/ja';

const registered = { code: 'W001', name: '山田 太郎', registrationNumber: 'T1234567890123' };
const unregistered = { code: 'W002', name: '佐藤 花子', registrationNumber: null };
const noDept = { departmentCode: null, departmentName: null, projectCode: null, projectName: null };
const dept = { departmentCode: 'D1', departmentName: '開発部', projectCode: 'P1', projectName: '新規案件' };

/** The fixed documents of these tests (and of the golden files in the API module). */
const fixtureDocuments: AccountingDocument[] = [
  {
    type: 'notification',
    number: 'PN-202610-0001',
    party: registered,
    paymentDate: '2026-11-30',
    // stored per rate: 10 % on 150,000 → 15,000; 8 % on 10,000 → 800 (rounded once per rate)
    perRate: [
      { rate: 10, base: 150_000, tax: 15_000 },
      { rate: 8, base: 10_000, tax: 800 },
    ],
    withholding: 16_336, // ⌊160,000 × 10.21 %⌋
    lines: [
      { ...dept, kind: 'item', transactionDate: '2026-10-15', taxRate: 10, amount: 100_000, adjustmentCategory: null },
      { ...dept, kind: 'item', transactionDate: '2026-10-20', taxRate: 10, amount: 50_000, adjustmentCategory: null },
      { ...dept, kind: 'item', transactionDate: '2026-10-20', taxRate: 8, amount: 10_000, adjustmentCategory: null },
      { ...noDept, kind: 'adjustment', transactionDate: null, taxRate: null, amount: 3_000, adjustmentCategory: 'reimbursement' },
    ],
  },
  { type: 'invoice', number: 'INV-0001', party: unregistered, transactionDate: '2026-09-30', paymentDueDate: '2026-10-31', perRate: [{ rate: 10, base: 20_000, tax: 2_000 }], ...noDept },
  { type: 'payment', number: 'PY-202610-0001', party: registered, paidOn: '2026-10-31', amount: 162_464, withholding: 16_336, notificationNumber: 'PN-202610-0001', ...noDept },
  { type: 'payment', number: 'PY-202610-0002', party: unregistered, paidOn: '2026-10-31', amount: 89_790, withholding: 10_210, notificationNumber: null, ...noDept },
];

describe('accounting mapping', () => {
  it('falls back to the defaults and takes every given name', () => {
    const mapping = resolveMapping([
      { kind: 'account', key: 'expense', value: '業務委託費' },
      { kind: 'tax', key: 'qualified_10', value: '課税仕入 10%' },
      { kind: 'option', key: 'department_source', value: 'project' },
      { kind: 'worker', key: 'W001', value: 'ヤマダ' },
      { kind: 'account', key: 'payable', value: '  ' }, // blank → default
    ]);
    expect(mapping.accounts).toEqual({ expense: '業務委託費', payable: '未払金', withholding: '預り金', advance: '立替金', bank: '普通預金' });
    expect(mapping.taxes.qualified_10).toBe('課税仕入 10%');
    expect(mapping.taxes.transitional_70_8).toBe('課対仕入（控70）8%（軽）');
    expect(mapping.departmentSource).toBe('project');
    expect(mapping.workers).toEqual({ W001: 'ヤマダ' });
  });

  it('names a 税区分 for every 経過措置 share and rate, and the MF インボイス values', () => {
    expect(taxDefaults.transitional_80_10).toBe('課対仕入（控80）10%');
    expect(taxDefaults.transitional_0_10).toBe('対象外');
    expect(taxDefaults.mf_invoice_qualified).toBe('適格');
    expect(taxDefaults.mf_invoice_80).toBe('80%控除');
  });
});

describe('accounting period', () => {
  it('refuses bad dates, a reversed period and more than a year, in Japanese', () => {
    expect(accountingPeriodErrors('2026-02-30', '2026-03-01')).toEqual([ja.accounting.fromInvalid]);
    expect(accountingPeriodErrors('2026-03-01', '2026-13-01')).toEqual([ja.accounting.toInvalid]);
    expect(accountingPeriodErrors('2026-03-02', '2026-03-01')).toEqual([ja.accounting.fromAfterTo]);
    expect(accountingPeriodErrors('2025-01-01', '2026-01-01')).toEqual([ja.accounting.periodTooLong]);
    expect(accountingPeriodErrors('2025-01-01', '2025-12-31')).toEqual([]);
  });
});

describe('journal entries', () => {
  const mapping = resolveMapping([]);
  const entries = buildJournalEntries(fixtureDocuments, mapping);

  it('splits a rate’s stored tax over dates without recomputing it', () => {
    expect(allocateTax(15_000, [100_000, 50_000])).toEqual([10_000, 5_000]);
    // 100 split over three equal bases: ⌊33.3⌋ twice, the remainder on the last
    expect(allocateTax(100, [1, 1, 1])).toEqual([33, 33, 34]);
  });

  it('makes one entry per 検収 date, the 源泉 and 立替金 on the last, then the payments', () => {
    expect(entries.map((e) => [e.kind, e.documentNumber, e.date])).toEqual([
      ['invoice', 'INV-0001', '2026-09-30'],
      ['notification', 'PN-202610-0001', '2026-10-15'],
      ['notification', 'PN-202610-0001', '2026-10-20'],
      ['settlement', 'PY-202610-0001', '2026-10-31'],
      ['direct_payment', 'PY-202610-0002', '2026-10-31'],
    ]);
    expect(countEntries(entries)).toEqual({ notification: 2, invoice: 1, settlement: 1, direct_payment: 1 });
  });

  it('accrues an unregistered supplier’s invoice with the 経過措置 share of its date (80 % on 2026-09-30)', () => {
    const [invoice] = entries;
    expect(invoice!.debits).toEqual([
      { account: '外注費', subAccount: '佐藤 花子', department: '', taxClass: '課対仕入（控80）10%', amount: 22_000, tax: 2_000, invoiceClass: '80%控除' },
    ]);
    expect(invoice!.credits.map((c) => [c.account, c.amount])).toEqual([['未払金', 22_000]]);
  });

  it('balances every entry', () => {
    for (const e of entries) {
      const debit = e.debits.reduce((s, d) => s + d.amount, 0);
      const credit = e.credits.reduce((s, c) => s + c.amount, 0);
      expect(debit, e.documentNumber).toBe(credit);
    }
  });

  it('puts the 源泉 and 立替金 on the last date’s entry of the notification', () => {
    const last = entries[2]!;
    // 外注費 10 %: 50,000 + its share of the stored tax 5,000; 8 %: 10,000 + 800; 立替金 3,000 (対象外)
    expect(last.debits.map((d) => [d.account, d.taxClass, d.amount, d.tax, d.department])).toEqual([
      ['外注費', '課対仕入10%', 55_000, 5_000, '開発部'],
      ['外注費', '課対仕入8%（軽）', 10_800, 800, '開発部'],
      ['立替金', '対象外', 3_000, 0, ''],
    ]);
    // 未払金 = 68,800 − 16,336 withheld; 預り金 16,336
    expect(last.credits.map((c) => [c.account, c.amount])).toEqual([
      ['未払金', 52_464],
      ['預り金', 16_336],
    ]);
    expect(last.withholding).toBe(16_336);
  });

  it('takes 部門 from the project when the option says so', () => {
    const byProject = buildJournalEntries(fixtureDocuments, resolveMapping([{ kind: 'option', key: 'department_source', value: 'project' }, { kind: 'project', key: 'P1', value: 'PJ-新規' }]));
    expect(byProject[1]!.debits[0]!.department).toBe('PJ-新規');
  });

  it('reverses a negative adjustment instead of writing a negative amount', () => {
    const [entry] = buildJournalEntries(
      [
        {
          type: 'notification',
          number: 'PN-X',
          party: registered,
          paymentDate: '2026-11-30',
          perRate: [{ rate: 10, base: 10_000, tax: 1_000 }],
          withholding: 0,
          lines: [
            { ...noDept, kind: 'item', transactionDate: '2026-10-01', taxRate: 10, amount: 10_000, adjustmentCategory: null },
            { ...noDept, kind: 'adjustment', transactionDate: null, taxRate: null, amount: -2_000, adjustmentCategory: 'overpayment' },
          ],
        },
      ],
      mapping,
    );
    expect(entry!.debits.map((d) => [d.account, d.amount])).toEqual([
      ['外注費', 11_000],
      ['未払金', 2_000],
    ]);
    expect(entry!.credits.map((c) => [c.account, c.taxClass, c.amount])).toEqual([
      ['未払金', '対象外', 11_000],
      ['外注費', '対象外', 2_000],
    ]);
  });
});

describe('弥生 識別フラグ', () => {
  it('is 2000 for one row and 2110 / 2100 / 2101 for a compound slip', () => {
    expect(yayoiFlag(0, 1)).toBe('2000');
    expect([0, 1, 2].map((i) => yayoiFlag(i, 3))).toEqual(['2110', '2100', '2101']);
  });
});
