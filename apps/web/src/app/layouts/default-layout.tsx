import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import SummarizeOutlinedIcon from '@mui/icons-material/SummarizeOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import AccessTimeOutlinedIcon from '@mui/icons-material/AccessTimeOutlined';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import { ja } from '@app/shared/messages/ja';
import { canReadPersonalData, canSeeCompanySettings } from '@app/shared/roles';
import { AppBar } from '../../components/app-bar';
import { Footer } from '../../features/app-config/components/footer';
import { SideMenu, type SideMenuItem } from '../../components/side-menu';
import { UserMenu } from '../../components/user-menu';
import { useSignOut } from '../../features/auth/api/sign-out';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { WorkerTopBarSearch } from '../../features/workers/components/worker-top-bar-search';
import { useProfile } from '../../features/profile/api/get-profile';
import { activeMenuItem } from '../../lib/menu-area';
import { forgetTarget } from '../../lib/redirect-target';
import { paths } from '../../lib/paths';
import { APP_BAR_HEIGHT } from '../theme';

/** Signed-in screens: top bar, side menu, main, footer (SPEC §2 "Default"). */
export function DefaultLayout() {
  const profile = useProfile();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const [mobileOpen, setMobileOpen] = useState(false);

  const role = profile.data?.role;
  const items = useMemo<SideMenuItem[]>(() => {
    const base: SideMenuItem[] = [
      { to: paths.home, label: ja.todos.menu, icon: <HomeOutlinedIcon /> },
      { to: paths.worker, label: ja.menu.worker, icon: <PeopleAltOutlinedIcon /> },
      { to: paths.contract, label: ja.menu.contract, icon: <DescriptionOutlinedIcon /> },
      { to: paths.agent, label: ja.menu.agent, icon: <SupportAgentOutlinedIcon /> },
      { to: paths.purchaseOrder, label: ja.orderScreens.menu.purchaseOrder, icon: <ReceiptLongOutlinedIcon /> },
      { to: paths.deliveries, label: ja.orderScreens.menu.deliveries, icon: <Inventory2OutlinedIcon /> },
      { to: paths.paymentNotifications, label: ja.paymentNotificationScreens.menu, icon: <RequestQuoteOutlinedIcon /> },
      { to: paths.payments, label: ja.payments.screen.menu, icon: <PaymentsOutlinedIcon /> },
      ...(role && canReadPersonalData(role) ? [{ to: paths.accountingExports, label: ja.accounting.menu, icon: <AccountBalanceOutlinedIcon /> }] : []),
      { to: paths.paymentRecord, label: ja.paymentRecordScreens.menu, icon: <SummarizeOutlinedIcon /> },
      { to: paths.ebook, label: ja.ebookScreens.menu, icon: <ArchiveOutlinedIcon /> },
      { to: paths.workingRecords, label: ja.timeTrackingScreens.menu, icon: <AccessTimeOutlinedIcon /> },
    ];
    base.push({ to: paths.activityGroups, label: ja.menu.activityGroups, icon: <ForumOutlinedIcon /> });
    if (profile.data?.is_my_number_staff) {
      base.push({ to: paths.myNumber, label: ja.navigation.myNumber, icon: <BadgeOutlinedIcon /> });
    }
    if (role && canSeeCompanySettings(role)) {
      base.push({ to: paths.company, label: ja.menu.company, icon: <SettingsOutlinedIcon /> });
    }
    return base;
  }, [role, profile.data?.is_my_number_staff]);
  const activeTo = useActiveMenuItem(items);

  const logout = () => {
    signOut.mutate(undefined, {
      onSettled: () => {
        forgetTarget();
        void Promise.resolve(navigate(paths.login, { replace: true })).then(() => queryClient.clear());
      },
    });
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        onMenuClick={() => setMobileOpen(true)}
        search={<WorkerTopBarSearch />}
        notifications={<NotificationBell />}
        userMenu={
          <UserMenu
            companyName={profile.data?.company_name}
            employeeName={profile.data?.name}
            loggingOut={signOut.isPending}
            onLogout={logout}
          />
        }
      />
      <SideMenu items={items} activeTo={activeTo} mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar sx={{ minHeight: APP_BAR_HEIGHT, flexShrink: 0 }} />
        <Box sx={{ position: 'relative', height: 0 }}>
          {navigation.state !== 'idle' ? (
            <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }} aria-label={ja.app.loading} />
          ) : null}
        </Box>
        <Box component="main" sx={{ flex: 1, px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 4 }, width: '100%', maxWidth: 1440, mx: 'auto' }}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}

/** The lists that lead to a contract's pages: on those pages their item stays lit (lib/menu-area.ts). */
const CARRIED = [paths.worker, paths.contract, paths.purchaseOrder, paths.deliveries, paths.paymentNotifications, paths.payments, paths.paymentRecord];
const FROM_KEY = 'menu-from';

function storedFrom(): string | null {
  try {
    return window.sessionStorage.getItem(FROM_KEY);
  } catch {
    return null;
  }
}

/** The lit menu item: the path's, or on a contract page the list the user came from (kept for a reload in this tab). */
function useActiveMenuItem(items: SideMenuItem[]): string | null {
  const { pathname } = useLocation();
  const [from, setFrom] = useState<string | null>(storedFrom);
  const tos = items.map((i) => i.to);
  const next = activeMenuItem(pathname, tos, from, CARRIED);
  // adjust the remembered area while rendering the new path (React's "storing information from previous renders")
  if (next.from !== from) setFrom(next.from);
  useEffect(() => {
    try {
      if (from === null) window.sessionStorage.removeItem(FROM_KEY);
      else window.sessionStorage.setItem(FROM_KEY, from);
    } catch {
      // storage refused (private mode): the area is kept for this page's life only
    }
  }, [from]);
  return next.active;
}
