import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { can } from '@app/shared/roles';
import {
  sortRequiredEntries,
  workerRequiredEntryKeys,
  workerRequiredEntryLabels,
  type WorkerRequiredEntryKey,
} from '@app/shared/worker-required-entries';
import { useToast } from '../../components/toast';
import { useUpdateWorkerRequiredEntries, useWorkerRequiredEntries } from '../../features/company-settings/api/worker-required-entries';
import { SettingsPageFrame } from '../../features/company-settings/components/settings-page-frame';
import { useProfile } from '../../features/profile/api/get-profile';
import { failureMessage } from '../../lib/api-client';

/** The checkboxes, seeded from the saved setting (remounted by its key when the setting changes). */
function RequiredEntriesForm({ initial, canManage }: { initial: WorkerRequiredEntryKey[]; canManage: boolean }) {
  const toast = useToast();
  const update = useUpdateWorkerRequiredEntries();
  const [selected, setSelected] = useState<Set<WorkerRequiredEntryKey>>(() => new Set(initial));

  const toggle = (key: WorkerRequiredEntryKey, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(sortRequiredEntries(selected), {
      onSuccess: () => toast.success(ja.requiredEntries.updated),
      onError: (error) => toast.error(failureMessage(ja.requiredEntries.updateFailed, error)),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormControl component="fieldset" sx={{ width: '100%' }}>
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
          {ja.requiredEntries.groupLabel}
        </FormLabel>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {ja.requiredEntries.alwaysRequired}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 1.5 }}>
          {workerRequiredEntryKeys.map((key) => (
            <FormControlLabel
              key={key}
              sx={{ alignItems: 'flex-start', mr: 0 }}
              disabled={!canManage}
              control={
                <Checkbox
                  checked={selected.has(key)}
                  onChange={(event) => toggle(key, event.target.checked)}
                  sx={{ mt: -0.75 }}
                  slotProps={{ input: { 'aria-describedby': `required-entry-hint-${key}` } }}
                  data-testid={`required-entry-${key}`}
                />
              }
              label={
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {workerRequiredEntryLabels[key]}
                  </Typography>
                  <Typography id={`required-entry-hint-${key}`} variant="caption" color="text.secondary">
                    {ja.requiredEntries.hints[key]}
                  </Typography>
                </Box>
              }
            />
          ))}
        </Box>
      </FormControl>
      {canManage ? (
        <Box sx={{ mt: 3 }}>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {ja.app.save}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/** /company/worker-required-entry — which entries every registered worker must fill in the portal (SPEC §2). */
export function WorkerRequiredEntryPage() {
  const profile = useProfile();
  const canManage = profile.data ? can(profile.data.role, 'manageCompany') : false;
  const query = useWorkerRequiredEntries();
  return (
    <SettingsPageFrame
      title={ja.requiredEntries.title}
      lead={ja.requiredEntries.lead}
      readOnly={!!profile.data && !canManage}
      loading={query.isPending}
      loadError={query.isError ? query.error : null}
      loadFailedPrefix={ja.requiredEntries.loadFailed}
    >
      {query.data && profile.data ? (
        <RequiredEntriesForm key={query.data.requiredEntries.join()} initial={query.data.requiredEntries} canManage={canManage} />
      ) : null}
    </SettingsPageFrame>
  );
}
