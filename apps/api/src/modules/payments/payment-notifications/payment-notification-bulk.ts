/** What the 支払通知書 bulk writes share: the refused set, the frozen payee and totals columns, the answer. */
import { ja } from '@app/shared/messages/ja';
import { canTransition, notificationTotals, type NotificationLine } from '@app/shared/payment-notifications';
import { workerDisplayName } from '@app/shared/workers';
import { documentRegistrationNumber } from '@app/shared/invoice-registrations';
import { HttpError } from '../../../lib/errors';
import { errorCodes } from '@app/shared/api';
import type * as repo from './payment-notifications.repository';

/** A refused bulk set: 409 (or 422 for input), one sentence per refused notification or group, nothing changed. */
export function refused(status: 409 | 422, reasons: string[]): HttpError {
  return new HttpError(status, status === 409 ? errorCodes.conflict : errorCodes.validation, [ja.paymentNotifications.refusedSet(reasons.length), ...reasons]);
}

/** Rows by key, in the order met (Map.groupBy of ES2024, which this target's lib lacks). */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

function payeeName(p: repo.PayeeRow): string {
  return workerDisplayName(p.fullName, p.tradeName);
}

/**
 * The worker columns the document freezes: name, entity type, registration number — null when not registered, or when
 * the registration ended (失効・取消) on or before any line's 取引日 (`documentRegistrationNumber`): the whole
 * notification is then non-registered and each line shows the 経過措置 share of its own date.
 */
export function payeeColumns(p: repo.PayeeRow, lines: readonly { transactionDate?: string | null }[]) {
  const dates = lines.map((l) => l.transactionDate).filter((d): d is string => typeof d === 'string');
  return {
    workerName: payeeName(p),
    workerEntityType: p.entityType ?? ('individual' as const),
    workerRegistrationNumber: documentRegistrationNumber(p.invoiceStatus === 'registered' ? p.invoiceRegistrationNumber : null, p.registrationEndedOn, dates),
  };
}

/** A stored or new line as the totals read it (an adjustment with its category; items without one). */
export function totalsLine(l: Pick<repo.LineInsert, 'kind' | 'amount' | 'taxRate' | 'withholds' | 'adjustmentCategory'>): NotificationLine {
  if (l.kind === 'item') return { amount: l.amount, taxRate: l.taxRate ?? null, withholds: l.withholds ?? false };
  // written before categories existed (the migration set them; this only guards a row it could not reach)
  const category = l.adjustmentCategory ?? (l.amount < 0 ? 'other' : 'reimbursement');
  return { amount: l.amount, taxRate: l.taxRate ?? null, withholds: false, category };
}

export function totalsColumns(lines: readonly NotificationLine[], individual: boolean, paymentDate: string) {
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
export function earliest(dates: readonly (string | null | undefined)[]): string | null {
  return dates.filter((d): d is string => typeof d === 'string').sort()[0] ?? null;
}

export const editable = (status: repo.NotificationRow['status']) => canTransition('update', status);

export const bulkAnswer = (rows: readonly { id: number; code: string; number: string; status: repo.NotificationRow['status'] }[]) => ({
  data: rows.map((n) => ({ id: n.id, code: n.code, number: n.number, status: n.status })),
  meta: { count: rows.length },
});
