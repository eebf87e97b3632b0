/**
 * The check before a transfer file is written (issue #11 item 5, `POST …/payments/exports/validates`): every problem
 * of every payment at once, each naming the worker — no bank account, a 口座名義カナ that cannot be written in 全銀
 * characters (naming the characters) or is too long, an amount of zero or less (or above the file's 10 digits), a
 * payment date that is not a bank business day — so the person exporting can fix them all before trying again.
 * It asks the same questions as the writer (zengin-transfer.ts), so a set that passes here is one the writer takes.
 */
import { transferDateProblem } from './business-days';
import { ja } from './messages/ja';
import { zenginAmountProblems, zenginPaymentProblems, type ZenginAccount } from './zengin-transfer';

const t = ja.transfer;

export type PaymentExportRow = {
  workerName: string;
  /** The worker's bank account (names from the 全銀 master), null when the worker has none. */
  bank: (ZenginAccount & { holderName: string }) | null;
  amount: number;
  paymentDate: string;
  alreadyExported: boolean;
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
