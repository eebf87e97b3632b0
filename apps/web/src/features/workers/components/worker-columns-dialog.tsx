import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { MAX_WORKER_DISPLAY_FIELDS, type WorkerColumnKey } from '@app/shared/worker-display-fields';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/api-client';
import { useIsAdmin } from '../../profile/api/get-profile';
import { useResetDisplayFields, useSaveDisplayFields, useSelectableFields } from '../api/display-fields';

/**
 * Chooses the extra columns of the worker list (selectable fields from the server: the built-in ones, then the custom
 * fields the role may see; order = order of choosing).
 */
export function WorkerColumnsDialog({
  open,
  current,
  own,
  onClose,
}: {
  open: boolean;
  current: WorkerColumnKey[];
  /** whether `current` is the employee's own choice (else the company default) */
  own: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const selectable = useSelectableFields(open);
  const save = useSaveDisplayFields();
  const reset = useResetDisplayFields();
  const isAdmin = useIsAdmin();
  const [chosen, setChosen] = useState<WorkerColumnKey[]>(current);
  const [companyDefault, setCompanyDefault] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setChosen(current);
      setCompanyDefault(false);
    }
  }

  const toggle = (key: WorkerColumnKey) =>
    setChosen((prev) => (prev.includes(key) ? prev.filter((k) => k !== key) : [...prev, key]));

  const backToDefault = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        toast.success(ja.workerColumns.resetDone);
        onClose();
      },
      onError: (error) => toast.error(errorText(error)),
    });

  const submit = () =>
    save.mutate({ keys: chosen, companyDefault }, {
      onSuccess: () => {
        toast.success(ja.workerColumns.saved);
        onClose();
      },
      // SPEC §8: the exception text as an error toast
      onError: (error) => toast.error(errorText(error)),
    });

  return (
    <FormDialog
      open={open}
      id="worker-columns"
      title={ja.workerColumns.title}
      lead={ja.workerColumns.lead}
      busy={save.isPending || reset.isPending}
      onClose={onClose}
      onSubmit={submit}
      width={444}
      actions={
        own ? (
          <Button type="button" onClick={backToDefault} disabled={save.isPending || reset.isPending}>
            {ja.workerColumns.resetToCompany}
          </Button>
        ) : null
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {own ? ja.workerColumns.usingOwn : ja.workerColumns.usingCompanyDefault}
      </Typography>
      <FormGroup>
        {(selectable.data ?? []).map((field) => (
          <FormControlLabel
            key={field.field_key}
            control={
              <Checkbox
                checked={chosen.includes(field.field_key)}
                onChange={() => toggle(field.field_key)}
                disabled={!chosen.includes(field.field_key) && chosen.length >= MAX_WORKER_DISPLAY_FIELDS}
              />
            }
            label={field.label}
          />
        ))}
      </FormGroup>
      {isAdmin ? (
        <FormControlLabel
          control={<Checkbox checked={companyDefault} onChange={(event) => setCompanyDefault(event.target.checked)} />}
          label={ja.workerColumns.saveAsCompanyDefault}
        />
      ) : null}
    </FormDialog>
  );
}
