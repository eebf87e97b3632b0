import { useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { transferDateProblem } from '@app/shared/business-days';
import { parseBusinessDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { FormDialog } from '../../../components/form-dialog';
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
  const ready = date !== null && problem === null && !(asking && reason.trim() === '');

  const submit = () => {
    if (!date || !ready) return;
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
    <FormDialog
      open={open}
      id="bulk-date"
      title={s.bulkDateTitle}
      width={480}
      busy={bulk.isPending}
      onClose={() => onClose(false)}
      onSubmit={submit}
      submitLabel={asking ? s.lateConfirm : s.apply}
      submitDisabled={!ready}
    >
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
    </FormDialog>
  );
}
