import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { PaidPayments } from '../../features/portal-payments/components/paid-payments';

const t = ja.portalPayments;

/** /portal/payments — 支払履歴: the paid payments of every company, with dates, amounts and 源泉徴収. */
export function PortalPaymentsPage() {
  useDocumentTitle(t.paymentsHeading);
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {t.paymentsHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.paymentsLead}
      </Typography>
      <PaidPayments />
    </Box>
  );
}
