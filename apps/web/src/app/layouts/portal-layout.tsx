import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { ja } from '@app/shared/messages/ja';
import { Footer } from '../../features/app-config/components/footer';
import { FullPageLoader } from '../../components/full-page-loader';
import { Logo } from '../../components/logo';
import { useToast } from '../../components/toast';
import { usePortalMe, workerSignOut } from '../../features/worker-portal/api/worker-portal';
import { useChosenCompany } from '../../features/worker-portal/components/use-chosen-company';
import { RequiredEntriesBanner } from '../../features/worker-portal/components/required-entries-banner';
import { NoticeBell } from '../../features/portal-orders/components/notice-bell';
import { paths } from '../../lib/paths';

/** The worker menu: each entry keeps the chosen company (`?company=`). Later pages append theirs here. */
const portalMenu = [
  { to: paths.portal, label: ja.portal.home, match: (path: string) => path === paths.portal || path.startsWith(`${paths.portal}/contracts`) },
  { to: paths.portalWorkingRecords, label: ja.timeTrackingPortal.menu, match: (path: string) => path.startsWith(paths.portalWorkingRecords) },
  { to: paths.portalProfile, label: ja.portalProfile.menu, match: (path: string) => path.startsWith(paths.portalProfile) },
  { to: paths.portalBankAccount, label: ja.bankAccount.menu, match: (path: string) => path.startsWith(paths.portalBankAccount) },
  {
    to: paths.portalPaymentNotifications,
    label: ja.portalPayments.notificationsMenu,
    match: (path: string) => path.startsWith(paths.portalPaymentNotifications),
  },
  { to: paths.portalPayments, label: ja.portalPayments.paymentsMenu, match: (path: string) => path === paths.portalPayments },
  { to: paths.portalPaymentRecords, label: ja.portalPaymentRecords.menu, match: (path: string) => path === paths.portalPaymentRecords },
  { to: paths.portalAccount, label: ja.portal.accountMenu, match: (path: string) => path === paths.portalAccount },
];

/**
 * The worker menu. On a phone its eight entries wrap into a grid of four per row (two rows), so every section is in view
 * with no sideways scrolling and no cut label (issue #21, #22, #23; docs/decisions.md); from sm up they sit in one row.
 */
function PortalNav() {
  const { pathname, search } = useLocation();
  const company = new URLSearchParams(search).get('company');
  return (
    <Box
      component="nav"
      aria-label={ja.portalProfile.navigation}
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(4, minmax(0, 1fr))', sm: 'none' }, gridAutoFlow: { sm: 'column' }, justifyContent: { sm: 'start' }, gap: 0.5 }}
    >
      {portalMenu.map((item) => {
        const current = item.match(pathname);
        return (
          <Button
            key={item.to}
            component={RouterLink}
            to={company ? `${item.to}?company=${encodeURIComponent(company)}` : item.to}
            aria-current={current ? 'page' : undefined}
            color={current ? 'primary' : 'inherit'}
            sx={{
              borderRadius: 0,
              borderBottom: 2,
              borderColor: current ? 'primary.main' : 'transparent',
              fontWeight: current ? 700 : 400,
              minWidth: 0,
              px: { xs: 0.5, sm: 1 },
              whiteSpace: 'nowrap',
              fontSize: { xs: '0.8125rem', sm: '0.875rem' },
            }}
          >
            {item.label}
          </Button>
        );
      })}
    </Box>
  );
}

/** The worker portal's own small frame: logo, company switcher (more than one company), the worker's name, logout. */
export function PortalLayout() {
  const me = usePortalMe();
  const { chosen, choose } = useChosenCompany(me.data?.companies);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();

  const logout = async () => {
    await workerSignOut().catch(() => undefined);
    queryClient.removeQueries({ queryKey: ['portal'] });
    toast.success(ja.portal.loggedOut);
    void navigate(paths.portalLogin, { replace: true });
  };

  if (me.isPending) return <FullPageLoader />;
  const companies = me.data?.companies ?? [];

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#f4f6f9' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container
          maxWidth="md"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: { xs: 0.5, sm: 2 }, rowGap: 1, py: 1.25 }}
        >
          <Logo to={paths.portal} />
          <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {ja.portal.title}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="portal-account-name"
            title={me.data?.email}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {me.data?.name || me.data?.email}
          </Typography>
          <NoticeBell />
          {/* on a phone only the icon (the header stays one row); the name stays for assistive technology */}
          <Button
            variant="outlined"
            size="small"
            startIcon={<LogoutIcon />}
            onClick={() => void logout()}
            aria-label={ja.portal.logout}
            sx={{ minWidth: 0, px: { xs: 1, sm: 1.25 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {ja.portal.logout}
            </Box>
          </Button>
        </Container>
        {companies.length > 1 ? (
          <Container maxWidth="md" sx={{ pb: 1.25 }}>
            <TextField
              select
              size="small"
              label={ja.portal.switchCompany}
              value={chosen ? String(chosen.id) : ''}
              onChange={(event) => choose(Number(event.target.value))}
              sx={{ minWidth: 240, maxWidth: '100%' }}
              data-testid="portal-company-switcher"
            >
              {companies.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          </Container>
        ) : null}
        <Container maxWidth="md">
          <PortalNav />
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ flex: 1, py: { xs: 2, sm: 4 } }}>
        <RequiredEntriesBanner />
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}
