import { sql } from 'drizzle-orm';
import { boolean, id, index, integer, pgTable, text, timestamptz, uniqueIndex } from './columns';
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
    role: text('role', { enum: ['owner_administrator', 'administrator', 'general', 'viewer'] }).notNull(),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    suspended: boolean('suspended').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One sign-in identity per e-mail across the whole product (sign-in looks the e-mail up before any company is known).
    uniqueIndex('employees_email_uq').on(sql`lower(${t.email})`),
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
  (t) => [uniqueIndex('auth_devices_client_uq').on(t.employeeId, t.clientId), index('auth_devices_employee_idx').on(t.employeeId, t.createdAt)],
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
