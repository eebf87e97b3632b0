import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  agentContractFormSchema,
  agentFeeTypeLabels,
  agentFeeTypes,
  formatRatePercent,
  type AgentContractFormInput,
  type AgentContractFormValues,
} from '@app/shared/agents';
import { usanceLabels, usances } from '@app/shared/usance';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { formatMoneyInput } from '@app/shared/money';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { FormMoneyField } from '../../../components/money-input';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { joinedFailure } from '../../../lib/joined-failure';
import { useSaveAgentContract, useWorkerOptions, type AgentContract, type WorkerOption } from '../api/agents';

const t = ja.agentContract;
const fieldNames = ['title', 'start_date', 'end_date', 'fee_type', 'fee_rate', 'fixed_fee', 'usance', 'worker_code_list', 'memo'] as const;
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function defaults(contract: AgentContract | null): AgentContractFormInput {
  return {
    title: contract?.title ?? '',
    start_date: formatDate(contract?.startDate),
    end_date: formatDate(contract?.endDate),
    fee_type: contract?.feeType ?? 'rate',
    fee_rate: formatRatePercent(contract?.feeRateBp),
    fixed_fee: formatMoneyInput(contract?.fixedFee),
    usance: contract?.usance ?? 'end_of_month_next_month_25',
    worker_code_list: contract?.workers.map((w) => w.code) ?? [],
    memo: contract?.memo ?? '',
  };
}

/** Create (contract null, agentCode given) or edit an agent contract. */
export function AgentContractForm({
  agentCode,
  contract,
  canEdit,
  onSaved,
  onCancel,
}: {
  agentCode: string;
  contract: AgentContract | null;
  canEdit: boolean;
  onSaved: (contract: AgentContract) => void;
  onCancel?: () => void;
}) {
  const toast = useToast();
  const save = useSaveAgentContract(contract ? { code: contract.code } : { agentCode });
  const { control, handleSubmit, setError, reset } = useForm<AgentContractFormInput, unknown, AgentContractFormValues>({
    resolver: zodResolver(agentContractFormSchema),
    defaultValues: defaults(contract),
  });
  const feeType = useWatch({ control, name: 'fee_type' });
  const [workerSearch, setWorkerSearch] = useState('');
  const workerOptions = useWorkerOptions(workerSearch);
  // The names of the chosen workers stay known while the options change with the search.
  const [known, setKnown] = useState<WorkerOption[]>(contract?.workers ?? []);
  const disabled = !canEdit;

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(defaults(saved));
        toast.success(contract ? t.updated : t.created);
        onSaved(saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        applyServerFieldErrors(error, setError, fieldNames, (f) => f.replace(/^agent_contract\./, ''));
        toast.error(joinedFailure(contract ? t.updateFailed : t.createFailed, error));
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={contract ? t.detailTitle : t.createTitle} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormTextField control={control} name="title" label={t.title} required disabled={disabled} fullWidth />
      <Box sx={grid}>
        <FormTextField control={control} name="start_date" label={t.startDate} required hint={ja.contractForm.dateHint} placeholder="2026/04/01" disabled={disabled} />
        <FormTextField control={control} name="end_date" label={t.endDate} hint={ja.contractForm.endDateHint} placeholder="2027/03/31" disabled={disabled} />
        <FormSelectField control={control} name="fee_type" label={t.feeType} disabled={disabled} options={agentFeeTypes.map((v) => ({ value: v, label: agentFeeTypeLabels[v] }))} />
        {feeType === 'fixed' ? (
          <FormMoneyField control={control} name="fixed_fee" label={t.fixedFee} hint={ja.contractForm.unitPriceHint} disabled={disabled} />
        ) : (
          <FormTextField control={control} name="fee_rate" label={t.feeRate} hint={t.feeRateHint} inputMode="decimal" disabled={disabled} />
        )}
        <FormSelectField control={control} name="usance" label={t.usance} hint={ja.contractForm.usanceHint} disabled={disabled} options={usances.map((v) => ({ value: v, label: usanceLabels[v] }))} />
      </Box>
      <Controller
        control={control}
        name="worker_code_list"
        render={({ field, fieldState }) => {
          const chosen = (field.value ?? []).map((code) => known.find((w) => w.code === code) ?? { code, fullname: code });
          return (
            <Autocomplete
              multiple
              disabled={disabled}
              options={workerOptions.data ?? []}
              value={chosen}
              loading={workerOptions.isFetching}
              filterOptions={(x) => x}
              isOptionEqualToValue={(a, b) => a.code === b.code}
              getOptionLabel={(w) => w.fullname}
              onInputChange={(_e, text) => setWorkerSearch(text)}
              onChange={(_e, value) => {
                setKnown((prev) => [...prev, ...value.filter((v) => !prev.some((p) => p.code === v.code))]);
                field.onChange(value.map((w) => w.code));
              }}
              noOptionsText={ja.topBar.searchNoOptions}
              renderInput={(params) => (
                <TextField {...params} label={t.workers} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? t.workersHint} onBlur={field.onBlur} />
              )}
            />
          );
        }}
      />
      <FormTextField control={control} name="memo" label={t.memo} multiline minRows={2} disabled={disabled} fullWidth />
      {canEdit ? (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {onCancel ? <Button onClick={onCancel}>{ja.agentForm.cancel}</Button> : null}
          <Button type="submit" variant="contained" loading={save.isPending} sx={{ minWidth: 120 }}>
            {contract ? t.save : t.create}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
