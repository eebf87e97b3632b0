import { useEffect } from 'react';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  rateRoundingUnits,
  timeSettlementPreview,
  timeSettlementSchema,
  type ContractFormInput,
  type TimeSettlementInput,
  type TimeRoundingWire,
} from '@app/shared/contracts';
import { ja } from '@app/shared/messages/ja';
import { optionalMoneySchema } from '@app/shared/money';
import { rateMethods, roundingModes, timeRoundingScopes, timeRoundingUnits } from '@app/shared/time-tracking';
import { FormTextField } from '../../../components/form-text-field';
import { FormMoneyField } from '../../../components/money-input';
import { FormSelectField } from '../../../components/form-select-field';

const tc = ja.timeTracking.contract;
const r = ja.timeTracking.rounding;

const modeOptions = roundingModes.map((m) => ({ value: m, label: r[m] }));
const scopeOptions = timeRoundingScopes.map((s) => ({ value: s, label: s === 'day' ? r.perDay : r.perMonth }));
const methodOptions = rateMethods.map((m) => ({ value: m, label: ja.timeTracking.rateMethods[m] }));
const rateUnitOptions = rateRoundingUnits.map((u) => ({ value: u, label: tc.rateRoundingUnitOption(u) }));

/** A new 精算幅 as the form starts it: 上下割, 単価 rounded down to 10 yen, amounts down to the yen. */
export const newTimeSettlement: TimeSettlementInput = {
  lower_hours: '',
  upper_hours: '',
  rate_method: 'split',
  deduction_rate: '',
  excess_rate: '',
  rate_rounding_unit: 10,
  rate_rounding_mode: 'floor',
  amount_rounding: 'floor',
};
const newTimeRounding: TimeRoundingWire = { unit: 15, mode: 'floor', scope: 'day' };

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } } as const;

/** The live preview: the derived 控除単価・超過単価, the rule in words and one example month (settleMonth). */
function SettlementPreview({ control }: { control: Control<ContractFormInput> }) {
  const [unitPrice, settlement] = useWatch({ control, name: ['unit_price', 'time_settlement'] });
  const price = optionalMoneySchema.safeParse(unitPrice);
  const parsed = settlement ? timeSettlementSchema.safeParse(settlement) : null;
  const preview = price.success && parsed?.success ? timeSettlementPreview(price.data, parsed.data) : null;
  return (
    <Box data-testid="settlement-preview" aria-live="polite" sx={{ bgcolor: 'grey.50', borderRadius: 1, p: 1.5 }}>
      {preview ? (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {preview.rates}
          </Typography>
          {preview.rules.map((rule) => (
            <Typography key={rule} variant="body2">
              {rule}
            </Typography>
          ))}
          <Typography variant="body2" color="text.secondary">
            {preview.example}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {tc.previewIncomplete}
        </Typography>
      )}
    </Box>
  );
}

/**
 * 稼働管理 of the contract form (issue #23): 「稼働時間の丸め」 for a 月額 or 時間単価 contract and 「精算幅」 for a 月額 one.
 * Choosing another 単価区分 drops the settings it cannot have (the shared rule would refuse them).
 */
export function ContractTimeFields({ control, setValue, disabled }: { control: Control<ContractFormInput>; setValue: UseFormSetValue<ContractFormInput>; disabled: boolean }) {
  const [unitPriceType, settlement, rounding] = useWatch({ control, name: ['unit_price_type', 'time_settlement', 'time_rounding'] });
  const monthly = unitPriceType === 'monthly';
  const timeBased = monthly || unitPriceType === 'hourly';
  useEffect(() => {
    if (!monthly && settlement) setValue('time_settlement', null, { shouldDirty: true });
    if (!timeBased && rounding) setValue('time_rounding', null, { shouldDirty: true });
  }, [monthly, timeBased, settlement, rounding, setValue]);
  if (!timeBased) return null;

  return (
    <>
      <Controller
        control={control}
        name="time_rounding"
        render={({ field, fieldState }) => {
          const value = field.value ?? null;
          return (
            <FormControl component="fieldset" error={Boolean(fieldState.error)}>
              <FormLabel component="legend" sx={{ mb: 1 }}>
                {tc.roundingHeading}
              </FormLabel>
              <Box sx={grid}>
                <TextField
                  select
                  label={tc.roundingUnit}
                  value={value ? String(value.unit) : 'none'}
                  disabled={disabled}
                  onChange={(e) => field.onChange(e.target.value === 'none' ? null : { ...(value ?? newTimeRounding), unit: Number(e.target.value) })}
                >
                  <MenuItem value="none">{tc.roundingNone}</MenuItem>
                  {timeRoundingUnits.map((u) => (
                    <MenuItem key={u} value={String(u)}>
                      {tc.roundingUnitOption(u)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField select label={tc.roundingMode} value={value?.mode ?? ''} disabled={disabled || !value} onChange={(e) => value && field.onChange({ ...value, mode: e.target.value })}>
                  {modeOptions.map((o) => (
                    <MenuItem key={o.value} value={o.value}>
                      {o.label}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField select label={tc.roundingScope} value={value?.scope ?? ''} disabled={disabled || !value} onChange={(e) => value && field.onChange({ ...value, scope: e.target.value })}>
                  {scopeOptions.map((o) => (
                    <MenuItem key={o.value} value={o.value}>
                      {o.label}
                    </MenuItem>
                  ))}
                </TextField>
              </Box>
              {fieldState.error?.message ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
            </FormControl>
          );
        }}
      />
      {monthly ? (
        <Controller
          control={control}
          name="time_settlement"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={Boolean(fieldState.error?.message)}>
              <FormLabel component="legend">{tc.settlementHeading}</FormLabel>
              <RadioGroup row value={field.value ? 'on' : 'off'} onChange={(e) => field.onChange(e.target.value === 'on' ? { ...newTimeSettlement } : null)}>
                <FormControlLabel value="off" control={<Radio disabled={disabled} />} label={tc.settlementNone} />
                <FormControlLabel value="on" control={<Radio disabled={disabled} />} label={tc.settlementOn} />
              </RadioGroup>
              {fieldState.error?.message ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
            </FormControl>
          )}
        />
      ) : null}
      {monthly && settlement ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={grid}>
            <FormTextField control={control} name="time_settlement.lower_hours" label={tc.lowerHours} hint={tc.hoursHint} placeholder="140" inputMode="decimal" disabled={disabled} />
            <FormTextField control={control} name="time_settlement.upper_hours" label={tc.upperHours} hint={tc.hoursHint} placeholder="180" inputMode="decimal" disabled={disabled} />
            <FormSelectField control={control} name="time_settlement.rate_method" label={tc.rateMethod} options={methodOptions} disabled={disabled} />
          </Box>
          <Box sx={grid}>
            {settlement.rate_method === 'given' ? (
              <>
                <FormMoneyField control={control} name="time_settlement.deduction_rate" label={tc.deductionRate} disabled={disabled} />
                <FormMoneyField control={control} name="time_settlement.excess_rate" label={tc.excessRate} disabled={disabled} />
              </>
            ) : (
              <>
                <FormSelectField control={control} name="time_settlement.rate_rounding_unit" label={tc.rateRoundingUnit} options={rateUnitOptions} disabled={disabled} />
                <FormSelectField control={control} name="time_settlement.rate_rounding_mode" label={tc.rateRoundingMode} options={modeOptions} disabled={disabled} />
              </>
            )}
            <FormSelectField control={control} name="time_settlement.amount_rounding" label={tc.amountRounding} options={modeOptions} disabled={disabled} />
          </Box>
          <SettlementPreview control={control} />
        </Box>
      ) : null}
    </>
  );
}
