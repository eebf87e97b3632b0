/**
 * One renderer for every business document the product sends as a PDF (発注書, 支払通知書 / 仕入明細書, 支払調書 …):
 * A4 portrait in the layout Japanese companies use — title centred, the recipient left with 御中/様, the issuer right
 * with its インボイス登録番号, the amount boxed at the top, the 明示事項 table, the item table (repeated header on every
 * page), the per-rate tax summary, the totals and 備考. The caller maps its record onto `BusinessDocument` (plain data:
 * integer yen, 'YYYY-MM-DD' dates, its own labels from the message catalogue); no document's own words live here.
 * Noto Sans JP (from npm) is embedded as a subset, so the Japanese text is extractable (pdftotext) and the file stays
 * small. See docs/documents.md.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatDate, formatMoney } from '@app/shared/format';
import type { BusinessDocument, BusinessDocumentItem, Party } from '@app/shared/business-document';
import { ja } from '@app/shared/messages/ja';

// The document model is shared with the screens (apps/web/src/components/business-document-view.tsx).
export type { BusinessDocument, BusinessDocumentGroup, BusinessDocumentItem, Party, TaxRate } from '@app/shared/business-document';

const words = ja.businessDocument;

// A4 portrait in points; margins 15 mm.
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const M = 42.52;
const W = PAGE_W - 2 * M;
/** Content stops here (14 mm from the foot); the page number sits below. */
const BOTTOM = PAGE_H - 40;
const PAGE_NUMBER_Y = PAGE_H - 30;

const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#8c8c8c';
const SHADE = '#eef1f5';
const SHADE_DARK = '#dfe5ec';

/** The item table's columns; 品目 takes what the others leave. */
const COLUMNS = (() => {
  const fixed = { quantity: 48, unit: 38, unitPrice: 76, taxRate: 42, amount: 86 };
  const name = W - Object.values(fixed).reduce((a, b) => a + b, 0);
  const widths = { name, ...fixed };
  let x = M;
  const out = {} as Record<keyof typeof widths, { x: number; w: number }>;
  for (const key of ['name', 'quantity', 'unit', 'unitPrice', 'taxRate', 'amount'] as const) {
    out[key] = { x, w: widths[key] };
    x += widths[key];
  }
  return out;
})();

const resolveModule = createRequire(import.meta.url).resolve;
let fontFiles: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/**
 * Noto Sans JP Regular and Bold, read once per process (≈5.5 MB each; only the glyphs used are embedded). Other
 * renderers of a fixed form (the 支払調書) register the same fonts.
 */
export function loadFonts() {
  fontFiles ??= (async () => {
    const file = (weight: string) =>
      readFile(resolveModule(`@expo-google-fonts/noto-sans-jp/${weight}/NotoSansJP_${weight}.ttf`));
    const [regular, bold] = await Promise.all([file('400Regular'), file('700Bold')]);
    return { regular, bold };
  })();
  fontFiles.catch(() => (fontFiles = undefined));
  return fontFiles;
}

/** '1000.5' → '1,000.5'; anything that is not a plain decimal is shown as given. */
export function formatQuantity(quantity: string): string {
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(quantity.trim());
  if (!m) return quantity;
  const fraction = (m[3] ?? '').replace(/\.?0+$/, '');
  return `${m[1]}${Number(m[2]).toLocaleString('ja-JP')}${fraction}`;
}

type Doc = InstanceType<typeof PDFDocument>;
type Style = { size?: number; bold?: boolean; color?: string };

function style(doc: Doc, { size = 9, bold = false, color = INK }: Style) {
  doc.font(bold ? 'bold' : 'regular').fontSize(size).fillColor(color);
}

/** One line at (x, y), never wrapped. */
function line(doc: Doc, text: string, x: number, y: number, s: Style = {}) {
  style(doc, s);
  doc.text(text, x, y, { lineBreak: false });
}

function lineRight(doc: Doc, text: string, right: number, y: number, s: Style = {}) {
  style(doc, s);
  doc.text(text, right - doc.widthOfString(text), y, { lineBreak: false });
}

function lineCentre(doc: Doc, text: string, x: number, w: number, y: number, s: Style = {}) {
  style(doc, s);
  doc.text(text, x + (w - doc.widthOfString(text)) / 2, y, { lineBreak: false });
}

/** Wrapped text in a column; answers its height. */
function block(doc: Doc, text: string, x: number, y: number, w: number, s: Style = {}) {
  style(doc, s);
  doc.text(text, x, y, { width: w, lineGap: 1 });
  return doc.heightOfString(text, { width: w, lineGap: 1 });
}

function blockHeight(doc: Doc, text: string, w: number, s: Style = {}) {
  style(doc, s);
  return doc.heightOfString(text, { width: w, lineGap: 1 });
}

/** Line height of one line at a size; used to centre text vertically in a cell. */
function lineHeight(doc: Doc, s: Style = {}) {
  style(doc, s);
  return doc.currentLineHeight(true);
}

function cell(doc: Doc, x: number, y: number, w: number, h: number, fill?: string) {
  if (fill) doc.rect(x, y, w, h).fill(fill);
  doc.rect(x, y, w, h).lineWidth(0.5).strokeColor(RULE).stroke();
}

function partyLines(party: Party): string[] {
  const lines: string[] = [];
  if (party.postalCode) lines.push(`${words.postalMark}${party.postalCode}`);
  if (party.address) lines.push(party.address);
  if (party.phone) lines.push(`${words.phone} ${party.phone}`);
  if (party.invoiceRegistrationNumber !== undefined) {
    lines.push(
      party.invoiceRegistrationNumber
        ? `${words.registrationNumber}：${party.invoiceRegistrationNumber}`
        : words.notRegistered,
    );
  }
  return lines;
}

const isReduced = (item: BusinessDocumentItem) => item.reduced ?? item.taxRate === 8;

/** Renders the document as an A4 PDF with Noto Sans JP embedded (subset). */
export async function renderBusinessDocument(input: BusinessDocument): Promise<Buffer> {
  const fonts = await loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    // The layout places everything itself; a zero bottom margin keeps pdfkit from adding pages on its own.
    margins: { top: M, left: M, right: M, bottom: 0 },
    bufferPages: true,
    lang: 'ja-JP',
    displayTitle: true,
    info: { Title: `${input.title} ${input.documentNumber}`, Author: input.issuer.name, Creator: ja.app.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  let y = drawHeader(doc, input);
  y = drawTerms(doc, input, y);
  y = drawItems(doc, input, y);
  y = drawTotals(doc, input, y + 10);
  y = drawRemarks(doc, input, y + 12);
  drawFootnotes(doc, input, y + 8);
  drawPageNumbers(doc);

  doc.end();
  return done;
}

/** Starts a continuation page: the document's title and number small at the top. Answers the first free y. */
function continuationPage(doc: Doc, input: BusinessDocument) {
  doc.addPage();
  line(doc, `${input.title}${words.continued}`, M, M, { size: 9, bold: true });
  lineRight(doc, `${input.documentNumberLabel}：${input.documentNumber}`, M + W, M, { size: 8.5, color: MUTED });
  return M + 22;
}

function drawHeader(doc: Doc, input: BusinessDocument) {
  // Number and date, top right.
  lineRight(doc, `${input.documentNumberLabel}：${input.documentNumber}`, M + W, M, { size: 9 });
  lineRight(doc, `${input.issueDateLabel}：${formatDate(input.issueDate)}`, M + W, M + 14, { size: 9 });

  // Title, centred, spaced like a printed form.
  const spacing = 8;
  style(doc, { size: 22, bold: true });
  const titleWidth = doc.widthOfString(input.title, { characterSpacing: spacing }) - spacing;
  doc.text(input.title, M + (W - titleWidth) / 2, M + 30, { lineBreak: false, characterSpacing: spacing });

  // Recipient, left.
  const top = M + 74;
  const leftW = 275;
  const { recipient } = input;
  let ly = top;
  const nameH = block(doc, recipient.name, M, ly, leftW - 40, { size: 14, bold: true });
  if (recipient.honorific) {
    // On the name's last line, baselines aligned (Noto Sans JP's ascent is 1.16 em).
    const lastLineY = ly + nameH - lineHeight(doc, { size: 14, bold: true }) - 1;
    line(doc, recipient.honorific, M + leftW - 30, lastLineY + 1 + 1.16 * (14 - 13), { size: 13 });
  }
  ly += nameH + 2;
  doc.moveTo(M, ly).lineTo(M + leftW, ly).lineWidth(1).strokeColor(INK).stroke();
  ly += 5;
  for (const text of partyLines(recipient)) ly += block(doc, text, M, ly, leftW, { size: 8.5, color: MUTED });

  if (input.lead) ly += 8 + block(doc, input.lead, M, ly + 8, leftW, { size: 9.5 });
  if (input.subject) {
    ly += 8;
    const h = block(doc, `${words.subject}：${input.subject}`, M, ly, leftW, { size: 10 });
    ly += h + 1;
    doc.moveTo(M, ly).lineTo(M + leftW, ly).lineWidth(0.5).strokeColor(RULE).stroke();
  }

  // The amount, boxed.
  ly += 12;
  const boxH = 34;
  const labelW = 100;
  cell(doc, M, ly, labelW, boxH, SHADE_DARK);
  cell(doc, M + labelW, ly, leftW - labelW, boxH);
  doc.rect(M, ly, leftW, boxH).lineWidth(1.2).strokeColor(INK).stroke();
  const labelStyle = { size: 10, bold: true };
  lineCentre(doc, input.amountToPayLabel, M, labelW, ly + (boxH - lineHeight(doc, labelStyle)) / 2, labelStyle);
  const amountStyle = { size: 17, bold: true };
  const amountY = ly + (boxH - lineHeight(doc, amountStyle)) / 2;
  lineRight(doc, formatMoney(input.amountToPay), M + leftW - 12, amountY, amountStyle);
  ly += boxH;

  // Issuer, right.
  const rightW = 205;
  const rx = M + W - rightW;
  let ry = top + 4;
  ry += block(doc, input.issuer.name, rx, ry, rightW, { size: 11, bold: true }) + 3;
  for (const text of partyLines(input.issuer)) ry += block(doc, text, rx, ry, rightW, { size: 8.5 });

  return Math.max(ly, ry) + 16;
}

function drawTerms(doc: Doc, input: BusinessDocument, start: number) {
  if (input.terms.length === 0) return start;
  const labelW = 104;
  const pad = 4;
  let y = start;
  for (const term of input.terms) {
    const h = Math.max(
      blockHeight(doc, term.label, labelW - 2 * pad, { size: 8.5, bold: true }),
      blockHeight(doc, term.value, W - labelW - 2 * pad, { size: 9 }),
    ) + 2 * pad;
    if (y + h > BOTTOM) y = continuationPage(doc, input);
    cell(doc, M, y, labelW, h, SHADE);
    cell(doc, M + labelW, y, W - labelW, h);
    block(doc, term.label, M + pad, y + pad, labelW - 2 * pad, { size: 8.5, bold: true });
    block(doc, term.value, M + labelW + pad, y + pad, W - labelW - 2 * pad, { size: 9 });
    y += h;
  }
  return y + 14;
}

function drawTableHeader(doc: Doc, y: number) {
  const h = 18;
  const s = { size: 8.5, bold: true };
  const ty = y + (h - lineHeight(doc, s)) / 2;
  for (const key of Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]) {
    const { x, w } = COLUMNS[key];
    cell(doc, x, y, w, h, SHADE_DARK);
    lineCentre(doc, words.columns[key], x, w, ty, s);
  }
  return y + h;
}

function drawItems(doc: Doc, input: BusinessDocument, start: number) {
  const pad = 4;
  const headings = input.groups.length > 1;
  let y = drawTableHeader(doc, start);
  const room = (h: number) => {
    if (y + h <= BOTTOM) return;
    y = drawTableHeader(doc, continuationPage(doc, input));
  };
  for (const group of input.groups) {
    if (headings) {
      const parts = [group.title];
      if (group.deliveryDate) parts.push(`${words.groupDeliveryDate}：${formatDate(group.deliveryDate)}`);
      if (group.inspectionDate) parts.push(`${words.groupInspectionDate}：${formatDate(group.inspectionDate)}`);
      const text = parts.join('　');
      const h = blockHeight(doc, text, W - 2 * pad, { size: 9, bold: true }) + 2 * pad;
      // A heading never stands alone at the foot of a page.
      room(h + 20);
      cell(doc, M, y, W, h, SHADE);
      block(doc, text, M + pad, y + pad, W - 2 * pad, { size: 9, bold: true });
      y += h;
    }
    for (const item of group.items) {
      const name = isReduced(item) ? `${item.name} ${words.reducedMark}` : item.name;
      const h = Math.max(18, blockHeight(doc, name, COLUMNS.name.w - 2 * pad, { size: 9 }) + 2 * pad);
      room(h);
      for (const { x, w } of Object.values(COLUMNS)) cell(doc, x, y, w, h);
      block(doc, name, COLUMNS.name.x + pad, y + pad, COLUMNS.name.w - 2 * pad, { size: 9 });
      // Numbers sit in the middle of a row that a long name made taller.
      const ty = y + (h - lineHeight(doc, { size: 9 })) / 2;
      const right = (key: keyof typeof COLUMNS, text: string) =>
        lineRight(doc, text, COLUMNS[key].x + COLUMNS[key].w - pad, ty, { size: 9 });
      right('quantity', formatQuantity(item.quantity));
      if (item.unit) lineCentre(doc, item.unit, COLUMNS.unit.x, COLUMNS.unit.w, ty, { size: 9 });
      right('unitPrice', formatMoney(item.unitPrice));
      lineCentre(doc, words.taxRateLabel[item.taxRate], COLUMNS.taxRate.x, COLUMNS.taxRate.w, ty, { size: 9 });
      right('amount', formatMoney(item.amount));
      y += h;
    }
  }
  return y;
}

function drawTotals(doc: Doc, input: BusinessDocument, start: number) {
  const rowH = 18;
  const pad = 5;
  const totals: { label: string; value: string; strong?: boolean }[] = [
    { label: words.subtotal, value: formatMoney(input.subtotal) },
    { label: words.taxTotal, value: formatMoney(input.taxTotal) },
    { label: words.total, value: formatMoney(input.total), strong: input.withholding == null },
  ];
  if (input.withholding != null) {
    totals.push({ label: words.withholding, value: formatMoney(-input.withholding) });
  }
  for (const adjustment of input.adjustments ?? []) totals.push({ label: adjustment.label, value: formatMoney(adjustment.amount) });
  if (input.withholding != null || input.amountToPay !== input.total) {
    totals.push({ label: input.amountToPayLabel, value: formatMoney(input.amountToPay), strong: true });
  }
  const summaryRows = input.taxSummary.length + 1;
  const height = Math.max(totals.length, summaryRows) * rowH;
  let y = start;
  if (y + height > BOTTOM) y = continuationPage(doc, input);

  // Totals, right.
  const tw = 230;
  const tx = M + W - tw;
  const labelW = 110;
  totals.forEach((row, i) => {
    const ry = y + i * rowH;
    const s = { size: row.strong ? 10 : 9, bold: row.strong ?? false };
    cell(doc, tx, ry, labelW, rowH, row.strong ? SHADE_DARK : SHADE);
    cell(doc, tx + labelW, ry, tw - labelW, rowH);
    const ty = ry + (rowH - lineHeight(doc, s)) / 2;
    line(doc, row.label, tx + pad, ty, { ...s, bold: true });
    lineRight(doc, row.value, tx + tw - pad, ty, s);
  });

  // 税率別内訳, left: 「10%対象 ¥… 消費税 ¥…」.
  if (input.taxSummary.length > 0) {
    const cols = [
      { w: 66, align: 'left' as const },
      { w: 82, align: 'right' as const },
      { w: 42, align: 'left' as const },
      { w: 72, align: 'right' as const },
    ];
    const sw = cols.reduce((a, c) => a + c.w, 0);
    const head = { size: 8.5, bold: true };
    cell(doc, M, y, sw, rowH, SHADE_DARK);
    line(doc, words.taxBreakdown, M + pad, y + (rowH - lineHeight(doc, head)) / 2, head);
    input.taxSummary.forEach((rate, i) => {
      const ry = y + (i + 1) * rowH;
      const ty = ry + (rowH - lineHeight(doc, { size: 9 })) / 2;
      const rateText =
        rate.rate === 0 ? words.taxRateLabel[0] : `${words.taxRateLabel[rate.rate]}${words.taxBase}`;
      const texts = [rateText, formatMoney(rate.base), rate.rate === 0 ? '' : words.tax, rate.rate === 0 ? '' : formatMoney(rate.tax)];
      let x = M;
      cell(doc, M, ry, sw, rowH);
      cols.forEach((c, j) => {
        const text = texts[j] ?? '';
        if (c.align === 'right') lineRight(doc, text, x + c.w - pad, ty, { size: 9 });
        else line(doc, text, x + pad, ty, { size: 9, color: j === 2 ? MUTED : INK });
        x += c.w;
      });
    });
  }
  return y + height;
}

function drawRemarks(doc: Doc, input: BusinessDocument, start: number) {
  if (!input.remarks?.trim()) return start;
  const pad = 6;
  const textW = W - 2 * pad;
  const s = { size: 9 };
  // Paragraphs fill a box per page, so long remarks run on to the next page instead of off this one.
  const paragraphs = input.remarks.replace(/\r\n?/g, '\n').split('\n');
  let y = start;
  if (y + 15 + 44 > BOTTOM) y = continuationPage(doc, input);
  line(doc, words.remarks, M, y, { size: 9, bold: true });
  y += 15;
  while (paragraphs.length > 0) {
    const chunk: string[] = [];
    while (paragraphs.length > 0) {
      const next = [...chunk, paragraphs[0]!].join('\n');
      if (chunk.length > 0 && y + blockHeight(doc, next, textW, s) + 2 * pad > BOTTOM) break;
      chunk.push(paragraphs.shift()!);
    }
    const text = chunk.join('\n');
    const boxH = Math.max(44, blockHeight(doc, text, textW, s) + 2 * pad);
    cell(doc, M, y, W, boxH);
    block(doc, text, M + pad, y + pad, textW, s);
    y += boxH;
    if (paragraphs.length > 0) y = continuationPage(doc, input);
  }
  return y;
}

function drawFootnotes(doc: Doc, input: BusinessDocument, start: number) {
  const reduced = input.groups.some((g) => g.items.some(isReduced));
  const notes = [...(reduced ? [words.reducedNote] : []), ...(input.footnotes ?? [])];
  let y = start;
  for (const note of notes) {
    const h = blockHeight(doc, note, W, { size: 8 });
    if (y + h > BOTTOM) y = continuationPage(doc, input);
    y += block(doc, note, M, y, W, { size: 8, color: MUTED });
  }
  return y;
}

/** 「1 / 2」 centred at the foot of every page. */
function drawPageNumbers(doc: Doc) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    lineCentre(doc, words.page(i + 1, range.count), M, W, PAGE_NUMBER_Y, { size: 8, color: MUTED });
  }
}
