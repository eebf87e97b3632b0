import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { MY_NUMBER_TOKEN_DAYS, myNumberPurposeTypes, type MyNumberPurposeType } from '@app/shared/my-numbers';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../components/toast';
import { failureMessage } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { myNumberKeys, requestMyNumber } from '../api/my-numbers';

const t = ja.myNumber;

export interface RequestCandidate {
  code: string;
  name: string;
  email: string | null;
}

/**
 * 提出を依頼: the 利用目的 to tell the worker (支払調書の作成 by default), and — before anything is mailed — whom the
 * mail goes to, by name and address (issue #21). Either for one `worker` (the worker's tab) or with a picker of
 * `candidates` (/my-number).
 */
export function MyNumberRequestDialog({
  open,
  worker: fixed = null,
  candidates = [],
  onClose,
}: {
  open: boolean;
  worker?: RequestCandidate | null;
  candidates?: RequestCandidate[];
  onClose: () => void;
}) {
  const toast = useToast();
  const client = useQueryClient();
  const [picked, setPicked] = useState('');
  const [purposes, setPurposes] = useState<MyNumberPurposeType[]>(['record']);
  const [busy, setBusy] = useState(false);
  const worker = fixed ?? candidates.find((c) => c.code === picked) ?? null;
  const close = () => {
    setPicked('');
    setPurposes(['record']);
    onClose();
  };
  const send = async () => {
    if (!worker?.email || purposes.length === 0) return;
    setBusy(true);
    try {
      await requestMyNumber(worker.code, {
        is_use_record: purposes.includes('record'),
        is_use_office_work: purposes.includes('office_work'),
        is_need_number_confirmation_file: true,
        is_need_identification_file: true,
      });
      toast.success(t.requested);
      await refreshQueries(client, myNumberKeys.all);
      await refreshQueries(client, ['workers']);
      close();
    } catch (error) {
      toast.error(failureMessage(ja.loadFailed.myNumberRequest, error));
    } finally {
      setBusy(false);
    }
  };
  const toggle = (p: MyNumberPurposeType, on: boolean) => setPurposes((now) => myNumberPurposeTypes.filter((x) => (x === p ? on : now.includes(x))));
  return (
    <FormDialog
      open={open}
      id="my-number-request"
      title={t.requestDialogTitle}
      width={520}
      busy={busy}
      onClose={close}
      onSubmit={send}
      submitLabel={t.requestSend}
      submitDisabled={!worker?.email || purposes.length === 0}
    >
      {fixed ? null : (
        <TextField select label={t.pickWorker} value={picked} onChange={(e) => setPicked(e.target.value)} fullWidth>
          {candidates.map((w) => (
            <MenuItem key={w.code} value={w.code}>
              {w.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <FormControl error={purposes.length === 0} component="fieldset">
        <FormLabel component="legend">{t.requestPurposes}</FormLabel>
        <FormGroup>
          {myNumberPurposeTypes.map((p) => (
            <FormControlLabel
              key={p}
              control={<Checkbox checked={purposes.includes(p)} onChange={(e) => toggle(p, e.target.checked)} />}
              label={t.purposeLabels[p]}
            />
          ))}
        </FormGroup>
        <FormHelperText>{purposes.length === 0 ? t.purposesRequired : t.requestPurposesHelp}</FormHelperText>
      </FormControl>
      {worker ? (
        worker.email ? (
          <Typography variant="body2" data-testid="my-number-request-recipient">
            {t.requestRecipient(worker.name, worker.email, MY_NUMBER_TOKEN_DAYS)}
          </Typography>
        ) : (
          <Alert severity="warning">{t.workerEmailMissing}</Alert>
        )
      ) : null}
    </FormDialog>
  );
}
