import { ja } from '@app/shared/messages/ja';
import {
  defaultPaymentDate,
  paymentMonthOf,
  paymentNotificationStatusLabels,
  withholdsPayee,
} from '@app/shared/payment-notifications';
import type { DueDate } from '@app/shared/payment-due';
import { previousBankBusinessDay } from '@app/shared/business-days';
import type { Queryable } from '../../../db/client';
import { newCode } from '../../../lib/codes';
import { conflict, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import { todayInJapan } from '@app/shared/format';
import * as repo from './payment-notifications.repository';
import * as groupsRepo from './payment-notification-groups.repository';
import { bulkAnswer, earliest, editable, groupBy, payeeColumns, refused, totalsColumns, totalsLine } from './payment-notification-bulk';

/** 'YYYY-MM' → its last day 'YYYY-MM-DD'. */
export function lastDayOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
}

/** The item lines copied from groups (names prefixed with the group's title when a notification holds one group). */
function itemLines(groups: readonly groupsRepo.GroupCandidate[], itemsByGroup: Map<number, Awaited<ReturnType<typeof groupsRepo.itemsOfGroups>>>, single: boolean): repo.LineInsert[] {
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

const dueOf = (g: groupsRepo.GroupCandidate): DueDate | null =>
  g.paymentDueDate === null ? null : { dueDate: g.paymentDueDate, postponementAgreed: g.postponementAgreedOn !== null };

/** Where a set of groups goes: a new notification, or an unsent one of the worker already on that payment date. */
type Target =
  | { kind: 'new'; workerId: number; month: string; paymentDate: string; groups: groupsRepo.GroupCandidate[] }
  | { kind: 'existing'; row: { id: number; status: repo.NotificationRow['status'] }; groups: groupsRepo.GroupCandidate[] };

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
    const groups = await groupsRepo.groupCandidates(tx, auth.companyId, groupIds, true);
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
    const items = await groupsRepo.itemsOfGroups(tx, groupIds);
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
          ...payeeColumns(payee, lines),
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
 * Adds groups to an unsent notification of the same worker and payment date: their items after its items (see
 * {@link appendLines}).
 */
async function addGroups(
  tx: Queryable,
  companyId: number,
  id: number,
  groups: readonly groupsRepo.GroupCandidate[],
  itemsByGroup: Map<number, Awaited<ReturnType<typeof groupsRepo.itemsOfGroups>>>,
  payeeById: Map<number, repo.PayeeRow>,
): Promise<repo.NotificationRow> {
  return appendLines(tx, companyId, id, {
    lines: itemLines(groups, itemsByGroup, false),
    groupIds: groups.map((g) => g.id),
    dueDates: groups.map((g) => g.paymentDueDate),
    payeeOf: (workerId) => payeeById.get(workerId)!,
  });
}

/**
 * Adds item lines to an unsent notification (the caller holds the worker's lock): after its items, its adjustments
 * after them, totals over the whole (one 源泉徴収 threshold), the period and the earliest 支払期日 widened; one sent back
 * returns to 未送信 (its content changed). Groups the lines come from are linked to it.
 */
export async function appendLines(
  tx: Queryable,
  companyId: number,
  id: number,
  add: { lines: repo.LineInsert[]; groupIds: readonly number[]; dueDates: readonly (string | null)[]; payeeOf: (workerId: number) => repo.PayeeRow },
): Promise<repo.NotificationRow> {
  const [n] = await repo.findByIds(tx, companyId, [id], true);
  // the worker's lock keeps an employee from sending it meanwhile; the worker cannot make an unsent one sent
  if (!n) throw notFound(ja.paymentNotifications.notFound);
  if (!editable(n.status)) {
    throw conflict(ja.paymentNotifications.notAllowed(n.number, paymentNotificationStatusLabels[n.status], ja.paymentNotifications.actions.update!));
  }
  const lines = await repo.linesOf(tx, [n.id]);
  const items = lines.filter((l) => l.kind === 'item');
  const added = add.lines;
  const payee = add.payeeOf(n.workerId);
  const individual = (payee.entityType ?? 'individual') === 'individual';
  const allItems = [...items, ...added];
  const withheld = withholdsPayee(allItems.map(totalsLine), individual);
  const adjustments: repo.LineInsert[] = lines
    .filter((l) => l.kind === 'adjustment')
    .map(({ id: _id, paymentNotificationId: _n, ...l }, k) => ({ ...l, position: allItems.length + k + 1, withholds: l.adjustmentCategory === 'expense' && withheld }));
  await repo.appendItems(tx, n, items.length + 1, added, add.groupIds);
  await repo.replaceAdjustments(tx, n.id, adjustments);
  const inspected = allItems.map((l) => l.transactionDate).filter((d): d is string => typeof d === 'string').sort();
  const values = {
    ...payeeColumns(payee, allItems),
    ...totalsColumns([...allItems, ...adjustments].map(totalsLine), individual, n.paymentDate),
    periodFrom: inspected[0] ?? null,
    periodTo: inspected.at(-1) ?? null,
    paymentDueDate: earliest([n.paymentDueDate, ...add.dueDates]),
    status: 'before_sending' as const,
  };
  await repo.updateNotification(tx, companyId, n.id, values);
  return { ...n, ...values };
}
