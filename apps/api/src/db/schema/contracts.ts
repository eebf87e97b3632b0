import { date, id, index, integer, pgTable, text, timestamptz } from './columns';
import { companyId } from './companies';
import { workers } from './workers';

/** A contract between the company and one worker. */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    companyId: companyId(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    businessField: text('business_field'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('contracts_company_idx').on(t.companyId, t.id), index('contracts_worker_idx').on(t.workerId)],
);
