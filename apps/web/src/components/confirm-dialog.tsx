import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ja } from '@app/shared/messages/ja';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  confirmColor?: 'primary' | 'error';
  busy?: boolean;
  width?: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no dialog. Width defaults to 500 px (SPEC: logout dialog width 500). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = ja.app.cancel,
  confirmColor = 'primary',
  busy = false,
  width = 500,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      maxWidth={false}
      aria-labelledby={title ? 'confirm-dialog-title' : undefined}
      aria-describedby="confirm-dialog-message"
      slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {title ? <DialogTitle id="confirm-dialog-title">{title}</DialogTitle> : null}
      <DialogContent sx={{ pt: title ? 0 : 3 }}>
        <DialogContentText id="confirm-dialog-message" sx={{ color: 'text.primary', pt: title ? 0 : 1 }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} variant="outlined" color="inherit">
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} loading={busy} variant="contained" color={confirmColor}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
