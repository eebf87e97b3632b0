import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { BankOption } from '@app/shared/banks';
import { ja } from '@app/shared/messages/ja';
import type { BankAccountType } from '@app/shared/worker-personal';
import { BankBranchPicker, type BankSearchSide } from './bank-branch-picker';

/** What react-hook-form's useController answers for one field, as far as these inputs need it. */
export interface ControlledField<V> {
  field: { name: string; value: V; onChange: (value: V) => void; onBlur: () => void; ref: (element: HTMLInputElement | null) => void };
  fieldState: { error?: { message?: string } };
}

/** The form fields every bank account has (bankAccountFieldsSchema's, with the picker's bank and branch). */
export interface BankAccountControllers {
  bank: ControlledField<BankOption | null>;
  branch: ControlledField<BankOption | null>;
  accountType: ControlledField<string>;
  accountNumber: ControlledField<string>;
}

/**
 * The bank account inputs of the worker's 振込口座 and the company's 振込元口座: bank and branch from the 全銀 master
 * (BankBranchPicker), 預金種目 as radios, 口座番号; `beside` sits next to the number (依頼人コード, 口座名義カナ). The form
 * stays the caller's (react-hook-form, its body schema through lib/form-schema.ts#adapt).
 */
export function BankAccountFields({
  side,
  id,
  fields,
  accountTypes,
  labels,
  beside,
  columns = { xs: '1fr', sm: '1fr 1fr' },
}: {
  side: BankSearchSide;
  /** Prefix of the inputs' ids; the picker's own default when not given. */
  id?: string;
  fields: BankAccountControllers;
  /** The types offered (the 全銀 header admits no 貯蓄, so the company's accounts offer two). */
  accountTypes: readonly BankAccountType[];
  labels: { accountType: string; accountTypeHint?: string; accountNumber: string; accountNumberHint: string };
  beside?: ReactNode;
  columns?: { xs: string; sm: string };
}) {
  const { bank, branch, accountType, accountNumber } = fields;
  const typeLabelId = id ? `${id}-type-label` : 'account-type-label';
  const typeHelp = accountType.fieldState.error?.message ?? labels.accountTypeHint;
  return (
    <>
      <BankBranchPicker
        side={side}
        id={id}
        required
        value={{ bank: bank.field.value, branch: branch.field.value }}
        onChange={(next) => {
          bank.field.onChange(next.bank);
          branch.field.onChange(next.branch);
        }}
        errors={{ bank: bank.fieldState.error?.message, branch: branch.fieldState.error?.message }}
      />
      <FormControl error={Boolean(accountType.fieldState.error)} required>
        <FormLabel id={typeLabelId}>{labels.accountType}</FormLabel>
        <RadioGroup row aria-labelledby={typeLabelId} name={accountType.field.name} value={accountType.field.value} onChange={(event) => accountType.field.onChange(event.target.value)}>
          {accountTypes.map((type) => (
            <FormControlLabel key={type} value={type} control={<Radio />} label={ja.bankAccount.accountTypes[type]} />
          ))}
        </RadioGroup>
        {typeHelp ? <FormHelperText>{typeHelp}</FormHelperText> : null}
      </FormControl>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns, alignItems: 'start' }}>
        <TextField
          name={accountNumber.field.name}
          value={accountNumber.field.value}
          onChange={(event) => accountNumber.field.onChange(event.target.value)}
          onBlur={accountNumber.field.onBlur}
          inputRef={accountNumber.field.ref}
          error={Boolean(accountNumber.fieldState.error)}
          helperText={accountNumber.fieldState.error?.message ?? labels.accountNumberHint}
          label={labels.accountNumber}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
        {beside}
      </Box>
    </>
  );
}
