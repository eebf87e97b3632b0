import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { useWorkerBankAccount } from '../../features/worker-portal/api/bank-account';
import { BankAccountForm, StoredBankAccount } from '../../features/worker-portal/components/bank-account-form';
import { errorText } from '../../lib/api-client';

const t = ja.bankAccount;

/** /portal/bank_account — the worker's 振込口座: what is stored, then the form (features/worker-portal). */
export function PortalBankAccountPage() {
  useDocumentTitle(t.title);
  const account = useWorkerBankAccount();

  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.lead}
      </Typography>
      {account.isPending ? <Skeleton variant="rounded" height={360} /> : null}
      {account.isError ? <Alert severity="error">{errorText(account.error)}</Alert> : null}
      {account.isSuccess ? (
        <>
          {account.data ? (
            <StoredBankAccount account={account.data} />
          ) : (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t.none}
            </Alert>
          )}
          <BankAccountForm account={account.data} />
        </>
      ) : null}
    </Box>
  );
}
