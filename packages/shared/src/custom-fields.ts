/**
 * カスタム項目 (issue #24 item 1; SPEC §2 /company/custom_field, §3 "Custom field: code, id", §7 GET/POST
 * /v2/employee/custom_fields, PUT/DELETE /v2/employee/custom_fields/{code}, GET /v2/employee/businessors/{code}/custom_fields,
 * PUT /v2/employee/businessors/{code}/custom_fields/{fieldCode}). Fields a company defines for its workers; each worker
 * has at most one value per field. {@link parseCustomFieldValue} is the one rule for a value, in the API and the CSV import.
 */
import { z } from 'zod';
import { checkBusinessDate, formatDate } from './format';
import { ja } from './messages/ja';
import { employeeRoles } from './roles';
import { isSafeMultiLineText, isSingleLineText, requiredText } from './text';

export const customFieldTypes = ['text', 'long_text', 'number', 'date', 'select', 'checkbox'] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];
export const customFieldTypeLabels: Record<CustomFieldType, string> = ja.customFields.types;

export const CUSTOM_FIELD_NAME_MAX = 50;
export const CUSTOM_FIELDS_MAX = 100;
export const CUSTOM_FIELD_OPTIONS_MAX = 50;
export const CUSTOM_FIELD_OPTION_MAX = 100;
export const CUSTOM_TEXT_MAX = 200;
export const CUSTOM_LONG_TEXT_MAX = 2000;
export const CUSTOM_NUMBER_DECIMALS = 4;
/** |x| < 10^16 (numeric(20,4): at most 16 integer digits) */
const CUSTOM_NUMBER_INTEGER_DIGITS = 16;

/** The value of a field on the wire: text, long text and select a string, number a number, date YYYY-MM-DD, checkbox a boolean. */
export const customFieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type CustomFieldValue = z.infer<typeof customFieldValueSchema>;

const roleListSchema = z
  .array(z.enum(employeeRoles, { error: ja.customFields.unknownRole }), { error: ja.customFields.unknownRole })
  .max(employeeRoles.length * 2, { error: ja.customFields.unknownRole })
  .transform((roles) => employeeRoles.filter((r) => roles.includes(r)));

const optionsSchema = z
  .array(z.string({ error: ja.validation.invalid }), { error: ja.validation.invalid })
  .max(CUSTOM_FIELD_OPTIONS_MAX * 4, { error: ja.customFields.tooManyOptions(CUSTOM_FIELD_OPTIONS_MAX) })
  .transform((options) => options.map((o) => o.trim()).filter((o) => o !== ''));

/**
 * What is wrong with a field's options for its type, or null: a select needs 1–50 distinct one-line options of at most
 * 100 characters; other types keep none (the API stores [] for them).
 */
export function customFieldOptionsProblem(fieldType: CustomFieldType, options: readonly string[]): string | null {
  if (fieldType !== 'select') return null;
  if (options.length === 0) return ja.customFields.optionsRequired;
  if (options.length > CUSTOM_FIELD_OPTIONS_MAX) return ja.customFields.tooManyOptions(CUSTOM_FIELD_OPTIONS_MAX);
  const seen = new Set<string>();
  for (const option of options) {
    if (option.length > CUSTOM_FIELD_OPTION_MAX) return ja.customFields.optionTooLong(CUSTOM_FIELD_OPTION_MAX);
    if (!isSingleLineText(option)) return ja.validation.singleLine;
    if (seen.has(option)) return ja.customFields.optionsDuplicate(option);
    seen.add(option);
  }
  return null;
}

const fieldBody = {
  name: requiredText(CUSTOM_FIELD_NAME_MAX),
  field_type: z.enum(customFieldTypes, { error: ja.validation.invalid }),
  options: optionsSchema.optional(),
  required: z.boolean({ error: ja.validation.invalid }).optional(),
  view_roles: roleListSchema.optional(),
  // 閲覧者 reads only: it may see a field, never change its values
  edit_roles: roleListSchema.refine((roles) => !roles.includes('viewer'), { error: ja.customFields.viewerCannotEdit }).optional(),
  ask_in_portal: z.boolean({ error: ja.validation.invalid }).optional(),
};

/** POST /v2/employee/custom_fields */
export const createCustomFieldBodySchema = z.object(fieldBody);
export type CreateCustomFieldBody = z.input<typeof createCustomFieldBodySchema>;

/** PUT /v2/employee/custom_fields/{code}: only what is sent changes; `position` moves the field (0 = first). */
export const updateCustomFieldBodySchema = z.object({
  name: fieldBody.name.optional(),
  field_type: fieldBody.field_type.optional(),
  options: fieldBody.options,
  required: fieldBody.required,
  view_roles: fieldBody.view_roles,
  edit_roles: fieldBody.edit_roles,
  ask_in_portal: fieldBody.ask_in_portal,
  position: z.number({ error: ja.validation.invalid }).int({ error: ja.validation.invalid }).min(0, { error: ja.validation.invalid }).optional(),
});
export type UpdateCustomFieldBody = z.input<typeof updateCustomFieldBodySchema>;

/** PUT /v2/employee/custom_fields/order (not in SPEC; docs/decisions.md): every field's code once, in the new order. */
export const reorderCustomFieldsBodySchema = z.object({
  codes: z.array(z.string().max(64), { error: ja.validation.invalid }).max(CUSTOM_FIELDS_MAX, { error: ja.customFields.orderMismatch }),
});

/** DELETE /v2/employee/custom_fields/{code}?confirm=true */
export const deleteCustomFieldQuerySchema = z.object({
  confirm: z
    .enum(['true', 'false'], { error: ja.validation.invalid })
    .optional()
    .transform((v) => v === 'true'),
});

export const customFieldSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  field_type: z.enum(customFieldTypes),
  options: z.array(z.string()),
  required: z.boolean(),
  position: z.number().int(),
  view_roles: z.array(z.enum(employeeRoles)),
  edit_roles: z.array(z.enum(employeeRoles)),
  ask_in_portal: z.boolean(),
  /** how many workers have a value */
  value_count: z.number().int(),
});
export type CustomFieldWire = z.infer<typeof customFieldSchema>;
export const customFieldListResponseSchema = z.object({ data: z.array(customFieldSchema) });
export const customFieldResponseSchema = z.object({ data: customFieldSchema });

/** One field with one worker's value (GET /v2/employee/businessors/{code}/custom_fields). */
export const workerCustomFieldSchema = z.object({
  field: z.object({
    code: z.string(),
    name: z.string(),
    field_type: z.enum(customFieldTypes),
    options: z.array(z.string()),
    required: z.boolean(),
    /** the signed-in role is in the field's edit_roles */
    editable: z.boolean(),
  }),
  value: customFieldValueSchema,
});
export type WorkerCustomFieldWire = z.infer<typeof workerCustomFieldSchema>;
export const workerCustomFieldListResponseSchema = z.object({ data: z.array(workerCustomFieldSchema) });
export const workerCustomFieldResponseSchema = z.object({ data: workerCustomFieldSchema });

/** PUT /v2/employee/businessors/{code}/custom_fields/{fieldCode}: null (or empty) removes the value. */
export const putWorkerCustomFieldBodySchema = z.object({ value: customFieldValueSchema });

/**
 * GET /v2/worker/custom_fields (worker portal, 「会社からの追加項目」): per linked company, its ask_in_portal fields in
 * order with the signed-in worker's values (`editable` is always true here: the worker fills them).
 * PUT /v2/worker/custom_fields/{fieldCode} takes {@link putWorkerCustomFieldBodySchema} and answers
 * {@link workerCustomFieldResponseSchema}; a field of a company the worker is not linked to, or not asked in the portal, is 404.
 */
export const portalCustomFieldsResponseSchema = z.object({
  data: z.array(z.object({ company_id: z.number().int(), company_name: z.string(), fields: z.array(workerCustomFieldSchema) })),
});
export type PortalCustomFieldsWire = z.infer<typeof portalCustomFieldsResponseSchema>['data'];

/** The required portal fields the worker has not filled (the portal's banner counts them; wire or camelCased answer). */
export function missingPortalCustomFields<F extends { field: { required: boolean }; value: CustomFieldValue }>(companies: readonly { fields: readonly F[] }[]): F[] {
  return companies.flatMap((c) => c.fields.filter((f) => f.field.required && (f.value === null || f.value === '')));
}

export type CustomFieldRule = { field_type: CustomFieldType; options: readonly string[]; required: boolean };
export type ParsedCustomFieldValue = { ok: true; value: string | number | boolean | null } | { ok: false; message: string };

const TRUE_WORDS = new Set(['true', 'はい', '1', 'yes', '✓']);
const FALSE_WORDS = new Set(['false', 'いいえ', '0', 'no']);

function parseNumber(text: string): ParsedCustomFieldValue {
  const folded = text.normalize('NFKC').replace(/[−ー‐]/gu, '-').replace(/,/g, '').trim();
  const m = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(folded);
  if (!m) return { ok: false, message: ja.customFields.numberInvalid };
  if ((m[3]?.length ?? 0) > CUSTOM_NUMBER_DECIMALS) return { ok: false, message: ja.customFields.numberTooPrecise };
  if (m[2]!.replace(/^0+/, '').length > CUSTOM_NUMBER_INTEGER_DIGITS) return { ok: false, message: ja.customFields.numberTooLarge };
  const value = Number(folded);
  // the limit is checked on the digits: 9999999999999999 is below 10^16 though its double rounds up to it
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

/**
 * The one rule for a custom field's value, typed on screen, sent to the API or read from a CSV cell. Empty (null, '',
 * blanks) means "no value" — refused when the field is required. Answers the stored form: text trimmed, number a
 * number, date YYYY-MM-DD, select the option, checkbox a boolean.
 */
export function parseCustomFieldValue(field: CustomFieldRule, input: unknown): ParsedCustomFieldValue {
  const empty = input == null || (typeof input === 'string' && input.trim() === '');
  if (empty) return field.required ? { ok: false, message: ja.customFields.valueRequired } : { ok: true, value: null };
  switch (field.field_type) {
    case 'text':
    case 'long_text': {
      if (typeof input !== 'string') return { ok: false, message: ja.validation.invalid };
      const text = input.trim();
      const max = field.field_type === 'text' ? CUSTOM_TEXT_MAX : CUSTOM_LONG_TEXT_MAX;
      if (text.length > max) return { ok: false, message: ja.customFields.textTooLong(max) };
      if (field.field_type === 'text' && !isSingleLineText(text)) return { ok: false, message: ja.validation.singleLine };
      if (field.field_type === 'long_text' && !isSafeMultiLineText(text)) return { ok: false, message: ja.validation.controlChars };
      return { ok: true, value: text };
    }
    case 'number':
      if (typeof input === 'number') return Number.isFinite(input) ? parseNumber(String(input)) : { ok: false, message: ja.customFields.numberInvalid };
      if (typeof input !== 'string') return { ok: false, message: ja.customFields.numberInvalid };
      return parseNumber(input);
    case 'date': {
      if (typeof input !== 'string') return { ok: false, message: ja.validation.date };
      const checked = checkBusinessDate(input.normalize('NFKC'));
      if (checked.ok) return { ok: true, value: checked.value };
      return { ok: false, message: checked.reason === 'format' ? ja.validation.date : ja.validation.dateInvalid };
    }
    case 'select': {
      if (typeof input !== 'string') return { ok: false, message: ja.customFields.selectInvalid };
      const text = input.trim();
      return field.options.includes(text) ? { ok: true, value: text } : { ok: false, message: ja.customFields.selectInvalid };
    }
    case 'checkbox': {
      if (typeof input === 'boolean') return { ok: true, value: input };
      const word = String(input).normalize('NFKC').trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return { ok: true, value: true };
      if (FALSE_WORDS.has(word)) return { ok: true, value: false };
      return { ok: false, message: ja.customFields.checkboxInvalid };
    }
  }
}

/**
 * A stored value as a list or page shows it: dates YYYY/MM/DD, numbers with commas (up to 4 decimals), a checkbox ✓ or
 * —, text as is; '' when there is none. The worker list (API) and the worker page (web) both use it.
 */
export function formatCustomFieldText(fieldType: CustomFieldType, value: CustomFieldValue): string {
  if (value === null || value === '') return '';
  switch (fieldType) {
    case 'checkbox':
      return value === true || value === 'true' ? ja.customFields.checked : ja.customFields.unchecked;
    case 'date':
      return formatDate(String(value));
    case 'number':
      return Number(value).toLocaleString('ja-JP', { maximumFractionDigits: CUSTOM_NUMBER_DECIMALS });
    default:
      return String(value);
  }
}
