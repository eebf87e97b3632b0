import { ja } from '@app/shared/messages/ja';
import { can } from '@app/shared/roles';
import { useToast } from '../../components/toast';
import { useAlertEmailSettings, useUpdateAlertEmailSettings } from '../../features/company-settings/api/alert-email-settings';
import { AlertSettingsForm } from '../../features/company-settings/components/alert-settings-form';
import { SettingsPageFrame } from '../../features/company-settings/components/settings-page-frame';
import { useProfile } from '../../features/profile/api/get-profile';
import { failureMessage } from '../../lib/api-client';

/** /company/notification — who gets which alert mail (SPEC §2; issue #11 item 8), and the 支払期日 alert's lead (issue #18), and the 二重承認 threshold (issue #19 N10). */
export function NotificationPage() {
  const toast = useToast();
  const profile = useProfile();
  const canManage = profile.data ? can(profile.data.role, 'manageCompany') : false;
  const query = useAlertEmailSettings();
  const update = useUpdateAlertEmailSettings();
  return (
    <SettingsPageFrame
      title={ja.alerts.title}
      lead={ja.alerts.lead}
      readOnly={!!profile.data && !canManage}
      loading={query.isPending}
      loadError={query.isError ? query.error : null}
      loadFailedPrefix={ja.alerts.loadFailed}
    >
      {query.data && profile.data ? (
        <AlertSettingsForm
          key={JSON.stringify(query.data.alertEmailSetting.alerts)}
          setting={query.data.alertEmailSetting}
          employees={query.data.employees}
          readOnly={!canManage}
          busy={update.isPending}
          onSubmit={async (alerts, dueAlertBusinessDays, paymentApprovalThreshold) => {
            try {
              await update.mutateAsync({ alerts, due_alert_business_days: dueAlertBusinessDays, payment_approval_threshold: paymentApprovalThreshold });
              toast.success(ja.alerts.saved);
              return null;
            } catch (error) {
              toast.error(failureMessage(ja.alerts.saveFailed, error));
              return error;
            }
          }}
        />
      ) : null}
    </SettingsPageFrame>
  );
}
