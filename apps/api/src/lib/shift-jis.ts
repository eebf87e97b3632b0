/**
 * Shift-JIS (CP932) for files a bank or Japanese Excel reads (issue #11 item 5: payments.csv / payments.txt, SPEC §9).
 * iconv-lite writes `?` for every character CP932 does not have (〜 U+301C, − U+2212, ‖, 𠮷, emoji …) and maps some to
 * a different one (¥ → 0x5C, read back as `\`); here any character that does not come back as itself is refused and
 * named, so nothing is ever silently changed in a file that moves money.
 */
import iconv from 'iconv-lite';
import { isZenginText } from '@app/shared/zengin-kana';
import { csvText, neutraliseCell, type CsvCell } from './csv';

export type ShiftJisResult = { ok: true; bytes: Buffer } | { ok: false; chars: string[] };

/** The characters of `text` that do not survive CP932 and back, each once, in the order they first appear. */
function unencodable(text: string): string[] {
  const chars: string[] = [];
  for (const char of text) {
    if (chars.includes(char)) continue;
    if (iconv.decode(iconv.encode(char, 'cp932'), 'cp932') !== char) chars.push(char);
  }
  return chars;
}

/** `text` as CP932 bytes, or the characters that CP932 cannot hold (never a `?` in their place). */
export function encodeShiftJisStrict(text: string): ShiftJisResult {
  const bytes = iconv.encode(text, 'cp932');
  if (iconv.decode(bytes, 'cp932') === text) return { ok: true, bytes };
  return { ok: false, chars: unencodable(text) };
}

/** A cell that CP932 cannot hold: `row` −1 is the header, otherwise the 0-based row; `column` 0-based. */
export type ShiftJisCellProblem = { row: number; column: number; chars: string[] };

/**
 * A cell of the bank CSV: a cell made only of 全銀 characters (half-width kana, digits, A–Z, space, `( ) - .`) is the
 * bank's own data and is written as it is — the bank reads `-ﾀﾅｶ`, not `'-ﾀﾅｶ` (N11); such a cell has no `=`, quote,
 * comma, `!` or `|`, so it cannot carry a formula that reaches outside the sheet. Any other cell is neutralised as in
 * every export.
 */
export function bankCsvCell(value: CsvCell): string {
  if (typeof value === 'string' && isZenginText(value)) return value;
  return neutraliseCell(value);
}

/**
 * The bytes of a Shift-JIS CSV export for a bank (no BOM): header row + rows, CRLF, RFC 4180 quoting, formulas
 * neutralised except in cells of the bank's own characters (bankCsvCell) — or every cell holding a character CP932
 * cannot hold.
 */
export function toShiftJisCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): { ok: true; bytes: Buffer } | { ok: false; problems: ShiftJisCellProblem[] } {
  const encoded = encodeShiftJisStrict(csvText(header, rows, bankCsvCell));
  if (encoded.ok) return encoded;
  const problems: ShiftJisCellProblem[] = [];
  const check = (cells: readonly CsvCell[], row: number) =>
    cells.forEach((cell, column) => {
      if (typeof cell !== 'string') return;
      const chars = unencodable(cell);
      if (chars.length > 0) problems.push({ row, column, chars });
    });
  check(header, -1);
  rows.forEach(check);
  return { ok: false, problems };
}
