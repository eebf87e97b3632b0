import Chip from '@mui/material/Chip';
import { ja } from '@app/shared/messages/ja';
import type { PaymentNotificationStatus } from '@app/shared/payment-notifications';

const t = ja.portalPayments;

// Text colours chosen for WCAG AA contrast (4.5:1) on white, as the other status chips.
const GREY = '#4b5563';
const GREEN = '#1b5e20';
const ORANGE = '#9a4a00';
const RED = '#b71c1c';

const COLOR: Record<PaymentNotificationStatus, string> = {
  before_sending: GREY,
  reviewing: RED,
  rejected: ORANGE,
  approved: GREEN,
  paid: GREY,
};

/** Reviewing ones wait for the worker's answer: 要対応 (filled) rather than the company's word 通知書送信済. */
export const needsAction = (n: { status: PaymentNotificationStatus }) => n.status === 'reviewing';

/** The notification's state as the worker reads it: 要対応 while it waits for an answer, みなし承認 marked. */
export function NotificationStatusChip({ status, label, deemed }: { status: PaymentNotificationStatus; label: string; deemed: boolean }) {
  const color = COLOR[status] ?? GREY;
  const text = needsAction({ status }) ? t.actionNeeded : status === 'approved' && deemed ? t.deemedLabel : label;
  return (
    <Chip
      size="small"
      variant={status === 'reviewing' ? 'filled' : 'outlined'}
      label={text}
      data-testid="notification-status"
      sx={{
        fontWeight: 600,
        maxWidth: '100%',
        ...(status === 'reviewing' ? { bgcolor: color, color: '#fff' } : { color, borderColor: color }),
      }}
    />
  );
}
