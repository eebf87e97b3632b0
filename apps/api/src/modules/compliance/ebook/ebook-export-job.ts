/**
 * 税務調査用 export (issue #25 item 2): for a 取引年月日 period, one zip with
 * - index.csv: every indexed document (種類, 番号, 取引年月日, 取引金額, 取引先, 版, 保存期限, the files of it in the zip),
 * - history.csv: every version of those documents with each changed field (before → after),
 * - each document's PDF under documents/<種類>/: 発注書 and 支払通知書 rendered by their own modules, 納品 and 請求書 as
 *   uploaded (their files) plus a rendered summary of the indexed content (always, so a document without a file is
 *   still there in a readable form). A document deleted after its retention has its summary only.
 * CSVs are UTF-8 with a BOM (lib/csv.ts toCsv): Excel opens them in Japanese, and no 取引先 name is lost to characters
 * Shift_JIS lacks (docs/decisions.md). Rendering is idempotent, so progress is ctx.progress (redone after a crash).
 */
import { zipSync } from 'fflate';
import { and, eq } from 'drizzle-orm';
import { ebookDocumentKindLabels, ebookExportZipName, type EbookVersionWire } from '@app/shared/ebook';
import { formatDate, formatDateTime } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import type { Queryable } from '../../../db/client';
import { deliveries, invoices } from '../../../db/schema/purchase-orders';
import { toCsv } from '../../../lib/csv';
import { renderBusinessDocument } from '../../../lib/pdf/business-document';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { renderOrderPdf } from '../../ordering/purchase-orders/purchase-order-pdf';
import { notificationDocument } from '../../payments/payment-notifications/payment-notification-pdf';
import { findByCode as findNotification } from '../../payments/payment-notifications/payment-notifications.repository';
import type { JobHandler } from '../../platform/jobs/jobs';
import { historyBlocks } from './ebook-documents';
import { renderTextDocument } from './ebook-pdf';
import * as repo from './ebook.repository';
import { toWire, versionWires } from './ebook.service';

export const EBOOK_EXPORT_KIND = 'ebook.export';
export type ExportParams = { date_from: string; date_to: string };

const t = ja.ebook;
const PROGRESS_EVERY = 25;
/** An uploaded file larger than this is listed in index.csv but not copied (the worker's uploads are capped lower). */
const MAX_FILE_BYTES = 100 * 1024 * 1024;

type StoredRef = { key: string; name: string };

/** A name safe in a zip path (no folder separators or control characters). */
const safe = (name: string) => [...name].map((c) => (c.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('');

async function uploadsOf(db: Queryable, companyId: number, doc: repo.DocumentRow): Promise<StoredRef[]> {
  if (doc.sourceDeletedAt) return [];
  if (doc.kind === 'delivery') {
    const [row] = await db.select({ files: deliveries.files }).from(deliveries).where(and(eq(deliveries.companyId, companyId), eq(deliveries.id, doc.sourceId)));
    return row?.files ?? [];
  }
  if (doc.kind === 'invoice') {
    const [row] = await db.select({ file: invoices.file }).from(invoices).where(and(eq(invoices.companyId, companyId), eq(invoices.id, doc.sourceId)));
    return row?.file ? [row.file] : [];
  }
  return [];
}

/** The document's own PDF (発注書, 支払通知書) as its module renders it now; null when its module has none or it is gone. */
async function ownPdf(db: Queryable, companyId: number, doc: repo.DocumentRow): Promise<Buffer | null> {
  if (doc.sourceDeletedAt) return null;
  if (doc.kind === 'purchase_order') return (await renderOrderPdf(db, companyId, doc.sourceCode)).bytes;
  if (doc.kind === 'payment_notification') {
    const n = await findNotification(db, companyId, doc.sourceCode);
    return n ? renderBusinessDocument(await notificationDocument(db, n)) : null;
  }
  return null;
}

function historyRows(doc: repo.DocumentRow, versions: readonly EbookVersionWire[]): (string | number)[][] {
  const base = (v: EbookVersionWire) => [ebookDocumentKindLabels[doc.kind], doc.number, v.version, t.actions[v.action], formatDateTime(v.createdAt), v.actorName ?? ''];
  return versions.flatMap((v) =>
    v.changes.length === 0 ? [[...base(v), '', '', '']] : v.changes.map((c) => [...base(v), c.label, c.before ?? '', c.after ?? '']),
  );
}

export function ebookExportJob(storage: FileStorage): JobHandler<ExportParams> {
  return {
    kind: EBOOK_EXPORT_KIND,
    async run(job) {
      const { date_from: from, date_to: to } = job.run.params;
      const companyId = job.run.companyId;
      const docs = await repo.documentsInPeriod(job.db, companyId, from, to);
      const entries: Record<string, [Uint8Array, { level: 0 | 6 }]> = {};
      const put = (path: string, bytes: Uint8Array, compress = false) => {
        let name = path;
        for (let n = 2; name in entries; n += 1) name = path.replace(/(\.[^./]+)?$/, (ext) => ` (${n})${ext}`);
        entries[name] = [bytes, { level: compress ? 6 : 0 }];
        return name;
      };
      const indexRows: (string | number)[][] = [];
      const history: (string | number)[][] = [];
      for (const [i, doc] of docs.entries()) {
        const versions = versionWires(doc.kind, await repo.versionsOf(job.db, companyId, [doc.id]));
        const folder = `documents/${ebookDocumentKindLabels[doc.kind]}`;
        const stem = safe(`${doc.number}_${doc.sourceCode}`);
        const files: string[] = [];
        const own = await ownPdf(job.db, companyId, doc);
        if (own) files.push(put(`${folder}/${stem}.pdf`, own));
        else files.push(put(`${folder}/${stem}_${safe(t.history.entry)}.pdf`, await renderTextDocument(historyBlocks(toWire(doc, undefined), versions.slice(-1)))));
        for (const upload of await uploadsOf(job.db, companyId, doc)) {
          const bytes = await storage.read(upload.key, { maxBytes: MAX_FILE_BYTES }).catch(() => null);
          if (bytes) files.push(put(`${folder}/${stem}/${safe(upload.name)}`, bytes));
        }
        indexRows.push([
          ebookDocumentKindLabels[doc.kind],
          doc.number,
          formatDate(doc.transactionDate),
          doc.amount,
          doc.partnerName,
          doc.partnerCode,
          doc.version,
          formatDate(doc.retainUntil),
          doc.sourceDeletedAt ? formatDateTime(new Date(doc.sourceDeletedAt)) : '',
          files.join('; '),
        ]);
        history.push(...historyRows(doc, versions));
        if ((i + 1) % PROGRESS_EVERY === 0) await job.progress(i + 1);
      }
      const x = t.index;
      put(t.export.indexCsv, toCsv([x.kind, x.number, x.transactionDate, x.amount, x.partnerName, x.partnerCode, x.version, x.retainUntil, x.sourceDeletedAt, x.file], indexRows), true);
      put(t.export.historyCsv, toCsv([x.kind, x.number, x.version, x.action, x.versionAt, x.actor, x.field, x.before, x.after], history), true);
      await job.progress(docs.length);
      await job.saveFile(Buffer.from(zipSync(entries)), ebookExportZipName(from, to), 'application/zip');
    },
  };
}
