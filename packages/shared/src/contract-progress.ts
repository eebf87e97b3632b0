/**
 * The contract-level progress labels (SPEC §3) computed from the real states of the item groups of a contract's
 * approved orders: each group's latest delivery and latest invoice. The API computes the same in SQL for its lists
 * (apps/api/src/modules/deliveries/contract-progress.sql.ts; a test runs both over every combination).
 */
import type { ReviewStatus } from './deliveries';

/** Least advanced first: a contract shows the first of these that any of its groups is at. The payments issue adds the
 * payment-notification labels after invoice_approved. */
export const progressKeys = [
  'delivery_not_submitted',
  'delivery_reviewing',
  'delivery_fix_requested',
  'invoice_not_submitted',
  'invoice_reviewing',
  'invoice_fix_requested',
  'invoice_approved',
] as const;
export type ProgressKey = (typeof progressKeys)[number];
export const progressLabels: Record<ProgressKey, string> = {
  delivery_not_submitted: '納品未提出',
  delivery_reviewing: '納品未承認',
  delivery_fix_requested: '納品修正依頼中',
  invoice_not_submitted: '請求未提出',
  invoice_reviewing: '請求未承認',
  invoice_fix_requested: '請求修正依頼中',
  invoice_approved: '請求書承認済',
};

/** The progress of one item group of an approved order from its latest delivery and latest invoice. */
export function groupProgress(latestDelivery: ReviewStatus | null, latestInvoice: ReviewStatus | null): ProgressKey {
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
