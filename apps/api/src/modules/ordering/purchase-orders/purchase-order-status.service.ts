import { formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { purchaseOrderStatusLabels, type PurchaseOrderStatus } from '@app/shared/purchase-orders';
import { documentTotals } from '@app/shared/tax';
import type { Db, Queryable } from '../../../db/client';
import type { PurchaseOrderLogChange } from '../../../db/schema/purchase-orders';
import { conflict, HttpError, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import * as repo from './purchase-orders.repository';
import { notifyWorker } from './ordering-notices';
import { refuse, requireOrder } from './purchase-order-checks';
import { hasTypedTaxes, orderWire, submissionProblems } from './purchase-order-wire';

function statusChange(from: PurchaseOrderStatus, to: PurchaseOrderStatus): PurchaseOrderLogChange[] {
  return [{ field: 'status', label: ja.orders.fieldLabels.status, before: purchaseOrderStatusLabels[from], after: purchaseOrderStatusLabels[to] }];
}

/** POST …/{code}/submissions: refused (422, each problem named) unless the order states every 明示事項 within the rules. */
export async function submitOrder(db: Db, auth: AuthContext, code: string, appUrl: string) {
  return db.transaction(async (tx) => {
    const order = await requireOrder(tx, auth, code, true);
    refuse('submit', order.status);
    // one after another: on a transaction's client, queries do not run side by side
    const parties = await repo.findContractWithParties(tx, auth.companyId, { id: order.contractId });
    const groups = await repo.groupsOf(tx, [order.id]);
    const company = await repo.findCompany(tx, auth.companyId);
    if (!parties) throw notFound(ja.orders.notFound);
    const problems = submissionProblems(order, groups, parties, company?.name ?? null);
    if (problems.length) throw new HttpError(422, 'UNPROCESSABLE_ENTITY', [ja.orders.explicitTermsIntro, ...problems]);
    // the document sent carries the tax computed once per rate: an order saved before issue #18 with typed per-line
    // taxes is re-saved here (its typed taxes dropped, its stored totals recomputed) before it goes out
    const totals = documentTotals(groups.flatMap((g) => g.items.map((i) => ({ amount: i.amount, taxRate: i.taxRate }))));
    if (hasTypedTaxes(groups)) await repo.clearTypedTaxes(tx, groups.map((g) => g.id));
    const updated = await repo.updateOrder(tx, auth.companyId, order.id, {
      status: 'reviewing',
      submittedAt: new Date().toISOString(),
      workerComment: null,
      subtotal: totals.subtotal,
      taxTotal: totals.taxTotal,
      total: totals.total,
    });
    const changes = statusChange(order.status, 'reviewing');
    if (updated.total !== order.total) {
      changes.push({ field: 'total', label: ja.orders.fieldLabels.total, before: formatMoney(order.total), after: formatMoney(updated.total) });
    }
    await repo.insertLog(tx, {
      companyId: auth.companyId,
      purchaseOrderId: order.id,
      action: 'submitted',
      actorType: 'employee',
      actorName: auth.profile.name,
      changes,
    });
    await notifyWorker(tx, { kind: order.submittedAt ? 'order_resubmitted' : 'order_submitted', companyId: auth.companyId, companyName: company?.name ?? '', parties, order: updated, appUrl });
    return orderWire(tx, auth, updated);
  });
}

/** POST …/{code}/reverts: takes a sent or approved order back for correction; refused once a delivery exists. */
/**
 * Whether an order has a 納品. Deliveries build on orders (deliveries imports purchase-orders), so purchase-orders does
 * not import deliveries: the routes plugin takes this as an option and app.ts passes deliveries.repository#hasDeliveries.
 */
export type HasDeliveries = (db: Queryable, orderId: number) => Promise<boolean>;

export async function revertOrder(db: Db, auth: AuthContext, code: string, appUrl: string, hasDeliveries: HasDeliveries) {
  return db.transaction(async (tx) => {
    const order = await requireOrder(tx, auth, code, true);
    refuse('revert', order.status);
    if (await hasDeliveries(tx, order.id)) throw conflict(ja.orders.refused.revertDelivered);
    const updated = await repo.updateOrder(tx, auth.companyId, order.id, { status: 'correcting', approvedAt: null });
    await repo.insertLog(tx, {
      companyId: auth.companyId,
      purchaseOrderId: order.id,
      action: 'reverted',
      actorType: 'employee',
      actorName: auth.profile.name,
      changes: statusChange(order.status, 'correcting'),
    });
    // one after another: on a transaction's client, queries do not run side by side
    const parties = await repo.findContractWithParties(tx, auth.companyId, { id: order.contractId });
    const company = await repo.findCompany(tx, auth.companyId);
    if (parties) await notifyWorker(tx, { kind: 'order_reverted', companyId: auth.companyId, companyName: company?.name ?? '', parties, order: updated, appUrl });
    return orderWire(tx, auth, updated);
  });
}
