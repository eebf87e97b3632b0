import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parseBusinessDate, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import type { ExportFormat } from '@app/shared/payments';
import { transferAccountLabel } from '@app/shared/transfer-accounts';
import { zenginTransferDateProblem } from '@app/shared/zengin-transfer';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../components/toast';
import { ApiError, errorText, failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useRequestRequiredEntries } from '../../workers/api/request-required-entries';
import { needsLateReason, useExportFile, useTransferAccounts, useValidateExport, type ExportProblemRow } from '../api/payments';
import { LateReasonPrompt } from './late-reason-prompt';

const s = ja.payments.screen;
const r = ja.requiredEntries;

/**
 * The problems (or the warnings) grouped by worker: each worker's name once — a link to the worker — then every problem
 * of theirs (general ones first). Problems stop the file; warnings (a 振込口座 changed lately, N2) ask for a look first.
 * A worker with a problem can be asked to enter the bank account (入力を依頼, a mail; issue #21).
 */
function ProblemList({ problems, severity = 'error' }: { problems: ExportProblemRow[]; severity?: 'error' | 'warning' }) {
  const groups = new Map<string, { name: string; code: string | null; messages: string[] }>();
  for (const p of problems) {
    const name = p.workerName ?? '';
    const text = name && p.message.startsWith(`${name}: `) ? p.message.slice(name.length + 2) : p.message;
    const key = p.workerCode ?? name;
    const group = groups.get(key) ?? { name, code: p.workerCode, messages: [] };
    group.messages.push(text);
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort((a, b) => (a.name === '' ? -1 : b.name === '' ? 1 : 0));
  const [asking, setAsking] = useState<{ name: string; code: string } | null>(null);
  const [asked, setAsked] = useState<string[]>([]);
  const request = useRequestRequiredEntries();
  const toast = useToast();
  const send = () => {
    if (!asking) return;
    request.mutate(
      { businessor_code: asking.code, required_entries: ['bank_account'] },
      {
        onSuccess: (data) => {
          toast.success(r.requested(asking.name, data.email));
          setAsked((now) => [...now, asking.code]);
          setAsking(null);
        },
        onError: (error) => {
          toast.error(failureMessage(r.requestFailed, error));
          setAsking(null);
        },
      },
    );
  };
  return (
    <Alert severity={severity} data-testid={severity === 'error' ? 'export-problems' : 'export-warnings'}>
      <AlertTitle>{severity === 'error' ? s.problemsTitle(problems.length) : s.warningsTitle(problems.length)}</AlertTitle>
      {ordered.map(({ name, code, messages }) => (
        <Box key={code ?? (name || '-')} sx={{ mb: 1 }} data-testid={code ? `export-problem-${code}` : undefined}>
          {name ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              {code ? (
                <Link component={RouterLink} to={paths.workerDetail(code)} sx={{ fontWeight: 700, fontSize: 14 }}>
                  {name}
                </Link>
              ) : (
                <Typography sx={{ fontWeight: 700, fontSize: 14 }}>{name}</Typography>
              )}
              {code && severity === 'error' ? (
                asked.includes(code) ? (
                  <Typography variant="caption">{r.requestSent}</Typography>
                ) : (
                  <Button size="small" variant="outlined" color="inherit" onClick={() => setAsking({ name, code })} sx={{ py: 0 }}>
                    {r.request}
                  </Button>
                )
              ) : null}
            </Box>
          ) : null}
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {[...new Set(messages)].map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Box>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title={r.request}
        message={asking ? r.requestConfirm(asking.name, [ja.requiredEntries.labels.bank_account]) : ''}
        confirmLabel={r.requestSend}
        busy={request.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={send}
      />
    </Alert>
  );
}

/**
 * (Mounted when opened, so the 振込指定日 starts from the chosen payments' earliest 支払日.)
 * 振込データ出力: format, 振込指定日, 振込元口座 and 出力済みを除く; 内容を確認 runs the server's check first and shows every
 * problem by worker; the download is offered only once the same settings passed it.
 */
export function ExportDialog({ ids, defaultDate, open, onClose }: { ids: number[]; defaultDate: string; open: boolean; onClose: (done: boolean) => void }) {
  const [format, setFormat] = useState<ExportFormat>('txt');
  const [dateText, setDateText] = useState(defaultDate);
  const [accountId, setAccountId] = useState<number | 'default'>('default');
  const [exceptExported, setExceptExported] = useState(true);
  const [checked, setChecked] = useState<{ key: string; problems: ExportProblemRow[]; warnings: ExportProblemRow[]; count: number; total: number } | null>(
    null,
  );
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [late, setLate] = useState<{ key: string; problems: string[] } | null>(null);
  const [reason, setReason] = useState('');
  const accounts = useTransferAccounts(open);
  const validate = useValidateExport();
  const exportFile = useExportFile();
  const toast = useToast();

  const date = parseBusinessDate(dateText);
  // a bank business day from today (in Japan) to less than a year ahead: the file holds MMDD only
  const dateProblem = dateText === '' ? ja.validation.required : date === null ? ja.validation.date : zenginTransferDateProblem(date, todayInJapan());
  const key = JSON.stringify([ids, exceptExported]);
  // a 振込指定日 after a payment's 支払期日 was named by the server: the reason confirms that date for those payments
  const lateKey = JSON.stringify([ids, exceptExported, date]);
  const asking = late !== null && late.key === lateKey;
  const passed = checked !== null && checked.key === key && checked.problems.length === 0;
  const noAccount = accounts.data !== undefined && accounts.data.length === 0;
  const defaultAccount = accounts.data?.find((a) => a.isDefault) ?? null;

  const check = () => {
    setServerErrors([]);
    validate.mutate(
      { ids, exceptExported },
      {
        onSuccess: (data) => setChecked({ key, ...data }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          setServerErrors(error instanceof ApiError ? error.errors : [errorText(error)]);
        },
      },
    );
  };
  const ready = passed && dateProblem === null && !noAccount && !(asking && reason.trim() === '');
  const download = () => {
    if (!date || !ready) return;
    exportFile.mutate(
      {
        ids,
        transferDate: date,
        format,
        exceptExported,
        transferAccountId: accountId === 'default' ? null : accountId,
        lateReason: asking ? reason.trim() : null,
      },
      {
        onSuccess: () => {
          toast.success(s.downloaded);
          setChecked(null);
          setLate(null);
          onClose(true);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          if (needsLateReason(error)) {
            setLate({ key: lateKey, problems: error.errors });
            setServerErrors([]);
            return;
          }
          setServerErrors(error instanceof ApiError ? error.errors : [errorText(error)]);
          toast.error(`${s.exportFailed}${errorText(error)}`);
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      id="export"
      title={s.exportTitle}
      width={600}
      busy={exportFile.isPending}
      onClose={() => onClose(false)}
      onSubmit={download}
      cancelLabel={s.close}
      actions={
        <Button onClick={check} disabled={validate.isPending}>
          {validate.isPending ? s.checking : s.check}
        </Button>
      }
      submitLabel={asking ? s.lateConfirm : s.download}
      submitDisabled={!ready}
    >
      <Typography variant="body2" color="text.secondary">
        {s.selected(ids.length)}
      </Typography>
      <div>
        <FormLabel id="export-format-label">{s.format}</FormLabel>
        <RadioGroup row aria-labelledby="export-format-label" value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)}>
          <FormControlLabel value="txt" control={<Radio />} label={s.formatTxt} />
          <FormControlLabel value="csv" control={<Radio />} label={s.formatCsv} />
        </RadioGroup>
      </div>
      <TextField
        label={s.transferDate}
        value={dateText}
        onChange={(e) => setDateText(e.target.value.trim())}
        error={dateProblem !== null}
        helperText={dateProblem ?? s.dateHint}
      />
      <TextField select label={s.transferAccount} value={accountId} onChange={(e) => setAccountId(e.target.value === 'default' ? 'default' : Number(e.target.value))}>
        <MenuItem value="default">{defaultAccount ? s.transferAccountDefaultNamed(transferAccountLabel(defaultAccount)) : s.transferAccountDefault}</MenuItem>
        {(accounts.data ?? [])
          .filter((a) => !a.isDefault)
          .map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {`${transferAccountLabel(a)}（${a.requesterName}）`}
            </MenuItem>
          ))}
      </TextField>
      {noAccount ? <Alert severity="warning">{ja.payments.transferAccountMissing}</Alert> : null}
      <FormControlLabel control={<Checkbox checked={exceptExported} onChange={(e) => setExceptExported(e.target.checked)} />} label={s.exceptExported} />
      {checked && checked.key === key ? (
        checked.problems.length > 0 ? (
          <ProblemList problems={checked.problems} />
        ) : (
          <Alert severity="success" data-testid="export-ok">
            {s.noProblems(checked.count, checked.total)}
          </Alert>
        )
      ) : null}
      {checked && checked.key === key && checked.warnings.length > 0 ? <ProblemList problems={checked.warnings} severity="warning" /> : null}
      {asking ? <LateReasonPrompt problems={late.problems} reason={reason} onReasonChange={setReason} /> : null}
      {serverErrors.length > 0 ? (
        <Alert severity="error">
          {serverErrors.map((e) => (
            <div key={e}>{e}</div>
          ))}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
