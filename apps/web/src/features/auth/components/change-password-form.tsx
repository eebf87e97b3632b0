import { useForm } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { changePasswordBodySchema, type ChangePasswordBody } from '@app/shared/auth';
import { ja } from '@app/shared/messages/ja';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { FormTextField } from '../../../components/form-text-field';
import { useToast } from '../../../components/toast';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/**
 * The current and new password (employee /settings, and the worker's /portal/account with the portal's own call):
 * field errors from the server land on their inputs; a 401 is left to the client's redirect.
 */
export function ChangePasswordForm({ useChange = useChangePassword }: { useChange?: () => UseMutationResult<unknown, Error, ChangePasswordBody> } = {}) {
  const toast = useToast();
  const changePassword = useChange();
  const {
    control,
    handleSubmit,
    setError,
    reset,
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
      <FormTextField
        control={control}
        name="current_password"
        label={ja.settings.currentPassword}
        type="password"
        autoComplete="current-password"
        required
      />
      <FormTextField
        control={control}
        name="password"
        label={ja.settings.newPassword}
        type="password"
        autoComplete="new-password"
        required
        hint={ja.settings.hint}
      />
      <FormTextField
        control={control}
        name="password_confirmation"
        label={ja.settings.newPasswordConfirmation}
        type="password"
        autoComplete="new-password"
        required
      />
      <Box>
        <Button type="submit" variant="contained" loading={changePassword.isPending}>
          {ja.settings.submit}
        </Button>
      </Box>
    </Stack>
  );
}
