import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { ja } from '@app/shared/messages/ja';
import {
  workerInviteFieldsSchema,
  workerOccupationLabels,
  workerOccupations,
  type WorkerInviteFields,
  type WorkerInviteFieldsInput,
} from '@app/shared/workers';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useToast } from '../../../components/toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { inviteFailureText, useInviteWorker } from '../api/worker-invites';

const empty: WorkerInviteFieldsInput = {
  full_name: '',
  full_namekana: '',
  email: '',
  trade_name: '',
  own_department: '',
  occupation: '',
  contract_title: '',
  business_field: '',
  start_date: '',
  end_date: '',
};
const fieldNames = Object.keys(empty) as (keyof WorkerInviteFieldsInput)[];

export function WorkerInviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const invite = useInviteWorker();
  const { control, handleSubmit, reset, setError } = useForm<WorkerInviteFieldsInput, unknown, WorkerInviteFields>({
    resolver: zodResolver(workerInviteFieldsSchema),
    defaultValues: empty,
  });

  const close = () => {
    if (invite.isPending) return;
    reset(empty);
    onClose();
  };

  const submit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => {
        toast.success(ja.workerInvite.sent);
        reset(empty);
        onClose();
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, fieldNames, (f) => f.replace(/^worker\./, ''));
        toast.error(inviteFailureText(error));
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      id="worker-invite"
      title={ja.workerInvite.title}
      lead={ja.workerInvite.lead}
      submitLabel={ja.workerInvite.submit}
      busy={invite.isPending}
      onClose={close}
      onSubmit={submit}
      width={600}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <FormTextField control={control} name="full_name" label={ja.workerFields.fullName} required autoFocus />
        <FormTextField control={control} name="full_namekana" label={ja.workerFields.fullNameKana} />
        <FormTextField control={control} name="email" label={ja.workerFields.email} required type="email" sx={{ gridColumn: { sm: '1 / -1' } }} />
        <FormTextField control={control} name="trade_name" label={ja.workerFields.tradeName} />
        <FormTextField control={control} name="own_department" label={ja.workerFields.ownDepartment} />
        <FormTextField control={control} name="occupation" label={ja.workerFields.occupation} select>
          <MenuItem value="">-</MenuItem>
          {workerOccupations.map((o) => (
            <MenuItem key={o} value={o}>
              {workerOccupationLabels[o]}
            </MenuItem>
          ))}
        </FormTextField>
        <Box />
        <FormTextField control={control} name="contract_title" label={ja.workerFields.contractTitle} required sx={{ gridColumn: { sm: '1 / -1' } }} />
        <FormTextField control={control} name="business_field" label={ja.workerFields.businessField} sx={{ gridColumn: { sm: '1 / -1' } }} />
        <FormTextField control={control} name="start_date" label={ja.workerFields.contractStartDate} required placeholder="YYYY/MM/DD" hint="YYYY/MM/DD" />
        <FormTextField control={control} name="end_date" label={ja.workerFields.contractEndDate} placeholder="YYYY/MM/DD" hint="YYYY/MM/DD" />
      </Box>
    </FormDialog>
  );
}
