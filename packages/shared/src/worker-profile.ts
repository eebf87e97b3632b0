/**
 * The worker's own profile in the portal (issue #9 item 4): GET/PUT /api/v2/worker/profile. One schema for the API
 * body and the web form, so both refuse the same input with the same Japanese message.
 */
import { z } from 'zod';
import { INVOICE_NUMBER_PATTERN, isValidCorporateNumber, isValidInvoiceRegistrationNumber } from './check-digits';
import { checkBusinessDate, todayInJapan } from './format';
import { ja } from './messages/ja';
import { singleLineText } from './text';
import { familyRelationships, genders } from './worker-personal';
import { workerFullNameKanaSchema, workerFullNameSchema, workerOccupations } from './workers';

const t = ja.portalProfile;

export const workerEntityTypes = ['individual', 'corporation'] as const;
export type WorkerEntityType = (typeof workerEntityTypes)[number];
export const invoiceStatuses = ['registered', 'not_registered'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Most family members one profile holds. */
export const MAX_FAMILY_MEMBERS = 10;


type Normalise = (value: string) => string;
const nfkc: Normalise = (v) => v.normalize('NFKC');

/**
 * Optional one-line text: '' / null / missing → null; longer than `max` or not matching `pattern` → the message.
 * `normalise` runs first (NFKC turns full-width digits and hyphen-like characters into ASCII).
 */
const optionalText = (max: number, options: { pattern?: RegExp; message?: string; normalise?: Normalise } = {}) =>
  singleLineText(
    z
      .string({ error: ja.validation.invalid })
      .nullish()
      .transform((v, ctx) => {
        const raw = (v ?? '').trim();
        const text = options.normalise ? options.normalise(raw).trim() : raw;
        if (text === '') return null;
        // a field with a form says what the form is, also when the text is too long for it
        if (options.pattern && !options.pattern.test(text)) {
          ctx.addIssue({ code: 'custom', message: options.message ?? ja.validation.invalid });
          return z.NEVER;
        }
        if (text.length > max) {
          ctx.addIssue({ code: 'custom', message: ja.validation.tooLong(max) });
          return z.NEVER;
        }
        return text;
      }),
  );

/** '' / null / missing → null; otherwise one of the values. */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((v, ctx) => {
      if (v == null || v === '') return null;
      if (!(values as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return v as T[number];
    });

/** A date before today (Japan time), 'YYYY/MM/DD' or 'YYYY-MM-DD'; empty → null. */
const pastDate = z
  .string({ error: ja.validation.date })
  .nullish()
  .transform((v, ctx) => {
    if (v == null || v.trim() === '') return null;
    const checked = checkBusinessDate(nfkc(v));
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.reason === 'format' ? ja.validation.date : ja.validation.dateInvalid });
      return z.NEVER;
    }
    const date = checked.value;
    if (date >= todayInJapan()) {
      ctx.addIssue({ code: 'custom', message: t.birthdayFuture });
      return z.NEVER;
    }
    return date;
  });

/** 郵便番号: 1234567 or 123-4567 (full-width digits allowed), answered as 123-4567. */
const postalCode = optionalText(8, { pattern: /^\d{3}-?\d{4}$/, message: t.postalCodeInvalid, normalise: nfkc }).transform((v) =>
  v === null ? null : `${v.replace('-', '').slice(0, 3)}-${v.replace('-', '').slice(3)}`,
);

/** 電話番号: digits and single hyphens between them, 10 or 11 digits (Japanese numbers, fixed and mobile). */
const phone = optionalText(14, { pattern: /^(?=(?:-?\d){10,11}$)\d+(?:-\d+)*$/, message: t.phoneInvalid, normalise: nfkc });

/** 1–47 (JIS X 0401); '' / null → not chosen. The form's select hands a string. */
const prefectureId = z
  .union([z.number(), z.string()], { error: t.prefectureInvalid })
  .nullish()
  .transform((v, ctx) => {
    if (v == null || v === '') return null;
    const n = typeof v === 'number' ? v : /^\d{1,2}$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > 47) {
      ctx.addIssue({ code: 'custom', message: t.prefectureInvalid });
      return z.NEVER;
    }
    return n;
  });

const kana = workerFullNameKanaSchema;

export const familyMemberFieldsSchema = z.object({
  name: singleLineText(
    z.string({ error: t.familyNameRequired }).trim().min(1, { error: t.familyNameRequired }).max(100, { error: ja.validation.tooLong(100) }),
  ),
  name_kana: kana,
  relationship: z.enum(familyRelationships, { error: t.relationshipInvalid }),
  birthday: pastDate,
  is_dependent: z.boolean({ error: ja.validation.invalid }).default(false),
});
export type FamilyMemberInput = z.input<typeof familyMemberFieldsSchema>;

/** The body of PUT /api/v2/worker/profile ({ profile }) and the portal's form. */
export const workerProfileFieldsSchema = z
  .object({
    full_name: workerFullNameSchema,
    full_namekana: kana,
    trade_name: optionalText(100),
    entity_type: z.enum(workerEntityTypes, { error: ja.validation.invalid }),
    corporate_number: optionalText(13, { normalise: (v) => nfkc(v).replaceAll('-', '') }),
    birthday: pastDate,
    phone,
    postal_code: postalCode,
    prefecture_id: prefectureId,
    address: optionalText(200),
    building: optionalText(100),
    occupation: optionalEnum(workerOccupations, ja.workerValidation.occupation),
    gender: optionalEnum(genders, ja.validation.invalid),
    invoice_status: optionalEnum(invoiceStatuses, t.invoiceStatusInvalid),
    invoice_registration_number: optionalText(14, {
      pattern: INVOICE_NUMBER_PATTERN,
      message: t.invoiceNumberFormat,
      normalise: (v) => nfkc(v).replace(/^t/, 'T').replaceAll('-', ''),
    }),
    family_members: z
      .array(familyMemberFieldsSchema, { error: ja.validation.invalid })
      .max(MAX_FAMILY_MEMBERS, { error: t.familyTooMany(MAX_FAMILY_MEMBERS) })
      .default([]),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    // 法人番号: required and check-digit valid for a corporation, absent for an individual
    if (v.entity_type === 'corporation') {
      if (!v.corporate_number) issue('corporate_number', t.corporateNumberRequired);
      else if (!isValidCorporateNumber(v.corporate_number)) issue('corporate_number', t.corporateNumberInvalid);
    } else if (v.corporate_number) {
      issue('corporate_number', t.corporateNumberForIndividual);
    }
    // インボイス: a number exactly when registered; a corporation's digits are its 法人番号 (DOMAIN.md)
    const number = v.invoice_registration_number;
    if (v.invoice_status === 'registered') {
      if (!number) issue('invoice_registration_number', t.invoiceNumberRequired);
      else if (!isValidInvoiceRegistrationNumber(number, v.entity_type)) issue('invoice_registration_number', t.invoiceNumberCheckDigit);
      else if (v.entity_type === 'corporation' && v.corporate_number && isValidCorporateNumber(v.corporate_number) && number.slice(1) !== v.corporate_number) {
        issue('invoice_registration_number', t.invoiceNumberNotCorporate);
      }
    } else if (number) {
      issue('invoice_registration_number', t.invoiceNumberNotRegistered);
    }
  });
export type WorkerProfileInput = z.input<typeof workerProfileFieldsSchema>;
export type WorkerProfileValues = z.output<typeof workerProfileFieldsSchema>;

export const workerProfileBodySchema = z.object({ profile: workerProfileFieldsSchema });

/** GET/PUT /api/v2/worker/profile answer (the web client reads it camelCased). */
export const workerProfileSchema = z.object({
  email: z.string(),
  full_name: z.string(),
  full_namekana: z.string(),
  trade_name: z.string().nullable(),
  entity_type: z.enum(workerEntityTypes),
  corporate_number: z.string().nullable(),
  birthday: z.string().nullable(),
  phone: z.string().nullable(),
  postal_code: z.string().nullable(),
  prefecture_id: z.number().int().nullable(),
  address: z.string().nullable(),
  building: z.string().nullable(),
  occupation: z.enum(workerOccupations).nullable(),
  gender: z.enum(genders).nullable(),
  invoice_status: z.enum(invoiceStatuses).nullable(),
  invoice_registration_number: z.string().nullable(),
  family_members: z.array(
    z.object({
      name: z.string(),
      name_kana: z.string(),
      relationship: z.enum(familyRelationships),
      birthday: z.string().nullable(),
      is_dependent: z.boolean(),
    }),
  ),
  /** null until the worker has saved the profile once */
  updated_at: z.string().nullable(),
});
export type WorkerProfileWire = z.infer<typeof workerProfileSchema>;
export const workerProfileResponseSchema = z.object({ data: workerProfileSchema });
export type WorkerProfileResponseWire = z.infer<typeof workerProfileResponseSchema>;

/**
 * The company-side fields of a worker (businessor) that the worker manages once the row is linked to a portal account
 * (docs/decisions.md "Who owns which field"): the company's update may not change them; other fields still save.
 */
export const WORKER_OWNED_FIELDS = ['full_name', 'full_namekana', 'trade_name', 'occupation', 'email'] as const;
export type WorkerOwnedField = (typeof WORKER_OWNED_FIELDS)[number];
