import { Link as RouterLink, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { UseMutationResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { emailSchema } from '@app/shared/auth';
import { ja } from '@app/shared/messages/ja';
import { FormTextField } from '../../../components/form-text-field';
import { useToast } from '../../../components/toast';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';

const schema = z.object({ email: emailSchema });
type Form = z.infer<typeof schema>;

/**
 * "Forgot your password" for employees (/user/reset_password) and workers (/portal/reset_password): asks for the
 * address; the answer is the same whether it is known or not (a 404 also counts as success, SPEC §4): the success
 * toast, then the sign-in page.
 */
export function ResetRequestForm({
  title,
  lead,
  emailLabel,
  loginPath,
  request,
}: {
  title: string;
  lead: string;
  emailLabel: string;
  loginPath: string;
  request: UseMutationResult<unknown, Error, string>;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const { control, handleSubmit, setError } = useForm<Form>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const done = () => {
    toast.success(ja.resetPassword.sent);
    void navigate(loginPath, { replace: true });
  };
  const onSubmit = handleSubmit((values) => {
    request.mutate(values.email, {
      onSuccess: done,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) return done();
        if (!applyServerFieldErrors(error, setError, ['email'])) toast.error(failureMessage(ja.resetPassword.sendFailed, error));
      },
    });
  });
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ textAlign: 'center', mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
        {lead}
      </Typography>
      <Stack component="form" noValidate onSubmit={(e) => void onSubmit(e)} spacing={2.5}>
        <FormTextField control={control} name="email" label={emailLabel} type="email" autoComplete="username" autoFocus required size="medium" />
        <Button type="submit" variant="contained" size="large" loading={request.isPending} fullWidth sx={{ py: 1.25 }}>
          {ja.resetPassword.submit}
        </Button>
      </Stack>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={loginPath} variant="body2" underline="hover">
          {ja.resetPassword.backToLogin}
        </Link>
      </Box>
    </Box>
  );
}
