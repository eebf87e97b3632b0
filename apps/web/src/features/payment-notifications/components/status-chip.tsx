import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { ja } from '@app/shared/messages/ja';
import type { PaymentNotificationStatus } from '@app/shared/payment-notifications';

// Text colours with WCAG AA contrast (4.5:1) on their light backgrounds (as the order chips).
const tones = {
  grey: { bgcolor: '#eef2f6', color: '#374151' },
  blue: { bgcolor: '#e8f1fb', color: '#174a8b' },
  green: { bgcolor: '#e8f5e9', color: '#1b5e20' },
  red: { bgcolor: '#fdecea', color: '#a11b1b' },
  teal: { bgcolor: '#e0f2f1', color: '#00564d' },
} as const;

const statusTone: Record<PaymentNotificationStatus, keyof typeof tones> = {
  before_sending: 'grey',
  reviewing: 'blue',
  rejected: 'red',
  approved: 'green',
  paid: 'teal',
};

/**
 * 通知書未送信 / 通知書送信済 / 修正依頼中 / 承認済 (with みなし承認 when nobody answered in time) / 支払済, and 支払遅延 when
 * the payment date is after a 支払期日.
 */
export function PaymentNotificationStatusChip({
  status,
  label,
  deemed = false,
  late = false,
}: {
  status: PaymentNotificationStatus;
  label: string;
  deemed?: boolean;
  late?: boolean;
}) {
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip size="small" label={label} sx={{ fontWeight: 600, ...tones[statusTone[status]] }} data-testid="payment-notification-status" />
      {deemed ? (
        <Chip
          size="small"
          variant="outlined"
          label={ja.paymentNotifications.deemedApproved}
          sx={{ fontWeight: 600, color: '#1b5e20', borderColor: '#1b5e20' }}
          data-testid="payment-notification-deemed"
        />
      ) : null}
      {late ? <LateChip /> : null}
    </Box>
  );
}

/** 支払遅延: the payment date is after a 支払期日 (confirmed with a reason). */
export function LateChip() {
  return <Chip size="small" label={ja.paymentDue.late} sx={{ fontWeight: 600, ...tones.red }} data-testid="payment-notification-late" />;
}
