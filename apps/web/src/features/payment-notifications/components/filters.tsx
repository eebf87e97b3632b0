import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ja } from '@app/shared/messages/ja';
import { paymentNotificationStatuses, paymentNotificationStatusLabels, type PaymentNotificationStatus } from '@app/shared/payment-notifications';
import { useWorkers } from '../../workers/api/get-workers';

const f = ja.paymentNotificationScreens.filters;
const fieldSx = { bgcolor: 'background.paper' };

/** 'YYYY/MM', 'YYYY-MM' (one-digit month allowed) → 'YYYY-MM'; anything else null. */
export function parseMonth(value: string | null): string | null {
  const m = /^(\d{4})[/-](\d{1,2})$/.exec((value ?? '').trim());
  if (!m) return null;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? `${m[1]}-${String(month).padStart(2, '0')}` : null;
}

export function parseStatus(value: string | null): PaymentNotificationStatus | null {
  return (paymentNotificationStatuses as readonly string[]).includes(value ?? '') ? (value as PaymentNotificationStatus) : null;
}

/** The status filter (URL parameter `status`). */
export function StatusFilter({ value, onChange }: { value: PaymentNotificationStatus | null; onChange: (v: string | null) => void }) {
  return (
    <TextField
      select
      label={f.status}
      value={value ?? 'all'}
      onChange={(e) => onChange(e.target.value === 'all' ? null : e.target.value)}
      sx={{ width: { xs: '100%', sm: 170 }, ...fieldSx }}
    >
      <MenuItem value="all">{f.all}</MenuItem>
      {paymentNotificationStatuses.map((st) => (
        <MenuItem key={st} value={st}>
          {paymentNotificationStatusLabels[st]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The worker filter: the first 100 workers (as the order list's picker); a code from the URL not among them stays. */
export function WorkerFilter({ value, onChange }: { value: string | null; onChange: (v: string | null) => void }) {
  const workers = useWorkers({ searchName: '', page: 1, perPage: 100 });
  const list = workers.data?.data ?? [];
  return (
    <TextField
      select
      label={f.worker}
      value={value ?? 'all'}
      onChange={(e) => onChange(e.target.value === 'all' ? null : e.target.value)}
      sx={{ width: { xs: '100%', sm: 200 }, ...fieldSx }}
    >
      <MenuItem value="all">{f.allWorkers}</MenuItem>
      {list.map((w) => (
        <MenuItem key={w.code} value={w.code}>
          {w.full_name}
        </MenuItem>
      ))}
      {value && !list.some((w) => w.code === value) ? <MenuItem value={value}>{value}</MenuItem> : null}
    </TextField>
  );
}

/** 支払月 typed as YYYY/MM (kept in the URL as YYYY-MM); only a real month reaches the API. */
export function MonthFilter({ value, onChange }: { value: string; onChange: (v: string | null) => void }) {
  const shown = value.replace('-', '/');
  const invalid = value !== '' && parseMonth(value) === null;
  const commit = (text: string) => {
    const trimmed = text.trim();
    onChange(trimmed === '' ? null : (parseMonth(trimmed) ?? trimmed));
  };
  return (
    <TextField
      label={f.paymentMonth}
      defaultValue={shown}
      key={shown}
      placeholder="2026/07"
      onBlur={(e) => commit(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit((e.target as HTMLInputElement).value);
      }}
      error={invalid}
      helperText={invalid ? f.monthInvalid : f.monthHint}
      sx={{ width: { xs: '100%', sm: 150 } }}
      slotProps={{ input: { sx: fieldSx } }}
    />
  );
}
