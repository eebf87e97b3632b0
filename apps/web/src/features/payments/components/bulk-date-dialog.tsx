import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { transferDateProblem } from '@app/shared/business-days';
import { parseBusinessDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { useToast } from '../../../components/toast';
import { ApiError, errorText } from '../../../lib/api-client';
import { needsLateReason, useBulkPaymentDate } from '../api/payments';
import { LateReasonPrompt } from './late-reason-prompt';

const s = ja.payments.screen;

/**
 * 支払日を一括変更: one bank business day for every chosen payment (all or nothing on the server). A date after a
 * payment's 支払期日 is named by the server; it goes ahead only with the reason typed here (支払遅延の理由).
 */
export function BulkDateDialog({ ids, open, onClose }: { ids: number[]; open: boolean; onClose: (done: boolean) => void }) {
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [late, setLate] = useState<{ date: string; problems: string[] } | null>(null);
  const [reason, setReason] = useState('');
  const bulk = useBulkPaymentDate();
  const toast = useToast();
  const date = parseBusinessDate(text);
  const problem = text === '' ? null : date === null ? ja.validation.date : transferDateProblem(date);
  // the late confirmation holds for the date it was asked for
  const asking = late !== null && late.date === date;

  const submit = () => {
    if (!date || problem) return;
    bulk.mutate(
      { ids, date, lateReason: asking ? reason.trim() : null },
      {
        onSuccess: (count) => {
          toast.success(ja.payments.bulkUpdated(count));
          setText('');
          setErrors([]);
          setLate(null);
          setReason('');
          onClose(true);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          if (needsLateReason(error)) {
            setLate({ date, problems: error.errors });
            setErrors([]);
            return;
          }
          setErrors(error instanceof ApiError ? error.errors : [errorText(error)]);
          toast.error(`${s.bulkFailed}${errorText(error)}`);
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={() => onClose(false)} aria-labelledby="bulk-date-title" slotProps={{ paper: { sx: { width: 480, maxWidth: 'calc(100% - 32px)' } } }}>
      <DialogTitle id="bulk-date-title">{s.bulkDateTitle}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2">{s.bulkDateHelp}</Typography>
        <Typography variant="body2" color="text.secondary">
          {s.selected(ids.length)}
        </Typography>
        <TextField
          label={s.newDate}
          placeholder="2026/07/31"
          value={text}
          onChange={(e) => setText(e.target.value.trim())}
          error={problem !== null}
          helperText={problem ?? s.dateHint}
          autoFocus
        />
        {asking ? <LateReasonPrompt problems={late.problems} reason={reason} onReasonChange={setReason} /> : null}
        {errors.length > 0 ? (
          <Alert severity="error">
            {errors.map((e) => (
              <div key={e}>{e}</div>
            ))}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{s.cancel}</Button>
        <Button variant="contained" onClick={submit} disabled={!date || problem !== null || bulk.isPending || (asking && reason.trim() === '')}>
          {asking ? s.lateConfirm : s.apply}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
