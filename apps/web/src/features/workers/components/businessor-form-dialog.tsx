import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { ja } from '@app/shared/messages/ja';
import {
  businessorFieldsSchema,
  workerOccupationLabels,
  workerOccupations,
  type BusinessorFields,
  type BusinessorFieldsInput,
  type WorkerDetailWire,
} from '@app/shared/workers';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useToast } from '../../../components/toast';
import { ApiError, errorText } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveBusinessor } from '../api/save-businessor';

const fieldNames: (keyof BusinessorFieldsInput)[] = ['full_name', 'full_namekana', 'own_department', 'trade_name', 'business_field', 'occupation', 'email'];

function defaults(worker: WorkerDetailWire | null): BusinessorFieldsInput {
  return {
    full_name: worker?.full_name ?? '',
    full_namekana: worker?.full_namekana ?? '',
    own_department: worker?.own_department ?? '',
    trade_name: worker?.trade_name ?? '',
    business_field: worker?.worker_business_field ?? '',
    occupation: worker?.occupation ?? '',
    email: worker?.email ?? '',
  };
}

/** Edits the worker's own fields (PUT /api/v2/employee/businessors/{code}). */
export function BusinessorFormDialog({ open, worker, onClose }: { open: boolean; worker: WorkerDetailWire; onClose: () => void }) {
  const toast = useToast();
  const save = useSaveBusinessor(worker.code);
  const { control, handleSubmit, setError } = useForm<BusinessorFieldsInput, unknown, BusinessorFields>({
    resolver: zodResolver(businessorFieldsSchema),
    values: defaults(worker),
  });
  // a worker registered in the portal manages their names, 屋号, 職種 and e-mail (docs/decisions.md): shown, not edited
  const ownedByWorker = worker.account_linked;
  const submit = handleSubmit((values) =>
    save.mutate(
      values,
      {
        onSuccess: () => {
          toast.success(ja.workerDetail.workerUpdated);
          onClose();
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, fieldNames, (f) => f.replace(/^businessor\./, ''));
          toast.error(error instanceof ApiError && error.errors.length > 0 ? error.errors.join('') : `${ja.workerDetail.workerSaveFailed}${errorText(error)}`);
        },
      },
    ),
  );
  return (
    <FormDialog open={open} id="businessor-form" title={ja.workerDetail.editWorker} busy={save.isPending} onClose={onClose} onSubmit={submit} width={600}>
      {ownedByWorker ? (
        <Alert severity="info" data-testid="worker-owned-note">
          {ja.workerOwnership.note}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <FormTextField control={control} name="full_name" label={ja.workerFields.fullName} required disabled={ownedByWorker} />
        <FormTextField control={control} name="full_namekana" label={ja.workerFields.fullNameKana} disabled={ownedByWorker} />
        <FormTextField control={control} name="trade_name" label={ja.workerFields.tradeName} disabled={ownedByWorker} />
        <FormTextField control={control} name="own_department" label={ja.workerFields.ownDepartment} />
        <FormTextField control={control} name="occupation" label={ja.workerFields.occupation} select disabled={ownedByWorker}>
          <MenuItem value="">-</MenuItem>
          {workerOccupations.map((o) => (
            <MenuItem key={o} value={o}>
              {workerOccupationLabels[o]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="email" label={ja.workerFields.email} type="email" disabled={ownedByWorker} />
        <FormTextField control={control} name="business_field" label={ja.workerFields.businessField} sx={{ gridColumn: { sm: '1 / -1' } }} />
      </Box>
    </FormDialog>
  );
}
