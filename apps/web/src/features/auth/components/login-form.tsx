import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { signInBodySchema, type SignInBody } from '@app/shared/auth';
import { ja } from '@app/shared/messages/ja';
import { ApiError, errorText } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextField } from '../../../components/form-text-field';
import { useSignIn } from '../api/sign-in';

/** E-mail + password. The server's message (401 wrong credentials, 403 suspended, 429 throttled) is shown above the form. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const {
    control,
    handleSubmit,
    setError,
  } = useForm<SignInBody>({
    resolver: zodResolver(signInBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (error instanceof ApiError) applyServerFieldErrors(error, setError, ['email', 'password']);
      },
    });
  });

  const serverMessage =
    signIn.error instanceof ApiError && Object.keys(signIn.error.fields).length > 0 ? null : signIn.error;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      {serverMessage ? (
        <Alert severity="error" role="alert" data-testid="login-error">
          {errorText(serverMessage)}
        </Alert>
      ) : null}
      <FormTextField
        control={control}
        name="email"
        label={ja.login.email}
        type="email"
        autoComplete="username"
        autoFocus
        required
        size="medium"
      />
      <FormTextField
        control={control}
        name="password"
        label={ja.login.password}
        type="password"
        autoComplete="current-password"
        required
        size="medium"
      />
      <Button type="submit" variant="contained" size="large" loading={signIn.isPending} fullWidth sx={{ py: 1.25 }}>
        {ja.login.submit}
      </Button>
    </Stack>
  );
}
