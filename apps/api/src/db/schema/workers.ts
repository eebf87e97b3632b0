import { sql } from 'drizzle-orm';
import { id, index, integer, pgTable, text, timestamptz, uniqueIndex } from './columns';
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
    // Kept by triggers for the worker list (drizzle/0027; never written by the app): the contract with the latest start
    // (then the newest), the number of contracts, and the required entries a registered worker has not filled.
    currentContractId: integer('current_contract_id'),
    contractCount: integer('contract_count').notNull().default(0),
    missingRequiredEntries: text('missing_required_entries').array().notNull().default(sql`'{}'`),
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

/**
 * The extra columns of the worker list, in order: the company's default (employee_id null) and each employee's own
 * choice (issue #24: per-person columns; an employee without rows sees the default). A field_key is a built-in key
 * or `custom:<field code>`.
 */
export const workerListDisplayFields = pgTable(
  'worker_list_display_fields',
  {
    id: id(),
    companyId: companyId(),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    fieldKey: text('field_key').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('worker_list_display_fields_company_key_idx').on(t.companyId, t.fieldKey).where(sql`employee_id is null`),
    uniqueIndex('worker_list_display_fields_employee_key_idx').on(t.employeeId, t.fieldKey).where(sql`employee_id is not null`),
  ],
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
