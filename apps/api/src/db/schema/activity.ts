import { id, index, integer, pgTable, primaryKey, text, timestamptz } from './columns';
import { companyId } from './companies';
import { employees } from './employees';
import { workerAccounts } from './worker-accounts';

/**
 * 活動一覧 (issue #23): a thread per business object — an order with its deliveries and invoices, a 支払通知書, a month
 * of hours — whose events are read from the logs the product already writes; what is new here is the comments people
 * write in a thread and how far each employee has read. A thread is named by `group_code`, `<kind>-<object code>`
 * (e.g. `order-<purchase order code>`, `pn-<payment notification code>`, `hours-<contract code>-202610`), the value
 * notifications.activity_group_code carries.
 */
export const activityComments = pgTable(
  'activity_comments',
  {
    id: id(),
    companyId: companyId(),
    groupCode: text('group_code').notNull(),
    /** employee / worker */
    authorKind: text('author_kind').notNull(),
    authorEmployeeId: integer('author_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    authorAccountId: integer('author_account_id').references(() => workerAccounts.id, { onDelete: 'set null' }),
    /** the name as it was */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('activity_comments_group_idx').on(t.companyId, t.groupCode, t.createdAt)],
);

/** How far an employee has read a thread (unread = events or comments after read_at). */
export const activityReads = pgTable(
  'activity_reads',
  {
    companyId: companyId(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    groupCode: text('group_code').notNull(),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.groupCode] })],
);
