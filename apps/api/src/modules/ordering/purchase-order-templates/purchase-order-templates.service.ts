import {
  DEFAULT_PURCHASE_ORDER_TEMPLATE,
  inspectionTypes,
  type InspectionType,
  type PurchaseOrderTemplateValues,
  type PurchaseOrderTemplateWire,
} from '@app/shared/purchase-order-template';
import type { Db, Queryable } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth-context';
import * as repo from './purchase-order-templates.repository';

const knownInspection = (value: string): InspectionType => ((inspectionTypes as readonly string[]).includes(value) ? (value as InspectionType) : 'none');

function toWire(row: repo.TemplateRow | undefined): PurchaseOrderTemplateWire {
  if (!row) return { ...DEFAULT_PURCHASE_ORDER_TEMPLATE, item_groups: [], updated_at: null };
  return {
    delivery_place: row.deliveryPlace,
    payment_method: row.paymentMethod,
    inspection_type: knownInspection(row.inspectionType),
    inspection_days: row.inspectionType === 'within_days' ? row.inspectionDays : null,
    remarks: row.remarks,
    item_groups: row.itemGroups.map((g) => ({
      name: g.name,
      items: g.items.map((i) => ({ name: i.name, quantity: i.quantity, unit: i.unit ?? null, unit_price: i.unit_price, tax_rate: i.tax_rate })),
    })),
    updated_at: row.updatedAt,
  };
}

/**
 * The company's template, or the defaults while it has saved none. The purchase-order module starts a new order from
 * this (with the company id of its own session).
 */
export async function templateOf(db: Queryable, companyId: number): Promise<PurchaseOrderTemplateWire> {
  return toWire(await repo.findTemplate(db, companyId));
}

/** GET /api/v2/employee/company_purchase_order_templates */
export function get(db: Db, auth: AuthContext) {
  return templateOf(db, auth.companyId);
}

/** PUT /api/v2/employee/company_purchase_order_templates: replaces the whole template (validated by the body schema). */
export async function update(db: Db, auth: AuthContext, body: PurchaseOrderTemplateValues) {
  await repo.upsertTemplate(db, auth.companyId, {
    deliveryPlace: body.delivery_place,
    paymentMethod: body.payment_method,
    inspectionType: body.inspection_type,
    inspectionDays: body.inspection_days,
    remarks: body.remarks,
    itemGroups: body.item_groups.map((g) => ({
      name: g.name,
      items: g.items.map((i) => ({ name: i.name, quantity: i.quantity, unit: i.unit ?? null, unit_price: i.unit_price, tax_rate: i.tax_rate })),
    })),
  });
  return templateOf(db, auth.companyId);
}
