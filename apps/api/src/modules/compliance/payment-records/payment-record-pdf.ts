/**
 * The 支払調書 as a PDF, laid out like the official form (報酬、料金、契約金及び賞金の支払調書): the heading with the
 * 令和 year, 支払を受ける者 (住所・氏名又は名称・個人番号又は法人番号), 区分, 細目, 支払金額 with 内 未払, 源泉徴収税額 with
 * 内 未徴収, 摘要, 支払者 (住所・名称・電話・法人番号). The payee's copy never prints a 個人番号 (a corporation's
 * 法人番号 is public and is printed); the office copy prints the number it is given. Noto Sans JP embedded (subset),
 * so the text is extractable; A4 portrait, one page.
 */
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { reiwaYear, type PaymentRecordCopy } from '@app/shared/payment-records';
import { loadFonts } from '../../../lib/pdf/business-document';
import type { RecordDocument } from './payment-records.service';

const t = ja.paymentRecords.pdf;
const M = 42.52;
const W = 595.28 - 2 * M;
const INK = '#1a1a1a';
const RULE = '#555555';
const SHADE = '#eef1f5';

type Doc = InstanceType<typeof PDFDocument>;

let parsedFont: Promise<Font> | undefined;
/**
 * Noto Sans JP Regular parsed once per process and shared by every document (pdfkit takes a parsed font as it is and
 * subsets it per document): parsing the 5.5 MB font for each PDF was most of a 1,000-PDF zip's time.
 */
function regularFont(): Promise<Font> {
  parsedFont ??= loadFonts().then((fonts) => create(fonts.regular));
  parsedFont.catch(() => (parsedFont = undefined));
  return parsedFont;
}

/** Text in a cell: one line (smaller, down to 6 pt, when it would not fit) unless `height` allows it to wrap. */
function text(doc: Doc, value: string, x: number, y: number, w: number, opts: { size?: number; align?: 'left' | 'right' | 'center'; height?: number } = {}) {
  doc.font('regular').fontSize(opts.size ?? 9).fillColor(INK);
  if (opts.height) {
    doc.text(value, x, y, { width: w, align: opts.align ?? 'left', height: opts.height, ellipsis: true });
    return;
  }
  let size = opts.size ?? 9;
  while (size > 6 && doc.widthOfString(value) > w) doc.fontSize((size -= 0.5));
  const width = doc.widthOfString(value);
  const left = opts.align === 'right' ? x + w - width : opts.align === 'center' ? x + (w - width) / 2 : x;
  doc.text(value, Math.max(x, left), y, { lineBreak: false });
}

function box(doc: Doc, x: number, y: number, w: number, h: number, shade = false) {
  if (shade) doc.rect(x, y, w, h).fill(SHADE);
  doc.rect(x, y, w, h).lineWidth(0.6).strokeColor(RULE).stroke();
}

/** A labelled cell: the label shaded at the left, the value beside it. */
function labelled(doc: Doc, label: string, value: string, x: number, y: number, w: number, h: number, labelW = 110) {
  box(doc, x, y, labelW, h, true);
  text(doc, label, x + 4, y + (h - 10) / 2, labelW - 8, { size: 8 });
  box(doc, x + labelW, y, w - labelW, h);
  text(doc, value, x + labelW + 6, y + (h - 11) / 2, w - labelW - 12, { size: 10 });
}

/**
 * Renders one record. `number`: what the 個人番号又は法人番号 cell of the payee prints — the office copy passes the
 * 個人番号 (or 法人番号); the payee copy passes a corporation's 法人番号 only, never a 個人番号.
 */
export async function renderPaymentRecord(record: RecordDocument, copy: PaymentRecordCopy, number: string | null): Promise<Buffer> {
  const font = await regularFont();
  const doc = new PDFDocument({
    size: 'A4',
    // the Japanese font from the start: pdfkit's default (Helvetica) would be loaded for nothing
    font: font as unknown as string,
    margins: { top: M, left: M, right: M, bottom: 0 },
    lang: 'ja-JP',
    displayTitle: true,
    info: { Title: ja.paymentRecords.formHeading(reiwaYear(record.year)), Author: record.payer.name, Creator: ja.app.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', font as unknown as Buffer);

  let y = M;
  text(doc, ja.paymentRecords.formHeading(reiwaYear(record.year)), M, y, W, { size: 14, align: 'center' });
  y += 24;
  text(doc, ja.paymentRecords.copies[copy], M, y, W, { size: 9, align: 'right' });
  y += 16;

  // 支払を受ける者
  const sideW = 28;
  const rowH = 30;
  box(doc, M, y, sideW, rowH * 3, true);
  text(doc, t.payee, M + 6, y + 8, sideW - 10, { size: 8, height: rowH * 3 - 10 });
  labelled(doc, t.address, record.payee.address || t.none, M + sideW, y, W - sideW, rowH);
  labelled(doc, t.name, record.payee.name, M + sideW, y + rowH, W - sideW, rowH);
  labelled(doc, t.myNumber, number ?? '', M + sideW, y + rowH * 2, W - sideW, rowH);
  y += rowH * 3 + 8;

  // 区分 / 細目 / 支払金額 / 源泉徴収税額
  const cols = [
    { label: t.category, w: 0.22 },
    { label: t.detail, w: 0.26 },
    { label: `${t.paymentAmount}${t.unpaidNote}`, w: 0.26 },
    { label: `${t.withholding}${t.unwithheldNote}`, w: 0.26 },
  ];
  let x = M;
  for (const c of cols) {
    box(doc, x, y, W * c.w, 18, true);
    text(doc, c.label, x + 2, y + 5, W * c.w - 4, { size: 8, align: 'center' });
    x += W * c.w;
  }
  y += 18;
  const valueH = 44;
  x = M;
  const amountCell = (inner: number, total: number, cx: number, cw: number) => {
    box(doc, cx, y, cw, valueH);
    text(doc, `${t.unpaidOf} ${formatMoney(inner)}`, cx + 4, y + 4, cw - 8, { size: 8 });
    text(doc, formatMoney(total), cx + 4, y + 22, cw - 8, { size: 12, align: 'right' });
  };
  box(doc, x, y, W * 0.22, valueH);
  text(doc, record.category, x + 4, y + 16, W * 0.22 - 8, { size: 10 });
  x += W * 0.22;
  box(doc, x, y, W * 0.26, valueH);
  text(doc, record.detail, x + 4, y + 16, W * 0.26 - 8, { size: 10 });
  x += W * 0.26;
  amountCell(record.unpaid_amount, record.payment_amount, x, W * 0.26);
  x += W * 0.26;
  amountCell(record.unwithheld_amount, record.withholding, x, W * 0.26);
  y += valueH + 8;

  // 摘要
  const remarks = [record.remarks, record.contract ? `${t.contract}: ${record.contract.name}（${record.contract.code}）` : ''].filter(Boolean).join('　');
  labelled(doc, t.remarks, remarks, M, y, W, 36, 60);
  y += 44;

  // 支払者
  box(doc, M, y, sideW, rowH * 3, true);
  text(doc, t.payer, M + 6, y + 26, sideW - 10, { size: 8, height: rowH * 3 - 30 });
  labelled(doc, t.address, record.payer.address || t.none, M + sideW, y, W - sideW, rowH);
  labelled(doc, t.name, `${record.payer.name}${record.payer.phone ? `（${t.phone} ${record.payer.phone}）` : ''}`, M + sideW, y + rowH, W - sideW, rowH);
  labelled(doc, t.corporateNumber, record.payer.corporate_number, M + sideW, y + rowH * 2, W - sideW, rowH);
  y += rowH * 3 + 12;

  if (copy === 'payee') text(doc, t.payeeCopyNote, M, y, W, { size: 8 });

  doc.end();
  return done;
}
