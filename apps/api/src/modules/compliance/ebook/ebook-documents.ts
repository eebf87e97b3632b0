/**
 * 電子帳簿保存法's documents: a document's 訂正削除の履歴 (PDF: the index entry and every version with its differences)
 * and the 事務処理規程 template with the company's name and adoption day filled in (PDF, and UTF-8 text to edit).
 */
import { formatDate, formatDateTime, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { ebookDocumentKindLabels, type EbookDocumentWire, type EbookVersionWire } from '@app/shared/ebook';
import type { Db } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth-context';
import type { Download } from '../../../lib/downloads';
import { renderTextDocument, type TextBlock } from './ebook-pdf';
import * as repo from './ebook.repository';
import { requireDocument, retentionYears, toWire, versionWires } from './ebook.service';

const t = ja.ebook;

/** The index entry of a document as label / value rows. */
function indexFields(d: EbookDocumentWire): { label: string; value: string }[] {
  return [
    { label: t.index.kind, value: ebookDocumentKindLabels[d.kind] },
    { label: t.index.number, value: d.number },
    { label: t.index.transactionDate, value: formatDate(d.transactionDate) },
    { label: t.index.amount, value: formatMoney(d.amount) },
    { label: t.index.partnerName, value: d.partnerName },
    { label: t.index.partnerCode, value: d.partnerCode },
    { label: t.index.version, value: String(d.version) },
    { label: t.index.retainUntil, value: formatDate(d.retainUntil) },
    ...(d.sourceDeletedAt ? [{ label: t.index.sourceDeletedAt, value: formatDateTime(d.sourceDeletedAt) }] : []),
  ];
}

/** The history as text blocks: the index, then each version (oldest first) with its changes and its content. */
export function historyBlocks(d: EbookDocumentWire, versions: readonly EbookVersionWire[], now = new Date()): TextBlock[] {
  const blocks: TextBlock[] = [
    { kind: 'title', text: `${t.history.title}（${ebookDocumentKindLabels[d.kind]} ${d.number}）` },
    { kind: 'paragraph', text: t.history.printed(formatDateTime(now)), muted: true },
    { kind: 'heading', text: t.history.entry },
    { kind: 'fields', rows: indexFields(d) },
  ];
  for (const v of versions) {
    blocks.push({ kind: 'rule' }, { kind: 'heading', text: t.history.version(v.version, t.actions[v.action], formatDateTime(v.createdAt)) });
    if (v.actorName) blocks.push({ kind: 'paragraph', text: t.history.actor(v.actorName), muted: true });
    if (v.changes.length > 0) {
      blocks.push({
        kind: 'fields',
        rows: v.changes.map((c) => ({ label: c.label, value: `${t.index.before}：${c.before ?? t.values.none}\n${t.index.after}：${c.after ?? t.values.none}` })),
      });
    } else if (v.action === 'created') {
      blocks.push({ kind: 'fields', rows: v.fields });
    }
  }
  return blocks;
}

export async function historyPdf(db: Db, auth: AuthContext, id: number): Promise<Download> {
  const row = await requireDocument(db, auth, id);
  const wire = toWire(row, undefined);
  const versions = versionWires(row.kind, await repo.versionsOf(db, auth.companyId, [row.id]));
  const bytes = await renderTextDocument(historyBlocks(wire, versions));
  return { fileName: t.history.fileName(ebookDocumentKindLabels[row.kind], row.number), contentType: 'application/pdf', bytes };
}

/** The 事務処理規程 with the company's name, adoption day (or blanks) and retention years. */
async function regulationArticles(db: Db, auth: AuthContext) {
  const [name, settings] = await Promise.all([repo.companyName(db, auth.companyId), repo.settingsOf(db, auth.companyId)]);
  const adopted = settings.regulationAdoptedOn ? formatDate(settings.regulationAdoptedOn) : t.regulation.unsetDate;
  return t.regulation.articles(name || t.regulation.companyPlaceholder, adopted, retentionYears(settings));
}

export async function regulation(db: Db, auth: AuthContext, format: 'pdf' | 'txt'): Promise<Download> {
  const articles = await regulationArticles(db, auth);
  if (format === 'txt') {
    const text = [t.regulation.title, '', ...articles.flatMap((a) => [a.heading, a.text, ''])].join('\r\n');
    return { fileName: t.regulation.fileName('txt'), contentType: 'text/plain; charset=utf-8', bytes: Buffer.from(text, 'utf8') };
  }
  const blocks: TextBlock[] = [{ kind: 'title', text: t.regulation.title }];
  for (const a of articles) blocks.push({ kind: 'heading', text: a.heading }, { kind: 'paragraph', text: a.text });
  return { fileName: t.regulation.fileName('pdf'), contentType: 'application/pdf', bytes: await renderTextDocument(blocks) };
}
