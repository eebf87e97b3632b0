import { sql } from 'drizzle-orm';
import { id, index, integer, pgTable, text, timestamptz } from './columns';
import { companyId, departments } from './companies';

/** A freelance worker (businessor) engaged by the company. Contracts live in contracts.ts. */
export const workers = pgTable(
  'workers',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull().unique(),
    fullName: text('full_name').notNull(),
    fullNameKana: text('full_name_kana').notNull().default(''),
    /** Search key: kana folded to hiragana, lower-cased, spaces removed — written with every change of the names. */
    searchText: text('search_text').notNull().default(''),
    tradeName: text('trade_name'),
    ownDepartment: text('own_department'),
    email: text('email'),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    businessField: text('business_field'),
    occupation: text('occupation', { enum: ['engineer', 'designer', 'marketer', 'writer', 'backoffice', 'other'] }),
    myNumberStatus: text('my_number_status', { enum: ['not_requested', 'requested', 'submitted', 'confirmed'] })
      .notNull()
      .default('not_requested'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('workers_company_idx').on(t.companyId, t.id),
    index('workers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
