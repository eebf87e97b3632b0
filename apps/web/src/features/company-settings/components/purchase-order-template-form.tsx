import { useEffect } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { MAX_ORDER_ITEMS } from '@app/shared/purchase-orders';
import { taxRateLabels, taxRates } from '@app/shared/tax';
import { ja } from '@app/shared/messages/ja';
import { formatMoneyInput } from '@app/shared/money';
import {
  purchaseOrderTemplateBodySchema,
  templateItemCount,
  type PurchaseOrderTemplateInput,
  type PurchaseOrderTemplateValues,
} from '@app/shared/purchase-order-template';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { FormMoneyField } from '../../../components/money-input';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import type { PurchaseOrderTemplate } from '../api/purchase-order-template';

const t = ja.purchaseOrderTemplate;
const taxRateOptions = taxRates.map((value) => ({ value, label: taxRateLabels[value] }));
const newItem = () => ({ name: '', quantity: '1', unit: '', unit_price: '', tax_rate: 10 });

function toForm(template: PurchaseOrderTemplate): PurchaseOrderTemplateInput {
  return {
    delivery_place: template.deliveryPlace,
    payment_method: template.paymentMethod,
    inspection_type: template.inspectionType,
    inspection_days: template.inspectionDays == null ? '' : String(template.inspectionDays),
    remarks: template.remarks,
    item_groups: template.itemGroups.map((g) => ({
      name: g.name,
      items: g.items.map((i) => ({
        name: i.name,
        quantity: String(i.quantity),
        unit: i.unit ?? '',
        unit_price: formatMoneyInput(i.unitPrice),
        tax_rate: i.taxRate,
      })),
    })),
  };
}

/** Every input name the server may report an error on (items included), for applyServerFieldErrors. */
function fieldNames(values: PurchaseOrderTemplateInput): string[] {
  const names = ['delivery_place', 'payment_method', 'inspection_type', 'inspection_days', 'remarks', 'item_groups'];
  values.item_groups.forEach((g, i) => {
    names.push(`item_groups.${i}.name`, `item_groups.${i}.items`);
    g.items.forEach((_item, j) => {
      for (const f of ['name', 'quantity', 'unit', 'unit_price', 'tax_rate']) names.push(`item_groups.${i}.items.${j}.${f}`);
    });
  });
  return names;
}

function GroupItems({ control, groupIndex, readOnly, full }: { control: Control<PurchaseOrderTemplateInput>; groupIndex: number; readOnly: boolean; full: boolean }) {
  const items = useFieldArray({ control, name: `item_groups.${groupIndex}.items` });
  const name = (j: number, f: 'name' | 'quantity' | 'unit' | 'unit_price' | 'tax_rate') => `item_groups.${groupIndex}.items.${j}.${f}` as const;
  return (
    <Stack spacing={1.5}>
      {items.fields.map((item, j) => (
        <Box
          key={item.id}
          role="group"
          aria-label={`${t.itemName} ${j + 1}`}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', md: '3fr 0.8fr 0.8fr 1.3fr 1.2fr auto' },
            alignItems: 'start',
            // on a phone each item is a small block of its own: a rule between them
            ...(j > 0 ? { borderTop: { xs: '1px solid', md: 'none' }, borderTopColor: { xs: 'grey.300' }, pt: { xs: 1.5, md: 0 } } : {}),
          }}
        >
          <FormTextField control={control} name={name(j, 'name')} label={t.itemName} size="small" disabled={readOnly} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }} />
          <FormTextField control={control} name={name(j, 'quantity')} label={t.quantity} size="small" disabled={readOnly} inputMode="decimal" />
          <FormTextField control={control} name={name(j, 'unit')} label={t.unit} size="small" disabled={readOnly} />
          <FormMoneyField control={control} name={name(j, 'unit_price')} label={t.unitPrice} size="small" disabled={readOnly} />
          <FormSelectField control={control} name={name(j, 'tax_rate')} label={t.taxRate} size="small" disabled={readOnly} options={taxRateOptions} />
          {readOnly ? null : (
            <IconButton
              aria-label={`${t.removeItem}（${j + 1}）`}
              onClick={() => items.remove(j)}
              sx={{ mt: { xs: -1, md: 0.25 }, gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: 'end' }}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          )}
        </Box>
      ))}
      {readOnly ? null : (
        <Box>
          <Button size="small" startIcon={<AddIcon />} disabled={full} onClick={() => items.append(newItem())}>
            {t.addItem}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** The template form: one zod schema with the API, the server's field errors on the inputs. */
export function PurchaseOrderTemplateForm({
  template,
  readOnly,
  busy,
  onSubmit,
}: {
  template: PurchaseOrderTemplate;
  readOnly: boolean;
  busy: boolean;
  /** Resolves with the error of a failed request (its `fields` land on the inputs), or null. */
  onSubmit: (values: PurchaseOrderTemplateValues) => Promise<unknown>;
}) {
  const { control, handleSubmit, reset, setError, getValues, formState } = useForm<PurchaseOrderTemplateInput, unknown, PurchaseOrderTemplateValues>({
    resolver: zodResolver(purchaseOrderTemplateBodySchema),
    defaultValues: toForm(template),
  });
  useEffect(() => reset(toForm(template)), [template, reset]);
  const groups = useFieldArray({ control, name: 'item_groups' });
  const watchedGroups = useWatch({ control, name: 'item_groups' });
  const inspectionType = useWatch({ control, name: 'inspection_type' });
  const count = templateItemCount(watchedGroups);
  const full = count >= MAX_ORDER_ITEMS;
  const submit = handleSubmit(async (values) => {
    const error = await onSubmit(values);
    if (error) applyServerFieldErrors(error, setError, fieldNames(getValues()) as never[]);
  });
  const groupsError = formState.errors.item_groups?.message ?? formState.errors.item_groups?.root?.message;

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Stack spacing={3}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {t.sectionTerms}
        </Typography>
        <FormTextField control={control} name="delivery_place" label={t.deliveryPlace} hint={readOnly ? undefined : t.deliveryPlaceHint} disabled={readOnly} fullWidth />
        <FormTextField
          control={control}
          name="payment_method"
          label={t.paymentMethod}
          hint={readOnly ? undefined : t.paymentMethodHint}
          required
          disabled={readOnly}
          sx={{ width: { xs: '100%', sm: '50%' } }}
        />
        <FormControl component="fieldset" disabled={readOnly}>
          <FormLabel component="legend" sx={{ mb: 0.5 }}>
            {t.inspection}
          </FormLabel>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <Controller
              control={control}
              name="inspection_type"
              render={({ field }) => (
                <RadioGroup {...field} row={false}>
                  <FormControlLabel value="none" control={<Radio />} label={t.inspectionNone} />
                  <FormControlLabel value="within_days" control={<Radio />} label={t.inspectionWithinDays} />
                </RadioGroup>
              )}
            />
            {inspectionType === 'within_days' ? (
              <FormTextField
                control={control}
                name="inspection_days"
                label={t.inspectionDays}
                hint={t.inspectionDaysHint}
                disabled={readOnly}
                inputMode="numeric"
                sx={{ width: { xs: '100%', sm: 320 }, mt: { sm: 4.5 } }}
              />
            ) : null}
          </Box>
        </FormControl>
        <FormTextField control={control} name="remarks" label={t.remarks} hint={readOnly ? undefined : t.remarksHint} multiline minRows={3} disabled={readOnly} fullWidth />
        <Divider />
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
            {t.sectionItems}
          </Typography>
          <Typography variant="body2" color={full ? 'warning.main' : 'text.secondary'} data-testid="template-item-count">
            {t.itemCount(count, MAX_ORDER_ITEMS)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: -2 }}>
          {groups.fields.length === 0 ? t.noGroups : t.groupHint}
        </Typography>
        {groups.fields.map((group, i) => (
          <Paper key={group.id} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, bgcolor: 'grey.50' }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
              <FormTextField control={control} name={`item_groups.${i}.name`} label={t.groupName} size="small" disabled={readOnly} fullWidth />
              {readOnly ? null : (
                <IconButton aria-label={`${t.removeGroup}（${i + 1}）`} onClick={() => groups.remove(i)}>
                  <DeleteOutlinedIcon />
                </IconButton>
              )}
            </Box>
            <GroupItems control={control} groupIndex={i} readOnly={readOnly} full={full} />
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
        {readOnly ? null : (
          <Box>
            <Button size="small" variant="outlined" startIcon={<AddIcon />} disabled={full} onClick={() => groups.append({ name: '', items: [newItem()] })}>
              {t.addGroup}
            </Button>
          </Box>
        )}
      </Stack>
      {readOnly ? null : (
        <Box sx={{ mt: 3 }}>
          <Button type="submit" variant="contained" loading={busy}>
            {ja.app.save}
          </Button>
        </Box>
      )}
    </Box>
  );
}
