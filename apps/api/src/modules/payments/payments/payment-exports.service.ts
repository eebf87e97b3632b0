/**
 * Payments: transfer files (全銀 payments.txt / payments.csv) validated first and kept for re-download, and the plain
 * CSV list. The transfer fee is never deducted from the amount (取適法): the file transfers exactly `amount`.
 */
import { formatDate, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { exportProblems, exportWarnings } from '@app/shared/payment-export-validation';
import {
  accountTypeLabels,
  paymentCsvHeader,
  paymentStatusLabels,
  transferCsvHeader,
  type ExportProblem,
  type PaymentExportWire,
  type exportBodySchema,
  type exportValidateBodySchema,
} from '@app/shared/payments';
import { workerDisplayName } from '@app/shared/workers';
import { buildZenginTransferFile, zenginTransferDateProblem } from '@app/shared/zengin-transfer';
import type { z } from 'zod';
import { errorCodes } from '@app/shared/api';
import type { Db, Queryable } from '../../../db/client';
import { newCode } from '../../../lib/codes';
import { toCsv, type CsvCell } from '../../../lib/csv';
import type { Download } from '../../../lib/downloads';
import { HttpError, notFound } from '../../../lib/errors';
import { toShiftJisCsv } from '../../../lib/shift-jis';
import type { AuthContext } from '../../../lib/auth-context';
import { logPersonalDataAccessMany } from '../../partners/workers/workers.repository';
import { findTransferAccount } from '../transfer-accounts/transfer-accounts.repository';
import { zenginAccountOf } from '../transfer-accounts/transfer-accounts.service';
import { insertPaymentLogs } from '../payment-notifications/payment-notifications.repository';
import { approvalThreshold } from './payment-approvals';
import { actorName, checkLate, duesOf, lateLogs, unique, unprocessable, type Actor } from './payment-checks';
import * as repo from './payments.repository';

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
async function problemsOf(db: Queryable, auth: Actor, rows: readonly TransferRow[], exceptExported: boolean) {
  const banks = await zenginBanks(rows);
  const selected = exceptExported ? rows.filter((r) => r.exportedAt === null) : [...rows];
  const problems: ExportProblem[] = [];
  const named = (r: TransferRow, message: string) => problems.push({ payment_id: r.id, worker_code: r.workerCode, worker_name: nameOf(r), message });
  for (const r of selected) if (r.status === 'paid') named(r, ja.payments.exportPaid(nameOf(r)));
  // 二重承認 (N10): waiting for a second owner or administrator — refused until approved
  const waiting = selected.filter((r) => r.approvalRequired && r.approvedAt === null);
  if (waiting.length > 0) {
    const threshold = await approvalThreshold(db, auth.companyId);
    for (const r of waiting) named(r, ja.payments.exportPendingApproval(nameOf(r), threshold));
  }
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
  const { selected, problems, banks } = await problemsOf(db, auth, rows, body.is_except_already_transfered_payments);
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

export type ExportFile = Download & { code: string };

/**
 * A transfer file's name: 振込データ_{振込データ番号}_{振込指定日}.txt|.csv — from its number and date, also for a file
 * kept before numbers (stored as payments.txt), so a re-download is named like a new one.
 */
const transferFileName = (e: { number: string; transferDate: string; format: 'txt' | 'csv' }) => ja.fileNames.transferFile(e.number, e.transferDate, e.format);

const contentTypes = { txt: 'text/plain; charset=Shift_JIS', csv: 'text/csv; charset=Shift_JIS' } as const;

/**
 * POST /v2/employee/payments/exports: validates (422 with every problem), writes payments.txt (全銀 総合振込, CP932,
 * CRLF) or payments.csv (Shift-JIS, CRLF), keeps it in payment_exports, marks the payments exported and logs the read
 * of each worker's bank account — one transaction. The 振込指定日 is a bank business day from `today` (in Japan) to
 * less than a year ahead; the 振込元口座 is 普通 or 当座 (an account saved as 貯蓄 before is refused: change it); a
 * 振込指定日 after a payment's 支払期日 needs `late_reason` (kept with the payment, logged).
 */
export async function exportTransferFile(
  db: Queryable,
  auth: Actor,
  body: z.output<typeof exportBodySchema>,
  clientAddress: string,
  today = todayInJapan(),
): Promise<ExportFile> {
  return db.transaction(async (tx) => {
    // locked: two exports of one payment at once — the second waits, then sees it exported
    const rows = await requireTransferRows(tx, auth, body.payment_id_list, true);
    const account = await findTransferAccount(tx, auth.companyId, body.transfer_account_id ?? 'default');
    if (!account && body.transfer_account_id !== undefined) throw notFound(ja.payments.transferAccountNotFound);
    const { selected, problems, banks } = await problemsOf(tx, auth, rows, body.is_except_already_transfered_payments);
    const errors = problems.map((p) => p.message);
    const dateProblem = zenginTransferDateProblem(body.transfer_date, today);
    if (dateProblem) errors.unshift(dateProblem);
    if (account?.accountType === 'savings') errors.unshift(ja.transfer.requesterAccountSavings);
    if (!account) errors.unshift(ja.payments.transferAccountMissing);
    if (errors.length > 0) throw unprocessable(errors);
    const dues = await duesOf(tx, auth.companyId, selected.map((r) => ({ id: r.id, paymentNotificationId: r.paymentNotificationId, paymentDueDate: r.paymentDueDate })));
    const late = checkLate(
      selected.map((r) => ({
        id: r.id,
        label: ja.payments.paymentLabel(nameOf(r), r.amount),
        date: body.transfer_date,
        dues: dues.get(r.id) ?? [],
        confirmed: r.lateReason ? { reason: r.lateReason, date: r.paymentDate } : null,
      })),
      body.late_reason,
    );
    if (body.late_reason) await repo.setLateReason(tx, auth.companyId, late.map((l) => l.id), body.late_reason);
    if (late.some((l) => l.confirmedNow)) await insertPaymentLogs(tx, lateLogs(auth.companyId, await actorName(tx, auth), late, body.transfer_date, 'export'));

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
        { today },
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
          r.number,
        ]),
      );
      if (!csv.ok) {
        throw unprocessable(csv.problems.map((p) => ja.payments.csvCellProblem(p.row >= 0 ? nameOf(selected[p.row]!) : '', transferCsvHeader[p.column] ?? '', p.chars.join(' '))));
      }
      bytes = csv.bytes;
    }
    const exported = await repo.insertPaymentExport(tx, {
      companyId: auth.companyId,
      code: newCode(),
      format: body.export_format,
      transferDate: body.transfer_date,
      transferAccountId: account!.id,
      content: bytes.toString('base64'),
      count: selected.length,
      total: selected.reduce((s, r) => s + r.amount, 0),
      createdById: auth.employeeId,
    });
    await repo.markExported(tx, auth.companyId, selected.map((r) => r.id), exported.id);
    await logBankReads(tx, auth, selected.map((r) => r.workerId), clientAddress);
    return { fileName: exported.fileName, contentType: contentTypes[body.export_format], bytes, code: exported.code };
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
    number: r.number,
    format: r.format,
    file_name: transferFileName(r),
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
  return { fileName: transferFileName(row), contentType: contentTypes[row.format], bytes: Buffer.from(row.content, 'base64'), code: row.code };
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
      r.payment.number,
      r.payment.code,
      r.notificationNumber,
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
