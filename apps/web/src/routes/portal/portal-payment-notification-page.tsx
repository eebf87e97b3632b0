import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ja } from '@app/shared/messages/ja';
import { NotificationDetail } from '../../features/portal-payments/components/notification-detail';
import { paths } from '../../lib/paths';

/** /portal/payment_notifications/{code} — one 支払通知書 (the notice bell links here): read, PDF, approve or ask to correct. */
export function PortalPaymentNotificationPage() {
  const { code = '' } = useParams();
  return (
    <Box>
      <Button component={RouterLink} to={paths.portalPaymentNotifications} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {ja.portalPayments.back}
      </Button>
      <NotificationDetail code={code} />
    </Box>
  );
}
