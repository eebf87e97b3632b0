import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { purchaseOrderStatusLabels, purchaseOrderTransitions, type PurchaseOrderFormValues } from '@app/shared/purchase-orders';
import { documentTotals, lineAmount, withholdingTax } from '@app/shared/tax';
import type { Db } from '../../../db/client';
import type { PurchaseOrderLogChange } from '../../../db/schema/purchase-orders';
import { newCode } from '../../../lib/codes';
import { invalid, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import * as repo from './purchase-orders.repository';
import { checkProject, refuse, requireContract, requireOrder } from './purchase-order-checks';
import { orderWire, withholds, type Parties } from './purchase-order-wire';

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

// ── the log's before → after ─────────────────────────────────────────────────

type Snapshot = Record<string, string | null>;

type LoggedGroup = {
  title: string;
  deliveryDate: string | null;
  inspectionDate: string | null;
  paymentDueDate: string | null;
  items: { name: string; quantity: number | string; unitPrice: number; taxRate: number }[];
};

/** The groups as one line of the log; a 検収日 is named once set, so adding one is an edit the log records (issue #21). */
function groupsText(groups: readonly LoggedGroup[]): string {
  return groups
    .map(
      (g) =>
        `${g.title}（納品日 ${formatDate(g.deliveryDate) || '未定'}${g.inspectionDate ? `・検収日 ${formatDate(g.inspectionDate)}` : ''}・支払期日 ${formatDate(g.paymentDueDate) || '未定'}）: ` +
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
