import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useInvitation, useRegisterPassword } from '../../features/user-password/api/password-links';
import { LinkProblem } from '../../features/user-password/components/link-problem';
import { NewPasswordForm } from '../../features/user-password/components/new-password-form';
import { ApiError, errorText, failureMessage } from '../../lib/api-client';
import { DEFAULT_AFTER_LOGIN, paths } from '../../lib/paths';

/**
 * /user/password/{token} — the invited employee sets a password and is signed in by the answer (its token headers are
 * stored by the api client; issue #21), then lands on the app like after /login.
 */
export function PasswordPage() {
  useDocumentTitle(ja.userPassword.title);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const invitation = useInvitation(token);
  const register = useRegisterPassword();

  if (invitation.isPending) return <Skeleton variant="rounded" height={260} />;
  if (invitation.isError) {
    const error = invitation.error;
    const known = error instanceof ApiError && (error.status === 404 || error.status === 410);
    return (
      <LinkProblem
        title={ja.userPassword.linkInvalidTitle}
        message={known ? errorText(error) : failureMessage(ja.loadFailed.initialRegistration, error)}
        actions={[{ label: ja.userPassword.backToLogin, to: paths.login, primary: true }]}
      />
    );
  }
  const invite = invitation.data;
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ textAlign: 'center', mb: 1 }}>
        {ja.userPassword.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
        {ja.userPassword.lead(invite.company_name)}
      </Typography>
      <Box component="dl" sx={{ m: 0, mb: 3, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, fontSize: 14 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {ja.userPassword.name}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }} data-testid="invite-name">
          {invite.name}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {ja.userPassword.email}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-all' }} data-testid="invite-email">
          {invite.email}
        </Typography>
      </Box>
      <NewPasswordForm
        passwordLabel={ja.userPassword.password}
        confirmationLabel={ja.userPassword.passwordConfirmation}
        submitLabel={ja.userPassword.submit}
        busy={register.isPending}
        username={invite.email}
        onSubmit={async (password) => {
          try {
            await register.mutateAsync({ token, password });
            toast.success(ja.userPassword.registered);
            queryClient.clear();
            void navigate(DEFAULT_AFTER_LOGIN, { replace: true });
            return null;
          } catch (error) {
            toast.error(failureMessage(ja.userPassword.registerFailed, error));
            return error;
          }
        }}
      />
    </Box>
  );
}
