/**
 * カスタム項目 in workers.csv (issue #24 item 1): after the built-in columns one column per field the role sees (export)
 * or may edit (import), headed by the field's name. The workers module reads and writes the values only through here.
 */
import { parseCustomFieldValue, type CustomFieldType } from '@app/shared/custom-fields';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import type { Queryable } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth-context';
import type { CsvCell } from '../../../lib/csv';
import * as repo from './custom-fields.repository';
import { columnsFor, valueOf } from './custom-fields.service';

const asType = (t: string) => t as CustomFieldType;

/** A value as workers.csv writes it: dates YYYY/MM/DD, numbers plain, checkbox はい / いいえ, none empty. */
export function csvCellOf(fieldType: CustomFieldType, value: string | number | boolean | null): CsvCell {
  if (value === null) return '';
  if (fieldType === 'date') return formatDate(String(value));
  if (fieldType === 'checkbox') return value ? ja.customFields.csvTrue : ja.customFields.csvFalse;
  return value;
}

/** The export's custom columns: their headers and, per worker id, their cells (one query for every value). */
export async function csvExportColumns(db: Queryable, auth: AuthContext): Promise<{ header: string[]; cellsOf: (workerId: number) => CsvCell[] }> {
  const fields = (await repo.listFields(db, auth.companyId)).filter((f) => f.viewRoles.includes(auth.role));
  if (fields.length === 0) return { header: [], cellsOf: () => [] };
  const values = await repo.companyValues(db, auth.companyId);
  const byWorker = new Map<number, Map<number, repo.ValueRow>>();
  for (const v of values) {
    const row = byWorker.get(v.workerId) ?? new Map<number, repo.ValueRow>();
    row.set(v.fieldId, v);
    byWorker.set(v.workerId, row);
  }
  return {
    header: fields.map((f) => f.name),
    cellsOf: (workerId) => fields.map((f) => csvCellOf(asType(f.fieldType), valueOf(f, byWorker.get(workerId)?.get(f.id)))),
  };
}

const KEY_PREFIX = 'custom_field:';

/** One parsed custom cell of an import row (null: the cell was empty, the value goes). */
export type CsvCustomValue = { fieldId: number; fieldType: CustomFieldType; value: string | number | boolean | null };

export type CsvImportFields = {
  /** the import's columns for the fields the role may edit (none required) */
  columns: { key: string; header: string }[];
  /** the header's problems: a column naming a field the role sees but may not edit */
  checkHeader: (header: readonly string[]) => string[];
  /** parses a row's custom cells (only the columns the file has); a bad cell → `problem(key, message)` */
  parseRow: (values: Readonly<Record<string, string>>, problem: (key: string, message: string) => void) => CsvCustomValue[];
};

/** What the workers.csv import needs to read custom columns, for the signed-in role. */
export async function csvImportFields(db: Queryable, auth: AuthContext): Promise<CsvImportFields> {
  const fields = await repo.listFields(db, auth.companyId);
  const editable = fields.filter((f) => f.viewRoles.includes(auth.role) && f.editRoles.includes(auth.role));
  const readOnly = fields.filter((f) => f.viewRoles.includes(auth.role) && !f.editRoles.includes(auth.role));
  // set by checkHeader (runCsvImport calls it before any row): the columns of the file, left to right
  let inFile: typeof editable = [];
  return {
    columns: editable.map((f) => ({ key: KEY_PREFIX + f.code, header: f.name })),
    checkHeader: (header) => {
      const present = new Set(header);
      inFile = editable.filter((f) => present.has(f.name)).sort((x, y) => header.lastIndexOf(x.name) - header.lastIndexOf(y.name));
      const refused = readOnly.filter((f) => present.has(f.name)).map((f) => f.name);
      return refused.length > 0 ? [ja.customFields.csvNotEditable(refused.join('、'))] : [];
    },
    parseRow: (values, problem) =>
      inFile.flatMap((f) => {
          const fieldType = asType(f.fieldType);
          const key = KEY_PREFIX + f.code;
          const parsed = parseCustomFieldValue({ field_type: fieldType, options: f.options, required: f.required }, values[key] ?? '');
          if (!parsed.ok) {
            problem(key, parsed.message);
            return [];
          }
          return [{ fieldId: f.id, fieldType, value: parsed.value }];
        }),
  };
}

/** Writes the parsed custom cells of imported rows (in the import's transaction): values upserted, empty ones deleted. */
export async function writeCsvValues(tx: Queryable, companyId: number, rows: readonly { workerId: number; values: readonly CsvCustomValue[] }[]) {
  await repo.writeValues(
    tx,
    companyId,
    rows.flatMap((r) => r.values.map((v) => ({ workerId: r.workerId, fieldId: v.fieldId, value: v.value === null ? null : columnsFor(v.fieldType, v.value) }))),
  );
}
