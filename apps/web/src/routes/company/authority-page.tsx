import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { ja } from '@app/shared/messages/ja';
import { PageHeader } from '../../components/page-header';
import { AuthorityTable } from '../../features/company-settings/components/authority-table';
import { useRoles } from '../../features/employees/api/get-roles';
import { failureMessage } from '../../lib/api-client';

/** /company/authority — what each role may do, from GET /api/employees/roles. */
export function AuthorityPage() {
  const roles = useRoles();
  return (
    <Box>
      <PageHeader title={ja.authority.title} description={ja.authority.lead} />
      {roles.data ? <AuthorityTable roles={roles.data} /> : null}
      {roles.isPending ? <Skeleton variant="rounded" height={260} /> : null}
      {roles.isError ? <Alert severity="error">{failureMessage(ja.loadFailed.roles, roles.error)}</Alert> : null}
    </Box>
  );
}
