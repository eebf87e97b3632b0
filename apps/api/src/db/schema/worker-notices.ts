import { id, index, integer, pgTable, text, timestamptz } from './columns';
import { companyId } from './companies';
import { workerAccounts } from './worker-accounts';

/** A notice in the worker portal (an order sent or taken back, a delivery or invoice reviewed …), beside its mail. */
export const workerNotices = pgTable(
  'worker_notices',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => workerAccounts.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** A path of the portal, e.g. /portal/contracts/{code}/orders/{orderCode}. */
    link: text('link'),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('worker_notices_account_idx').on(t.accountId, t.createdAt, t.id)],
);
