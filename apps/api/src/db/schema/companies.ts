import { sql } from 'drizzle-orm';
import { boolean, id, index, integer, pgTable, text, timestamptz, uniqueIndex } from './columns';

export const companies = pgTable('companies', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  isDemo: boolean('is_demo').notNull().default(false),
  // 基本情報 (issue #3): shown on documents later. All optional until the company fills them in.
  postalCode: text('postal_code'),
  address: text('address'),
  representativeName: text('representative_name'),
  phone: text('phone'),
  /** 法人番号: 13 digits, check digit first. */
  corporateNumber: text('corporate_number'),
  /** インボイス登録番号: T + 13 digits. */
  invoiceRegistrationNumber: text('invoice_registration_number'),
  /**
   * ワーカーの必須入力項目 (issue #9 item 6): keys of `workerRequiredEntryKeys` (packages/shared/src/worker-required-entries.ts)
   * in catalogue order. The default is DEFAULT_WORKER_REQUIRED_ENTRIES.
   */
  workerRequiredEntries: text('worker_required_entries')
    .array()
    .notNull()
    .default(sql`'{address,bank_account}'::text[]`),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const departments = pgTable(
  'departments',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    officerName: text('officer_name'),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('departments_company_idx').on(t.companyId, t.id), uniqueIndex('departments_company_name_uq').on(t.companyId, sql`lower(${t.name})`)],
);

/** The tenant column of every company-owned table: removed with its company. */
export function companyId() {
  return integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
}
