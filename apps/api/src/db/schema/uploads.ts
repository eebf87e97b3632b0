import { companies } from './companies';
import { id, index, integer, pgTable, text, timestamptz, uniqueIndex } from './columns';

/**
 * A pre-signed upload handed out and not yet attached to a record: who asked (to cap pending uploads per account and
 * per link), its key and when its policy ends. The row goes when the file is attached (copied to its final key) or
 * when the sweep deletes the unattached object an hour after it was issued.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** e.g. 'worker_account:12', 'my_number_token:34', 'employee:5' */
    ownerKey: text('owner_key').notNull(),
    key: text('key').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pending_uploads_key_uq').on(t.key),
    index('pending_uploads_owner_idx').on(t.ownerKey, t.createdAt),
    index('pending_uploads_created_idx').on(t.createdAt),
  ],
);
