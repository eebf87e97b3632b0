import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { newPasswordFormSchema, type NewPasswordForm as Form } from '@app/shared/employees';
import { ja } from '@app/shared/messages/ja';
import { FormTextField } from '../../../components/form-text-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';

/** Password twice; the server's `fields` (e.g. a common password) land on the first input. */
export function NewPasswordForm({
  passwordLabel,
  confirmationLabel,
  submitLabel,
  busy,
  username,
  onSubmit,
}: {
  passwordLabel: string;
  confirmationLabel: string;
  submitLabel: string;
  busy: boolean;
  /** For password managers (hidden username field). */
  username?: string;
  /** Resolves with the error of a failed request, or null. */
  onSubmit: (password: string) => Promise<unknown>;
}) {
  const { control, handleSubmit, setError } = useForm<Form>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const submit = handleSubmit(async (values) => {
    const error = await onSubmit(values.password);
    if (error) applyServerFieldErrors(error, setError, ['password'], (f) => (f === 'user.password' ? 'password' : f));
  });
  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} spacing={2.5}>
      {username ? <input type="text" name="username" autoComplete="username" value={username} readOnly hidden /> : null}
      <FormTextField control={control} name="password" label={passwordLabel} type="password" autoComplete="new-password" required autoFocus hint={ja.userPassword.hint} size="medium" />
      <FormTextField control={control} name="password_confirmation" label={confirmationLabel} type="password" autoComplete="new-password" required size="medium" />
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth sx={{ py: 1.25 }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
