import TextField from '@mui/material/TextField';
import { parseBusinessDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';

export interface DateTextFilterProps {
  label: string;
  /** The text as the URL holds it. */
  value: string;
  /** The text shown in the field (default: the value). */
  shown?: string;
  placeholder: string;
  hint: string;
  /** The message under the field when the value is not a real date (null when it is, or empty). */
  error: string | null;
  /** The typed text, trimmed, when the field is left or Enter is pressed. */
  onCommit: (text: string) => void;
  width?: number;
}

/**
 * A date (or month) bound typed as text and committed on blur or Enter; the text stays in the URL as typed, so a bad
 * one is shown with its message while only a real date reaches the API.
 */
export function DateTextFilter({ label, value, shown = value, placeholder, hint, error, onCommit, width = 170 }: DateTextFilterProps) {
  return (
    <TextField
      label={label}
      defaultValue={shown}
      key={shown}
      placeholder={placeholder}
      onBlur={(event) => onCommit(event.target.value.trim())}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) onCommit(event.target.value.trim());
      }}
      error={error !== null}
      helperText={error ?? hint}
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{ input: { sx: { bgcolor: 'background.paper' } } }}
    />
  );
}

export interface DateRangeFilterProps {
  /** The bounds as typed (YYYY/MM/DD), '' when open. */
  from: string;
  to: string;
  labels: { from: string; to: string };
  placeholder: string;
  hint: string;
  onChange: (patch: { from: string | null } | { to: string | null }) => void;
}

const dateError = (text: string) => (text !== '' && parseBusinessDate(text) === null ? ja.validation.date : null);

/** Two business-date bounds (from, to) of a list; `parseBusinessDate(from)` is what the page sends. */
export function DateRangeFilter({ from, to, labels, placeholder, hint, onChange }: DateRangeFilterProps) {
  return (
    <>
      <DateTextFilter label={labels.from} value={from} placeholder={placeholder} hint={hint} error={dateError(from)} onCommit={(text) => onChange({ from: text || null })} />
      <DateTextFilter label={labels.to} value={to} placeholder={placeholder} hint={hint} error={dateError(to)} onCommit={(text) => onChange({ to: text || null })} />
    </>
  );
}
