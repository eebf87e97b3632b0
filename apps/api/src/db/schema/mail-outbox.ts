import { id, index, integer, pgTable, text, timestamptz } from './columns';
import { companies } from './companies';

/**
 * What a mail is, for the invitation limits (counted from these rows) and for nothing else:
 * `invitation` / `reinvitation` (employee or worker, one at a time), `bulk_invitation` (a CSV row), `password_reset`, `other`.
 */
export const mailKinds = ['invitation', 'reinvitation', 'bulk_invitation', 'password_reset', 'my_number_request', 'my_number_bulk_request', 'required_entry_request', 'payment_record', 'time_month', 'other'] as const;
export type MailKind = (typeof mailKinds)[number];

/**
 * Mail written in the same transaction as the action that causes it; delivered by jobs/outbox.ts.
 * The bodies (which hold the link tokens) are dropped once the mail is sent or finally failed; the metadata stays.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: mailKinds }).notNull().default('other'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** null once delivered or finally failed */
    textBody: text('text_body'),
    /** null once delivered or finally failed */
    htmlBody: text('html_body'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    deliveredTo: text('delivered_to'),
    sentAt: timestamptz('sent_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // the invitation limits count a company's mail of the last hour
    index('mail_outbox_company_recent_idx').on(t.companyId, t.createdAt),
  ],
);
