import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { CustomFieldValue } from '@app/shared/custom-fields';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { FormDialog } from '../../../components/form-dialog';
import { InfoGrid } from '../../../components/info-grid';
import { useToast } from '../../../components/toast';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { useSaveWorkerCustomField, useWorkerCustomFields, type WorkerCustomField } from '../api/custom-fields';
import { formatCustomFieldValue } from '../format-value';

/** The text an input starts from: dates YYYY/MM/DD, numbers as typed, none empty. */
function toInput(item: WorkerCustomField): string | boolean {
  const { value } = item;
  if (item.field.fieldType === 'checkbox') return value === true;
  if (value === null) return '';
  return item.field.fieldType === 'date' ? formatDate(String(value)) : String(value);
}

function ValueInput({
  item,
  value,
  onChange,
  error,
  autoFocus = true,
}: {
  item: WorkerCustomField;
  value: string | boolean;
  onChange: (v: string | boolean) => void;
  error?: string;
  autoFocus?: boolean;
}) {
  const { field } = item;
  if (field.fieldType === 'checkbox') {
    return (
      <Box>
        <FormControlLabel control={<Checkbox checked={value === true} onChange={(e) => onChange(e.target.checked)} autoFocus={autoFocus} />} label={field.name} />
        {error ? (
          <Typography variant="caption" color="error" sx={{ display: 'block' }}>
            {error}
          </Typography>
        ) : null}
      </Box>
    );
  }
  const common = {
    label: field.name,
    value: String(value),
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    required: field.required,
    fullWidth: true,
    autoFocus,
    error: Boolean(error),
    helperText: error ?? (field.fieldType === 'date' ? ja.customFields.dateHint : undefined),
  };
  if (field.fieldType === 'select') {
    return (
      <TextField {...common} select>
        <MenuItem value="">{ja.customFields.selectNone}</MenuItem>
        {field.options.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (field.fieldType === 'long_text') return <TextField {...common} multiline minRows={4} />;
  return <TextField {...common} slotProps={{ htmlInput: { inputMode: field.fieldType === 'number' ? 'decimal' : undefined } }} />;
}

type SaveValue = (variables: { fieldCode: string; value: CustomFieldValue }) => Promise<unknown>;

/**
 * A list of fields with their values and 編集 on the editable ones, each edited in a dialog with the input of its type
 * (the worker card and the portal's 「会社からの追加項目」).
 */
export function CustomFieldValueList({ items, save, busy, markRequired = false }: { items: WorkerCustomField[]; save: SaveValue; busy: boolean; markRequired?: boolean }) {
  const toast = useToast();
  const [editing, setEditing] = useState<WorkerCustomField | null>(null);
  const [input, setInput] = useState<string | boolean>('');
  const [error, setError] = useState<string | undefined>();

  const open = (item: WorkerCustomField) => {
    setEditing(item);
    setInput(toInput(item));
    setError(undefined);
  };
  const submit = async () => {
    if (!editing) return;
    const value = toValue(input);
    try {
      await save({ fieldCode: editing.field.code, value });
      toast.success(ja.customFields.valueSaved(editing.field.name));
      setEditing(null);
    } catch (e) {
      const message = e instanceof ApiError ? e.fields.value?.[0] : undefined;
      if (message) setError(message);
      else toast.error(failureMessage(ja.customFields.failed, e));
    }
  };

  return (
    <>
      <InfoGrid
        items={items.map((item) => ({
          label: markRequired && item.field.required ? `${item.field.name}（${ja.customFields.required}）` : item.field.name,
          value: (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Box component="span" sx={{ whiteSpace: 'pre-wrap' }} data-testid={`custom-field-value-${item.field.code}`}>
                {formatCustomFieldValue(item.field.fieldType, item.value)}
              </Box>
              {item.field.editable ? (
                <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => open(item)} aria-label={ja.customFields.editValue(item.field.name)}>
                  {ja.customFields.edit}
                </Button>
              ) : null}
            </Box>
          ),
        }))}
      />
      <FormDialog open={editing !== null} id="custom-field-value" title={editing?.field.name ?? ''} busy={busy} onClose={() => setEditing(null)} onSubmit={submit}>
        {editing ? <ValueInput item={editing} value={input} onChange={setInput} error={error} /> : null}
      </FormDialog>
    </>
  );
}

/** The value an input holds, as the API takes it (empty text: none). */
const toValue = (input: string | boolean): CustomFieldValue => (typeof input === 'string' && input.trim() === '' ? null : input);

/**
 * The worker's custom-field form: every field the role may change in one dialog. Changed fields are saved one after
 * the other; the first the server refuses keeps the dialog open with its message under its input (those saved before
 * it stay saved, and say so).
 */
function EditAllDialog({ items, save, busy, onClose }: { items: WorkerCustomField[]; save: SaveValue; busy: boolean; onClose: () => void }) {
  const toast = useToast();
  const editable = items.filter((i) => i.field.editable);
  const [inputs, setInputs] = useState<Record<string, string | boolean>>(() => Object.fromEntries(editable.map((i) => [i.field.code, toInput(i)])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    const changed = editable.filter((i) => inputs[i.field.code] !== toInput(i));
    if (changed.length === 0) {
      toast.success(ja.customFields.nothingChanged);
      onClose();
      return;
    }
    setErrors({});
    let saved = 0;
    for (const item of changed) {
      try {
        await save({ fieldCode: item.field.code, value: toValue(inputs[item.field.code] ?? '') });
        saved += 1;
      } catch (e) {
        const message = e instanceof ApiError ? e.fields.value?.[0] : undefined;
        if (message) setErrors({ [item.field.code]: message });
        else toast.error(failureMessage(ja.customFields.failed, e));
        if (saved > 0) toast.success(ja.customFields.allSaved(saved));
        return;
      }
    }
    toast.success(ja.customFields.allSaved(saved));
    onClose();
  };
  return (
    <FormDialog open id="custom-fields-all" title={ja.customFields.editAllTitle} busy={busy} onClose={onClose} onSubmit={submit}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {editable.map((item, index) => (
          <ValueInput
            key={item.field.code}
            item={item}
            value={inputs[item.field.code] ?? ''}
            onChange={(v) => setInputs((prev) => ({ ...prev, [item.field.code]: v }))}
            error={errors[item.field.code]}
            autoFocus={index === 0}
          />
        ))}
      </Box>
    </FormDialog>
  );
}

/** The 「カスタム項目」 card of the worker's 基本情報: each field the role sees, 編集 on the ones it may change, and the form of all of them. */
export function WorkerCustomFieldsCard({ workerCode }: { workerCode: string }) {
  const query = useWorkerCustomFields(workerCode);
  const save = useSaveWorkerCustomField(workerCode);
  const items = query.data?.data;
  const [editingAll, setEditingAll] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="worker-custom-fields">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h2" component="h2">
          {ja.customFields.cardTitle}
        </Typography>
        {items?.some((i) => i.field.editable) ? (
          <Button size="small" variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditingAll(true)}>
            {ja.customFields.editAll}
          </Button>
        ) : null}
      </Box>
      {editingAll && items ? <EditAllDialog items={items} save={save.mutateAsync} busy={save.isPending} onClose={() => setEditingAll(false)} /> : null}
      {query.isError && !items ? (
        <Alert severity="error">{failureMessage(ja.customFields.loadFailed, query.error)}</Alert>
      ) : !items ? (
        <Skeleton variant="rounded" height={80} />
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {ja.customFields.cardEmpty}
        </Typography>
      ) : (
        <CustomFieldValueList items={items} save={save.mutateAsync} busy={save.isPending} />
      )}
    </Paper>
  );
}
