import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { SignOutEverywhere } from '../../features/auth/components/sign-out-everywhere';
import { useWorkerChangePassword, useWorkerSignOutEverywhere } from '../../features/worker-portal/api/worker-account';
import { paths } from '../../lib/paths';

/** The worker's session and cached portal data go, then the portal's login page. */
function useWorkerSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return {
    mutation: useWorkerSignOutEverywhere(),
    after: () => {
      queryClient.removeQueries({ queryKey: ['portal'] });
      void navigate(paths.portalLogin, { replace: true });
    },
  };
}

/** /portal/account — the worker's password change and sign-out from every device (issue #19 I5). */
export function PortalAccountPage() {
  useDocumentTitle(ja.portal.accountTitle);
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {ja.portal.accountTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {ja.portal.accountLead}
      </Typography>
      <Stack spacing={2}>
        <Paper variant="outlined" component="section" aria-labelledby="portal-password-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="portal-password-title" component="h2" variant="h6" sx={{ mb: 1 }}>
            {ja.portal.passwordSection}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {ja.portal.passwordLead}
          </Typography>
          <ChangePasswordForm useChange={useWorkerChangePassword} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <SignOutEverywhere useSignOut={useWorkerSignOut} />
        </Paper>
      </Stack>
    </Box>
  );
}
