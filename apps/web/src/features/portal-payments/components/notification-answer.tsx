import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { notificationRejectionBodySchema } from '@app/shared/payment-notifications';
import { CommentDialog } from '../../../components/comment-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { ApiError, errorText } from '../../../lib/api-client';
import { useApproveNotification, useRejectNotification, useReloadNotification, type PortalNotification } from '../api/portal-payments';

const t = ja.portalPayments;

/** A 409: the notification changed meanwhile (answered, withdrawn, みなし承認) — said in a toast, then read again. */
const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Where the notification stands for the worker; 承認する / 修正を依頼する only when allowed_actions offers them. */
export function NotificationAnswer({ n }: { n: PortalNotification }) {
  const toast = useToast();
  const approve = useApproveNotification(n.code);
  const reject = useRejectNotification(n.code);
  const reload = useReloadNotification(n.code);
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const canApprove = n.allowedActions.includes('approve');
  const canReject = n.allowedActions.includes('reject');

  const refused = (error: unknown) => {
    toast.error(errorText(error));
    if (isConflict(error)) void reload();
  };

  if (!canApprove && !canReject) {
    if (n.status === 'rejected') {
      return (
        <Alert severity="info">
          <Typography variant="body2">{t.correctionSent}</Typography>
          {n.workerComment ? (
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {t.yourRequest}：{n.workerComment}
            </Typography>
          ) : null}
        </Alert>
      );
    }
    if (n.status === 'approved') return <Alert severity="success">{n.deemedApproved ? t.deemedNote : t.approvedNote}</Alert>;
    if (n.status === 'paid') return <Alert severity="success">{t.paidNote}</Alert>;
    return null;
  }

  return (
    <Alert severity="warning" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }} data-testid="notification-answer">
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t.reviewLead}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {canApprove ? (
          <Button variant="contained" onClick={() => setConfirming(true)}>
            {t.approve}
          </Button>
        ) : null}
        {canReject ? (
          <Button variant="outlined" onClick={() => setRejecting(true)}>
            {t.requestCorrection}
          </Button>
        ) : null}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t.approveTitle}
        message={t.approveBody}
        confirmLabel={t.approve}
        busy={approve.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          approve.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(ja.paymentNotifications.approvedByWorker);
            },
            onError: (error) => {
              setConfirming(false);
              refused(error);
            },
          })
        }
      />
      <CommentDialog
        open={rejecting}
        id="rejection-dialog"
        title={t.correctionTitle}
        label={t.correctionLabel}
        hint={t.correctionHelp}
        required
        schema={notificationRejectionBodySchema.shape.comment}
        submitLabel={t.send}
        busy={reject.isPending}
        onClose={() => setRejecting(false)}
        onSubmit={async (comment) => {
          try {
            await reject.mutateAsync(comment);
            setRejecting(false);
            toast.success(ja.paymentNotifications.rejectedByWorker);
            return null;
          } catch (error) {
            if (error instanceof ApiError && error.status === 422) return error.fields.comment?.[0] ?? errorText(error);
            setRejecting(false);
            refused(error);
            return null;
          }
        }}
      />
    </Alert>
  );
}
