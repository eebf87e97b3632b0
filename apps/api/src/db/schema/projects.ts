import { boolean, id, index, pgTable, text, timestamptz } from './columns';
import { companyId } from './companies';

/** A project of the company that contracts can be linked to (managed at /company/project by a later issue). */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('projects_company_idx').on(t.companyId, t.id)],
);
