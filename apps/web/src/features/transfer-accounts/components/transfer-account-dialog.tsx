import { useEffect } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { BankOption } from '@app/shared/banks';
import { ja } from '@app/shared/messages/ja';
import { transferAccountBodySchema, type TransferAccount, type TransferAccountBody } from '@app/shared/transfer-accounts';
import { toZenginName } from '@app/shared/zengin-kana';
import { REQUESTER_ACCOUNT_TYPES } from '@app/shared/zengin-transfer';
import { BankAccountFields } from '../../../components/bank-account-fields';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { adapt, formFieldOf, type FieldMap } from '../../../lib/form-schema';

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
const fieldMap: FieldMap<Form> = { bank_code: 'bank', branch_code: 'branch' };
const formField = formFieldOf(fieldMap);

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
const formSchema = adapt(transferAccountBodySchema, (values: Form) => toBody(values, undefined), fieldMap);

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
  const accountNumber = useController({ name: 'account_number', control });
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
    <FormDialog
      open={open}
      id="transfer-account-dialog"
      title={account ? t.editTitle : t.addTitle}
      submitLabel={t.submit}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      width={640}
    >
      <BankAccountFields
        side="employee"
        id="transfer-account"
        fields={{ bank, branch, accountType, accountNumber }}
        accountTypes={REQUESTER_ACCOUNT_TYPES}
        labels={{ accountType: t.accountType, accountTypeHint: t.accountTypeHint, accountNumber: t.accountNumber, accountNumberHint: t.accountNumberHint }}
        beside={
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
        }
      />
      <FormTextField control={control} name="requester_name" label={t.requesterName} hint={t.requesterNameHint} required autoComplete="off" fullWidth />
      <RequesterNamePreview value={requesterName} />
      <FormControlLabel
        control={<Checkbox checked={isDefault.field.value} disabled={lockedDefault} onChange={(event) => isDefault.field.onChange(event.target.checked)} />}
        label={t.isDefault}
      />
    </FormDialog>
  );
}
