import { useEffect, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { familyRelationships, genders, prefectures } from '@app/shared/worker-personal';
import {
  invoiceStatuses,
  MAX_FAMILY_MEMBERS,
  workerEntityTypes,
  workerProfileFieldsSchema,
  type WorkerProfileInput,
  type WorkerProfileValues,
} from '@app/shared/worker-profile';
import { workerOccupationLabels, workerOccupations } from '@app/shared/workers';
import { FormSelectField } from '../../components/form-select-field';
import { PortalCustomFieldsSection } from '../../features/custom-fields/components/portal-custom-fields-section';
import { FormTextField } from '../../components/form-text-field';
import { useDocumentTitle } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { usePortalProfile, useSavePortalProfile, type PortalProfile } from '../../features/worker-portal/api/profile';
import { ApiError, errorText } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { joinedFailure } from '../../lib/joined-failure';

const t = ja.portalProfile;
const personal = ja.workerPersonal;

const staticFields = [
  'full_name',
  'full_namekana',
  'trade_name',
  'entity_type',
  'corporate_number',
  'birthday',
  'phone',
  'postal_code',
  'prefecture_id',
  'address',
  'building',
  'occupation',
  'gender',
  'invoice_status',
  'invoice_registration_number',
  'family_members',
] as const;
const familyFields = ['name', 'name_kana', 'relationship', 'birthday', 'is_dependent'] as const;

function defaults(p: PortalProfile): WorkerProfileInput {
  return {
    full_name: p.fullName,
    full_namekana: p.fullNamekana,
    trade_name: p.tradeName ?? '',
    entity_type: p.entityType,
    corporate_number: p.corporateNumber ?? '',
    birthday: formatDate(p.birthday),
    phone: p.phone ?? '',
    postal_code: p.postalCode ?? '',
    prefecture_id: p.prefectureId === null ? '' : String(p.prefectureId),
    address: p.address ?? '',
    building: p.building ?? '',
    occupation: p.occupation ?? '',
    gender: p.gender ?? '',
    invoice_status: p.invoiceStatus ?? '',
    invoice_registration_number: p.invoiceRegistrationNumber ?? '',
    family_members: p.familyMembers.map((f) => ({
      name: f.name,
      name_kana: f.nameKana,
      relationship: f.relationship,
      birthday: formatDate(f.birthday),
      is_dependent: f.isDependent,
    })),
  };
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h2" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const optional = (label: string) => [{ value: '', label }];

/**
 * /portal/profile — the worker's own profile, address, インボイス and family: one form, one save for every company; below
 * it the 「会社からの追加項目」 each company asks (saved one by one).
 */
export function PortalProfilePage() {
  useDocumentTitle(t.title);
  const profile = usePortalProfile();
  if (profile.isError) return <Alert severity="error">{joinedFailure(t.loadFailed, profile.error)}</Alert>;
  if (!profile.data) return <Skeleton variant="rounded" height={480} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <ProfileForm profile={profile.data} />
      <PortalCustomFieldsSection />
    </Box>
  );
}

function ProfileForm({ profile }: { profile: PortalProfile }) {
  const toast = useToast();
  const save = useSavePortalProfile();
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<WorkerProfileInput, unknown, WorkerProfileValues>({
    resolver: zodResolver(workerProfileFieldsSchema),
    defaultValues: defaults(profile),
  });
  const family = useFieldArray({ control, name: 'family_members' });
  const entityType = useWatch({ control, name: 'entity_type' });
  const invoiceStatus = useWatch({ control, name: 'invoice_status' });
  // a hidden input keeps no value: an individual has no 法人番号, an unregistered worker no registration number
  useEffect(() => {
    if (entityType !== 'corporation') setValue('corporate_number', '');
  }, [entityType, setValue]);
  useEffect(() => {
    if (invoiceStatus !== 'registered') setValue('invoice_registration_number', '');
  }, [invoiceStatus, setValue]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(defaults(saved));
        toast.success(t.saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        const names = [...staticFields, ...family.fields.flatMap((_, i) => familyFields.map((f) => `family_members.${i}.${f}` as const))];
        applyServerFieldErrors(error, setError, names, (f) => f.replace(/^profile\./, ''));
        toast.error(joinedFailure(t.saveFailed, error));
      },
    }),
  );

  const familyError = formState.errors.family_members?.message ?? formState.errors.family_members?.root?.message;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t.title} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.lead}
        </Typography>
      </Box>

      <Section title={t.basicSection}>
        <Box sx={grid}>
          <FormTextField control={control} name="full_name" label={t.fullName} required autoComplete="name" />
          <FormTextField control={control} name="full_namekana" label={t.fullNameKana} />
          <FormTextField control={control} name="trade_name" label={t.tradeName} />
          <FormSelectField
            control={control}
            name="occupation"
            label={t.occupation}
            options={[...optional(t.notSelected), ...workerOccupations.map((o) => ({ value: o, label: workerOccupationLabels[o] }))]}
          />
          <FormSelectField
            control={control}
            name="entity_type"
            label={t.entityType}
            options={workerEntityTypes.map((v) => ({ value: v, label: t.entityTypes[v] }))}
          />
          {entityType === 'corporation' ? (
            <FormTextField control={control} name="corporate_number" label={t.corporateNumber} hint={t.corporateNumberHint} required inputMode="numeric" />
          ) : null}
          <FormTextField control={control} name="birthday" label={t.birthday} hint={t.dateHint} placeholder="1990/04/01" autoComplete="bday" />
          <FormTextField control={control} name="phone" label={t.phone} type="tel" autoComplete="tel" placeholder="090-1234-5678" />
          <FormSelectField
            control={control}
            name="gender"
            label={t.gender}
            hint={t.genderHint}
            options={[...optional(t.notSelected), ...genders.map((g) => ({ value: g, label: personal.genders[g] }))]}
          />
        </Box>
      </Section>

      <Section title={t.addressSection}>
        <Box sx={grid}>
          <FormTextField control={control} name="postal_code" label={t.postalCode} hint={t.postalCodeHint} inputMode="numeric" autoComplete="postal-code" />
          <FormSelectField
            control={control}
            name="prefecture_id"
            label={t.prefecture}
            options={[...optional(t.notSelected), ...prefectures.map((name, i) => ({ value: String(i + 1), label: name }))]}
          />
        </Box>
        <FormTextField control={control} name="address" label={t.address} fullWidth autoComplete="address-line1" />
        <FormTextField control={control} name="building" label={t.building} fullWidth autoComplete="address-line2" />
      </Section>

      <Section title={t.invoiceSection}>
        <Box sx={grid}>
          <FormSelectField
            control={control}
            name="invoice_status"
            label={t.invoiceStatus}
            options={[...optional(t.invoiceUnanswered), ...invoiceStatuses.map((s) => ({ value: s, label: t.invoiceStatuses[s] }))]}
          />
          {invoiceStatus === 'registered' ? (
            <FormTextField control={control} name="invoice_registration_number" label={t.invoiceNumber} hint={t.invoiceNumberHint} required placeholder="T1234567890123" />
          ) : null}
        </Box>
      </Section>

      <Section title={t.familySection}>
        <Typography variant="body2" color="text.secondary" data-testid="family-why">
          {t.familyWhy}
        </Typography>
        {family.fields.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t.familyEmpty}
          </Typography>
        ) : null}
        {family.fields.map((row, i) => (
          <FamilyRow key={row.id} control={control} index={i} onRemove={() => family.remove(i)} />
        ))}
        {familyError ? <FormHelperText error>{familyError}</FormHelperText> : null}
        <Box>
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            disabled={family.fields.length >= MAX_FAMILY_MEMBERS}
            onClick={() => family.append({ name: '', name_kana: '', relationship: 'child', birthday: '', is_dependent: false })}
          >
            {t.familyAdd}
          </Button>
        </Box>
      </Section>

      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" loading={save.isPending} sx={{ minWidth: 160, width: { xs: '100%', sm: 'auto' } }}>
          {t.save}
        </Button>
      </Box>
      {save.isError && !(save.error instanceof ApiError) ? <Alert severity="error">{errorText(save.error)}</Alert> : null}
    </Box>
  );
}

function FamilyRow({ control, index, onRemove }: { control: Control<WorkerProfileInput>; index: number; onRemove: () => void }) {
  return (
    <Box
      role="group"
      aria-label={t.familyRow(index + 1)}
      data-testid="family-row"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          {t.familyRow(index + 1)}
        </Typography>
        <IconButton aria-label={t.familyRemove(index + 1)} onClick={onRemove} size="small">
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
      <Box sx={grid}>
        <FormTextField control={control} name={`family_members.${index}.name`} label={t.familyName} required />
        <FormTextField control={control} name={`family_members.${index}.name_kana`} label={t.familyKana} />
        <FormSelectField
          control={control}
          name={`family_members.${index}.relationship`}
          label={t.relationship}
          options={familyRelationships.map((r) => ({ value: r, label: personal.relationships[r] }))}
        />
        <FormTextField control={control} name={`family_members.${index}.birthday`} label={t.familyBirthday} hint={t.dateHint} placeholder="2015/05/05" />
      </Box>
      <Controller
        control={control}
        name={`family_members.${index}.is_dependent`}
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
            label={t.dependent}
          />
        )}
      />
    </Box>
  );
}
