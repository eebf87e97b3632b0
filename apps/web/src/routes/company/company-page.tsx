import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { ja } from '@app/shared/messages/ja';
import { canSeeCompanySettings } from '@app/shared/roles';
import { PageHeader } from '../../components/page-header';
import { useProfile } from '../../features/profile/api/get-profile';
import { ComingSoon } from '../placeholder/coming-soon';

/** /company (設定): only for owner_administrator, administrator and general (SPEC §6). */
export function CompanyPage() {
  const profile = useProfile();
  const role = profile.data?.role;
  return (
    <Box>
      <PageHeader title={ja.company.title} />
      {!role ? <Skeleton variant="rounded" height={200} /> : null}
      {role && !canSeeCompanySettings(role) ? <Alert severity="warning">{ja.company.forbidden}</Alert> : null}
      {role && canSeeCompanySettings(role) ? <ComingSoon message={ja.company.comingSoon} /> : null}
    </Box>
  );
}

export default CompanyPage;
