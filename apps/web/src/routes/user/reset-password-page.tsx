import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { useRequestPasswordReset } from '../../features/user-password/api/password-links';
import { ResetRequestForm } from '../../features/user-password/components/reset-request-form';
import { paths } from '../../lib/paths';

/** /user/reset_password — asks for the mail; then /login. */
export function ResetPasswordPage() {
  useDocumentTitle(ja.resetPassword.title);
  const request = useRequestPasswordReset();
  return (
    <ResetRequestForm title={ja.resetPassword.title} lead={ja.resetPassword.lead} emailLabel={ja.resetPassword.email} loginPath={paths.login} request={request} />
  );
}
