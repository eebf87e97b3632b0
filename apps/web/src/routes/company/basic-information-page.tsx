import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { BasicInformationInput } from '@app/shared/company';
import { ja } from '@app/shared/messages/ja';
import { can } from '@app/shared/roles';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useBasicInformation, useUpdateBasicInformation } from '../../features/company-settings/api/basic-information';
import { BasicInformationForm } from '../../features/company-settings/components/basic-information-form';
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
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title={ja.basicInfo.title} description={ja.basicInfo.lead} />
      {profile.data && !canManage ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="read-only-note">
          {ja.company.readOnly}
        </Typography>
      ) : null}
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 3.5 }, '&:last-child': { pb: { xs: 2.5, sm: 3.5 } } }}>
          {info.data && profile.data ? (
            <BasicInformationForm company={info.data} readOnly={!canManage} busy={update.isPending} onSubmit={onSubmit} />
          ) : null}
          {info.isPending ? <Skeleton variant="rounded" height={280} /> : null}
          {info.isError ? <Alert severity="error">{failureMessage(ja.basicInfo.loadFailed, info.error)}</Alert> : null}
        </CardContent>
      </Card>
    </Box>
  );
}
