/**
 * Purchases from a worker without an インボイス登録番号, per year: the 経過措置 (平成28年改正法附則 52条・53条) lets the
 * buyer deduct a share of their consumption tax only up to a cap of purchases per supplier per 課税期間 — 10億円 for
 * periods beginning on or after 2024-10-01 (令和6年度改正), 1億円 for periods beginning on or after 2026-10-01 (令和8年度
 * 改正). The product totals the purchases per calendar year (its stand-in for the buyer's 課税期間, docs/decisions.md)
 * and warns from 90 % of the cap. Integer yen only.
 */
import { z } from 'zod';

/** The 令和8年度 cap: purchases from one non-registered supplier in one 課税期間 (税込). */
export const UNREGISTERED_PURCHASE_CAP = 100_000_000;
/** Warn once the year's purchases reach this share of the cap. */
export const UNREGISTERED_PURCHASE_WARNING_PERCENT = 90;

/** Effective-dated caps by the first day of the buyer's 課税期間 (data, not branches). */
export const unregisteredPurchaseCapSchedule: readonly { from: string; to: string; cap: number }[] = [
  { from: '2024-10-01', to: '2026-09-30', cap: 1_000_000_000 },
  { from: '2026-10-01', to: '2031-09-30', cap: UNREGISTERED_PURCHASE_CAP },
];

/**
 * The cap for calendar year `year`: the smallest cap in force on any day of it, null when none is (before the
 * 令和6年度 cap, after the 経過措置 ends). A company whose 課税期間 begins on 1 January 2026 is under the 10億円 cap
 * that year, one beginning on 1 October 2026 under 1億円: the product cannot tell, so it warns by the lower one.
 */
export function unregisteredPurchaseCap(year: number): number | null {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const caps = unregisteredPurchaseCapSchedule.filter((r) => r.from <= last && r.to >= first).map((r) => r.cap);
  return caps.length ? Math.min(...caps) : null;
}

export type UnregisteredPurchaseLevel = 'ok' | 'warning' | 'exceeded';

/** ok below 90 % of the cap, warning from 90 % up to the cap, exceeded above it (the part above gets no 経過措置). */
export function unregisteredPurchaseLevel(total: number, cap: number | null): UnregisteredPurchaseLevel | null {
  if (cap === null) return null;
  if (total > cap) return 'exceeded';
  return total * 100 >= cap * UNREGISTERED_PURCHASE_WARNING_PERCENT ? 'warning' : 'ok';
}

/** Part of a document: its taxable amount at one rate on one transaction date. */
export type UnregisteredPurchasePart = { document: number | string; date: string; taxRate: number; amount: number };

export type UnregisteredPurchaseYear = {
  year: number;
  subtotal: number;
  taxTotal: number;
  /** 税込: what the cap is measured in. */
  total: number;
  cap: number | null;
  /** total ÷ cap in percent, truncated to one decimal; null without a cap. */
  percent: number | null;
  level: UnregisteredPurchaseLevel | null;
};

/**
 * The purchases per calendar year of each part's transaction date, newest year first. Only 課税仕入れ count (a rate
 * above 0 %); the tax is rounded once per rate per document — per document and year when one spans a new year.
 */
export function unregisteredPurchaseYears(parts: readonly UnregisteredPurchasePart[]): UnregisteredPurchaseYear[] {
  const bases = new Map<string, { year: number; rate: number; base: number }>();
  for (const p of parts) {
    if (!(p.taxRate > 0)) continue;
    const year = Number(p.date.slice(0, 4));
    const key = `${String(p.document)}|${year}|${p.taxRate}`;
    const entry = bases.get(key) ?? { year, rate: p.taxRate, base: 0 };
    entry.base += p.amount;
    bases.set(key, entry);
  }
  const years = new Map<number, { subtotal: number; taxTotal: number }>();
  for (const e of bases.values()) {
    const y = years.get(e.year) ?? { subtotal: 0, taxTotal: 0 };
    y.subtotal += e.base;
    y.taxTotal += Math.floor((e.base * e.rate) / 100);
    years.set(e.year, y);
  }
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, y]) => {
      const total = y.subtotal + y.taxTotal;
      const cap = unregisteredPurchaseCap(year);
      return {
        year,
        subtotal: y.subtotal,
        taxTotal: y.taxTotal,
        total,
        cap,
        percent: cap === null ? null : Math.floor((total * 1000) / cap) / 10,
        level: unregisteredPurchaseLevel(total, cap),
      };
    });
}

// ---------------------------------------------------------------------------------------------------------------
// GET /v2/employee/businessors/{code}/unregistered_purchases
// ---------------------------------------------------------------------------------------------------------------

export const unregisteredPurchasesResponseSchema = z.object({
  data: z.object({
    worker: z.object({ code: z.string(), name: z.string() }),
    years: z.array(
      z.object({
        year: z.number().int(),
        subtotal: z.number().int(),
        tax_total: z.number().int(),
        total: z.number().int(),
        cap: z.number().int().nullable(),
        percent: z.number().nullable(),
        level: z.enum(['ok', 'warning', 'exceeded']).nullable(),
        /** The Japanese warning from 90 % of the cap; null below it. */
        warning: z.string().nullable(),
      }),
    ),
  }),
});
export type UnregisteredPurchasesWire = z.infer<typeof unregisteredPurchasesResponseSchema>['data'];
