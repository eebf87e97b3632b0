/** 支払サイト: the payment terms of a contract and its orders, and the latest payment date each gives. */

/**
 * 支払サイト (closing day and payment day). Every choice keeps the payment within the フリーランス新法 第4条 limit for
 * any receipt date: 受領日 + 59 days, or — for monthly closing — the end of the following month (the enforcement
 * practice reads 60 days as two months then; DOMAIN.md). 翌々月 terms are not offered. `latestPaymentDate` computes
 * the date and the unit tests check every day of several years against `latestAllowedDueDate` (order-rules.ts).
 */
export const usanceRules = {
  end_of_month_next_month_10: { label: '月末締め翌月10日払い', closingDay: 'end', monthOffset: 1, payDay: 10 },
  end_of_month_next_month_15: { label: '月末締め翌月15日払い', closingDay: 'end', monthOffset: 1, payDay: 15 },
  end_of_month_next_month_20: { label: '月末締め翌月20日払い', closingDay: 'end', monthOffset: 1, payDay: 20 },
  end_of_month_next_month_25: { label: '月末締め翌月25日払い', closingDay: 'end', monthOffset: 1, payDay: 25 },
  end_of_month_next_month_end: { label: '月末締め翌月末払い', closingDay: 'end', monthOffset: 1, payDay: 'end' },
  day_15_same_month_end: { label: '15日締め当月末払い', closingDay: 15, monthOffset: 0, payDay: 'end' },
  day_20_same_month_end: { label: '20日締め当月末払い', closingDay: 20, monthOffset: 0, payDay: 'end' },
  day_20_next_month_10: { label: '20日締め翌月10日払い', closingDay: 20, monthOffset: 1, payDay: 10 },
  within_30_days: { label: '納品受領日から30日以内払い', closingDay: 'none', monthOffset: 0, payDay: 30 },
} as const satisfies Record<
  string,
  { label: string; closingDay: number | 'end' | 'none'; monthOffset: 0 | 1; payDay: number | 'end' }
>;
export type Usance = keyof typeof usanceRules;
export const usances = Object.keys(usanceRules) as [Usance, ...Usance[]];
export const usanceLabels = Object.fromEntries(usances.map((u) => [u, usanceRules[u].label])) as Record<Usance, string>;

/** True when the usance closes monthly, so the end of the following month is within the rule (order-rules.ts). */
export function closesMonthly(usance: Usance): boolean {
  return usanceRules[usance].closingDay !== 'none';
}

const daysInMonth = (y: number, m0: number) => new Date(Date.UTC(y, m0 + 1, 0)).getUTCDate();
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The latest payment date a usance gives for work received on `received` (YYYY-MM-DD). */
export function latestPaymentDate(usance: Usance, received: string): string {
  const rule = usanceRules[usance];
  const [y, m, d] = received.split('-').map(Number) as [number, number, number];
  if (rule.closingDay === 'none') return iso(new Date(Date.UTC(y, m - 1, d + (rule.payDay as number) - 1)));
  // The closing date on or after the receipt.
  let cy = y;
  let cm = m - 1;
  if (rule.closingDay !== 'end' && d > rule.closingDay) cm += 1;
  if (cm > 11) {
    cm = 0;
    cy += 1;
  }
  let py = cy;
  let pm = cm + rule.monthOffset;
  if (pm > 11) {
    pm -= 12;
    py += 1;
  }
  const day = rule.payDay === 'end' ? daysInMonth(py, pm) : Math.min(rule.payDay, daysInMonth(py, pm));
  return iso(new Date(Date.UTC(py, pm, day)));
}
