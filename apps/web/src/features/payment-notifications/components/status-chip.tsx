import Box from '@mui/material/Box';
import { ja } from '@app/shared/messages/ja';
import type { PaymentNotificationStatus } from '@app/shared/payment-notifications';
import { StatusChip } from '../../../components/status-chip';
import { paymentNotificationStatusTone } from '../../../components/status-tones';

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
      <StatusChip tone={paymentNotificationStatusTone[status]} label={label} testId="payment-notification-status" />
      {deemed ? <StatusChip variant="outlined" tone="success" label={ja.paymentNotifications.deemedApproved} testId="payment-notification-deemed" /> : null}
      {late ? <LateChip /> : null}
    </Box>
  );
}

/** 支払遅延: the payment date is after a 支払期日 (confirmed with a reason). */
export function LateChip() {
  return <StatusChip tone="danger" label={ja.paymentDue.late} testId="payment-notification-late" />;
}
