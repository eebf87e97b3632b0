/**
 * 支払調書 files: one record's PDF (payee copy, or the office copy with the 個人番号 for the マイナンバー担当 only — each
 * read logged with the purpose 支払調書作成), the published snapshot for the worker, and the zip of many (SPEC §9
 * names; fflate, stored without recompression: a PDF is compressed already).
 */
import { zipSync } from 'fflate';
import { ja } from '@app/shared/messages/ja';
import { contractPaymentRecordFileName, paymentRecordFileName, paymentRecordZipName, type PaymentRecordCopy } from '@app/shared/payment-records';
import type { Db } from '../../../db/client';
import type { Download } from '../../../lib/downloads';
import type { AuthContext } from '../../../lib/auth-context';
import type { MyNumberCipher } from '../../../lib/my-number-crypto';
import { requireStaff } from '../my-numbers/my-number-log';
import { revealForWorker } from '../my-numbers/my-numbers.service';
import { renderPaymentRecord } from './payment-record-pdf';
import { contractRecord, unprocessable, workerRecord, type Computed, type RecordDocument } from './payment-records.service';

const m = ja.paymentRecords;
const PDF = 'application/pdf';

export type Actor = { auth: AuthContext; ip: string };
export type DownloadDeps = { db: Db; cipher: MyNumberCipher };

export function recordFileName(d: RecordDocument): string {
  return d.contract ? contractPaymentRecordFileName(d.year, d.payee.file_name, d.contract.code) : paymentRecordFileName(d.year, d.payee.file_name);
}

/**
 * What the payee's 個人番号又は法人番号 cell prints. Payee copy: a corporation's 法人番号 (public), never a 個人番号.
 * Office copy: the マイナンバー担当 only (403, the refusal logged); an individual's number read from the store and
 * logged (purpose 支払調書作成), a worker without one refused by name (422); a corporation's 法人番号 or 422.
 */
async function numberFor(deps: DownloadDeps, actor: Actor, r: Computed, copy: PaymentRecordCopy): Promise<string | null> {
  const name = r.document.payee.name;
  if (copy === 'payee') return r.document.payee.corporate_number || null;
  const target = { id: r.payee.id, code: r.payee.code, name: r.payee.fullName };
  if (r.entityType === 'corporation') {
    await requireStaff(deps.db, actor, 'reveal', target);
    if (!r.payee.corporateNumber) throw unprocessable([m.noCorporateNumber(name)]);
    return r.payee.corporateNumber;
  }
  const number = await revealForWorker(deps, actor, target, m.myNumberPurpose);
  if (number === null) throw unprocessable([m.noMyNumber(name)]);
  return number;
}

export async function recordPdf(deps: DownloadDeps, actor: Actor, r: Computed, copy: PaymentRecordCopy): Promise<Download> {
  const number = await numberFor(deps, actor, r, copy);
  return { fileName: recordFileName(r.document), contentType: PDF, bytes: await renderPaymentRecord(r.document, copy, number) };
}

const computedOr422 = <T extends { none: true }>(r: Computed | T, name: string, year: number): Computed => {
  if ('none' in r) throw unprocessable([m.noPayments(name, year)]);
  return r;
};

export async function workerPdf(deps: DownloadDeps, actor: Actor, code: string, year: number, copy: PaymentRecordCopy): Promise<Download> {
  const r = await workerRecord(deps.db, actor.auth.companyId, code, year);
  return recordPdf(deps, actor, computedOr422(r, r.payee.fullName, year), copy);
}

export async function contractPdf(deps: DownloadDeps, actor: Actor, code: string, year: number, copy: PaymentRecordCopy): Promise<Download> {
  const r = await contractRecord(deps.db, actor.auth.companyId, code, year);
  return recordPdf(deps, actor, computedOr422(r, r.payee.fullName, year), copy);
}

/** The worker's copy of a published record: the snapshot as published (never a 個人番号). */
export async function snapshotPdf(snapshot: RecordDocument): Promise<Download> {
  return { fileName: recordFileName(snapshot), contentType: PDF, bytes: await renderPaymentRecord(snapshot, 'payee', snapshot.payee.corporate_number || null) };
}

/** The zip of payee copies: one PDF per record under its §9 name (a repeated name gets ` (2)`). */
export function zipRecords(year: number, kind: 'businessors' | 'contracts', files: readonly { fileName: string; bytes: Uint8Array }[]): Download {
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const f of files) {
    let name = f.fileName;
    for (let n = 2; name in entries; n += 1) name = f.fileName.replace(/\.pdf$/, ` (${n}).pdf`);
    entries[name] = [f.bytes, { level: 0 }];
  }
  return { fileName: paymentRecordZipName(year, kind), contentType: 'application/zip', bytes: Buffer.from(zipSync(entries)) };
}
