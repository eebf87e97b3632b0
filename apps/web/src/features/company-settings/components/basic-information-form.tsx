import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { basicInformationFieldsSchema, type BasicInformation, type BasicInformationInput } from '@app/shared/company';
import { ja } from '@app/shared/messages/ja';
import { FormTextField } from '../../../components/form-text-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { adapt } from '../../../lib/form-schema';

const FIELDS = ['name', 'postal_code', 'address', 'representative_name', 'phone', 'corporate_number', 'invoice_registration_number'] as const;
type Field = (typeof FIELDS)[number];
type Form = Record<Field, string>;

/** Same rules as the API (shared schema), checked on strings; empty inputs become "not set". */
const formSchema = adapt(basicInformationFieldsSchema, (values: Form): BasicInformationInput => values);

function toForm(company: BasicInformation): Form {
  return {
    name: company.name,
    postal_code: company.postal_code ?? '',
    address: company.address ?? '',
    representative_name: company.representative_name ?? '',
    phone: company.phone ?? '',
    corporate_number: company.corporate_number ?? '',
    invoice_registration_number: company.invoice_registration_number ?? '',
  };
}

export function BasicInformationForm({
  company,
  readOnly,
  busy,
  onSubmit,
}: {
  company: BasicInformation;
  readOnly: boolean;
  busy: boolean;
  /** Resolves with the error of a failed request (its `fields` land on the inputs), or null. */
  onSubmit: (values: BasicInformationInput) => Promise<unknown>;
}) {
  const { control, handleSubmit, reset, setError } = useForm<Form>({ resolver: zodResolver(formSchema), defaultValues: toForm(company) });
  useEffect(() => reset(toForm(company)), [company, reset]);
  const submit = handleSubmit(async (values) => {
    const error = await onSubmit(values);
    if (error) applyServerFieldErrors(error, setError, FIELDS, (f) => f.replace(/^company\./, ''));
  });
  const field = (name: Field, label: string, extra: { hint?: string; required?: boolean; sm?: number; autoComplete?: string } = {}) => (
    <Grid size={{ xs: 12, sm: extra.sm ?? 12 }}>
      <FormTextField
        control={control}
        name={name}
        label={label}
        hint={readOnly ? undefined : extra.hint}
        required={extra.required}
        autoComplete={extra.autoComplete}
        slotProps={{ input: { readOnly } }}
        fullWidth
      />
    </Grid>
  );
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Grid container spacing={2.5}>
        {field('name', ja.basicInfo.name, { required: true, autoComplete: 'organization' })}
        {field('postal_code', ja.basicInfo.postalCode, { hint: ja.basicInfo.postalCodeHint, sm: 4, autoComplete: 'postal-code' })}
        {field('address', ja.basicInfo.address, { sm: 8, autoComplete: 'street-address' })}
        {field('representative_name', ja.basicInfo.representativeName, { sm: 6 })}
        {field('phone', ja.basicInfo.phone, { hint: ja.basicInfo.phoneHint, sm: 6, autoComplete: 'tel' })}
        {field('corporate_number', ja.basicInfo.corporateNumber, { hint: ja.basicInfo.corporateNumberHint, sm: 6 })}
        {field('invoice_registration_number', ja.basicInfo.invoiceRegistrationNumber, { hint: ja.basicInfo.invoiceRegistrationNumberHint, sm: 6 })}
      </Grid>
      {readOnly ? null : (
        <Box sx={{ mt: 3 }}>
          <Button type="submit" variant="contained" loading={busy}>
            {ja.basicInfo.submit}
          </Button>
        </Box>
      )}
    </Box>
  );
}
