import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { forgetTarget } from '../../../lib/redirect-target';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** The employee's own: the session and the cached data go, then the login page. */
function useEmployeeSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return {
    mutation: useSignOutEverywhere(),
    after: () => {
      forgetTarget();
      void Promise.resolve(navigate(paths.login, { replace: true })).then(() => queryClient.clear());
    },
  };
}

/**
 * 「すべての端末からログアウト」 (employee /settings, and the worker's /portal/account with the portal's own call and
 * login page): after confirming, every device (this one too) must sign in again.
 */
export function SignOutEverywhere({ useSignOut = useEmployeeSignOut }: { useSignOut?: () => { mutation: UseMutationResult<void, Error, void>; after: () => void } } = {}) {
  const [open, setOpen] = useState(false);
  const { mutation: signOutEverywhere, after } = useSignOut();
  const toast = useToast();

  const confirm = () => {
    signOutEverywhere.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(ja.settings.signedOutEverywhere);
        after();
      },
      onError: (error) => {
        setOpen(false);
        if (error instanceof ApiError && error.status === 401) return; // session ended: the client redirects to login
        toast.error(failureMessage(ja.settings.signOutEverywhereFailed, error));
      },
    });
  };

  return (
    <Box component="section" aria-labelledby="sign-out-everywhere-title">
      <Typography id="sign-out-everywhere-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {ja.settings.signOutEverywhereSection}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {ja.settings.signOutEverywhereLead}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {ja.settings.signOutEverywhereButton}
      </Button>
      <ConfirmDialog
        open={open}
        title={ja.settings.signOutEverywhereConfirmTitle}
        message={ja.settings.signOutEverywhereConfirmBody}
        confirmLabel={ja.settings.signOutEverywhereConfirm}
        cancelLabel={ja.settings.signOutEverywhereCancel}
        confirmColor="error"
        busy={signOutEverywhere.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      />
    </Box>
  );
}
