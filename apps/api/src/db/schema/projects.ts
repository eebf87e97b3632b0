import { sql } from 'drizzle-orm';
import { boolean, date, id, index, pgTable, text, timestamptz, uniqueIndex } from './columns';
import { companyId } from './companies';

/** A project of the company (/company/project) that contracts — and purchase orders — are tagged with. */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    companyId: companyId(),
    /** the random URL code (SPEC §3 "Project: code, id") */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** the company's own number for the project (optional; unique in the company when set) */
    projectNumber: text('project_number'),
    description: text('description'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('projects_company_idx').on(t.companyId, t.id),
    // one name per company, whatever the case (the service answers 422 first; this holds against a race)
    uniqueIndex('projects_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('projects_company_number_uq').on(t.companyId, t.projectNumber).where(sql`${t.projectNumber} is not null`),
  ],
);
