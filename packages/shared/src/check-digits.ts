/**
 * Check digits of Japanese identification numbers (docs/domain.md "Identification numbers"). Pure functions, no I/O;
 * the only place in the product that knows these rules.
 */

const onlyDigits = (value: string, length: number) => new RegExp(`^\\d{${length}}$`).test(value);

/** マイナンバー (12 digits): 総務省令第85号 第5条. All-same-digit numbers are refused as a policy. */
export function isValidMyNumber(value: string): boolean {
  if (!onlyDigits(value, 12)) return false;
  if (/^(\d)\1{11}$/.test(value)) return false;
  return myNumberCheckDigit(value.slice(0, 11)) === Number(value[11]);
}

/**
 * 法人番号 (13 digits, check digit first): 財務省令第70号 第2条. On the 12-digit base counted from the right, weight 1
 * for odd positions and 2 for even; check digit = 9 − (Σ mod 9).
 */
export function corporateNumberCheckDigit(base12: string): number {
  if (!onlyDigits(base12, 12)) throw new Error('the base of a 法人番号 is 12 digits');
  let sum = 0;
  for (let position = 1; position <= 12; position += 1) {
    const digit = Number(base12[12 - position]);
    sum += digit * (position % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

export function isValidCorporateNumber(value: string): boolean {
  if (!onlyDigits(value, 13)) return false;
  return corporateNumberCheckDigit(value.slice(1)) === Number(value[0]);
}

/** インボイス登録番号 in its written form: `T` + 13 digits. */
export const INVOICE_NUMBER_PATTERN = /^T\d{13}$/;

/** Who holds an インボイス登録番号. */
export type InvoiceRegistrant = 'corporation' | 'individual';

/**
 * An インボイス登録番号: `T` + 13 digits. A corporation's digits are its 法人番号, so the 法人番号 check digit applies; a sole
 * proprietor's number is assigned separately and only its form can be checked (docs/domain.md).
 */
export function isValidInvoiceRegistrationNumber(value: string, registrant: InvoiceRegistrant = 'corporation'): boolean {
  if (!INVOICE_NUMBER_PATTERN.test(value)) return false;
  return registrant === 'individual' || isValidCorporateNumber(value.slice(1));
}

/** The check digit of a マイナンバー's first 11 digits (the same rule as isValidMyNumber; for fixtures and seeds). */
export function myNumberCheckDigit(base11: string): number {
  if (!onlyDigits(base11, 11)) throw new Error('the base of a マイナンバー is 11 digits');
  const weights = [6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const r = weights.reduce((acc, w, i) => acc + Number(base11[i]) * w, 0) % 11;
  return r <= 1 ? 0 : 11 - r;
}
