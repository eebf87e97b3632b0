import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { deleteMyNumber, exportMyNumbers, myNumberKeys, revealMyNumber, stepUp } from '../api/my-numbers';

const t = ja.myNumber;

/** 番号を表示: asks the purpose, then shows the number (the reveal is logged by the server). */
export function RevealButton({ code }: { code: string }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [purpose, setPurpose] = useState('');
  const [value, setValue] = useState<string | null>(null);
  const close = () => (setOpen(false), setValue(null), setPurpose(''));
  const reveal = async () => {
    try {
      setValue(await revealMyNumber(code, purpose));
    } catch (error) {
      toast.error(`${ja.loadFailed.myNumber}${errorText(error)}`);
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t.reveal}
      </Button>
      <Dialog open={open} onClose={close} slotProps={{ paper: { sx: { width: 480, maxWidth: 'calc(100% - 32px)' } } }}>
        <DialogTitle>{t.revealDialogTitle}</DialogTitle>
        <DialogContent>
          {value ? (
            <Typography variant="h5" component="p" sx={{ fontFamily: 'monospace', my: 2 }} data-testid="my-number-revealed">
              {value}
            </Typography>
          ) : (
            <>
              <Typography variant="body2" sx={{ mb: 2 }}>
                {t.revealNote}
              </Typography>
              <TextField label={t.revealPurpose} value={purpose} onChange={(e) => setPurpose(e.target.value)} fullWidth required />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{ja.app.close}</Button>
          {!value && (
            <Button variant="contained" onClick={() => void reveal()} disabled={!purpose.trim()}>
              {t.reveal}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}

/** 削除: the confirmation names the worker whose number goes. */
export function DeleteButton({ code, workerName, onDone }: { code: string; workerName: string; onDone?: () => void }) {
  const toast = useToast();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await deleteMyNumber(code);
      toast.success(t.deleted);
      await refreshQueries(client, myNumberKeys.all);
      onDone?.();
    } catch (error) {
      toast.error(`${ja.loadFailed.myNumberDelete}${errorText(error)}`);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        {t.delete}
      </Button>
      <ConfirmDialog open={open} message={t.deleteConfirm(workerName)} confirmLabel={t.delete} confirmColor="error" busy={busy} onConfirm={() => void run()} onCancel={() => setOpen(false)} />
    </>
  );
}

/** CSV出力: the password again (step-up, 5 minutes), then the download. */
export function ExportButton() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!password) return;
    setBusy(true);
    try {
      await stepUp(password);
      await exportMyNumbers();
      setOpen(false);
      setPassword('');
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t.export}
      </Button>
      <FormDialog
        open={open}
        id="my-number-step-up"
        title={t.stepUpTitle}
        width={480}
        busy={busy}
        onClose={() => setOpen(false)}
        onSubmit={run}
        submitLabel={t.export}
        submitDisabled={!password}
      >
        <Typography variant="body2">{t.stepUpLead}</Typography>
        <TextField type="password" label={t.password} value={password} onChange={(e) => setPassword(e.target.value)} fullWidth autoComplete="current-password" />
      </FormDialog>
    </>
  );
}
