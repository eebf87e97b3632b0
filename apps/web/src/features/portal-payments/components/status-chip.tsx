import { ja } from '@app/shared/messages/ja';
import type { PaymentNotificationStatus } from '@app/shared/payment-notifications';
import { StatusChip } from '../../../components/status-chip';
import { paymentNotificationStatusTone } from '../../../components/status-tones';

const t = ja.portalPayments;

/** Reviewing ones wait for the worker's answer: 要対応 (filled) rather than the company's word 通知書送信済. */
export const needsAction = (n: { status: PaymentNotificationStatus }) => n.status === 'reviewing';

/** The notification's state as the worker reads it: 要対応 while it waits for an answer, みなし承認 marked. */
export function NotificationStatusChip({ status, label, deemed }: { status: PaymentNotificationStatus; label: string; deemed: boolean }) {
  const text = needsAction({ status }) ? t.actionNeeded : status === 'approved' && deemed ? t.deemedLabel : label;
  // 要対応 is the worker's call to act: solid danger, whatever tone the company side gives 通知書送信済.
  return needsAction({ status }) ? (
    <StatusChip variant="solid" tone="danger" label={text} testId="notification-status" />
  ) : (
    <StatusChip variant="outlined" tone={paymentNotificationStatusTone[status]} label={text} testId="notification-status" />
  );
}
