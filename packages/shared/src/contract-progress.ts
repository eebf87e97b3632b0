/**
 * The contract-level progress labels (SPEC §3) computed from the real states of the item groups of a contract's
 * approved orders: each group's latest delivery and latest invoice. The API computes the same in SQL for its lists
 * (apps/api/src/modules/ordering/deliveries/contract-progress.sql.ts; a test runs both over every combination).
 */
import type { ReviewStatus } from './deliveries';
import { ja } from './messages/ja';

/**
 * Least advanced first: a contract shows the first of these that any of its groups is at. After the invoice (or, for
 * a worker who lets the 支払通知書 serve as the invoice, after the approved delivery) come the group's 支払通知書
 * states: sent, sent back, approved by the worker, and 金額確定済 once paid. 支払遅延 comes before everything: a group
 * whose 支払通知書 pays after the group's 支払期日 (フリーランス新法 第4条) is what most needs someone's eyes, so the
 * contract shows it whatever its other groups are at, until the notification is paid.
 */
export const progressKeys = [
  'payment_late',
  'delivery_not_submitted',
  'delivery_reviewing',
  'delivery_fix_requested',
  'invoice_not_submitted',
  'invoice_reviewing',
  'invoice_fix_requested',
  'invoice_approved',
  'payment_notification_reviewing',
  'payment_notification_fix_requested',
  'payment_notification_accepted',
  'payment_fixed',
] as const;
export type ProgressKey = (typeof progressKeys)[number];
export const progressLabels: Record<ProgressKey, string> = {
  payment_late: ja.paymentDue.late,
  delivery_not_submitted: '納品未提出',
  delivery_reviewing: '納品未承認',
  delivery_fix_requested: '納品修正依頼中',
  invoice_not_submitted: '請求未提出',
  invoice_reviewing: '請求未承認',
  invoice_fix_requested: '請求修正依頼中',
  invoice_approved: '請求書承認済',
  payment_notification_reviewing: '支払通知書確認中',
  payment_notification_fix_requested: '支払通知書差戻',
  payment_notification_accepted: '支払通知書承認済',
  payment_fixed: '金額確定済',
};

/** The status of the 支払通知書 that holds a group (packages/shared/src/payment-notifications.ts). */
export type GroupNotificationStatus = 'before_sending' | 'reviewing' | 'rejected' | 'approved' | 'paid';

/**
 * The progress of one item group of an approved order from its latest delivery and latest invoice, and the status of
 * the 支払通知書 that holds it (a notification not yet sent reads as 請求書承認済: the amount is settled on our side).
 * `late`: that notification's payment date is after the group's 支払期日 (a confirmed 支払遅延) — 支払遅延 until paid.
 */
export function groupProgress(
  latestDelivery: ReviewStatus | null,
  latestInvoice: ReviewStatus | null,
  notification: GroupNotificationStatus | null = null,
  late = false,
): ProgressKey {
  if (late && notification !== null && notification !== 'paid') return 'payment_late';
  if (notification === 'reviewing') return 'payment_notification_reviewing';
  if (notification === 'rejected') return 'payment_notification_fix_requested';
  if (notification === 'approved') return 'payment_notification_accepted';
  if (notification === 'paid') return 'payment_fixed';
  if (notification === 'before_sending') return 'invoice_approved';
  if (latestDelivery === null) return 'delivery_not_submitted';
  if (latestDelivery === 'reviewing') return 'delivery_reviewing';
  if (latestDelivery === 'rejected') return 'delivery_fix_requested';
  if (latestInvoice === null) return 'invoice_not_submitted';
  if (latestInvoice === 'reviewing') return 'invoice_reviewing';
  if (latestInvoice === 'rejected') return 'invoice_fix_requested';
  return 'invoice_approved';
}

/**
 * A contract's label: the least advanced of its groups (what still needs someone's action), or null when the contract
 * has no approved order yet.
 */
export function contractProgress(groups: readonly ProgressKey[]): ProgressKey | null {
  if (groups.length === 0) return null;
  return groups.reduce((least, g) => (progressKeys.indexOf(g) < progressKeys.indexOf(least) ? g : least));
}
