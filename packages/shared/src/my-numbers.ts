/**
 * マイナンバー (issue #12): request and response shapes of the worker's entry by link and the company's side. The
 * number appears only in the entry body, the company's registration/update/import bodies, the reveal answer and the
 * export — nowhere else (masked `********1234` on the detail, for designated staff only).
 */
import { z } from 'zod';
import { optionalDateSchema } from './dates';
import { pageQuery } from './paging';
import { isValidMyNumber } from './check-digits';
import { ja } from './messages/ja';
import { myNumberStatusSchema } from './workers';

/** Link lifetime (docs/decisions.md): 14 days from the request, the re-request or the reminder. */
export const MY_NUMBER_TOKEN_DAYS = 14;
/** The worker portal's link into the same flow: one hour. */
export const MY_NUMBER_PORTAL_TOKEN_SECONDS = 60 * 60;
/** Signed image links on the company side: 60 seconds. */
export const MY_NUMBER_IMAGE_LINK_SECONDS = 60;
/** Step-up for the export: the password re-entered within 5 minutes. */
export const MY_NUMBER_STEP_UP_SECONDS = 5 * 60;
/** Operation log: 20 a page (SPEC §9). */
export const MY_NUMBER_LOG_PAGE_SIZE = 20;
export const MY_NUMBER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The image types a worker may send, by file-name extension. */
export const myNumberImageTypes: Record<string, 'image/jpeg' | 'image/png' | 'application/pdf'> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};
export function imageTypeOfName(name: string): 'image/jpeg' | 'image/png' | 'application/pdf' | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return (ext && myNumberImageTypes[ext]) || null;
}

/** A number as typed: half-width digits after removing spaces and hyphens (full-width digits folded). */
export function normalizeMyNumber(value: string): string {
  return value.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/[\s\-－ー‐]/g, '');
}

/** The entry rules: required, 12 digits, check digit (docs/domain.md). */
export const myNumberValueSchema = z
  .string({ error: ja.myNumber.numberRequired })
  .max(40, { error: ja.myNumber.numberFormat })
  .transform(normalizeMyNumber)
  .superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: 'custom', message: ja.myNumber.numberRequired });
    else if (!/^\d{12}$/.test(v)) ctx.addIssue({ code: 'custom', message: ja.myNumber.numberFormat });
    else if (!isValidMyNumber(v)) ctx.addIssue({ code: 'custom', message: ja.myNumber.numberCheckDigit });
  });

export const myNumberPurposeTypes = ['record', 'office_work'] as const;
export const myNumberPurposeTypeSchema = z.enum(myNumberPurposeTypes);
export type MyNumberPurposeType = z.infer<typeof myNumberPurposeTypeSchema>;

export const myNumberActions = [
  'request',
  're_request',
  'remind',
  'withdraw',
  'submit',
  'reveal',
  'register',
  'update',
  'confirm',
  'delete',
  'export',
  'import',
  'image_view',
  'log_view',
  'refused',
  'designate_staff',
  'revoke_staff',
] as const;
export type MyNumberAction = (typeof myNumberActions)[number];

// ── the worker's side (token) ──────────────────────────────────────────────────────────────────────────────────
const flags = {
  is_need_identification_file: z.boolean(),
  is_need_number_confirmation_file: z.boolean(),
  is_use_office_work: z.boolean(),
  is_use_record: z.boolean(),
};

/** GET /api/my_numbers/{token} */
export const tokenMyNumberResponseSchema = z.object({
  data: z.object({ my_number: z.object({ ...flags, worker_name: z.string(), company_name: z.string() }) }),
});

const fileNameSchema = z.string().trim().min(1).max(200);

/** GET /api/my_numbers/upload_url?token=&my_number_file_name=&identification_file_name= */
export const uploadUrlQuerySchema = z.object({
  token: z.string().max(100),
  my_number_file_name: fileNameSchema.optional(),
  identification_file_name: fileNameSchema.optional(),
});
const presignedSchema = z.object({ url: z.string(), fields: z.record(z.string(), z.string()) });
export const uploadUrlResponseSchema = z.object({
  data: z.object({ my_number: presignedSchema.nullable(), identification: presignedSchema.nullable() }),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

/** PUT /api/my_numbers/{token} */
export const tokenMyNumberBodySchema = z.object({
  my_number: z.object({
    my_number: myNumberValueSchema,
    number_confirmation_file_name: fileNameSchema.nullish(),
    identification_file_name: fileNameSchema.nullish(),
  }),
});
export const okResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

// ── the company's side ─────────────────────────────────────────────────────────────────────────────────────────
/** POST /api/businessors/{code}/my_number and the request part of POST /v2/employee/my_numbers/requests */
const requestFlagsObject = z.object({
  is_use_office_work: z.boolean().default(false),
  is_use_record: z.boolean().default(true),
  is_need_number_confirmation_file: z.boolean().default(true),
  is_need_identification_file: z.boolean().default(true),
});
/** A request names at least one 利用目的 (the worker is told what the number is for; issue #21). */
function atLeastOnePurpose(flags: { is_use_office_work: boolean; is_use_record: boolean }, ctx: z.RefinementCtx) {
  if (!flags.is_use_record && !flags.is_use_office_work) ctx.addIssue({ code: 'custom', message: ja.myNumber.purposesRequired, path: ['is_use_record'] });
}
export const requestFlagsSchema = requestFlagsObject.superRefine(atLeastOnePurpose);
export const requestMyNumberBodySchema = z.object({ my_number: requestFlagsSchema });
export type RequestFlags = z.infer<typeof requestFlagsSchema>;
export const bulkRequestBodySchema = requestFlagsObject
  .extend({
    businessor_code_list: z.array(z.string().max(40)).min(1, { error: ja.myNumber.workersRequired }).max(500),
  })
  .superRefine(atLeastOnePurpose);

/** One worker's my-number state, as the worker tab and the list show it: never the number. */
export const workerMyNumberSchema = z.object({
  id: z.number().int().nullable(),
  code: z.string().nullable(),
  businessor_code: z.string(),
  businessor_name: z.string(),
  status: myNumberStatusSchema,
  disp_status_name: z.string(),
  ...flags,
  my_number_purposes: z.array(z.object({ purpose_type: myNumberPurposeTypeSchema })),
  /** `********1234` for designated staff, else null */
  masked_my_number: z.string().nullable(),
  /** whether the one asking is a マイナンバー事務取扱担当者 (the screen then leaves out the 「担当者のみ」 note) */
  viewer_is_staff: z.boolean(),
  has_value: z.boolean(),
  has_number_confirmation_image: z.boolean(),
  has_identification_image: z.boolean(),
  number_confirmation_image_url: z.string().nullable(),
  identification_file_image_url: z.string().nullable(),
  requested_at: z.string().nullable(),
  reminded_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  purpose_ends_on: z.string().nullable(),
});
export type WorkerMyNumber = z.infer<typeof workerMyNumberSchema>;
export const workerMyNumberResponseSchema = z.object({ data: z.object({ my_number: workerMyNumberSchema }) });

/** GET /api/v2/employee/my_numbers?page=&limit=&status= (zero-based page) */
export const myNumberListQuerySchema = z.object({
  ...pageQuery('limit', 20, 0),
  status: z.enum(['requested', 'submitted', 'confirmed']).optional(),
});
export const myNumberListResponseSchema = z.object({
  data: z.array(workerMyNumberSchema),
  meta: z.object({ total_count: z.number().int() }),
});
export const myNumberDetailResponseSchema = z.object({ data: workerMyNumberSchema });

/** GET /api/v2/employee/my_numbers/businessors — the picker: every worker with their my-number status */
export const myNumberBusinessorsResponseSchema = z.object({
  data: z.array(
    z.object({ code: z.string(), full_name: z.string(), email: z.string().nullable(), status: myNumberStatusSchema, disp_status_name: z.string(), my_number_code: z.string().nullable() }),
  ),
});

/** GET /api/v2/employee/my_numbers/{code}/values?purpose= */
export const revealQuerySchema = z.object({
  purpose: z.string({ error: ja.myNumber.purposeRequired }).trim().min(1, { error: ja.myNumber.purposeRequired }).max(200),
});
export const revealResponseSchema = z.object({ data: z.object({ code: z.string(), my_number_value: z.string() }) });

/** POST/PUT multipart fields, parsed from the form (`my_number_purposes[][purpose_type]` repeated). */
export const companyMyNumberFormSchema = z.object({
  businessor_code: z.string().max(40).optional(),
  my_number_value: myNumberValueSchema,
  my_number_purposes: z.array(myNumberPurposeTypeSchema).min(1, { error: ja.myNumber.purposesRequired }),
  purpose_ends_on: optionalDateSchema,
});
export type CompanyMyNumberForm = z.infer<typeof companyMyNumberFormSchema>;

export const stepUpBodySchema = z.object({ password: z.string().min(1).max(200) });
export const stepUpResponseSchema = z.object({ data: z.object({ expires_at: z.string() }) });

/** GET /api/v2/employee/my_number_operation_logs?page=&limit= (zero-based) and the v1 list */
export const operationLogSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor_name: z.string(),
  actor_type: z.enum(['employee', 'worker', 'system']),
  businessor_code: z.string().nullable(),
  businessor_name: z.string().nullable(),
  action: z.string(),
  disp_action_name: z.string(),
  refused_action: z.string().nullable(),
  disp_refused_action_name: z.string().nullable(),
  purpose: z.string().nullable(),
  client_address: z.string().nullable(),
});
export type OperationLog = z.infer<typeof operationLogSchema>;
export const operationLogQueryV2Schema = z.object({
  ...pageQuery('limit', MY_NUMBER_LOG_PAGE_SIZE, 0),
  businessor_code: z.string().max(40).optional(),
});
export const operationLogResponseV2Schema = z.object({ data: z.array(operationLogSchema), meta: z.object({ total_count: z.number().int() }) });
export const operationLogQueryV1Schema = z.object({
  ...pageQuery('per_page', MY_NUMBER_LOG_PAGE_SIZE),
  businessor_code: z.string().max(40).optional(),
});
export const operationLogResponseV1Schema = z.object({
  data: z.array(operationLogSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});

export const myNumberImportResponseSchema = z.object({ data: z.object({ count: z.number().int() }), meta: z.object({ count: z.number().int() }) });

/** PUT /api/employees/{code}/my_number_staff */
export const myNumberStaffBodySchema = z.object({ employee: z.object({ is_my_number_staff: z.boolean() }) });

/** CSV columns of my-numbers.csv and the import (ワーカーコード, 氏名, マイナンバー, 利用目的, 利用目的の終了日). */
export const myNumberCsvHeader = ['ワーカーコード', '氏名', 'マイナンバー', '利用目的', '利用目的の終了日'] as const;

/**
 * The company's registration and update body, as JSON or as multipart fields (`my_number_purposes[][purpose_type]`
 * repeated, as the SPEC sends it): both become `{ businessor_code, my_number_value, my_number_purposes: [...] }`.
 */
export function normalizeCompanyMyNumberBody(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const raw = input as Record<string, unknown>;
  const out: Record<string, unknown> = { ...raw };
  const multi = raw['my_number_purposes[][purpose_type]'];
  if (multi !== undefined) {
    out.my_number_purposes = (Array.isArray(multi) ? multi : [multi]).map(String);
    delete out['my_number_purposes[][purpose_type]'];
  } else if (Array.isArray(raw.my_number_purposes)) {
    out.my_number_purposes = raw.my_number_purposes.map((p) => (typeof p === 'object' && p !== null ? (p as { purpose_type?: unknown }).purpose_type : p));
  }
  if (out.purpose_ends_on === '') out.purpose_ends_on = null;
  return out;
}
const purposeItem = z.union([myNumberPurposeTypeSchema, z.object({ purpose_type: myNumberPurposeTypeSchema })]);
export const companyMyNumberBodySchema = z.preprocess(
  normalizeCompanyMyNumberBody,
  companyMyNumberFormSchema.extend({ my_number_purposes: z.array(purposeItem.transform((p) => (typeof p === 'string' ? p : p.purpose_type))).min(1, { error: ja.myNumber.purposesRequired }) }),
);
export const companyMyNumberUpdateBodySchema = z.preprocess(
  normalizeCompanyMyNumberBody,
  companyMyNumberFormSchema.partial().extend({
    my_number_value: myNumberValueSchema.optional(),
    my_number_purposes: z.array(purposeItem.transform((p) => (typeof p === 'string' ? p : p.purpose_type))).min(1, { error: ja.myNumber.purposesRequired }).optional(),
  }),
);

// ── the worker portal: open requests across the account's companies (never the number) ──
export const portalMyNumberRequestSchema = z.object({
  code: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  requested_at: z.string().nullable(),
  is_need_number_confirmation_file: z.boolean(),
  is_need_identification_file: z.boolean(),
});
export type PortalMyNumberRequest = z.infer<typeof portalMyNumberRequestSchema>;
/** GET /api/v2/worker/my_number_requests */
export const portalMyNumberRequestsResponseSchema = z.object({ data: z.array(portalMyNumberRequestSchema) });
/** POST /api/v2/worker/my_number_requests/{code}/links: a fresh link into the same entry flow (one hour). */
export const portalMyNumberLinkResponseSchema = z.object({ data: z.object({ path: z.string(), expires_at: z.string() }) });
