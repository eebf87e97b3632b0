/** An order as both sides read it: the parties' names, what keeps it from being sent, its totals and the wire shape. */
import { closesMonthly, type Usance } from '@app/shared/usance';
import { suggestsWithholding } from '@app/shared/order-form';
import { ja } from '@app/shared/messages/ja';
import { dueDateProblem, groupLabel, missingExplicitTerms, paymentMethodProblem } from '@app/shared/order-rules';
import { canTransition, employeeActions, purchaseOrderStatusLabels, type PurchaseOrderWire } from '@app/shared/purchase-orders';
import { documentTotals, documentTotalsAsIssued } from '@app/shared/tax';
import { workerDisplayName } from '@app/shared/workers';
import type { Queryable } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import * as repo from './purchase-orders.repository';

export type Parties = repo.ContractWithParties;

export function isIndividual(parties: Parties): boolean {
  return (parties.profile?.entityType ?? 'individual') === 'individual';
}

export function workerName(parties: Parties): string {
  return workerDisplayName(parties.profile?.fullName ?? parties.worker.fullName, parties.profile?.tradeName ?? parties.worker.tradeName);
}

/** Whether the order withholds 源泉徴収: an individual worker and a contract that says so. */
export function withholds(parties: Parties): boolean {
  return parties.contract.withholdingType === 'withhold' && isIndividual(parties);
}

function withholdingWarning(parties: Parties): string | null {
  const occupation = parties.profile?.occupation ?? parties.worker.occupation;
  return isIndividual(parties) && parties.contract.withholdingType === 'not_withhold' && suggestsWithholding(occupation)
    ? ja.orders.withholdingWarning
    : null;
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
  const lacking = (missing: (g: repo.GroupWithItems) => boolean) => groups.flatMap((g, i) => (missing(g) ? [groupLabel(g.title, i)] : []));
  const problems = missingExplicitTerms({
    clientName,
    workerName: workerName(parties),
    orderDate: order.orderDate,
    content: Boolean(order.title.trim()) && groups.length > 0 && groups.every((g) => g.title.trim() && g.items.length > 0),
    deliveryDates: lacking((g) => !g.deliveryDate),
    deliveryPlace: order.deliveryPlace,
    inspectionDates: order.hasInspection ? lacking((g) => !g.inspectionDate) : [],
    fee: lacking((g) => g.items.some((i) => i.unitPrice <= 0)),
    dueDates: lacking((g) => !g.paymentDueDate),
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
export const hasTypedTaxes = (groups: readonly repo.GroupWithItems[]) => groups.some((g) => g.items.some((i) => i.tax != null));

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
    number: order.number,
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
