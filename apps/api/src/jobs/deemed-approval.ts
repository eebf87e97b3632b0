/**
 * みなし承認: once a day, in every company that set a number of days (通知設定 → 支払通知書), the notifications sent that
 * many days ago or earlier and still unanswered count as approved — as the document states (docs/payments.md).
 */
import { companiesWithDeemedApproval } from '../modules/alert-settings/alert-settings.repository';
import { approveOverdue } from '../modules/payment-notifications/payment-notifications.service';
import type { DailyJob } from './daily';

export const deemedApprovalJob: DailyJob = {
  name: 'payment_notifications_deemed_approval',
  run: async (db) => {
    for (const { companyId, days } of await companiesWithDeemedApproval(db)) {
      if (days !== null) await approveOverdue(db, companyId, days);
    }
  },
};
