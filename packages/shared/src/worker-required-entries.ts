/**
 * Worker required entries (issue #9 item 6; SPEC §2 /company/worker-required-entry, §7
 * GET/PUT /v2/employee/worker_required_entries): which parts of the worker's own profile and bank account a company
 * asks every registered worker to fill. The worker portal shows a banner while one is missing; nothing is blocked.
 */
import { z } from 'zod';
import { ja } from './messages/ja';

/**
 * The entries a company may require, in the order the settings page and the banner list them. 氏名 and the e-mail
 * address are always there (the invitation asks for them); 個人/法人 always has a value; 家族 and 性別 cannot be
 * required (an empty family list is a valid answer, so "not filled" cannot be told apart) — docs/decisions.md.
 */
export const workerRequiredEntryKeys = [
  'full_name_kana',
  'trade_name',
  'birthday',
  'phone',
  'address',
  'occupation',
  'invoice',
  'corporate_number',
  'bank_account',
] as const;
export type WorkerRequiredEntryKey = (typeof workerRequiredEntryKeys)[number];

export const workerRequiredEntryLabels: Record<WorkerRequiredEntryKey, string> = ja.requiredEntries.labels;

/** A new company's setting (and every existing company's, by the column default): what paying a worker needs. */
export const DEFAULT_WORKER_REQUIRED_ENTRIES: readonly WorkerRequiredEntryKey[] = ['address', 'bank_account'];

/** Where the worker fills an entry in the portal. */
export const workerRequiredEntryPage: Record<WorkerRequiredEntryKey, 'profile' | 'bank_account'> = {
  full_name_kana: 'profile',
  trade_name: 'profile',
  birthday: 'profile',
  phone: 'profile',
  address: 'profile',
  occupation: 'profile',
  invoice: 'profile',
  corporate_number: 'profile',
  bank_account: 'bank_account',
};

export function isWorkerRequiredEntryKey(value: unknown): value is WorkerRequiredEntryKey {
  return typeof value === 'string' && (workerRequiredEntryKeys as readonly string[]).includes(value);
}

/** Catalogue order, each key once. */
export function sortRequiredEntries(keys: Iterable<WorkerRequiredEntryKey>): WorkerRequiredEntryKey[] {
  const wanted = new Set(keys);
  return workerRequiredEntryKeys.filter((k) => wanted.has(k));
}

/** What the check reads of a worker account: its profile row (null before there is one) and whether it has a bank account. */
export type RequiredEntrySnapshot = {
  profile: {
    fullNameKana: string | null;
    tradeName: string | null;
    entityType: 'individual' | 'corporation' | null;
    corporateNumber: string | null;
    occupation: string | null;
    birthday: string | null;
    phone: string | null;
    postalCode: string | null;
    prefectureId: number | null;
    address: string | null;
    invoiceStatus: 'registered' | 'not_registered' | null;
    invoiceRegistrationNumber: string | null;
  } | null;
  hasBankAccount: boolean;
};

/** Blank: absent, or spaces only (half- and full-width). The SQL twin in the API uses the same characters. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.replace(/[ \t\r\n\u3000]/g, '') === '';
}

type Profile = NonNullable<RequiredEntrySnapshot['profile']>;

/** Whether an entry is unfilled, whatever the company requires. Mirrored in SQL by the API's worker list filter. */
const unfilled: Record<WorkerRequiredEntryKey, (p: Profile | null, hasBank: boolean) => boolean> = {
  full_name_kana: (p) => isBlank(p?.fullNameKana),
  trade_name: (p) => isBlank(p?.tradeName),
  birthday: (p) => isBlank(p?.birthday),
  phone: (p) => isBlank(p?.phone),
  address: (p) => isBlank(p?.postalCode) || p?.prefectureId == null || isBlank(p.address),
  occupation: (p) => isBlank(p?.occupation),
  // answered: "not registered", or "registered" with its number
  invoice: (p) => p?.invoiceStatus == null || (p.invoiceStatus === 'registered' && isBlank(p.invoiceRegistrationNumber)),
  // asked of corporations only: an individual (or a worker who has not said) never misses it
  corporate_number: (p) => p?.entityType === 'corporation' && isBlank(p.corporateNumber),
  bank_account: (_p, hasBank) => !hasBank,
};

/** The required entries the worker has not filled, in catalogue order (unknown keys are ignored). */
export function missingRequiredEntries(required: readonly string[], snapshot: RequiredEntrySnapshot): WorkerRequiredEntryKey[] {
  return sortRequiredEntries(required.filter(isWorkerRequiredEntryKey)).filter((key) => unfilled[key](snapshot.profile, snapshot.hasBankAccount));
}

// ── API shapes ──

const requiredEntryKeySchema = z.enum(workerRequiredEntryKeys);

/** PUT /api/v2/employee/worker_required_entries {required_entries}: the whole list (an empty list requires nothing). */
export const workerRequiredEntriesBodySchema = z.object({
  required_entries: z
    .array(
      z
        .string({ error: ja.requiredEntries.unknownEntry })
        .max(64, { error: ja.requiredEntries.unknownEntry })
        .refine(isWorkerRequiredEntryKey, { error: ja.requiredEntries.unknownEntry }),
      { error: ja.validation.invalid },
    )
    .max(workerRequiredEntryKeys.length * 2, { error: ja.requiredEntries.unknownEntry })
    .transform((keys) => sortRequiredEntries(keys as WorkerRequiredEntryKey[])),
});
export type WorkerRequiredEntriesBody = z.input<typeof workerRequiredEntriesBodySchema>;

export const workerRequiredEntriesResponseSchema = z.object({ data: z.object({ required_entries: z.array(requiredEntryKeySchema) }) });
/** As the web client reads it (v2 answers are camelCased). */
export type WorkerRequiredEntries = { requiredEntries: WorkerRequiredEntryKey[] };

/**
 * GET /api/v2/worker/required_entries: for the signed-in worker account, what each linked company requires and which
 * of it is missing, and the union of what is missing (one profile serves every company).
 */
export const portalRequiredEntriesResponseSchema = z.object({
  data: z.object({
    missing_entries: z.array(requiredEntryKeySchema),
    companies: z.array(
      z.object({
        company_id: z.number().int(),
        company_name: z.string(),
        required_entries: z.array(requiredEntryKeySchema),
        missing_entries: z.array(requiredEntryKeySchema),
      }),
    ),
  }),
});
export type PortalRequiredEntriesWire = z.infer<typeof portalRequiredEntriesResponseSchema>['data'];
export type PortalRequiredEntries = {
  missingEntries: WorkerRequiredEntryKey[];
  companies: { companyId: number; companyName: string; requiredEntries: WorkerRequiredEntryKey[]; missingEntries: WorkerRequiredEntryKey[] }[];
};

/**
 * POST /api/v2/employee/worker_required_entries/requests: mails a registered worker to fill entries — the ones named
 * (the 振込 check asks for 口座情報), else the worker's missing required entries (issue #21).
 */
export const requiredEntryRequestBodySchema = z.object({
  businessor_code: z.string({ error: ja.requiredEntries.requestWorkerRequired }).trim().min(1, { error: ja.requiredEntries.requestWorkerRequired }).max(40),
  required_entries: z
    .array(z.string().max(64).refine(isWorkerRequiredEntryKey, { error: ja.requiredEntries.unknownEntry }), { error: ja.validation.invalid })
    .max(workerRequiredEntryKeys.length * 2, { error: ja.requiredEntries.unknownEntry })
    .transform((keys) => sortRequiredEntries(keys as WorkerRequiredEntryKey[]))
    .optional(),
});
export type RequiredEntryRequestBody = z.input<typeof requiredEntryRequestBodySchema>;
export const requiredEntryRequestResponseSchema = z.object({ data: z.object({ entries: z.array(requiredEntryKeySchema), email: z.string() }) });
