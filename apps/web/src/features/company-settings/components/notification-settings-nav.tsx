import { Link as RouterLink, useLocation } from 'react-router';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ja } from '@app/shared/messages/ja';

const links = [
  { to: '/company/notification', label: ja.alerts.tabAlerts },
  { to: '/company/notification/payment_notification', label: ja.alerts.tabPaymentNotification },
] as const;

/** The two notification settings (アラートメール / 支払通知書) as tabs at the top of their card. */
export function NotificationSettingsNav() {
  const { pathname } = useLocation();
  const current = links.find((l) => pathname === l.to || pathname === `${l.to}/`)?.to ?? false;
  return (
    <Tabs value={current} aria-label={ja.alerts.title} sx={{ mt: -1.5, mb: 3, borderBottom: 1, borderColor: 'divider', minHeight: 40 }}>
      {links.map((l) => (
        <Tab key={l.to} value={l.to} label={l.label} component={RouterLink} to={l.to} sx={{ minHeight: 40, px: 2, minWidth: 0 }} />
      ))}
    </Tabs>
  );
}
