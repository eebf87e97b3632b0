import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ja } from '@app/shared/messages/ja';

/**
 * The shell of every form in a dialog: title, an optional lead, the fields, キャンセル and the submit button. The form
 * submits on Enter; while busy it cannot be closed and the submit button spins. The fields are the caller's
 * (react-hook-form's handleSubmit as onSubmit). A dialog with a step before its submit (内容を確認 before the
 * download) puts that button in `actions`, between the cancel and the submit; `cancelLabel` says 閉じる where the
 * dialog is more than a form.
 */
export function FormDialog({
  open,
  id,
  title,
  lead,
  submitLabel = ja.app.save,
  submitColor = 'primary',
  submitDisabled = false,
  cancelLabel = ja.app.cancel,
  actions,
  busy,
  onClose,
  onSubmit,
  children,
  width = 520,
  testId,
}: {
  open: boolean;
  /** The title's id is `${id}-title` (the dialog's accessible name). */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  submitLabel?: string;
  submitColor?: 'primary' | 'error';
  submitDisabled?: boolean;
  cancelLabel?: string;
  /** Further buttons (type="button") between the cancel and the submit. */
  actions?: ReactNode;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void | Promise<void>;
  children: ReactNode;
  width?: number;
  testId?: string;
}) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth={false}
      aria-labelledby={`${id}-title`}
      slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)' } } }}
      data-testid={testId}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {lead ? <DialogContentText sx={{ mb: 2 }}>{lead}</DialogContentText> : null}
          <Stack spacing={2.5} sx={{ pt: lead ? 0 : 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} disabled={busy} variant="outlined" color="inherit">
            {cancelLabel}
          </Button>
          {actions}
          <Button type="submit" loading={busy} disabled={submitDisabled} variant="contained" color={submitColor}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
