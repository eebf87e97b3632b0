import { useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { BankOption } from '@app/shared/banks';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { workerBankAccountBodySchema, type WorkerBankAccount, type WorkerBankAccountBody } from '@app/shared/worker-bank-account';
import { bankAccountTypes } from '@app/shared/worker-personal';
import { BankBranchPicker } from '../../components/bank-branch-picker';
import { FormTextField } from '../../components/form-text-field';
import { useDocumentTitle } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useSaveWorkerBankAccount, useWorkerBankAccount } from '../../features/worker-portal/bank-account-api';
import { errorText } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { InfoGrid } from '../../components/info-grid';

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
const formField = (field: string) => (field === 'bank_code' ? 'bank' : field === 'branch_code' ? 'branch' : field);

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
const formSchema = z.custom<Form>().superRefine((values, ctx) => {
  const result = workerBankAccountBodySchema.safeParse(toBody(values));
  if (!result.success) {
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [formField(String(issue.path[0]))] });
  }
}) as unknown as z.ZodType<Form, Form>;

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
function StoredAccount({ account }: { account: WorkerBankAccount }) {
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

/** /portal/bank_account — the worker's 振込口座: bank and branch from the 全銀 master, type, number, holder in kana. */
export function PortalBankAccountPage() {
  useDocumentTitle(t.title);
  const account = useWorkerBankAccount();
  const save = useSaveWorkerBankAccount();
  const toast = useToast();
  const { control, handleSubmit, reset, setError, formState } = useForm<Form>({ resolver: zodResolver(formSchema), defaultValues: toForm(null) });
  const bank = useController({ name: 'bank', control });
  const branch = useController({ name: 'branch', control });
  const accountType = useController({ name: 'account_type', control });
  useEffect(() => {
    if (account.isSuccess) reset(toForm(account.data));
  }, [account.isSuccess, account.data, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toBody(values));
      reset(toForm(saved));
      toast.success(t.saved);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS, formField)) toast.error(errorText(error));
    }
  });

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
            <StoredAccount account={account.data} />
          ) : (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t.none}
            </Alert>
          )}
          <Paper variant="outlined" component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
            <BankBranchPicker
              side="worker"
              required
              value={{ bank: bank.field.value, branch: branch.field.value }}
              onChange={(next) => {
                bank.field.onChange(next.bank);
                branch.field.onChange(next.branch);
              }}
              errors={{ bank: bank.fieldState.error?.message, branch: branch.fieldState.error?.message }}
            />
            <FormControl error={Boolean(accountType.fieldState.error)} required>
              <FormLabel id="account-type-label">{t.accountType}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="account-type-label"
                name={accountType.field.name}
                value={accountType.field.value}
                onChange={(event) => accountType.field.onChange(event.target.value)}
              >
                {bankAccountTypes.map((type) => (
                  <FormControlLabel key={type} value={type} control={<Radio />} label={t.accountTypes[type]} />
                ))}
              </RadioGroup>
              {accountType.fieldState.error ? <FormHelperText>{accountType.fieldState.error.message}</FormHelperText> : null}
            </FormControl>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, alignItems: 'start' }}>
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
                name="account_holder_kana"
                label={t.accountHolderKana}
                hint={t.accountHolderKanaHint}
                required
                autoComplete="off"
                fullWidth
              />
            </Box>
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
        </>
      ) : null}
    </Box>
  );
}
