import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BankOption, BankSearchResponse } from '@app/shared/banks';
import { ja } from '@app/shared/messages/ja';
import { apiRequest, workerApiRequest } from '../lib/api-client';

const t = ja.banks;
const DEBOUNCE_MS = 250;

export type BankBranchValue = { bank: BankOption | null; branch: BankOption | null };

/** Who is searching: a worker in the portal (worker token) or an employee (the company's own 振込元口座). */
export type BankSearchSide = 'worker' | 'employee';

function request(side: BankSearchSide, path: string, q: string, signal: AbortSignal): Promise<BankOption[]> {
  const send = side === 'worker' ? workerApiRequest : apiRequest;
  return send<BankSearchResponse>(`/v2/${side}/banks${path}`, { query: { q }, signal }).then((r) => r.data);
}

const optionLabel = (o: BankOption) => t.option(o.code, o.name);

/** The text typed into an Autocomplete, debounced; '' while it is just the chosen option's own label. */
function useSearchTerm(value: BankOption | null) {
  const chosenLabel = value ? optionLabel(value) : '';
  const [input, setInput] = useState(chosenLabel);
  const [term, setTerm] = useState('');
  useEffect(() => {
    const typed = input === chosenLabel ? '' : input.trim();
    const timer = window.setTimeout(() => setTerm(typed), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input, chosenLabel]);
  // a value set from outside (a saved account loaded into the form, a cleared branch) shows its own label
  const [labelShown, setLabelShown] = useState(chosenLabel);
  if (labelShown !== chosenLabel) {
    setLabelShown(chosenLabel);
    setInput(chosenLabel);
  }
  return { input, setInput, term };
}

type PickerFieldProps = {
  id: string;
  label: string;
  placeholder: string;
  value: BankOption | null;
  onChange: (value: BankOption | null) => void;
  search: (q: string, signal: AbortSignal) => Promise<BankOption[]>;
  queryKey: readonly unknown[];
  noOptionsText: string;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  hint?: string;
  onBlur?: () => void;
};

function PickerField({ id, label, placeholder, value, onChange, search, queryKey, noOptionsText, disabled, required, error, hint, onBlur }: PickerFieldProps) {
  const [activated, setActivated] = useState(false);
  const { input, setInput, term } = useSearchTerm(value);
  const query = useQuery({
    queryKey: [...queryKey, term],
    queryFn: ({ signal }) => search(term, signal),
    enabled: activated && !disabled,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
  // the chosen option stays among the options, so MUI can show it while a new search runs
  const options = query.data ?? (value ? [value] : []);

  return (
    <Autocomplete<BankOption, false, false, false>
      id={id}
      options={options}
      value={value}
      inputValue={input}
      disabled={disabled}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      getOptionLabel={optionLabel}
      getOptionKey={(o) => o.code}
      loading={query.isFetching}
      loadingText={t.searching}
      noOptionsText={query.isError ? t.searchFailed : noOptionsText}
      onOpen={() => setActivated(true)}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, option) => onChange(option)}
      onBlur={onBlur}
      fullWidth
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start !important' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {optionLabel(option)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {option.kana}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          required={required}
          error={Boolean(error)}
          helperText={error ?? hint}
          onFocus={() => setActivated(true)}
        />
      )}
    />
  );
}

export type BankBranchPickerProps = {
  value: BankBranchValue;
  /** Choosing another bank clears the branch. */
  onChange: (value: BankBranchValue) => void;
  side?: BankSearchSide;
  /** Messages under each field, e.g. the server's `fields.bank_code` / `fields.branch_code`. */
  errors?: { bank?: string; branch?: string };
  disabled?: boolean;
  required?: boolean;
  onBlur?: () => void;
  /** Prefix of the two inputs' ids (several pickers on one page). */
  id?: string;
};

/**
 * The bank and branch of a transfer account, picked from the 全銀 master (issue #9 item 5): two Autocompletes, the
 * bank first, then its branch; each searches the server as the person types (debounced) by code or by name in
 * ひらがな, カタカナ or half-width kana. Controlled: the parent owns `{ bank, branch }` (each `{ code, name, kana }`).
 */
export function BankBranchPicker({ value, onChange, side = 'worker', errors, disabled, required, onBlur, id = 'bank-branch' }: BankBranchPickerProps) {
  const bankCode = value.bank?.code;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <PickerField
        id={`${id}-bank`}
        label={t.bank}
        placeholder={t.bankPlaceholder}
        value={value.bank}
        onChange={(bank) => {
          if (bank?.code !== value.bank?.code) onChange({ bank, branch: null });
        }}
        search={(q, signal) => request(side, '', q, signal)}
        queryKey={['banks', side]}
        noOptionsText={t.noBanks}
        disabled={disabled}
        required={required}
        error={errors?.bank}
        onBlur={onBlur}
      />
      <PickerField
        // a new bank starts a new branch search
        key={bankCode ?? ''}
        id={`${id}-branch`}
        label={t.branch}
        placeholder={t.branchPlaceholder}
        value={value.branch}
        onChange={(branch) => onChange({ bank: value.bank, branch })}
        search={(q, signal) => request(side, `/${encodeURIComponent(bankCode ?? '')}/branches`, q, signal)}
        queryKey={['banks', side, bankCode, 'branches']}
        noOptionsText={t.noBranches}
        disabled={disabled || !bankCode}
        required={required}
        error={errors?.branch}
        hint={bankCode ? undefined : t.chooseBankFirst}
        onBlur={onBlur}
      />
    </Box>
  );
}
