import { ja } from '@app/shared/messages/ja';
import { paymentNotificationStatuses, paymentNotificationStatusLabels, type PaymentNotificationStatus } from '@app/shared/payment-notifications';
import { DateTextFilter } from '../../../components/date-range-filter';
import { EntityPicker } from '../../../components/entity-picker';
import { EnumFilter } from '../../../components/enum-filter';
import { workerOptionsQuery } from '../../workers/api/get-workers';

const f = ja.paymentNotificationScreens.filters;

/** 'YYYY/MM', 'YYYY-MM' (one-digit month allowed) → 'YYYY-MM'; anything else null. */
export function parseMonth(value: string | null): string | null {
  const m = /^(\d{4})[/-](\d{1,2})$/.exec((value ?? '').trim());
  if (!m) return null;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? `${m[1]}-${String(month).padStart(2, '0')}` : null;
}

/** The status filter (URL parameter `status`). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: PaymentNotificationStatus | null | undefined;
  onChange: (value: PaymentNotificationStatus | null) => void;
}) {
  return (
    <EnumFilter
      label={f.status}
      value={value}
      options={paymentNotificationStatuses}
      labels={paymentNotificationStatusLabels}
      allLabel={f.all}
      onChange={onChange}
      width={170}
    />
  );
}

/** The worker filter: the server searches the typed name; a code from the URL stays. */
export function WorkerFilter({ value, onChange }: { value: string | null; onChange: (value: string | null) => void }) {
  return (
    <EntityPicker
      label={f.worker}
      allLabel={f.allWorkers}
      value={value}
      onChange={onChange}
      options={workerOptionsQuery}
      noOptionsText={ja.workerSearch.noOptions}
    />
  );
}

/** 支払月 typed as YYYY/MM (kept in the URL as YYYY-MM); only a real month reaches the API. */
export function MonthFilter({ value, onChange }: { value: string; onChange: (value: string | null) => void }) {
  return (
    <DateTextFilter
      label={f.paymentMonth}
      value={value}
      shown={value.replace('-', '/')}
      placeholder="2026/07"
      hint={f.monthHint}
      error={value !== '' && parseMonth(value) === null ? f.monthInvalid : null}
      onCommit={(text) => onChange(text === '' ? null : (parseMonth(text) ?? text))}
      width={150}
    />
  );
}
