/**
 * 支払調書 bulk work on the background queue (modules/platform/jobs): the zip of payee copies (idempotent: redone
 * after a crash, progress per PDF) and the mails (one item per record: publish if needed, one outbox mail and
 * emailed_at in the item's transaction, so a resumed job never mails anyone twice).
 */
import { ja } from '@app/shared/messages/ja';
import type { JobHandler } from '../../platform/jobs/jobs';
import { recordFileName, zipRecords } from './payment-record-downloads';
import { renderPaymentRecord } from './payment-record-pdf';
import { mailComputed, recordsByCodes } from './payment-records.service';

export type BulkParams = { kind: 'businessors' | 'contracts'; codes: string[]; year: number };

export const BULK_DOWNLOAD_KIND = 'payment_records.bulk_download';
export const BULK_EMAIL_KIND = 'payment_records.bulk_email';

/** Progress is written every this many PDFs (and at the end). */
const PROGRESS_EVERY = 25;

export const bulkDownloadJob: JobHandler<BulkParams> = {
  kind: BULK_DOWNLOAD_KIND,
  async run(job) {
    const { kind, codes, year } = job.run.params;
    const records = await recordsByCodes(job.db, job.run.companyId, kind, codes, year);
    const files: { fileName: string; bytes: Uint8Array }[] = [];
    const missing: string[] = [];
    for (const [i, r] of records.entries()) {
      if ('none' in r) missing.push(ja.paymentRecords.noPayments(r.payee.fullName, year));
      else files.push({ fileName: recordFileName(r.document), bytes: await renderPaymentRecord(r.document, 'payee', r.document.payee.corporate_number || null) });
      if ((i + 1) % PROGRESS_EVERY === 0) await job.progress(i + 1);
    }
    if (missing.length > 0) job.fail(missing);
    await job.progress(records.length);
    const zip = zipRecords(year, kind, files);
    await job.saveFile(zip.bytes, zip.fileName, zip.contentType);
  },
};

/** The mail job needs the app's URL for the portal link. */
export function bulkEmailJob(appUrl: string): JobHandler<BulkParams> {
  return {
    kind: BULK_EMAIL_KIND,
    async run(job) {
      const { kind, codes, year } = job.run.params;
      const who = { companyId: job.run.companyId, employeeId: job.run.createdById };
      const refused: string[] = [];
      for (const [i, code] of codes.entries()) {
        await job.item(i, async (tx) => {
          // read again in the item's transaction: what is mailed is what is published now
          const [r] = await recordsByCodes(tx, who.companyId, kind, [code], year);
          if (!r || 'none' in r) refused.push(ja.paymentRecords.noPayments(r?.payee.fullName ?? code, year));
          else if (r.payee.accountId === null) refused.push(ja.paymentRecords.noPortalAccount(r.payee.fullName));
          else await mailComputed(tx, who, r, appUrl);
        });
      }
      if (refused.length > 0) job.fail(refused);
    },
  };
}
