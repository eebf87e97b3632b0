import { Link as RouterLink, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { workerResetRequestBodySchema, type WorkerResetRequestBody } from '@app/shared/worker-portal';
import { FormTextField } from '../../components/form-text-field';
import { useDocumentTitle } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useWorkerResetRequest } from '../../features/worker-portal/api';
import { failureMessage } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { paths } from '../../lib/paths';

/** /portal/reset_password — the same answer whether the address has a worker account or not; then /portal/login. */
export function PortalResetPasswordPage() {
  useDocumentTitle(ja.portal.resetTitle);
  const navigate = useNavigate();
  const toast = useToast();
  const request = useWorkerResetRequest();
  const { control, handleSubmit, setError } = useForm<WorkerResetRequestBody>({
    resolver: zodResolver(workerResetRequestBodySchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((values) => {
    request.mutate(values.email, {
      onSuccess: () => {
        toast.success(ja.resetPassword.sent);
        void navigate(paths.portalLogin, { replace: true });
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, ['email'])) toast.error(failureMessage(ja.resetPassword.sendFailed, error));
      },
    });
  });
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ textAlign: 'center', mb: 1 }}>
        {ja.portal.resetTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
        {ja.portal.resetLead}
      </Typography>
      <Stack component="form" noValidate onSubmit={(e) => void onSubmit(e)} spacing={2.5}>
        <FormTextField control={control} name="email" label={ja.portal.email} type="email" autoComplete="username" autoFocus required size="medium" />
        <Button type="submit" variant="contained" size="large" loading={request.isPending} fullWidth sx={{ py: 1.25 }}>
          {ja.resetPassword.submit}
        </Button>
      </Stack>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.portalLogin} variant="body2" underline="hover">
          {ja.resetPassword.backToLogin}
        </Link>
      </Box>
    </Box>
  );
}
