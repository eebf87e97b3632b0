import { foldForSearch } from '@app/shared/kana';
import { ja } from '@app/shared/messages/ja';
import {
  purchaseOrderStatusLabels,
  type PurchaseOrderListItem,
  type PurchaseOrderLogWire,
  type purchaseOrderListQuerySchema,
} from '@app/shared/purchase-orders';
import { workerDisplayName } from '@app/shared/workers';
import type { z } from 'zod';
import type { Db, Queryable } from '../../../db/client';
import { invalid } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import { findByCode as findWorkerByCode } from '../../partners/workers/workers.repository';
import * as repo from './purchase-orders.repository';
import { checkProject, requireContract, requireOrder } from './purchase-order-checks';
import { orderWire } from './purchase-order-wire';

// ── reading ──────────────────────────────────────────────────────────────────

export async function getOrder(db: Db, auth: AuthContext, code: string) {
  return orderWire(db, auth, await requireOrder(db, auth, code));
}

type ListQuery = z.output<typeof purchaseOrderListQuerySchema>;

/** A list's worker filter: a worker of the company, else 422 (a filter never names another company's worker). */
export async function requireWorkerFilter(db: Queryable, auth: AuthContext, workerCode: string): Promise<number> {
  const workerId = (await findWorkerByCode(db, auth.companyId, workerCode))?.id;
  if (workerId === undefined) throw invalid({ worker_code: [ja.orders.workerNotFound] });
  return workerId;
}

function listItem(r: Awaited<ReturnType<typeof repo.listOrdersPage>>['rows'][number]): PurchaseOrderListItem {
  return {
    id: r.order.id,
    code: r.order.code,
    number: r.order.number,
    status: r.order.status,
    status_label: purchaseOrderStatusLabels[r.order.status],
    title: r.order.title,
    order_date: r.order.orderDate,
    total: r.order.total,
    worker: { code: r.worker.code, name: workerDisplayName(r.worker.fullName, r.worker.tradeName) },
    contract: { code: r.contract.code, title: r.contract.title },
    project: r.project?.id ? { id: r.project.id, name: r.project.name } : null,
    delivery_date: r.order.firstDeliveryDate,
    updated_at: r.order.updatedAt,
  };
}

/** GET /v2/employee/purchase_orders and …/contracts/{contractCode}/purchase_orders. */
export async function listOrders(db: Db, auth: AuthContext, query: ListQuery, contractCode?: string) {
  const filter: repo.OrderListFilter = {
    status: query.status,
    projectId: query.project_id,
    orderDateFrom: query.order_date_from,
    orderDateTo: query.order_date_to,
    keyword: query.keyword ? foldForSearch(query.keyword) : undefined,
  };
  if (contractCode !== undefined) filter.contractId = (await requireContract(db, auth, contractCode)).contract.id;
  if (query.worker_code) filter.workerId = await requireWorkerFilter(db, auth, query.worker_code);
  if (query.project_id !== undefined) await checkProject(db, auth, query.project_id);
  const { rows, total } = await repo.listOrdersPage(db, auth.companyId, filter, query.limit, (query.page - 1) * query.limit);
  return { data: rows.map(listItem), meta: { total_count: total, page: query.page, limit: query.limit } };
}

export async function listLogs(db: Db, auth: AuthContext, code: string, page: number, limit: number) {
  const order = await requireOrder(db, auth, code);
  const { rows, total } = await repo.listLogs(db, auth.companyId, order.id, limit, page * limit);
  const labels = ja.orders.log as Record<string, string>;
  const data: PurchaseOrderLogWire[] = rows.map((r) => ({
    id: r.id,
    action: r.action,
    action_label: labels[r.action] ?? r.action,
    actor_name: r.actorName,
    actor_type: r.actorType,
    comment: r.comment,
    changes: r.changes,
    created_at: r.createdAt,
  }));
  return { data, meta: { total_count: total } };
}
