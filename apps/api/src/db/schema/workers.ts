import { sql } from 'drizzle-orm';
import { boolean, date, id, index, integer, pgTable, text, timestamptz, uniqueIndex } from './columns';
import { companyId, departments } from './companies';
import { employees } from './employees';
import { workerAccounts } from './worker-accounts';

/** A freelance worker (businessor) engaged by the company. Contracts live in contracts.ts. */
export const workers = pgTable(
  'workers',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull().unique(),
    fullName: text('full_name').notNull(),
    fullNameKana: text('full_name_kana').notNull().default(''),
    /** Search key: kana folded to hiragana, lower-cased, spaces removed — written with every change of the names. */
    searchText: text('search_text').notNull().default(''),
    tradeName: text('trade_name'),
    ownDepartment: text('own_department'),
    email: text('email'),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    businessField: text('business_field'),
    occupation: text('occupation', { enum: ['engineer', 'designer', 'marketer', 'writer', 'backoffice', 'other'] }),
    myNumberStatus: text('my_number_status', { enum: ['not_requested', 'requested', 'submitted', 'confirmed'] })
      .notNull()
      .default('not_requested'),
    /** active: the worker uses the worker-side app; invited: an invitation is open; temporary: 仮登録 by the company. */
    status: text('status', { enum: ['active', 'invited', 'temporary'] }).notNull().default('active'),
    /** The worker-portal account that accepted this company's invitation (one account, several companies' rows). */
    accountId: integer('account_id').references(() => workerAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('workers_company_idx').on(t.companyId, t.id),
    index('workers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // the list's order (furigana, id) within a company: an index scan serves a page without sorting 20,000 rows
    index('workers_company_kana_idx').on(t.companyId, t.fullNameKana, t.id),
    // one worker per address within a company (the service checks first; this settles two requests at once → 409)
    uniqueIndex('workers_company_email_uq').on(t.companyId, sql`lower(${t.email})`),
    // one worker row per company and account
    uniqueIndex('workers_company_account_uq').on(t.companyId, t.accountId),
    index('workers_account_idx').on(t.accountId),
  ],
);

/** An invitation of a worker to the worker-side app: the link token is stored hashed, single use, expiring. */
export const workerInvites = pgTable(
  'worker_invites',
  {
    id: id(),
    companyId: companyId(),
    /** null once the invitation was cancelled (the invited worker is removed, the invite row stays as a record). */
    workerId: integer('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'canceled'] }).notNull().default('pending'),
    expiresAt: timestamptz('expires_at').notNull(),
    sentCount: integer('sent_count').notNull().default(1),
    invitedBy: integer('invited_by').references(() => employees.id, { onDelete: 'set null' }),
    canceledAt: timestamptz('canceled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('worker_invites_token_idx').on(t.tokenHash),
    // at most one open invitation per worker
    uniqueIndex('worker_invites_pending_worker_idx').on(t.workerId).where(sql`${t.status} = 'pending'`),
    index('worker_invites_company_idx').on(t.companyId, t.id),
  ],
);

/** Personal information the worker enters in the worker-side app; the company side reads it. */
export const workerPersonalInfos = pgTable('worker_personal_infos', {
  workerId: integer('worker_id')
    .primaryKey()
    .references(() => workers.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  postalCode: text('postal_code'),
  /** 1–47 (JIS X 0401) */
  prefectureId: integer('prefecture_id'),
  address: text('address'),
  building: text('building'),
  phone: text('phone'),
  birthday: date('birthday', { mode: 'string' }),
  gender: text('gender', { enum: ['male', 'female', 'other', 'unanswered'] }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const workerFamilyMembers = pgTable(
  'worker_family_members',
  {
    id: id(),
    companyId: companyId(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKana: text('name_kana').notNull().default(''),
    relationship: text('relationship', { enum: ['husband', 'wife', 'father', 'mother', 'child'] }).notNull(),
    birthday: date('birthday', { mode: 'string' }),
    /** 税法上の扶養親族 */
    isDependent: boolean('is_dependent').notNull().default(false),
  },
  (t) => [index('worker_family_members_worker_idx').on(t.workerId, t.id)],
);

/** The account the company transfers the worker's fees to. */
export const workerBankAccounts = pgTable('worker_bank_accounts', {
  workerId: integer('worker_id')
    .primaryKey()
    .references(() => workers.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  branchCode: text('branch_code').notNull(),
  branchName: text('branch_name').notNull(),
  accountType: text('account_type', { enum: ['normal', 'current', 'savings'] }).notNull(),
  accountNumber: text('account_number').notNull(),
  /** 口座名義（カナ） */
  accountHolderKana: text('account_holder_kana').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** The extra columns a company chose for its worker list, in order. */
export const workerListDisplayFields = pgTable(
  'worker_list_display_fields',
  {
    id: id(),
    companyId: companyId(),
    fieldKey: text('field_key').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('worker_list_display_fields_company_key_idx').on(t.companyId, t.fieldKey)],
);

/**
 * Who read which worker's family or bank data, and when (append-only; written with every such read). Kept so a
 * company can answer "who looked at this person's account number" — the data itself is never copied here.
 */
export const personalDataAccessLogs = pgTable(
  'personal_data_access_logs',
  {
    id: id(),
    companyId: companyId(),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    workerId: integer('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    /** what was shown: 'bank_account', 'family_members' (comma-separated) */
    dataKinds: text('data_kinds').notNull(),
    clientAddress: text('client_address'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('personal_data_access_logs_company_idx').on(t.companyId, t.createdAt)],
);
