/**
 * The bytes of an accounting export: freee, マネーフォワード and the 支払データ CSV as UTF-8 with a BOM (lib/csv.ts); 弥生
 * インポート形式 as Shift_JIS without a header row, refused (422, the document named) when a character cannot be held —
 * never a `?` in its place (lib/shift-jis.ts).
 */
import { stringify } from 'csv-stringify/sync';
import type { AccountingFormat, FormatRows } from '@app/shared/accounting-exports';
import { ja } from '@app/shared/messages/ja';
import { neutraliseCell, toCsv } from '../../../lib/csv';
import type { Download } from '../../../lib/downloads';
import { invalid } from '../../../lib/errors';
import { encodeShiftJisStrict } from '../../../lib/shift-jis';

/** The rows of a 弥生 file (no header), CRLF, RFC 4180 quoting, formulas neutralised. */
function yayoiText(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutraliseCell)),
    { record_delimiter: '\r\n', quoted_match: /[",\r\n]/ },
  );
}

export function accountingFile(format: AccountingFormat, built: FormatRows, fileName: string): Download {
  if (format !== 'yayoi') return { fileName, contentType: 'text/csv; charset=utf-8', bytes: toCsv(built.header, built.rows) };
  const encoded = encodeShiftJisStrict(yayoiText(built.rows));
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
