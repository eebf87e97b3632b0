/**
 * The check before a transfer file is written (issue #11 item 5, `POST …/payments/exports/validates`): every problem
 * of every payment at once, each naming the worker — no bank account, a 口座名義カナ that cannot be written in 全銀
 * characters (naming the characters) or is too long, an amount of zero or less (or above the file's 10 digits), a
 * payment date that is not a bank business day — so the person exporting can fix them all before trying again.
 * It asks the same questions as the writer (zengin-transfer.ts), so a set that passes here is one the writer takes.
 */
import { transferDateProblem } from './business-days';
import { formatDate } from './format';
import { ja } from './messages/ja';
import { toZenginKana } from './zengin-kana';
import { zenginAmountProblems, zenginPaymentProblems, type ZenginAccount } from './zengin-transfer';

const t = ja.transfer;

export type PaymentExportRow = {
  workerName: string;
  /** The worker's bank account (names from the 全銀 master), null when the worker has none. */
  bank: (ZenginAccount & { holderName: string }) | null;
  amount: number;
  paymentDate: string;
  alreadyExported: boolean;
  /** N2 (exportWarnings): when the worker last changed the bank account (an instant), and when the payment was made. */
  bankAccountUpdatedAt?: string | null;
  paymentCreatedAt?: string | null;
  /** N2: the worker's フリガナ, compared with the 口座名義カナ. */
  workerKana?: string | null;
};

export type PaymentExportProblem = { index: number; workerName: string; message: string };

/**
 * Every problem of `rows` (`index` is the row's), messages such as 「山田 太郎: 振込先口座が登録されていません。」. Rows
 * already exported are passed over when `exceptAlreadyExported` (they will not be in the file); when nothing is left to
 * export, one problem with index −1 says so.
 */
export function exportProblems(
  rows: readonly PaymentExportRow[],
  options: { exceptAlreadyExported: boolean },
): PaymentExportProblem[] {
  const problems: PaymentExportProblem[] = [];
  let exported = 0;
  rows.forEach((row, index) => {
    if (options.exceptAlreadyExported && row.alreadyExported) return;
    exported += 1;
    const add = (message: string) => problems.push({ index, workerName: row.workerName, message: t.problem(row.workerName, message) });
    if (row.bank === null) {
      add(t.noBankAccount);
      zenginAmountProblems(row.amount).forEach(add);
    } else {
      zenginPaymentProblems({ ...row.bank, amount: row.amount }).forEach(add);
    }
    const dateProblem = transferDateProblem(row.paymentDate);
    if (dateProblem !== null) add(dateProblem);
  });
  if (exported === 0) problems.push({ index: -1, workerName: '', message: t.noPayments });
  return problems;
}

/** N2: a bank account changed within this many days is pointed out before a transfer file is written. */
export const BANK_CHANGE_WARNING_DAYS = 14;

/** The name as the 全銀 set writes it, without spaces (ﾔﾏﾀﾞﾀﾛｳ), or null when it cannot be written. */
function kanaKey(name: string): string | null {
  const converted = toZenginKana(name);
  return converted.ok ? converted.value.replace(/ /g, '') : null;
}

/**
 * N2: what the person exporting should look at but that does not stop the file (payment diversion through a changed
 * account): the account was changed in the last BANK_CHANGE_WARNING_DAYS days, or after the payment was created (the
 * money goes to the new account), or the 口座名義カナ is not the worker's フリガナ (spaces and small/large kana aside).
 * Rows left out of the file are passed over, as in exportProblems.
 */
export function exportWarnings(
  rows: readonly PaymentExportRow[],
  options: { exceptAlreadyExported: boolean; now: Date; recentDays?: number },
): PaymentExportProblem[] {
  const warnings: PaymentExportProblem[] = [];
  const since = options.now.getTime() - (options.recentDays ?? BANK_CHANGE_WARNING_DAYS) * 86_400_000;
  const b = ja.bankAccount;
  rows.forEach((row, index) => {
    if ((options.exceptAlreadyExported && row.alreadyExported) || row.bank === null) return;
    const add = (message: string) => warnings.push({ index, workerName: row.workerName, message: t.problem(row.workerName, message) });
    const changedAt = row.bankAccountUpdatedAt ? new Date(row.bankAccountUpdatedAt).getTime() : null;
    if (changedAt !== null && row.bankAccountUpdatedAt) {
      const date = formatDate(row.bankAccountUpdatedAt);
      if (row.paymentCreatedAt && changedAt > new Date(row.paymentCreatedAt).getTime()) add(b.changedAfterPayment(date));
      else if (changedAt >= since) add(b.recentlyChanged(date));
    }
    if (row.workerKana) {
      const expected = kanaKey(row.workerKana);
      const holder = kanaKey(row.bank.holderName);
      if (expected && holder !== null && expected !== holder) add(b.holderKanaMismatch(row.bank.holderName, row.workerKana));
    }
  });
  return warnings;
}
