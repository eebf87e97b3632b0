/** The lookups and the transition check every purchase-order operation starts with. */
import { ja } from '@app/shared/messages/ja';
import { canTransition, type PurchaseOrderAction, type PurchaseOrderStatus } from '@app/shared/purchase-orders';
import type { Queryable } from '../../../db/client';
import { conflict, invalid, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import * as repo from './purchase-orders.repository';

export async function checkProject(db: Queryable, auth: AuthContext, projectId: number | null) {
  if (projectId === null) return null;
  const project = await repo.findProject(db, auth.companyId, projectId);
  if (!project) throw invalid({ project_id: [ja.orders.projectNotFound] });
  return project;
}

export async function requireOrder(db: Queryable, auth: AuthContext, code: string, forUpdate = false) {
  const order = await repo.findOrder(db, auth.companyId, code, { forUpdate });
  if (!order) throw notFound(ja.orders.notFound);
  return order;
}

export async function requireContract(db: Queryable, auth: AuthContext, contractCode: string) {
  const parties = await repo.findContractWithParties(db, auth.companyId, { code: contractCode });
  if (!parties) throw notFound(ja.orders.contractNotFound);
  return parties;
}

export function refuse(action: PurchaseOrderAction, status: PurchaseOrderStatus) {
  if (!canTransition(action, status)) throw conflict(ja.orders.refused[action]);
}
