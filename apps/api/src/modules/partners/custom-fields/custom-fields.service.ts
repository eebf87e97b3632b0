import { errorCodes } from '@app/shared/api';
import {
  CUSTOM_FIELDS_MAX,
  customFieldOptionsProblem,
  parseCustomFieldValue,
  type CustomFieldType,
  type CustomFieldWire,
  type PortalCustomFieldsWire,
  type WorkerCustomFieldWire,
} from '@app/shared/custom-fields';
import { ja } from '@app/shared/messages/ja';
import { workerCsvColumns } from '@app/shared/workers';
import { employeeRoles, type EmployeeRole } from '@app/shared/roles';
import type { z } from 'zod';
import type { createCustomFieldBodySchema, updateCustomFieldBodySchema } from '@app/shared/custom-fields';
import type { Db, Queryable } from '../../../db/client';
import type { AuthContext, WorkerAuthContext } from '../../../lib/auth-context';
import { forbidden, HttpError, invalid, notFound } from '../../../lib/errors';
import { findByCode as findWorkerByCode } from '../workers/workers.repository';
import * as repo from './custom-fields.repository';

type CreateValues = z.output<typeof createCustomFieldBodySchema>;
type UpdateValues = z.output<typeof updateCustomFieldBodySchema>;

const DEFAULT_VIEW: EmployeeRole[] = [...employeeRoles];
const DEFAULT_EDIT: EmployeeRole[] = ['owner_administrator', 'administrator', 'general'];

const asRoles = (roles: readonly string[]): EmployeeRole[] => employeeRoles.filter((r) => roles.includes(r));
const asType = (t: string) => t as CustomFieldType;

function toWire(row: repo.FieldRow): CustomFieldWire {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    field_type: asType(row.fieldType),
    options: row.options,
    required: row.required,
    position: row.position,
    view_roles: asRoles(row.viewRoles),
    edit_roles: asRoles(row.editRoles),
    ask_in_portal: row.askInPortal,
    value_count: row.valueCount,
  };
}

/** GET /api/v2/employee/custom_fields: in order, only the fields the signed-in role sees. */
export async function list(db: Db, auth: AuthContext): Promise<CustomFieldWire[]> {
  const rows = await repo.listFields(db, auth.companyId);
  return rows.filter((r) => r.viewRoles.includes(auth.role)).map(toWire);
}

async function checkName(tx: Queryable, auth: AuthContext, name: string, exceptId?: number) {
  // a workers.csv column is headed by the field's name: it may not be one of the built-in headers
  if (workerCsvColumns.some((c) => c.header === name)) throw invalid({ name: [ja.customFields.nameReserved(name)] });
  if (await repo.nameTaken(tx, auth.companyId, name, exceptId)) throw invalid({ name: [ja.customFields.nameTaken] });
}

function checkOptions(fieldType: CustomFieldType, options: string[]) {
  const problem = customFieldOptionsProblem(fieldType, options);
  if (problem) throw invalid({ options: [problem] });
}

/** POST /api/v2/employee/custom_fields: placed last; at most 100 per company. */
export async function create(db: Db, auth: AuthContext, input: CreateValues): Promise<CustomFieldWire> {
  return db.transaction(async (tx) => {
    if ((await repo.lockAndCountFields(tx, auth.companyId)) >= CUSTOM_FIELDS_MAX) throw invalid({ name: [ja.customFields.tooManyFields(CUSTOM_FIELDS_MAX)] });
    await checkName(tx, auth, input.name);
    const options = input.field_type === 'select' ? (input.options ?? []) : [];
    checkOptions(input.field_type, options);
    const id = await repo.insertField(tx, auth.companyId, {
      name: input.name,
      fieldType: input.field_type,
      options,
      required: input.required ?? false,
      viewRoles: input.view_roles ?? DEFAULT_VIEW,
      editRoles: input.edit_roles ?? DEFAULT_EDIT,
      askInPortal: input.ask_in_portal ?? false,
    });
    return toWire((await repo.findField(tx, auth.companyId, { id }))!);
  });
}

/**
 * PUT /api/v2/employee/custom_fields/{code}: only what is sent changes. The type of a field with values stays (422 with
 * how many); an option still held by a value stays (422 naming it); `position` moves the field among the others.
 */
export async function update(db: Db, auth: AuthContext, code: string, input: UpdateValues): Promise<CustomFieldWire> {
  return db.transaction(async (tx) => {
    await repo.lockAndCountFields(tx, auth.companyId);
    const existing = await repo.findField(tx, auth.companyId, { code });
    if (!existing) throw notFound(ja.customFields.notFound);
    const values: Partial<repo.FieldWrite> = {};
    if (input.name !== undefined) {
      await checkName(tx, auth, input.name, existing.id);
      values.name = input.name;
    }
    const fieldType = input.field_type ?? asType(existing.fieldType);
    if (fieldType !== existing.fieldType) {
      if (existing.valueCount > 0) throw invalid({ field_type: [ja.customFields.typeChangeRefused(existing.valueCount)] });
      values.fieldType = fieldType;
    }
    if (fieldType === 'select') {
      const options = input.options ?? (existing.fieldType === 'select' ? existing.options : []);
      checkOptions(fieldType, options);
      const removed = existing.fieldType === 'select' ? existing.options.filter((o) => !options.includes(o)) : [];
      const used = await repo.optionUseCounts(tx, auth.companyId, existing.id, removed);
      for (const option of removed) {
        const n = used.get(option) ?? 0;
        if (n > 0) throw invalid({ options: [ja.customFields.optionInUse(option, n)] });
      }
      values.options = options;
    } else if (existing.options.length > 0) {
      values.options = [];
    }
    if (input.required !== undefined) values.required = input.required;
    if (input.view_roles !== undefined) values.viewRoles = input.view_roles;
    if (input.edit_roles !== undefined) values.editRoles = input.edit_roles;
    if (input.ask_in_portal !== undefined) values.askInPortal = input.ask_in_portal;
    if (Object.keys(values).length > 0) await repo.updateField(tx, auth.companyId, existing.id, values);
    if (input.position !== undefined) {
      const ids = (await repo.listFields(tx, auth.companyId)).map((r) => r.id).filter((id) => id !== existing.id);
      ids.splice(Math.min(input.position, ids.length), 0, existing.id);
      await repo.writePositions(tx, auth.companyId, ids);
    }
    return toWire((await repo.findField(tx, auth.companyId, { id: existing.id }))!);
  });
}

/** PUT /api/v2/employee/custom_fields/order: every field's code once, in the new order. */
export async function reorder(db: Db, auth: AuthContext, codes: readonly string[]): Promise<CustomFieldWire[]> {
  return db.transaction(async (tx) => {
    await repo.lockAndCountFields(tx, auth.companyId);
    const rows = await repo.listFields(tx, auth.companyId);
    const byCode = new Map(rows.map((r) => [r.code, r.id]));
    if (codes.length !== rows.length || new Set(codes).size !== codes.length || codes.some((c) => !byCode.has(c))) {
      throw invalid({ codes: [ja.customFields.orderMismatch] });
    }
    await repo.writePositions(tx, auth.companyId, codes.map((c) => byCode.get(c)!));
    return (await repo.listFields(tx, auth.companyId)).filter((r) => r.viewRoles.includes(auth.role)).map(toWire);
  });
}

/**
 * DELETE /api/v2/employee/custom_fields/{code}: a field with values goes only with `confirm=true` (else 409 saying how
 * many values would go, meta.value_count); the field and its values go in one transaction.
 */
export async function remove(db: Db, auth: AuthContext, code: string, confirm: boolean): Promise<{ code: string; deleted_values: number }> {
  return db.transaction(async (tx) => {
    const existing = await repo.findField(tx, auth.companyId, { code }, true);
    if (!existing) throw notFound(ja.customFields.notFound);
    if (existing.valueCount > 0 && !confirm) {
      throw new HttpError(409, errorCodes.conflict, [ja.customFields.deleteHasValues(existing.valueCount)], undefined, undefined, { value_count: existing.valueCount });
    }
    await repo.deleteField(tx, auth.companyId, existing.id);
    return { code: existing.code, deleted_values: existing.valueCount };
  });
}

export function valueOf(field: Pick<repo.FieldRow, 'fieldType'>, row: repo.ValueRow | undefined): string | number | boolean | null {
  if (!row) return null;
  switch (asType(field.fieldType)) {
    case 'number':
      return row.valueNumber;
    case 'date':
      return row.valueDate;
    case 'checkbox':
      return row.valueBool;
    default:
      return row.valueText;
  }
}

function toWorkerWire(auth: AuthContext, field: repo.FieldRow, row: repo.ValueRow | undefined): WorkerCustomFieldWire {
  return {
    field: {
      code: field.code,
      name: field.name,
      field_type: asType(field.fieldType),
      options: field.options,
      required: field.required,
      editable: field.editRoles.includes(auth.role),
    },
    value: valueOf(field, row),
  };
}

async function workerOr404(db: Queryable, auth: AuthContext, code: string) {
  const worker = await findWorkerByCode(db, auth.companyId, code);
  if (!worker) throw notFound(ja.api.notFound);
  return worker;
}

/** GET /api/v2/employee/businessors/{code}/custom_fields: every field the role sees, with the worker's value or null. */
export async function workerFields(db: Db, auth: AuthContext, workerCode: string): Promise<WorkerCustomFieldWire[]> {
  const worker = await workerOr404(db, auth, workerCode);
  const [fields, values] = await Promise.all([repo.listFields(db, auth.companyId), repo.workerValues(db, auth.companyId, worker.id)]);
  const byField = new Map(values.map((v) => [v.fieldId, v]));
  return fields.filter((f) => f.viewRoles.includes(auth.role)).map((f) => toWorkerWire(auth, f, byField.get(f.id)));
}

export function columnsFor(fieldType: CustomFieldType, value: string | number | boolean): repo.ValueColumns {
  const none: repo.ValueColumns = { valueText: null, valueNumber: null, valueDate: null, valueBool: null };
  if (fieldType === 'number') return { ...none, valueNumber: value as number };
  if (fieldType === 'date') return { ...none, valueDate: value as string };
  if (fieldType === 'checkbox') return { ...none, valueBool: value as boolean };
  return { ...none, valueText: value as string };
}

/**
 * PUT /api/v2/employee/businessors/{code}/custom_fields/{fieldCode}: a field the role cannot see is 404, one it cannot
 * edit 403; the value is read by parseCustomFieldValue (422 in Japanese on `value`); null removes it.
 */
export async function putWorkerValue(db: Db, auth: AuthContext, workerCode: string, fieldCode: string, input: unknown): Promise<WorkerCustomFieldWire> {
  return db.transaction(async (tx) => {
    const worker = await workerOr404(tx, auth, workerCode);
    const field = await repo.findField(tx, auth.companyId, { code: fieldCode });
    if (!field || !field.viewRoles.includes(auth.role)) throw notFound(ja.customFields.notFound);
    if (!field.editRoles.includes(auth.role)) throw forbidden(ja.customFields.cannotEdit);
    const fieldType = asType(field.fieldType);
    const parsed = parseCustomFieldValue({ field_type: fieldType, options: field.options, required: field.required }, input);
    if (!parsed.ok) throw invalid({ value: [parsed.message] });
    if (parsed.value === null) await repo.deleteValue(tx, auth.companyId, worker.id, field.id);
    else await repo.upsertValue(tx, auth.companyId, worker.id, field.id, columnsFor(fieldType, parsed.value));
    const row = (await repo.workerValues(tx, auth.companyId, worker.id)).find((v) => v.fieldId === field.id);
    return toWorkerWire(auth, field, row);
  });
}

/** A field as the worker list uses it (a column, a filter, a sort). */
export type ListField = { id: number; code: string; name: string; fieldType: CustomFieldType; options: string[] };

/**
 * The company's fields with these codes that the signed-in role may see (the worker list's columns, filter and sort);
 * another company's code, an unknown one or one the role may not see is simply absent.
 */
export async function visibleFieldsByCodes(db: Queryable, auth: AuthContext, codes: readonly string[]): Promise<Map<string, ListField>> {
  const rows = await repo.fieldsByCodes(db, auth.companyId, [...new Set(codes)]);
  return new Map(
    rows
      .filter((r) => r.viewRoles.includes(auth.role))
      .map((r) => [r.code, { id: r.id, code: r.code, name: r.name, fieldType: asType(r.fieldType), options: r.options }]),
  );
}

/** A stored value with its worker and field (what `valuesOfWorkers` answers). */
export type CustomFieldValueRow = repo.ValueRow & { workerId: number };

/**
 * Every stored value of these workers of the company (the worker list's custom columns read them for one page; the
 * caller shows only the fields the employee's role may see: `visibleFieldsByCodes`).
 */
export function valuesOfWorkers(db: Queryable, auth: AuthContext, workerIds: readonly number[]): Promise<CustomFieldValueRow[]> {
  return repo.valuesOfWorkers(db, auth.companyId, workerIds);
}

// ── worker portal (「会社からの追加項目」) ─────────────────────────────────────

type PortalFieldRow = repo.FieldRow & { companyId: number };

function toPortalWire(field: PortalFieldRow, row: repo.ValueRow | undefined): WorkerCustomFieldWire {
  return {
    field: { code: field.code, name: field.name, field_type: asType(field.fieldType), options: field.options, required: field.required, editable: true },
    value: valueOf(field, row),
  };
}

/** GET /api/v2/worker/custom_fields: per linked company (that asks anything), its ask_in_portal fields with the worker's values. */
export async function portalFields(db: Db, auth: WorkerAuthContext): Promise<PortalCustomFieldsWire> {
  const linked = await repo.linkedWorkers(db, auth.accountId);
  const fields = await repo.portalFields(
    db,
    linked.map((l) => l.companyId),
  );
  const values = await repo.valuesOfLinkedWorkers(
    db,
    linked.map((l) => l.workerId),
  );
  const valueOf = new Map(values.map((v) => [`${v.workerId}:${v.fieldId}`, v]));
  return linked.flatMap((l) => {
    const own = fields.filter((f) => f.companyId === l.companyId);
    if (own.length === 0) return [];
    return [{ company_id: l.companyId, company_name: l.companyName, fields: own.map((f) => toPortalWire(f, valueOf.get(`${l.workerId}:${f.id}`))) }];
  });
}

/**
 * PUT /api/v2/worker/custom_fields/{fieldCode}: the worker fills a field a linked company asks in the portal (read by
 * parseCustomFieldValue, 422 on `value`; a required one may not be emptied). Any other field is 404.
 */
export async function putPortalValue(db: Db, auth: WorkerAuthContext, fieldCode: string, input: unknown): Promise<WorkerCustomFieldWire> {
  return db.transaction(async (tx) => {
    const field = await repo.findFieldAnyCompany(tx, fieldCode);
    const worker = field?.askInPortal ? (await repo.linkedWorkers(tx, auth.accountId)).find((l) => l.companyId === field.companyId) : undefined;
    if (!field || !worker) throw notFound(ja.customFields.notFound);
    const fieldType = asType(field.fieldType);
    const parsed = parseCustomFieldValue({ field_type: fieldType, options: field.options, required: field.required }, input);
    if (!parsed.ok) throw invalid({ value: [parsed.message] });
    if (parsed.value === null) await repo.deleteValue(tx, field.companyId, worker.workerId, field.id);
    else await repo.upsertValue(tx, field.companyId, worker.workerId, field.id, columnsFor(fieldType, parsed.value));
    const row = (await repo.workerValues(tx, field.companyId, worker.workerId)).find((v) => v.fieldId === field.id);
    return toPortalWire(field, row);
  });
}
