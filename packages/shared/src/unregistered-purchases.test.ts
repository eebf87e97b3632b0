import { describe, expect, it } from 'vitest';
import {
  UNREGISTERED_PURCHASE_CAP,
  UNREGISTERED_PURCHASE_WARNING_PERCENT,
  unregisteredPurchaseCap,
  unregisteredPurchaseLevel,
  unregisteredPurchaseYears,
} from './unregistered-purchases';

// 令和6年度改正: 10億円 per supplier per period from periods beginning 2024-10-01; 令和8年度改正: 1億円 from periods
// beginning 2026-10-01 (DOMAIN.md; review §3.4). Calendar years stand for the buyer's 課税期間 (docs/decisions.md).
describe('the cap on purchases from one non-registered supplier (経過措置)', () => {
  it('is ¥100,000,000 with a warning at 90 %', () => {
    expect(UNREGISTERED_PURCHASE_CAP).toBe(100_000_000);
    expect(UNREGISTERED_PURCHASE_WARNING_PERCENT).toBe(90);
  });
  it('per calendar year: the smallest cap in force on any day of it (the safe reading), none outside the 経過措置', () => {
    expect(unregisteredPurchaseCap(2023)).toBeNull();
    expect(unregisteredPurchaseCap(2024)).toBe(1_000_000_000);
    expect(unregisteredPurchaseCap(2025)).toBe(1_000_000_000);
    expect(unregisteredPurchaseCap(2026)).toBe(100_000_000);
    expect(unregisteredPurchaseCap(2031)).toBe(100_000_000);
    expect(unregisteredPurchaseCap(2032)).toBeNull();
  });
  it('warns from 90 % of the cap, and says when it is exceeded (above the cap, not at it)', () => {
    expect(unregisteredPurchaseLevel(89_999_999, 100_000_000)).toBe('ok');
    expect(unregisteredPurchaseLevel(90_000_000, 100_000_000)).toBe('warning');
    expect(unregisteredPurchaseLevel(100_000_000, 100_000_000)).toBe('warning');
    expect(unregisteredPurchaseLevel(100_000_001, 100_000_000)).toBe('exceeded');
    expect(unregisteredPurchaseLevel(5_000_000_000, null)).toBeNull();
  });
});

describe('yearly purchases from a non-registered worker (税込, by transaction date)', () => {
  it('sums each year tax included, the tax rounded once per rate per document, newest year first', () => {
    const years = unregisteredPurchaseYears([
      // a notification of three ¥105 lines at 10 %: ⌊315 × 10 %⌋ = 31 → 346 (never 3 × 10)
      { document: 1, date: '2026-03-31', taxRate: 10, amount: 105 },
      { document: 1, date: '2026-03-31', taxRate: 10, amount: 105 },
      { document: 1, date: '2026-03-31', taxRate: 10, amount: 105 },
      // food at 8 %: 2,160 → 172
      { document: 2, date: '2026-04-30', taxRate: 8, amount: 2_160 },
      // 0 % and non-taxable lines are not 課税仕入れ
      { document: 2, date: '2026-04-30', taxRate: 0, amount: 5_000 },
      // a notification spanning the new year counts in both, by each line's date
      { document: 3, date: '2025-12-26', taxRate: 10, amount: 100_000 },
      { document: 3, date: '2026-01-05', taxRate: 10, amount: 50_000 },
    ]);
    expect(years).toEqual([
      { year: 2026, subtotal: 315 + 2_160 + 50_000, taxTotal: 31 + 172 + 5_000, total: 346 + 2_332 + 55_000, cap: 100_000_000, percent: 0, level: 'ok' },
      { year: 2025, subtotal: 100_000, taxTotal: 10_000, total: 110_000, cap: 1_000_000_000, percent: 0, level: 'ok' },
    ]);
  });
  it('review §3.4: ¥90,000,000 tax included in 2027 is 90 % of the cap and warns; a little less does not', () => {
    const at = (amount: number) => unregisteredPurchaseYears([{ document: 9, date: '2027-06-30', taxRate: 10, amount }])[0];
    // 81,818,182 + ⌊8,181,818.2⌋ = 90,000,000
    expect(at(81_818_182)).toMatchObject({ total: 90_000_000, percent: 90, level: 'warning' });
    expect(at(81_818_181)).toMatchObject({ total: 89_999_999, percent: 89.9, level: 'ok' });
    expect(at(90_909_091)).toMatchObject({ total: 100_000_000, percent: 100, level: 'warning' });
    expect(at(90_909_092)).toMatchObject({ total: 100_000_001, percent: 100, level: 'exceeded' });
  });
  it('a year before the 経過措置 cap has no percent', () => {
    expect(unregisteredPurchaseYears([{ document: 1, date: '2023-11-30', taxRate: 10, amount: 1_000 }])).toEqual([
      { year: 2023, subtotal: 1_000, taxTotal: 100, total: 1_100, cap: null, percent: null, level: null },
    ]);
  });
});
