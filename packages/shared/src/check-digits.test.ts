import { describe, expect, it } from 'vitest';
import {
  corporateNumberCheckDigit,
  isValidCorporateNumber,
  isValidInvoiceRegistrationNumber,
  isValidMyNumber,
} from './check-digits';

describe('マイナンバー', () => {
  it('accepts the example of DOMAIN.md and refuses a wrong check digit', () => {
    expect(isValidMyNumber('123456789018')).toBe(true);
    expect(isValidMyNumber('123456789019')).toBe(false);
  });
  it('uses 0 when the remainder is 0 or 1', () => {
    // 1×6 = 6 → r = 6 → check digit 5
    expect(isValidMyNumber('100000000005')).toBe(true);
    // 2×3 + 3×2 = 12 → r = 1 → check digit 0
    expect(isValidMyNumber('000000000230')).toBe(true);
  });
  it('refuses wrong lengths, non-digits and all-same digits', () => {
    expect(isValidMyNumber('12345678901')).toBe(false);
    expect(isValidMyNumber('1234567890180')).toBe(false);
    expect(isValidMyNumber('12345678901a')).toBe(false);
    expect(isValidMyNumber('000000000000')).toBe(false);
  });
});

describe('法人番号', () => {
  it('computes the check digit of the DOMAIN.md example', () => {
    expect(corporateNumberCheckDigit('123456789012')).toBe(7);
    expect(isValidCorporateNumber('7123456789012')).toBe(true);
  });
  it('refuses a wrong check digit, length or characters', () => {
    expect(isValidCorporateNumber('8123456789012')).toBe(false);
    expect(isValidCorporateNumber('712345678901')).toBe(false);
    expect(isValidCorporateNumber('712345678901x')).toBe(false);
  });
  it('accepts a real published number (国税庁 法人番号 of 国税庁: 7000012050002)', () => {
    expect(isValidCorporateNumber('7000012050002')).toBe(true);
  });
});

describe('インボイス登録番号', () => {
  it('is T followed by a 13-digit number with a valid check digit', () => {
    expect(isValidInvoiceRegistrationNumber('T7123456789012')).toBe(true);
    expect(isValidInvoiceRegistrationNumber('T8123456789012')).toBe(false);
  });
  it('refuses a missing T, a lower-case t and wrong lengths', () => {
    expect(isValidInvoiceRegistrationNumber('7123456789012')).toBe(false);
    expect(isValidInvoiceRegistrationNumber('t7123456789012')).toBe(false);
    expect(isValidInvoiceRegistrationNumber('T712345678901')).toBe(false);
  });
  it("applies the 法人番号 check digit to a corporation's number only; a sole proprietor's is checked for its form", () => {
    expect(isValidInvoiceRegistrationNumber('T8123456789012', 'corporation')).toBe(false);
    expect(isValidInvoiceRegistrationNumber('T8123456789012', 'individual')).toBe(true);
    expect(isValidInvoiceRegistrationNumber('T812345678901', 'individual')).toBe(false);
    expect(isValidInvoiceRegistrationNumber('8123456789012', 'individual')).toBe(false);
  });
});
