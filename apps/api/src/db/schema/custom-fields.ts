import { sql } from 'drizzle-orm';
import { numeric } from 'drizzle-orm/pg-core';
import { boolean, date, id, index, integer, jsonb, pgTable, primaryKey, text, timestamptz, uniqueIndex } from './columns';
import { companyId } from './companies';
import { workers } from './workers';

/**
 * カスタム項目 (issue #24, SPEC §2 /company/custom_field, §7 /v2/employee/custom_fields): fields a company defines for
 * its workers. Types: text, long_text, number, date, select (options), checkbox. Who may see and edit them is a list
 * of role keys each (@app/shared/roles); `ask_in_portal` asks the worker in the portal like a required entry.
 */
export const customFields = pgTable(
  'custom_fields',
  {
    id: id(),
    companyId: companyId(),
    /** the public code (lib/codes newCode): URLs name a field by it */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** text / long_text / number / date / select / checkbox */
    fieldType: text('field_type').notNull(),
    /** the choices of a select field, in order */
    options: jsonb('options').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** role keys that see the field (and its values) */
    viewRoles: jsonb('view_roles').$type<string[]>().notNull().default(sql`'["owner_administrator","administrator","general","viewer"]'::jsonb`),
    /** role keys that change its values */
    editRoles: jsonb('edit_roles').$type<string[]>().notNull().default(sql`'["owner_administrator","administrator","general"]'::jsonb`),
    askInPortal: boolean('ask_in_portal').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_fields_company_name_uq').on(t.companyId, sql`lower(${t.name})`), index('custom_fields_company_position_idx').on(t.companyId, t.position)],
);

/**
 * One worker's value of one field, in the column of its type (so a list can filter and sort by it with an index):
 * text, long_text and select in value_text, number in value_number, date in value_date, checkbox in value_bool.
 */
export const workerCustomFieldValues = pgTable(
  'worker_custom_field_values',
  {
    companyId: companyId(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => customFields.id, { onDelete: 'cascade' }),
    valueText: text('value_text'),
    valueNumber: numeric('value_number', { precision: 20, scale: 4, mode: 'number' }),
    valueDate: date('value_date', { mode: 'string' }),
    valueBool: boolean('value_bool'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workerId, t.fieldId] }),
    index('worker_custom_field_values_text_idx').on(t.fieldId, t.valueText),
    index('worker_custom_field_values_number_idx').on(t.fieldId, t.valueNumber),
    index('worker_custom_field_values_date_idx').on(t.fieldId, t.valueDate),
  ],
);
