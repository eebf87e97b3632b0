import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { approvalBodySchema, rejectionBodySchema } from '@app/shared/deliveries';
import { ja } from '@app/shared/messages/ja';

const d = ja.orderScreens.delivery;

/**
 * 承認 (comment optional) or 差し戻し (comment required) of a delivery or an invoice: the comment is checked with the
 * API's own schema, so an empty rejection shows the server's sentence before anything is sent.
 */
export function ReviewDialog({
  open,
  decision,
  title,
  lead,
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  decision: 'approve' | 'reject';
  title: string;
  lead: string;
  busy: boolean;
  onSubmit: (comment: string) => void;
  onClose: () => void;
}) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = (decision === 'approve' ? approvalBodySchema : rejectionBodySchema).safeParse({ employeeComment: comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ja.validation.invalid);
      return;
    }
    onSubmit(parsed.data.employeeComment);
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="review-dialog-title"
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 520, maxWidth: 'calc(100% - 32px)' } }, transition: { onExited: () => { setComment(''); setError(null); } } }}
    >
      <DialogTitle id="review-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{lead}</DialogContentText>
        <TextField
          label={decision === 'approve' ? d.commentOptional : d.commentRequired}
          value={comment}
          onChange={(e) => {
            setComment(e.target.value);
            setError(null);
          }}
          required={decision === 'reject'}
          error={error !== null}
          helperText={error ?? ' '}
          multiline
          minRows={3}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={busy} variant="outlined" color="inherit">
          {ja.app.cancel}
        </Button>
        <Button onClick={submit} loading={busy} variant="contained" color={decision === 'approve' ? 'primary' : 'error'}>
          {decision === 'approve' ? d.approveButton : d.rejectButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
