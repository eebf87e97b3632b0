import { sql } from 'drizzle-orm';
import { id, index, integer, pgTable, text, timestamptz, uniqueIndex } from './columns';

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
