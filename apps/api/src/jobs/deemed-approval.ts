/**
 * みなし承認: once a day, the notifications sent with the みなし承認 sentence and still unanswered count as approved once
 * the days stated on each (frozen when it was sent) have passed — whatever the company's setting is today
 * (docs/payments.md).
 */
import { companiesWithDeemableNotifications } from '../modules/payments/payment-notifications/payment-notifications.repository';
import { approveOverdue } from '../modules/payments/payment-notifications/payment-notifications.service';
import type { DailyJob } from './daily';

export const deemedApprovalJob: DailyJob = {
  name: 'payment_notifications_deemed_approval',
  run: async (db) => {
    for (const companyId of await companiesWithDeemableNotifications(db)) await approveOverdue(db, companyId);
  },
};
