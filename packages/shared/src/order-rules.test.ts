import { describe, expect, it } from 'vitest';
import { ja } from './messages/ja';
import { addDays, dueDateProblem, endOfNextMonth, latestAllowedDueDate, missingExplicitTerms, paymentMethodProblem, type ExplicitTerms } from './order-rules';

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
  // review §5.4 (docs/decisions.md): 4条3項 applies 「前二項の規定にかかわらず」, so the 元委託 limit replaces the 60-day one
  it('review D8/D9: 元委託支払期日 2025-03-31 → latest 2025-04-29; 2025-04-30 is refused', () => {
    const rule = { receivedOn: '2025-03-15', monthlyClosing: false, originalDueDate: '2025-03-31' };
    expect(latestAllowedDueDate(rule)).toBe('2025-04-29');
    expect(dueDateProblem('2025-04-29', rule)).toBeNull();
    expect(dueDateProblem('2025-04-30', rule)).toBe(ja.orders.dueTooLateRedelegated('2025-04-29'));
  });
  it('review D10: 元委託 2025-02-01, received 2025-01-20 → latest 2025-03-02 (the literal 4条3項), never the 60-day 2025-03-20', () => {
    const rule = { receivedOn: '2025-01-20', monthlyClosing: false, originalDueDate: '2025-02-01' };
    expect(latestAllowedDueDate(rule)).toBe('2025-03-02');
    expect(dueDateProblem('2025-03-03', rule)).toBe(ja.orders.dueTooLateRedelegated('2025-03-02'));
    expect(dueDateProblem('2025-03-20', rule)).toBe(ja.orders.dueTooLateRedelegated('2025-03-02'));
    // monthly closing does not widen it either
    expect(latestAllowedDueDate({ ...rule, monthlyClosing: true })).toBe('2025-03-02');
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
    deliveryDates: [],
    deliveryPlace: '電子メール',
    inspectionDates: [],
    fee: [],
    dueDates: [],
    paymentMethod: '銀行振込',
    redelegation: null,
  };
  it('nothing is missing from a complete order', () => {
    expect(missingExplicitTerms(complete)).toEqual([]);
    expect(missingExplicitTerms({ ...complete, redelegation: { originalClientName: '株式会社元請', originalDueDate: '2026-07-31' } })).toEqual([]);
  });
  it('names every missing item, in the order of the law', () => {
    const none: ExplicitTerms = {
      clientName: ' ',
      workerName: null,
      orderDate: null,
      content: false,
      deliveryDates: ['第1回納品', '第2回納品'],
      deliveryPlace: '',
      inspectionDates: ['第2回納品'],
      fee: ['第1回納品'],
      dueDates: ['第2回納品'],
      paymentMethod: null,
      redelegation: { originalClientName: ' ', originalDueDate: null },
    };
    expect(missingExplicitTerms(none)).toEqual([
      ja.orders.missing.clientName,
      ja.orders.missing.workerName,
      ja.orders.missing.orderDate,
      ja.orders.missing.content,
      '納品日が未入力の納品単位があります：「第1回納品」、「第2回納品」。',
      ja.orders.missing.deliveryPlace,
      '検収ありの発注で検収日が未入力の納品単位があります：「第2回納品」。',
      '報酬の額（単価）が未入力の明細があります：「第1回納品」。',
      '支払期日が未入力の納品単位があります：「第2回納品」。',
      ja.orders.missing.paymentMethod,
      ja.orders.missing.originalClientName,
      ja.orders.missing.originalDueDate,
    ]);
  });
  it('a re-delegated order (4条3項) names the 元委託者の名称 and the 元委託支払期日 it lacks', () => {
    expect(missingExplicitTerms({ ...complete, redelegation: { originalClientName: null, originalDueDate: '2026-07-31' } })).toEqual([ja.orders.missing.originalClientName]);
    expect(missingExplicitTerms({ ...complete, redelegation: { originalClientName: '株式会社元請', originalDueDate: null } })).toEqual([ja.orders.missing.originalDueDate]);
  });
});

describe('支払方法: no 手形 (取適法)', () => {
  it('refuses 約束手形, 為替手形, 電子手形 and 手形 in any wording; bank transfer passes', () => {
    for (const method of ['約束手形', '手形（90日サイト）', '銀行振込または為替手形', '電子手形']) {
      expect(paymentMethodProblem(method), method).toBe(ja.orders.promissoryNoteRefused);
    }
    for (const method of ['銀行振込', '銀行振込（振込手数料は当社負担）', '', null]) {
      expect(paymentMethodProblem(method), String(method)).toBeNull();
    }
  });
});
