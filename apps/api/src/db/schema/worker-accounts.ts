import { sql } from 'drizzle-orm';
import { boolean, date, id, index, integer, jsonb, pgTable, text, timestamptz, uniqueIndex } from './columns';

/**
 * A worker's own sign-in for the worker portal: one e-mail address and password, separate from employee accounts
 * (an address may be an employee somewhere and a worker elsewhere). One account may be linked to worker rows of
 * several companies (`workers.account_id`).
 */
export const workerAccounts = pgTable(
  'worker_accounts',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('worker_accounts_email_uq').on(sql`lower(${t.email})`)],
);

/** A signed-in device of a worker account (same scheme as `auth_devices`; only the SHA-256 of the token is stored). */
export const workerAccountDevices = pgTable(
  'worker_account_devices',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => workerAccounts.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('worker_account_devices_client_uq').on(t.accountId, t.clientId),
    index('worker_account_devices_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** A worker's password reset link: single use, expiring after an hour. Only the SHA-256 of the token is stored. */
export const workerPasswordResetTokens = pgTable(
  'worker_password_reset_tokens',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => workerAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('worker_password_reset_tokens_token_uq').on(t.tokenHash),
    index('worker_password_reset_tokens_account_idx').on(t.accountId),
  ],
);

/**
 * The worker's own profile and personal information — one row per account, the one truth every linked company reads
 * (its names are copied to the linked `workers` rows in the same transaction as every change, for the company's list
 * and search). The company side never writes it.
 */
export const workerAccountProfiles = pgTable('worker_account_profiles', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => workerAccounts.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  fullNameKana: text('full_name_kana').notNull().default(''),
  /** 屋号 */
  tradeName: text('trade_name'),
  /** 個人 / 法人 */
  entityType: text('entity_type', { enum: ['individual', 'corporation'] }).notNull().default('individual'),
  /** 法人番号 (13 digits, check digit validated), a corporation only */
  corporateNumber: text('corporate_number'),
  occupation: text('occupation', { enum: ['engineer', 'designer', 'marketer', 'writer', 'backoffice', 'other'] }),
  birthday: date('birthday', { mode: 'string' }),
  phone: text('phone'),
  postalCode: text('postal_code'),
  /** 1–47 (JIS X 0401) */
  prefectureId: integer('prefecture_id'),
  address: text('address'),
  building: text('building'),
  gender: text('gender', { enum: ['male', 'female', 'other', 'unanswered'] }),
  /** インボイス: null = not answered yet, 'registered' with the number, 'not_registered' (免税事業者など) */
  invoiceStatus: text('invoice_status', { enum: ['registered', 'not_registered'] }),
  /** T + 13 digits */
  invoiceRegistrationNumber: text('invoice_registration_number'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** The worker's family (for 扶養 and 支払調書 questions), owned by the account. */
export const workerAccountFamilyMembers = pgTable(
  'worker_account_family_members',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => workerAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKana: text('name_kana').notNull().default(''),
    relationship: text('relationship', { enum: ['husband', 'wife', 'father', 'mother', 'child'] }).notNull(),
    birthday: date('birthday', { mode: 'string' }),
    /** 税法上の扶養親族 */
    isDependent: boolean('is_dependent').notNull().default(false),
  },
  (t) => [index('worker_account_family_members_account_idx').on(t.accountId, t.id)],
);

/** The account every linked company transfers the worker's fees to (names from the 全銀 master; holder in 全銀 kana). */
export const workerAccountBankAccounts = pgTable('worker_account_bank_accounts', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => workerAccounts.id, { onDelete: 'cascade' }),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  branchCode: text('branch_code').notNull(),
  branchName: text('branch_name').notNull(),
  accountType: text('account_type', { enum: ['normal', 'current', 'savings'] }).notNull(),
  /** 7 digits, left-padded with 0 */
  accountNumber: text('account_number').notNull(),
  /** 口座名義カナ in the 全銀 half-width character set */
  accountHolderKana: text('account_holder_kana').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * What happened to a worker account's sensitive data, for the record (e.g. bank_account_changed with the old and new
 * account masked). Written in the transaction of the change; never updated.
 */
export const workerAccountAuditLogs = pgTable(
  'worker_account_audit_logs',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => workerAccounts.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('worker_account_audit_logs_account_idx').on(t.accountId, t.id)],
);
