import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useWorkerResetPassword } from '../../features/worker-portal/api';
import { LinkProblem } from '../../features/user-password/components/link-problem';
import { NewPasswordForm } from '../../features/user-password/components/new-password-form';
import { ApiError, errorText, failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';

/** /portal/reset_password/edit?token=… — a worker account's new password; every device is signed out; then /portal/login. */
export function PortalResetPasswordEditPage() {
  useDocumentTitle(ja.resetPassword.editTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const reset = useWorkerResetPassword();
  const [problem, setProblem] = useState<string | null>(token ? null : ja.resetPassword.linkMissing);

  if (problem) {
    return (
      <LinkProblem
        title={ja.userPassword.linkInvalidTitle}
        message={problem}
        actions={[
          { label: ja.resetPassword.requestAgain, to: paths.portalResetPassword, primary: true },
          { label: ja.resetPassword.backToLogin, to: paths.portalLogin },
        ]}
      />
    );
  }
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ textAlign: 'center', mb: 1 }}>
        {ja.resetPassword.editTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
        {ja.resetPassword.editLead}
      </Typography>
      <NewPasswordForm
        passwordLabel={ja.resetPassword.password}
        confirmationLabel={ja.resetPassword.passwordConfirmation}
        submitLabel={ja.resetPassword.editSubmit}
        busy={reset.isPending}
        onSubmit={async (password) => {
          try {
            await reset.mutateAsync({ token, password });
            toast.success(ja.resetPassword.reset);
            void navigate(paths.portalLogin, { replace: true });
            return null;
          } catch (error) {
            if (error instanceof ApiError && (error.status === 404 || error.status === 410)) setProblem(errorText(error));
            else toast.error(failureMessage(ja.resetPassword.resetFailed, error));
            return error;
          }
        }}
      />
    </Box>
  );
}
