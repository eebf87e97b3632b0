import { closesMonthly, type Usance } from '@app/shared/usance';
import { formatDate, formatMoney } from '@app/shared/format';
import { foldForSearch } from '@app/shared/kana';
import { suggestsWithholding } from '@app/shared/order-form';
import { ja } from '@app/shared/messages/ja';
import { dueDateProblem, missingExplicitTerms, paymentMethodProblem } from '@app/shared/order-rules';
import {
  canTransition,
  employeeActions,
  purchaseOrderStatusLabels,
  purchaseOrderTransitions,
  type PurchaseOrderAction,
  type PurchaseOrderFormValues,
  type PurchaseOrderListItem,
  type PurchaseOrderLogWire,
  type PurchaseOrderStatus,
  type PurchaseOrderWire,
  type purchaseOrderListQuerySchema,
} from '@app/shared/purchase-orders';
import { documentTotals, documentTotalsAsIssued, lineAmount, withholdingTax } from '@app/shared/tax';
import { workerDisplayName } from '@app/shared/workers';
import type { z } from 'zod';
import type { Db, Queryable } from '../../../db/client';
import type { PurchaseOrderLogChange } from '../../../db/schema/purchase-orders';
import { newCode } from '../../../lib/codes';
import { conflict, HttpError, invalid, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import { findByCode as findWorkerByCode } from '../../partners/workers/workers.repository';
import * as repo from './purchase-orders.repository';
import { notifyWorker } from './ordering-notices';

type Parties = repo.ContractWithParties;

export function isIndividual(parties: Parties): boolean {
  return (parties.profile?.entityType ?? 'individual') === 'individual';
}

export function workerName(parties: Parties): string {
  return workerDisplayName(parties.profile?.fullName ?? parties.worker.fullName, parties.profile?.tradeName ?? parties.worker.tradeName);
}

/** Whether the order withholds 源泉徴収: an individual worker and a contract that says so. */
function withholds(parties: Parties): boolean {
  return parties.contract.withholdingType === 'withhold' && isIndividual(parties);
}

function withholdingWarning(parties: Parties): string | null {
  const occupation = parties.profile?.occupation ?? parties.worker.occupation;
  return isIndividual(parties) && parties.contract.withholdingType === 'not_withhold' && suggestsWithholding(occupation)
    ? ja.orders.withholdingWarning
    : null;
}

/** The groups to write and the totals of an order form (the demo seed computes its orders with it too). */
export function computeOrder(body: PurchaseOrderFormValues, parties: Parties) {
  const groups: repo.GroupWrite[] = body.item_groups.map((g) => {
    const items = g.items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      unit: i.unit,
      unitPrice: i.unit_price,
      taxRate: i.tax_rate,
      // never typed (the schema refuses a number): the tax is computed once per rate per document
      tax: null,
      amount: lineAmount(i.quantity, i.unit_price),
    }));
    return {
      title: g.title,
      deliveryDate: g.delivery_date,
      inspectionDate: g.inspection_date,
      paymentDueDate: g.payment_due_date,
      subtotal: items.reduce((s, i) => s + i.amount, 0),
      items,
    };
  });
  const totals = documentTotals(groups.flatMap((g) => g.items.map((i) => ({ amount: i.amount, taxRate: i.taxRate }))));
  const deliveryDates = groups.map((g) => g.deliveryDate).filter((d): d is string => Boolean(d)).sort();
  /** The order's own columns as the form sets them, with the stored totals. */
  const columns = {
    title: body.title,
    orderDate: body.order_date,
    deliveryPlace: body.delivery_place,
    paymentMethod: body.payment_method,
    hasInspection: body.has_inspection,
    remarks: body.remarks,
    projectId: body.project_id,
    originalClientName: body.original_client_name,
    originalDueDate: body.original_due_date,
    subtotal: totals.subtotal,
    taxTotal: totals.taxTotal,
    total: totals.total,
    withholding: withholds(parties) ? withholdingTax(totals.subtotal, body.order_date) : null,
    firstDeliveryDate: deliveryDates[0] ?? null,
  } satisfies Partial<repo.OrderWrite>;
  return { groups, columns, totals };
}

/** No date of the order may fall before the contract starts (SPEC §5 afterStartDate). */
function checkDates(body: PurchaseOrderFormValues, parties: Parties) {
  const start = parties.contract.startDate;
  const fields: Record<string, string[]> = {};
  const check = (path: string, date: string | null | undefined) => {
    if (date && date < start) fields[path] = [ja.validation.afterStartDate];
  };
  check('order_date', body.order_date);
  body.item_groups.forEach((g, i) => {
    check(`item_groups.${i}.delivery_date`, g.delivery_date);
    check(`item_groups.${i}.inspection_date`, g.inspection_date);
    check(`item_groups.${i}.payment_due_date`, g.payment_due_date);
  });
  if (Object.keys(fields).length) throw invalid(fields);
}

async function checkProject(db: Queryable, auth: AuthContext, projectId: number | null) {
  if (projectId === null) return null;
  const project = await repo.findProject(db, auth.companyId, projectId);
  if (!project) throw invalid({ project_id: [ja.orders.projectNotFound] });
  return project;
}

/**
 * Every reason the order may not be sent yet: missing 明示事項 (with 元委託者の名称 and 元委託支払期日 under a
 * re-delegated contract), a 支払方法 of 手形, and payment due dates outside the rule.
 */
export function submissionProblems(
  order: Pick<repo.OrderRow, 'title' | 'orderDate' | 'deliveryPlace' | 'paymentMethod' | 'hasInspection' | 'originalClientName' | 'originalDueDate'>,
  groups: readonly repo.GroupWithItems[],
  parties: Parties,
  clientName: string | null,
): string[] {
  const problems = missingExplicitTerms({
    clientName,
    workerName: workerName(parties),
    orderDate: order.orderDate,
    content: Boolean(order.title.trim()) && groups.length > 0 && groups.every((g) => g.title.trim() && g.items.length > 0),
    deliveryDates: groups.every((g) => g.deliveryDate),
    deliveryPlace: order.deliveryPlace,
    inspectionDates: !order.hasInspection || groups.every((g) => g.inspectionDate),
    fee: groups.every((g) => g.items.every((i) => i.unitPrice > 0)),
    dueDates: groups.every((g) => g.paymentDueDate),
    paymentMethod: order.paymentMethod,
    redelegation: parties.contract.isRedelegation ? { originalClientName: order.originalClientName, originalDueDate: order.originalDueDate } : null,
  });
  const method = paymentMethodProblem(order.paymentMethod);
  if (method) problems.push(method);
  const usance = parties.contract.usance as Usance;
  for (const g of groups) {
    if (!g.deliveryDate || !g.paymentDueDate) continue;
    const problem = dueDateProblem(g.paymentDueDate, {
      receivedOn: g.deliveryDate,
      monthlyClosing: closesMonthly(usance),
      originalDueDate: parties.contract.isRedelegation ? order.originalDueDate : null,
    });
    if (problem && !problems.includes(`${g.title}: ${problem}`)) problems.push(`${g.title}: ${problem}`);
  }
  return problems;
}

// ── the answer ───────────────────────────────────────────────────────────────

/** An order's lines carry a typed per-line tax only when stored before issue #18 (docs/decisions.md). */
const hasTypedTaxes = (groups: readonly repo.GroupWithItems[]) => groups.some((g) => g.items.some((i) => i.tax != null));

/**
 * The totals an order shows: computed once per rate per document — except an order sent before issue #18 with typed
 * per-line taxes and not edited since, which is shown as it was issued (its stored totals). Sending (again) re-saves
 * it with the computed tax first, so no new document carries a per-line sum.
 */
function orderTotals(order: repo.OrderRow, groups: readonly repo.GroupWithItems[]) {
  const lines = groups.flatMap((g) => g.items.map((i) => ({ amount: i.amount, taxRate: i.taxRate, tax: i.tax })));
  const issued = order.status === 'reviewing' || order.status === 'approved';
  return issued && hasTypedTaxes(groups) ? documentTotalsAsIssued(lines) : documentTotals(lines);
}

export async function orderWire(db: Queryable, auth: { companyId: number }, order: repo.OrderRow): Promise<PurchaseOrderWire> {
  // one after another: on a transaction's client, queries do not run side by side
  const parties = await repo.findContractWithParties(db, auth.companyId, { id: order.contractId });
  const groups = await repo.groupsOf(db, [order.id]);
  const company = await repo.findCompany(db, auth.companyId);
  const project = order.projectId ? await repo.findProject(db, auth.companyId, order.projectId) : undefined;
  if (!parties) throw notFound(ja.orders.notFound);
  const totals = orderTotals(order, groups);
  const withholding = order.withholding;
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    status_label: purchaseOrderStatusLabels[order.status],
    title: order.title,
    order_date: order.orderDate,
    delivery_place: order.deliveryPlace,
    payment_method: order.paymentMethod,
    has_inspection: order.hasInspection,
    remarks: order.remarks,
    project: project ? { id: project.id, code: project.code, name: project.name } : null,
    original_client_name: order.originalClientName,
    original_due_date: order.originalDueDate,
    contract: {
      code: parties.contract.code,
      title: parties.contract.title,
      start_date: parties.contract.startDate,
      usance: parties.contract.usance,
      withholding_type: parties.contract.withholdingType,
      is_redelegation: parties.contract.isRedelegation,
    },
    worker: { code: parties.worker.code, name: workerName(parties) },
    item_groups: groups.map((g) => ({
      id: g.id,
      position: g.position,
      title: g.title,
      delivery_date: g.deliveryDate,
      inspection_date: g.inspectionDate,
      payment_due_date: g.paymentDueDate,
      subtotal: g.subtotal,
      items: g.items.map((i) => ({
        id: i.id,
        name: i.name,
        quantity: Number(i.quantity),
        unit: i.unit,
        unit_price: i.unitPrice,
        tax_rate: i.taxRate,
        tax: i.tax,
        amount: i.amount,
      })),
    })),
    totals: {
      per_rate: totals.perRate,
      subtotal: totals.subtotal,
      tax_total: totals.taxTotal,
      total: totals.total,
      withholding,
      amount_to_pay: totals.total - (withholding ?? 0),
    },
    worker_comment: order.workerComment,
    submission_problems: canTransition('submit', order.status) ? submissionProblems(order, groups, parties, company?.name ?? null) : [],
    withholding_warning: withholdingWarning(parties),
    allowed_actions: employeeActions(order.status),
    submitted_at: order.submittedAt,
    approved_at: order.approvedAt,
    created_at: order.createdAt,
    updated_at: order.updatedAt,
  };
}

// ── the log's before → after ─────────────────────────────────────────────────

type Snapshot = Record<string, string | null>;

function groupsText(groups: readonly { title: string; deliveryDate: string | null; paymentDueDate: string | null; items: { name: string; quantity: number | string; unitPrice: number; taxRate: number }[] }[]): string {
  return groups
    .map(
      (g) =>
        `${g.title}（納品日 ${formatDate(g.deliveryDate) || '未定'}・支払期日 ${formatDate(g.paymentDueDate) || '未定'}）: ` +
        g.items.map((i) => `${i.name} ${Number(i.quantity)}×${formatMoney(i.unitPrice)}（${i.taxRate}%）`).join('、'),
    )
    .join(' / ');
}

function snapshot(order: repo.OrderRow, groups: Parameters<typeof groupsText>[0], projectName: string | null): Snapshot {
  return {
    title: order.title,
    order_date: formatDate(order.orderDate),
    delivery_place: order.deliveryPlace,
    payment_method: order.paymentMethod,
    has_inspection: order.hasInspection ? 'あり' : 'なし',
    remarks: order.remarks,
    project: projectName,
    original_client_name: order.originalClientName,
    original_due_date: order.originalDueDate ? formatDate(order.originalDueDate) : null,
    item_groups: groupsText(groups),
    total: formatMoney(order.total),
  };
}

function diff(before: Snapshot, after: Snapshot): PurchaseOrderLogChange[] {
  const labels = ja.orders.fieldLabels as Record<string, string>;
  return Object.keys(after)
    .filter((k) => (before[k] ?? null) !== (after[k] ?? null))
    .map((field) => ({ field, label: labels[field] ?? field, before: before[field] ?? null, after: after[field] ?? null }));
}

// ── reading ──────────────────────────────────────────────────────────────────

async function requireOrder(db: Queryable, auth: AuthContext, code: string, forUpdate = false) {
  const order = await repo.findOrder(db, auth.companyId, code, { forUpdate });
  if (!order) throw notFound(ja.orders.notFound);
  return order;
}

async function requireContract(db: Queryable, auth: AuthContext, contractCode: string) {
  const parties = await repo.findContractWithParties(db, auth.companyId, { code: contractCode });
  if (!parties) throw notFound(ja.orders.contractNotFound);
  return parties;
}

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

// ── writing ──────────────────────────────────────────────────────────────────

function refuse(action: PurchaseOrderAction, status: PurchaseOrderStatus) {
  if (!canTransition(action, status)) throw conflict(ja.orders.refused[action]);
}

/** POST /v2/employee/contracts/{contractCode}/purchase_orders */
export async function createOrder(db: Db, auth: AuthContext, contractCode: string, body: PurchaseOrderFormValues) {
  return db.transaction(async (tx) => {
    const parties = await requireContract(tx, auth, contractCode);
    checkDates(body, parties);
    await checkProject(tx, auth, body.project_id);
    const { groups, columns } = computeOrder(body, parties);
    const order = await repo.insertOrder(tx, {
      companyId: auth.companyId,
      contractId: parties.contract.id,
      workerId: parties.worker.id,
      code: newCode(),
      ...columns,
      createdById: auth.employeeId,
    });
    await repo.replaceGroups(tx, auth.companyId, order.id, groups);
    await repo.insertLog(tx, { companyId: auth.companyId, purchaseOrderId: order.id, action: 'created', actorType: 'employee', actorName: auth.profile.name });
    return orderWire(tx, auth, order);
  });
}

/** PUT /v2/employee/purchase_orders/{code} */
export async function updateOrder(db: Db, auth: AuthContext, code: string, body: PurchaseOrderFormValues) {
  return db.transaction(async (tx) => {
    const order = await requireOrder(tx, auth, code, true);
    refuse('update', order.status);
    const parties = await repo.findContractWithParties(tx, auth.companyId, { id: order.contractId });
    if (!parties) throw notFound(ja.orders.notFound);
    checkDates(body, parties);
    const project = await checkProject(tx, auth, body.project_id);
    // one after another: on a transaction's client, queries do not run side by side
    const beforeGroups = await repo.groupsOf(tx, [order.id]);
    const beforeProject = order.projectId ? await repo.findProject(tx, auth.companyId, order.projectId) : undefined;
    const { groups, columns } = computeOrder(body, parties);
    const updated = await repo.updateOrder(tx, auth.companyId, order.id, {
      status: purchaseOrderTransitions.update.to(order.status)!,
      ...columns,
    });
    await repo.writeGroups(tx, auth.companyId, order.id, groups);
    const changes = diff(snapshot(order, beforeGroups, beforeProject?.name ?? null), snapshot(updated, groups, project?.name ?? null));
    if (order.status !== updated.status) {
      changes.push({ field: 'status', label: ja.orders.fieldLabels.status, before: purchaseOrderStatusLabels[order.status], after: purchaseOrderStatusLabels[updated.status] });
    }
    if (changes.length) {
      await repo.insertLog(tx, { companyId: auth.companyId, purchaseOrderId: order.id, action: 'updated', actorType: 'employee', actorName: auth.profile.name, changes });
    }
    return orderWire(tx, auth, updated);
  });
}

/** DELETE /v2/employee/purchase_orders/{code}: a draft only. */
export async function deleteOrder(db: Db, auth: AuthContext, code: string) {
  await db.transaction(async (tx) => {
    const order = await requireOrder(tx, auth, code, true);
    refuse('delete', order.status);
    await repo.deleteOrder(tx, auth.companyId, order.id);
  });
}

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

/** POST …/{code}/copies: a new draft with the same content (dates kept; the user adjusts them). */
export async function copyOrder(db: Db, auth: AuthContext, code: string) {
  return db.transaction(async (tx) => {
    const order = await requireOrder(tx, auth, code);
    refuse('copy', order.status);
    const groups = await repo.groupsOf(tx, [order.id]);
    // the content columns as they are; a new code, status draft, no history
    const { id: _id, code: _code, status: _status, searchText: _search, workerComment: _comment, submittedAt: _sent, approvedAt: _approved, createdAt: _created, updatedAt: _updated, ...content } = order;
    // a copy is a new document: an old typed per-line tax is not copied, the tax is computed once per rate
    const totals = documentTotals(groups.flatMap((g) => g.items.map((i) => ({ amount: i.amount, taxRate: i.taxRate }))));
    const copy = await repo.insertOrder(tx, {
      ...content,
      subtotal: totals.subtotal,
      taxTotal: totals.taxTotal,
      total: totals.total,
      code: newCode(),
      createdById: auth.employeeId,
    });
    await repo.replaceGroups(
      tx,
      auth.companyId,
      copy.id,
      groups.map((g) => ({
        title: g.title,
        deliveryDate: g.deliveryDate,
        inspectionDate: g.inspectionDate,
        paymentDueDate: g.paymentDueDate,
        subtotal: g.subtotal,
        items: g.items.map((i) => ({ name: i.name, quantity: Number(i.quantity), unit: i.unit, unitPrice: i.unitPrice, taxRate: i.taxRate, tax: null, amount: i.amount })),
      })),
    );
    await repo.insertLog(tx, {
      companyId: auth.companyId,
      purchaseOrderId: copy.id,
      action: 'copied',
      actorType: 'employee',
      actorName: auth.profile.name,
      comment: order.code,
    });
    return orderWire(tx, auth, copy);
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
