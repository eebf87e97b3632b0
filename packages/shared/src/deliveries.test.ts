import { describe, expect, it } from 'vitest';
import { inspectionDateProblem, invoiceBodySchema, invoiceRegistrationNote, invoiceTransactionDate } from './deliveries';
import { ja } from './messages/ja';

// review §3.3: the 経過措置 share follows the date of the 課税仕入れ (the delivery's 検収日), never the invoice date
describe('the worker’s 請求書: transaction date and 経過措置 share', () => {
  it('the transaction date is the delivery’s 検収日; without one, the day it was delivered (Japan time)', () => {
    expect(invoiceTransactionDate({ inspectedOn: '2026-09-30', submittedAt: '2026-09-29T03:00:00.000Z' })).toBe('2026-09-30');
    // delivered 2026-09-30 23:30 in Japan = 14:30 UTC
    expect(invoiceTransactionDate({ inspectedOn: null, submittedAt: '2026-09-30T14:30:00.000Z' })).toBe('2026-09-30');
  });
  it('inspected 2026-09-30 and invoiced 2026-10-05: 80 %, with that date; a registered worker has no note', () => {
    expect(invoiceRegistrationNote(null, '2026-09-30')).toBe(ja.invoices.notRegistered(80, '2026-09-30'));
    expect(ja.invoices.notRegistered(80, '2026-09-30')).toBe('適格請求書発行事業者の登録なし（経過措置により仕入税額の80%を控除・取引日 2026/09/30）');
    expect(invoiceRegistrationNote(null, '2026-10-01')).toBe(ja.invoices.notRegistered(70, '2026-10-01'));
    expect(invoiceRegistrationNote(null, '2031-10-01')).toBe(ja.invoices.notRegisteredNoDeduction('2031-10-01'));
    expect(invoiceRegistrationNote('T1234567890123', '2026-09-30')).toBeNull();
  });
});

describe('請求書を提出: what is asked (issue #21)', () => {
  it('asks a 請求書番号 and a 請求日 of an own invoice, neither when the 支払通知書 serves as the invoice', () => {
    const own = invoiceBodySchema.safeParse({ uses_payment_notification: false, invoice_number: '', invoice_date: '' });
    expect(own.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['invoice_number', ja.invoices.numberRequired],
      ['invoice_date', ja.validation.required],
    ]);
    expect(invoiceBodySchema.parse({ uses_payment_notification: true, invoice_date: null })).toMatchObject({ invoice_number: '', invoice_date: null });
  });
});

describe('検収日 of an approval (issue #21)', () => {
  it('is refused after today and before the 納品, accepted on either day', () => {
    expect(inspectionDateProblem('2026-11-27', '2026-11-20', '2026-11-26')).toBe(ja.deliveries.inspectionAfterToday);
    expect(inspectionDateProblem('2026-11-19', '2026-11-20', '2026-11-26')).toBe(ja.deliveries.inspectionBeforeDelivery('2026-11-20'));
    expect(inspectionDateProblem('2026-11-20', '2026-11-20', '2026-11-26')).toBeNull();
    expect(inspectionDateProblem('2026-11-26', '2026-11-20', '2026-11-26')).toBeNull();
  });
});
