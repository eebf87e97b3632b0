/**
 * 支払通知書: made in bulk from approved item groups (one per worker and payment date), edited, sent, discarded —
 * every bulk call all-or-nothing in one transaction, a refused set answered with each notification and why — and
 * answered by the worker in the portal. docs/payments.md draws the state machine and the money rules: 経過措置 per
 * transaction date, みなし承認 as frozen when sent, 支払遅延 confirmed with a reason, adjustments by category (no
 * transfer fee deducted), one 源泉徴収 threshold per worker and payment date.
 */
import { ja } from '@app/shared/messages/ja';
import {
  allowedActions,
  canTransition,
  paymentMonthOf,
  paymentNotificationStatusLabels,
  transitionalShares,
  type NotifiableGroup,
  type PaymentNotificationListItem,
  type PaymentNotificationWire,
} from '@app/shared/payment-notifications';
import { transitionalDeductionPercent } from '@app/shared/tax';
import { foldForSearch } from '@app/shared/kana';
import { workerDisplayName } from '@app/shared/workers';
import type { z } from 'zod';
import type { notifiableGroupQuerySchema, paymentNotificationListQuerySchema } from '@app/shared/payment-notifications';
import type { Db, Queryable } from '../../../db/client';
import { conflict, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import { todayInJapan } from '@app/shared/format';
import { findContractWithParties, findProject } from '../../ordering/purchase-orders/purchase-orders.repository';
import { findByCode as findWorkerByCode, findById as findWorkerById } from '../../partners/workers/workers.repository';
import * as repo from './payment-notifications.repository';
import * as groupsRepo from './payment-notification-groups.repository';
import * as portalRepo from './payment-notification-portal.repository';
import { notifyEmployeesOfAnswer, notificationSettings } from './payment-notification-notices';

type ListQuery = z.output<typeof paymentNotificationListQuerySchema>;
type GroupQuery = z.output<typeof notifiableGroupQuerySchema>;

// ── reading ──────────────────────────────────────────────────────────────────

async function requireWorkerId(db: Queryable, auth: AuthContext, code: string): Promise<number> {
  const worker = await findWorkerByCode(db, auth.companyId, code);
  if (!worker) throw notFound(ja.orders.workerNotFound);
  return worker.id;
}

/** GET /v2/employee/payment_notifications/candidates: the groups /payment_notifications/new offers. */
export async function listNotifiableGroups(db: Db, auth: AuthContext, query: GroupQuery): Promise<{ data: NotifiableGroup[]; meta: { total_count: number } }> {
  const filter: groupsRepo.NotifiableFilter = { projectId: query.project_id, paymentMonth: query.payment_month };
  if (query.worker_code) filter.workerId = await requireWorkerId(db, auth, query.worker_code);
  if (query.project_id !== undefined && !(await findProject(db, auth.companyId, query.project_id))) throw notFound(ja.orders.projectNotFound);
  const { rows, total } = await groupsRepo.notifiableGroups(db, auth.companyId, filter, query.limit);
  const today = todayInJapan();
  return {
    data: rows.map((g) => ({
      id: g.id,
      title: g.title,
      order: { code: g.orderCode, number: g.orderNumber, title: g.orderTitle },
      contract: { code: g.contractCode, title: g.contractTitle },
      worker: { code: g.workerCode, name: workerDisplayName(g.workerFullName, g.workerTradeName) },
      project: g.projectId !== null ? { id: g.projectId, name: g.projectName ?? '' } : null,
      inspected_on: g.inspectedOn,
      payment_due_date: g.paymentDueDate,
      payment_month: paymentMonthOf(g, today),
      subtotal: g.subtotal,
    })),
    meta: { total_count: total },
  };
}

export function listItem(n: repo.NotificationRow, workerCode: string, hasPayment: boolean): PaymentNotificationListItem {
  return {
    id: n.id,
    code: n.code,
    number: n.number,
    status: n.status,
    status_label: paymentNotificationStatusLabels[n.status],
    worker: { code: workerCode, name: n.workerName },
    payment_month: n.paymentMonth,
    payment_date: n.paymentDate,
    period_from: n.periodFrom,
    period_to: n.periodTo,
    subtotal: n.subtotal,
    tax_total: n.taxTotal,
    withholding: n.withholding,
    adjustment_total: n.adjustmentTotal,
    transfer_amount: n.transferAmount,
    deemed_approved: n.deemedApproved,
    payment_due_date: n.paymentDueDate,
    // the edit refuses a date after a 支払期日 without a confirmed reason, so a reason marks every late one
    late: n.lateReason !== null,
    late_reason: n.lateReason,
    submitted_at: n.submittedAt,
    answered_at: n.answeredAt,
    updated_at: n.updatedAt,
    has_payment: hasPayment,
  };
}

/** GET /v2/employee/payment_notifications, /businessors/{code}/…, /contracts/{contractCode}/… */
export async function listNotifications(db: Db, auth: AuthContext, query: ListQuery, scope: { workerCode?: string; contractCode?: string } = {}) {
  const filter: repo.ListFilter = { status: query.status, paymentMonth: query.payment_month, keyword: query.keyword ? foldForSearch(query.keyword) : undefined };
  const workerCode = scope.workerCode ?? query.worker_code;
  if (workerCode) filter.workerId = await requireWorkerId(db, auth, workerCode);
  if (scope.contractCode !== undefined) {
    const parties = await findContractWithParties(db, auth.companyId, { code: scope.contractCode });
    if (!parties) throw notFound(ja.orders.contractNotFound);
    filter.contractId = parties.contract.id;
  }
  const { rows, total } = await repo.listPage(db, auth.companyId, filter, query.limit, (query.page - 1) * query.limit);
  return {
    data: rows.map((r) => listItem(r.notification, r.workerCode, r.hasPayment)),
    meta: { total_count: total, page: query.page, limit: query.limit },
  };
}

/** The whole notification as both sides read it (`by` decides which actions are offered). */
type CompanyContext = { companyName: string; settings: Awaited<ReturnType<typeof notificationSettings>> };

/** The company's name and 支払通知書 settings, read once for however many notifications of that company. */
async function companyContext(db: Queryable, companyId: number): Promise<CompanyContext> {
  const company = await repo.findCompany(db, companyId);
  return { companyName: company?.name ?? '', settings: await notificationSettings(db, companyId) };
}

export async function notificationWire(
  db: Queryable,
  n: repo.NotificationRow,
  by: 'employee' | 'worker',
  context?: CompanyContext,
): Promise<PaymentNotificationWire> {
  const lines = await repo.linesOf(db, [n.id]);
  const contractList = await repo.contractsOf(db, n.id);
  const dues = await repo.duesOf(db, [n.id]);
  const { companyName, settings } = context ?? (await companyContext(db, n.companyId));
  const workerCode = (await findWorkerById(db, n.companyId, n.workerId))?.code ?? '';
  const registered = n.workerRegistrationNumber !== null;
  // the date of each 課税仕入れ: an item's 検収日; an 経費精算 (part of the 報酬) that of the work it comes with
  const fallbackDate = n.periodTo ?? n.paymentDate;
  const purchaseDate = (l: repo.LineRow) => (l.kind === 'item' ? (l.transactionDate ?? fallbackDate) : l.adjustmentCategory === 'expense' ? fallbackDate : null);
  const purchaseDates = lines.map(purchaseDate).filter((d): d is string => d !== null);
  // what the document states: frozen when sent; an unsent one shows what sending it now would state
  const stated = n.status === 'before_sending' ? settings : { message: n.workerMessage, deemedApprovalDays: n.deemedApprovalDays };
  return {
    ...listItem(n, workerCode, false),
    company_name: companyName,
    remarks: n.remarks,
    worker_entity_type: n.workerEntityType,
    worker_registration_number: n.workerRegistrationNumber,
    transitional_deductions: registered ? [] : transitionalShares(purchaseDates),
    payment_dues: dues.map((d) => ({ due_date: d.dueDate, postponement_agreed: d.postponementAgreed })),
    per_rate: n.perRate,
    withholding_base: n.withholdingBase,
    lines: lines.map((l) => {
      const date = purchaseDate(l);
      return {
        id: l.id,
        kind: l.kind,
        name: l.name,
        quantity: l.quantity,
        unit: l.unit,
        unit_price: l.unitPrice,
        tax_rate: l.taxRate,
        amount: l.amount,
        transaction_date: l.transactionDate,
        withholds: l.withholds,
        item_group_id: l.itemGroupId,
        adjustment_category: l.kind === 'adjustment' ? (l.adjustmentCategory ?? null) : null,
        adjustment_reason: l.adjustmentReason,
        transitional_deduction_percent: registered || date === null ? null : transitionalDeductionPercent(date),
      };
    }),
    contracts: contractList,
    worker_comment: n.workerComment,
    message: stated.message,
    deemed_approval_days: stated.deemedApprovalDays,
    allowed_actions: allowedActions(n.status, by),
  };
}

export async function getNotification(db: Db, auth: AuthContext, code: string): Promise<PaymentNotificationWire> {
  const n = await repo.findByCode(db, auth.companyId, code);
  if (!n) throw notFound(ja.paymentNotifications.notFound);
  return notificationWire(db, n, 'employee');
}

/** GET /v2/employee/payment_notifications/bulk?payment_notification_ids[]=… : what /payment_notifications/edit edits. */
export async function getNotifications(db: Db, auth: AuthContext, ids: readonly number[]): Promise<PaymentNotificationWire[]> {
  const rows = await repo.findByIds(db, auth.companyId, ids);
  if (rows.length !== ids.length) throw notFound(ja.paymentNotifications.notFound);
  const context = await companyContext(db, auth.companyId);
  const out: PaymentNotificationWire[] = [];
  // at most MAX_EDITED_NOTIFICATIONS (the query schema): three small reads each, one after another
  for (const n of rows) out.push(await notificationWire(db, n, 'employee', context));
  return out;
}

// ── the worker's answer ──────────────────────────────────────────────────────

/** The worker approves or asks for a correction (with a comment); the company is told (bell + alert mail). */
export async function answer(db: Db, accountId: number, code: string, decision: { action: 'approve' } | { action: 'reject'; comment: string }) {
  return db.transaction(async (tx) => {
    const n = await portalRepo.findForAccount(tx, accountId, code, true);
    if (!n) throw notFound(ja.paymentNotifications.notFound);
    if (!canTransition(decision.action, n.status)) {
      throw conflict(ja.paymentNotifications.notAllowed(n.number, paymentNotificationStatusLabels[n.status], ja.paymentNotifications.actions[decision.action]!));
    }
    const values = {
      status: decision.action === 'approve' ? ('approved' as const) : ('rejected' as const),
      workerComment: decision.action === 'reject' ? decision.comment : null,
      answeredAt: new Date().toISOString(),
    };
    await repo.updateNotification(tx, n.companyId, n.id, values);
    const updated = { ...n, ...values };
    await notifyEmployeesOfAnswer(tx, updated);
    return notificationWire(tx, updated, 'worker');
  });
}

/**
 * みなし承認: sent notifications of the company still unanswered whose own stated period — the days frozen on each when
 * it was sent — has passed by `now` become approved (marked as deemed). One sent without the sentence never does, and
 * a later change of the company's setting changes nothing here. Answers how many.
 */
export async function approveOverdue(db: Db, companyId: number, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await repo.overdueReviewing(tx, companyId, now.toISOString());
    if (rows.length === 0) return 0;
    await repo.setStatus(tx, companyId, rows.map((n) => n.id), { status: 'approved', deemedApproved: true, answeredAt: now.toISOString() });
    return rows.length;
  });
}
