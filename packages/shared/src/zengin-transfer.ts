/**
 * The 全銀協 総合振込 file (`payments.txt`, issue #11 item 5; DOMAIN.md): a header record (1), one data record (2) per
 * payment, a trailer (8) with the count and total, and an end record (9) — each exactly 120 bytes followed by CRLF,
 * every byte a single-byte CP932 character. A pure function: the caller chooses the payments and stores the bytes.
 *
 * Nothing is ever written that the bank could misread: a name that `toZenginKana` cannot convert, an amount that is
 * not a positive integer of at most 10 digits, a malformed code or account number, or a 受取人名 longer than its 30
 * bytes are all refused with a Japanese reason (`index` −1 for the header), never written as `?` or cut short.
 * Bank and branch names (from the 全銀 master, full-width kana such as トウキヨウ) are converted and cut to their
 * 15 bytes without separating a kana from its ﾞ or ﾟ, as banks do.
 */
import { transferDateProblem } from './business-days';
import { formatDate, formatMoney } from './format';
import { ja } from './messages/ja';
import { toZenginKana, toZenginName, zenginKanaInvalidMessage, type ZenginKanaResult } from './zengin-kana';

const t = ja.transfer;

export type ZenginAccountType = 'normal' | 'current' | 'savings';

export type ZenginAccount = {
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: ZenginAccountType;
  accountNumber: string;
};
export type ZenginHeader = ZenginAccount & { requesterCode: string; requesterName: string; transferDate: string };
export type ZenginPayment = ZenginAccount & { holderName: string; amount: number; customerCode1?: string };

export type ZenginProblem = { index: number; message: string };
export type ZenginTransferResult =
  | { ok: true; bytes: Uint8Array; count: number; total: number }
  | { ok: false; problems: ZenginProblem[] };

/** Widths in bytes (DOMAIN.md). */
export const ZENGIN_RECORD_BYTES = 120;
export const ZENGIN_REQUESTER_NAME_BYTES = 40;
export const ZENGIN_BANK_NAME_BYTES = 15;
export const ZENGIN_BRANCH_NAME_BYTES = 15;
export const ZENGIN_HOLDER_NAME_BYTES = 30;
/** 振込金額 is 10 digits. */
export const ZENGIN_MAX_AMOUNT = 9_999_999_999;
/** 合計件数 is 6 digits, 合計金額 12. */
const MAX_COUNT = 999_999;
const MAX_TOTAL = 999_999_999_999;

/** 預金種目 of a data record (1 普通, 2 当座, 4 貯蓄). */
const DEPOSIT_TYPE: Record<ZenginAccountType, string> = { normal: '1', current: '2', savings: '4' };
/**
 * 預金種目 of the header (the 振込元口座): the layout admits only 1 普通, 2 当座 and 9 その他 — banks do not debit a 貯蓄預金
 * for a 総合振込, so a savings 振込元口座 is refused (the transfer-account schema refuses it too), never written as 4.
 */
const HEADER_DEPOSIT_TYPE: Partial<Record<ZenginAccountType, string>> = { normal: '1', current: '2' };

/** The accounts a 総合振込 may be paid from (the header's 預金種目). */
export const REQUESTER_ACCOUNT_TYPES = ['normal', 'current'] as const satisfies readonly ZenginAccountType[];

/** 'YYYY-MM-DD' one year after `date` (02-29 → 02-28 of the next year). */
function oneYearAfter(date: string): string {
  const next = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
  return next.endsWith('-02-29') ? `${next.slice(0, 8)}28` : next;
}

/**
 * Why `date` cannot be the 振込指定日 of a file made on `today` (both 'YYYY-MM-DD', today in Japan), or null: not a bank
 * business day (with the next one); before today (the bank rejects a past date); or a year or more ahead — the file
 * holds only MMDD, so a date on or after the same day next year would be read as a date of this year.
 */
export function zenginTransferDateProblem(date: string, today: string): string | null {
  const problem = transferDateProblem(date);
  if (problem !== null) return problem;
  if (date < today) return t.datePast(formatDate(date), formatDate(today));
  const limit = oneYearAfter(today);
  if (date >= limit) return t.dateTooFar(formatDate(date), formatDate(limit));
  return null;
}

const CRLF = '\r\n';

/**
 * `toZenginKana` remembered: a file of 10,000 payments names the same banks and branches (and often the same
 * workers) again and again. The results are plain values, so the cache changes nothing but the time taken.
 */
const kanaCache = new Map<string, ZenginKanaResult>();
function convert(name: string): ZenginKanaResult {
  let result = kanaCache.get(name);
  if (result === undefined) {
    if (kanaCache.size >= 20_000) kanaCache.clear();
    result = toZenginKana(name);
    kanaCache.set(name, result);
  }
  return result;
}
const MARKS = new Set(['ﾞ', 'ﾟ']);

/**
 * A converted name cut to `width` bytes (one character is one byte in the 全銀 set) without leaving a kana at the end
 * whose ﾞ/ﾟ was cut off: ｶﾞ is kept whole or dropped whole.
 */
export function cutZenginName(value: string, width: number): string {
  if (value.length <= width) return value;
  let cut = value.slice(0, width);
  if (MARKS.has(value[width] ?? '')) cut = cut.slice(0, -1);
  return cut.trimEnd();
}

/** Text left-aligned, space-filled to `width` (the value is already within it). */
const text = (value: string, width: number) => value.padEnd(width, ' ');
/** Digits right-aligned, zero-filled to `width` (the value is already within it). */
const digits = (value: string | number, width: number) => String(value).padStart(width, '0');

/** The MMDD of a 'YYYY-MM-DD' date. */
const mmdd = (date: string) => date.slice(5, 7) + date.slice(8, 10);

/** An account's codes and number, checked: problems in `problems`, the 7-digit number answered. */
function accountFields(account: ZenginAccount, problems: string[], depositTypes: Partial<Record<ZenginAccountType, string>> = DEPOSIT_TYPE) {
  if (!/^[0-9]{4}$/.test(account.bankCode)) problems.push(t.bankCodeInvalid);
  if (!/^[0-9]{3}$/.test(account.branchCode)) problems.push(t.branchCodeInvalid);
  const depositType = Object.hasOwn(depositTypes, account.accountType) ? depositTypes[account.accountType] : undefined;
  if (depositType === undefined) problems.push(account.accountType === 'savings' ? t.requesterAccountSavings : t.accountTypeInvalid);
  if (!/^[0-9]{1,7}$/.test(account.accountNumber)) problems.push(t.accountNumberInvalid);
  const bankName = masterName(account.bankName, ZENGIN_BANK_NAME_BYTES, t.bankNameLabel, problems);
  const branchName = masterName(account.branchName, ZENGIN_BRANCH_NAME_BYTES, t.branchNameLabel, problems);
  return {
    bankCode: account.bankCode,
    bankName,
    branchCode: account.branchCode,
    branchName,
    depositType: depositType ?? '',
    accountNumber: digits(account.accountNumber, 7),
  };
}

/** A bank or branch name from the master, converted and cut to `width`. */
function masterName(name: string, width: number, label: string, problems: string[]): string {
  const converted = convert(name);
  if (!converted.ok) {
    problems.push(zenginKanaInvalidMessage(converted.invalidChars, label));
    return '';
  }
  return cutZenginName(converted.value, width);
}

/**
 * The problems of one payment's data record, in Japanese (empty when it can be written): the account, the
 * 受取人名 (convertible, present, at most 30 bytes) and the amount (a positive integer of at most 10 digits).
 * The export check (payment-export-validation.ts) asks the same question before anything is written.
 */
export function zenginPaymentProblems(payment: ZenginPayment): string[] {
  return dataRecord(payment).problems;
}

/** `toZenginName` remembered, like `convert`. */
const nameCache = new Map<string, ZenginKanaResult>();
function convertName(name: string): ZenginKanaResult {
  let result = nameCache.get(name);
  if (result === undefined) {
    if (nameCache.size >= 20_000) nameCache.clear();
    result = toZenginName(name);
    nameCache.set(name, result);
  }
  return result;
}

/** The 受取人名 as written (converted, 法人略語 by position), or the reasons it cannot be. */
export function zenginHolderName(holderName: string): { ok: true; value: string } | { ok: false; problems: string[] } {
  const converted = convertName(holderName);
  if (!converted.ok) return { ok: false, problems: [t.holderNameInvalidChars(converted.invalidChars)] };
  if (converted.value === '') return { ok: false, problems: [t.holderNameRequired] };
  if (converted.value.length > ZENGIN_HOLDER_NAME_BYTES) {
    return { ok: false, problems: [t.holderNameTooLong(converted.value.length)] };
  }
  return { ok: true, value: converted.value };
}

/** The problems of an amount of a data record (empty when it can be written). */
export function zenginAmountProblems(amount: number): string[] {
  if (!Number.isSafeInteger(amount)) return [t.amountNotInteger];
  if (amount <= 0) return [t.amountNotPositive(formatMoney(amount))];
  if (amount > ZENGIN_MAX_AMOUNT) return [t.amountTooLarge(formatMoney(amount))];
  return [];
}

function headerRecord(header: ZenginHeader, today: string): { record: string; problems: string[] } {
  const problems: string[] = [];
  if (!/^[0-9]{10}$/.test(header.requesterCode)) problems.push(t.requesterCodeInvalid);
  let requesterName = '';
  const converted = convertName(header.requesterName);
  if (!converted.ok) problems.push(zenginKanaInvalidMessage(converted.invalidChars, t.requesterNameLabel));
  else if (converted.value === '') problems.push(ja.banks.kanaRequired(t.requesterNameLabel));
  else if (converted.value.length > ZENGIN_REQUESTER_NAME_BYTES) problems.push(t.requesterNameTooLong);
  else requesterName = converted.value;
  const dateProblem = zenginTransferDateProblem(header.transferDate, today);
  if (dateProblem !== null) problems.push(dateProblem);
  const account = accountFields(header, problems, HEADER_DEPOSIT_TYPE);
  const record =
    '1' + // データ区分
    '21' + // 種別コード: 総合振込
    '0' + // コード区分: SJIS
    header.requesterCode +
    text(requesterName, 40) +
    (dateProblem === null ? mmdd(header.transferDate) : '') +
    account.bankCode +
    text(account.bankName, 15) +
    account.branchCode +
    text(account.branchName, 15) +
    account.depositType +
    account.accountNumber +
    text('', 17);
  return { record, problems };
}

function dataRecord(payment: ZenginPayment): { record: string; problems: string[] } {
  const problems: string[] = [];
  const account = accountFields(payment, problems);
  const holder = zenginHolderName(payment.holderName);
  if (!holder.ok) problems.push(...holder.problems);
  problems.push(...zenginAmountProblems(payment.amount));
  const customerCode = payment.customerCode1 ?? '';
  if (!/^[0-9]{0,10}$/.test(customerCode)) problems.push(t.customerCodeInvalid);
  const record =
    '2' + // データ区分
    account.bankCode +
    text(account.bankName, 15) +
    account.branchCode +
    text(account.branchName, 15) +
    '0000' + // 手形交換所番号
    account.depositType +
    account.accountNumber +
    text(holder.ok ? holder.value : '', 30) +
    digits(payment.amount, 10) +
    '0' + // 新規コード: その他
    digits(customerCode, 10) + // 顧客コード1
    digits('', 10) + // 顧客コード2
    '7' + // 振込指定区分: テレ振込
    ' ' + // 識別表示: none (no EDI information)
    text('', 7);
  return { record, problems };
}

/**
 * CP932 bytes of the file: ASCII as itself, half-width katakana U+FF61–U+FF9F as 0xA1–0xDF. Anything else means a
 * bug upstream (every field went through a check), so it throws rather than write a wrong byte.
 */
function encodeZengin(file: string): Uint8Array {
  const out = new Uint8Array(file.length);
  for (let i = 0; i < file.length; i += 1) {
    const code = file.charCodeAt(i);
    if (code <= 0x7e) out[i] = code;
    else if (code >= 0xff61 && code <= 0xff9f) out[i] = code - 0xfec0;
    else throw new Error(`a character outside the 全銀 set reached the file: U+${code.toString(16)}`);
  }
  return out;
}

/**
 * The 全銀協 総合振込 file for `payments` paid from the account of `header` (普通 or 当座) on `header.transferDate` (a
 * bank business day from `today`, the date in Japan the file is made, to less than a year ahead): its bytes, the count
 * and the total; or every problem found (`index` −1 for the header, otherwise the index of the payment), nothing
 * written.
 */
export function buildZenginTransferFile(header: ZenginHeader, payments: readonly ZenginPayment[], { today }: { today: string }): ZenginTransferResult {
  const problems: ZenginProblem[] = [];
  const head = headerRecord(header, today);
  for (const message of head.problems) problems.push({ index: -1, message });
  if (payments.length === 0) problems.push({ index: -1, message: t.noPayments });
  if (payments.length > MAX_COUNT) problems.push({ index: -1, message: t.tooManyPayments });
  const records: string[] = [head.record];
  let total = 0;
  payments.forEach((payment, index) => {
    const data = dataRecord(payment);
    for (const message of data.problems) problems.push({ index, message });
    records.push(data.record);
    total += payment.amount;
  });
  if (problems.length === 0 && total > MAX_TOTAL) problems.push({ index: -1, message: t.totalTooLarge });
  if (problems.length > 0) return { ok: false, problems };
  records.push('8' + digits(payments.length, 6) + digits(total, 12) + text('', 101));
  records.push('9' + text('', 119));
  for (const record of records) {
    if (record.length !== ZENGIN_RECORD_BYTES) throw new Error(`a 全銀 record of ${record.length} bytes`);
  }
  return { ok: true, bytes: encodeZengin(records.join(CRLF) + CRLF), count: payments.length, total };
}
