import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DocumentNumber } from '../../../components/document-number';
import { useDocumentTitle } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { errorText, failureMessage } from '../../../lib/api-client';
import { downloadNotificationPdf, usePortalNotification } from '../api/portal-payments';
import { NotificationAnswer } from './notification-answer';
import { NotificationBody, NotificationFacts, NotificationStatement } from './notification-document';
import { NotificationStatusChip } from './status-chip';

const t = ja.portalPayments;

/** One 支払通知書 as a document on screen: the worker's answer on top, then the 仕入明細書 itself; PDF download. */
export function NotificationDetail({ code }: { code: string }) {
  const notification = usePortalNotification(code);
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const n = notification.data;
  useDocumentTitle(n ? `${t.pageTitle} ${n.number}：${n.companyName}` : t.pageTitle);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadNotificationPdf(code);
    } catch (error) {
      toast.error(failureMessage(t.downloadFailed, error));
    } finally {
      setDownloading(false);
    }
  };

  if (notification.isPending) return <Skeleton variant="rounded" height={360} />;
  if (notification.isError) return <Alert severity="error">{errorText(notification.error)}</Alert>;
  if (!n) return null;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="overline" color="text.secondary" component="p" sx={{ wordBreak: 'break-word' }}>
          {n.companyName}
        </Typography>
        <Typography variant="h1" component="h1" sx={{ wordBreak: 'break-word' }}>
          {t.documentTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="notification-number">
          {t.number} <DocumentNumber value={n.number} />
        </Typography>
        <Typography variant="body1" sx={{ mt: 1 }} data-testid="notification-headline">
          {t.transferAmount}{' '}
          <Box component="strong" sx={{ fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(n.transferAmount)}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', ml: 1.5, whiteSpace: 'nowrap' }}>
            {t.paymentDate} {formatDate(n.paymentDate)}
          </Box>
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <NotificationStatusChip status={n.status} label={n.statusLabel} deemed={n.deemedApproved} />
          <Box sx={{ flex: 1 }} />
          <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={() => void download()} loading={downloading}>
            {t.downloadPdf}
          </Button>
        </Box>
      </Box>
      <NotificationAnswer n={n} />
      <NotificationFacts n={n} />
      <NotificationBody n={n} />
      <NotificationStatement n={n} />
    </Stack>
  );
}
