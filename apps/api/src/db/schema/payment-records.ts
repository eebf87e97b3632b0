import { sql } from 'drizzle-orm';
import { id, index, integer, jsonb, pgTable, primaryKey, text, timestamptz, uniqueIndex } from './columns';
import { companyId } from './companies';
import { contracts } from './contracts';
import { employees } from './employees';
import { workers } from './workers';

/**
 * 区分 and 細目 printed on a 支払調書, per worker 職種 (workers.occupation; 'unset' for a worker without one). A company
 * edits its own; absent rows fall back to packages/shared/src/payment-records.ts defaults.
 */
export const paymentRecordCategories = pgTable(
  'payment_record_categories',
  {
    companyId: companyId(),
    /** engineer | designer | marketer | writer | backoffice | other | unset */
    occupation: text('occupation').notNull(),
    /** 区分, e.g. デザイン料 */
    category: text('category').notNull(),
    /** 細目, e.g. Webデザイン (may be empty) */
    detail: text('detail').notNull().default(''),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.occupation] })],
);

/**
 * One issued 支払調書: per worker and year (contract_id null) or per contract and year. The figures and the parties as
 * printed are frozen when it is published (the worker downloads exactly what was published); publishing again
 * replaces them. 発行状況: 未発行 (no row or published_at null) / 公開済 / メール送信済.
 */
export const paymentRecordIssues = pgTable(
  'payment_record_issues',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull().unique(),
    year: integer('year').notNull(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'cascade' }),
    /** The record as published (figures, 区分・細目, payee and payer as printed; never the 個人番号). */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    publishedAt: timestamptz('published_at'),
    publishedById: integer('published_by_id').references(() => employees.id, { onDelete: 'set null' }),
    emailedAt: timestamptz('emailed_at'),
    emailedById: integer('emailed_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_record_issues_worker_uq').on(t.companyId, t.year, t.workerId).where(sql`contract_id is null`),
    uniqueIndex('payment_record_issues_contract_uq').on(t.companyId, t.year, t.contractId).where(sql`contract_id is not null`),
    index('payment_record_issues_worker_idx').on(t.workerId, t.year),
  ],
);
