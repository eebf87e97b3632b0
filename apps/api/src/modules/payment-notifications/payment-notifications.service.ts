/**
 * 支払通知書: made in bulk from approved item groups (one per worker and payment month), edited, sent, discarded —
 * every bulk call all-or-nothing in one transaction, a refused set answered with each notification and why — and
 * answered by the worker in the portal. docs/payments.md draws the state machine.
 */
import { ja } from '@app/shared/messages/ja';
import {
  allowedActions,
  canTransition,
  notificationTotals,
  paymentMonthOf,
  paymentNotificationStatusLabels,
  type NotifiableGroup,
  type PaymentNotificationAction,
  type PaymentNotificationListItem,
  type PaymentNotificationWire,
} from '@app/shared/payment-notifications';
import { transitionalDeductionPercent } from '@app/shared/tax';
import { foldForSearch } from '@app/shared/kana';
import { workerDisplayName } from '@app/shared/workers';
import type { z } from 'zod';
import type { notifiableGroupQuerySchema, notificationEditSchema, paymentNotificationListQuerySchema } from '@app/shared/payment-notifications';
import type { Db, Queryable } from '../../db/client';
import { newCode } from '../../lib/codes';
import { HttpError, conflict, notFound } from '../../lib/errors';
import { errorCodes } from '@app/shared/api';
import type { AuthContext } from '../../plugins/auth';
import { todayInJapan } from '@app/shared/format';
import { findContractWithParties, findProject } from '../purchase-orders/purchase-orders.repository';
import * as repo from './payment-notifications.repository';
import { notifyEmployeesOfAnswer, notifyWorkerOfNotification, notificationSettings } from './payment-notification-notices';

type ListQuery = z.output<typeof paymentNotificationListQuerySchema>;
type GroupQuery = z.output<typeof notifiableGroupQuerySchema>;
type Edit = z.output<typeof notificationEditSchema>;

/** A refused bulk set: 409 (or 422 for input), one sentence per refused notification or group, nothing changed. */
function refused(status: 409 | 422, reasons: string[]): HttpError {
  return new HttpError(status, status === 409 ? errorCodes.conflict : errorCodes.validation, [ja.paymentNotifications.refusedSet(reasons.length), ...reasons]);
}

/** Rows by key, in the order met (Map.groupBy of ES2024, which this target's lib lacks). */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

function lastDayOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
}

function payeeName(p: repo.PayeeRow): string {
  return workerDisplayName(p.fullName, p.tradeName);
}

/** The worker columns the document freezes: name, entity type, registration number (null when not registered). */
function payeeColumns(p: repo.PayeeRow) {
  return {
    workerName: payeeName(p),
    workerEntityType: p.entityType ?? ('individual' as const),
    workerRegistrationNumber: p.invoiceStatus === 'registered' ? p.invoiceRegistrationNumber : null,
  };
}

function totalsColumns(lines: readonly { amount: number; taxRate: number | null; withholds: boolean }[], individual: boolean, paymentDate: string) {
  const t = notificationTotals(lines, { individual, paymentDate });
  return {
    perRate: t.perRate,
    subtotal: t.subtotal,
    taxTotal: t.taxTotal,
    withholdingBase: t.withholdingBase,
    withholding: t.withholding,
    adjustmentTotal: t.adjustmentTotal,
    transferAmount: t.transferAmount,
  };
}

// ── reading ──────────────────────────────────────────────────────────────────

async function requireWorkerId(db: Queryable, auth: AuthContext, code: string): Promise<number> {
  const worker = await repo.findWorkerByCode(db, auth.companyId, code);
  if (!worker) throw notFound(ja.orders.workerNotFound);
  return worker.id;
}

/** GET /v2/employee/payment_notifications/candidates: the groups /payment_notifications/new offers. */
export async function listNotifiableGroups(db: Db, auth: AuthContext, query: GroupQuery): Promise<{ data: NotifiableGroup[]; meta: { total_count: number } }> {
  const filter: repo.NotifiableFilter = { projectId: query.project_id, paymentMonth: query.payment_month };
  if (query.worker_code) filter.workerId = await requireWorkerId(db, auth, query.worker_code);
  if (query.project_id !== undefined && !(await findProject(db, auth.companyId, query.project_id))) throw notFound(ja.orders.projectNotFound);
  const { rows, total } = await repo.notifiableGroups(db, auth.companyId, filter, query.limit);
  const today = todayInJapan();
  return {
    data: rows.map((g) => ({
      id: g.id,
      title: g.title,
      order: { code: g.orderCode, title: g.orderTitle },
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
  const { companyName, settings } = context ?? (await companyContext(db, n.companyId));
  const workerCode = await repo.workerCodeOf(db, n.workerId);
  const transactionDate = n.periodTo ?? n.paymentDate;
  return {
    ...listItem(n, workerCode, false),
    company_name: companyName,
    remarks: n.remarks,
    worker_entity_type: n.workerEntityType,
    worker_registration_number: n.workerRegistrationNumber,
    transitional_deduction_percent: n.workerRegistrationNumber ? null : transitionalDeductionPercent(transactionDate),
    per_rate: n.perRate,
    withholding_base: n.withholdingBase,
    lines: lines.map((l) => ({
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
    })),
    contracts: contractList,
    worker_comment: n.workerComment,
    message: settings.message,
    deemed_approval_days: settings.deemedApprovalDays,
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

// ── bulk writes ──────────────────────────────────────────────────────────────

const bulkAnswer = (rows: readonly { id: number; code: string; status: repo.NotificationRow['status'] }[]) => ({
  data: rows.map((n) => ({ id: n.id, code: n.code, status: n.status })),
  meta: { count: rows.length },
});

/**
 * POST /bulk {purchaseOrderItemGroupIds}: one notification per worker and payment month. Every group must be of this
 * company (else 404), of an approved order with an approved delivery, its invoice none or approved, and not yet in a
 * notification (else 422 naming each group). The groups are locked, so two calls cannot take the same group.
 */
export async function createBulk(db: Queryable, auth: Pick<AuthContext, 'companyId' | 'employeeId'>, groupIds: readonly number[]) {
  return db.transaction(async (tx) => {
    const groups = await repo.groupCandidates(tx, auth.companyId, groupIds, true);
    if (groups.length !== groupIds.length) {
      const found = new Set(groups.map((g) => g.id));
      throw notFound(ja.paymentNotifications.groupNotFound(groupIds.find((id) => !found.has(id))!));
    }
    const reasons: string[] = [];
    for (const g of groups) {
      if (g.notificationId !== null) reasons.push(ja.paymentNotifications.groupAlreadyNotified(g.title));
      else if (g.orderStatus !== 'approved' || g.deliveryStatus !== 'approved') reasons.push(ja.paymentNotifications.groupNotApproved(g.title));
      else if (g.invoiceStatus !== null && g.invoiceStatus !== 'approved') reasons.push(ja.paymentNotifications.groupInvoicePending(g.title));
    }
    if (reasons.length > 0) throw refused(422, reasons);

    const today = todayInJapan();
    const items = await repo.itemsOfGroups(tx, groupIds);
    const itemsByGroup = groupBy(items, (i) => i.itemGroupId);
    const workerIds = [...new Set(groups.map((g) => g.workerId))];
    const payeeById = new Map((await repo.payees(tx, auth.companyId, workerIds)).map((p) => [p.id, p]));
    const sets = groupBy(groups, (g) => `${g.workerId}:${paymentMonthOf(g, today)}`);

    const rows = [...sets.values()].map((set) => {
      const first = set[0]!;
      const payee = payeeById.get(first.workerId)!;
      const month = paymentMonthOf(first, today);
      const dueDates = set.map((g) => g.paymentDueDate).filter((d): d is string => d !== null).sort();
      // the earliest due date of its groups: paying later than any of them would break フリーランス新法 第4条
      const paymentDate = dueDates[0] ?? lastDayOfMonth(month);
      const inspected = set.map((g) => g.inspectedOn).filter((d): d is string => d !== null).sort();
      const lines: repo.LineInsert[] = set.flatMap((g) =>
        (itemsByGroup.get(g.id) ?? []).map((i) => ({
          position: 0,
          kind: 'item' as const,
          itemGroupId: g.id,
          contractId: g.contractId,
          transactionDate: g.inspectedOn,
          name: set.length > 1 || i.name === g.title ? i.name : `${g.title}／${i.name}`,
          quantity: i.quantity,
          unit: i.unit,
          unitPrice: i.unitPrice,
          taxRate: i.taxRate,
          amount: i.amount,
          withholds: g.withholdingType === 'withhold',
        })),
      );
      lines.forEach((l, n) => (l.position = n + 1));
      const individual = (payee.entityType ?? 'individual') === 'individual';
      return {
        notification: {
          companyId: auth.companyId,
          code: newCode(),
          workerId: first.workerId,
          status: 'before_sending' as const,
          paymentMonth: month,
          paymentDate,
          periodFrom: inspected[0] ?? null,
          periodTo: inspected.at(-1) ?? null,
          ...payeeColumns(payee),
          ...totalsColumns(lines.map((l) => ({ amount: l.amount, taxRate: l.taxRate ?? null, withholds: l.withholds ?? false })), individual, paymentDate),
          createdById: auth.employeeId,
        },
        lines,
        groupIds: set.map((g) => g.id),
      };
    });
    const made = await repo.insertNotifications(tx, rows);
    return bulkAnswer(made);
  });
}

/** Locks the notifications; 404 when one is not the company's, 409 naming each that may not take `action`. */
async function lockFor(tx: Queryable, auth: AuthContext, ids: readonly number[], action: PaymentNotificationAction) {
  const sorted = [...ids].sort((a, b) => a - b);
  const rows = await repo.findByIds(tx, auth.companyId, sorted, true);
  if (rows.length !== ids.length) throw notFound(ja.paymentNotifications.notFound);
  const reasons = rows
    .filter((n) => !canTransition(action, n.status))
    .map((n) => ja.paymentNotifications.notAllowed(n.code, paymentNotificationStatusLabels[n.status], ja.paymentNotifications.actions[action]!));
  if (reasons.length > 0) throw refused(409, reasons);
  return rows;
}

/** PUT /bulk: payment date, remarks and adjustments (立替経費 …) of each; totals recomputed; a rejected one goes back to 未送信. */
export async function updateBulk(db: Queryable, auth: AuthContext, edits: readonly Edit[]) {
  return db.transaction(async (tx) => {
    const rows = await lockFor(tx, auth, edits.map((e) => e.id), 'update');
    const byId = new Map(edits.map((e) => [e.id, e]));
    const lines = groupBy(await repo.linesOf(tx, rows.map((n) => n.id)), (l) => l.paymentNotificationId);
    const reasons: string[] = [];
    const writes: { n: repo.NotificationRow; edit: Edit; adjustments: repo.LineInsert[]; totals: ReturnType<typeof totalsColumns> }[] = [];
    for (const n of rows) {
      const edit = byId.get(n.id)!;
      const items = (lines.get(n.id) ?? []).filter((l) => l.kind === 'item');
      const adjustments: repo.LineInsert[] = edit.adjustments.map((a, k) => ({
        position: items.length + k + 1,
        kind: 'adjustment',
        name: a.name,
        quantity: 1,
        unitPrice: a.amount,
        taxRate: null,
        amount: a.amount,
        withholds: false,
      }));
      const totals = totalsColumns(
        [...items.map((l) => ({ amount: l.amount, taxRate: l.taxRate, withholds: l.withholds })), ...adjustments.map((a) => ({ amount: a.amount, taxRate: null, withholds: false }))],
        n.workerEntityType === 'individual',
        edit.payment_date,
      );
      if (totals.transferAmount <= 0) reasons.push(ja.paymentNotifications.transferAmountNotPositive(n.code));
      writes.push({ n, edit, adjustments, totals });
    }
    if (reasons.length > 0) throw refused(422, reasons);
    for (const w of writes) {
      await repo.replaceAdjustments(tx, w.n.id, w.adjustments);
      await repo.updateNotification(tx, auth.companyId, w.n.id, { paymentDate: w.edit.payment_date, remarks: w.edit.remarks, status: 'before_sending', ...w.totals });
    }
    return bulkAnswer(rows.map((n) => ({ ...n, status: 'before_sending' as const })));
  });
}

/**
 * POST /bulk_submission: each goes to the worker (mail + portal notice) with the company's message; the worker's name
 * and registration number are read again and frozen on the document as sent.
 */
export async function submitBulk(db: Queryable, auth: AuthContext, ids: readonly number[], appUrl: string) {
  return db.transaction(async (tx) => {
    const rows = await lockFor(tx, auth, ids, 'submit');
    const payeeById = new Map((await repo.payees(tx, auth.companyId, [...new Set(rows.map((n) => n.workerId))])).map((p) => [p.id, p]));
    const settings = await notificationSettings(tx, auth.companyId);
    const lines = groupBy(await repo.linesOf(tx, rows.map((n) => n.id)), (l) => l.paymentNotificationId);
    const sent: repo.NotificationRow[] = [];
    for (const n of rows) {
      const payee = payeeById.get(n.workerId)!;
      const columns = payeeColumns(payee);
      const totals = totalsColumns(
        (lines.get(n.id) ?? []).map((l) => ({ amount: l.amount, taxRate: l.taxRate, withholds: l.withholds })),
        columns.workerEntityType === 'individual',
        n.paymentDate,
      );
      const values = { ...columns, ...totals, status: 'reviewing' as const, workerComment: null, submittedAt: new Date().toISOString(), answeredAt: null };
      await repo.updateNotification(tx, auth.companyId, n.id, values);
      const updated = { ...n, ...values };
      sent.push(updated);
      await notifyWorkerOfNotification(tx, { notification: updated, payee, companyName: auth.profile.companyName, message: settings.message, appUrl });
    }
    return bulkAnswer(sent);
  });
}

/** DELETE /bulk_discard: unsent (or sent back) notifications go; their groups can be notified again. */
export async function discardBulk(db: Queryable, auth: AuthContext, ids: readonly number[]) {
  return db.transaction(async (tx) => {
    const rows = await lockFor(tx, auth, ids, 'discard');
    await repo.deleteNotifications(tx, auth.companyId, rows.map((n) => n.id));
    return bulkAnswer(rows);
  });
}

// ── the worker's answer ──────────────────────────────────────────────────────

/** The worker approves or asks for a correction (with a comment); the company is told (bell + alert mail). */
export async function answer(db: Db, accountId: number, code: string, decision: { action: 'approve' } | { action: 'reject'; comment: string }) {
  return db.transaction(async (tx) => {
    const n = await repo.findForAccount(tx, accountId, code, true);
    if (!n) throw notFound(ja.paymentNotifications.notFound);
    if (!canTransition(decision.action, n.status)) {
      throw conflict(ja.paymentNotifications.notAllowed(n.code, paymentNotificationStatusLabels[n.status], ja.paymentNotifications.actions[decision.action]!));
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
 * みなし承認: notifications of the company sent more than `days` days before `now` and still unanswered become
 * approved (marked as deemed). Answers how many.
 */
export async function approveOverdue(db: Db, companyId: number, days: number, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
    const rows = await repo.overdueReviewing(tx, companyId, before);
    if (rows.length === 0) return 0;
    await repo.setStatus(tx, companyId, rows.map((n) => n.id), { status: 'approved', deemedApproved: true, answeredAt: now.toISOString() });
    return rows.length;
  });
}
