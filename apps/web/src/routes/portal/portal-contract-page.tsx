import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { usePortalContract } from '../../features/worker-portal/api/worker-portal';
import { errorText } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { contractRows } from './contract-fields';
import { InfoGrid } from '../../components/info-grid';
import { ContractOrders } from '../../features/portal-orders/components/contract-orders';
import { NotificationList } from '../../features/portal-payments/components/notification-list';

/** /portal/contracts/{code} — one contract, read only (404 for anything not the worker's own). */
export function PortalContractPage() {
  useDocumentTitle(ja.portal.contractDetail);
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const contract = usePortalContract(code);
  const company = contract.data?.companyId ?? params.get('company');
  const back = company ? `${paths.portal}?company=${company}` : paths.portal;

  return (
    <Box>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {ja.portal.backToContracts}
      </Button>
      {contract.isPending ? <Skeleton variant="rounded" height={320} /> : null}
      {contract.isError ? <Alert severity="error">{errorText(contract.error)}</Alert> : null}
      {contract.data ? (
        <>
          <Typography variant="overline" color="text.secondary" component="p">
            {contract.data.companyName}
          </Typography>
          <Typography variant="h1" component="h1" sx={{ mb: 2, wordBreak: 'break-word' }}>
            {contract.data.title}
          </Typography>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <InfoGrid items={contractRows(contract.data)} labelWidth="10rem" />
          </Paper>
          <ContractOrders contractCode={code} />
          <Box component="section" aria-labelledby="portal-payment-notifications-heading" sx={{ mt: 4 }}>
            <Typography id="portal-payment-notifications-heading" variant="h2" component="h2" sx={{ mb: 1.5 }}>
              {ja.portalPayments.contractHeading}
            </Typography>
            <NotificationList contractCode={code} label={ja.portalPayments.contractHeading} />
          </Box>
        </>
      ) : null}
    </Box>
  );
}
