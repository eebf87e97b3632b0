import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { agentEntityTypeLabels, agentEntityTypes, agentFormSchema, type AgentFormInput, type AgentFormValues } from '@app/shared/agents';
import { ja } from '@app/shared/messages/ja';
import { FormTextField } from '../../../components/form-text-field';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveAgent, type Agent } from '../api/agents';
import { FormSelectField } from '../../../components/form-select-field';
import { joinedFailure } from '../../../lib/joined-failure';

const t = ja.agentForm;
const fieldNames = ['name', 'name_kana', 'entity_type', 'contact_person', 'email', 'phone', 'postal_code', 'address', 'invoice_registration_number', 'memo'] as const;

export function agentFormDefaults(agent: Agent | null): AgentFormInput {
  return {
    name: agent?.name ?? '',
    name_kana: agent?.nameKana ?? '',
    entity_type: agent?.entityType ?? 'corporation',
    contact_person: agent?.contactPerson ?? '',
    email: agent?.email ?? '',
    phone: agent?.phone ?? '',
    postal_code: agent?.postalCode ?? '',
    address: agent?.address ?? '',
    invoice_registration_number: agent?.invoiceRegistrationNumber ?? '',
    memo: agent?.memo ?? '',
  };
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Create (agent null) or edit an agent. */
export function AgentForm({ agent, canEdit, onSaved, onCancel }: { agent: Agent | null; canEdit: boolean; onSaved: (agent: Agent) => void; onCancel?: () => void }) {
  const toast = useToast();
  const save = useSaveAgent(agent?.code ?? null);
  const { control, handleSubmit, setError, reset } = useForm<AgentFormInput, unknown, AgentFormValues>({
    resolver: zodResolver(agentFormSchema),
    defaultValues: agentFormDefaults(agent),
  });
  const disabled = !canEdit;
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(agentFormDefaults(saved));
        toast.success(agent ? t.updated : t.created);
        onSaved(saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        applyServerFieldErrors(error, setError, fieldNames, (f) => f.replace(/^agent\./, ''));
        toast.error(joinedFailure(agent ? t.updateFailed : t.createFailed, error));
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={agent ? t.detailTitle : t.createTitle} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={grid}>
        <FormTextField control={control} name="name" label={t.name} required disabled={disabled} />
        <FormTextField control={control} name="name_kana" label={t.nameKana} disabled={disabled} />
        <FormSelectField control={control} name="entity_type" label={t.entityType} disabled={disabled} options={agentEntityTypes.map((v) => ({ value: v, label: agentEntityTypeLabels[v] }))} />
        <FormTextField control={control} name="contact_person" label={t.contactPerson} disabled={disabled} />
        <FormTextField control={control} name="email" label={t.email} type="email" disabled={disabled} />
        <FormTextField control={control} name="phone" label={t.phone} type="tel" disabled={disabled} />
        <FormTextField control={control} name="postal_code" label={t.postalCode} disabled={disabled} />
        <FormTextField control={control} name="invoice_registration_number" label={t.invoiceNumber} hint={t.invoiceNumberHint} disabled={disabled} />
      </Box>
      <FormTextField control={control} name="address" label={t.address} disabled={disabled} fullWidth />
      <FormTextField control={control} name="memo" label={t.memo} multiline minRows={2} disabled={disabled} fullWidth />
      {canEdit ? (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {onCancel ? <Button onClick={onCancel}>{t.cancel}</Button> : null}
          <Button type="submit" variant="contained" loading={save.isPending} sx={{ minWidth: 120 }}>
            {agent ? t.save : t.create}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
