import { id, index, integer, jsonb, pgTable, text, timestamptz, uniqueIndex } from './columns';
import { companyId } from './companies';
import { contracts } from './contracts';
import { employees } from './employees';

/**
 * Slack (issue #23): the company's Slack workspace connected by OAuth 2 (/slack/omniauth_callbacks). The access token
 * is stored encrypted (never in logs or answers). One connection per company; connecting again replaces it.
 */
export const slackConnections = pgTable(
  'slack_connections',
  {
    id: id(),
    companyId: companyId(),
    teamId: text('team_id').notNull(),
    teamName: text('team_name').notNull(),
    /** the bot/user access token, encrypted at rest (base64 of the sealed box) */
    accessTokenSealed: text('access_token_sealed').notNull(),
    scope: text('scope'),
    connectedById: integer('connected_by_id').references(() => employees.id, { onDelete: 'set null' }),
    connectedAt: timestamptz('connected_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('slack_connections_company_uq').on(t.companyId)],
);

/** An OAuth 2 `state` handed to Slack's authorize URL: one use, short-lived, bound to the employee who started it. */
export const slackOauthStates = pgTable(
  'slack_oauth_states',
  {
    id: id(),
    companyId: companyId(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** SHA-256 of the state value (the value itself only travels in the redirect) */
    stateHash: text('state_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('slack_oauth_states_company_idx').on(t.companyId)],
);

/**
 * A message to post to a webhook (a contract's time_tracking_slack_webhook_url): written in the transaction of the event,
 * posted by the delivery job with retries (like the mail outbox), never blocking the change that caused it. After the
 * last attempt it is `failed` and the company's bell says so.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    companyId: companyId(),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'cascade' }),
    /** slack_time_tracking (the kind of event source) */
    kind: text('kind').notNull(),
    url: text('url').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending / sent / failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** what the last attempt got (HTTP status or a network error's code), without the URL */
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    failedAt: timestamptz('failed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt), index('webhook_deliveries_contract_idx').on(t.contractId, t.createdAt)],
);
