import { Link as RouterLink, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { workerSignInBodySchema, type WorkerSignInBody } from '@app/shared/worker-portal';
import { FormTextField } from '../../components/form-text-field';
import { useDocumentTitle } from '../../components/page-header';
import { useWorkerSignIn } from '../../features/worker-portal/api/worker-portal';
import { ApiError, errorText } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { paths } from '../../lib/paths';

/** /portal/login — a worker account's sign-in (its own session, separate from the employees'). */
export function PortalLoginPage() {
  useDocumentTitle(ja.portal.loginTitle);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useWorkerSignIn();
  const { control, handleSubmit, setError } = useForm<WorkerSignInBody>({
    resolver: zodResolver(workerSignInBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: () => {
        queryClient.removeQueries({ queryKey: ['portal'] });
        void navigate(paths.portal, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError) applyServerFieldErrors(error, setError, ['email', 'password']);
      },
    });
  });
  const serverMessage = signIn.error instanceof ApiError && Object.keys(signIn.error.fields).length > 0 ? null : signIn.error;
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ textAlign: 'center', mb: 1 }}>
        {ja.portal.loginTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
        {ja.portal.loginLead}
      </Typography>
      <Stack component="form" noValidate onSubmit={(e) => void onSubmit(e)} spacing={2.5}>
        {serverMessage ? (
          <Alert severity="error" role="alert" data-testid="login-error">
            {errorText(serverMessage)}
          </Alert>
        ) : null}
        <FormTextField control={control} name="email" label={ja.portal.email} type="email" autoComplete="username" autoFocus required size="medium" />
        <FormTextField control={control} name="password" label={ja.portal.password} type="password" autoComplete="current-password" required size="medium" />
        <Button type="submit" variant="contained" size="large" loading={signIn.isPending} fullWidth sx={{ py: 1.25 }}>
          {ja.portal.loginSubmit}
        </Button>
      </Stack>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.portalResetPassword} variant="body2" underline="hover">
          {ja.portal.forgotPassword}
        </Link>
      </Box>
    </Box>
  );
}
