import { ja } from '@app/shared/messages/ja';
import type { PurchaseOrderTemplateValues } from '@app/shared/purchase-order-template';
import { can } from '@app/shared/roles';
import { useToast } from '../../components/toast';
import { usePurchaseOrderTemplate, useUpdatePurchaseOrderTemplate } from '../../features/company-settings/api/purchase-order-template';
import { PurchaseOrderTemplateForm } from '../../features/company-settings/components/purchase-order-template-form';
import { SettingsPageFrame } from '../../features/company-settings/components/settings-page-frame';
import { useProfile } from '../../features/profile/api/get-profile';
import { failureMessage } from '../../lib/api-client';

/** /company/company_purchase_order_template — what a new 発注書 starts from (SPEC §2). */
export function CompanyPurchaseOrderTemplatePage() {
  const toast = useToast();
  const profile = useProfile();
  const canManage = profile.data ? can(profile.data.role, 'manageCompany') : false;
  const template = usePurchaseOrderTemplate();
  const update = useUpdatePurchaseOrderTemplate();
  const onSubmit = async (values: PurchaseOrderTemplateValues) => {
    try {
      await update.mutateAsync(values);
      toast.success(ja.purchaseOrderTemplate.updated);
      return null;
    } catch (error) {
      toast.error(failureMessage(ja.purchaseOrderTemplate.updateFailed, error));
      return error;
    }
  };
  return (
    <SettingsPageFrame
      title={ja.purchaseOrderTemplate.title}
      lead={ja.purchaseOrderTemplate.lead}
      readOnly={!!profile.data && !canManage}
      loading={template.isPending}
      loadError={template.isError ? template.error : null}
      loadFailedPrefix={ja.purchaseOrderTemplate.loadFailed}
    >
      {template.data && profile.data ? (
        <PurchaseOrderTemplateForm template={template.data} readOnly={!canManage} busy={update.isPending} onSubmit={onSubmit} />
      ) : null}
    </SettingsPageFrame>
  );
}
