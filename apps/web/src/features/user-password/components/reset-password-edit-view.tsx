import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { useToast } from '../../../components/toast';
import { ApiError, errorText, failureMessage } from '../../../lib/api-client';
import { LinkProblem } from './link-problem';
import { NewPasswordForm } from './new-password-form';

/** A link answer that means "this link cannot be used" (unknown or used → 404, expired → 410, malformed → 422). */
const isLinkProblem = (error: unknown) => error instanceof ApiError && [404, 410, 422].includes(error.status);

/**
 * The new-password page of a reset link, for employees (/user/reset_password/edit) and workers
 * (/portal/reset_password/edit): a missing, unknown, used or expired link shows what happened and a way to ask again
 * instead of a form (checked first where the API can check a link, else when the form is sent); a new password signs
 * every device out and leads to the sign-in page.
 */
export function ResetPasswordEditView({
  token,
  check,
  reset,
  requestAgainPath,
  loginPath,
}: {
  token: string;
  /** the link's state, where the API answers it before the form is sent */
  check?: { isPending: boolean; error: Error | null };
  reset: UseMutationResult<unknown, Error, { token: string; password: string }>;
  requestAgainPath: string;
  loginPath: string;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const [refused, setRefused] = useState<string | null>(null);

  const checkProblem = check?.error
    ? isLinkProblem(check.error)
      ? errorText(check.error)
      : failureMessage(ja.resetPassword.resetFailed, check.error)
    : null;
  const problem = !token ? ja.resetPassword.linkMissing : (refused ?? checkProblem);
  if (problem) {
    return (
      <LinkProblem
        title={ja.userPassword.linkInvalidTitle}
        message={problem}
        actions={[
          { label: ja.resetPassword.requestAgain, to: requestAgainPath, primary: true },
          { label: ja.resetPassword.backToLogin, to: loginPath },
        ]}
      />
    );
  }
  if (check?.isPending) return <Skeleton variant="rounded" height={260} />;
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
            void navigate(loginPath, { replace: true });
            return null;
          } catch (error) {
            if (isLinkProblem(error)) setRefused(errorText(error as ApiError));
            else toast.error(failureMessage(ja.resetPassword.resetFailed, error));
            return error;
          }
        }}
      />
    </Box>
  );
}
