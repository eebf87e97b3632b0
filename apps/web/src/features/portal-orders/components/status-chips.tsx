import Chip from '@mui/material/Chip';
import type { ProgressKey, ReviewStatus } from '@app/shared/deliveries';
import type { PurchaseOrderStatus } from '@app/shared/purchase-orders';

// Text colours chosen for WCAG AA contrast (4.5:1) on white, as the other status chips.
const GREY = '#4b5563';
const BLUE = '#0b5e99';
const GREEN = '#1b5e20';
const ORANGE = '#9a4a00';
const RED = '#b71c1c';

const ORDER: Record<PurchaseOrderStatus, string> = {
  draft: GREY,
  reviewing: BLUE,
  approved: GREEN,
  rejected: ORANGE,
  correcting: ORANGE,
  corrected: ORANGE,
};
const PROGRESS: Record<ProgressKey, string> = {
  payment_late: RED,
  delivery_not_submitted: GREY,
  delivery_reviewing: BLUE,
  delivery_fix_requested: RED,
  invoice_not_submitted: ORANGE,
  invoice_reviewing: BLUE,
  invoice_fix_requested: RED,
  invoice_approved: GREEN,
  payment_notification_reviewing: ORANGE,
  payment_notification_fix_requested: RED,
  payment_notification_accepted: GREEN,
  payment_fixed: GREEN,
};
const REVIEW: Record<ReviewStatus, string> = { reviewing: BLUE, approved: GREEN, rejected: RED };

function StatusChip({ color, label, testId }: { color: string; label: string; testId?: string }) {
  return <Chip size="small" variant="outlined" label={label} data-testid={testId} sx={{ fontWeight: 600, color, borderColor: color, maxWidth: '100%' }} />;
}

export const OrderStatusChip = ({ status, label }: { status: PurchaseOrderStatus; label: string }) => (
  <StatusChip color={ORDER[status] ?? GREY} label={label} testId="order-status" />
);
export const ProgressChip = ({ progress, label }: { progress: ProgressKey; label: string }) => (
  <StatusChip color={PROGRESS[progress] ?? GREY} label={label} testId="group-progress" />
);
export const ReviewChip = ({ status, label }: { status: ReviewStatus; label: string }) => <StatusChip color={REVIEW[status] ?? GREY} label={label} />;
