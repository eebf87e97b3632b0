import Chip from '@mui/material/Chip';
import type { ReviewStatus } from '@app/shared/deliveries';
import type { PurchaseOrderStatus } from '@app/shared/purchase-orders';

// Text colours with WCAG AA contrast (4.5:1) on their light backgrounds.
const tones = {
  grey: { bgcolor: '#eef2f6', color: '#374151' },
  blue: { bgcolor: '#e8f1fb', color: '#174a8b' },
  green: { bgcolor: '#e8f5e9', color: '#1b5e20' },
  orange: { bgcolor: '#fff4e5', color: '#8a4b00' },
  red: { bgcolor: '#fdecea', color: '#a11b1b' },
} as const;

const orderTone: Record<PurchaseOrderStatus, keyof typeof tones> = {
  draft: 'grey',
  reviewing: 'blue',
  approved: 'green',
  rejected: 'red',
  correcting: 'orange',
  corrected: 'orange',
};
const reviewTone: Record<ReviewStatus, keyof typeof tones> = { reviewing: 'blue', approved: 'green', rejected: 'red' };

/** 未送信 / 送信済み / 承認済み / 修正依頼 / 修正中 (the server's label). */
export function OrderStatusChip({ status, label }: { status: PurchaseOrderStatus; label: string }) {
  return <Chip size="small" label={label} sx={{ fontWeight: 600, ...tones[orderTone[status]] }} data-testid="order-status" />;
}

/** A delivery's or invoice's review state: 確認待ち / 承認済み / 差し戻し. */
export function ReviewStatusChip({ status, label, testId }: { status: ReviewStatus; label: string; testId?: string }) {
  return <Chip size="small" label={label} sx={{ fontWeight: 600, ...tones[reviewTone[status]] }} data-testid={testId} />;
}

/** The contract-level progress label (納品未提出 … 請求書承認済). */
export function ProgressChip({ label }: { label: string }) {
  return <Chip size="small" variant="outlined" label={label} sx={{ fontWeight: 600, color: '#374151', borderColor: '#9ca3af' }} data-testid="progress-label" />;
}
