import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { companies } from '../../../db/schema/companies';
import { customFields, workerCustomFieldValues } from '../../../db/schema/custom-fields';
import { workers } from '../../../db/schema/workers';
import { newCode } from '../../../lib/codes';
import { batches } from '../../../db/sql-helpers';

// Written with an explicit alias: in a single-table select drizzle leaves columns unqualified.
const valueCount = sql<number>`(select count(*) from ${workerCustomFieldValues} v where v.field_id = ${customFields}.id)`.mapWith(Number);

const columns = {
  id: customFields.id,
  code: customFields.code,
  name: customFields.name,
  fieldType: customFields.fieldType,
  options: customFields.options,
  required: customFields.required,
  position: customFields.position,
  viewRoles: customFields.viewRoles,
  editRoles: customFields.editRoles,
  askInPortal: customFields.askInPortal,
  valueCount,
};

/** The company's fields in their order (a company has at most 100). */
export function listFields(db: Queryable, companyId: number) {
  return db.select(columns).from(customFields).where(eq(customFields.companyId, companyId)).orderBy(asc(customFields.position), asc(customFields.id));
}
export type FieldRow = Awaited<ReturnType<typeof listFields>>[number];

export function findField(db: Queryable, companyId: number, by: { code: string } | { id: number }, lock = false) {
  const query = db
    .select(columns)
    .from(customFields)
    .where(and(eq(customFields.companyId, companyId), 'code' in by ? eq(customFields.code, by.code) : eq(customFields.id, by.id)))
    .limit(1);
  return (lock ? query.for('update', { of: customFields }) : query).then((rows) => rows[0]);
}

/** Locks the company's fields (so two simultaneous adds count and place in turn) and answers how many there are. */
export async function lockAndCountFields(db: Queryable, companyId: number): Promise<number> {
  const rows = await db.select({ id: customFields.id }).from(customFields).where(eq(customFields.companyId, companyId)).for('update');
  return rows.length;
}

export async function nameTaken(db: Queryable, companyId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(customFields)
    .where(and(eq(customFields.companyId, companyId), eq(sql`lower(${customFields.name})`, name.toLowerCase()), exceptId ? sql`${customFields.id} <> ${exceptId}` : undefined));
  return (row?.n ?? 0) > 0;
}

export type FieldWrite = {
  name: string;
  fieldType: string;
  options: string[];
  required: boolean;
  viewRoles: string[];
  editRoles: string[];
  askInPortal: boolean;
};

export async function insertField(db: Queryable, companyId: number, values: FieldWrite): Promise<number> {
  const [row] = await db
    .insert(customFields)
    .values({ ...values, companyId, code: newCode(), position: sql`(select coalesce(max(position) + 1, 0) from ${customFields} where company_id = ${companyId})` })
    .returning({ id: customFields.id });
  return row!.id;
}

export async function updateField(db: Queryable, companyId: number, id: number, values: Partial<FieldWrite>) {
  await db
    .update(customFields)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(customFields.companyId, companyId), eq(customFields.id, id)));
}

/** Writes positions 0..n-1 in the order of the ids (all the company's fields). */
export async function writePositions(db: Queryable, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::int then ${i}::int`),
    sql` `,
  );
  await db
    .update(customFields)
    .set({ position: sql`case ${customFields.id} ${cases} end`, updatedAt: sql`now()` })
    .where(and(eq(customFields.companyId, companyId), inArray(customFields.id, [...ids])));
}

export async function deleteField(db: Queryable, companyId: number, id: number) {
  await db.delete(workerCustomFieldValues).where(and(eq(workerCustomFieldValues.companyId, companyId), eq(workerCustomFieldValues.fieldId, id)));
  await db.delete(customFields).where(and(eq(customFields.companyId, companyId), eq(customFields.id, id)));
}

/** How many values of a select field hold each of these options. */
export async function optionUseCounts(db: Queryable, companyId: number, fieldId: number, options: readonly string[]): Promise<Map<string, number>> {
  if (options.length === 0) return new Map();
  const rows = await db
    .select({ option: workerCustomFieldValues.valueText, n: count() })
    .from(workerCustomFieldValues)
    .where(and(eq(workerCustomFieldValues.companyId, companyId), eq(workerCustomFieldValues.fieldId, fieldId), inArray(workerCustomFieldValues.valueText, [...options])))
    .groupBy(workerCustomFieldValues.valueText);
  return new Map(rows.map((r) => [r.option ?? '', r.n]));
}

export function workerValues(db: Queryable, companyId: number, workerId: number) {
  return db
    .select({
      fieldId: workerCustomFieldValues.fieldId,
      valueText: workerCustomFieldValues.valueText,
      valueNumber: workerCustomFieldValues.valueNumber,
      valueDate: workerCustomFieldValues.valueDate,
      valueBool: workerCustomFieldValues.valueBool,
    })
    .from(workerCustomFieldValues)
    .where(and(eq(workerCustomFieldValues.companyId, companyId), eq(workerCustomFieldValues.workerId, workerId)));
}
export type ValueRow = Awaited<ReturnType<typeof workerValues>>[number];

export type ValueColumns = { valueText: string | null; valueNumber: number | null; valueDate: string | null; valueBool: boolean | null };

export async function upsertValue(db: Queryable, companyId: number, workerId: number, fieldId: number, value: ValueColumns) {
  await db
    .insert(workerCustomFieldValues)
    .values({ companyId, workerId, fieldId, ...value })
    .onConflictDoUpdate({ target: [workerCustomFieldValues.workerId, workerCustomFieldValues.fieldId], set: { ...value, updatedAt: sql`now()` } });
}

export async function deleteValue(db: Queryable, companyId: number, workerId: number, fieldId: number) {
  await db
    .delete(workerCustomFieldValues)
    .where(and(eq(workerCustomFieldValues.companyId, companyId), eq(workerCustomFieldValues.workerId, workerId), eq(workerCustomFieldValues.fieldId, fieldId)));
}

/** The company's fields with these codes (another company's are absent): what the worker list needs of each. */
export function fieldsByCodes(db: Queryable, companyId: number, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({ id: customFields.id, code: customFields.code, name: customFields.name, fieldType: customFields.fieldType, options: customFields.options, viewRoles: customFields.viewRoles })
    .from(customFields)
    .where(and(eq(customFields.companyId, companyId), inArray(customFields.code, [...codes])));
}

/** Many workers' values at once (the bench's large company): multi-row inserts in slices under the parameter limit. */
export async function insertValuesBulk(db: Queryable, rows: ReadonlyArray<{ companyId: number; workerId: number; fieldId: number } & Partial<ValueColumns>>) {
  for (const slice of batches(rows, 4000)) await db.insert(workerCustomFieldValues).values(slice);
}

/** Whether the company has defined any field (the bench seeds its fields once). */
export async function companyHasFields(db: Queryable, companyId: number): Promise<boolean> {
  const rows = await db.select({ id: customFields.id }).from(customFields).where(eq(customFields.companyId, companyId)).limit(1);
  return rows.length > 0;
}

const valueColumns = {
  workerId: workerCustomFieldValues.workerId,
  fieldId: workerCustomFieldValues.fieldId,
  valueText: workerCustomFieldValues.valueText,
  valueNumber: workerCustomFieldValues.valueNumber,
  valueDate: workerCustomFieldValues.valueDate,
  valueBool: workerCustomFieldValues.valueBool,
};

/** Every value of the company's workers (the workers.csv export: one query for the whole file). */
export function companyValues(db: Queryable, companyId: number) {
  return db.select(valueColumns).from(workerCustomFieldValues).where(eq(workerCustomFieldValues.companyId, companyId));
}

/** The values of these workers of the company. */
export function valuesOfWorkers(db: Queryable, companyId: number, workerIds: readonly number[]) {
  if (workerIds.length === 0) return Promise.resolve([]);
  return db
    .select(valueColumns)
    .from(workerCustomFieldValues)
    .where(and(eq(workerCustomFieldValues.companyId, companyId), inArray(workerCustomFieldValues.workerId, [...workerIds])));
}

/** The values of a worker account's own worker rows (one per linked company; the rows come from `linkedWorkers`). */
export function valuesOfLinkedWorkers(db: Queryable, workerIds: readonly number[]) {
  if (workerIds.length === 0) return Promise.resolve([]);
  return db.select(valueColumns).from(workerCustomFieldValues).where(inArray(workerCustomFieldValues.workerId, [...workerIds]));
}

export type ValueWrite = { workerId: number; fieldId: number; value: ValueColumns | null };

/** Writes many values at once: upserts the ones with a value, deletes the ones without (null). */
export async function writeValues(db: Queryable, companyId: number, writes: readonly ValueWrite[]) {
  const upserts = writes.flatMap((w) => (w.value ? [{ companyId, workerId: w.workerId, fieldId: w.fieldId, ...w.value }] : []));
  const deletes = writes.filter((w) => !w.value);
  for (let i = 0; i < upserts.length; i += 1000) {
    await db
      .insert(workerCustomFieldValues)
      .values(upserts.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [workerCustomFieldValues.workerId, workerCustomFieldValues.fieldId],
        set: {
          valueText: sql`excluded.value_text`,
          valueNumber: sql`excluded.value_number`,
          valueDate: sql`excluded.value_date`,
          valueBool: sql`excluded.value_bool`,
          updatedAt: sql`now()`,
        },
      });
  }
  for (let i = 0; i < deletes.length; i += 1000) {
    const pairs = sql.join(
      deletes.slice(i, i + 1000).map((d) => sql`(${d.workerId}::int, ${d.fieldId}::int)`),
      sql`, `,
    );
    await db
      .delete(workerCustomFieldValues)
      .where(and(eq(workerCustomFieldValues.companyId, companyId), sql`(${workerCustomFieldValues.workerId}, ${workerCustomFieldValues.fieldId}) in (${pairs})`));
  }
}

/** The worker rows a worker account is linked to (one per company), with the company's name. */
export function linkedWorkers(db: Queryable, accountId: number) {
  return db
    .select({ workerId: workers.id, companyId: workers.companyId, companyName: companies.name })
    .from(workers)
    .innerJoin(companies, eq(companies.id, workers.companyId))
    .where(eq(workers.accountId, accountId))
    .orderBy(asc(companies.id));
}

/** The ask_in_portal fields of these companies, in each company's order. */
export function portalFields(db: Queryable, companyIds: readonly number[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ...columns, companyId: customFields.companyId })
    .from(customFields)
    .where(and(inArray(customFields.companyId, [...companyIds]), eq(customFields.askInPortal, true)))
    .orderBy(asc(customFields.companyId), asc(customFields.position), asc(customFields.id));
}

/** A field by its code, whatever its company (the portal finds the company from the field). */
export function findFieldAnyCompany(db: Queryable, code: string) {
  return db
    .select({ ...columns, companyId: customFields.companyId })
    .from(customFields)
    .where(eq(customFields.code, code))
    .limit(1)
    .then((rows) => rows[0]);
}
