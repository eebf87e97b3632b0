/**
 * CSV for people who open files in Excel: exports are UTF-8 with a BOM, CRLF line ends, RFC 4180 quoting, and cells
 * that a spreadsheet would run as a formula (beginning with = + - @, tab or CR) neutralised with a leading `'`.
 * Imports accept UTF-8 (with or without BOM) and Shift-JIS (CP932), the two encodings Japanese Excel writes.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '@app/shared/api';
import { CSV_IMPORT_FIELD, CSV_IMPORT_MAX_BYTES } from '@app/shared/csv-import';
import { ja } from '@app/shared/messages/ja';
import { HttpError } from './errors';

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as written to an export: formulas neutralised (a lone '-' for "none" is left alone). */
export function neutraliseCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (typeof value === 'number') return text; // negative numbers stay numbers
  return FORMULA_START.test(text) && text !== '-' ? `'${text}` : text;
}

/** The bytes of a CSV export: BOM + header row + rows, CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): Buffer {
  const body = stringify([header.map(neutraliseCell), ...rows.map((row) => row.map(neutraliseCell))], {
    record_delimiter: '\r\n',
    quoted_match: /[",\r\n]/,
  });
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body, 'utf8')]);
}

/** `Content-Disposition` for a download with a Japanese-safe file name (RFC 6266 / 5987). */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Sends a CSV export. */
export function sendCsv(reply: FastifyReply, filename: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', attachmentHeader(filename))
    .send(toCsv(header, rows));
}

/** Decodes an uploaded CSV: UTF-8 (BOM optional) when the bytes are valid UTF-8, otherwise Shift-JIS (CP932). */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'shift_jis' } {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(Buffer.from(body), 'cp932'), encoding: 'shift_jis' };
  }
}

export type CsvParseResult =
  | { ok: true; header: string[]; rows: { line: number; cells: string[] }[] }
  | { ok: false; error: string };

/**
 * Parses an uploaded CSV into a header and rows, each row with the 1-based line number of the file where it starts
 * (the header is line 1), so import errors can name the line a user sees in Excel. Blank lines are skipped.
 */
export function parseCsvUpload(bytes: Uint8Array): CsvParseResult {
  // One line-end style, so line numbers are plain counts of '\n' (a cell's own line breaks become '\n' too).
  const text = decodeCsvBytes(bytes).text.replace(/\r\n?/g, '\n');
  let records: { record: string[]; raw: string }[];
  try {
    records = parse(text, { raw: true, relax_column_count: true, skip_empty_lines: false }) as unknown as { record: string[]; raw: string }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { ok: false, error: line ? `${line}行目: CSVの形式が正しくありません。` : 'CSVの形式が正しくありません。' };
  }
  const rows: { line: number; cells: string[] }[] = [];
  let line = 1;
  for (const { record, raw } of records) {
    const cells = record.map((c) => c.trim());
    if (cells.some((c) => c !== '')) rows.push({ line, cells });
    line += raw.split('\n').length - 1;
  }
  const [first, ...rest] = rows;
  if (!first) return { ok: false, error: 'CSVファイルにデータがありません。' };
  return { ok: true, header: first.cells, rows: rest };
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
