import { useState } from 'react';
import { useFieldArray, useForm, useFormState, useWatch, type Path } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { checkDayEntry, formatDecimalHours, formatHoursMinutes, MAX_BREAKS, parseClock, parseHours, type DayEntry } from '@app/shared/time-tracking';
import type { TimeRecordBody } from '@app/shared/time-tracking-api';
import { FormDialog } from '../../../../components/form-dialog';
import { FormSelectField } from '../../../../components/form-select-field';
import { FormTextField } from '../../../../components/form-text-field';
import { useToast } from '../../../../components/toast';
import { ApiError, errorText } from '../../../../lib/api-client';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { useSaveTimeRecord, type PortalTimeRecord } from '../api';

const t = ja.timeTrackingPortal.form;

type Kind = 'clock' | 'hours';
export type RecordForm = {
  kind: Kind;
  start: string;
  end: string;
  breaks: { start: string; end: string }[];
  break_minutes: string;
  hours: string;
  project_code: string;
  note: string;
};

/** Every input a server (or checkDayEntry) message can land on. */
const FIELDS: readonly Path<RecordForm>[] = [
  'start',
  'end',
  'break_minutes',
  'hours',
  'project_code',
  'note',
  ...Array.from({ length: MAX_BREAKS }, (_, i) => `breaks.${i}` as const),
];
/** checkDayEntry names the break minutes otherwise than the form and the server. */
const fieldOf = (field: string): string => (field === 'breakMinutes' ? 'break_minutes' : field);
/** The form's input for a field, or null for one no input carries (work_date, `breaks` as a whole). */
const inputOf = (field: string): Path<RecordForm> | null => FIELDS.find((f) => f === fieldOf(field)) ?? null;

/** Hours as the input shows them again: 「7.5」 when that is exact, else 「7:25」 (7.42 h is not a whole number of minutes). */
function hoursInput(minutes: number): string {
  const decimal = formatDecimalHours(minutes);
  return parseHours(decimal) === minutes ? decimal : formatHoursMinutes(minutes);
}

function toForm(record: PortalTimeRecord | null): RecordForm {
  if (!record) return { kind: 'clock', start: '', end: '', breaks: [], break_minutes: '', hours: '', project_code: '', note: '' };
  const ranged = record.breaks.reduce((sum, b) => sum + Math.max(0, (parseClock(b.end) ?? 0) - (parseClock(b.start) ?? 0)), 0);
  const extra = record.breakMinutes - ranged;
  return {
    kind: record.kind,
    start: record.start ?? '',
    end: record.end ?? '',
    breaks: record.breaks.map((b) => ({ ...b })),
    break_minutes: extra > 0 ? String(extra) : '',
    hours: record.kind === 'hours' ? hoursInput(record.workedMinutes) : '',
    project_code: record.project?.code ?? '',
    note: record.note ?? '',
  };
}

function toEntry(values: RecordForm): DayEntry {
  return values.kind === 'hours'
    ? { kind: 'hours', hours: values.hours }
    : { kind: 'clock', start: values.start, end: values.end, breaks: values.breaks, breakMinutes: values.break_minutes };
}

function toBody(date: string, values: RecordForm): TimeRecordBody {
  const common = { work_date: date, project_code: values.project_code || null, note: values.note.trim() || null };
  return values.kind === 'hours'
    ? { ...common, kind: 'hours', hours: values.hours }
    : { ...common, kind: 'clock', start: values.start, end: values.end, breaks: values.breaks, break_minutes: values.break_minutes.trim() || null };
}

/** The worked time as the user types, by the same rule as the server (checkDayEntry). */
function LiveWorked({ values }: { values: RecordForm }) {
  const checked = checkDayEntry(toEntry(values));
  return (
    <Typography variant="body1" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} role="status" data-testid="live-worked">
      {checked.ok ? t.worked(formatHoursMinutes(checked.workedMinutes), formatDecimalHours(checked.workedMinutes)) : t.workedPending}
    </Typography>
  );
}

/**
 * Adds or changes one record of a day: 開始・終了 (with break ranges and/or minutes) or 時間, the project when the contract
 * has some, a note. checkDayEntry runs before sending; the server's 422 lands under the input it names. Mounted for
 * one record at a time (the caller renders it only while open), so the form starts from that record.
 */
export function RecordFormDialog({
  open,
  code,
  date,
  record,
  projects,
  onClose,
}: {
  open: boolean;
  code: string;
  date: string;
  record: PortalTimeRecord | null;
  projects: readonly { code: string; name: string }[];
  onClose: () => void;
}) {
  const save = useSaveTimeRecord(code);
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, clearErrors, setValue } = useForm<RecordForm>({ defaultValues: toForm(record) });
  const breaks = useFieldArray({ control, name: 'breaks' });
  const values = useWatch({ control }) as RecordForm;
  const kind = values.kind;

  const submit = handleSubmit(async (form) => {
    setFormError(null);
    const checked = checkDayEntry(toEntry(form));
    if (!checked.ok) {
      checked.errors.forEach((issue, index) => {
        const input = inputOf(issue.field);
        if (input) setError(input, { type: 'rule', message: issue.message }, { shouldFocus: index === 0 });
        else setFormError(issue.message);
      });
      return;
    }
    try {
      await save.mutateAsync({ recordCode: record?.code ?? null, body: toBody(date, form) });
      toast.success(t.saved);
      onClose();
    } catch (error) {
      const applied = applyServerFieldErrors(error, setError, FIELDS, fieldOf);
      // a message no input carries (work_date, the month closed, another day's overlap) shows above the fields
      const unplaced = error instanceof ApiError ? Object.keys(error.fields).some((f) => inputOf(f) === null) : true;
      if (!applied || unplaced) setFormError(errorText(error));
    }
  });

  // a message the server or the rule put on a break stays until the next try (react-hook-form keeps errors of no input)
  const onSubmit = () => {
    clearErrors();
    return submit();
  };

  const title = record ? t.editTitle(formatDate(date)) : t.addTitle(formatDate(date));
  return (
    <FormDialog open={open} id="time-record-form" title={title} busy={save.isPending} onClose={onClose} onSubmit={onSubmit} submitLabel={t.save} width={560}>
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        aria-label={t.mode}
        value={kind}
        onChange={(_, next: Kind | null) => {
          if (!next) return;
          clearErrors();
          setValue('kind', next);
        }}
      >
        <ToggleButton value="clock">{t.modeClock}</ToggleButton>
        <ToggleButton value="hours">{t.modeHours}</ToggleButton>
      </ToggleButtonGroup>

      {kind === 'clock' ? (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
            <FormTextField control={control} name="start" label={t.start} hint={t.startHint} inputMode="numeric" autoComplete="off" required fullWidth />
            <FormTextField control={control} name="end" label={t.end} hint={t.endHint} inputMode="numeric" autoComplete="off" required fullWidth />
          </Box>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
              {t.breaks}
            </Typography>
            {breaks.fields.map((field, index) => (
              <BreakRow key={field.id} index={index} control={control} onRemove={() => breaks.remove(index)} />
            ))}
            <Box>
              <Button size="small" startIcon={<AddIcon />} disabled={breaks.fields.length >= MAX_BREAKS} onClick={() => breaks.append({ start: '', end: '' })}>
                {t.addBreak}
              </Button>
            </Box>
            <Box sx={{ maxWidth: { sm: '50%' } }}>
              <FormTextField control={control} name="break_minutes" label={t.breakMinutes} hint={t.breakMinutesHint} inputMode="numeric" autoComplete="off" fullWidth />
            </Box>
          </Box>
        </>
      ) : (
        <Box sx={{ maxWidth: { sm: '50%' } }}>
          <FormTextField control={control} name="hours" label={t.hours} hint={t.hoursHint} inputMode="decimal" autoComplete="off" required fullWidth />
        </Box>
      )}

      <LiveWorked values={values} />

      {projects.length > 0 ? (
        <FormSelectField
          control={control}
          name="project_code"
          label={t.project}
          options={[{ value: '', label: t.noProject }, ...projects.map((p) => ({ value: p.code, label: p.name }))]}
          fullWidth
        />
      ) : null}
      <FormTextField control={control} name="note" label={t.note} multiline minRows={2} fullWidth />
    </FormDialog>
  );
}

type RecordControl = ReturnType<typeof useForm<RecordForm>>['control'];

/** One break: 開始〜終了 and its remove button; a message about the whole range sits under the row. */
function BreakRow({ index, control, onRemove }: { index: number; control: RecordControl; onRemove: () => void }) {
  const n = index + 1;
  const error = useBreakError(control, index);
  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr) auto', gap: 1, alignItems: 'center' }}>
        <FormTextField control={control} name={`breaks.${index}.start`} label={t.breakStart(n)} size="small" inputMode="numeric" autoComplete="off" fullWidth />
        <Typography aria-hidden>〜</Typography>
        <FormTextField control={control} name={`breaks.${index}.end`} label={t.breakEnd(n)} size="small" inputMode="numeric" autoComplete="off" fullWidth />
        <IconButton aria-label={t.removeBreak(n)} onClick={onRemove} size="small">
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
      {error ? (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5, ml: 1.75 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}

function useBreakError(control: RecordControl, index: number): string | undefined {
  const { errors } = useFormState({ control, name: `breaks.${index}` });
  return errors.breaks?.[index]?.message;
}
