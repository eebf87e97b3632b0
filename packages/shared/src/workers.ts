import { z } from 'zod';
import { invoiceRegistrationStatuses } from './invoice-registrations';
import { pageQuery } from './paging';
import { checkBusinessDate, formatDate } from './format';
import { ja } from './messages/ja';
import { singleLineText } from './text';
import { workerRequiredEntryKeys } from './worker-required-entries';

export const myNumberStatuses = ['not_requested', 'requested', 'submitted', 'confirmed'] as const;
export const myNumberStatusSchema = z.enum(myNumberStatuses);
export type MyNumberStatus = z.infer<typeof myNumberStatusSchema>;
export const myNumberStatusLabels: Record<MyNumberStatus, string> = {
  not_requested: '未依頼',
  requested: '依頼中',
  submitted: '提出済',
  confirmed: '確認済',
};

export const workerOccupations = ['engineer', 'designer', 'marketer', 'writer', 'backoffice', 'other'] as const;
export const workerOccupationSchema = z.enum(workerOccupations);
export type WorkerOccupation = z.infer<typeof workerOccupationSchema>;
export const workerOccupationLabels: Record<WorkerOccupation, string> = {
  engineer: 'エンジニア',
  designer: 'デザイナー',
  marketer: 'マーケター',
  writer: 'ライター',
  backoffice: 'バックオフィス',
  other: 'その他',
};

/** An occupation from a CSV cell or form: the key ('engineer') or its Japanese label ('エンジニア'). */
export function parseOccupation(value: string): WorkerOccupation | null | undefined {
  const v = value.trim();
  if (v === '') return null;
  if ((workerOccupations as readonly string[]).includes(v)) return v as WorkerOccupation;
  const found = workerOccupations.find((o) => workerOccupationLabels[o] === v);
  return found ?? undefined;
}

export const workerStatuses = ['active', 'invited', 'temporary'] as const;
export const workerStatusSchema = z.enum(workerStatuses);
export type WorkerStatus = z.infer<typeof workerStatusSchema>;
export const workerStatusLabels: Record<WorkerStatus, string> = ja.worker.statusLabels;

/** Days an invitation link stays valid (SPEC §9 leaves the value open: docs/decisions.md). */
export const WORKER_INVITE_EXPIRE_DAYS = 7;

export const WORKER_LIST_DEFAULT_PER_PAGE = 25;

/** GET /api/user/workers/custom_display query. */
export const workerListQuerySchema = z.object({
  search_name: z.string().trim().max(100, { error: ja.validation.searchTooLong(100) }).optional().default(''),
  ...pageQuery('per_page', WORKER_LIST_DEFAULT_PER_PAGE),
  /** only registered workers (an account is linked) whose profile misses an entry the company requires (issue #9 item 6) */
  missing_required: z
    .enum(['true', 'false', '1', '0'], { error: ja.validation.invalid })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  /** filter by one custom field (issue #24): its code, then the value (select: equals, text: contains, number/date: exact, checkbox: true/false) */
  cf_filter_code: z.string().trim().max(64, { error: ja.validation.invalid }).optional().default(''),
  cf_filter_value: z.string().trim().max(200, { error: ja.validation.tooLong(200) }).optional().default(''),
  /** a number or date field's range (either end may be left out) */
  cf_filter_from: z.string().trim().max(40, { error: ja.validation.invalid }).optional().default(''),
  cf_filter_to: z.string().trim().max(40, { error: ja.validation.invalid }).optional().default(''),
  /** `custom:<field code>` sorts by that field (values missing last); empty keeps フリガナ order */
  sort: z
    .string()
    .trim()
    .max(80, { error: ja.validation.invalid })
    .refine((v) => v === '' || v.startsWith('custom:'), { error: ja.validation.invalid })
    .optional()
    .default(''),
  order: z.enum(['asc', 'desc'], { error: ja.validation.invalid }).optional().default('asc'),
});

/** One row of the worker table (SPEC "Worker table") with the values the company may add as extra columns. */
export const workerListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  full_name: z.string(),
  full_namekana: z.string(),
  trade_name: z.string().nullable(),
  own_department: z.string().nullable(),
  fullname: z.string(),
  department_name: z.string().nullable(),
  my_number_status: myNumberStatusSchema,
  disp_my_number_status_name: z.string(),
  contract_count: z.number().int(),
  status: workerStatusSchema,
  disp_status_name: z.string(),
  email: z.string().nullable(),
  occupation: workerOccupationSchema.nullable(),
  /** 業務内容 of the current contract (falls back to the worker's own) */
  business_field: z.string().nullable(),
  /** the open invitation, when status is invited */
  invite_id: z.number().int().nullable(),
  /** the current (latest) contract */
  contract_id: z.number().int().nullable(),
  /** 'YYYY/MM/DD〜YYYY/MM/DD' of the current contract, '' without one */
  contract_period: z.string(),
  created_at: z.string(),
  /** the list only: the required entries (company setting) the registered worker has not filled; [] without an account */
  missing_required_entries: z.array(z.enum(workerRequiredEntryKeys)).optional(),
  /** the list only: each chosen custom column's value as shown (field code → text; a field without a value is absent) */
  custom_fields: z.record(z.string(), z.string()).optional(),
  /** the list only: the published state of the worker's インボイス登録番号 (lapsed / cancelled are flagged); null: none entered */
  invoice_registration_status: z.enum(invoiceRegistrationStatuses).nullable().optional(),
});
export type WorkerListItemWire = z.infer<typeof workerListItemSchema>;

export const workerListResponseSchema = z.object({
  data: z.array(workerListItemSchema),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type WorkerListResponseWire = z.infer<typeof workerListResponseSchema>;

/** The display name: full name, with the trade name after a slash when present. */
export function workerDisplayName(fullName: string, tradeName: string | null | undefined): string {
  return tradeName ? `${fullName}／${tradeName}` : fullName;
}

/** '2026/04/01〜2027/03/31', '2026/04/01〜' without an end, '' without a contract. */
export function contractPeriodText(start: string | null | undefined, end: string | null | undefined): string {
  if (!start) return '';
  return `${formatDate(start)}〜${end ? formatDate(end) : ''}`;
}

const KATAKANA_NAME = /^[\u30a0-\u30ff\s\u3000・ー]*$/;

const optionalText = (max: number) =>
  singleLineText(
    z
      .string()
      .trim()
      .max(max, { error: ja.validation.tooLong(max) })
      .nullish()
      .transform((v) => (v ? v : null)),
  );

export const workerFullNameSchema = singleLineText(
  z.string().trim().min(1, { error: ja.workerValidation.fullNameRequired }).max(100, { error: ja.validation.tooLong(100) }),
);
/** フリガナ: full-width katakana (half-width is widened first); may be empty. */
export const workerFullNameKanaSchema = singleLineText(
  z
    .string()
    .trim()
    .max(100, { error: ja.validation.tooLong(100) })
    .nullish()
    .transform((v) => (v ?? '').normalize('NFKC')),
).refine((v) => KATAKANA_NAME.test(v), { error: ja.workerValidation.fullNameKana });
const requiredEmail = z
  .string()
  .trim()
  .min(1, { error: ja.workerValidation.emailRequired })
  .max(254, { error: ja.validation.tooLong(254) })
  .pipe(z.email({ error: ja.validation.email }))
  .transform((v) => v.toLowerCase());
const optionalEmail = z
  .string()
  .trim()
  .max(254, { error: ja.validation.tooLong(254) })
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || z.email().safeParse(v).success, { error: ja.validation.email });
const occupation = z
  .string()
  .nullish()
  .transform((v, ctx) => {
    const parsed = parseOccupation(v ?? '');
    if (parsed === undefined) {
      ctx.addIssue({ code: 'custom', message: ja.workerValidation.occupation });
      return z.NEVER;
    }
    return parsed;
  });
const businessDate = (required: string | null) =>
  z
    .string()
    .nullish()
    .transform((v, ctx) => {
      if (!v || v.trim() === '') {
        if (required) {
          ctx.addIssue({ code: 'custom', message: required });
          return z.NEVER;
        }
        return null;
      }
      const parsed = checkBusinessDate(v);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.reason === 'format' ? ja.validation.date : ja.validation.dateInvalid });
        return z.NEVER;
      }
      return parsed.value;
    });

/** The worker's own fields (SPEC §3), shared by create, update and the CSV import. */
export const businessorFieldsSchema = z.object({
  full_name: workerFullNameSchema,
  full_namekana: workerFullNameKanaSchema,
  own_department: optionalText(100),
  trade_name: optionalText(100),
  business_field: optionalText(200),
  occupation,
  email: optionalEmail,
});
export type BusinessorFields = z.output<typeof businessorFieldsSchema>;
export type BusinessorFieldsInput = z.input<typeof businessorFieldsSchema>;

/** POST /api/v2/employee/businessors and PUT …/{code}. */
export const businessorBodySchema = z.object({ businessor: businessorFieldsSchema });

const inviteFieldsBase = {
  full_name: workerFullNameSchema,
  full_namekana: workerFullNameKanaSchema,
  email: requiredEmail,
  trade_name: optionalText(100),
  own_department: optionalText(100),
  occupation,
  contract_title: singleLineText(
    z.string().trim().min(1, { error: ja.workerValidation.contractTitleRequired }).max(200, { error: ja.validation.tooLong(200) }),
  ),
  business_field: optionalText(200),
  start_date: businessDate(ja.workerValidation.startDateRequired),
  end_date: businessDate(null),
};

function endNotBeforeStart(v: { start_date: string | null; end_date: string | null }, ctx: z.RefinementCtx) {
  if (v.start_date && v.end_date && v.end_date < v.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: ja.validation.afterStartDate });
  }
}

/** A worker to invite with the basics of the first contract. */
export const workerInviteFieldsSchema = z.object(inviteFieldsBase).superRefine(endNotBeforeStart);
/** A worker registered temporarily (仮登録, no invitation mail): the e-mail may be empty. */
export const workerTemporaryFieldsSchema = z.object({ ...inviteFieldsBase, email: optionalEmail }).superRefine(endNotBeforeStart);
export type WorkerInviteFields = z.output<typeof workerInviteFieldsSchema>;
export type WorkerInviteFieldsInput = z.input<typeof workerInviteFieldsSchema>;

/** POST /api/workers/invitation */
export const workerInviteBodySchema = z.object({ worker: workerInviteFieldsSchema });

/** Answer of invite and re-invite: the list row, so the table refreshes status and contract_period from it. */
export const workerInviteResponseSchema = z.object({
  data: z.object({ worker: workerListItemSchema, invite_id: z.number().int(), expire_days: z.number().int() }),
});
export type WorkerInviteResponseWire = z.infer<typeof workerInviteResponseSchema>;

export const workerInviteCanceledResponseSchema = z.object({
  data: z.object({ id: z.number().int(), status: z.literal('canceled') }),
});

/** One worker: GET /api/workers/{code} data.worker, and the v2 businessor answers' data. */
export const workerDetailSchema = workerListItemSchema.extend({
  contract_title: z.string().nullable(),
  /** the current contract's code (its page is /worker/{code}/contract/{contract_code}) */
  contract_code: z.string().nullable(),
  /** the worker's own 業務内容 (business_field above prefers the current contract's) */
  worker_business_field: z.string().nullable(),
  occupation_name: z.string().nullable(),
  updated_at: z.string(),
  /** linked to a worker portal account: the worker manages 氏名, フリガナ, 屋号, 職種 and e-mail (WORKER_OWNED_FIELDS) */
  account_linked: z.boolean(),
  /** the worker's インボイス登録番号 from the portal profile (null when not registered or not answered) */
  invoice_registration_number: z.string().nullable(),
});
export type WorkerDetailWire = z.infer<typeof workerDetailSchema>;
export const workerDetailResponseSchema = z.object({ data: z.object({ worker: workerDetailSchema }) });
export type WorkerDetailResponseWire = z.infer<typeof workerDetailResponseSchema>;
export const businessorResponseSchema = z.object({ data: workerDetailSchema });
export type BusinessorResponseWire = z.infer<typeof businessorResponseSchema>;

/** Answer of the CSV imports: how many rows were written. */
export const workerImportResponseSchema = z.object({ data: z.object({ count: z.number().int() }), meta: z.object({ count: z.number().int() }) });

/** Most rows one CSV import may carry (a larger file is split by the user). */
export const WORKER_IMPORT_MAX_ROWS = 5000;


/** Columns of workers.csv (export and import, same order). */
export const workerCsvColumns = [
  { key: 'code', header: ja.workerFields.code },
  { key: 'full_name', header: ja.workerFields.fullName },
  { key: 'full_namekana', header: ja.workerFields.fullNameKana },
  { key: 'trade_name', header: ja.workerFields.tradeName },
  { key: 'own_department', header: ja.workerFields.ownDepartment },
  { key: 'business_field', header: ja.workerFields.businessField },
  { key: 'occupation', header: ja.workerFields.occupation },
  { key: 'email', header: ja.workerFields.email },
] as const;

/** Columns of the bulk invitation and temporary registration CSVs. */
export const workerInviteCsvColumns = [
  { key: 'full_name', header: ja.workerFields.fullName, required: true },
  { key: 'full_namekana', header: ja.workerFields.fullNameKana, required: false },
  { key: 'email', header: ja.workerFields.email, required: true },
  { key: 'trade_name', header: ja.workerFields.tradeName, required: false },
  { key: 'own_department', header: ja.workerFields.ownDepartment, required: false },
  { key: 'occupation', header: ja.workerFields.occupation, required: false },
  { key: 'contract_title', header: ja.workerFields.contractTitle, required: true },
  { key: 'business_field', header: ja.workerFields.businessField, required: false },
  { key: 'start_date', header: ja.workerFields.contractStartDate, required: true },
  { key: 'end_date', header: ja.workerFields.contractEndDate, required: false },
] as const;
