import type { BasicInformationInput } from '@app/shared/company';
import { ja } from '@app/shared/messages/ja';
import { can } from '@app/shared/roles';
import { useToast } from '../../components/toast';
import { useBasicInformation, useUpdateBasicInformation } from '../../features/company-settings/api/basic-information';
import { BasicInformationForm } from '../../features/company-settings/components/basic-information-form';
import { SettingsPageFrame } from '../../features/company-settings/components/settings-page-frame';
import { useProfile } from '../../features/profile/api/get-profile';
import { failureMessage } from '../../lib/api-client';

/** /company/basic_information — company name, address, representative, registration numbers. */
export function BasicInformationPage() {
  const toast = useToast();
  const profile = useProfile();
  const canManage = profile.data ? can(profile.data.role, 'manageCompany') : false;
  const info = useBasicInformation();
  const update = useUpdateBasicInformation();
  const onSubmit = async (values: BasicInformationInput) => {
    try {
      await update.mutateAsync(values);
      toast.success(ja.basicInfo.updated);
      return null;
    } catch (error) {
      toast.error(failureMessage(ja.basicInfo.updateFailed, error));
      return error;
    }
  };
  return (
    <SettingsPageFrame
      title={ja.basicInfo.title}
      lead={ja.basicInfo.lead}
      readOnly={!!profile.data && !canManage}
      loading={info.isPending}
      loadError={info.isError ? info.error : null}
      loadFailedPrefix={ja.basicInfo.loadFailed}
    >
      {info.data && profile.data ? (
        <BasicInformationForm company={info.data} readOnly={!canManage} busy={update.isPending} onSubmit={onSubmit} />
      ) : null}
    </SettingsPageFrame>
  );
}
