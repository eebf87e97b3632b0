/**
 * The worker's side of ordering (portal): the orders sent to the account's worker rows, accept or ask for a
 * correction, the PDF, and per item group the deliveries and invoices. Every lookup goes through the account: an order
 * of another account (or a draft) is 404.
 */
import { progressLabels, type PortalOrderWire } from '@app/shared/deliveries';
import { ja } from '@app/shared/messages/ja';
import { workerDisplayName } from '@app/shared/workers';
import { WORKER_NOTICE_LIMIT, type WorkerNoticeWire } from '@app/shared/worker-notices';
import { canTransition, portalPurchaseOrderStatusLabels, purchaseOrderStatusLabels, workerActions, type PurchaseOrderListItem } from '@app/shared/purchase-orders';
import type { Db, Queryable } from '../../../db/client';
import { conflict, notFound } from '../../../lib/errors';
import type { Download } from '../../../lib/downloads';
import type { FileStorage } from '../../../lib/storage';
import * as contractsRepo from '../../partners/contracts/contracts.repository';
import { deliveryWire, groupStates, invoiceWire, type NotificationStatusOf } from '../deliveries/deliveries.service';
import * as accounts from '../../identity/worker-accounts/worker-accounts.repository';
import * as notices from '../../platform/worker-notices/worker-notices.repository';
import type { WorkerAuthContext } from '../../../lib/auth-context';
import { notifyEmployees } from '../purchase-orders/ordering-notices';
import { orderPdfDownload } from '../purchase-orders/purchase-order-pdf';
import * as repo from '../purchase-orders/purchase-orders.repository';
import { orderWire, workerName } from '../purchase-orders/purchase-order-wire';

async function requireOrder(db: Queryable, auth: WorkerAuthContext, code: string, forUpdate = false) {
  const order = await repo.findOrderForAccount(db, auth.accountId, code, { forUpdate });
  if (!order) throw notFound(ja.orders.notFound);
  return order;
}

/** GET /v2/worker/contracts/{code}/purchase_orders: the orders sent under one of the account's contracts. */
export async function listOrders(db: Db, auth: WorkerAuthContext, contractCode: string): Promise<PurchaseOrderListItem[]> {
  for (const company of await accounts.linkedCompanies(db, auth.accountId)) {
    const found = await contractsRepo.findContract(db, company.id, { code: contractCode, workerId: company.workerId });
    if (!found) continue;
    const rows = await repo.listWorkerOrders(db, company.id, company.workerId, found.contract.id);
    return rows.map((o) => ({
      id: o.id,
      code: o.code,
      number: o.number,
      status: o.status,
      status_label: portalPurchaseOrderStatusLabels[o.status],
      title: o.title,
      order_date: o.orderDate,
      total: o.total,
      worker: { code: found.workerCode, name: workerDisplayName(found.workerFullName, found.workerTradeName) },
      contract: { code: found.contract.code, title: found.contract.title },
      project: null,
      delivery_date: o.firstDeliveryDate,
      updated_at: o.updatedAt,
    }));
  }
  throw notFound(ja.portal.contractNotFound);
}

async function portalOrder(db: Queryable, storage: FileStorage, notificationStatusOf: NotificationStatusOf, order: repo.OrderRow): Promise<PortalOrderWire> {
  // one after another: on a transaction's client, queries do not run side by side
  const wire = await orderWire(db, { companyId: order.companyId }, order);
  const company = await repo.findCompany(db, order.companyId);
  const states = await groupStates(
    db,
    notificationStatusOf,
    wire.item_groups.map((g) => g.id),
  );
  const approved = order.status === 'approved';
  const groups = await Promise.all(
    wire.item_groups.map(async (g) => {
      const s = states.get(g.id)!;
      return {
        id: g.id,
        progress: s.progress,
        progress_label: progressLabels[s.progress],
        deliveries: await Promise.all(s.deliveries.map((d) => deliveryWire(storage, d))),
        invoices: await Promise.all(s.invoices.map((i) => invoiceWire(storage, i))),
        can_deliver: approved && (s.progress === 'delivery_not_submitted' || s.progress === 'delivery_fix_requested'),
        can_invoice: approved && (s.progress === 'invoice_not_submitted' || s.progress === 'invoice_fix_requested'),
      };
    }),
  );
  return {
    // the company's internal notes stay internal: no submission problems, no withholding warning, no internal project
    // name (I2: a project has no 'shown to the worker' flag, so the portal never names one), the worker's actions
    order: { ...wire, status_label: portalPurchaseOrderStatusLabels[order.status], project: null, submission_problems: [], withholding_warning: null, allowed_actions: workerActions(order.status) },
    company_name: company?.name ?? '',
    groups,
  };
}

export async function getOrder(db: Db, storage: FileStorage, notificationStatusOf: NotificationStatusOf, auth: WorkerAuthContext, code: string) {
  return portalOrder(db, storage, notificationStatusOf, await requireOrder(db, auth, code));
}

/** POST /v2/worker/purchase_orders/{code}/acceptances and …/correction_requests {comment}. */
export async function respond(
  db: Db,
  storage: FileStorage,
  notificationStatusOf: NotificationStatusOf,
  auth: WorkerAuthContext,
  code: string,
  response: { action: 'accept' } | { action: 'request_correction'; comment: string },
) {
  return db.transaction(async (tx) => {
    const order = await requireOrder(tx, auth, code, true);
    if (!canTransition(response.action, order.status)) throw conflict(ja.orders.refused[response.action]);
    const to = response.action === 'accept' ? 'approved' : 'rejected';
    const updated = await repo.updateOrder(tx, order.companyId, order.id, {
      status: to,
      approvedAt: to === 'approved' ? new Date().toISOString() : null,
      workerComment: response.action === 'request_correction' ? response.comment : null,
    });
    const parties = await repo.findContractWithParties(tx, order.companyId, { id: order.contractId });
    const name = parties ? workerName(parties) : '';
    await repo.insertLog(tx, {
      companyId: order.companyId,
      purchaseOrderId: order.id,
      action: response.action === 'accept' ? 'accepted' : 'correction_requested',
      actorType: 'worker',
      actorName: name,
      comment: response.action === 'request_correction' ? response.comment : null,
      changes: [{ field: 'status', label: ja.orders.fieldLabels.status, before: purchaseOrderStatusLabels[order.status], after: purchaseOrderStatusLabels[to] }],
    });
    if (parties) {
      await notifyEmployees(tx, {
        kind: response.action === 'accept' ? 'order_accepted' : 'order_correction_requested',
        companyId: order.companyId,
        order: updated,
        workerName: name,
        workerCode: parties.worker.code,
        contractCode: parties.contract.code,
      });
    }
    return portalOrder(tx, storage, notificationStatusOf, updated);
  });
}

export async function orderPdf(db: Db, auth: WorkerAuthContext, code: string): Promise<Download> {
  const order = await requireOrder(db, auth, code);
  return orderPdfDownload(db, order.companyId, order);
}

/** The access check the deliveries module uses for a worker's item group. */
export const groupAccess = (auth: WorkerAuthContext) => (db: Queryable, groupId: number) => repo.findGroupOwnerForAccount(db, auth.accountId, groupId);

// ── the portal's notices (written by ordering-notices.ts) ──

function noticeWire(n: notices.WorkerNoticeRow): WorkerNoticeWire {
  return { id: n.id, title: n.title, body: n.body, link: n.link, read_at: n.readAt, created_at: n.createdAt };
}

/** GET /v2/worker/notices: the account's newest notices and its unread count. */
export async function listNotices(db: Db, auth: WorkerAuthContext) {
  const { rows, unread } = await notices.listNotices(db, auth.accountId, WORKER_NOTICE_LIMIT);
  return { data: rows.map(noticeWire), meta: { unread_count: unread } };
}

/** POST /v2/worker/notices/{id}/read: another account's notice is 404. */
export async function readNotice(db: Db, auth: WorkerAuthContext, id: number) {
  const row = await notices.markRead(db, auth.accountId, id);
  if (!row) throw notFound(ja.portalOrders.noticeNotFound);
  return noticeWire(row);
}
