import { describe, expect, it } from 'vitest';
import { addBankBusinessDays, daysBetween, previousBankBusinessDay } from './business-days';
import { dueAlertDay, isLatePayment, latestOnTimeDate, missedDueDate, paymentDayFor } from './payment-due';

// Sources: DOMAIN.md (フリーランス新法 4条; a 支払期日 on a bank holiday is paid on the previous business day, the next
// one only with a prior written 順延 agreement and at most 2 days later — 下請法 practice applied by the JFTC),
// shared/reviews/domain-2026-11.md §5.6.
describe('paymentDayFor: the bank business day a 支払期日 is paid on', () => {
  it.each([
    // due date, 順延 agreed, expected, why
    ['2026-10-30', false, '2026-10-30', 'a Friday: banks are open'],
    ['2026-10-31', false, '2026-10-30', 'Saturday, no agreement: the previous business day (not 11/02)'],
    ['2026-10-31', true, '2026-11-02', 'Saturday, agreed: Monday is 2 days later'],
    ['2027-01-31', false, '2027-01-29', 'Sunday, no agreement: Friday'],
    ['2027-01-31', true, '2027-02-01', 'Sunday, agreed: Monday, 1 day later'],
    ['2026-05-31', true, '2026-06-01', 'Sunday, agreed'],
    ['2026-11-21', true, '2026-11-20', 'Saturday before 勤労感謝の日 (Mon 11/23): Tuesday would be 3 days, so Friday'],
    ['2026-12-31', true, '2026-12-30', '年末年始: 1/4 is 4 days later, so 12/30 even when agreed'],
    ['2026-09-22', true, '2026-09-24', '国民の休日 (9/21–23 closed): 9/24 is 2 days later'],
    ['2026-09-21', true, '2026-09-18', '敬老の日: 9/24 is 3 days later, so Friday 9/18'],
  ])('%s (agreed: %s) → %s (%s)', (dueDate, postponementAgreed, expected) => {
    expect(paymentDayFor({ dueDate, postponementAgreed })).toBe(expected);
  });
});

describe('支払遅延: a payment after the 支払期日', () => {
  it('is late one day after the due date, on time on it or before', () => {
    const due = { dueDate: '2026-07-31', postponementAgreed: false };
    expect(isLatePayment('2026-07-31', due)).toBe(false);
    expect(isLatePayment('2026-07-01', due)).toBe(false);
    expect(isLatePayment('2026-08-03', due)).toBe(true);
    // the review's reproduction: received 6/30, due 7/31, paid 9/30 (92 days after receipt)
    expect(isLatePayment('2026-09-30', due)).toBe(true);
  });
  it('allows the agreed next business day, and nothing later', () => {
    const agreed = { dueDate: '2026-10-31', postponementAgreed: true };
    expect(latestOnTimeDate(agreed)).toBe('2026-11-02');
    expect(isLatePayment('2026-11-02', agreed)).toBe(false);
    expect(isLatePayment('2026-11-03', agreed)).toBe(true);
    expect(isLatePayment('2026-11-02', { dueDate: '2026-10-31', postponementAgreed: false })).toBe(true);
  });
  it('names the earliest due date a payment misses among several', () => {
    const dues = [
      { dueDate: '2026-08-31', postponementAgreed: false },
      { dueDate: '2026-07-31', postponementAgreed: false },
      { dueDate: '2026-09-30', postponementAgreed: false },
    ];
    expect(missedDueDate('2026-07-31', dues)).toBeNull();
    expect(missedDueDate('2026-09-01', dues)?.dueDate).toBe('2026-07-31');
  });
});

describe('business-day arithmetic', () => {
  it('steps back over weekends, holidays and 年末年始', () => {
    expect(previousBankBusinessDay('2027-01-04')).toBe('2026-12-30');
    expect(previousBankBusinessDay('2026-11-24')).toBe('2026-11-20');
    expect(addBankBusinessDays('2026-11-20', 2)).toBe('2026-11-25');
    expect(addBankBusinessDays('2026-11-25', -3)).toBe('2026-11-19');
    expect(addBankBusinessDays('2026-11-25', 0)).toBe('2026-11-25');
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
  });
  it('sends the 支払期日 alert N business days before the day the due date is paid on', () => {
    // due Sat 10/31 → paid Fri 10/30 → 3 business days earlier is Tue 10/27
    expect(dueAlertDay({ dueDate: '2026-10-31', postponementAgreed: false }, 3)).toBe('2026-10-27');
    expect(dueAlertDay({ dueDate: '2026-07-31', postponementAgreed: false }, 0)).toBe('2026-07-31');
  });
});
