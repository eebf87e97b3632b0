import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { checkBusinessDate, parseBusinessDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { FormDialog } from '../../../components/form-dialog';
import { JobProgressDialog } from '../../../components/job-progress';
import { ApiError, errorText } from '../../../lib/api-client';
import { useStartEbookExport } from '../api/ebook';

const m = ja.ebookScreens.exportTax;

type Bound = 'from' | 'to';
type Errors = Partial<Record<Bound, string>>;

function boundError(text: string): string | undefined {
  if (text.trim() === '') return m.required;
  const checked = checkBusinessDate(text);
  if (checked.ok) return undefined;
  return checked.reason === 'format' ? ja.validation.date : ja.validation.dateInvalid;
}

/**
 * 税務調査用エクスポート: the period (from–to, checked here and by the API), then the background job's progress and its
 * zip (GET /jobs/{code}/download) in the job dialog. The API's refusals stay in this dialog, under their input when the
 * answer names it.
 */
export function EbookExportDialog({ open, initial, onClose }: { open: boolean; initial: { from: string; to: string }; onClose: () => void }) {
  const [period, setPeriod] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [refused, setRefused] = useState<string[]>([]);
  const [jobCode, setJobCode] = useState<string | null>(null);
  const start = useStartEbookExport();

  const change = (bound: Bound, text: string) => {
    setPeriod((prev) => ({ ...prev, [bound]: text }));
    setErrors(({ [bound]: _dropped, ...rest }) => rest);
  };

  const submit = async () => {
    const next: Errors = {};
    const fromError = boundError(period.from);
    const toError = boundError(period.to);
    if (fromError) next.from = fromError;
    if (toError) next.to = toError;
    const from = parseBusinessDate(period.from);
    const to = parseBusinessDate(period.to);
    if (from && to && from > to) next.from = m.range;
    setErrors(next);
    setRefused([]);
    if (Object.keys(next).length > 0 || !from || !to) return;
    try {
      const job = await start.mutateAsync({ date_from: from, date_to: to });
      setJobCode(job.code);
      onClose();
    } catch (error) {
      const fields: Errors = {};
      const rest: string[] = [];
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fields)) {
          const bound: Bound | null = field === 'date_from' ? 'from' : field === 'date_to' ? 'to' : null;
          if (bound && messages[0]) fields[bound] = messages[0];
          else rest.push(...messages);
        }
        if (Object.keys(fields).length === 0 && rest.length === 0) rest.push(...error.errors);
      } else {
        rest.push(errorText(error));
      }
      setErrors(fields);
      setRefused(rest.length > 0 ? [m.failed, ...rest] : []);
    }
  };

  const field = (bound: Bound, label: string) => (
    <TextField
      label={label}
      value={period[bound]}
      onChange={(e) => change(bound, e.target.value)}
      placeholder={ja.ebookScreens.search.datePlaceholder}
      error={Boolean(errors[bound])}
      helperText={errors[bound] ?? ' '}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      fullWidth
    />
  );

  return (
    <>
      <FormDialog
        open={open}
        id="ebook-export"
        title={m.title}
        lead={m.lead}
        submitLabel={m.start}
        busy={start.isPending}
        onClose={onClose}
        onSubmit={submit}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('from', m.from)}
          {field('to', m.to)}
        </Box>
        {refused.length > 0 ? (
          <Alert severity="error" data-testid="ebook-export-refused">
            {refused.map((line, i) => (
              <div key={i}>{line}</div>
            ))}
          </Alert>
        ) : null}
      </FormDialog>
      <JobProgressDialog code={jobCode} title={m.jobTitle} onClose={() => setJobCode(null)} />
    </>
  );
}
