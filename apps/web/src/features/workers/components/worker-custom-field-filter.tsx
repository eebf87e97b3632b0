import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ja } from '@app/shared/messages/ja';
import { SearchField } from '../../../components/search-field';
import { useCustomFields, type CustomField } from '../../custom-fields/api/custom-fields';

/** The list's filter by one custom field, as it stands in the URL. */
export type CustomFieldFilter = { code: string; value: string; from: string; to: string };

const m = ja.customFields;

/**
 * The worker list's custom-field filter: a select of the fields the role sees, then an input by the field's type —
 * the options of a select, チェックあり/なし of a checkbox, a contains-text of a text, a from/to range of a number or date.
 * Changing the field clears the value.
 */
export function WorkerCustomFieldFilter({ filter, onChange }: { filter: CustomFieldFilter; onChange: (next: CustomFieldFilter) => void }) {
  const fields = useCustomFields();
  const list = fields.data?.data ?? [];
  if (list.length === 0) return null;
  const field = list.find((f) => f.code === filter.code);
  const patch = (changes: Partial<CustomFieldFilter>) => onChange({ ...filter, ...changes });
  return (
    <>
      <TextField
        select
        size="small"
        label={m.filterField}
        value={field ? field.code : ''}
        onChange={(event) => onChange({ code: event.target.value, value: '', from: '', to: '' })}
        sx={{ minWidth: 200 }}
        slotProps={{ htmlInput: { 'data-testid': 'worker-cf-filter-field' } }}
      >
        <MenuItem value="">{m.filterNone}</MenuItem>
        {list.map((f) => (
          <MenuItem key={f.code} value={f.code}>
            {f.name}
          </MenuItem>
        ))}
      </TextField>
      {field ? <ValueInput field={field} filter={filter} patch={patch} /> : null}
    </>
  );
}

function ValueInput({ field, filter, patch }: { field: CustomField; filter: CustomFieldFilter; patch: (changes: Partial<CustomFieldFilter>) => void }) {
  switch (field.fieldType) {
    case 'select':
    case 'checkbox': {
      const choices =
        field.fieldType === 'select'
          ? field.options.map((o) => ({ value: o, label: o }))
          : [
              { value: 'true', label: m.filterChecked },
              { value: 'false', label: m.filterUnchecked },
            ];
      return (
        <TextField select size="small" label={m.filterValue} value={filter.value} onChange={(event) => patch({ value: event.target.value })} sx={{ minWidth: 160 }}>
          <MenuItem value="">{m.selectNone}</MenuItem>
          {choices.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'number':
    case 'date': {
      const isDate = field.fieldType === 'date';
      return (
        <>
          <SearchField value={filter.from} onSearch={(from) => patch({ from: from.trim() })} label={isDate ? m.filterDateFrom : m.filterFrom} width={160} />
          <SearchField value={filter.to} onSearch={(to) => patch({ to: to.trim() })} label={isDate ? m.filterDateTo : m.filterTo} width={160} />
        </>
      );
    }
    default:
      return <SearchField value={filter.value} onSearch={(value) => patch({ value: value.trim() })} label={m.filterContains} width={200} />;
  }
}
