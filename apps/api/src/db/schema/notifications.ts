import { id, index, integer, pgTable, text, timestamptz } from './columns';
import { companyId } from './companies';
import { employees } from './employees';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyId: companyId(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    activityGroupCode: text('activity_group_code'),
    businessorCode: text('businessor_code'),
    contractCode: text('contract_code'),
    /** The screen that shows the document the notification is about, e.g. /worker/{code}/contract/{code}/delivery/{code}/invoice. */
    link: text('link'),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_employee_idx').on(t.companyId, t.employeeId, t.createdAt, t.id)],
);
