import { ja } from '@app/shared/messages/ja';
import { can } from '@app/shared/roles';
import { useToast } from '../../components/toast';
import { useAlertEmailSettings, useUpdateAlertEmailSettings } from '../../features/company-settings/api/alert-email-settings';
import { PaymentNotificationSettingsForm } from '../../features/company-settings/components/payment-notification-settings-form';
import { SettingsPageFrame } from '../../features/company-settings/components/settings-page-frame';
import { useProfile } from '../../features/profile/api/get-profile';
import { failureMessage } from '../../lib/api-client';

/**
 * /company/payment_notification (設定's own 支払通知書 tab; the SPEC path /company/notification/payment_notification
 * redirects here) — the worker's message with a 支払通知書 and みなし承認.
 */
export function NotificationPaymentNotificationPage() {
  const toast = useToast();
  const profile = useProfile();
  const canManage = profile.data ? can(profile.data.role, 'manageCompany') : false;
  const query = useAlertEmailSettings();
  const update = useUpdateAlertEmailSettings();
  const t = ja.alerts.paymentNotification;
  return (
    <SettingsPageFrame
      title={t.title}
      lead={t.lead}
      readOnly={!!profile.data && !canManage}
      loading={query.isPending}
      loadError={query.isError ? query.error : null}
      loadFailedPrefix={ja.alerts.loadFailed}
    >
      {query.data && profile.data ? (
        <PaymentNotificationSettingsForm
          key={`${query.data.alertEmailSetting.paymentNotificationMessage ?? ''}|${query.data.alertEmailSetting.deemedApprovalDays ?? ''}`}
          setting={query.data.alertEmailSetting}
          readOnly={!canManage}
          busy={update.isPending}
          onSubmit={async (values) => {
            try {
              await update.mutateAsync(values);
              toast.success(t.saved);
              return null;
            } catch (error) {
              toast.error(failureMessage(t.saveFailed, error));
              return error;
            }
          }}
        />
      ) : null}
    </SettingsPageFrame>
  );
}
