import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import type { StoredItemGroupTemplate } from '../../../db/schema/contracts';
import { companyPurchaseOrderTemplates } from '../../../db/schema/purchase-order-templates';

export function findTemplate(db: Queryable, companyId: number) {
  return db
    .select()
    .from(companyPurchaseOrderTemplates)
    .where(eq(companyPurchaseOrderTemplates.companyId, companyId))
    .limit(1)
    .then((rows) => rows[0]);
}
export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

export type TemplateWrite = {
  deliveryPlace: string;
  paymentMethod: string;
  inspectionType: string;
  inspectionDays: number | null;
  remarks: string;
  itemGroups: StoredItemGroupTemplate[];
};

/** The company's one row: created on the first write, replaced on every later one. */
export async function upsertTemplate(db: Queryable, companyId: number, values: TemplateWrite): Promise<void> {
  await db
    .insert(companyPurchaseOrderTemplates)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyPurchaseOrderTemplates.companyId, set: { ...values, updatedAt: sql`now()` } });
}
