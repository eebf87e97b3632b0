import { z } from 'zod';
import { ja } from './messages/ja';

/**
 * Extra columns a company may add to its worker list (SPEC: "worker list custom display fields and selectable
 * fields"). Each key names a value every list row already carries, so the list stays one query per page.
 */
export const workerDisplayFieldKeys = ['email', 'trade_name', 'own_department', 'occupation', 'business_field', 'contract_period', 'status', 'created_at'] as const;
export type WorkerDisplayFieldKey = (typeof workerDisplayFieldKeys)[number];
export const workerDisplayFieldKeySchema = z.enum(workerDisplayFieldKeys);

/** A custom field as a column: `custom:<field code>` (issue #24; only fields the employee's role may see). */
const CUSTOM_COLUMN_PREFIX = 'custom:';
export type CustomColumnKey = `custom:${string}`;
/** Any column key the list accepts: a built-in key or a custom field's. */
export type WorkerColumnKey = WorkerDisplayFieldKey | CustomColumnKey;
export const customColumnKey = (fieldCode: string): CustomColumnKey => `custom:${fieldCode}`;
const isCustomColumnKey = (key: string): key is CustomColumnKey => key.startsWith(CUSTOM_COLUMN_PREFIX) && key.length > CUSTOM_COLUMN_PREFIX.length;
/** The field code of a `custom:<code>` key (null for a built-in key). */
export const customColumnCode = (key: string): string | null => (isCustomColumnKey(key) ? key.slice(CUSTOM_COLUMN_PREFIX.length) : null);
const columnKeySchema = z.union([workerDisplayFieldKeySchema, z.custom<CustomColumnKey>((v) => typeof v === 'string' && isCustomColumnKey(v))]);

export const workerDisplayFieldLabels: Record<WorkerDisplayFieldKey, string> = {
  email: ja.workerFields.email,
  trade_name: ja.workerFields.tradeName,
  own_department: ja.workerFields.ownDepartment,
  occupation: ja.workerFields.occupation,
  business_field: ja.workerFields.businessField,
  contract_period: ja.workerFields.contractPeriod,
  status: ja.workerFields.status,
  created_at: ja.workerFields.createdAt,
};

export const MAX_WORKER_DISPLAY_FIELDS = 5;

export const workerDisplayFieldSchema = z.object({ field_key: columnKeySchema, label: z.string(), position: z.number().int() });

/**
 * Whose columns an answer holds: the signed-in employee's own choice, or the company default (an employee who has
 * chosen nothing, or went back to the default, sees the company's).
 */
const workerDisplayFieldSources = ['own', 'company'] as const;

/**
 * GET /api/user/worker_list_custom_display_fields (the signed-in employee's columns, else the company default), the
 * bulk_create answer and the DELETE answer (DELETE drops the employee's own choice and answers the company default).
 */
export const workerDisplayFieldsResponseSchema = z.object({
  data: z.array(workerDisplayFieldSchema),
  meta: z.object({ source: z.enum(workerDisplayFieldSources) }).optional(),
});
export type WorkerDisplayFieldsResponseWire = z.infer<typeof workerDisplayFieldsResponseSchema>;

/** GET …/selectable_fields */
export const workerSelectableFieldsResponseSchema = z.object({
  data: z.array(z.object({ field_key: columnKeySchema, label: z.string() })),
});
export type WorkerSelectableFieldsResponseWire = z.infer<typeof workerSelectableFieldsResponseSchema>;

/**
 * POST …/bulk_create: the whole chosen list, in display order (replaces the previous choice). Saves the signed-in
 * employee's own columns; with company_default true (administrators only) it sets the company default instead.
 * field_key is a built-in key or `custom:<field code>` (a custom field the employee's role may see).
 */
export const workerDisplayFieldsBulkCreateSchema = z.object({
  worker_list_custom_display_fields: z
    .array(z.object({ field_key: z.string() }))
    .max(MAX_WORKER_DISPLAY_FIELDS, { error: ja.workerColumns.tooMany(MAX_WORKER_DISPLAY_FIELDS) }),
  company_default: z.boolean().optional(),
});
