import { newCode } from '../../../lib/codes';
import type { z } from 'zod';
import { ja } from '@app/shared/messages/ja';
import {
  businessorFieldsSchema,
  workerCsvColumns,
  workerInviteCsvColumns,
  workerInviteFieldsSchema,
  workerOccupationLabels,
  workerTemporaryFieldsSchema,
  WORKER_IMPORT_MAX_ROWS,
} from '@app/shared/workers';
import type { Db, Queryable } from '../../../db/client';
import type { CsvCell } from '../../../lib/csv';
import { runCsvImport, type CsvColumn, type CsvImportRow, type CsvProblems } from '../../../lib/csv-import';
import type { AuthContext } from '../../../lib/auth-context';
import { assertInvitationAllowed } from '../../platform/mail/invitation-limits';
import * as repo from './workers.repository';
import { changedWorkerOwnedFields, workerValues } from './worker-fields';
import { registerWorkers } from './worker-invites.service';
import { csvExportColumns, csvImportFields, writeCsvValues, type CsvCustomValue } from '../custom-fields/custom-fields.csv';

// ── CSV ─────────────────────────────────────────────────────────────────────

/** workers.csv: the built-in columns, then one per カスタム項目 the role sees (custom-fields.csv.ts). */
export async function exportCsv(db: Db, auth: AuthContext): Promise<{ header: string[]; rows: CsvCell[][] }> {
  const [rows, custom] = await Promise.all([repo.exportWorkers(db, auth.companyId), csvExportColumns(db, auth)]);
  return {
    header: [...workerCsvColumns.map((c) => c.header), ...custom.header],
    rows: rows.map((w) => [
      w.code,
      w.fullName,
      w.fullNameKana,
      w.tradeName,
      w.ownDepartment,
      w.businessField,
      w.occupation ? workerOccupationLabels[w.occupation] : '',
      w.email,
      ...custom.cellsOf(w.id),
    ]),
  };
}

const headerMessages = {
  missingColumns: ja.workerImport.missingColumns,
  unknownColumns: ja.workerImport.unknownColumns,
  noRows: ja.workerImport.noRows,
};

/** Validates each row with the schema; every issue becomes '3行目（列）: 理由'. */
function validateRows<K extends string, S extends z.ZodType>(
  rows: CsvImportRow<K>[],
  schema: S,
  columns: readonly CsvColumn<K>[],
  problems: CsvProblems<K>,
): Array<{ line: number; code: string; value: z.output<S> }> {
  const keys = new Set<string>(columns.map((c) => c.key));
  const valid: Array<{ line: number; code: string; value: z.output<S> }> = [];
  for (const { line, values } of rows) {
    const result = schema.safeParse(values);
    if (result.success) {
      valid.push({ line, code: (values as Record<string, string>).code ?? '', value: result.data });
      continue;
    }
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      problems.add(line, keys.has(key) ? (key as K) : null, issue.message);
    }
  }
  return valid;
}

/** Duplicate e-mail checks (in the file and against the company's workers and open invitations). */
async function checkEmails<K extends string>(
  db: Queryable,
  companyId: number,
  rows: Array<{ line: number; email: string | null; workerId?: number }>,
  problems: CsvProblems<K>,
) {
  const seen = new Map<string, number>();
  for (const row of rows) {
    if (!row.email) continue;
    if (seen.has(row.email)) problems.addSentence(row.line, ja.csvImport.lineColumn(row.line, ja.workerFields.email, ja.workerImport.duplicateEmail));
    else seen.set(row.email, row.line);
  }
  const emails = [...seen.keys()];
  const taken = await repo.workersWithEmails(db, companyId, emails);
  for (const row of rows) {
    if (!row.email) continue;
    const other = taken.find((t) => t.email?.toLowerCase() === row.email && t.id !== row.workerId);
    if (other) {
      const message = other.status === 'invited' ? ja.workerValidation.emailInvited : ja.workerValidation.emailTaken;
      problems.addSentence(row.line, ja.csvImport.lineColumn(row.line, ja.workerFields.email, message));
    }
  }
}

/**
 * POST /v2/employee/businessors/import_csv: all or nothing; empty code → new worker, a code → update it. A column headed
 * by the name of a カスタム項目 the role may edit sets that field (an empty cell removes the value); one the role sees
 * but may not edit refuses the file.
 */
export async function importWorkersCsv(db: Db, auth: AuthContext, bytes: Uint8Array): Promise<number> {
  const custom = await csvImportFields(db, auth);
  const columns: CsvColumn<string>[] = [...workerCsvColumns.map((c) => ({ ...c, required: true })), ...custom.columns];
  return runCsvImport(db, bytes, {
    columns,
    maxRows: WORKER_IMPORT_MAX_ROWS,
    messages: headerMessages,
    checkHeader: custom.checkHeader,
    check: async (tx, rows, problems) => {
      const valid = validateRows(rows, businessorFieldsSchema, columns, problems);
      const customValues = new Map<number, CsvCustomValue[]>();
      for (const { line, values } of rows) customValues.set(line, custom.parseRow(values, (key, message) => problems.add(line, key, message)));
      const codes = rows.map((r) => r.values.code ?? '').filter((c) => c !== '');
      const found = await repo.workersByCodes(tx, auth.companyId, codes);
      const existing = new Map(found.map((w) => [w.code, w.id]));
      // a worker with a portal account manages their names, 屋号, 職種 and e-mail: the file may not change them
      const rowsByCode = new Map(found.map((w) => [w.code, w]));
      for (const v of valid) {
        const row = rowsByCode.get(v.code);
        for (const key of row ? changedWorkerOwnedFields(row, v.value) : []) problems.add(v.line, key, ja.workerOwnership.fieldManagedByWorker);
      }
      const seenCodes = new Set<string>();
      for (const { line, values } of rows) {
        const code = values.code ?? '';
        if (!code) continue;
        if (seenCodes.has(code)) problems.add(line, 'code', ja.workerImport.duplicateCode);
        seenCodes.add(code);
        if (!existing.has(code)) problems.add(line, 'code', ja.workerImport.unknownCode);
      }
      await checkEmails(
        tx,
        auth.companyId,
        valid.map((v) => ({ line: v.line, email: v.value.email, workerId: existing.get(v.code) })),
        problems,
      );
      return { valid, existing, customValues };
    },
    write: async (tx, { valid, existing, customValues }) => {
      const creates = valid.filter((v) => !v.code);
      // each new row gets its code here, so its id is found by code (RETURNING promises no order)
      const newRows = creates.map((v) => ({ line: v.line, code: newCode(), value: v.value }));
      const created = await repo.insertWorkers(
        tx,
        auth.companyId,
        newRows.map((v) => ({ ...workerValues(v.value), status: 'temporary' as const, code: v.code })),
      );
      const idByCode = new Map(created.map((c) => [c.code, c.id]));
      const written = newRows.map((v) => ({ workerId: idByCode.get(v.code)!, values: customValues.get(v.line) ?? [] }));
      for (const v of valid) {
        const id = existing.get(v.code);
        if (!id) continue;
        await repo.updateWorker(tx, auth.companyId, id, workerValues(v.value));
        written.push({ workerId: id, values: customValues.get(v.line) ?? [] });
      }
      await writeCsvValues(tx, auth.companyId, written);
      return valid.length;
    },
  });
}

/** Bulk invitation (mails) or temporary registration (no mails) by CSV: all or nothing. */
export async function importInvitesCsv(db: Db, auth: AuthContext, appUrl: string, bytes: Uint8Array, mode: 'invite' | 'temporary'): Promise<number> {
  const columns = workerInviteCsvColumns.map((c) => ({ ...c, required: c.key === 'email' && mode === 'temporary' ? false : c.required }));
  const schema = mode === 'invite' ? workerInviteFieldsSchema : workerTemporaryFieldsSchema;
  return runCsvImport(db, bytes, {
    columns,
    maxRows: WORKER_IMPORT_MAX_ROWS,
    messages: headerMessages,
    check: async (tx, rows, problems) => {
      const valid = validateRows(rows, schema, columns, problems);
      await checkEmails(
        tx,
        auth.companyId,
        valid.map((v) => ({ line: v.line, email: v.value.email ?? null })),
        problems,
      );
      return valid;
    },
    write: async (tx, valid) => {
      if (mode === 'invite') await assertInvitationAllowed(tx, auth.companyId, { kind: 'bulk_invitation', count: valid.length });
      await registerWorkers(
        tx,
        auth,
        appUrl,
        valid.map((v) => v.value),
        mode,
        'bulk_invitation',
      );
      return valid.length;
    },
  });
}
