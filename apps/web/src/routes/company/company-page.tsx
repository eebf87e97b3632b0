import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ja } from '@app/shared/messages/ja';
import { canSeeCompanySettings } from '@app/shared/roles';
import { useProfile } from '../../features/profile/api/get-profile';
import { companySections } from './sections';

/**
 * /company (設定): only for owner_administrator, administrator and general (SPEC §6). A tab bar leads to the sub-pages;
 * each sub-page renders below it (and sets its own title).
 */
export function CompanyPage() {
  const profile = useProfile();
  const role = profile.data?.role;
  const { pathname } = useLocation();
  const current = companySections.find((s) => pathname === `/company/${s.path}` || pathname.startsWith(`/company/${s.path}/`));
  if (!role) return <Skeleton variant="rounded" height={200} />;
  if (!canSeeCompanySettings(role)) {
    return (
      <Box>
        <Alert severity="warning">{ja.company.forbidden}</Alert>
      </Box>
    );
  }
  return (
    <Box>
      <Box component="nav" aria-label={ja.company.navigation} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={current?.built ? current.path : false} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {companySections.filter((s) => s.built).map((s) => (
            <Tab key={s.path} value={s.path} label={s.label} component={RouterLink} to={`/company/${s.path}`} sx={{ minWidth: 0, px: 2 }} />
          ))}
        </Tabs>
      </Box>
      <Outlet />
    </Box>
  );
}
