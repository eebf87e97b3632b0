import { useSearchParams } from 'react-router';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { useResetPassword, useResetToken } from '../../features/user-password/api/password-links';
import { ResetPasswordEditView } from '../../features/user-password/components/reset-password-edit-view';
import { paths } from '../../lib/paths';

/** /user/reset_password/edit?token=… — sets a new password; every device is signed out; then /login. */
export function ResetPasswordEditPage() {
  useDocumentTitle(ja.resetPassword.editTitle);
  const token = useSearchParams()[0].get('token') ?? '';
  const check = useResetToken(token);
  const reset = useResetPassword();
  return <ResetPasswordEditView token={token} check={check} reset={reset} requestAgainPath={paths.resetPassword} loginPath={paths.login} />;
}
