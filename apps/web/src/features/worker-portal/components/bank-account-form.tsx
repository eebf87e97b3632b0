import { useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BankOption } from '@app/shared/banks';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { workerBankAccountBodySchema, type WorkerBankAccountBody } from '@app/shared/worker-bank-account';
import { bankAccountTypes } from '@app/shared/worker-personal';
import { BankAccountFields } from '../../../components/bank-account-fields';
import { FormTextField } from '../../../components/form-text-field';
import { InfoGrid } from '../../../components/info-grid';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { adapt, formFieldOf, type FieldMap } from '../../../lib/form-schema';
import { useSaveWorkerBankAccount, type WorkerBankAccount } from '../api/bank-account';

const t = ja.bankAccount;

type Form = {
  bank: BankOption | null;
  branch: BankOption | null;
  account_type: string;
  account_number: string;
  account_holder_kana: string;
  current_password: string;
};
const FIELDS = ['bank', 'branch', 'account_type', 'account_number', 'account_holder_kana', 'current_password'] as const;
/** The body's field names on the form: the picker holds the bank and branch, the body their codes. */
const fieldMap: FieldMap<Form> = { bank_code: 'bank', branch_code: 'branch' };

function toBody(values: Form): WorkerBankAccountBody {
  return {
    bank_code: values.bank?.code ?? '',
    branch_code: values.branch?.code ?? '',
    account_type: values.account_type as WorkerBankAccountBody['account_type'],
    account_number: values.account_number,
    account_holder_kana: values.account_holder_kana,
    current_password: values.current_password,
  };
}

/** The API's own schema, run on the form's values: the same rules and messages before anything is sent. */
const formSchema = adapt(workerBankAccountBodySchema, toBody, fieldMap);

function toForm(account: WorkerBankAccount | null | undefined): Form {
  if (!account) return { bank: null, branch: null, account_type: 'normal', account_number: '', account_holder_kana: '', current_password: '' };
  return {
    // the master's kana are shown only among search results; a saved choice needs none
    bank: { code: account.bankCode, name: account.bankName, kana: '' },
    branch: { code: account.branchCode, name: account.branchName, kana: '' },
    account_type: account.accountType,
    account_number: account.accountNumber,
    account_holder_kana: account.accountHolderKana,
    // never kept: each change asks for it again (N2)
    current_password: '',
  };
}

/** What is stored, as the transfer file will have it (and as every linked company sees it, number masked). */
export function StoredBankAccount({ account }: { account: WorkerBankAccount }) {
  const rows = [
    { label: ja.banks.bank, value: `${account.bankName}（${account.bankCode}）` },
    { label: ja.banks.branch, value: `${account.branchName}（${account.branchCode}）` },
    { label: t.accountType, value: t.accountTypes[account.accountType] },
    { label: t.accountNumber, value: account.accountNumber },
    { label: t.accountHolderKana, value: account.accountHolderKana },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }} data-testid="stored-bank-account">
      <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {t.current}
      </Typography>
      <InfoGrid items={rows} labelWidth="9rem" />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {t.updatedAt(formatDate(account.updatedAt))}
      </Typography>
    </Paper>
  );
}

/** The worker's 振込口座 form: bank and branch from the 全銀 master, type, number, holder in kana, and the password (N2). */
export function BankAccountForm({ account }: { account: WorkerBankAccount | null }) {
  const save = useSaveWorkerBankAccount();
  const toast = useToast();
  const { control, handleSubmit, reset, setError, formState } = useForm<Form>({ resolver: zodResolver(formSchema), defaultValues: toForm(account) });
  const bank = useController({ name: 'bank', control });
  const branch = useController({ name: 'branch', control });
  const accountType = useController({ name: 'account_type', control });
  const accountNumber = useController({ name: 'account_number', control });
  useEffect(() => {
    reset(toForm(account));
  }, [account, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toBody(values));
      reset(toForm(saved));
      toast.success(t.saved);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS, formFieldOf(fieldMap))) toast.error(errorText(error));
    }
  });

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
      <BankAccountFields
        side="worker"
        fields={{ bank, branch, accountType, accountNumber }}
        accountTypes={bankAccountTypes}
        labels={{ accountType: t.accountType, accountNumber: t.accountNumber, accountNumberHint: t.accountNumberHint }}
        columns={{ xs: '1fr', sm: '12rem 1fr' }}
        beside={<FormTextField control={control} name="account_holder_kana" label={t.accountHolderKana} hint={t.accountHolderKanaHint} required autoComplete="off" fullWidth />}
      />
      <Box sx={{ maxWidth: { sm: '24rem' } }}>
        <FormTextField
          control={control}
          name="current_password"
          label={t.currentPassword}
          hint={t.currentPasswordHint}
          type="password"
          autoComplete="current-password"
          required
          fullWidth
        />
      </Box>
      <Box>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t.submit}
        </Button>
      </Box>
    </Paper>
  );
}
