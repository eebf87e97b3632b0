import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { ja } from '@app/shared/messages/ja';
import { todayInJapan } from '@app/shared/format';
import { DocumentNumber } from '../../components/document-number';
import { useDocumentTitle } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { downloadOrderPdf, usePortalOrder } from '../../features/portal-orders/api/portal-orders';
import { GroupWork } from '../../features/portal-orders/components/group-work';
import { GroupSection, OrderFacts, OrderTotals } from '../../features/portal-orders/components/order-document';
import { OrderReview } from '../../features/portal-orders/components/order-review';
import { StatusChip } from '../../components/status-chip';
import { progressTone, purchaseOrderStatusTone } from '../../components/status-tones';
import { errorText, failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';

const t = ja.portalOrders;

/** /portal/contracts/{code}/orders/{orderCode} — a received order: read, PDF, accept or ask to correct; deliver, invoice. */
export function PortalOrderPage() {
  const { code = '', orderCode = '' } = useParams();
  const order = usePortalOrder(orderCode);
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  useDocumentTitle(order.data ? `${t.pageTitle} ${order.data.order.number}：${order.data.order.title}` : t.pageTitle);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadOrderPdf(orderCode);
    } catch (error) {
      toast.error(failureMessage(t.downloadFailed, error));
    } finally {
      setDownloading(false);
    }
  };

  const data = order.data;
  const approved = data?.order.status === 'approved';
  const today = todayInJapan();
  return (
    <Box>
      <Button component={RouterLink} to={paths.portalContract(code)} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t.back}
      </Button>
      {order.isPending ? <Skeleton variant="rounded" height={360} /> : null}
      {order.isError ? <Alert severity="error">{errorText(order.error)}</Alert> : null}
      {data ? (
        <Stack spacing={2}>
          <Box>
            <Typography variant="overline" color="text.secondary" component="p">
              {data.companyName}
            </Typography>
            <Typography variant="h1" component="h1" sx={{ wordBreak: 'break-word' }}>
              {data.order.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="order-number">
              {t.orderNumber} <DocumentNumber value={data.order.number} />
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
              <StatusChip variant="outlined" tone={purchaseOrderStatusTone[data.order.status]} label={data.order.statusLabel} testId="order-status" />
              <Box sx={{ flex: 1 }} />
              <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={() => void download()} loading={downloading}>
                {t.downloadPdf}
              </Button>
            </Box>
          </Box>
          <OrderReview data={data} />
          <OrderFacts data={data} />
          {data.order.itemGroups.map((group, index) => {
            const state = data.groups.find((g) => g.id === group.id);
            return (
              <GroupSection
                key={group.id}
                group={group}
                index={index}
                status={approved && state ? <StatusChip variant="outlined" tone={progressTone[state.progress]} label={state.progressLabel} testId="group-progress" /> : null}
              >
                {approved && state ? <GroupWork orderCode={orderCode} group={group} state={state} today={today} parties={{ companyName: data.companyName, withholds: data.order.totals.withholding != null }} /> : null}
              </GroupSection>
            );
          })}
          <OrderTotals data={data} />
          {data.order.remarks ? (
            <Paper variant="outlined" component="section" aria-labelledby="order-remarks" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="order-remarks" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {t.remarks}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {data.order.remarks}
              </Typography>
            </Paper>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
