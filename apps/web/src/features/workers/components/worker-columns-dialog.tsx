import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { ja } from '@app/shared/messages/ja';
import { MAX_WORKER_DISPLAY_FIELDS, type WorkerDisplayFieldKey } from '@app/shared/worker-display-fields';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/api-client';
import { useSaveDisplayFields, useSelectableFields } from '../api/display-fields';

/** Chooses the extra columns of the worker list (selectable fields from the server; order = order of choosing). */
export function WorkerColumnsDialog({ open, current, onClose }: { open: boolean; current: WorkerDisplayFieldKey[]; onClose: () => void }) {
  const toast = useToast();
  const selectable = useSelectableFields(open);
  const save = useSaveDisplayFields();
  const [chosen, setChosen] = useState<WorkerDisplayFieldKey[]>(current);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChosen(current);
  }

  const toggle = (key: WorkerDisplayFieldKey) =>
    setChosen((prev) => (prev.includes(key) ? prev.filter((k) => k !== key) : [...prev, key]));

  const submit = () =>
    save.mutate(chosen, {
      onSuccess: () => {
        toast.success(ja.workerColumns.saved);
        onClose();
      },
      // SPEC §8: the exception text as an error toast
      onError: (error) => toast.error(errorText(error)),
    });

  return (
    <FormDialog open={open} id="worker-columns" title={ja.workerColumns.title} lead={ja.workerColumns.lead} busy={save.isPending} onClose={onClose} onSubmit={submit} width={444}>
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
    </FormDialog>
  );
}
