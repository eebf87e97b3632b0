import { useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import {
  acceptWorkerInvitationFormSchema,
  type AcceptWorkerInvitationForm,
  type WorkerInvitation,
} from '@app/shared/worker-portal';
import { FormTextField } from '../../components/form-text-field';
import { useDocumentTitle } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { TermsLinks } from '../../features/app-config/components/terms-links';
import { useAcceptInvitation, useWorkerInvitation } from '../../features/worker-portal/api/worker-portal';
import { LinkProblem } from '../../features/user-password/components/link-problem';
import { ApiError, errorText } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { paths } from '../../lib/paths';

/**
 * /worker_invitations/{token} — no login. The invited worker sets a password (or, when a worker account with the
 * address exists, enters its password to link this company), confirms 氏名/フリガナ, agrees to the terms and lands
 * signed in on /portal.
 */
export function WorkerInvitationPage() {
  useDocumentTitle(ja.portal.inviteTitle);
  const { token = '' } = useParams();
  const invitation = useWorkerInvitation(token);

  if (invitation.isPending) return <Skeleton variant="rounded" height={420} />;
  if (invitation.isError) {
    const error = invitation.error;
    const known = error instanceof ApiError && (error.status === 404 || error.status === 410);
    return (
      <LinkProblem
        title={ja.portal.linkInvalidTitle}
        message={known ? errorText(error) : errorText(error)}
        actions={[{ label: ja.portal.loginTitle, to: paths.portalLogin, primary: true }]}
      />
    );
  }
  return <AcceptForm token={token} invite={invitation.data} />;
}

function AcceptForm({ token, invite }: { token: string; invite: WorkerInvitation }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const accept = useAcceptInvitation(token);
  const existing = invite.account_exists;
  const { control, handleSubmit, setError } = useForm<AcceptWorkerInvitationForm>({
    resolver: zodResolver(acceptWorkerInvitationFormSchema),
    defaultValues: {
      account_exists: existing,
      password: '',
      password_confirmation: '',
      full_name: invite.worker_name,
      full_namekana: invite.worker_namekana,
      agreed_to_terms: false,
    },
  });
  const onSubmit = handleSubmit((values) => {
    accept.mutate(
      { password: values.password, full_name: values.full_name, full_namekana: values.full_namekana, agreed_to_terms: true },
      {
        onSuccess: () => {
          queryClient.removeQueries({ queryKey: ['portal'] });
          toast.success(ja.portal.accepted);
          void navigate(paths.portal, { replace: true });
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, setError, ['password', 'full_name', 'full_namekana', 'agreed_to_terms'])) {
            toast.error(errorText(error));
          }
        },
      },
    );
  });

  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ textAlign: 'center', mb: 1 }}>
        {ja.portal.inviteTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {existing ? ja.portal.inviteExistingLead(invite.company_name) : ja.portal.inviteLead(invite.company_name)}
      </Typography>
      <Box component="dl" sx={{ m: 0, mb: 3, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {ja.portal.invitedCompany}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }} data-testid="invite-company">
          {invite.company_name}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {ja.portal.invitedName}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }} data-testid="invite-worker-name">
          {invite.worker_name}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {ja.portal.email}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-all' }}>
          {invite.email}
        </Typography>
      </Box>
      <Stack component="form" noValidate onSubmit={(e) => void onSubmit(e)} spacing={2.5}>
        <input type="text" name="username" autoComplete="username" value={invite.email} readOnly hidden />
        <FormTextField
          control={control}
          name="password"
          label={existing ? ja.portal.currentPassword : ja.portal.newPassword}
          type="password"
          autoComplete={existing ? 'current-password' : 'new-password'}
          required
          autoFocus
          hint={existing ? undefined : ja.userPassword.hint}
          size="medium"
        />
        {existing ? null : (
          <FormTextField
            control={control}
            name="password_confirmation"
            label={ja.portal.newPasswordConfirmation}
            type="password"
            autoComplete="new-password"
            required
            size="medium"
          />
        )}
        <FormTextField control={control} name="full_name" label={ja.portal.fullName} autoComplete="name" required size="medium" />
        <FormTextField control={control} name="full_namekana" label={ja.portal.fullNameKana} size="medium" />
        <Controller
          control={control}
          name="agreed_to_terms"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
                label={
                  <>
                    <TermsLinks />
                    {ja.portal.agreeTermsSuffix}
                  </>
                }
              />
              {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
            </FormControl>
          )}
        />
        <Button type="submit" variant="contained" size="large" loading={accept.isPending} fullWidth sx={{ py: 1.25 }}>
          {ja.portal.acceptSubmit}
        </Button>
      </Stack>
    </Box>
  );
}
