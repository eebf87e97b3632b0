/**
 * Payments: the two CSV imports (paid, and new payments with amounts), all or nothing, and their empty templates.
 */
import { transferDateProblem } from '@app/shared/business-days';
import { checkBusinessDate, parseBusinessDate, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { paidImportColumns, PAYMENT_AMOUNT_MAX, PAYMENT_REMARKS_MAX, priceImportColumns } from '@app/shared/payments';
import { isSingleLineText } from '@app/shared/text';
import { workerDisplayName } from '@app/shared/workers';
import type { Db } from '../../../db/client';
import { newCode } from '../../../lib/codes';
import { toCsv } from '../../../lib/csv';
import { runCsvImport, type CsvImportRow, type CsvProblems } from '../../../lib/csv-import';
import type { AuthContext } from '../../../lib/auth-context';
import { findByCodes as findWorkersByCodes } from '../../partners/workers/workers.repository';
import { approvalRequiredFor, approvalThreshold, notifyApprovers, type PendingPayment } from './payment-approvals';
import { unique } from './payment-checks';
import { writePaid } from './payment-status.service';
import * as repo from './payments.repository';

/** A refused CSV date: the format, or — when the format is right — that no such day exists (2027/13/01). */
function dateRefusal(value: string): string {
  const checked = checkBusinessDate(value);
  return !checked.ok && checked.reason === 'invalid' ? ja.validation.dateInvalid : ja.payments.importDate;
}

const importMessages = {
  missingColumns: ja.payments.importColumnsMissing,
  unknownColumns: ja.payments.importUnknownColumns,
  noRows: ja.payments.importEmpty,
};
const IMPORT_MAX_ROWS = 10_000;

type PaidKey = (typeof paidImportColumns)[number]['key'];

/**
 * POST /v2/employee/payments/imports: marks payments paid (and their notifications 支払済), each logged (paid); all or
 * nothing. A 振込日 after today in Japan is refused: paid means the money has gone.
 */
export async function importPaid(db: Db, auth: AuthContext, bytes: Uint8Array, today = todayInJapan()) {
  return runCsvImport(db, bytes, {
    columns: paidImportColumns,
    maxRows: IMPORT_MAX_ROWS,
    messages: importMessages,
    check: async (tx, rows: CsvImportRow<PaidKey>[], problems: CsvProblems<PaidKey>) => {
      const codes = unique(rows.map((r) => r.values.payment_code).filter(Boolean));
      // the 支払コード column takes a 支払番号 too (PY-202701-0001, as the screens and the list CSV show it)
      const found = new Map((await repo.findPaymentsByCodes(tx, auth.companyId, codes)).flatMap((p) => [[p.code, p] as const, [p.number, p] as const]));
      const seen = new Map<string, number>();
      for (const r of rows) seen.set(r.values.payment_code, (seen.get(r.values.payment_code) ?? 0) + 1);
      const plan: { id: number; paidOn: string; notificationId: number | null }[] = [];
      for (const { line, values } of rows) {
        const code = values.payment_code;
        const payment = code ? found.get(code) : undefined;
        let ok = true;
        const reject = (key: PaidKey, message: string) => {
          problems.add(line, key, message);
          ok = false;
        };
        if (!code) reject('payment_code', ja.validation.required);
        else if (!payment) reject('payment_code', ja.payments.importPaymentNotFound(code));
        else if ((seen.get(code) ?? 0) > 1) reject('payment_code', ja.payments.importDuplicate(code));
        else if (payment.status === 'paid') reject('payment_code', ja.payments.importAlreadyPaid);
        const paidOn = values.paid_on ? parseBusinessDate(values.paid_on) : (payment?.paymentDate ?? null);
        if (values.paid_on && !paidOn) reject('paid_on', dateRefusal(values.paid_on));
        else if (paidOn && paidOn > today) reject('paid_on', ja.payments.paidFuture(paidOn, today));
        if (ok && payment && paidOn) plan.push({ id: payment.id, paidOn, notificationId: payment.paymentNotificationId });
      }
      return plan;
    },
    write: async (tx, plan) => {
      await writePaid(tx, auth, plan, 'import');
      return { meta: { count: plan.length } };
    },
  });
}

const AMOUNT_TEXT = /^(?:\d+|\d{1,3}(?:,\d{3})+)$/;

type PriceKey = (typeof priceImportColumns)[number]['key'];

/** POST /v2/employee/payments/import_with_prices: creates payments with amounts; all or nothing. */
export async function importWithPrices(db: Db, auth: AuthContext, bytes: Uint8Array) {
  return runCsvImport(db, bytes, {
    columns: priceImportColumns,
    maxRows: IMPORT_MAX_ROWS,
    messages: importMessages,
    check: async (tx, rows: CsvImportRow<PriceKey>[], problems: CsvProblems<PriceKey>) => {
      const codes = unique(rows.map((r) => r.values.worker_code).filter(Boolean));
      const workers = new Map((await findWorkersByCodes(tx, auth.companyId, codes)).map((w) => [w.code, w]));
      const threshold = await approvalThreshold(tx, auth.companyId);
      const plan: { insert: repo.PaymentInsert; pending: PendingPayment | null }[] = [];
      for (const { line, values } of rows) {
        let ok = true;
        const reject = (key: PriceKey, message: string) => {
          problems.add(line, key, message);
          ok = false;
        };
        const worker = values.worker_code ? workers.get(values.worker_code) : undefined;
        if (!values.worker_code) reject('worker_code', ja.validation.required);
        else if (!worker) reject('worker_code', ja.payments.importWorkerNotFound(values.worker_code));
        const paymentDate = parseBusinessDate(values.payment_date);
        if (!values.payment_date) reject('payment_date', ja.validation.required);
        else if (!paymentDate) reject('payment_date', dateRefusal(values.payment_date));
        else {
          const problem = transferDateProblem(paymentDate);
          if (problem) reject('payment_date', problem);
        }
        const amountText = values.amount.replace(/^¥/, '');
        const amount = AMOUNT_TEXT.test(amountText) ? Number(amountText.replaceAll(',', '')) : NaN;
        if (!values.amount) reject('amount', ja.validation.required);
        else if (!Number.isSafeInteger(amount) || amount <= 0) reject('amount', ja.payments.importAmount);
        else if (amount > PAYMENT_AMOUNT_MAX) reject('amount', ja.payments.importAmountTooLarge);
        if (values.remarks.length > PAYMENT_REMARKS_MAX) reject('remarks', ja.payments.importRemarksTooLong(PAYMENT_REMARKS_MAX));
        else if (!isSingleLineText(values.remarks)) reject('remarks', ja.validation.singleLine);
        if (ok && worker && paymentDate) {
          // 二重承認 (N10): each row at or above the threshold waits for a second owner or administrator
          const approvalRequired = approvalRequiredFor(amount, threshold);
          plan.push({
            insert: {
              companyId: auth.companyId,
              code: newCode(),
              workerId: worker.id,
              paymentDate,
              amount,
              remarks: values.remarks || null,
              approvalRequired,
              createdById: auth.employeeId,
            },
            pending: approvalRequired ? { workerName: workerDisplayName(worker.fullName, worker.tradeName), workerCode: worker.code, paymentDate, amount } : null,
          });
        }
      }
      return plan;
    },
    write: async (tx, plan) => {
      await repo.insertPayments(tx, plan.map((p) => p.insert));
      await notifyApprovers(tx, auth.companyId, { id: auth.employeeId, name: auth.profile.name }, plan.flatMap((p) => (p.pending ? [p.pending] : [])));
      return { meta: { count: plan.length } };
    },
  });
}

/** The empty template of an import: the header row only (UTF-8 with BOM, CRLF). */
export function importTemplate(kind: 'paid' | 'prices'): { fileName: string; bytes: Buffer } {
  const columns = kind === 'paid' ? paidImportColumns : priceImportColumns;
  return {
    fileName: kind === 'paid' ? 'payment-paid-import.csv' : 'payment-import-with-prices.csv',
    bytes: toCsv(
      columns.map((c) => c.header),
      [],
    ),
  };
}
