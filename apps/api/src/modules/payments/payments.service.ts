/**
 * Payments (支払): the list, creation from approved 支払通知書 or directly, date changes one by one or in bulk, transfer
 * files (全銀 payments.txt / payments.csv) validated first and kept for re-download, the plain CSV list, and the two
 * imports. Every multi-row write is one transaction; a refused set changes nothing and names each problem.
 * The transfer fee is never deducted from the amount (取適法): the file transfers exactly `amount`.
 */
import { transferDateProblem } from '@app/shared/business-days';
import { formatDate, parseBusinessDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { exportProblems, exportWarnings } from '@app/shared/payment-export-validation';
import {
  accountTypeLabels,
  paidImportColumns,
  PAYMENT_AMOUNT_MAX,
  PAYMENT_REMARKS_MAX,
  paymentCsvHeader,
  paymentStatusLabels,
  priceImportColumns,
  transferCsvHeader,
  type ExportProblem,
  type PayableNotification,
  type PaymentExportWire,
  type PaymentWire,
  type bulkPaymentDateBodySchema,
  type createPaymentBodySchema,
  type exportBodySchema,
  type exportValidateBodySchema,
  type paymentListQuerySchema,
  type updatePaymentBodySchema,
} from '@app/shared/payments';
import { isSingleLineText } from '@app/shared/text';
import { workerDisplayName } from '@app/shared/workers';
import { buildZenginTransferFile } from '@app/shared/zengin-transfer';
import type { z } from 'zod';
import { errorCodes } from '@app/shared/api';
import type { Db, Queryable } from '../../db/client';
import { newCode } from '../../lib/codes';
import { toCsv, type CsvCell } from '../../lib/csv';
import { runCsvImport, type CsvImportRow, type CsvProblems } from '../../lib/csv-import';
import { conflict, HttpError, invalid, notFound } from '../../lib/errors';
import { toShiftJisCsv } from '../../lib/shift-jis';
import type { AuthContext } from '../../plugins/auth';
import { logPersonalDataAccessMany } from '../workers/workers.repository';
import { findTransferAccount } from '../transfer-accounts/transfer-accounts.repository';
import { zenginAccountOf } from '../transfer-accounts/transfer-accounts.service';
import { markNotificationsPaid } from '../payment-notifications/payment-notifications.repository';
import * as repo from './payments.repository';

const unprocessable = (errors: string[]) => new HttpError(422, errorCodes.validation, errors);

function wire(r: repo.PaymentWithParties): PaymentWire {
  const p = r.payment;
  return {
    id: p.id,
    code: p.code,
    worker: { code: r.worker.code, name: workerDisplayName(r.worker.fullName, r.worker.tradeName) },
    amount: p.amount,
    withholding: p.withholding,
    payment_date: p.paymentDate,
    status: p.status,
    status_label: paymentStatusLabels[p.status],
    remarks: p.remarks,
    paid_on: p.paidOn,
    exported_at: p.exportedAt,
    export_code: r.exportCode,
    payment_notification: p.paymentNotificationId !== null && r.notificationCode ? { id: p.paymentNotificationId, code: r.notificationCode } : null,
    created_at: p.createdAt,
  };
}

async function answer(db: Queryable, companyId: number, ids: readonly number[]): Promise<PaymentWire[]> {
  return (await repo.findPayments(db, companyId, ids)).map(wire);
}

// ── list ───────────────────────────────────────────────────────────────────────

export async function listPayments(db: Db, auth: AuthContext, query: z.output<typeof paymentListQuerySchema>) {
  const filter: repo.PaymentListFilter = {
    status: query.status,
    paymentDateFrom: query.payment_date_from,
    paymentDateTo: query.payment_date_to,
    exported: query.exported === undefined ? undefined : query.exported === 'true',
  };
  if (query.worker_code) {
    const [worker] = await repo.findWorkersByCodes(db, auth.companyId, [query.worker_code]);
    if (!worker) throw invalid({ worker_code: [ja.payments.workerNotFound] });
    filter.workerId = worker.id;
  }
  const { rows, total } = await repo.listPaymentsPage(db, auth.companyId, filter, query.limit, (query.page - 1) * query.limit);
  return { data: rows.map(wire), meta: { total_count: total, page: query.page, limit: query.limit } };
}

export async function payableNotifications(db: Db, auth: AuthContext) {
  const rows = await repo.payableNotifications(db, auth.companyId);
  const data: PayableNotification[] = rows.map((r) => ({
    id: r.notification.id,
    code: r.notification.code,
    worker: { code: r.worker.code, name: workerDisplayName(r.worker.fullName, r.worker.tradeName) },
    payment_month: r.notification.paymentMonth,
    payment_date: r.notification.paymentDate,
    subtotal: r.notification.subtotal,
    tax_total: r.notification.taxTotal,
    withholding: r.notification.withholding,
    transfer_amount: r.notification.transferAmount,
  }));
  return { data, meta: { total_count: data.length } };
}

// ── writes ─────────────────────────────────────────────────────────────────────

const unique = (ids: readonly number[]) => [...new Set(ids)];
const uniqueTexts = (values: readonly string[]) => [...new Set(values)];

/** POST /v2/employee/payments: from approved notifications (all or nothing) or one payment entered directly. */
export async function createPayments(db: Queryable, auth: Actor, body: z.output<typeof createPaymentBodySchema>) {
  if ('payment' in body) {
    const p = body.payment;
    const problem = transferDateProblem(p.payment_date);
    if (problem) throw invalid({ 'payment.payment_date': [problem] });
    return db.transaction(async (tx) => {
      const [worker] = await repo.findWorkersByCodes(tx, auth.companyId, [p.worker_code]);
      if (!worker) throw notFound(ja.payments.workerNotFound);
      const row = await repo.insertPayment(tx, {
        companyId: auth.companyId,
        code: newCode(),
        workerId: worker.id,
        paymentDate: p.payment_date,
        amount: p.amount,
        remarks: p.remarks || null,
        createdById: auth.employeeId,
      });
      const data = await answer(tx, auth.companyId, [row.id]);
      return { data, meta: { count: data.length } };
    });
  }
  const ids = unique(body.payment_notification_ids);
  return db.transaction(async (tx) => {
    const found = await repo.findNotificationsForPayment(tx, auth.companyId, ids);
    const byId = new Map(found.map((n) => [n.id, n]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) throw new HttpError(404, errorCodes.notFound, missing.map((id) => ja.payments.notificationNotFound(id)));
    const problems: string[] = [];
    for (const id of ids) {
      const n = byId.get(id)!;
      const named = (reason: string) => problems.push(ja.payments.notificationProblem(n.workerName, n.paymentDate, reason));
      if (n.status !== 'approved') named(ja.payments.notificationNotApproved);
      else if (n.paymentId !== null) named(ja.payments.notificationHasPayment);
      else if (n.transferAmount <= 0) named(ja.payments.notificationAmountNotPositive);
      else {
        const dateProblem = transferDateProblem(n.paymentDate);
        if (dateProblem) named(dateProblem);
      }
    }
    if (problems.length > 0) throw unprocessable(problems);
    const created = await repo.insertPayments(
      tx,
      ids.map((id) => {
        const n = byId.get(id)!;
        return {
          companyId: auth.companyId,
          code: newCode(),
          workerId: n.workerId,
          paymentNotificationId: n.id,
          paymentDate: n.paymentDate,
          amount: n.transferAmount,
          withholding: n.withholding,
          createdById: auth.employeeId,
        };
      }),
    );
    const data = await answer(tx, auth.companyId, created);
    return { data, meta: { count: data.length } };
  });
}

/** PUT /v2/employee/payments/{id}: date and remarks; the amount only of a payment entered directly; never once paid. */
export async function updatePayment(db: Db, auth: AuthContext, id: number, body: z.output<typeof updatePaymentBodySchema>) {
  return db.transaction(async (tx) => {
    const [found] = await repo.findPayments(tx, auth.companyId, [id], { forUpdate: true });
    if (!found) throw notFound(ja.payments.notFound);
    const p = found.payment;
    if (p.status === 'paid') throw conflict(ja.payments.alreadyPaid);
    const { payment_date: paymentDate, amount, remarks } = body.payment;
    if (amount !== undefined && amount !== p.amount && p.paymentNotificationId !== null) throw invalid({ 'payment.amount': [ja.payments.amountFromNotification] });
    if (paymentDate !== undefined) {
      const problem = transferDateProblem(paymentDate);
      if (problem) throw invalid({ 'payment.payment_date': [problem] });
    }
    await repo.updatePayment(tx, auth.companyId, id, {
      ...(paymentDate !== undefined ? { paymentDate } : {}),
      ...(amount !== undefined ? { amount } : {}),
      ...(remarks !== undefined ? { remarks: remarks || null } : {}),
    });
    const [data] = await answer(tx, auth.companyId, [id]);
    return { data: data! };
  });
}

/** DELETE /v2/employee/payments/{id}: not once paid or written to a transfer file. */
export async function deletePayment(db: Db, auth: AuthContext, id: number) {
  await db.transaction(async (tx) => {
    const [found] = await repo.findPayments(tx, auth.companyId, [id], { forUpdate: true });
    if (!found) throw notFound(ja.payments.notFound);
    if (found.payment.status === 'paid') throw conflict(ja.payments.cannotDeletePaid);
    if (found.payment.exportedAt !== null) throw conflict(ja.payments.cannotDeleteExported);
    await repo.deletePayment(tx, auth.companyId, id);
  });
}

/** PUT /v2/employee/payments/bulk: one date for every payment named, all or nothing. */
export async function bulkUpdateDate(db: Db, auth: AuthContext, body: z.output<typeof bulkPaymentDateBodySchema>) {
  const problem = transferDateProblem(body.paymentDate);
  if (problem) throw invalid({ paymentDate: [problem] });
  const ids = unique(body.paymentIds);
  return db.transaction(async (tx) => {
    const found = await repo.findPayments(tx, auth.companyId, ids, { forUpdate: true });
    const present = new Set(found.map((r) => r.payment.id));
    const missing = ids.filter((id) => !present.has(id));
    if (missing.length > 0) throw new HttpError(404, errorCodes.notFound, missing.map((id) => ja.payments.paymentNotFoundId(id)));
    const paid = found.filter((r) => r.payment.status === 'paid');
    if (paid.length > 0) {
      throw new HttpError(
        409,
        errorCodes.conflict,
        paid.map((r) => ja.payments.alreadyPaidNamed(workerDisplayName(r.worker.fullName, r.worker.tradeName))),
      );
    }
    const count = await repo.setPaymentDates(tx, auth.companyId, ids, body.paymentDate);
    return { meta: { count } };
  });
}

/** Who acts: the signed-in employee's company and id (the demo seed acts as the demo owner). */
type Actor = Pick<AuthContext, 'companyId' | 'employeeId'>;

// ── transfer files ─────────────────────────────────────────────────────────────

type TransferRow = Awaited<ReturnType<typeof repo.transferRows>>[number];

/** The company's payments named, in id order; 404 naming every id that is not the company's. */
async function requireTransferRows(db: Queryable, auth: Actor, ids: readonly number[], forUpdate = false): Promise<TransferRow[]> {
  const wanted = unique(ids);
  const rows = await repo.transferRows(db, auth.companyId, wanted, { forUpdate });
  const present = new Set(rows.map((r) => r.id));
  const missing = wanted.filter((id) => !present.has(id));
  if (missing.length > 0) throw new HttpError(404, errorCodes.notFound, missing.map((id) => ja.payments.paymentNotFoundId(id)));
  return rows;
}

const nameOf = (r: TransferRow) => workerDisplayName(r.fullName, r.tradeName);

/**
 * Every problem of the payments for a transfer file, each naming its worker (exportProblems: no bank account, holder
 * name, amount, payment date; nothing left to export), paid ones too; and the payments the file would hold.
 */
async function problemsOf(rows: readonly TransferRow[], exceptExported: boolean) {
  const banks = await zenginBanks(rows);
  const selected = exceptExported ? rows.filter((r) => r.exportedAt === null) : [...rows];
  const problems: ExportProblem[] = [];
  const named = (r: TransferRow, message: string) => problems.push({ payment_id: r.id, worker_code: r.workerCode, worker_name: nameOf(r), message });
  for (const r of selected) if (r.status === 'paid') named(r, ja.payments.exportPaid(nameOf(r)));
  const found = exportProblems(
    rows.map((r) => ({
      workerName: nameOf(r),
      bank: banks.get(r.id) ?? null,
      amount: r.amount,
      paymentDate: r.paymentDate,
      alreadyExported: r.exportedAt !== null,
    })),
    { exceptAlreadyExported: exceptExported },
  );
  for (const p of found) {
    const r = rows[p.index];
    if (r) named(r, p.message);
    else problems.push({ payment_id: null, worker_code: null, worker_name: null, message: p.message });
  }
  return { selected, problems, banks };
}

type ZenginBank = NonNullable<TransferRow['bank']>;

/**
 * Each payment's bank account as the 全銀 file writes it: bank and branch names are the master's kana (the stored
 * names are display names such as みずほ). One master lookup per bank and branch.
 */
async function zenginBanks(rows: readonly TransferRow[]): Promise<Map<number, ZenginBank>> {
  const byBranch = new Map<string, Promise<ZenginBank>>();
  const out = new Map<number, ZenginBank>();
  for (const r of rows) {
    if (!r.bank) continue;
    const key = `${r.bank.bankCode}-${r.bank.branchCode}`;
    let names = byBranch.get(key);
    if (!names) {
      names = zenginAccountOf({ ...r.bank });
      byBranch.set(key, names);
    }
    const { bankName, branchName } = await names;
    out.set(r.id, { ...r.bank, bankName, branchName });
  }
  return out;
}

/** POST /v2/employee/payments/exports/validates */
export async function validateExport(db: Db, auth: AuthContext, body: z.output<typeof exportValidateBodySchema>) {
  const rows = await requireTransferRows(db, auth, body.payment_id_list);
  const { selected, problems, banks } = await problemsOf(rows, body.is_except_already_transfered_payments);
  return { data: { problems, warnings: transferWarnings(rows, banks, body.is_except_already_transfered_payments), count: selected.length, total: selected.reduce((s, r) => s + r.amount, 0) } };
}

/** N2 (trust helper H5): what the check points out without refusing the file (exportWarnings), each naming its worker. */
function transferWarnings(rows: readonly TransferRow[], banks: Map<number, ZenginBank>, exceptExported: boolean): ExportProblem[] {
  const found = exportWarnings(
    rows.map((r) => ({
      workerName: nameOf(r),
      bank: banks.get(r.id) ?? null,
      amount: r.amount,
      paymentDate: r.paymentDate,
      alreadyExported: r.exportedAt !== null,
      bankAccountUpdatedAt: r.bankAccountUpdatedAt,
      paymentCreatedAt: r.createdAt,
      workerKana: r.fullNameKana,
    })),
    { exceptAlreadyExported: exceptExported, now: new Date() },
  );
  return found.flatMap((w) => {
    const r = rows[w.index];
    return r ? [{ payment_id: r.id, worker_code: r.workerCode, worker_name: w.workerName, message: w.message }] : [];
  });
}

export type ExportFile = { fileName: string; contentType: string; bytes: Buffer; code: string };

const contentTypes = { txt: 'text/plain; charset=Shift_JIS', csv: 'text/csv; charset=Shift_JIS' } as const;

/**
 * POST /v2/employee/payments/exports: validates (422 with every problem), writes payments.txt (全銀 総合振込, CP932,
 * CRLF) or payments.csv (Shift-JIS, CRLF), keeps it in payment_exports, marks the payments exported and logs the read
 * of each worker's bank account — one transaction.
 */
export async function exportTransferFile(db: Queryable, auth: Actor, body: z.output<typeof exportBodySchema>, clientAddress: string): Promise<ExportFile> {
  return db.transaction(async (tx) => {
    // locked: two exports of one payment at once — the second waits, then sees it exported
    const rows = await requireTransferRows(tx, auth, body.payment_id_list, true);
    const account = await findTransferAccount(tx, auth.companyId, body.transfer_account_id ?? 'default');
    if (!account && body.transfer_account_id !== undefined) throw notFound(ja.payments.transferAccountNotFound);
    const { selected, problems, banks } = await problemsOf(rows, body.is_except_already_transfered_payments);
    const errors = problems.map((p) => p.message);
    const dateProblem = transferDateProblem(body.transfer_date);
    if (dateProblem) errors.unshift(dateProblem);
    if (!account) errors.unshift(ja.payments.transferAccountMissing);
    if (errors.length > 0) throw unprocessable(errors);

    let bytes: Buffer;
    if (body.export_format === 'txt') {
      const from = await zenginAccountOf({
        bankCode: account!.bankCode,
        bankName: account!.bankName,
        branchCode: account!.branchCode,
        branchName: account!.branchName,
        accountType: account!.accountType,
        accountNumber: account!.accountNumber,
      });
      const built = buildZenginTransferFile(
        { ...from, requesterCode: account!.requesterCode, requesterName: account!.requesterName, transferDate: body.transfer_date },
        selected.map((r) => ({ ...banks.get(r.id)!, amount: r.amount })),
      );
      if (!built.ok) {
        throw unprocessable(built.problems.map((p) => (p.index < 0 ? ja.payments.exportHeaderProblem(p.message) : `${nameOf(selected[p.index]!)}: ${p.message}`)));
      }
      bytes = Buffer.from(built.bytes);
    } else {
      const csv = toShiftJisCsv(
        [...transferCsvHeader],
        selected.map((r): CsvCell[] => [
          formatDate(body.transfer_date),
          r.bank!.bankCode,
          r.bank!.bankName,
          r.bank!.branchCode,
          r.bank!.branchName,
          accountTypeLabels[r.bank!.accountType],
          r.bank!.accountNumber,
          r.bank!.holderName,
          r.amount,
          r.workerCode,
          r.code,
        ]),
      );
      if (!csv.ok) {
        throw unprocessable(csv.problems.map((p) => ja.payments.csvCellProblem(p.row >= 0 ? nameOf(selected[p.row]!) : '', transferCsvHeader[p.column] ?? '', p.chars.join(' '))));
      }
      bytes = csv.bytes;
    }
    const fileName = `payments.${body.export_format}`;
    const exported = await repo.insertPaymentExport(tx, {
      companyId: auth.companyId,
      code: newCode(),
      format: body.export_format,
      transferDate: body.transfer_date,
      transferAccountId: account!.id,
      fileName,
      content: bytes.toString('base64'),
      count: selected.length,
      total: selected.reduce((s, r) => s + r.amount, 0),
      createdById: auth.employeeId,
    });
    await repo.markExported(tx, auth.companyId, selected.map((r) => r.id), exported.id);
    await logBankReads(tx, auth, selected.map((r) => r.workerId), clientAddress);
    return { fileName, contentType: contentTypes[body.export_format], bytes, code: exported.code };
  });
}

async function logBankReads(db: Queryable, auth: Actor, workerIds: readonly number[], clientAddress: string) {
  const distinct = unique(workerIds);
  await logPersonalDataAccessMany(
    db,
    distinct.map((workerId) => ({ companyId: auth.companyId, employeeId: auth.employeeId, workerId, dataKinds: 'bank_account', clientAddress })),
  );
}

/** GET /v2/employee/payments/exports */
export async function listExports(db: Db, auth: AuthContext, page: number, limit: number) {
  const { rows, total } = await repo.listExports(db, auth.companyId, limit, (page - 1) * limit);
  const data: PaymentExportWire[] = rows.map((r) => ({
    code: r.code,
    format: r.format,
    file_name: r.fileName,
    transfer_date: r.transferDate,
    count: r.count,
    total: r.total,
    created_by_name: r.createdByName,
    created_at: r.createdAt,
  }));
  return { data, meta: { total_count: total, page, limit } };
}

/** GET /v2/employee/payments/exports/{code}: the kept file, byte for byte. */
export async function downloadExport(db: Db, auth: AuthContext, code: string, clientAddress: string): Promise<ExportFile> {
  const row = await repo.findExport(db, auth.companyId, code);
  if (!row) throw notFound(ja.payments.exportNotFound);
  const workerIds = await repo.workersOfExport(db, auth.companyId, row.id);
  await logBankReads(db, auth, workerIds, clientAddress);
  return { fileName: row.fileName, contentType: contentTypes[row.format], bytes: Buffer.from(row.content, 'base64'), code: row.code };
}

/** POST /v2/employee/payments/csv_exports: the plain list (UTF-8 with BOM), in id order. */
export async function csvExport(db: Db, auth: AuthContext, ids: readonly number[]): Promise<Buffer> {
  const wanted = unique(ids);
  const rows = await repo.findPayments(db, auth.companyId, wanted);
  const present = new Set(rows.map((r) => r.payment.id));
  const missing = wanted.filter((id) => !present.has(id));
  if (missing.length > 0) throw new HttpError(404, errorCodes.notFound, missing.map((id) => ja.payments.paymentNotFoundId(id)));
  return toCsv(
    paymentCsvHeader,
    rows.map((r) => [
      r.payment.code,
      r.worker.code,
      workerDisplayName(r.worker.fullName, r.worker.tradeName),
      formatDate(r.payment.paymentDate),
      r.payment.amount,
      r.payment.withholding,
      paymentStatusLabels[r.payment.status],
      formatDate(r.payment.paidOn),
      formatDate(r.payment.exportedAt),
      r.payment.remarks,
    ]),
  );
}

// ── imports ────────────────────────────────────────────────────────────────────

const importMessages = {
  missingColumns: ja.payments.importColumnsMissing,
  unknownColumns: ja.payments.importUnknownColumns,
  noRows: ja.payments.importEmpty,
};
const IMPORT_MAX_ROWS = 10_000;

type PaidKey = (typeof paidImportColumns)[number]['key'];

/** POST /v2/employee/payments/imports: marks payments paid (and their notifications 支払済); all or nothing. */
export async function importPaid(db: Db, auth: AuthContext, bytes: Uint8Array) {
  return runCsvImport(db, bytes, {
    columns: paidImportColumns,
    maxRows: IMPORT_MAX_ROWS,
    messages: importMessages,
    check: async (tx, rows: CsvImportRow<PaidKey>[], problems: CsvProblems<PaidKey>) => {
      const codes = uniqueTexts(rows.map((r) => r.values.payment_code).filter(Boolean));
      const found = new Map((await repo.findPaymentsByCodes(tx, auth.companyId, codes)).map((p) => [p.code, p]));
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
        if (values.paid_on && !paidOn) reject('paid_on', ja.payments.importDate);
        if (ok && payment && paidOn) plan.push({ id: payment.id, paidOn, notificationId: payment.paymentNotificationId });
      }
      return plan;
    },
    write: async (tx, plan) => {
      await repo.markPaymentsPaid(tx, auth.companyId, plan);
      await markNotificationsPaid(
        tx,
        auth.companyId,
        plan.flatMap((p) => (p.notificationId === null ? [] : [p.notificationId])),
      );
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
      const codes = uniqueTexts(rows.map((r) => r.values.worker_code).filter(Boolean));
      const workers = new Map((await repo.findWorkersByCodes(tx, auth.companyId, codes)).map((w) => [w.code, w]));
      const plan: repo.PaymentInsert[] = [];
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
        else if (!paymentDate) reject('payment_date', ja.payments.importDate);
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
          plan.push({
            companyId: auth.companyId,
            code: newCode(),
            workerId: worker.id,
            paymentDate,
            amount,
            remarks: values.remarks || null,
            createdById: auth.employeeId,
          });
        }
      }
      return plan;
    },
    write: async (tx, plan) => {
      await repo.insertPayments(tx, plan);
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
