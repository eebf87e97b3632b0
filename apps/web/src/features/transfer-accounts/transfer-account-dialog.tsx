import { useEffect } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BankOption } from '@app/shared/banks';
import { ja } from '@app/shared/messages/ja';
import { transferAccountBodySchema, type TransferAccount, type TransferAccountBody } from '@app/shared/transfer-accounts';
import { toZenginName } from '@app/shared/zengin-kana';
import { REQUESTER_ACCOUNT_TYPES } from '@app/shared/zengin-transfer';
import { BankBranchPicker } from '../../components/bank-branch-picker';
import { FormTextField } from '../../components/form-text-field';
import { applyServerFieldErrors } from '../../lib/form-errors';

const t = ja.transferAccount;

type Form = {
  bank: BankOption | null;
  branch: BankOption | null;
  account_type: string;
  account_number: string;
  requester_code: string;
  requester_name: string;
  is_default: boolean;
};
const FIELDS = ['bank', 'branch', 'account_type', 'account_number', 'requester_code', 'requester_name'] as const;
/** The body's field names on the form: the picker holds the bank and branch, the body their codes. */
const formField = (field: string) => (field === 'bank_code' ? 'bank' : field === 'branch_code' ? 'branch' : field);

function toBody(values: Form, id: number | undefined): TransferAccountBody {
  return {
    ...(id === undefined ? {} : { id }),
    bank_code: values.bank?.code ?? '',
    branch_code: values.branch?.code ?? '',
    account_type: values.account_type as TransferAccountBody['account_type'],
    account_number: values.account_number,
    requester_code: values.requester_code,
    requester_name: values.requester_name,
    is_default: values.is_default,
  };
}

/** The API's own schema, run on the form's values: the same rules and messages before anything is sent. */
const formSchema = z.custom<Form>().superRefine((values, ctx) => {
  const result = transferAccountBodySchema.safeParse(toBody(values, undefined));
  if (!result.success) {
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [formField(String(issue.path[0]))] });
  }
}) as unknown as z.ZodType<Form, Form>;

function toForm(account: TransferAccount | null, firstAccount: boolean): Form {
  if (!account) {
    return { bank: null, branch: null, account_type: 'normal', account_number: '', requester_code: '', requester_name: '', is_default: firstAccount };
  }
  return {
    // the master's kana are shown only among search results; a saved choice needs none
    bank: { code: account.bankCode, name: account.bankName, kana: '' },
    branch: { code: account.branchCode, name: account.branchName, kana: '' },
    account_type: account.accountType,
    account_number: account.accountNumber,
    requester_code: account.requesterCode,
    requester_name: account.requesterName,
    is_default: account.isDefault,
  };
}

/** 依頼人名 as the transfer file will hold it (法人略語 included), shown while typing (nothing when it cannot be converted yet). */
function RequesterNamePreview({ value }: { value: string }) {
  const converted = toZenginName(value);
  if (!converted.ok || converted.value === '') return null;
  return (
    <Typography variant="body2" sx={{ mt: -1.5, px: 1.75, fontFamily: 'monospace' }} data-testid="requester-name-preview">
      {t.requesterNamePreview(converted.value)}
    </Typography>
  );
}

/**
 * Add (account null) or edit one 振込元口座. The bank and branch come from the 全銀 master (BankBranchPicker); the
 * whole list is saved by the page. The default stays the default until another account is made the default.
 */
export function TransferAccountDialog({
  open,
  account,
  firstAccount,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  account: TransferAccount | null;
  /** no account is saved yet: the new one is the default */
  firstAccount: boolean;
  busy: boolean;
  onClose: () => void;
  /** Resolves with the error of a failed request and the server's field-name prefix of this account, or null. */
  onSubmit: (entry: TransferAccountBody) => Promise<{ error: unknown; prefix: string } | null>;
}) {
  const { control, handleSubmit, reset, setError } = useForm<Form>({ resolver: zodResolver(formSchema), defaultValues: toForm(null, firstAccount) });
  const bank = useController({ name: 'bank', control });
  const branch = useController({ name: 'branch', control });
  const accountType = useController({ name: 'account_type', control });
  const isDefault = useController({ name: 'is_default', control });
  const requesterName = useWatch({ control, name: 'requester_name' });
  useEffect(() => {
    if (open) reset(toForm(account, firstAccount));
  }, [open, account, firstAccount, reset]);
  const lockedDefault = firstAccount || account?.isDefault === true;

  const submit = handleSubmit(async (values) => {
    const failed = await onSubmit(toBody(values, account?.id));
    if (failed) {
      const prefix = `${failed.prefix}.`;
      applyServerFieldErrors(failed.error, setError, FIELDS, (f) => (f.startsWith(prefix) ? formField(f.slice(prefix.length)) : f));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth={false}
      aria-labelledby="transfer-account-dialog-title"
      slotProps={{ paper: { sx: { width: 640, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="transfer-account-dialog-title">{account ? t.editTitle : t.addTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <BankBranchPicker
              side="employee"
              id="transfer-account"
              required
              value={{ bank: bank.field.value, branch: branch.field.value }}
              onChange={(next) => {
                bank.field.onChange(next.bank);
                branch.field.onChange(next.branch);
              }}
              errors={{ bank: bank.fieldState.error?.message, branch: branch.fieldState.error?.message }}
            />
            <FormControl error={Boolean(accountType.fieldState.error)} required>
              <FormLabel id="transfer-account-type-label">{t.accountType}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="transfer-account-type-label"
                name={accountType.field.name}
                value={accountType.field.value}
                onChange={(event) => accountType.field.onChange(event.target.value)}
              >
                {/* 普通 and 当座 only: the 全銀 header admits no 貯蓄 (a savings account saved before is shown unchosen) */}
                {REQUESTER_ACCOUNT_TYPES.map((type) => (
                  <FormControlLabel key={type} value={type} control={<Radio />} label={ja.bankAccount.accountTypes[type]} />
                ))}
              </RadioGroup>
              <FormHelperText>{accountType.fieldState.error ? accountType.fieldState.error.message : t.accountTypeHint}</FormHelperText>
            </FormControl>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
              <FormTextField
                control={control}
                name="account_number"
                label={t.accountNumber}
                hint={t.accountNumberHint}
                required
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                fullWidth
              />
              <FormTextField
                control={control}
                name="requester_code"
                label={t.requesterCode}
                hint={t.requesterCodeHint}
                required
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                fullWidth
              />
            </Box>
            <FormTextField control={control} name="requester_name" label={t.requesterName} hint={t.requesterNameHint} required autoComplete="off" fullWidth />
            <RequesterNamePreview value={requesterName} />
            <FormControlLabel
              control={
                <Checkbox
                  checked={isDefault.field.value}
                  disabled={lockedDefault}
                  onChange={(event) => isDefault.field.onChange(event.target.checked)}
                />
              }
              label={t.isDefault}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} disabled={busy} variant="outlined" color="inherit">
            {t.cancel}
          </Button>
          <Button type="submit" loading={busy} variant="contained">
            {t.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
