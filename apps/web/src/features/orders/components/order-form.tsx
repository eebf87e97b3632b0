import { useEffect, useRef } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { taxRateLabels, taxRates } from '@app/shared/tax';
import { closesMonthly, type Usance, usanceLabels } from '@app/shared/usance';
import { formatMoney, parseBusinessDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import {
  defaultDueDate,
  defaultInspectionDate,
  formLineAmount,
  formTotals,
  MAX_ORDER_ITEMS,
  newOrderGroup,
  newOrderItem,
  orderItemCount,
} from '@app/shared/order-form';
import { dueDateProblem } from '@app/shared/order-rules';
import { purchaseOrderFormSchema, type PurchaseOrderFormInput, type PurchaseOrderFormValues } from '@app/shared/purchase-orders';
import { AmountList } from '../../../components/amount-list';
import { EntityPicker } from '../../../components/entity-picker';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { FormMoneyField } from '../../../components/money-input';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { enabledProjectOptionsQuery } from '../../projects/api/get-projects';
import { orderAmountRows } from './order-totals';

const t = ja.orderScreens.form;
const taxRateOptions = taxRates.map((value) => ({ value, label: taxRateLabels[value] }));
// no 消費税額 per line: the tax is computed once per rate per document (issue #18)
type ItemField = 'name' | 'quantity' | 'unit' | 'unit_price' | 'tax_rate';
const itemFields: ItemField[] = ['name', 'quantity', 'unit', 'unit_price', 'tax_rate'];

/** What the form needs to know of the contract: its start, 支払サイト, 源泉徴収 and 再委託. */
export type OrderFormContract = { startDate: string; usance: Usance; withholds: boolean; isRedelegation: boolean };

/** Every input the server may name in `fields` (e.g. 'item_groups.0.items.1.unit_price'). */
function fieldNames(values: PurchaseOrderFormInput): string[] {
  const names = ['title', 'order_date', 'delivery_place', 'payment_method', 'has_inspection', 'remarks', 'project_id', 'original_client_name', 'original_due_date', 'item_groups'];
  (values.item_groups ?? []).forEach((g, i) => {
    names.push(`item_groups.${i}.title`, `item_groups.${i}.delivery_date`, `item_groups.${i}.inspection_date`, `item_groups.${i}.payment_due_date`, `item_groups.${i}.items`);
    (g.items ?? []).forEach((_item, j) => itemFields.forEach((f) => names.push(`item_groups.${i}.items.${j}.${f}`)));
  });
  return names;
}

function GroupItems({ control, groupIndex, full }: { control: Control<PurchaseOrderFormInput>; groupIndex: number; full: boolean }) {
  const items = useFieldArray({ control, name: `item_groups.${groupIndex}.items` });
  const watched = useWatch({ control, name: `item_groups.${groupIndex}.items` });
  const name = (j: number, f: ItemField) => `item_groups.${groupIndex}.items.${j}.${f}` as const;
  return (
    <Stack spacing={1.5}>
      {items.fields.map((item, j) => {
        const amount = watched?.[j] ? formLineAmount(watched[j]) : null;
        return (
          <Box
            key={item.id}
            role="group"
            aria-label={`${t.itemName} ${j + 1}`}
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', lg: '3.2fr 0.7fr 0.7fr 1.3fr 1.1fr 1.1fr auto' },
              alignItems: 'start',
              ...(j > 0 ? { borderTop: { xs: '1px solid', lg: 'none' }, borderTopColor: { xs: 'grey.300' }, pt: { xs: 1.5, lg: 0 } } : {}),
            }}
          >
            <FormTextField control={control} name={name(j, 'name')} label={t.itemName} size="small" required sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }} />
            <FormTextField control={control} name={name(j, 'quantity')} label={t.quantity} size="small" inputMode="decimal" />
            <FormTextField control={control} name={name(j, 'unit')} label={t.unit} size="small" />
            <FormMoneyField control={control} name={name(j, 'unit_price')} label={t.unitPrice} size="small" />
            <FormSelectField control={control} name={name(j, 'tax_rate')} label={t.taxRate} size="small" options={taxRateOptions} />
            <Box sx={{ pt: { lg: 0.5 }, textAlign: { lg: 'right' } }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {t.amount}
              </Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid={`line-amount-${groupIndex}-${j}`}>
                {amount === null ? '-' : formatMoney(amount)}
              </Typography>
            </Box>
            <IconButton
              aria-label={t.removeItem(j + 1)}
              onClick={() => items.remove(j)}
              disabled={items.fields.length <= 1}
              sx={{ justifySelf: 'end', gridColumn: { xs: '2', lg: 'auto' }, gridRow: { xs: 4, lg: 'auto' } }}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Box>
        );
      })}
      <Box>
        <Button size="small" startIcon={<AddIcon />} disabled={full} onClick={() => items.append(newOrderItem())}>
          {t.addItem}
        </Button>
      </Box>
    </Stack>
  );
}

/** A group's dates: 納品日 sets the 支払期日 from the 支払サイト (until typed over); the 60-day rule shows as a warning. */
function GroupDates({
  control,
  index,
  contract,
  inspectionDays,
  getValues,
  setValue,
}: {
  control: Control<PurchaseOrderFormInput>;
  index: number;
  contract: OrderFormContract;
  inspectionDays: number | null;
  getValues: UseFormGetValues<PurchaseOrderFormInput>;
  setValue: UseFormSetValue<PurchaseOrderFormInput>;
}) {
  const delivery = useWatch({ control, name: `item_groups.${index}.delivery_date` }) ?? '';
  const due = useWatch({ control, name: `item_groups.${index}.payment_due_date` }) ?? '';
  const hasInspection = useWatch({ control, name: 'has_inspection' });
  const original = useWatch({ control, name: 'original_due_date' }) ?? '';
  const lastDefault = useRef<string | null>(null);
  useEffect(() => {
    const next = defaultDueDate(contract.usance, delivery);
    const current = getValues(`item_groups.${index}.payment_due_date`) ?? '';
    if (next !== '' && (current === '' || current === lastDefault.current)) {
      setValue(`item_groups.${index}.payment_due_date`, next, { shouldDirty: true });
    }
    lastDefault.current = next;
  }, [delivery, contract.usance, getValues, setValue, index]);
  // 検収日 = 納品日 + the template's 検収期間, recomputed with the 納品日 until the user types a date of their own
  const lastInspection = useRef<string | null>(null);
  useEffect(() => {
    const next = hasInspection ? defaultInspectionDate(delivery, inspectionDays) : '';
    const current = getValues(`item_groups.${index}.inspection_date`) ?? '';
    if (next !== '' && (current === '' || current === lastInspection.current)) {
      setValue(`item_groups.${index}.inspection_date`, next, { shouldDirty: true });
    }
    if (next !== '') lastInspection.current = next;
  }, [delivery, hasInspection, inspectionDays, getValues, setValue, index]);

  const receivedOn = parseBusinessDate(delivery);
  const dueOn = parseBusinessDate(due);
  const problem =
    receivedOn && dueOn
      ? dueDateProblem(dueOn, {
          receivedOn,
          monthlyClosing: closesMonthly(contract.usance),
          originalDueDate: contract.isRedelegation ? parseBusinessDate(original) : null,
        })
      : null;
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, alignItems: 'start' }}>
        <FormTextField control={control} name={`item_groups.${index}.delivery_date`} label={t.deliveryDate} size="small" hint={t.dateHint} placeholder="2026/05/31" />
        {hasInspection ? (
          <FormTextField
            control={control}
            name={`item_groups.${index}.inspection_date`}
            label={t.inspectionDate}
            size="small"
            hint={inspectionDays != null && receivedOn ? t.inspectionDateHint(inspectionDays) : t.dateHint}
          />
        ) : null}
        <FormTextField
          control={control}
          name={`item_groups.${index}.payment_due_date`}
          label={t.paymentDueDate}
          size="small"
          hint={receivedOn ? t.paymentDueDateHint(usanceLabels[contract.usance]) : t.dateHint}
        />
      </Box>
      {problem ? (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid={`due-date-warning-${index}`}>
          {problem}
        </Alert>
      ) : null}
    </Box>
  );
}

export interface OrderFormProps {
  defaultValues: PurchaseOrderFormInput;
  contract: OrderFormContract;
  /** The company template's 検収期間 (days): 検収日 follows 納品日 + this; null (editing, no 検収期間) leaves it to the user. */
  inspectionDays?: number | null;
  /** The order's own project (its name until the picker's search names it; kept even when disabled since), or null. */
  project: { id: number; name: string } | null;
  /** Where a new order's values came from (shown as a note), or null when editing. */
  startedFrom: 'contract' | 'company' | null;
  submitLabel: string;
  busy: boolean;
  /** Resolves with the error of a failed request (its `fields` land on the inputs), or null. */
  onSubmit: (values: PurchaseOrderFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** 発注書 form: one zod schema with the API, live totals from the shared tax functions, at most 15 items. */
export function OrderForm({ defaultValues, contract, inspectionDays = null, project, startedFrom, submitLabel, busy, onSubmit, onCancel }: OrderFormProps) {
  const { control, handleSubmit, setError, getValues, setValue, formState } = useForm<PurchaseOrderFormInput, unknown, PurchaseOrderFormValues>({
    resolver: zodResolver(purchaseOrderFormSchema),
    defaultValues,
  });
  const groups = useFieldArray({ control, name: 'item_groups' });
  const watchedGroups = useWatch({ control, name: 'item_groups' });
  const orderDate = useWatch({ control, name: 'order_date' }) ?? '';
  const count = orderItemCount(watchedGroups);
  const full = count >= MAX_ORDER_ITEMS;
  const totals = formTotals(watchedGroups, { withholds: contract.withholds, orderDate });
  const groupsError = formState.errors.item_groups?.message ?? formState.errors.item_groups?.root?.message;

  const submit = handleSubmit(async (values) => {
    const error = await onSubmit(values);
    if (error) applyServerFieldErrors(error, setError, fieldNames(getValues()) as never[]);
  });

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        {startedFrom ? (
          <Alert severity="info" variant="outlined">
            {startedFrom === 'contract' ? t.startedFromContract : t.startedFromCompany}
          </Alert>
        ) : null}
        <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {t.sectionTerms}
        </Typography>
        <FormTextField control={control} name="title" label={t.title} hint={t.titleHint} required fullWidth />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
          <FormTextField control={control} name="order_date" label={t.orderDate} hint={t.dateHint} required />
          <Controller
            control={control}
            name="project_id"
            render={({ field, fieldState }) => (
              // the enabled projects matching the typed text, asked of the server (not the first 100)
              <EntityPicker
                label={t.project}
                allLabel={t.noProject}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                options={enabledProjectOptionsQuery}
                noOptionsText={ja.projects.emptySearch}
                width="full"
                knownLabel={project && project.id === field.value ? project.name : undefined}
                error={fieldState.error?.message}
              />
            )}
          />
          <FormTextField control={control} name="delivery_place" label={t.deliveryPlace} hint={t.deliveryPlaceHint} />
          <FormTextField control={control} name="payment_method" label={t.paymentMethod} hint={t.paymentMethodHint} />
        </Box>
        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ mb: 0.5 }}>
            {t.inspection}
          </FormLabel>
          <Controller
            control={control}
            name="has_inspection"
            render={({ field }) => (
              <RadioGroup row value={field.value ? 'yes' : 'no'} onChange={(e) => field.onChange(e.target.value === 'yes')}>
                <FormControlLabel value="yes" control={<Radio />} label={t.inspectionYes} />
                <FormControlLabel value="no" control={<Radio />} label={t.inspectionNo} />
              </RadioGroup>
            )}
          />
        </FormControl>
        {contract.isRedelegation ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
            <FormTextField control={control} name="original_client_name" label={t.originalClientName} hint={t.originalClientNameHint} />
            <FormTextField control={control} name="original_due_date" label={t.originalDueDate} hint={t.originalDueDateHint} />
          </Box>
        ) : null}
        <FormTextField control={control} name="remarks" label={t.remarks} multiline minRows={2} fullWidth />
        <Divider />
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
            {t.sectionItems}
          </Typography>
          <Typography variant="body2" color={full ? 'warning.dark' : 'text.secondary'} sx={{ fontWeight: full ? 700 : 400 }} data-testid="order-item-count" aria-live="polite">
            {t.itemCount(count, MAX_ORDER_ITEMS)}
          </Typography>
        </Box>
        {full ? (
          <Alert severity="info" data-testid="order-items-full">
            {t.itemsFull(MAX_ORDER_ITEMS)}
          </Alert>
        ) : null}
        {groups.fields.map((group, i) => (
          <Paper key={group.id} variant="outlined" role="group" aria-label={t.group(i + 1)} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, bgcolor: 'grey.50' }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
              <FormTextField control={control} name={`item_groups.${i}.title`} label={t.groupTitle} size="small" required fullWidth />
              <IconButton aria-label={t.removeGroup(i + 1)} onClick={() => groups.remove(i)} disabled={groups.fields.length <= 1}>
                <DeleteOutlinedIcon />
              </IconButton>
            </Box>
            <GroupDates control={control} index={i} contract={contract} inspectionDays={inspectionDays} getValues={getValues} setValue={setValue} />
            <GroupItems control={control} groupIndex={i} full={full} />
            {formState.errors.item_groups?.[i]?.items?.message ? (
              <Typography variant="caption" color="error">
                {formState.errors.item_groups[i]?.items?.message}
              </Typography>
            ) : null}
          </Paper>
        ))}
        {groupsError ? (
          <Typography variant="body2" color="error" role="alert">
            {groupsError}
          </Typography>
        ) : null}
        <Box>
          <Button size="small" variant="outlined" startIcon={<AddIcon />} disabled={full} onClick={() => groups.append(newOrderGroup())}>
            {t.addGroup}
          </Button>
        </Box>
        <Divider />
        <AmountList end rows={orderAmountRows(totals)} label={t.sectionTotals} testId="order-totals" />
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: { sm: 'right' } }} data-testid="tax-computed-note">
          {t.taxComputed}
        </Typography>
        {totals.withholding != null ? (
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: { sm: 'right' } }}>
            {ja.orderScreens.totals.withholdingNote}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {t.draftNote}
          </Typography>
          <Button onClick={onCancel} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={busy} sx={{ minWidth: 120 }}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
