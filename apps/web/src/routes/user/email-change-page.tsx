import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useConfirmEmailChange, useEmailChange } from '../../features/user-password/api/password-links';
import { LinkProblem } from '../../features/user-password/components/link-problem';
import { ApiError, errorText, failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';

const t = ja.employees;

/**
 * /user/email_change/{token} — the link mailed to an employee's new address (issue #19 I8): shows the change and
 * applies it when the person confirms; then they sign in with the new address. No login needed; no Referer is sent.
 */
export function EmailChangePage() {
  useDocumentTitle(t.emailChangeTitle);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const change = useEmailChange(token);
  const confirm = useConfirmEmailChange();

  if (change.isPending) return <Skeleton variant="rounded" height={220} />;
  if (change.isError) {
    const error = change.error;
    const known = error instanceof ApiError && (error.status === 404 || error.status === 410);
    return (
      <LinkProblem
        title={t.emailChangeLinkInvalidTitle}
        message={known ? errorText(error) : failureMessage(t.emailChangeFailed, error)}
        actions={[{ label: t.emailChangeBackToLogin, to: paths.login, primary: true }]}
      />
    );
  }
  const info = change.data;
  const submit = async () => {
    try {
      await confirm.mutateAsync(token);
      toast.success(t.emailChangeDone);
      void navigate(paths.login, { replace: true });
    } catch (error) {
      toast.error(failureMessage(t.emailChangeFailed, error));
    }
  };
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ textAlign: 'center', mb: 1 }}>
        {t.emailChangeTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
        {t.emailChangeLead(info.company_name)}
      </Typography>
      <Box component="dl" sx={{ m: 0, mb: 3, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, fontSize: 14 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t.emailChangeCurrent}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }} data-testid="email-change-current">
          {info.current_email}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t.emailChangeNew}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-all' }} data-testid="email-change-new">
          {info.new_email}
        </Typography>
      </Box>
      <Button variant="contained" fullWidth size="large" loading={confirm.isPending} onClick={() => void submit()}>
        {t.emailChangeSubmit}
      </Button>
    </Box>
  );
}
