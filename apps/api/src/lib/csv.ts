/**
 * CSV for people who open files in Excel: exports are UTF-8 with a BOM, CRLF line ends, RFC 4180 quoting, and cells
 * that a spreadsheet would run as a formula (beginning with = + - @, tab or CR) neutralised with a leading `'`.
 * Imports accept UTF-8 (with or without BOM) and Shift-JIS (CP932), the two encodings Japanese Excel writes.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '@app/shared/api';
import {
  CSV_IMPORT_FIELD,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_CELL_CHARS,
  CSV_IMPORT_MAX_COLUMNS,
  CSV_IMPORT_MAX_ROWS,
} from '@app/shared/csv-import';
import { ja } from '@app/shared/messages/ja';
import { attachmentHeader } from './downloads';
import { HttpError } from './errors';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * A cell a spreadsheet would run as a formula (= + - @, tab, CR first, and the full-width ＝ that Japanese Excel turns
 * into =) — or one that already begins with `'` before such a character, so that taking one `'` off on import gives
 * back exactly what was exported.
 */
const FORMULA_START = /^'*[=+\-@\t\r＝]/;
const NEUTRALISED = /^'+[=+\-@\t\r＝]/;

/** A cell as written to an export: formulas neutralised with a leading `'` (a lone '-' for "none" is left alone). */
export function neutraliseCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (typeof value === 'number') return text; // negative numbers stay numbers
  return FORMULA_START.test(text) && text !== '-' ? `'${text}` : text;
}

/** An imported cell as it was before `neutraliseCell`: one leading `'` taken off before = + - @, tab or CR. */
export function unneutraliseCell(text: string): string {
  return NEUTRALISED.test(text) ? text.slice(1) : text;
}

/**
 * The text of a CSV export: header row + rows, CRLF, RFC 4180 quoting, formulas neutralised (no BOM). `cell` writes
 * each cell (neutraliseCell unless a file has its own rule, as the bank CSV in shift-jis.ts).
 */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[], cell: (value: CsvCell) => string = neutraliseCell): string {
  return stringify([header.map(cell), ...rows.map((row) => row.map(cell))], {
    record_delimiter: '\r\n',
    quoted_match: /[",\r\n]/,
  });
}

/** The bytes of a CSV export: BOM + header row + rows, CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): Buffer {
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csvText(header, rows), 'utf8')]);
}

/** Sends a CSV export. */
export function sendCsv(reply: FastifyReply, filename: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', attachmentHeader(filename))
    .send(toCsv(header, rows));
}

// ── reading an upload ──────────────────────────────────────────────────────
//
// An upload is at most 5 MB, but parsing it in one go held the event loop for seconds (minutes for some shapes), and
// every request of every company waited. So the bytes are decoded and parsed in steps: after `TURN_MS` of work the
// parse gives the event loop a turn (`setImmediate`), and it stops at the first limit passed
// (packages/shared/src/csv-import.ts). The parser is a small RFC 4180 reader rather than csv-parse: csv-parse builds an
// Error (stack and JSON copies) for every row whose width differs from the first, tens of microseconds a row, and
// cannot stop a row at its 101st cell; here the limits are checked while the characters are read.

/** Work between two turns of the event loop. */
const TURN_MS = 4;
/** Bytes decoded per step. */
const DECODE_SLICE = 32 * 1024;
/** Characters of empty lines read between two looks at the clock. */
const TICK_CHARS = 64 * 1024;

/** `due()`: have `TURN_MS` of work passed since the last turn? `take()`: give the event loop a turn. */
function turns() {
  let since = performance.now();
  return {
    due: () => performance.now() - since >= TURN_MS,
    take: async () => {
      await nextTurn();
      since = performance.now();
    },
  };
}

/**
 * Decodes an uploaded CSV: UTF-8 (BOM optional) when the bytes are valid UTF-8, otherwise Shift-JIS (CP932), in
 * slices with turns of the event loop between them.
 */
export async function decodeCsvBytes(bytes: Uint8Array): Promise<{ text: string; encoding: 'utf-8' | 'shift_jis' }> {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(hasBom ? 3 : 0);
  const turn = turns();
  const decode = async (write: (slice: Buffer) => string, end: () => string) => {
    const parts: string[] = [];
    for (let at = 0; at < body.length; at += DECODE_SLICE) {
      parts.push(write(body.subarray(at, at + DECODE_SLICE)));
      if (turn.due()) await turn.take();
    }
    parts.push(end());
    return parts.join('');
  };
  try {
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    const text = await decode(
      (slice) => utf8.decode(slice, { stream: true }),
      () => utf8.decode(),
    );
    return { text, encoding: 'utf-8' };
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const cp932 = iconv.getDecoder('cp932');
    const text = await decode(
      (slice) => cp932.write(slice),
      () => cp932.end() ?? '',
    );
    return { text, encoding: 'shift_jis' };
  }
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;

type CsvRecord = { line: number; cells: string[] };
type CsvStop =
  | { kind: 'columns'; line: number }
  | { kind: 'cell'; line: number; column: number }
  | { kind: 'unclosedQuote'; line: number }
  | { kind: 'textAfterQuote'; line: number };

/**
 * The records of a CSV text (RFC 4180: `,` between cells, CRLF, LF or CR between records, `"` around a cell that holds
 * them, `""` for a quote inside), each with the line it starts on. Empty lines are passed over without a record;
 * `null` is yielded every `TICK_CHARS` of them so the caller can look at the clock. A quote inside an unquoted cell is
 * an ordinary character. Line breaks inside a quoted cell come out as `\n`. Returns why it stopped early, if it did.
 */
function* csvRecords(text: string, maxColumns: number, maxCellChars: number): Generator<CsvRecord | null, CsvStop | undefined> {
  const end = text.length;
  let pos = 0;
  let line = 1;
  let tickAt = TICK_CHARS;
  while (pos < end) {
    if (pos >= tickAt) {
      tickAt = pos + TICK_CHARS;
      yield null;
    }
    const first = text.charCodeAt(pos);
    if (first === LF || first === CR) {
      pos += first === CR && text.charCodeAt(pos + 1) === LF ? 2 : 1;
      line += 1;
      continue;
    }
    const start = line;
    const cells: string[] = [];
    for (;;) {
      if (cells.length === maxColumns) return { kind: 'columns', line: start };
      let cell = '';
      if (text.charCodeAt(pos) === QUOTE) {
        const opened = line;
        let from = pos + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close === -1) return { kind: 'unclosedQuote', line: opened };
          if (cell.length + (close - from) > maxCellChars) return { kind: 'cell', line: start, column: cells.length };
          cell += text.slice(from, close);
          if (text.charCodeAt(close + 1) !== QUOTE) {
            pos = close + 1;
            break;
          }
          cell += '"';
          from = close + 2;
        }
        if (cell.length > maxCellChars) return { kind: 'cell', line: start, column: cells.length };
        if (cell.includes('\r') || cell.includes('\n')) {
          cell = cell.replace(/\r\n?|\n/g, () => {
            line += 1;
            return '\n';
          });
        }
        const next = text.charCodeAt(pos);
        if (pos < end && next !== COMMA && next !== CR && next !== LF) return { kind: 'textAfterQuote', line };
      } else {
        const from = pos;
        const stop = Math.min(end, from + maxCellChars + 1);
        while (pos < stop) {
          const c = text.charCodeAt(pos);
          if (c === COMMA || c === CR || c === LF) break;
          pos += 1;
        }
        if (pos - from > maxCellChars) return { kind: 'cell', line: start, column: cells.length };
        cell = text.slice(from, pos);
      }
      cells.push(cell);
      if (pos >= end) break;
      const delimiter = text.charCodeAt(pos);
      pos += delimiter === CR && text.charCodeAt(pos + 1) === LF ? 2 : 1;
      if (delimiter === COMMA) continue;
      line += 1;
      break;
    }
    yield { line: start, cells };
  }
  return undefined;
}

export type CsvRow = { line: number; cells: string[] };
export type CsvParseResult = { ok: true; header: string[]; rows: CsvRow[] } | { ok: false; error: string };

/**
 * Parses an uploaded CSV into a header and rows, each row with the 1-based line number of the file where it starts
 * (the header is line 1), so import errors can name the line a user sees in Excel. Cells are trimmed; empty lines and
 * rows of empty cells are skipped. Refused, with a Japanese sentence, at the first limit passed: more than `maxRows`
 * data rows, `CSV_IMPORT_MAX_COLUMNS` cells in a row or `CSV_IMPORT_MAX_CELL_CHARS` characters in a cell, or a broken
 * quote. Never holds the event loop for more than a few milliseconds at a time.
 */
export async function parseCsvUpload(bytes: Uint8Array, options: { maxRows?: number } = {}): Promise<CsvParseResult> {
  const maxRows = options.maxRows ?? CSV_IMPORT_MAX_ROWS;
  const { text } = await decodeCsvBytes(bytes);
  const turn = turns();
  const records = csvRecords(text, CSV_IMPORT_MAX_COLUMNS, CSV_IMPORT_MAX_CELL_CHARS);
  let header: string[] | undefined;
  const rows: CsvRow[] = [];
  for (;;) {
    const next = records.next();
    if (next.done) {
      if (next.value) return { ok: false, error: stopMessage(next.value, header) };
      break;
    }
    if (turn.due()) await turn.take();
    const record = next.value;
    if (!record) continue;
    const cells = record.cells.map((c) => c.trim());
    if (cells.every((c) => c === '')) continue;
    if (!header) {
      header = cells;
      continue;
    }
    if (rows.length === maxRows) return { ok: false, error: ja.csvImport.tooManyRows(maxRows) };
    rows.push({ line: record.line, cells });
  }
  if (!header) return { ok: false, error: ja.csvImport.empty };
  return { ok: true, header, rows };
}

/** The name of the column at `index` (0-based) for an error sentence: its header, or 「N列目」. */
export function csvColumnName(header: readonly string[] | undefined, index: number): string {
  return header?.[index] || ja.csvImport.columnNumber(index + 1);
}

function stopMessage(stop: CsvStop, header: string[] | undefined): string {
  switch (stop.kind) {
    case 'columns':
      return ja.csvImport.line(stop.line, ja.csvImport.tooManyColumns(CSV_IMPORT_MAX_COLUMNS));
    case 'cell':
      return ja.csvImport.lineColumn(stop.line, csvColumnName(header, stop.column), ja.csvImport.cellTooLong(CSV_IMPORT_MAX_CELL_CHARS));
    case 'unclosedQuote':
      return ja.csvImport.line(stop.line, ja.csvImport.unclosedQuote);
    case 'textAfterQuote':
      return ja.csvImport.line(stop.line, ja.csvImport.textAfterQuote);
  }
}

/**
 * The one CSV file of a multipart upload (field `csv_file`; `file` accepted too), as bytes. The route plugin registers
 * `@fastify/multipart` with `csvUploadLimits`. A missing file is 422, a file over the limit 413, both in Japanese.
 */
export async function readUploadedCsv(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(422, errorCodes.validation, [ja.csvImport.fileRequired]);
  const file = await request.file();
  if (!file || ![CSV_IMPORT_FIELD, 'file'].includes(file.fieldname)) {
    throw new HttpError(422, errorCodes.validation, [ja.csvImport.fileRequired]);
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', [ja.csvImport.fileTooLarge]);
    }
    throw error;
  }
}

/** `@fastify/multipart` limits of a CSV import route: one file of at most 5 MB. */
export const csvUploadLimits = { limits: { files: 1, fileSize: CSV_IMPORT_MAX_BYTES, fields: 5, parts: 6 } };
