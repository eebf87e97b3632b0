import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { correctionRequestBodySchema } from '@app/shared/purchase-orders';
import { CommentDialog } from '../../../components/comment-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/api-client';
import { useAcceptOrder, useRequestCorrection, type PortalOrder } from '../api/portal-orders';

const t = ja.portalOrders;

/** What the worker may do with the order now, by its status: accept or ask for a correction while 送信済み. */
export function OrderReview({ data }: { data: PortalOrder }) {
  const { order } = data;
  const toast = useToast();
  const accept = useAcceptOrder(order.code);
  const correction = useRequestCorrection(order.code);
  const [confirming, setConfirming] = useState(false);
  const [correcting, setCorrecting] = useState(false);

  if (order.status === 'correcting' || order.status === 'corrected') {
    return <Alert severity="warning">{t.correcting}</Alert>;
  }
  if (order.status === 'rejected') {
    return (
      <Alert severity="info">
        <Typography variant="body2">{t.correctionSent}</Typography>
        {order.workerComment ? (
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {t.yourRequest}：{order.workerComment}
          </Typography>
        ) : null}
      </Alert>
    );
  }
  if (order.status === 'approved') return <Alert severity="success">{t.approvedNote}</Alert>;
  if (!order.allowedActions.includes('accept') && !order.allowedActions.includes('request_correction')) return null;

  return (
    <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t.reviewLead}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {order.allowedActions.includes('accept') ? (
          <Button variant="contained" onClick={() => setConfirming(true)}>
            {t.accept}
          </Button>
        ) : null}
        {order.allowedActions.includes('request_correction') ? (
          <Button variant="outlined" onClick={() => setCorrecting(true)}>
            {t.requestCorrection}
          </Button>
        ) : null}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t.acceptTitle}
        message={t.acceptBody}
        confirmLabel={t.accept}
        busy={accept.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          accept.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(ja.orders.toast.accepted);
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(errorText(error));
            },
          })
        }
      />
      <CommentDialog
        open={correcting}
        id="correction-dialog"
        title={t.correctionTitle}
        label={t.correctionLabel}
        hint={t.correctionHelp}
        required
        schema={correctionRequestBodySchema.shape.comment}
        submitLabel={t.send}
        busy={correction.isPending}
        onClose={() => setCorrecting(false)}
        onSubmit={async (comment) => {
          try {
            await correction.mutateAsync(comment);
            setCorrecting(false);
            toast.success(ja.orders.toast.correctionRequested);
            return null;
          } catch (error) {
            return errorText(error);
          }
        }}
      />
    </Alert>
  );
}
