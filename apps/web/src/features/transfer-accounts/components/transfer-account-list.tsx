import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { ja } from '@app/shared/messages/ja';
import { transferAccountLabel, type TransferAccount } from '@app/shared/transfer-accounts';
import { InfoGrid } from '../../../components/info-grid';

const t = ja.transferAccount;


/**
 * The company's 振込元口座, one card each, the default first: the radio picks the default (saved at once), 編集 and
 * 削除 open the page's dialogs. Read-only roles see the same cards without controls.
 */
export function TransferAccountList({
  accounts,
  canManage,
  busy,
  onMakeDefault,
  onEdit,
  onRemove,
}: {
  accounts: readonly TransferAccount[];
  canManage: boolean;
  busy: boolean;
  onMakeDefault: (index: number) => void;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  const defaultIndex = accounts.findIndex((a) => a.isDefault);
  return (
    <RadioGroup
      aria-label={t.isDefault}
      value={defaultIndex >= 0 ? String(accounts[defaultIndex]!.id) : ''}
      onChange={(event) => onMakeDefault(accounts.findIndex((a) => String(a.id) === event.target.value))}
      sx={{ display: 'grid', gap: 2 }}
    >
      {accounts.map((account, index) => (
        <Paper key={account.id} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="transfer-account">
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1rem', fontWeight: 700, mr: 'auto', wordBreak: 'break-word' }}>
              {`${account.bankName}（${account.bankCode}） ${account.branchName}（${account.branchCode}）`}
            </Typography>
            {account.isDefault ? <Chip label={t.defaultChip} color="primary" size="small" /> : null}
          </Box>
          {account.accountType === 'savings' ? (
            <Alert severity="error" sx={{ mb: 1.5 }}>
              {t.savingsAccount}
            </Alert>
          ) : null}
          <InfoGrid
            labelWidth="8rem"
            items={[
              { label: t.accountType, value: ja.bankAccount.accountTypes[account.accountType] },
              { label: t.accountNumber, value: account.accountNumber },
              { label: t.requesterCode, value: account.requesterCode },
              { label: t.requesterName, value: <Box component="span" sx={{ fontFamily: 'monospace' }}>{account.requesterName}</Box> },
            ]}
          />
          {canManage ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
              <FormControlLabel
                value={String(account.id)}
                control={<Radio disabled={busy} slotProps={{ input: { 'aria-label': `${transferAccountLabel(account)} を${t.makeDefault}` } }} />}
                label={t.isDefault}
                sx={{ mr: 'auto' }}
              />
              <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(index)} disabled={busy} aria-label={`${transferAccountLabel(account)} を${t.edit}`}>
                {t.edit}
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => onRemove(index)}
                disabled={busy}
                aria-label={`${transferAccountLabel(account)} を${t.remove}`}
              >
                {t.remove}
              </Button>
            </Box>
          ) : null}
        </Paper>
      ))}
    </RadioGroup>
  );
}
