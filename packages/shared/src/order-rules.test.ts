import { describe, expect, it } from 'vitest';
import { ja } from './messages/ja';
import { addDays, dueDateProblem, endOfNextMonth, latestAllowedDueDate, missingExplicitTerms, type ExplicitTerms } from './order-rules';

describe('the payment due date (フリーランス新法 第4条)', () => {
  it('DOMAIN.md: received 2024-11-01 → latest 2024-12-30 (60 days counting the receipt day)', () => {
    expect(latestAllowedDueDate({ receivedOn: '2024-11-01', monthlyClosing: false })).toBe('2024-12-30');
    expect(dueDateProblem('2024-12-30', { receivedOn: '2024-11-01', monthlyClosing: false })).toBeNull();
    expect(dueDateProblem('2024-12-31', { receivedOn: '2024-11-01', monthlyClosing: false })).toBe(ja.orders.dueTooLate('2024-12-30'));
  });
  it('monthly closing: the end of the next month is within the rule, even past 59 days; 翌々月 is not', () => {
    const rule = { receivedOn: '2026-07-01', monthlyClosing: true };
    expect(latestAllowedDueDate(rule)).toBe('2026-08-31'); // day 62
    expect(dueDateProblem('2026-08-31', rule)).toBeNull();
    expect(dueDateProblem('2026-09-01', rule)).toBe(ja.orders.dueTooLate('2026-08-31'));
    expect(dueDateProblem('2026-09-30', rule)).not.toBeNull();
    // received at the end of a month, 59 days reach further than the end of the next month
    expect(latestAllowedDueDate({ receivedOn: '2027-01-31', monthlyClosing: true })).toBe('2027-03-31');
    expect(endOfNextMonth('2027-01-31')).toBe('2027-02-28');
    expect(addDays('2027-01-31', 59)).toBe('2027-03-31');
  });
  it('re-delegation: 30 days counting the original client’s due date (+ 29)', () => {
    const rule = { receivedOn: '2026-06-01', monthlyClosing: false, originalDueDate: '2026-08-31' };
    expect(latestAllowedDueDate(rule)).toBe('2026-09-29');
    expect(dueDateProblem('2026-09-29', rule)).toBeNull();
    expect(dueDateProblem('2026-09-30', rule)).toBe(ja.orders.dueTooLateRedelegated('2026-09-29'));
  });
  it('a due date before the delivery is refused', () => {
    expect(dueDateProblem('2026-05-31', { receivedOn: '2026-06-01', monthlyClosing: true })).toBe(ja.orders.dueBeforeDelivery);
  });
});

describe('取引条件の明示 (フリーランス新法 第3条)', () => {
  const complete: ExplicitTerms = {
    clientName: '株式会社デモ',
    workerName: '山田 太郎',
    orderDate: '2026-06-01',
    content: true,
    deliveryDates: true,
    deliveryPlace: '電子メール',
    inspectionDates: true,
    fee: true,
    dueDates: true,
    paymentMethod: '銀行振込',
  };
  it('nothing is missing from a complete order', () => {
    expect(missingExplicitTerms(complete)).toEqual([]);
  });
  it('names every missing item, in the order of the law', () => {
    const none: ExplicitTerms = {
      clientName: ' ',
      workerName: null,
      orderDate: null,
      content: false,
      deliveryDates: false,
      deliveryPlace: '',
      inspectionDates: false,
      fee: false,
      dueDates: false,
      paymentMethod: null,
    };
    expect(missingExplicitTerms(none)).toEqual(Object.values(ja.orders.missing));
  });
});
