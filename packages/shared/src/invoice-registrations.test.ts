import { describe, expect, it } from 'vitest';
import { documentRegistrationNumber, registrationHoldsOn } from './invoice-registrations';

describe('registrationHoldsOn', () => {
  it('holds before the end date and not from it on', () => {
    expect(registrationHoldsOn('2026-07-01', '2026-06-30')).toBe(true);
    expect(registrationHoldsOn('2026-07-01', '2026-07-01')).toBe(false);
    expect(registrationHoldsOn('2026-07-01', '2026-07-02')).toBe(false);
  });
  it('holds whenever no end date is known', () => {
    expect(registrationHoldsOn(null, '2031-01-01')).toBe(true);
    expect(registrationHoldsOn(undefined, '2023-10-01')).toBe(true);
  });
});

describe('documentRegistrationNumber', () => {
  it('keeps the number when every transaction date is before the end', () => {
    expect(documentRegistrationNumber('T1234567890123', '2026-07-01', ['2026-06-01', '2026-06-30'])).toBe('T1234567890123');
  });
  it('drops it when any line is on or after the end date (the document spans it)', () => {
    expect(documentRegistrationNumber('T1234567890123', '2026-07-01', ['2026-06-30', '2026-07-01'])).toBeNull();
  });
  it('keeps a number without end date and answers null without a number', () => {
    expect(documentRegistrationNumber('T1234567890123', null, ['2030-01-01'])).toBe('T1234567890123');
    expect(documentRegistrationNumber(null, null, ['2026-01-01'])).toBeNull();
  });
});
