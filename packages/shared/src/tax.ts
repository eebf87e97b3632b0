/**
 * Tax arithmetic for every document (発注書, 請求書, 支払通知書, 支払調書): consumption tax per rate, 源泉徴収 on an
 * individual's fees, and the 経過措置 share for purchases from a worker without an インボイス登録番号.
 * Integer yen and integer basis points only — never a floating-point product of money.
 */

import { z } from 'zod';
import { ja } from './messages/ja';

/** A document line as the tax rules read it: its amount before tax and its rate. A tax is never typed per line. */
export type TaxLine = { amount: number; taxRate: number };

export type RateSummary = { rate: number; base: number; tax: number };

export type DocumentTotals = {
  /** One row per rate present, 10 → 8 → 0. */
  perRate: RateSummary[];
  subtotal: number;
  taxTotal: number;
  total: number;
};

const totalsOf = (byRate: Map<number, { base: number; tax: number }>): DocumentTotals => {
  const perRate = [...byRate.entries()].sort(([a], [b]) => b - a).map(([rate, e]) => ({ rate, base: e.base, tax: e.tax }));
  const subtotal = perRate.reduce((sum, r) => sum + r.base, 0);
  const taxTotal = perRate.reduce((sum, r) => sum + r.tax, 0);
  return { perRate, subtotal, taxTotal, total: subtotal + taxTotal };
};

/**
 * Consumption tax per rate, rounded once per rate per document (DOMAIN.md; 消費税法施行令 70条の10): tax =
 * ⌊Σ amounts of the rate × rate⌋. The one rule of every document (発注書, 請求書, 支払通知書): whatever else a line
 * carries (an old typed tax), only its amount and rate count.
 */
export function documentTotals(lines: readonly TaxLine[]): DocumentTotals {
  const bases = new Map<number, number>();
  for (const line of lines) bases.set(line.taxRate, (bases.get(line.taxRate) ?? 0) + line.amount);
  return totalsOf(new Map([...bases].map(([rate, base]) => [rate, { base, tax: Math.floor((base * rate) / 100) }])));
}

/**
 * The totals of an order as it was issued before issue #18, when a line could carry a typed tax: each typed tax added
 * as given, the rate's other lines taxed together. Only to show such a stored, already sent document as it was
 * issued (docs/decisions.md); never for a document made now — that is {@link documentTotals}.
 */
export function documentTotalsAsIssued(lines: readonly (TaxLine & { tax: number | null })[]): DocumentTotals {
  const byRate = new Map<number, { base: number; computedBase: number; typedTax: number }>();
  for (const line of lines) {
    const entry = byRate.get(line.taxRate) ?? { base: 0, computedBase: 0, typedTax: 0 };
    entry.base += line.amount;
    if (line.tax == null) entry.computedBase += line.amount;
    else entry.typedTax += line.tax;
    byRate.set(line.taxRate, entry);
  }
  return totalsOf(new Map([...byRate].map(([rate, e]) => [rate, { base: e.base, tax: Math.floor((e.computedBase * rate) / 100) + e.typedTax }])));
}

/** A line's amount: ⌊quantity × unit price⌋ with the quantity in hundredths (1.5 → 150). */
export function lineAmount(quantity: number, unitPrice: number): number {
  return Math.floor((Math.round(quantity * 100) * unitPrice) / 100);
}

// ---------------------------------------------------------------------------------------------------------------
// 源泉徴収 (所得税法 204条1項1号), payee an individual.
// ---------------------------------------------------------------------------------------------------------------

/** The rates in basis points of a percent (10.21 % = 1021), effective from a date; the newest first. */
export const withholdingRateSchedule: readonly {
  from: string;
  threshold: number;
  lowRateBp: number;
  highRateBp: number;
}[] = [
  // 復興特別所得税 included (2013-01-01 to 2037-12-31). A change announced for 2027 is added here as a new row.
  { from: '2013-01-01', threshold: 1_000_000, lowRateBp: 1021, highRateBp: 2042 },
];

/**
 * The tax withheld from one payment of fees (税抜 base when the consumption tax is stated separately).
 * A ≤ threshold → ⌊A × 10.21 %⌋; above → ⌊(A − threshold) × 20.42 %⌋ + ⌊threshold × 10.21 %⌋.
 */
export function withholdingTax(base: number, onDate: string): number {
  if (base <= 0) return 0;
  const rule = withholdingRateSchedule.find((r) => r.from <= onDate) ?? withholdingRateSchedule.at(-1)!;
  if (base <= rule.threshold) return Math.floor((base * rule.lowRateBp) / 10_000);
  return Math.floor(((base - rule.threshold) * rule.highRateBp) / 10_000) + Math.floor((rule.threshold * rule.lowRateBp) / 10_000);
}

// ---------------------------------------------------------------------------------------------------------------
// 経過措置: the deductible share of the consumption tax on a purchase from a worker without a registration number.
// ---------------------------------------------------------------------------------------------------------------

/** Effective-dated shares in percent (平成28年改正法附則 52条・53条 as revised by the 令和8年度 tax reform). */
export const transitionalDeductionSchedule: readonly { from: string; to: string; percent: number }[] = [
  { from: '2023-10-01', to: '2026-09-30', percent: 80 },
  { from: '2026-10-01', to: '2028-09-30', percent: 70 },
  { from: '2028-10-01', to: '2030-09-30', percent: 50 },
  { from: '2030-10-01', to: '2031-09-30', percent: 30 },
];

/** The share (percent) that applies to a transaction on `date` (YYYY-MM-DD); 0 after the schedule ends. */
export function transitionalDeductionPercent(date: string): number {
  return transitionalDeductionSchedule.find((r) => r.from <= date && date <= r.to)?.percent ?? 0;
}

/** Consumption tax rates in percent: 10 (standard), 8 (reduced), 0 (非課税・不課税). */
export const taxRates = [10, 8, 0] as const;
export type TaxRate = (typeof taxRates)[number];
export const taxRateLabels: Record<TaxRate, string> = { 10: '10%', 8: '8%（軽減税率）', 0: '0%（非課税・不課税）' };

export const taxRateSchema = z.coerce
  .number({ error: ja.validation.invalid })
  .refine((v): v is TaxRate => (taxRates as readonly number[]).includes(v), { error: ja.validation.invalid });

/**
 * SPEC §5 line-item total in yen: amount = ⌊quantity × unit price⌋ plus the tax — the typed tax amount when given,
 * else ⌊amount × rate⌋ (integer arithmetic on hundredths).
 */
export function lineTotal(quantity: number, unitPrice: number, taxRate: number, tax?: number | null): number {
  const amount = lineAmount(quantity, unitPrice);
  return amount + (tax ?? Math.floor((amount * taxRate) / 100));
}
