/**
 * 電子帳簿保存法 (issue #25 item 2): the search over the index, a document with every version and its differences in a
 * clerk's words, the retention settings (retain_until recomputed in the same transaction) and the checks of an export.
 */
import {
  EBOOK_EXPORT_MAX_DAYS,
  EBOOK_RETENTION_YEARS,
  EBOOK_RETENTION_YEARS_WITH_LOSS,
  type EbookDocumentDetailWire,
  type EbookDocumentKind,
  type EbookDocumentListWire,
  type EbookDocumentWire,
  type EbookExportInput,
  type EbookFieldChangeWire,
  type EbookSearchQuery,
  type EbookSettingsInput,
  type EbookSettingsWire,
  type EbookVersionWire,
} from '@app/shared/ebook';
import { deliveryStatusLabels, invoiceStatusLabels } from '@app/shared/deliveries';
import { formatDate, formatDateTime, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { paymentNotificationStatusLabels } from '@app/shared/payment-notifications';
import { purchaseOrderStatusLabels } from '@app/shared/purchase-orders';
import { documentPaths } from '@app/shared/todos';
import type { Db, Queryable } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth-context';
import { invalid, notFound } from '../../../lib/errors';
import { formatQuantity } from '../../../lib/pdf/business-document';
import * as repo from './ebook.repository';

const t = ja.ebook;

export function retentionYears(s: { lossCarryforward: boolean }): number {
  return s.lossCarryforward ? EBOOK_RETENTION_YEARS_WITH_LOSS : EBOOK_RETENTION_YEARS;
}

/** A real calendar date (the schema checks only the shape). */
function isRealDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function checkDates(fields: Record<string, string | undefined>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && !isRealDate(value)) errors[key] = [t.errors.invalidDate];
  return errors;
}

/** The source's page (null once deleted, or when its worker or contract cannot be read). */
function sourcePathOf(row: repo.DocumentRow, codes: repo.SourceCodes | undefined): string | null {
  if (row.sourceDeletedAt) return null;
  switch (row.kind) {
    case 'payment_notification':
      return documentPaths.paymentNotification(row.sourceCode);
    case 'purchase_order':
      return codes ? documentPaths.order(codes.workerCode, codes.contractCode, row.sourceCode) : null;
    case 'delivery':
    case 'invoice':
      return codes?.deliveryCode ? documentPaths[row.kind](codes.workerCode, codes.contractCode, codes.deliveryCode) : null;
  }
}

/** The row as the API shows it; `codes` (sourceCodesOf) give its source's page, undefined where no page is shown (PDFs). */
export function toWire(row: repo.DocumentRow, codes: repo.SourceCodes | undefined): EbookDocumentWire {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    sourceCode: row.sourceCode,
    sourcePath: sourcePathOf(row, codes),
    transactionDate: row.transactionDate,
    amount: row.amount,
    partnerName: row.partnerName,
    partnerCode: row.partnerCode,
    version: row.version,
    retainUntil: row.retainUntil,
    sourceDeletedAt: row.sourceDeletedAt ? new Date(row.sourceDeletedAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function search(db: Db, auth: AuthContext, q: EbookSearchQuery): Promise<EbookDocumentListWire> {
  const errors = checkDates({ date_from: q.date_from, date_to: q.date_to });
  if (q.date_from && q.date_to && !errors.date_from && !errors.date_to && q.date_from > q.date_to) errors.date_to = [t.errors.dateRange];
  if (q.amount_from !== undefined && q.amount_to !== undefined && q.amount_from > q.amount_to) errors.amount_to = [t.errors.amountRange];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const filter: repo.SearchFilter = {
    ...(q.date_from ? { dateFrom: q.date_from } : {}),
    ...(q.date_to ? { dateTo: q.date_to } : {}),
    ...(q.amount_from !== undefined ? { amountFrom: q.amount_from } : {}),
    ...(q.amount_to !== undefined ? { amountTo: q.amount_to } : {}),
    ...(q.partner ? { partner: q.partner } : {}),
    ...(q.kind ? { kind: q.kind } : {}),
    ...(q.number ? { number: q.number } : {}),
    ...(q.corrected ? { corrected: q.corrected === 'true' } : {}),
  };
  const { rows, total } = await repo.search(db, auth.companyId, filter, q.page, q.per);
  const codes = await repo.sourceCodesOf(db, auth.companyId, rows);
  return { data: rows.map((row) => toWire(row, codes.get(row.id))), meta: { total, page: q.page, per: q.per } };
}

// ---------------------------------------------------------------------------------------------------------------
// Versions in a clerk's words
// ---------------------------------------------------------------------------------------------------------------

const MONEY = new Set(['subtotal', 'tax_total', 'total', 'withholding', 'withholding_base', 'adjustment_total', 'transfer_amount']);
const DATES = /(_date|_on|^period_from|^period_to)$/;
const INSTANTS = /_at$/;
const LABEL_ORDER = Object.keys(t.fields);

const statusLabels: Record<EbookDocumentKind, Record<string, string>> = {
  purchase_order: purchaseOrderStatusLabels,
  delivery: deliveryStatusLabels,
  invoice: invoiceStatusLabels,
  payment_notification: paymentNotificationStatusLabels,
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

const str = (v: Json | undefined) => (v === null || v === undefined ? '' : String(v));
const num = (v: Json | undefined) => (typeof v === 'number' ? v : Number(v ?? 0));

function lineText(line: Obj): string {
  return t.values.line(str(line.name), formatQuantity(str(line.quantity)), formatMoney(num(line.unit_price)), formatMoney(num(line.amount)));
}

function linesText(lines: Json | undefined): string {
  if (!Array.isArray(lines) || lines.length === 0) return t.values.none;
  return lines.map((l) => lineText(l as Obj)).join('、');
}

/** A snapshot value as displayed: money ¥1,234,567, dates YYYY/MM/DD, lines summarised; null when absent. */
function displayValue(kind: EbookDocumentKind, key: string, value: Json | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (key === 'status') return statusLabels[kind][str(value)] ?? str(value);
  if (key === 'worker_entity_type') return value === 'corporation' ? t.values.corporation : t.values.individual;
  if (typeof value === 'boolean') return value ? t.values.yes : t.values.no;
  if (MONEY.has(key)) return formatMoney(num(value));
  if (INSTANTS.test(key)) return formatDateTime(str(value));
  if (DATES.test(key)) return formatDate(str(value));
  if (key === 'items' || key === 'lines') return linesText(value);
  if (key === 'groups' && Array.isArray(value)) {
    if (value.length === 0) return t.values.none;
    return value.map((g) => t.values.group(str((g as Obj).title), linesText((g as Obj).items))).join(' / ');
  }
  if (key === 'per_rate' && Array.isArray(value)) {
    return value.map((r) => t.values.rate(num((r as Obj).rate), formatMoney(num((r as Obj).base)), formatMoney(num((r as Obj).tax)))).join('、');
  }
  if (key === 'files' && Array.isArray(value)) return value.length === 0 ? t.values.none : value.map((f) => str((f as Obj).name)).join('、');
  if (key === 'file' && typeof value === 'object' && !Array.isArray(value)) return str(value.name);
  if (typeof value === 'object') return JSON.stringify(value);
  return str(value);
}

const labelOf = (key: string) => t.fields[key] ?? key;

function orderedKeys(keys: Iterable<string>): string[] {
  const rank = (k: string) => {
    const i = LABEL_ORDER.indexOf(k);
    return i === -1 ? LABEL_ORDER.length : i;
  };
  return [...new Set(keys)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function fieldsOf(kind: EbookDocumentKind, snapshot: Obj): EbookVersionWire['fields'] {
  return orderedKeys(Object.keys(snapshot))
    .map((key) => ({ label: labelOf(key), value: displayValue(kind, key, snapshot[key]) }))
    .filter((f): f is { label: string; value: string } => f.value !== null);
}

function changesOf(kind: EbookDocumentKind, keys: readonly string[], before: Obj, after: Obj): EbookFieldChangeWire[] {
  return orderedKeys(keys).map((field) => ({ field, label: labelOf(field), before: displayValue(kind, field, before[field]), after: displayValue(kind, field, after[field]) }));
}

/** The versions of one document, oldest first, each with its differences from the one before. */
export function versionWires(kind: EbookDocumentKind, versions: readonly repo.VersionRow[]): EbookVersionWire[] {
  let previous: Obj = {};
  return versions.map((v) => {
    const snapshot = v.snapshot as Obj;
    const wire: EbookVersionWire = {
      version: v.version,
      action: v.action,
      createdAt: new Date(v.createdAt).toISOString(),
      actorName: v.actorName,
      changes: v.action === 'updated' ? changesOf(kind, v.changedFields, previous, snapshot) : [],
      fields: fieldsOf(kind, snapshot),
    };
    previous = snapshot;
    return wire;
  });
}

export async function requireDocument(db: Queryable, auth: AuthContext, id: number): Promise<repo.DocumentRow> {
  const row = await repo.findDocument(db, auth.companyId, id);
  if (!row) throw notFound(t.errors.notFound);
  return row;
}

export async function detail(db: Db, auth: AuthContext, id: number): Promise<EbookDocumentDetailWire> {
  const row = await requireDocument(db, auth, id);
  const versions = versionWires(row.kind, await repo.versionsOf(db, auth.companyId, [row.id]));
  const codes = await repo.sourceCodesOf(db, auth.companyId, [row]);
  return { ...toWire(row, codes.get(row.id)), versions: versions.reverse() };
}

// ---------------------------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------------------------

export async function getSettings(db: Queryable, auth: AuthContext): Promise<EbookSettingsWire> {
  const [s, count] = await Promise.all([repo.settingsOf(db, auth.companyId), repo.documentCount(db, auth.companyId)]);
  return { ...s, retentionYears: retentionYears(s), documentCount: count };
}

/** Saves the settings and recomputes retain_until of the company's documents, in one transaction. */
export async function saveSettings(db: Db, auth: AuthContext, input: EbookSettingsInput): Promise<EbookSettingsWire> {
  const errors = input.regulationAdoptedOn ? checkDates({ regulationAdoptedOn: input.regulationAdoptedOn }) : {};
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const values: repo.SettingsRow = { lossCarryforward: input.lossCarryforward, fiscalYearEndMonth: input.fiscalYearEndMonth, regulationAdoptedOn: input.regulationAdoptedOn };
  return db.transaction(async (tx) => {
    await repo.saveSettings(tx, auth.companyId, values);
    await repo.recomputeRetention(tx, auth.companyId, values, retentionYears(values));
    return getSettings(tx, auth);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------------------------

/** The period of a 税務調査用 export: real dates, start ≤ end, at most EBOOK_EXPORT_MAX_DAYS days. */
export function checkExport(input: EbookExportInput): void {
  const errors = checkDates({ date_from: input.date_from, date_to: input.date_to });
  if (Object.keys(errors).length === 0) {
    if (input.date_from > input.date_to) errors.date_to = [t.errors.exportRange];
    else {
      const days = (Date.parse(input.date_to) - Date.parse(input.date_from)) / 86_400_000 + 1;
      if (days > EBOOK_EXPORT_MAX_DAYS) errors.date_to = [t.errors.exportTooLong(EBOOK_EXPORT_MAX_DAYS)];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
