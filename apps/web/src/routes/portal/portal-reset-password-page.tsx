import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { useWorkerResetRequest } from '../../features/worker-portal/api/worker-portal';
import { ResetRequestForm } from '../../features/user-password/components/reset-request-form';
import { paths } from '../../lib/paths';

/** /portal/reset_password — the same answer whether the address has a worker account or not; then /portal/login. */
export function PortalResetPasswordPage() {
  useDocumentTitle(ja.portal.resetTitle);
  const request = useWorkerResetRequest();
  return <ResetRequestForm title={ja.portal.resetTitle} lead={ja.portal.resetLead} emailLabel={ja.portal.email} loginPath={paths.portalLogin} request={request} />;
}
