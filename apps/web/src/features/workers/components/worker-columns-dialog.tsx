import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { MAX_WORKER_DISPLAY_FIELDS, type WorkerDisplayFieldKey } from '@app/shared/worker-display-fields';
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
    <Dialog open={open} onClose={save.isPending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="worker-columns-title">
      <DialogTitle id="worker-columns-title">{ja.workerColumns.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {ja.workerColumns.lead}
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
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={save.isPending} variant="outlined" color="inherit">
          {ja.app.cancel}
        </Button>
        <Button onClick={submit} variant="contained" loading={save.isPending}>
          {ja.app.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
