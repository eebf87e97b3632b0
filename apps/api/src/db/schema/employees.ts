import { sql } from 'drizzle-orm';
import { boolean, id, index, integer, pgTable, text, timestamptz, uniqueIndex } from './columns';
import { employeeRoles } from '@app/shared/roles';
import { companyId, departments } from './companies';

export const employees = pgTable(
  'employees',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull().unique(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: employeeRoles }).notNull(),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    suspended: boolean('suspended').notNull().default(false),
    /** マイナンバー事務取扱担当者 (issue #12): set by owners; only these may reveal, register, export… personal numbers. */
    isMyNumberStaff: boolean('is_my_number_staff').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One employee per address within a company; the same person may be an employee of several companies, each
    // company owning its own row (sign-in asks which company when one password opens more than one).
    uniqueIndex('employees_company_email_uq').on(t.companyId, sql`lower(${t.email})`),
    index('employees_email_idx').on(sql`lower(${t.email})`),
    index('employees_company_idx').on(t.companyId, t.id),
  ],
);

/** A signed-in device (devise_token_auth "client"). Only the SHA-256 of the token is stored. */
export const authDevices = pgTable(
  'auth_devices',
  {
    id: id(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_devices_client_uq').on(t.employeeId, t.clientId),
    index('auth_devices_employee_idx').on(t.employeeId, t.createdAt),
    // every authenticated request finds its device by the client id alone
    index('auth_devices_client_idx').on(t.clientId),
  ],
);

/** Failed sign-in attempts, kept in PostgreSQL so throttling holds across API instances. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: id(),
    /** 'email:<lower-case address>' or 'ip:<address>' */
    subject: text('subject').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('sign_in_attempts_subject_idx').on(t.subject, t.createdAt)],
);

/**
 * A pending invitation of a new employee. The employee row is created when the invitee registers a password; the
 * invitation is then deleted (single use). Only the SHA-256 of the link token is stored.
 */
export const employeeInvites = pgTable(
  'employee_invites',
  {
    id: id(),
    companyId: companyId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: employeeRoles }).notNull(),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    expireDays: integer('expire_days').notNull().default(7),
    expiresAt: timestamptz('expires_at').notNull(),
    invitedById: integer('invited_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employee_invites_token_uq').on(t.tokenHash),
    // One pending invitation per address and company: invitations of different companies never meet.
    uniqueIndex('employee_invites_company_email_uq').on(t.companyId, sql`lower(${t.email})`),
    index('employee_invites_company_idx').on(t.companyId, t.id),
  ],
);

/** A password reset link: single use (used_at), expiring after an hour. Only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_token_uq').on(t.tokenHash), index('password_reset_tokens_employee_idx').on(t.employeeId)],
);

/**
 * A change of an employee's e-mail address waiting for the new address to confirm it (the link mailed there): the
 * address changes only then. Only the SHA-256 of the link token is stored; single use, expiring.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: id(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    requestedById: integer('requested_by_id').references(() => employees.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_change_tokens_token_uq').on(t.tokenHash), index('email_change_tokens_employee_idx').on(t.employeeId)],
);
