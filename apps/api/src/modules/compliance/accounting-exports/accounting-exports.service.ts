/**
 * 会計ソフト連携 (issue #25 item 1): the mapping (read, replace all at once) and the exports (preview counts, file).
 * What becomes an entry and where each column comes from: packages/shared/src/accounting-exports.ts and
 * docs/decisions.md (会計ソフト連携).
 */
import {
  accountingFileName,
  accountingPeriodErrors,
  accountKeys,
  departmentSources,
  entryKinds,
  formatRows,
  mappingDefaults,
  optionKeys,
  resolveMapping,
  taxKeys,
  type AccountingExportPreviewWire,
  type AccountingExportQuery,
  type AccountingMappingInput,
  type AccountingMappingRow,
  type AccountingMappingWire,
} from '@app/shared/accounting-exports';
import { ja } from '@app/shared/messages/ja';
import type { Db } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth-context';
import type { Download } from '../../../lib/downloads';
import { invalid } from '../../../lib/errors';
import { accountingFile } from './accounting-export-files';
import * as repo from './accounting-exports.repository';

const m = ja.accounting;

export async function getMapping(db: Db, auth: AuthContext): Promise<AccountingMappingWire> {
  const [rows, targets] = await Promise.all([repo.mappingRows(db, auth.companyId), repo.mappingTargets(db, auth.companyId)]);
  return { rows, defaults: mappingDefaults(), ...targets };
}

/**
 * Replaces the company's mapping with the rows given (blank values dropped: the default applies). Every row is
 * checked first — a key the company does not have, an unknown option — and refused per field (`rows.<i>.value`).
 */
export async function saveMapping(db: Db, auth: AuthContext, input: AccountingMappingInput): Promise<AccountingMappingWire> {
  const targets = await repo.mappingTargets(db, auth.companyId);
  const known: Record<AccountingMappingRow['kind'], ReadonlySet<string>> = {
    account: new Set(accountKeys),
    tax: new Set(taxKeys),
    option: new Set(optionKeys),
    department: new Set(targets.departments.map((d) => d.code)),
    project: new Set(targets.projects.map((p) => p.code)),
    worker: new Set(targets.workers.map((w) => w.code)),
  };
  const fields: Record<string, string[]> = {};
  const rows = new Map<string, AccountingMappingRow>();
  input.rows.forEach((row, i) => {
    if (!known[row.kind].has(row.key)) fields[`rows.${i}.key`] = [m.keyUnknown(row.kind, row.key)];
    else if (row.kind === 'option' && !(departmentSources as readonly string[]).includes(row.value)) fields[`rows.${i}.value`] = [m.optionInvalid];
    else if (row.value !== '') rows.set(`${row.kind}:${row.key}`, row);
  });
  if (Object.keys(fields).length > 0) throw invalid(fields);
  await db.transaction(async (tx) => repo.replaceMapping(tx, auth.companyId, auth.employeeId, [...rows.values()]));
  return getMapping(db, auth);
}

function checkPeriod(query: AccountingExportQuery) {
  const errors = accountingPeriodErrors(query.from, query.to);
  if (errors.length > 0) throw invalid({ period: errors });
}

async function rowsOf(db: Db, auth: AuthContext, query: AccountingExportQuery) {
  checkPeriod(query);
  const [documents, mappingRows] = await Promise.all([repo.documentsOfPeriod(db, auth.companyId, query.from, query.to), repo.mappingRows(db, auth.companyId)]);
  const banks = query.format === 'payment_data' ? await repo.bankAccounts(db, auth.companyId, [...new Set(documents.map((d) => d.party.code))]) : new Map();
  return formatRows(query.format, documents, resolveMapping(mappingRows), banks, query);
}

export async function preview(db: Db, auth: AuthContext, query: AccountingExportQuery): Promise<AccountingExportPreviewWire> {
  const built = await rowsOf(db, auth, query);
  const counts = entryKinds.map((kind) => ({ kind, count: built.counts[kind] }));
  return { format: query.format, from: query.from, to: query.to, counts, rows: built.rows.length, notes: built.notes };
}

export async function download(db: Db, auth: AuthContext, query: AccountingExportQuery): Promise<Download> {
  const built = await rowsOf(db, auth, query);
  return accountingFile(query.format, built, accountingFileName(query.format, query.from, query.to));
}
