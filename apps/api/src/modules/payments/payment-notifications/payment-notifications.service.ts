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
  defaultPaymentDate,
  notificationTotals,
  paymentMonthOf,
  paymentNotificationStatusLabels,
  transitionalShares,
  withholdsPayee,
  type NotifiableGroup,
  type NotificationLine,
  type PaymentNotificationAction,
  type PaymentNotificationListItem,
  type PaymentNotificationWire,
} from '@app/shared/payment-notifications';
import { missedDueDate, type DueDate } from '@app/shared/payment-due';
import { previousBankBusinessDay } from '@app/shared/business-days';
import { transitionalDeductionPercent } from '@app/shared/tax';
import { foldForSearch } from '@app/shared/kana';
import { workerDisplayName } from '@app/shared/workers';
import type { z } from 'zod';
import type { notifiableGroupQuerySchema, notificationEditSchema, paymentNotificationListQuerySchema } from '@app/shared/payment-notifications';
import type { Db, Queryable } from '../../../db/client';
import { newCode } from '../../../lib/codes';
import { HttpError, conflict, notFound } from '../../../lib/errors';
import { errorCodes } from '@app/shared/api';
import type { AuthContext } from '../../../lib/auth-context';
import { todayInJapan } from '@app/shared/format';
import { findContractWithParties, findProject } from '../../ordering/purchase-orders/purchase-orders.repository';
import { findByCode as findWorkerByCode, findById as findWorkerById } from '../../partners/workers/workers.repository';
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

/** A stored or new line as the totals read it (an adjustment with its category; items without one). */
function totalsLine(l: Pick<repo.LineInsert, 'kind' | 'amount' | 'taxRate' | 'withholds' | 'adjustmentCategory'>): NotificationLine {
  if (l.kind === 'item') return { amount: l.amount, taxRate: l.taxRate ?? null, withholds: l.withholds ?? false };
  // written before categories existed (the migration set them; this only guards a row it could not reach)
  const category = l.adjustmentCategory ?? (l.amount < 0 ? 'other' : 'reimbursement');
  return { amount: l.amount, taxRate: l.taxRate ?? null, withholds: false, category };
}

function totalsColumns(lines: readonly NotificationLine[], individual: boolean, paymentDate: string) {
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

/** The earliest of some 支払期日 (null for none). */
function earliest(dates: readonly (string | null | undefined)[]): string | null {
  return dates.filter((d): d is string => typeof d === 'string').sort()[0] ?? null;
}

const editable = (status: repo.NotificationRow['status']) => canTransition('update', status);

// ── reading ──────────────────────────────────────────────────────────────────

async function requireWorkerId(db: Queryable, auth: AuthContext, code: string): Promise<number> {
  const worker = await findWorkerByCode(db, auth.companyId, code);
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

// ── bulk writes ──────────────────────────────────────────────────────────────

const bulkAnswer = (rows: readonly { id: number; code: string; status: repo.NotificationRow['status'] }[]) => ({
  data: rows.map((n) => ({ id: n.id, code: n.code, status: n.status })),
  meta: { count: rows.length },
});

/** The item lines copied from groups (names prefixed with the group's title when a notification holds one group). */
function itemLines(groups: readonly repo.GroupCandidate[], itemsByGroup: Map<number, Awaited<ReturnType<typeof repo.itemsOfGroups>>>, single: boolean): repo.LineInsert[] {
  return groups.flatMap((g) =>
    (itemsByGroup.get(g.id) ?? []).map((i) => ({
      position: 0,
      kind: 'item' as const,
      itemGroupId: g.id,
      contractId: g.contractId,
      transactionDate: g.inspectedOn,
      name: !single || i.name === g.title ? i.name : `${g.title}／${i.name}`,
      quantity: i.quantity,
      unit: i.unit,
      unitPrice: i.unitPrice,
      taxRate: i.taxRate,
      amount: i.amount,
      withholds: g.withholdingType === 'withhold',
    })),
  );
}

const dueOf = (g: repo.GroupCandidate): DueDate | null =>
  g.paymentDueDate === null ? null : { dueDate: g.paymentDueDate, postponementAgreed: g.postponementAgreedOn !== null };

/** Where a set of groups goes: a new notification, or an unsent one of the worker already on that payment date. */
type Target =
  | { kind: 'new'; workerId: number; month: string; paymentDate: string; groups: repo.GroupCandidate[] }
  | { kind: 'existing'; row: { id: number; status: repo.NotificationRow['status'] }; groups: repo.GroupCandidate[] };

/**
 * POST /bulk {purchaseOrderItemGroupIds}: every group must be of this company (else 404), of an approved order with an
 * approved delivery, its invoice none or approved, and not yet in a notification (else 422 naming each group). The
 * groups are locked, so two calls cannot take the same group.
 *
 * The groups of one worker and payment month are paid by default on the day that keeps each one's 支払期日
 * (`defaultPaymentDate`: a 支払期日 on a bank holiday is paid the bank business day before, or after within 2 days under
 * the contract's 順延 agreement). A worker has one notification per payment date — the 源泉徴収 threshold is per
 * payment: groups whose date an unsent (未送信・修正依頼中) notification of the worker already has are added to it; a
 * date a sent one has moves the new notification one bank business day earlier (paying earlier is always lawful).
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
    await repo.lockWorkersNotifications(tx, workerIds);

    // the payment dates the workers' notifications already hold
    const targets = new Map<string, Target>();
    for (const row of await repo.notificationsOfWorkers(tx, auth.companyId, workerIds)) {
      targets.set(`${row.workerId}:${row.paymentDate}`, { kind: 'existing', row, groups: [] });
    }
    for (const set of groupBy(groups, (g) => `${g.workerId}:${paymentMonthOf(g, today)}`).values()) {
      const first = set[0]!;
      const month = paymentMonthOf(first, today);
      let date = defaultPaymentDate(set.map(dueOf).filter((d): d is DueDate => d !== null), lastDayOfMonth(month));
      for (;;) {
        const key = `${first.workerId}:${date}`;
        const target = targets.get(key);
        if (!target) {
          targets.set(key, { kind: 'new', workerId: first.workerId, month, paymentDate: date, groups: [...set] });
          break;
        }
        if (target.kind === 'new' || editable(target.row.status)) {
          target.groups.push(...set);
          break;
        }
        date = previousBankBusinessDay(date);
      }
    }

    const fresh = [...targets.values()].filter((t): t is Extract<Target, { kind: 'new' }> => t.kind === 'new');
    const rows = fresh.map((t) => {
      const payee = payeeById.get(t.workerId)!;
      const lines = itemLines(t.groups, itemsByGroup, t.groups.length === 1);
      lines.forEach((l, n) => (l.position = n + 1));
      const inspected = t.groups.map((g) => g.inspectedOn).filter((d): d is string => d !== null).sort();
      const individual = (payee.entityType ?? 'individual') === 'individual';
      return {
        notification: {
          companyId: auth.companyId,
          code: newCode(),
          workerId: t.workerId,
          status: 'before_sending' as const,
          paymentMonth: t.month,
          paymentDate: t.paymentDate,
          paymentDueDate: earliest(t.groups.map((g) => g.paymentDueDate)),
          periodFrom: inspected[0] ?? null,
          periodTo: inspected.at(-1) ?? null,
          ...payeeColumns(payee),
          ...totalsColumns(lines.map(totalsLine), individual, t.paymentDate),
          createdById: auth.employeeId,
        },
        lines,
        groupIds: t.groups.map((g) => g.id),
      };
    });
    const made = await repo.insertNotifications(tx, rows);
    const merged: repo.NotificationRow[] = [];
    for (const t of targets.values()) {
      if (t.kind === 'existing' && t.groups.length > 0) merged.push(await addGroups(tx, auth.companyId, t.row.id, t.groups, itemsByGroup, payeeById));
    }
    return bulkAnswer([...made, ...merged]);
  });
}

/**
 * Adds groups to an unsent notification of the same worker and payment date: their items after its items, its
 * adjustments after them, totals over the whole (one 源泉徴収 threshold), the period and the earliest 支払期日
 * widened; one sent back returns to 未送信 (its content changed).
 */
async function addGroups(
  tx: Queryable,
  companyId: number,
  id: number,
  groups: readonly repo.GroupCandidate[],
  itemsByGroup: Map<number, Awaited<ReturnType<typeof repo.itemsOfGroups>>>,
  payeeById: Map<number, repo.PayeeRow>,
): Promise<repo.NotificationRow> {
  const [n] = await repo.findByIds(tx, companyId, [id], true);
  // the worker's lock keeps an employee from sending it meanwhile; the worker cannot make an unsent one sent
  if (!n) throw notFound(ja.paymentNotifications.notFound);
  if (!editable(n.status)) {
    throw conflict(ja.paymentNotifications.notAllowed(n.code, paymentNotificationStatusLabels[n.status], ja.paymentNotifications.actions.update!));
  }
  const lines = await repo.linesOf(tx, [n.id]);
  const items = lines.filter((l) => l.kind === 'item');
  const added = itemLines(groups, itemsByGroup, false);
  const payee = payeeById.get(n.workerId)!;
  const individual = (payee.entityType ?? 'individual') === 'individual';
  const allItems = [...items, ...added];
  const withheld = withholdsPayee(allItems.map(totalsLine), individual);
  const adjustments: repo.LineInsert[] = lines
    .filter((l) => l.kind === 'adjustment')
    .map(({ id: _id, paymentNotificationId: _n, ...l }, k) => ({ ...l, position: allItems.length + k + 1, withholds: l.adjustmentCategory === 'expense' && withheld }));
  await repo.appendItems(tx, n, items.length + 1, added, groups.map((g) => g.id));
  await repo.replaceAdjustments(tx, n.id, adjustments);
  const inspected = allItems.map((l) => l.transactionDate).filter((d): d is string => typeof d === 'string').sort();
  const values = {
    ...payeeColumns(payee),
    ...totalsColumns([...allItems, ...adjustments].map(totalsLine), individual, n.paymentDate),
    periodFrom: inspected[0] ?? null,
    periodTo: inspected.at(-1) ?? null,
    paymentDueDate: earliest([n.paymentDueDate, ...groups.map((g) => g.paymentDueDate)]),
    status: 'before_sending' as const,
  };
  await repo.updateNotification(tx, companyId, n.id, values);
  return { ...n, ...values };
}

/**
 * Locks the notifications; 404 when one is not the company's, 409 naming each that may not take `action`. With
 * `workers`, first holds their workers' notifications (the one-per-payment-date check), as creation does.
 */
async function lockFor(tx: Queryable, auth: Pick<AuthContext, 'companyId'>, ids: readonly number[], action: PaymentNotificationAction, workers = false) {
  const sorted = [...ids].sort((a, b) => a - b);
  if (workers) await repo.lockWorkersNotifications(tx, (await repo.findByIds(tx, auth.companyId, sorted)).map((n) => n.workerId));
  const rows = await repo.findByIds(tx, auth.companyId, sorted, true);
  if (rows.length !== ids.length) throw notFound(ja.paymentNotifications.notFound);
  const reasons = rows
    .filter((n) => !canTransition(action, n.status))
    .map((n) => ja.paymentNotifications.notAllowed(n.code, paymentNotificationStatusLabels[n.status], ja.paymentNotifications.actions[action]!));
  if (reasons.length > 0) throw refused(409, reasons);
  return rows;
}

/**
 * The notification of the same worker on the same payment date as `n` would have, when `dateOf` gives each one's
 * payment date after the change (one 源泉徴収 threshold per payment: 所得税法 204条 「1回に支払われる金額」).
 */
function sameDateOther(
  n: repo.NotificationRow,
  date: string,
  others: readonly { id: number; code: string; workerId: number; paymentDate: string }[],
  dateOf: (o: { id: number; paymentDate: string }) => string,
) {
  return others.find((o) => o.workerId === n.workerId && o.id !== n.id && dateOf(o) === date);
}

const sameAdjustment = (a: Pick<repo.LineRow, 'name' | 'amount' | 'adjustmentCategory' | 'adjustmentReason'>, b: Pick<repo.LineInsert, 'name' | 'amount' | 'adjustmentCategory' | 'adjustmentReason'>) =>
  a.name === b.name && a.amount === b.amount && a.adjustmentCategory === (b.adjustmentCategory ?? null) && a.adjustmentReason === (b.adjustmentReason ?? null);

/**
 * PUT /bulk: payment date, remarks and adjustments of each; totals recomputed; a rejected one goes back to 未送信.
 * Refused for the whole set (422, each notification named): a transfer amount of zero or less; a payment date after a
 * 支払期日 of its groups without `late_reason` (with one it is stored, logged as late_payment_date, and shown as
 * 支払遅延); a payment date another notification of the worker has. Each new negative adjustment is logged.
 */
export async function updateBulk(db: Queryable, auth: Pick<AuthContext, 'companyId'> & { profile: Pick<AuthContext['profile'], 'name'> }, edits: readonly Edit[]) {
  return db.transaction(async (tx) => {
    const rows = await lockFor(tx, auth, edits.map((e) => e.id), 'update', true);
    const byId = new Map(edits.map((e) => [e.id, e]));
    const lines = groupBy(await repo.linesOf(tx, rows.map((n) => n.id)), (l) => l.paymentNotificationId);
    const dues = groupBy(await repo.duesOf(tx, rows.map((n) => n.id)), (d) => d.notificationId);
    const others = await repo.notificationsOfWorkers(tx, auth.companyId, rows.map((n) => n.workerId));
    const dateOf = (o: { id: number; paymentDate: string }) => byId.get(o.id)?.payment_date ?? o.paymentDate;
    const reasons: string[] = [];
    const writes: { n: repo.NotificationRow; edit: Edit; adjustments: repo.LineInsert[]; totals: ReturnType<typeof totalsColumns>; late: DueDate | null }[] = [];
    for (const n of rows) {
      const edit = byId.get(n.id)!;
      const items = (lines.get(n.id) ?? []).filter((l) => l.kind === 'item');
      const individual = n.workerEntityType === 'individual';
      const withheld = withholdsPayee(items.map(totalsLine), individual);
      const adjustments: repo.LineInsert[] = edit.adjustments.map((a, k) => ({
        position: items.length + k + 1,
        kind: 'adjustment',
        name: a.name,
        quantity: 1,
        unitPrice: a.amount,
        // an 経費精算 is part of the 報酬: taxed at its rate and withheld with it; the others are 不課税
        taxRate: a.category === 'expense' ? a.tax_rate : null,
        amount: a.amount,
        withholds: a.category === 'expense' && withheld,
        adjustmentCategory: a.category,
        adjustmentReason: a.reason,
      }));
      const totals = totalsColumns([...items, ...adjustments].map(totalsLine), individual, edit.payment_date);
      if (totals.transferAmount <= 0) reasons.push(ja.paymentNotifications.transferAmountNotPositive(n.code));
      const late = missedDueDate(
        edit.payment_date,
        (dues.get(n.id) ?? []).map((d) => ({ dueDate: d.dueDate, postponementAgreed: d.postponementAgreed })),
      );
      if (late && !edit.late_reason) {
        reasons.push(ja.paymentDue.lateNeedsReason(ja.paymentNotifications.lateSubject(n.code, n.workerName), edit.payment_date, late.dueDate));
      }
      const other = sameDateOther(n, edit.payment_date, others, dateOf);
      if (other) reasons.push(ja.paymentNotifications.samePaymentDate(n.code, n.workerName, edit.payment_date, other.code));
      writes.push({ n, edit, adjustments, totals, late });
    }
    if (reasons.length > 0) throw refused(422, reasons);
    const logs: repo.PaymentLogInsert[] = [];
    for (const w of writes) {
      const lateReason = w.late ? w.edit.late_reason : null;
      await repo.replaceAdjustments(tx, w.n.id, w.adjustments);
      await repo.updateNotification(tx, auth.companyId, w.n.id, {
        paymentDate: w.edit.payment_date,
        remarks: w.edit.remarks,
        lateReason,
        status: 'before_sending',
        ...w.totals,
      });
      const base = { companyId: auth.companyId, paymentNotificationId: w.n.id, actorName: auth.profile.name };
      if (w.late && (w.n.paymentDate !== w.edit.payment_date || w.n.lateReason !== lateReason)) {
        logs.push({
          ...base,
          action: 'late_payment_date',
          reason: lateReason,
          details: { payment_date: w.edit.payment_date, payment_due_date: w.late.dueDate, previous_payment_date: w.n.paymentDate },
        });
      }
      const before = (lines.get(w.n.id) ?? []).filter((l) => l.kind === 'adjustment');
      for (const a of w.adjustments.filter((x) => x.amount < 0 && !before.some((b) => sameAdjustment(b, x)))) {
        logs.push({ ...base, action: 'negative_adjustment', reason: a.adjustmentReason ?? null, details: { name: a.name, amount: a.amount, category: a.adjustmentCategory } });
      }
    }
    await repo.insertPaymentLogs(tx, logs);
    return bulkAnswer(rows.map((n) => ({ ...n, status: 'before_sending' as const })));
  });
}

/**
 * POST /bulk_submission: each goes to the worker (mail + portal notice). Sending freezes on the document what it
 * states: the worker's name and registration number, the company's message and the みなし承認 days (or none) — a later
 * change of the settings never reaches it. Refused (422) when another notification of the worker has the same payment
 * date (one 源泉徴収 threshold per payment).
 */
export async function submitBulk(db: Queryable, auth: AuthContext, ids: readonly number[], appUrl: string) {
  return db.transaction(async (tx) => {
    const rows = await lockFor(tx, auth, ids, 'submit', true);
    const others = await repo.notificationsOfWorkers(tx, auth.companyId, rows.map((n) => n.workerId));
    const reasons = rows.flatMap((n) => {
      const other = sameDateOther(n, n.paymentDate, others, (o) => o.paymentDate);
      return other ? [ja.paymentNotifications.samePaymentDate(n.code, n.workerName, n.paymentDate, other.code)] : [];
    });
    if (reasons.length > 0) throw refused(422, reasons);
    const payeeById = new Map((await repo.payees(tx, auth.companyId, [...new Set(rows.map((n) => n.workerId))])).map((p) => [p.id, p]));
    const settings = await notificationSettings(tx, auth.companyId);
    const lines = groupBy(await repo.linesOf(tx, rows.map((n) => n.id)), (l) => l.paymentNotificationId);
    const sent: repo.NotificationRow[] = [];
    for (const n of rows) {
      const payee = payeeById.get(n.workerId)!;
      const columns = payeeColumns(payee);
      const totals = totalsColumns((lines.get(n.id) ?? []).map(totalsLine), columns.workerEntityType === 'individual', n.paymentDate);
      const values = {
        ...columns,
        ...totals,
        status: 'reviewing' as const,
        workerComment: null,
        deemedApprovalDays: settings.deemedApprovalDays,
        workerMessage: settings.message,
        submittedAt: new Date().toISOString(),
        answeredAt: null,
      };
      await repo.updateNotification(tx, auth.companyId, n.id, values);
      const updated = { ...n, ...values };
      sent.push(updated);
      await notifyWorkerOfNotification(tx, { notification: updated, payee, companyName: auth.profile.companyName, message: updated.workerMessage, appUrl });
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
