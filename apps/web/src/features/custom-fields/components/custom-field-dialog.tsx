import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { customFieldTypes, customFieldTypeLabels, type CreateCustomFieldBody, type CustomFieldType } from '@app/shared/custom-fields';
import { ja } from '@app/shared/messages/ja';
import { employeeRoleLabels, employeeRoles, workerEditorRoles, type EmployeeRole } from '@app/shared/roles';
import { FormDialog } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/api-client';
import type { CustomField } from '../api/custom-fields';

type Form = {
  name: string;
  fieldType: CustomFieldType;
  optionsText: string;
  required: boolean;
  viewRoles: EmployeeRole[];
  editRoles: EmployeeRole[];
  askInPortal: boolean;
};

function toForm(field: CustomField | null): Form {
  return {
    name: field?.name ?? '',
    fieldType: field?.fieldType ?? 'text',
    optionsText: field?.options.join('\n') ?? '',
    required: field?.required ?? false,
    viewRoles: field?.viewRoles ?? [...employeeRoles],
    editRoles: field?.editRoles ?? ['owner_administrator', 'administrator', 'general'],
    askInPortal: field?.askInPortal ?? false,
  };
}

function RoleChecks({
  label,
  value,
  onChange,
  error,
  roles = employeeRoles,
}: {
  label: string;
  value: EmployeeRole[];
  onChange: (roles: EmployeeRole[]) => void;
  error?: string;
  /** the roles offered (閲覧者 is never offered to edit) */
  roles?: readonly EmployeeRole[];
}) {
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {roles.map((role) => (
          <FormControlLabel
            key={role}
            label={employeeRoleLabels[role]}
            control={
              <Checkbox
                checked={value.includes(role)}
                onChange={(e) => onChange(e.target.checked ? employeeRoles.filter((r) => r === role || value.includes(r)) : value.filter((r) => r !== role))}
              />
            }
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** Add (field null) or edit a カスタム項目; the server's 422 lands under the input it names. Mounted per opening (its state starts from `field`). */
export function CustomFieldDialog({
  open,
  field,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  field: CustomField | null;
  busy: boolean;
  onClose: () => void;
  /** Resolves with the error of a failed request, or null. */
  onSubmit: (body: CreateCustomFieldBody) => Promise<unknown>;
}) {
  const [form, setForm] = useState<Form>(() => toForm(field));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async () => {
    const error = await onSubmit({
      name: form.name,
      field_type: form.fieldType,
      options: form.fieldType === 'select' ? form.optionsText.split('\n') : [],
      required: form.required,
      view_roles: form.viewRoles,
      edit_roles: form.editRoles,
      ask_in_portal: form.askInPortal,
    });
    if (error instanceof ApiError) {
      const next: Record<string, string> = {};
      for (const [key, messages] of Object.entries(error.fields)) next[key.split('.')[0] ?? key] = messages[0] ?? '';
      setErrors(next);
    }
  };

  return (
    <FormDialog open={open} id="custom-field-dialog" title={field ? ja.customFields.editTitle : ja.customFields.createTitle} busy={busy} onClose={onClose} onSubmit={submit} width={600}>
      <TextField
        label={ja.customFields.name}
        value={form.name}
        onChange={(e) => set({ name: e.target.value })}
        required
        autoFocus
        fullWidth
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      <TextField
        select
        label={ja.customFields.fieldType}
        value={form.fieldType}
        onChange={(e) => set({ fieldType: e.target.value as CustomFieldType })}
        fullWidth
        error={Boolean(errors.field_type)}
        helperText={errors.field_type}
      >
        {customFieldTypes.map((t) => (
          <MenuItem key={t} value={t}>
            {customFieldTypeLabels[t]}
          </MenuItem>
        ))}
      </TextField>
      {form.fieldType === 'select' ? (
        <TextField
          label={ja.customFields.options}
          value={form.optionsText}
          onChange={(e) => set({ optionsText: e.target.value })}
          multiline
          minRows={3}
          fullWidth
          error={Boolean(errors.options)}
          helperText={errors.options ?? ja.customFields.optionsHint}
        />
      ) : null}
      <FormControlLabel control={<Checkbox checked={form.required} onChange={(e) => set({ required: e.target.checked })} />} label={ja.customFields.requiredLabel} />
      <RoleChecks label={ja.customFields.viewRoles} value={form.viewRoles} onChange={(viewRoles) => set({ viewRoles })} error={errors.view_roles} />
      <RoleChecks label={ja.customFields.editRoles} roles={workerEditorRoles} value={form.editRoles} onChange={(editRoles) => set({ editRoles })} error={errors.edit_roles} />
      <FormControlLabel control={<Checkbox checked={form.askInPortal} onChange={(e) => set({ askInPortal: e.target.checked })} />} label={ja.customFields.askInPortal} />
    </FormDialog>
  );
}
