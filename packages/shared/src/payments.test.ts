import { describe, expect, it } from 'vitest';
import { isLatePaymentOf, paymentDateProblem } from './payments';

const due = (dueDate: string, postponementAgreed = false) => ({ dueDate, postponementAgreed });

describe('paymentDateProblem: a 支払期日 on a bank holiday (review §5.6)', () => {
  it('answers the previous business day for a holiday that is a 支払期日, never the next one', () => {
    expect(paymentDateProblem('2026-10-31', [due('2026-10-31')])).toBe('支払期日2026/10/31は銀行休業日（土曜日）です。前営業日の2026/10/30に支払ってください。');
    // 2027-01-31 (Sunday) → Friday 01-29
    expect(paymentDateProblem('2027-01-31', [due('2027-01-31')])).toContain('前営業日の2027/01/29');
  });

  it('answers the next business day only under a 順延 agreement and when it is at most 2 days later', () => {
    expect(paymentDateProblem('2026-10-31', [due('2026-10-31', true)])).toBe(
      '支払期日2026/10/31は銀行休業日（土曜日）です。契約の順延の合意により翌営業日の2026/11/02に支払えます（2日以内）。',
    );
    // Saturday 2026-11-21: Monday 11-23 is 勤労感謝の日, so the next business day is 3 days later — the previous one
    expect(paymentDateProblem('2026-11-21', [due('2026-11-21', true)])).toContain('前営業日の2026/11/20');
  });

  it('keeps the transfer rule for a holiday that is not a 支払期日, and accepts a business day', () => {
    expect(paymentDateProblem('2026-11-23', [due('2026-11-30')])).toBe('2026/11/23は銀行休業日（勤労感謝の日）のため振込日に指定できません。次の営業日は2026/11/24です。');
    expect(paymentDateProblem('2026-10-30', [due('2026-10-31')])).toBeNull();
  });
});

describe('isLatePaymentOf: 支払遅延 as the list shows it', () => {
  it('reads the paid date when paid, the payment date otherwise, against every 支払期日', () => {
    expect(isLatePaymentOf({ status: 'unpaid', paymentDate: '2026-08-03', paidOn: null }, [due('2026-07-31')])).toBe(true);
    expect(isLatePaymentOf({ status: 'paid', paymentDate: '2026-08-03', paidOn: '2026-07-31' }, [due('2026-07-31')])).toBe(false);
    expect(isLatePaymentOf({ status: 'unpaid', paymentDate: '2026-11-02', paidOn: null }, [due('2026-10-31', true)])).toBe(false);
    expect(isLatePaymentOf({ status: 'unpaid', paymentDate: '2026-11-02', paidOn: null }, [due('2026-10-31')])).toBe(true);
    expect(isLatePaymentOf({ status: 'unpaid', paymentDate: '2026-11-02', paidOn: null }, [])).toBe(false);
  });
});
