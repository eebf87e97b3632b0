import { sql } from 'drizzle-orm';
import { id, index, integer, jsonb, pgTable, text, timestamptz } from './columns';
import { companyId } from './companies';
import { employees } from './employees';

/**
 * A background job a person started (bulk 支払調書 PDFs, zips, mails …): its progress is this row, which the screen
 * polls; the queue itself is pg-boss (modules/platform/jobs). `done` counts the items finished, each in the
 * transaction of its own effect, so a job resumed after a crash continues after the last finished item.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull().unique(),
    /** e.g. payment_records.bulk_download */
    kind: text('kind').notNull(),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed'] }).notNull().default('queued'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    /** What the job made: { fileKey, fileName, contentType } for a download, counts, … */
    result: jsonb('result').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** Japanese messages of what failed, each naming its item. */
    errors: jsonb('errors').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdById: integer('created_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('job_runs_company_idx').on(t.companyId, t.createdAt, t.id)],
);
