/**
 * The bytes of an accounting export: freee, マネーフォワード and the 支払データ CSV as UTF-8 with a BOM (lib/csv.ts); 弥生
 * インポート形式 as Shift_JIS without a header row, refused (422, the document named) when a character cannot be held —
 * never a `?` in its place (lib/shift-jis.ts).
 */
import type { AccountingFormat, FormatRows } from '@app/shared/accounting-exports';
import { ja } from '@app/shared/messages/ja';
import { neutraliseCell } from '../../../lib/csv';
import type { Download } from '../../../lib/downloads';
import { invalid } from '../../../lib/errors';
import { encodeShiftJisStrict } from '../../../lib/shift-jis';

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * CSV text as lib/csv.ts csvText writes it (CRLF after every record, a cell quoted when it holds `"` `,` CR or LF,
 * formulas neutralised) — the same bytes (accounting-export-files.test.ts compares them), written with one join instead
 * of csv-stringify, which took most of the time of a 10,000-document export.
 */
export function csvLines(rows: readonly (readonly string[])[]): string {
  const out: string[] = [];
  for (const row of rows) {
    const cells = row.map((value) => {
      const cell = neutraliseCell(value);
      return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
    });
    out.push(cells.join(','));
  }
  return out.length > 0 ? `${out.join('\r\n')}\r\n` : '';
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export function accountingFile(format: AccountingFormat, built: FormatRows, fileName: string): Download {
  if (format !== 'yayoi') {
    const text = csvLines([built.header, ...built.rows]);
    return { fileName, contentType: 'text/csv; charset=utf-8', bytes: Buffer.concat([BOM, Buffer.from(text, 'utf8')]) };
  }
  // 弥生: no header row
  const encoded = encodeShiftJisStrict(csvLines(built.rows));
  if (encoded.ok) return { fileName, contentType: 'text/plain; charset=shift_jis', bytes: encoded.bytes };
  // name each document holding a character Shift_JIS cannot hold (the first 10)
  const problems = new Map<string, Set<string>>();
  built.rows.forEach((row, i) => {
    const bad = encodeShiftJisStrict(row.join(''));
    if (bad.ok) return;
    const document = built.documents[i] ?? '';
    const chars = problems.get(document) ?? new Set<string>();
    bad.chars.forEach((c) => chars.add(c));
    problems.set(document, chars);
  });
  const messages = [...problems].slice(0, 10).map(([document, chars]) => ja.accounting.shiftJis(document, [...chars].join('')));
  throw invalid({ file: messages });
}
