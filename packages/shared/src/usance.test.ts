import { describe, expect, it } from 'vitest';
import { latestAllowedDueDate, PAYMENT_DEADLINE_DAYS } from './order-rules';
import { closesMonthly, latestPaymentDate, usances } from './usance';

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('usances (支払サイト) and フリーランス新法 60 days', () => {
  it('the example of DOMAIN.md: received 2024-11-01 → latest allowed 2024-12-30', () => {
    expect(addDays('2024-11-01', PAYMENT_DEADLINE_DAYS)).toBe('2024-12-30');
  });
  it('computes payment dates', () => {
    expect(latestPaymentDate('end_of_month_next_month_25', '2026-07-01')).toBe('2026-08-25');
    expect(latestPaymentDate('end_of_month_next_month_25', '2026-07-31')).toBe('2026-08-25');
    expect(latestPaymentDate('day_15_same_month_end', '2026-07-16')).toBe('2026-08-31');
    expect(latestPaymentDate('day_15_same_month_end', '2026-07-15')).toBe('2026-07-31');
    expect(latestPaymentDate('day_20_next_month_10', '2026-12-21')).toBe('2027-02-10');
    expect(latestPaymentDate('within_30_days', '2026-12-15')).toBe('2027-01-13');
  });
  it('月末締め翌月末払い pays at the end of the following month', () => {
    expect(latestPaymentDate('end_of_month_next_month_end', '2026-07-01')).toBe('2026-08-31');
    expect(latestPaymentDate('end_of_month_next_month_end', '2026-12-31')).toBe('2027-01-31');
    expect(latestPaymentDate('end_of_month_next_month_end', '2027-01-15')).toBe('2027-02-28');
  });
  it('every choice keeps the rule (59 days, or the end of the next month when closing monthly) for every day of 2024–2028', () => {
    const broken: string[] = []; // one assertion at the end: 9,000 dates checked, each failure named
    for (const usance of usances) {
      for (let day = 0; day < 365 * 5 + 1; day++) {
        const received = addDays('2024-01-01', day);
        const pay = latestPaymentDate(usance, received);
        const latest = latestAllowedDueDate({ receivedOn: received, monthlyClosing: closesMonthly(usance) });
        if (pay < received || pay > latest) broken.push(`${usance} ${received} → ${pay} (latest ${latest})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
