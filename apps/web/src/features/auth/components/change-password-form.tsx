import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { changePasswordBodySchema, type ChangePasswordBody } from '@app/shared/auth';
import { ja } from '@app/shared/messages/ja';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { useToast } from '../../../components/toast';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

export function ChangePasswordForm() {
  const toast = useToast();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit((values) => {
    changePassword.mutate(values, {
      onSuccess: () => {
        reset();
        toast.success(ja.settings.changed);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return; // session ended: the client redirects to login
        if (!applyServerFieldErrors(error, setError, FIELDS)) toast.error(failureMessage(ja.settings.changeFailed, error));
      },
    });
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} sx={{ maxWidth: 480 }}>
      <TextField
        {...register('current_password')}
        label={ja.settings.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        error={Boolean(errors.current_password)}
        helperText={errors.current_password?.message}
      />
      <TextField
        {...register('password')}
        label={ja.settings.newPassword}
        type="password"
        autoComplete="new-password"
        required
        error={Boolean(errors.password)}
        helperText={errors.password?.message ?? ja.settings.hint}
      />
      <TextField
        {...register('password_confirmation')}
        label={ja.settings.newPasswordConfirmation}
        type="password"
        autoComplete="new-password"
        required
        error={Boolean(errors.password_confirmation)}
        helperText={errors.password_confirmation?.message}
      />
      <Box>
        <Button type="submit" variant="contained" loading={changePassword.isPending}>
          {ja.settings.submit}
        </Button>
      </Box>
    </Stack>
  );
}
