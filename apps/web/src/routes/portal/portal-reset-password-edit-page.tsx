import { useSearchParams } from 'react-router';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { useWorkerResetPassword } from '../../features/worker-portal/api/worker-portal';
import { ResetPasswordEditView } from '../../features/user-password/components/reset-password-edit-view';
import { paths } from '../../lib/paths';

/** /portal/reset_password/edit?token=… — a worker account's new password; every device is signed out; then /portal/login. */
export function PortalResetPasswordEditPage() {
  useDocumentTitle(ja.resetPassword.editTitle);
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useWorkerResetPassword();
  return <ResetPasswordEditView token={token} reset={reset} requestAgainPath={paths.portalResetPassword} loginPath={paths.portalLogin} />;
}
