import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamptz } from './columns';
import { companies } from './companies';
import type { StoredItemGroupTemplate } from './contracts';

/**
 * The company's purchase order template (/company/company_purchase_order_template): one row per company, written on
 * its first PUT; until then the API answers the defaults (packages/shared/src/purchase-order-template.ts).
 */
export const companyPurchaseOrderTemplates = pgTable('company_purchase_order_templates', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** 納品場所 ('' = not set) */
  deliveryPlace: text('delivery_place').notNull().default(''),
  /** 支払方法 */
  paymentMethod: text('payment_method').notNull(),
  /** none / within_days */
  inspectionType: text('inspection_type').notNull().default('none'),
  /** 納品後N日以内に検収 (1–30) when inspection_type is within_days, else null */
  inspectionDays: integer('inspection_days'),
  remarks: text('remarks').notNull().default(''),
  itemGroups: jsonb('item_groups').$type<StoredItemGroupTemplate[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
