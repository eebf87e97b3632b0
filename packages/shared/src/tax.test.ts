import { describe, expect, it } from 'vitest';
import { documentTotals, documentTotalsAsIssued, lineAmount, lineTotal, transitionalDeductionPercent, withholdingTax } from './tax';

describe('consumption tax per rate per document (DOMAIN.md)', () => {
  it('rounds once per rate: three lines of ¥105 at 10 % → ¥31, not 3 × ¥10', () => {
    const lines = [105, 105, 105].map((amount) => ({ amount, taxRate: 10 }));
    expect(documentTotals(lines)).toEqual({ perRate: [{ rate: 10, base: 315, tax: 31 }], subtotal: 315, taxTotal: 31, total: 346 });
  });
  it('keeps 10 %, 8 % and 0 % apart, newest standard rate first, truncating below one yen', () => {
    const t = documentTotals([
      { amount: 1_080, taxRate: 8 },
      { amount: 999, taxRate: 10 },
      { amount: 5_000, taxRate: 0 },
      { amount: 1_081, taxRate: 8 },
    ]);
    expect(t.perRate).toEqual([
      { rate: 10, base: 999, tax: 99 },
      { rate: 8, base: 2_161, tax: 172 },
      { rate: 0, base: 5_000, tax: 0 },
    ]);
    expect(t).toMatchObject({ subtotal: 8_160, taxTotal: 271, total: 8_431 });
  });
  it('review T6: three lines of ¥105 at 10 % that carry a typed tax of ¥10 each → ¥31, never ¥30 (typed taxes never count)', () => {
    // a line as an order stored it before issue #18: the typed per-line tax is ignored by every document's totals
    const stored: { amount: number; taxRate: number; tax: number | null }[] = [105, 105, 105].map((amount) => ({ amount, taxRate: 10, tax: 10 }));
    expect(documentTotals(stored)).toEqual({ perRate: [{ rate: 10, base: 315, tax: 31 }], subtotal: 315, taxTotal: 31, total: 346 });
    // a typed 0 at 10 % does not make the line tax-free either
    const zero: { amount: number; taxRate: number; tax: number | null }[] = [{ amount: 1_000, taxRate: 10, tax: 0 }];
    expect(documentTotals(zero).taxTotal).toBe(100);
  });
  it('an order issued before the rule is shown as it was issued: its typed taxes added as given', () => {
    const t = documentTotalsAsIssued([
      { amount: 1_000, taxRate: 10, tax: 99 },
      { amount: 105, taxRate: 10, tax: null },
      { amount: 105, taxRate: 10, tax: null },
    ]);
    expect(t.perRate).toEqual([{ rate: 10, base: 1_210, tax: 99 + 21 }]);
    // without any typed tax it is documentTotals
    const plain = [105, 105, 105].map((amount) => ({ amount, taxRate: 10, tax: null }));
    expect(documentTotalsAsIssued(plain)).toEqual(documentTotals(plain));
  });
  it('an empty document is zero', () => {
    expect(documentTotals([])).toEqual({ perRate: [], subtotal: 0, taxTotal: 0, total: 0 });
  });
  it('a line is ⌊quantity × unit price⌋ in integer hundredths', () => {
    expect(lineAmount(1.5, 333)).toBe(499);
    expect(lineAmount(0.01, 99)).toBe(0);
    expect(lineAmount(12.25, 4_000)).toBe(49_000);
    expect(lineAmount(0.29, 100)).toBe(29); // 0.29 × 100 is 28.999… in floating point
  });
});

describe('源泉徴収 (所得税法 204条1項1号)', () => {
  it('the examples of DOMAIN.md', () => {
    expect(withholdingTax(100_000, '2026-06-01')).toBe(10_210);
    expect(withholdingTax(1_000_000, '2026-06-01')).toBe(102_100);
    expect(withholdingTax(1_500_000, '2026-06-01')).toBe(204_200);
  });
  it('both sides of ¥1,000,000, truncating below one yen', () => {
    expect(withholdingTax(999_999, '2026-06-01')).toBe(102_099);
    expect(withholdingTax(1_000_001, '2026-06-01')).toBe(102_100);
    expect(withholdingTax(1_000_005, '2026-06-01')).toBe(102_101);
    expect(withholdingTax(3_555, '2026-06-01')).toBe(362);
    expect(withholdingTax(0, '2026-06-01')).toBe(0);
  });
});

describe('経過措置 for purchases from an unregistered worker (令和8年度 revision)', () => {
  it('follows the schedule by the transaction date', () => {
    expect(transitionalDeductionPercent('2026-09-30')).toBe(80);
    expect(transitionalDeductionPercent('2026-10-01')).toBe(70);
    expect(transitionalDeductionPercent('2028-09-30')).toBe(70);
    expect(transitionalDeductionPercent('2028-10-01')).toBe(50);
    expect(transitionalDeductionPercent('2030-10-01')).toBe(30);
    expect(transitionalDeductionPercent('2031-09-30')).toBe(30);
    expect(transitionalDeductionPercent('2031-10-01')).toBe(0);
  });
});

describe('line totals (SPEC §9 limit 10,000,000)', () => {
  it('adds truncated tax to the truncated amount', () => {
    expect(lineTotal(1, 105, 10)).toBe(115);
    expect(lineTotal(1.5, 333, 10)).toBe(499 + 49);
    expect(lineTotal(10, 909_090, 10)).toBe(9_999_990);
  });
});
