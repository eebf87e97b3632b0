/**
 * Check digits of Japanese identification numbers (DOMAIN.md "Identification numbers"). Pure functions, no I/O.
 */

const onlyDigits = (value: string, length: number) => new RegExp(`^\\d{${length}}$`).test(value);

/** マイナンバー (12 digits): 総務省令第85号 第5条. All-same-digit numbers are refused as a policy. */
export function isValidMyNumber(value: string): boolean {
  if (!onlyDigits(value, 12)) return false;
  if (/^(\d)\1{11}$/.test(value)) return false;
  const weights = [6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + Number(value[i]) * w, 0);
  const r = sum % 11;
  const check = r <= 1 ? 0 : 11 - r;
  return check === Number(value[11]);
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

/**
 * An インボイス登録番号: `T` + 13 digits whose check digit is right. A sole proprietor's number uses the same check
 * digit scheme as a 法人番号 (国税庁: 個人事業者にも同じ算式で付番), so the check applies to every registration number.
 */
export function isValidInvoiceRegistrationNumber(value: string): boolean {
  return INVOICE_NUMBER_PATTERN.test(value) && isValidCorporateNumber(value.slice(1));
}
