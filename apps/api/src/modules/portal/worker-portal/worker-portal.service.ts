import { ja } from '@app/shared/messages/ja';
import { documentPaths, TODO_LIST_SIZE, type WorkerTodosWire } from '@app/shared/todos';
import { workerRequiredEntryLabels, workerRequiredEntryPage } from '@app/shared/worker-required-entries';
import type { PortalContractWire } from '@app/shared/worker-portal';
import type { ProgressKey } from '@app/shared/contract-progress';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { ContractRow } from '../../partners/contracts/contracts.repository';
import * as contractsRepo from '../../partners/contracts/contracts.repository';
import { contractTermsWire, progressFields } from '../../partners/contracts/contracts.service';
import { groupsAwaitingWorker, progressOfContracts } from '../../ordering/deliveries/deliveries.repository';
import { ordersAwaitingWorker } from '../../ordering/purchase-orders/purchase-orders.repository';
import { awaitingWorker as notificationsAwaitingWorker } from '../../payments/payment-notifications/payment-notification-portal.repository';
import { forWorker as requiredEntriesForWorker } from '../../partners/worker-required-entries/worker-required-entries.service';
import * as repo from '../../identity/worker-accounts/worker-accounts.repository';
import type { WorkerAuthContext } from '../../../lib/auth-context';

function toWire(c: ContractRow, company: { id: number; name: string }, progress: ProgressKey | null): PortalContractWire {
  return { ...contractTermsWire(c), company_id: company.id, company_name: company.name, ...progressFields(progress) };
}

/** GET /api/v2/worker/me */
export async function me(db: Db, auth: WorkerAuthContext) {
  const [account, companies] = await Promise.all([repo.findAccountById(db, auth.accountId), repo.linkedCompanies(db, auth.accountId)]);
  if (!account) throw notFound();
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    companies: companies.map((c) => ({ id: c.id, name: c.name, worker_code: c.workerCode })),
  };
}

/** GET /api/v2/worker/contracts?company_id=: the account's contracts with one of its companies (404 for any other). */
export async function listContracts(db: Db, auth: WorkerAuthContext, companyId: number) {
  const company = (await repo.linkedCompanies(db, auth.accountId)).find((c) => c.id === companyId);
  if (!company) throw notFound(ja.portal.companyNotFound);
  const rows = await repo.contractsOfWorker(db, company.id, company.workerId);
  const progress = await progressOfContracts(db, company.id, rows.map((c) => c.id));
  return rows.map((c) => toWire(c, company, progress.get(c.id) ?? null));
}

/** GET /api/v2/worker/contracts/{code}: only a contract of the account's own worker rows; anything else is 404. */
export async function getContract(db: Db, auth: WorkerAuthContext, code: string) {
  for (const company of await repo.linkedCompanies(db, auth.accountId)) {
    const found = await contractsRepo.findContract(db, company.id, { code, workerId: company.workerId });
    if (found) return toWire(found.contract, company, (await progressOfContracts(db, company.id, [found.contract.id])).get(found.contract.id) ?? null);
  }
  throw notFound(ja.portal.contractNotFound);
}

/**
 * GET /api/v2/worker/todos?company_id=: what waits for the worker at one linked company (404 for any other) — orders
 * to approve, 支払通知書 to approve, deliveries and invoices to submit (count and the first 5 each), and the required
 * entries not filled. Links carry `?company=` so the page keeps the chosen company.
 */
export async function todos(db: Db, auth: WorkerAuthContext, companyId: number): Promise<WorkerTodosWire> {
  const company = (await repo.linkedCompanies(db, auth.accountId)).find((c) => c.id === companyId);
  if (!company) throw notFound(ja.portal.companyNotFound);
  const [orders, notifications, deliveries, invoices, required] = await Promise.all([
    ordersAwaitingWorker(db, company.id, company.workerId, TODO_LIST_SIZE),
    notificationsAwaitingWorker(db, company.id, company.workerId, TODO_LIST_SIZE),
    groupsAwaitingWorker(db, company.id, company.workerId, 'deliveries', TODO_LIST_SIZE),
    groupsAwaitingWorker(db, company.id, company.workerId, 'invoices', TODO_LIST_SIZE),
    requiredEntriesForWorker(db, auth),
  ]);
  const q = `?company=${company.id}`;
  const group = (g: (typeof deliveries.rows)[number]) => ({
    key: String(g.groupId),
    title: ja.todos.documentTitle(g.orderTitle, g.groupTitle),
    subtitle: g.deliveryDate ? ja.portalTodos.deliverBy(g.deliveryDate) : null,
    number: g.orderNumber,
    amount: g.amount,
    date: g.deliveryDate,
    link: documentPaths.portalOrder(g.contractCode, g.orderCode) + q,
  });
  const missing = required.companies.find((c) => c.company_id === company.id)?.missing_entries ?? [];
  return {
    orders: {
      count: orders.total,
      items: orders.rows.map((o) => ({
        key: o.code,
        title: o.title,
        subtitle: o.contractTitle,
        number: o.number,
        amount: o.total,
        date: o.orderDate,
        link: documentPaths.portalOrder(o.contractCode, o.code) + q,
      })),
    },
    payment_notifications: {
      count: notifications.total,
      items: notifications.rows.map((n) => ({
        key: n.code,
        title: ja.todos.monthOf(n.paymentMonth),
        subtitle: `${company.name}・${ja.portalTodos.paymentOn(n.paymentDate)}`,
        number: n.number,
        amount: n.amount,
        date: n.paymentDate,
        link: documentPaths.portalPaymentNotification(n.code) + q,
      })),
    },
    deliveries: { count: deliveries.total, items: deliveries.rows.map(group) },
    invoices: { count: invoices.total, items: invoices.rows.map(group) },
    required_entries: {
      count: missing.length,
      items: missing.map((k) => ({
        key: k,
        title: workerRequiredEntryLabels[k],
        subtitle: null,
        number: null,
        amount: null,
        date: null,
        link: (workerRequiredEntryPage[k] === 'profile' ? '/portal/profile' : '/portal/bank_account') + q,
      })),
    },
  };
}
