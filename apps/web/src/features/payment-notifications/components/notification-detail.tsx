import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { formatDate, formatDateTime } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { transitionalStatement } from '@app/shared/payment-notifications';
import { DocumentNumber } from '../../../components/document-number';
import { InfoGrid } from '../../../components/info-grid';
import { useToast } from '../../../components/toast';
import { failureMessage } from '../../../lib/api-client';
import { orDash } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCanEditWorkers } from '../../profile/api/get-profile';
import { downloadPaymentNotificationPdf, usePaymentNotification, type PaymentNotification } from '../api/payment-notifications';
import { AmountList } from '../../../components/amount-list';
import { NotificationLinesTable, notificationAmountRows } from './notification-lines';
import { LateChip, PaymentNotificationStatusChip } from './status-chip';

const s = ja.paymentNotificationScreens;
const d = s.detail;

/** The worker's 修正依頼 comment, shown above everything while the notification is sent back. */
export function WorkerCommentAlert({ notification }: { notification: Pick<PaymentNotification, 'status' | 'workerComment'> }) {
  if (!notification.workerComment || notification.status !== 'rejected') return null;
  return (
    <Alert severity="error" data-testid="worker-comment">
      <AlertTitle>{d.workerComment}</AlertTitle>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {notification.workerComment}
      </Typography>
    </Alert>
  );
}

/** 登録番号 T… or 登録なし with the 経過措置 share of each transaction date, as the document states it. */
export function registrationText(n: Pick<PaymentNotification, 'workerRegistrationNumber' | 'transitionalDeductions' | 'periodTo' | 'paymentDate'>): string {
  if (n.workerRegistrationNumber) return n.workerRegistrationNumber;
  return transitionalStatement(n.transitionalDeductions, n.periodTo ?? n.paymentDate);
}

/** The notification as stored: who, when, the lines, the per-rate totals, 源泉徴収, adjustments, 振込金額. */
export function PaymentNotificationView({ notification: n }: { notification: PaymentNotification }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <WorkerCommentAlert notification={n} />
      {n.deemedApproved ? (
        <Alert severity="info" data-testid="deemed-note">
          {d.deemedNote}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <InfoGrid
          labelWidth="140px"
          items={[
            { label: d.code, value: <DocumentNumber value={n.number} /> },
            { label: d.worker, value: n.worker.name },
            { label: d.registration, value: registrationText(n) },
            { label: d.paymentMonth, value: s.month(n.paymentMonth) },
            ...(n.paymentDueDate ? [{ label: d.dueDate, value: formatDate(n.paymentDueDate) }] : []),
            {
              label: d.paymentDate,
              value: (
                <Box sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  {formatDate(n.paymentDate)}
                  {n.late ? <LateChip /> : null}
                </Box>
              ),
            },
            ...(n.lateReason ? [{ label: d.lateReason, value: <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>{n.lateReason}</Box> }] : []),
            { label: d.period, value: n.periodFrom ? `${formatDate(n.periodFrom)} 〜 ${formatDate(n.periodTo)}` : '-' },
            {
              label: d.contracts,
              value: n.contracts.length
                ? n.contracts.map((c, i) => (
                    <Box component="span" key={c.code}>
                      {i > 0 ? '、' : null}
                      <Link component={RouterLink} to={paths.contractPage(n.worker.code, c.code, 'payment_notification')}>
                        {c.title}
                      </Link>
                    </Box>
                  ))
                : '-',
            },
            { label: d.remarks, value: <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>{orDash(n.remarks)}</Box> },
            ...(n.submittedAt ? [{ label: d.submittedAt, value: formatDateTime(n.submittedAt) }] : []),
            ...(n.answeredAt ? [{ label: d.answeredAt, value: formatDateTime(n.answeredAt) }] : []),
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, px: 2, py: 1.5, bgcolor: 'grey.50', borderBottom: 1, borderColor: 'divider' }}>
          {d.lines}
        </Typography>
        <NotificationLinesTable lines={n.lines} label={d.lines} />
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <AmountList end rows={notificationAmountRows(n)} label={d.totals} testId="notification-totals" />
        </Box>
      </Paper>
    </Box>
  );
}

/**
 * One notification by code with its status and buttons (PDF, 編集 when it may be edited) — the company list's dialog
 * (its title names the notification: `showTitle` false) and the contract's sub-page show this same component.
 */
export function PaymentNotificationDetail({ code, showTitle = true }: { code: string; showTitle?: boolean }) {
  const query = usePaymentNotification(code);
  const canEdit = useCanEditWorkers();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const pdf = async () => {
    setDownloading(true);
    try {
      await downloadPaymentNotificationPdf(code);
    } catch (error) {
      toast.error(failureMessage(s.failed.pdf, error));
    } finally {
      setDownloading(false);
    }
  };
  if (query.isError && !query.data) return <Alert severity="error">{failureMessage(s.loadFailed.detail, query.error)}</Alert>;
  if (!query.data) return <Skeleton variant="rounded" height={420} />;
  const n = query.data;
  return (
    <Box data-testid="payment-notification-detail">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        {showTitle ? (
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }} data-testid="payment-notification-code">
            {d.title(n.number)}
          </Typography>
        ) : null}
        <PaymentNotificationStatusChip status={n.status} label={n.statusLabel} deemed={n.deemedApproved} late={n.late} />
        <Box sx={{ flexGrow: 1 }} />
        {canEdit && n.allowedActions.includes('update') ? (
          <Button component={RouterLink} to={`${paths.paymentNotificationsEdit}?ids=${n.id}`} variant="outlined" startIcon={<EditOutlinedIcon />}>
            {s.actions.edit}
          </Button>
        ) : null}
        <Button variant="outlined" startIcon={<PictureAsPdfOutlinedIcon />} onClick={() => void pdf()} loading={downloading}>
          {s.actions.pdf}
        </Button>
      </Box>
      <PaymentNotificationView notification={n} />
    </Box>
  );
}
