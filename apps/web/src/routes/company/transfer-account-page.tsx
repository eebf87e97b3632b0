import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ja } from '@app/shared/messages/ja';
import { can } from '@app/shared/roles';
import { TRANSFER_ACCOUNTS_MAX, transferAccountLabel, type TransferAccountBody } from '@app/shared/transfer-accounts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useProfile } from '../../features/profile/api/get-profile';
import { useSaveTransferAccounts, useTransferAccounts, withDefault, withEntry, withoutEntry } from '../../features/transfer-accounts/api/transfer-accounts';
import { TransferAccountDialog } from '../../features/transfer-accounts/components/transfer-account-dialog';
import { TransferAccountList } from '../../features/transfer-accounts/components/transfer-account-list';
import { failureMessage } from '../../lib/api-client';

const t = ja.transferAccount;

/** /company/transfer_account — the accounts the company pays its workers from (SPEC §2, issue #11 item 7). */
export function TransferAccountPage() {
  const toast = useToast();
  const profile = useProfile();
  const canManage = profile.data ? can(profile.data.role, 'manageCompany') : false;
  const accounts = useTransferAccounts();
  const save = useSaveTransferAccounts();
  /** The dialog: the index of the account edited, or null to add one. */
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const list = accounts.data ?? [];

  async function put(bodies: TransferAccountBody[], success: string): Promise<unknown> {
    try {
      await save.mutateAsync(bodies);
      toast.success(success);
      return null;
    } catch (error) {
      toast.error(failureMessage(t.saveFailed, error));
      return error;
    }
  }

  const onSubmit = async (entry: TransferAccountBody) => {
    const index = editing?.index ?? null;
    const error = await put(withEntry(list, index, entry), t.saved);
    if (!error) {
      setEditing(null);
      return null;
    }
    return { error, prefix: `transfer_accounts.${index ?? list.length}` };
  };

  const removed = removing === null ? undefined : list[removing];
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          canManage ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ index: null })}
              disabled={!accounts.isSuccess || list.length >= TRANSFER_ACCOUNTS_MAX}
            >
              {t.add}
            </Button>
          ) : null
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {profile.data && !canManage ? (
          <Typography variant="body2" color="text.secondary" data-testid="read-only-note">
            {ja.company.readOnly}
          </Typography>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {accounts.isSuccess && list.length > 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="transfer-account-count">
            {t.count(list.length, TRANSFER_ACCOUNTS_MAX)}
          </Typography>
        ) : null}
      </Box>
      {accounts.isPending ? <Skeleton variant="rounded" height={200} /> : null}
      {accounts.isError ? <Alert severity="error">{failureMessage(t.loadFailed, accounts.error)}</Alert> : null}
      {accounts.isSuccess && list.length === 0 ? <Alert severity="info">{t.empty}</Alert> : null}
      {accounts.isSuccess && list.length > 0 ? (
        <TransferAccountList
          accounts={list}
          canManage={canManage}
          busy={save.isPending}
          onMakeDefault={(index) => void put(withDefault(list, index), t.saved)}
          onEdit={(index) => setEditing({ index })}
          onRemove={(index) => setRemoving(index)}
        />
      ) : null}
      <TransferAccountDialog
        open={editing !== null}
        account={editing?.index == null ? null : (list[editing.index] ?? null)}
        firstAccount={list.length === 0}
        busy={save.isPending}
        onClose={() => setEditing(null)}
        onSubmit={onSubmit}
      />
      <ConfirmDialog
        open={removed !== undefined}
        title={t.removeTitle}
        message={removed ? t.removeBody(transferAccountLabel(removed), removed.isDefault && list.length > 1) : ''}
        confirmLabel={t.removeConfirm}
        confirmColor="error"
        busy={save.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing === null) return;
          void put(withoutEntry(list, removing), t.removed).then((error) => {
            if (!error) setRemoving(null);
          });
        }}
      />
    </Box>
  );
}
