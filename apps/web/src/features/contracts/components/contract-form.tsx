import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Controller } from 'react-hook-form';
import {
  contractFormSchema,
  type ContractClassification,
  type ContractFormInput,
  type ContractFormValues,
  type ContractWire,
  type ProjectOption,
} from '@app/shared/contracts';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { formatMoneyInput } from '@app/shared/money';
import { suggestsWithholding } from '@app/shared/order-form';
import { workerOccupationLabels, type WorkerOccupation } from '@app/shared/workers';
import { FormTextField } from '../../../components/form-text-field';
import { FormMoneyField } from '../../../components/money-input';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveWorkerContract } from '../api/save-worker-contract';
import { joinedFailure } from '../../../lib/joined-failure';
import { FormSelectField } from '../../../components/form-select-field';
import { ContractTimeFields } from './contract-time-fields';

const t = ja.contractForm;

/** The form's texts for a stored contract (money with commas, dates YYYY/MM/DD), or the defaults of a new one. */
export function contractFormDefaults(contract: ContractWire | null, occupation: WorkerOccupation | null = null): ContractFormInput {
  if (!contract) {
    return {
      title: '',
      contract_type: 'outsourcing',
      start_date: '',
      end_date: '',
      unit_price_type: 'monthly',
      unit_price: '',
      tax_type: 'excluded',
      tax_rate: 10,
      // 所得税法 204条: design and writing fees are withheld (issue #10 item 9); others start at しない
      withholding_type: suggestsWithholding(occupation) ? 'withhold' : 'not_withhold',
      usance: 'end_of_month_next_month_25',
      is_redelegation: false,
      postponement_agreed_on: '',
      business_field: '',
      memo: '',
      is_enable_time_tracking: false,
      time_tracking_slack_webhook_url: '',
      project_id_list: [],
      purchase_order_item_group_templates: [],
      time_settlement: null,
      time_rounding: null,
    };
  }
  const settlement = contract.time_settlement;
  return {
    title: contract.title,
    contract_type: contract.contract_type,
    start_date: formatDate(contract.start_date),
    end_date: formatDate(contract.end_date),
    unit_price_type: contract.unit_price_type,
    unit_price: formatMoneyInput(contract.unit_price),
    tax_type: contract.tax_type,
    tax_rate: contract.tax_rate,
    withholding_type: contract.withholding_type,
    usance: contract.usance,
    is_redelegation: contract.is_redelegation,
    postponement_agreed_on: formatDate(contract.postponement_agreed_on),
    business_field: contract.business_field ?? '',
    memo: contract.memo ?? '',
    is_enable_time_tracking: contract.is_enable_time_tracking,
    time_tracking_slack_webhook_url: contract.time_tracking_slack_webhook_url ?? '',
    project_id_list: contract.project_id_list,
    purchase_order_item_group_templates: contract.purchase_order_item_group_templates.map((g) => ({
      name: g.name,
      items: g.items.map((i) => ({ name: i.name, quantity: String(i.quantity), unit: i.unit ?? '', unit_price: formatMoneyInput(i.unit_price), tax_rate: i.tax_rate })),
    })),
    time_settlement: settlement
      ? {
          ...settlement,
          lower_hours: settlement.lower_hours === null ? '' : String(settlement.lower_hours),
          upper_hours: settlement.upper_hours === null ? '' : String(settlement.upper_hours),
          deduction_rate: formatMoneyInput(settlement.deduction_rate),
          excess_rate: formatMoneyInput(settlement.excess_rate),
        }
      : null,
    time_rounding: contract.time_rounding,
  };
}

const serverFields = [
  'title',
  'contract_type',
  'start_date',
  'end_date',
  'unit_price_type',
  'unit_price',
  'tax_type',
  'tax_rate',
  'withholding_type',
  'usance',
  'is_redelegation',
  'postponement_agreed_on',
  'business_field',
  'memo',
  'time_tracking_slack_webhook_url',
  'project_id_list',
  'time_settlement',
  'time_settlement.lower_hours',
  'time_settlement.upper_hours',
  'time_settlement.rate_method',
  'time_settlement.deduction_rate',
  'time_settlement.excess_rate',
  'time_rounding',
] as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function TemplateItems({ control, groupIndex, disabled, taxRates }: { control: Control<ContractFormInput>; groupIndex: number; disabled: boolean; taxRates: ContractClassification['tax_rates'] }) {
  const items = useFieldArray({ control, name: `purchase_order_item_group_templates.${groupIndex}.items` });
  return (
    <Stack spacing={1.5}>
      {items.fields.map((item, j) => (
        <Box key={item.id} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1.3fr 1.3fr auto' }, alignItems: 'start' }}>
          <FormTextField control={control} name={`purchase_order_item_group_templates.${groupIndex}.items.${j}.name`} label={t.itemName} size="small" disabled={disabled} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }} />
          <FormTextField control={control} name={`purchase_order_item_group_templates.${groupIndex}.items.${j}.quantity`} label={t.quantity} size="small" disabled={disabled} inputMode="decimal" />
          <FormMoneyField control={control} name={`purchase_order_item_group_templates.${groupIndex}.items.${j}.unit_price`} label={t.itemUnitPrice} size="small" disabled={disabled} />
          <FormSelectField control={control} name={`purchase_order_item_group_templates.${groupIndex}.items.${j}.tax_rate`} label={t.itemTaxRate} size="small" disabled={disabled} options={taxRates} />
          {disabled ? null : (
            <IconButton aria-label={t.removeItem} onClick={() => items.remove(j)} sx={{ mt: 0.25 }}>
              <DeleteIcon />
            </IconButton>
          )}
        </Box>
      ))}
      {disabled ? null : (
        <Box>
          <Button size="small" startIcon={<AddIcon />} onClick={() => items.append({ name: '', quantity: '1', unit_price: '', tax_rate: 10 })}>
            {t.addItem}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

export interface ContractFormProps {
  workerCode: string;
  contract: ContractWire | null;
  classification: ContractClassification;
  projects: ProjectOption[];
  canEdit: boolean;
  /** The worker's 職種: a new contract for a designer or writer starts at 源泉徴収する, with the reason shown. */
  occupation?: WorkerOccupation | null;
  onSaved: (contract: ContractWire, created: boolean) => void;
  onCancel?: () => void;
}

/** Edit (contract set) or create (contract null) one contract of a worker; validated by the API's own zod schema. */
export function ContractForm({ workerCode, contract, classification, projects, canEdit, occupation = null, onSaved, onCancel }: ContractFormProps) {
  const toast = useToast();
  const save = useSaveWorkerContract(workerCode);
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<ContractFormInput, unknown, ContractFormValues>({
    resolver: zodResolver(contractFormSchema),
    defaultValues: contractFormDefaults(contract, occupation),
  });
  const withholding = useWatch({ control, name: 'withholding_type' });
  const suggested = suggestsWithholding(occupation) && occupation ? workerOccupationLabels[occupation] : null;
  const groups = useFieldArray({ control, name: 'purchase_order_item_group_templates' });
  const disabled = !canEdit;
  const creating = contract === null;

  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { values, contractId: contract?.id ?? null },
      {
        onSuccess: ({ contract: saved, created }) => {
          reset(contractFormDefaults(saved));
          toast.success(created ? t.created : t.updated);
          onSaved(saved, created);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          applyServerFieldErrors(error, setError, serverFields, (f) => f.replace(/^contract\./, ''));
          toast.error(joinedFailure(creating ? t.createFailed : t.updateFailed, error));
        },
      },
    );
  });

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-label={creating ? t.newContractHeading : t.editHeading} sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
        {creating ? t.newContractHeading : t.editHeading}
      </Typography>
      <Section title={t.sectionBasics}>
        <FormTextField control={control} name="title" label={t.title} required disabled={disabled} fullWidth />
        <Box sx={grid}>
          <FormSelectField control={control} name="contract_type" label={t.contractType} options={classification.contract_types} disabled={disabled} />
          <FormTextField control={control} name="business_field" label={t.businessField} disabled={disabled} />
          <FormTextField control={control} name="start_date" label={t.startDate} required hint={t.dateHint} placeholder="2026/04/01" disabled={disabled} />
          <FormTextField control={control} name="end_date" label={t.endDate} hint={t.endDateHint} placeholder="2027/03/31" disabled={disabled} />
        </Box>
      </Section>
      <Divider />
      <Section title={t.sectionPrice}>
        <Box sx={grid}>
          <FormSelectField control={control} name="unit_price_type" label={t.unitPriceType} options={classification.unit_price_types} disabled={disabled} />
          <FormMoneyField control={control} name="unit_price" label={t.unitPrice} hint={t.unitPriceHint} disabled={disabled} />
          <FormSelectField control={control} name="tax_type" label={t.taxType} options={classification.tax_types} disabled={disabled} />
          <FormSelectField control={control} name="tax_rate" label={t.taxRate} options={classification.tax_rates} disabled={disabled} />
          <FormSelectField
            control={control}
            name="withholding_type"
            label={t.withholdingType}
            options={classification.withholding_types}
            disabled={disabled}
            hint={
              suggested
                ? withholding === 'withhold'
                  ? ja.orderScreens.contractForm.withholdingSuggested(suggested)
                  : ja.orderScreens.contractForm.withholdingMismatch(suggested)
                : undefined
            }
            slotProps={{ formHelperText: { sx: { color: suggested && withholding !== 'withhold' ? '#8a4b00' : undefined } } }}
          />
          <FormSelectField control={control} name="usance" label={t.usance} options={classification.usances} hint={t.usanceHint} disabled={disabled} />
        </Box>
        <Box>
          <Controller
            control={control}
            name="is_redelegation"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} disabled={disabled} />}
                label={ja.orderScreens.contractForm.redelegationLabel}
              />
            )}
          />
          <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
            {ja.orderScreens.contractForm.redelegationHint}
          </Typography>
        </Box>
        <FormTextField
          control={control}
          name="postponement_agreed_on"
          label={ja.paymentDue.postponementLabel}
          hint={ja.paymentDue.postponementHint}
          placeholder="2026/04/01"
          disabled={disabled}
          fullWidth
        />
        <FormTextField control={control} name="memo" label={t.memo} multiline minRows={2} disabled={disabled} fullWidth />
      </Section>
      <Divider />
      <Section title={t.sectionTimeTracking}>
        <Controller
          control={control}
          name="is_enable_time_tracking"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} disabled={disabled} />}
              label={t.isEnableTimeTracking}
            />
          )}
        />
        <FormTextField
          control={control}
          name="time_tracking_slack_webhook_url"
          label={t.webhookUrl}
          hint={t.webhookUrlHint}
          placeholder="https://hooks.slack.com/services/…"
          disabled={disabled}
          fullWidth
          inputMode="url"
        />
        <ContractTimeFields control={control} setValue={setValue} disabled={disabled} />
      </Section>
      <Divider />
      <Section title={t.sectionProjects}>
        <Controller
          control={control}
          name="project_id_list"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t.projects}
              value={field.value ?? []}
              onChange={(e) => {
                const v = e.target.value as unknown;
                field.onChange(Array.isArray(v) ? v.map(Number) : []);
              }}
              onBlur={field.onBlur}
              disabled={disabled || projects.length === 0}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? (projects.length === 0 ? t.noProjects : undefined)}
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) => (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      {(selected as number[]).map((id) => (
                        <Chip key={id} size="small" label={projects.find((p) => p.id === id)?.name ?? id} />
                      ))}
                    </Box>
                  ),
                },
              }}
            >
              {projects.map((p) => (
                <MenuItem key={p.id} value={p.id} disabled={!p.enabled}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Section>
      <Divider />
      <Section title={t.sectionTemplates}>
        {groups.fields.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t.noTemplates}
          </Typography>
        ) : null}
        {groups.fields.map((group, i) => (
          <Paper key={group.id} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, bgcolor: 'grey.50' }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
              <FormTextField control={control} name={`purchase_order_item_group_templates.${i}.name`} label={t.templateName} size="small" disabled={disabled} fullWidth />
              {disabled ? null : (
                <IconButton aria-label={t.removeTemplate} onClick={() => groups.remove(i)}>
                  <DeleteIcon />
                </IconButton>
              )}
            </Box>
            <TemplateItems control={control} groupIndex={i} disabled={disabled} taxRates={classification.tax_rates} />
            {formState.errors.purchase_order_item_group_templates?.[i]?.items?.message ? (
              <Typography variant="caption" color="error">
                {formState.errors.purchase_order_item_group_templates[i]?.items?.message}
              </Typography>
            ) : null}
          </Paper>
        ))}
        {disabled ? null : (
          <Box>
            <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => groups.append({ name: '', items: [{ name: '', quantity: '1', unit_price: '', tax_rate: 10 }] })}>
              {t.addTemplate}
            </Button>
          </Box>
        )}
      </Section>
      {canEdit ? (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {onCancel ? (
            <Button onClick={onCancel} disabled={save.isPending}>
              {t.cancel}
            </Button>
          ) : null}
          <Button type="submit" variant="contained" loading={save.isPending} sx={{ minWidth: 120 }}>
            {creating ? t.create : t.save}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
