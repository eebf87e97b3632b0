import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { changePasswordBodySchema, type ChangePasswordBody } from '@app/shared/auth';
import { ja } from '@app/shared/messages/ja';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormTextField } from '../../components/form-text-field';
import { useDocumentTitle } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useWorkerChangePassword, useWorkerSignOutEverywhere } from '../../features/worker-portal/account-api';
import { ApiError, failureMessage } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { paths } from '../../lib/paths';

const s = ja.settings;
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

function PasswordSection() {
  const toast = useToast();
  const change = useWorkerChangePassword();
  const { control, handleSubmit, setError, reset } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const onSubmit = handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        reset();
        toast.success(s.changed);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return; // session ended: the client redirects to login
        if (!applyServerFieldErrors(error, setError, FIELDS)) toast.error(failureMessage(s.changeFailed, error));
      },
    });
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="portal-password-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="portal-password-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {ja.portal.passwordSection}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {ja.portal.passwordLead}
      </Typography>
      <Stack component="form" noValidate onSubmit={(e) => void onSubmit(e)} spacing={2.5} sx={{ maxWidth: 480 }}>
        <FormTextField control={control} name="current_password" label={s.currentPassword} type="password" autoComplete="current-password" required />
        <FormTextField control={control} name="password" label={s.newPassword} type="password" autoComplete="new-password" required hint={s.hint} />
        <FormTextField control={control} name="password_confirmation" label={s.newPasswordConfirmation} type="password" autoComplete="new-password" required />
        <Box>
          <Button type="submit" variant="contained" loading={change.isPending}>
            {s.submit}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

function SignOutEverywhereSection() {
  const [open, setOpen] = useState(false);
  const signOut = useWorkerSignOutEverywhere();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirm = () => {
    signOut.mutate(undefined, {
      onSettled: (_data, error) => {
        setOpen(false);
        if (error && !(error instanceof ApiError && error.status === 401)) {
          toast.error(failureMessage(s.signOutEverywhereFailed, error));
          return;
        }
        queryClient.removeQueries({ queryKey: ['portal'] });
        toast.success(s.signedOutEverywhere);
        void navigate(paths.portalLogin, { replace: true });
      },
    });
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="portal-sign-out-everywhere-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="portal-sign-out-everywhere-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {s.signOutEverywhereSection}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {s.signOutEverywhereLead}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {s.signOutEverywhereButton}
      </Button>
      <ConfirmDialog
        open={open}
        title={s.signOutEverywhereConfirmTitle}
        message={s.signOutEverywhereConfirmBody}
        confirmLabel={s.signOutEverywhereConfirm}
        cancelLabel={s.signOutEverywhereCancel}
        confirmColor="error"
        busy={signOut.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      />
    </Paper>
  );
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
        <PasswordSection />
        <SignOutEverywhereSection />
      </Stack>
    </Box>
  );
}
