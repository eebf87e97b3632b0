import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { NotificationList } from '../../features/portal-payments/components/notification-list';

const t = ja.portalPayments;

/** /portal/payment_notifications — every company's 支払通知書 sent to the worker, 要対応 first. */
export function PortalPaymentNotificationsPage() {
  useDocumentTitle(t.notificationsHeading);
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {t.notificationsHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.notificationsLead}
      </Typography>
      <NotificationList label={t.notificationsHeading} />
    </Box>
  );
}
