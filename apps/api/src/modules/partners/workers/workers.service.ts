import { foldForSearch } from '@app/shared/kana';
import { ja } from '@app/shared/messages/ja';
import { adminRoles } from '@app/shared/roles';
import type { z } from 'zod';
import { formatCustomFieldText, parseCustomFieldValue, type CustomFieldType } from '@app/shared/custom-fields';
import {
  customColumnCode,
  customColumnKey,
  workerDisplayFieldKeys,
  workerDisplayFieldLabels,
  type WorkerColumnKey,
  type WorkerDisplayFieldKey,
  type WorkerDisplayFieldsResponseWire,
  type WorkerSelectableFieldsResponseWire,
} from '@app/shared/worker-display-fields';
import { maskAccountNumber, prefectureName, type WorkerPersonalResponseWire } from '@app/shared/worker-personal';
import { isWorkerRequiredEntryKey } from '@app/shared/worker-required-entries';
import type { BusinessorFields, WorkerDetailWire, WorkerListResponseWire, workerListQuerySchema } from '@app/shared/workers';
import type { Db } from '../../../db/client';
import { errorCodes } from '@app/shared/api';
import { HttpError, forbidden, invalid, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import { likePattern } from '../../../db/sql-helpers';
import * as customFields from '../custom-fields/custom-fields.service';
import type { CustomFieldValueRow, ListField } from '../custom-fields/custom-fields.service';
import * as repo from './workers.repository';
import type { CustomListOptions, CustomValueColumn } from './workers.repository';
import * as profiles from '../worker-profile/worker-profile.repository';
import { assertEmailFree, changedWorkerOwnedFields, workerValues } from './worker-fields';
import { toDetail, toListItem } from './worker-wire';

// ── list and detail ─────────────────────────────────────────────────────────

type ListQuery = z.output<typeof workerListQuerySchema>;

/** The filter of the list by one custom field, from the query's cf_filter_* (422 in Japanese when a value does not fit the type). */
function customFilter(field: ListField, query: ListQuery): CustomListOptions['filter'] {
  const bad = () => invalid({ cf_filter_value: [ja.customFields.filterValueInvalid(field.name)] });
  const parse = (text: string): string | number | boolean | null => {
    if (text === '') return null;
    const parsed = parseCustomFieldValue({ field_type: field.fieldType, options: field.options, required: false }, text);
    if (!parsed.ok) throw bad();
    return parsed.value;
  };
  switch (field.fieldType) {
    case 'text':
    case 'long_text':
      return query.cf_filter_value === '' ? undefined : { fieldId: field.id, op: 'like', pattern: likePattern(query.cf_filter_value) };
    case 'select': {
      const value = parse(query.cf_filter_value);
      return value === null ? undefined : { fieldId: field.id, op: 'eq', column: 'value_text', value: String(value) };
    }
    case 'checkbox': {
      const value = parse(query.cf_filter_value);
      if (value === null) return undefined;
      return value === true ? { fieldId: field.id, op: 'eq', column: 'value_bool', value: true } : { fieldId: field.id, op: 'not_true' };
    }
    case 'number':
    case 'date': {
      const column = field.fieldType === 'number' ? 'value_number' : 'value_date';
      const exact = parse(query.cf_filter_value);
      if (exact !== null) return { fieldId: field.id, op: 'eq', column, value: String(exact) };
      const from = parse(query.cf_filter_from);
      const to = parse(query.cf_filter_to);
      if (from === null && to === null) return undefined;
      return { fieldId: field.id, op: 'range', column, from: from === null ? null : String(from), to: to === null ? null : String(to) };
    }
  }
}

const sortColumns: Record<CustomFieldType, CustomValueColumn> = {
  text: 'value_text',
  long_text: 'value_text',
  select: 'value_text',
  number: 'value_number',
  date: 'value_date',
  checkbox: 'value_bool',
};

/**
 * One page in one statement (workers.repository listWorkersPage, which also reads the employee's columns), after the
 * custom fields the filter and the sort name (only those the role may see; an unknown or invisible field named by the
 * filter or the sort is refused with 422). When the columns name custom fields, their definitions (a column of a field
 * the role may not see is not shown) and the page's values follow in two statements run side by side. Without a
 * filter, a sort or a custom column the list is that one statement (issue #19 "Throughput").
 */
export async function listCustomDisplay(db: Db, auth: AuthContext, query: ListQuery): Promise<WorkerListResponseWire> {
  const folded = foldForSearch(query.search_name);
  const filterCode = query.cf_filter_code;
  const sortCode = query.sort === '' ? '' : (customColumnCode(query.sort) ?? '');
  if (filterCode === '' && (query.cf_filter_value !== '' || query.cf_filter_from !== '' || query.cf_filter_to !== '')) {
    throw invalid({ cf_filter_code: [ja.customFields.filterCodeRequired] });
  }
  if (query.sort !== '' && sortCode === '') throw invalid({ sort: [ja.validation.invalid] });
  const named = [filterCode, sortCode].filter((c) => c !== '');
  const fields = named.length > 0 ? await customFields.visibleFieldsByCodes(db, auth, named) : new Map<string, ListField>();
  const filterField = filterCode === '' ? undefined : fields.get(filterCode);
  if (filterCode !== '' && !filterField) throw invalid({ cf_filter_code: [ja.customFields.columnUnknown(filterCode)] });
  const sortField = sortCode === '' ? undefined : fields.get(sortCode);
  if (sortCode !== '' && !sortField) throw invalid({ sort: [ja.customFields.columnUnknown(sortCode)] });
  const { rows, total, displayKeys } = await repo.listWorkersPage(db, auth.companyId, folded, query.per_page, (query.page - 1) * query.per_page, query.missing_required, {
    employeeId: auth.employeeId,
    filter: filterField ? customFilter(filterField, query) : undefined,
    sort: sortField ? { fieldId: sortField.id, column: sortColumns[sortField.fieldType], desc: query.order === 'desc' } : undefined,
  });
  // custom columns: the fields the columns name that the list has not read yet, and the page's values, side by side
  const columnCodes = displayKeys.map((k) => customColumnCode(k)).filter((c): c is string => c !== null);
  const unread = columnCodes.filter((c) => !fields.has(c));
  const [unreadFields, values] = await Promise.all([
    unread.length > 0 ? customFields.visibleFieldsByCodes(db, auth, unread) : new Map<string, ListField>(),
    columnCodes.length > 0 && rows.length > 0 ? customFields.valuesOfWorkers(db, auth, rows.map((r) => r.id)) : [],
  ]);
  for (const [code, field] of unreadFields) fields.set(code, field);
  const columns = columnCodes.map((c) => fields.get(c)).filter((f): f is ListField => f !== undefined);
  const texts = columns.length > 0 ? customFieldTexts(values, columns) : undefined;
  return {
    // added in place: a spread of the 20 wire fields into a new object cost 5 times the mapping itself (issue #19)
    data: rows.map((r) => {
      const item = Object.assign(toListItem(r, r.contract), {
        missing_required_entries: r.missingRequiredEntries.filter(isWorkerRequiredEntryKey),
        invoice_registration_status: r.invoiceRegistrationStatus,
      });
      return texts ? Object.assign(item, { custom_fields: texts.get(r.id) ?? {} }) : item;
    }),
    per_page: query.per_page,
    total_count: total,
  };
}

/** The shown text of each column's value per worker (worker id → field code → text; empty values left out). */
function customFieldTexts(values: readonly CustomFieldValueRow[], columns: readonly ListField[]): Map<number, Record<string, string>> {
  const byId = new Map(columns.map((f) => [f.id, f]));
  const out = new Map<number, Record<string, string>>();
  for (const v of values) {
    const field = byId.get(v.fieldId);
    if (!field) continue;
    const text = formatCustomFieldText(field.fieldType, customFields.valueOf(field, v));
    if (text === '') continue;
    const row = out.get(v.workerId) ?? {};
    row[field.code] = text;
    out.set(v.workerId, row);
  }
  return out;
}

export async function getWorker(db: Db, auth: AuthContext, code: string): Promise<WorkerDetailWire> {
  const row = await repo.findWorkerByCode(db, auth.companyId, code);
  if (!row) throw notFound(ja.worker.notFound);
  const [contracts, profile] = await Promise.all([
    repo.currentContracts(db, auth.companyId, [row.id]),
    row.accountId ? profiles.findProfile(db, row.accountId) : undefined,
  ]);
  return toDetail(row, contracts.get(row.id), profile);
}

/**
 * The worker's personal information. Only `personalDataRoles` reach it (the route checks); every answer that shows
 * family members or a bank account is written to the access log first (who, when, which worker, from where).
 */
export async function getPersonal(
  db: Db,
  auth: AuthContext,
  code: string,
  clientAddress: string,
): Promise<WorkerPersonalResponseWire> {
  const worker = await repo.findWorkerByCode(db, auth.companyId, code);
  if (!worker) throw notFound(ja.worker.notFound);
  // what the worker keeps in the portal (one truth for every company the account is linked to); nothing before
  const { profile: personal, family, bank } = worker.accountId
    ? await profiles.findProfileBundle(db, worker.accountId)
    : { profile: undefined, family: [], bank: undefined };
  const shown = [...(bank ? ['bank_account'] : []), ...(family.length > 0 ? ['family_members'] : [])];
  if (shown.length > 0) {
    await repo.logPersonalDataAccess(db, {
      companyId: auth.companyId,
      employeeId: auth.employeeId,
      workerId: worker.id,
      dataKinds: shown.join(','),
      clientAddress,
    });
  }
  const detail = { code: worker.code, full_name: worker.fullName, trade_name: worker.tradeName };
  if (!personal && family.length === 0 && !bank) return { data: { personal: null, detail } };
  return {
    data: {
      personal: {
        postal_code: personal?.postalCode ?? null,
        prefecture_id: personal?.prefectureId ?? null,
        prefecture_name: prefectureName(personal?.prefectureId),
        address: personal?.address ?? null,
        building: personal?.building ?? null,
        phone: personal?.phone ?? null,
        birthday: personal?.birthday ?? null,
        gender: personal?.gender ?? null,
        entity_type: personal?.entityType ?? null,
        corporate_number: personal?.corporateNumber ?? null,
        occupation: personal?.occupation ?? null,
        invoice_status: personal?.invoiceStatus ?? null,
        invoice_registration_number: personal?.invoiceRegistrationNumber ?? null,
        updated_at: new Date(personal?.updatedAt ?? bank?.updatedAt ?? worker.updatedAt).toISOString(),
        family_members: family.map((f) => ({
          id: f.id,
          name: f.name,
          name_kana: f.nameKana,
          relationship: f.relationship,
          birthday: f.birthday,
          is_dependent: f.isDependent,
        })),
        // the last four digits only: the full number stays in the database for the 全銀 transfer file
        bank_account: bank ? profiles.bankAccountWire(bank, maskAccountNumber) : null,
      },
      detail,
    },
  };
}

// ── create and update (v2 businessors) ──────────────────────────────────────

/** POST /v2/employee/businessors: a worker registered by the company (仮登録 until they join). */
export async function createBusinessor(db: Db, auth: AuthContext, fields: BusinessorFields): Promise<WorkerDetailWire> {
  const code = await db.transaction(async (tx) => {
    await assertEmailFree(tx, auth.companyId, fields.email);
    const [row] = await repo.insertWorkers(tx, auth.companyId, [{ ...workerValues(fields), status: 'temporary' }]);
    return row!.code;
  });
  return getWorker(db, auth, code);
}

export async function updateBusinessor(db: Db, auth: AuthContext, code: string, fields: BusinessorFields): Promise<WorkerDetailWire> {
  await db.transaction(async (tx) => {
    // the row is locked first: a profile saved in the portal meanwhile waits, and is compared with below
    if (!(await repo.lockWorkerByCode(tx, auth.companyId, code))) throw notFound(ja.worker.notFound);
    const worker = await repo.findWorkerByCode(tx, auth.companyId, code);
    if (!worker) throw notFound(ja.worker.notFound);
    const owned = changedWorkerOwnedFields(worker, fields);
    if (owned.length > 0) {
      throw new HttpError(
        409,
        errorCodes.conflict,
        [ja.workerOwnership.fieldManagedByWorker],
        Object.fromEntries(owned.map((k) => [`businessor.${k}`, [ja.workerOwnership.fieldManagedByWorker]])),
      );
    }
    await assertEmailFree(tx, auth.companyId, fields.email, worker.id);
    await repo.updateWorker(tx, auth.companyId, worker.id, workerValues(fields));
  });
  return getWorker(db, auth, code);
}

// ── custom display fields ───────────────────────────────────────────────────

/** A built-in column key. */
function isBuiltInKey(key: string): key is WorkerDisplayFieldKey {
  return (workerDisplayFieldKeys as readonly string[]).includes(key);
}

/**
 * The stored keys the employee may see, with their labels: built-in keys, and `custom:<code>` keys of the company's
 * fields the role may see (a field since deleted or hidden from the role drops out).
 */
async function labelled(db: Db, auth: AuthContext, keys: string[]): Promise<Array<{ key: WorkerColumnKey; label: string }>> {
  const codes = keys.map(customColumnCode).filter((c): c is string => c !== null);
  const fields = codes.length > 0 ? await customFields.visibleFieldsByCodes(db, auth, codes) : new Map<string, ListField>();
  return keys.flatMap((key): Array<{ key: WorkerColumnKey; label: string }> => {
    if (isBuiltInKey(key)) return [{ key, label: workerDisplayFieldLabels[key] }];
    const code = customColumnCode(key);
    const field = code === null ? undefined : fields.get(code);
    return field ? [{ key: customColumnKey(field.code), label: field.name }] : [];
  });
}

export async function displayFields(db: Db, auth: AuthContext): Promise<WorkerDisplayFieldsResponseWire> {
  const { own, rows } = await repo.listDisplayFields(db, auth.companyId, auth.employeeId);
  const positions = new Map(rows.map((r) => [r.fieldKey, r.position]));
  const shown = await labelled(
    db,
    auth,
    rows.map((r) => r.fieldKey),
  );
  return {
    data: shown.map(({ key, label }) => ({ field_key: key, label, position: positions.get(key) ?? 0 })),
    meta: { source: own ? 'own' : 'company' },
  };
}

/** The built-in columns, then the company's custom fields the role may see (in their order). */
export async function selectableFields(db: Db, auth: AuthContext): Promise<WorkerSelectableFieldsResponseWire> {
  const custom = await customFields.list(db, auth);
  return {
    data: [
      ...workerDisplayFieldKeys.map((key) => ({ field_key: key, label: workerDisplayFieldLabels[key] })),
      ...custom.map((f) => ({ field_key: customColumnKey(f.code), label: f.name })),
    ],
  };
}

/**
 * Saves the employee's own columns, or (companyDefault, administrators only) the company default that every
 * employee without their own choice sees. A custom field's key is accepted only when the role may see the field.
 */
export async function bulkCreateDisplayFields(
  db: Db,
  auth: AuthContext,
  keys: string[],
  companyDefault = false,
): Promise<WorkerDisplayFieldsResponseWire> {
  if (companyDefault && !adminRoles.includes(auth.role)) throw forbidden();
  const known = new Set((await labelled(db, auth, keys)).map((k) => k.key as string));
  const unknown = keys.filter((k) => !known.has(k));
  if (unknown.length > 0) throw invalid({ worker_list_custom_display_fields: unknown.map((k) => ja.workerColumns.unknownField(k)) });
  if (new Set(keys).size !== keys.length) throw invalid({ worker_list_custom_display_fields: [ja.workerColumns.duplicate] });
  await db.transaction((tx) => repo.replaceDisplayFields(tx, auth.companyId, companyDefault ? null : auth.employeeId, keys));
  return displayFields(db, auth);
}

/** DELETE: drops the employee's own columns; answers what they see now (the company default). */
export async function resetDisplayFields(db: Db, auth: AuthContext): Promise<WorkerDisplayFieldsResponseWire> {
  await repo.deleteDisplayFields(db, auth.companyId, auth.employeeId);
  return displayFields(db, auth);
}
