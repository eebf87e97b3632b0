import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useResetPassword, useResetToken } from '../../features/user-password/api/password-links';
import { LinkProblem } from '../../features/user-password/components/link-problem';
import { NewPasswordForm } from '../../features/user-password/components/new-password-form';
import { ApiError, errorText, failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';

/** /user/reset_password/edit?token=… — sets a new password; every device is signed out; then /login. */
export function ResetPasswordEditPage() {
  useDocumentTitle(ja.resetPassword.editTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const check = useResetToken(token);
  const reset = useResetPassword();

  const problem = (message: string) => (
    <LinkProblem
      title={ja.userPassword.linkInvalidTitle}
      message={message}
      actions={[
        { label: ja.resetPassword.requestAgain, to: paths.resetPassword, primary: true },
        { label: ja.resetPassword.backToLogin, to: paths.login },
      ]}
    />
  );
  if (!token) return problem(ja.resetPassword.linkMissing);
  if (check.isPending) return <Skeleton variant="rounded" height={260} />;
  if (check.isError) {
    const error = check.error;
    return problem(error instanceof ApiError && (error.status === 404 || error.status === 410 || error.status === 422) ? errorText(error) : failureMessage(ja.resetPassword.resetFailed, error));
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
            void navigate(paths.login, { replace: true });
            return null;
          } catch (error) {
            toast.error(failureMessage(ja.resetPassword.resetFailed, error));
            return error;
          }
        }}
      />
    </Box>
  );
}
