/**
 * 電子帳簿保存法's printable pages: a document's 訂正削除の履歴, the 事務処理規程 and, in the 税務調査用 export, the
 * summary of a 納品 or 請求書 that has no uploaded file. A4 portrait, Noto Sans JP embedded (subset) like every PDF of
 * the product (lib/pdf/business-document.ts), so the Japanese text is extractable; text flows onto new pages.
 */
import PDFDocument from 'pdfkit';
import { loadFonts } from '../../../lib/pdf/business-document';

const M = 48;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#8c8c8c';

/** One block of a text document, in order. */
export type TextBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; muted?: boolean }
  /** label / value pairs in two columns */
  | { kind: 'fields'; rows: { label: string; value: string }[] }
  | { kind: 'rule' };

export async function renderTextDocument(blocks: readonly TextBlock[]): Promise<Buffer> {
  const fonts = await loadFonts();
  const doc = new PDFDocument({ size: 'A4', margin: M, bufferPages: false, info: { Title: blocks.find((b) => b.kind === 'title')?.text ?? '' } });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * M;
  const bottom = () => doc.page.height - M;
  const ensure = (h: number) => {
    if (doc.y + h > bottom()) doc.addPage();
  };
  for (const b of blocks) {
    switch (b.kind) {
      case 'title':
        doc.font('bold').fontSize(15).fillColor(INK).text(b.text, M, doc.y, { width, align: 'center' });
        doc.moveDown(0.8);
        break;
      case 'heading':
        ensure(40);
        doc.moveDown(0.4);
        doc.font('bold').fontSize(11).fillColor(INK).text(b.text, M, doc.y, { width });
        doc.moveDown(0.3);
        break;
      case 'paragraph':
        doc.font('regular').fontSize(9.5).fillColor(b.muted ? MUTED : INK).text(b.text, M, doc.y, { width, lineGap: 2 });
        doc.moveDown(0.3);
        break;
      case 'fields': {
        const labelW = 130;
        for (const row of b.rows) {
          doc.font('regular').fontSize(9);
          const h = Math.max(doc.heightOfString(row.label, { width: labelW - 6 }), doc.heightOfString(row.value || ' ', { width: width - labelW }));
          ensure(h + 4);
          const y = doc.y;
          doc.fillColor(MUTED).text(row.label, M, y, { width: labelW - 6 });
          doc.fillColor(INK).text(row.value || ' ', M + labelW, y, { width: width - labelW });
          doc.y = y + h + 3;
        }
        doc.moveDown(0.2);
        break;
      }
      case 'rule':
        ensure(10);
        doc.moveTo(M, doc.y + 2).lineTo(M + width, doc.y + 2).lineWidth(0.5).strokeColor(RULE).stroke();
        doc.y += 8;
        break;
    }
  }
  doc.end();
  return done;
}
