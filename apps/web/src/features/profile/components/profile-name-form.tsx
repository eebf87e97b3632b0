import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ja } from '@app/shared/messages/ja';
import { updateProfileBodySchema, type UpdateProfileBody } from '@app/shared/profile';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextField } from '../../../components/form-text-field';
import { useToast } from '../../../components/toast';
import { useUpdateProfile } from '../api/update-profile';

const nameFormSchema = updateProfileBodySchema.shape.profile;
type NameForm = UpdateProfileBody['profile'];

export function ProfileNameForm({ name }: { name: string }) {
  const toast = useToast();
  const update = useUpdateProfile();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isDirty },
  } = useForm<NameForm>({ resolver: zodResolver(nameFormSchema), values: { name } });

  const onSubmit = handleSubmit((values) => {
    update.mutate(
      { profile: values },
      {
        onSuccess: (profile) => {
          reset({ name: profile.name });
          toast.success(ja.profile.updated);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          const applied = applyServerFieldErrors(error, setError, ['name'], (f) => f.replace(/^profile\./, ''));
          if (!applied) toast.error(failureMessage(ja.profile.updateFailed, error));
        },
      },
    );
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ maxWidth: 560 }}>
      <FormTextField
        control={control}
        name="name"
        label={ja.profile.name}
        required
        autoComplete="name"
        hint={ja.profile.nameHint}
      />
      <Box sx={{ flexShrink: 0 }}>
        <Button type="submit" variant="contained" loading={update.isPending} disabled={!isDirty} sx={{ minWidth: 112, height: 40 }}>
          {ja.app.save}
        </Button>
      </Box>
    </Stack>
  );
}
