/**
 * The one CSV import pipeline (workers.csv, bulk invitation, 仮登録, contracts.csv): bounded parse of the upload →
 * header check → every cell's characters → the import's own row checks, each problem one sentence
 * `N行目（列名）: 理由` → one transaction that writes only when no row had a problem.
 */
import { errorCodes } from '@app/shared/api';
import { ja } from '@app/shared/messages/ja';
import type { Db, Queryable } from '../db/client';
import { csvColumnName, parseCsvUpload, unneutraliseCell } from './csv';
import { HttpError } from './errors';

export type CsvColumn<K extends string> = { readonly key: K; readonly header: string; readonly required?: boolean };

/** A data row: the line it starts on and each known column's cell (trimmed, export neutralising undone; '' if absent). */
export type CsvImportRow<K extends string> = { line: number; values: Record<K, string> };

/** The problems of a file, each a sentence naming its line (and column); answered sorted by line. */
export class CsvProblems<K extends string> {
  private readonly sentences: { line: number; text: string }[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly headerOf: (key: K) => string) {}

  /** A problem of one cell (`key`) or of the whole row (`key` null). */
  add(line: number, key: K | null, message: string): void {
    this.addSentence(line, key === null ? ja.csvImport.line(line, message) : ja.csvImport.lineColumn(line, this.headerOf(key), message));
  }

  addSentence(line: number, text: string): void {
    if (this.seen.has(text)) return;
    this.seen.add(text);
    this.sentences.push({ line, text });
  }

  get count(): number {
    return this.sentences.length;
  }

  /** Sorted by line; a line's problems keep the order they were found in. */
  list(): string[] {
    return [...this.sentences].sort((a, b) => a.line - b.line).map((s) => s.text);
  }
}

export type CsvImportSpec<K extends string, Plan, Result> = {
  columns: readonly CsvColumn<K>[];
  maxRows: number;
  /**
   * Header problems. With `unknownColumns` a header cell naming no column is refused; without it, that column's cells
   * are ignored.
   */
  messages: { missingColumns: (names: string) => string; unknownColumns?: (names: string) => string; noRows: string };
  /** Problems of the header row the columns cannot say (each one sentence); any of them refuses the file. */
  checkHeader?: (header: readonly string[]) => string[];
  /** Checks every row (reading with `tx` as needed), adding its problems; answers what to write. */
  check: (tx: Queryable, rows: CsvImportRow<K>[], problems: CsvProblems<K>) => Promise<Plan>;
  /** Writes a file without problems, in the same transaction. */
  write: (tx: Queryable, plan: Plan) => Promise<Result>;
};

export function csvImportFailed(errors: string[]): HttpError {
  return new HttpError(422, errorCodes.validation, errors);
}

/**
 * C0 control characters other than tab, LF and CR (the last two can only be inside a quoted cell): PostgreSQL refuses
 * U+0000 in text, and none of them belongs in a name, a date or a memo.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

const codePoint = (ch: string) => `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Runs one CSV import: all or nothing, 422 with every problem when any row has one. */
export async function runCsvImport<K extends string, Plan, Result>(db: Db, bytes: Uint8Array, spec: CsvImportSpec<K, Plan, Result>): Promise<Result> {
  const parsed = await parseCsvUpload(bytes, { maxRows: spec.maxRows });
  if (!parsed.ok) throw csvImportFailed([parsed.error]);
  const { header } = parsed;

  const controlInHeader = header.findIndex((h) => CONTROL.test(h));
  if (controlInHeader >= 0) {
    const ch = CONTROL.exec(header[controlInHeader]!)![0];
    throw csvImportFailed([ja.csvImport.lineColumn(1, ja.csvImport.columnNumber(controlInHeader + 1), ja.csvImport.controlCharacter(codePoint(ch)))]);
  }
  const headerProblems = spec.checkHeader?.(header) ?? [];
  if (headerProblems.length > 0) throw csvImportFailed(headerProblems);
  const byHeader = new Map(spec.columns.map((c) => [c.header, c]));
  const unknown = header.filter((h) => !byHeader.has(h));
  if (spec.messages.unknownColumns && unknown.length > 0) throw csvImportFailed([spec.messages.unknownColumns(unknown.join('、'))]);
  const missing = spec.columns.filter((c) => c.required && !header.includes(c.header));
  if (missing.length > 0) throw csvImportFailed([spec.messages.missingColumns(missing.map((c) => c.header).join('、'))]);
  if (parsed.rows.length === 0) throw csvImportFailed([spec.messages.noRows]);

  const headerOf = new Map(spec.columns.map((c) => [c.key, c.header]));
  const problems = new CsvProblems<K>((key) => headerOf.get(key) ?? key);
  // The cell index of each column; with a header named twice the last one counts.
  const indexOf = new Map<K, number>();
  header.forEach((h, i) => {
    const column = byHeader.get(h);
    if (column) indexOf.set(column.key, i);
  });
  const rows: CsvImportRow<K>[] = [];
  for (const { line, cells } of parsed.rows) {
    let clean = true;
    cells.forEach((cell, i) => {
      const control = CONTROL.exec(cell);
      if (control) {
        problems.addSentence(line, ja.csvImport.lineColumn(line, csvColumnName(header, i), ja.csvImport.controlCharacter(codePoint(control[0]))));
        clean = false;
      }
    });
    if (cells.slice(header.length).some((c) => c !== '')) {
      problems.add(line, null, ja.csvImport.extraCells(header.length));
      clean = false;
    }
    // A row with a problem of its own is not checked further: its cells are not fit for a database lookup.
    if (!clean) continue;
    const values = {} as Record<K, string>;
    for (const c of spec.columns) {
      const i = indexOf.get(c.key);
      values[c.key] = i === undefined ? '' : unneutraliseCell(cells[i] ?? '');
    }
    rows.push({ line, values });
  }

  return db.transaction(async (tx) => {
    const plan = await spec.check(tx, rows, problems);
    if (problems.count > 0) throw csvImportFailed(problems.list());
    return spec.write(tx, plan);
  });
}
