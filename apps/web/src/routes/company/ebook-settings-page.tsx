import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { EBOOK_RETENTION_YEARS, EBOOK_RETENTION_YEARS_WITH_LOSS, type EbookSettingsInput, type EbookSettingsWire } from '@app/shared/ebook';
import { checkBusinessDate, formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { can } from '@app/shared/roles';
import { useToastedAction } from '../../components/toast';
import { useEbookRegulation, useEbookSettings, useSaveEbookSettings } from '../../features/ebook/api/ebook';
import { SettingsPageFrame } from '../../features/company-settings/components/settings-page-frame';
import { useProfile } from '../../features/profile/api/get-profile';
import { ApiError } from '../../lib/api-client';

const m = ja.ebookScreens.settings;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

type Field = keyof EbookSettingsInput;
type Errors = Partial<Record<Field, string>>;

/** The server's field names (camelCase as the contract, or snake_case) → the form's. */
const fieldOfApi: Record<string, Field> = {
  lossCarryforward: 'lossCarryforward',
  loss_carryforward: 'lossCarryforward',
  fiscalYearEndMonth: 'fiscalYearEndMonth',
  fiscal_year_end_month: 'fiscalYearEndMonth',
  regulationAdoptedOn: 'regulationAdoptedOn',
  regulation_adopted_on: 'regulationAdoptedOn',
};

function serverErrors(error: unknown): Errors {
  const errors: Errors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const [name, messages] of Object.entries(error.fields)) {
    const field = fieldOfApi[name];
    if (field && messages[0]) errors[field] = messages[0];
  }
  return errors;
}

function RegulationDownloads() {
  const download = useEbookRegulation();
  const busy = download.isPending ? download.variables : null;
  return (
    <Box component="section" aria-label={m.regulationTitle}>
      <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
        {m.regulationTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {m.regulationLead}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} loading={busy === 'pdf'} onClick={() => download.mutate('pdf')}>
          {m.downloadPdf}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} loading={busy === 'txt'} onClick={() => download.mutate('txt')}>
          {m.downloadTxt}
        </Button>
      </Box>
    </Box>
  );
}

/** The form, seeded from the saved settings (remounted by its key when they change). */
function EbookSettingsForm({ settings, canManage }: { settings: EbookSettingsWire; canManage: boolean }) {
  const save = useSaveEbookSettings();
  const run = useToastedAction(m.saveFailed);
  const [month, setMonth] = useState(settings.fiscalYearEndMonth);
  const [loss, setLoss] = useState(settings.lossCarryforward);
  const [adopted, setAdopted] = useState(formatDate(settings.regulationAdoptedOn));
  const [errors, setErrors] = useState<Errors>({});
  const years = loss ? EBOOK_RETENTION_YEARS_WITH_LOSS : EBOOK_RETENTION_YEARS;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let regulationAdoptedOn: string | null = null;
    if (adopted.trim() !== '') {
      const checked = checkBusinessDate(adopted);
      if (!checked.ok) {
        setErrors({ regulationAdoptedOn: checked.reason === 'format' ? ja.validation.date : ja.validation.dateInvalid });
        return;
      }
      regulationAdoptedOn = checked.value;
    }
    setErrors({});
    const failure = await run(() => save.mutateAsync({ fiscalYearEndMonth: month, lossCarryforward: loss, regulationAdoptedOn }), m.saved);
    if (failure) setErrors(serverErrors(failure));
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, alignItems: 'start' }}>
        <TextField
          select
          label={m.fiscalYearEndMonth}
          value={month}
          onChange={(e) => setMonth(Number(e.target.value))}
          disabled={!canManage}
          error={Boolean(errors.fiscalYearEndMonth)}
          helperText={errors.fiscalYearEndMonth ?? ' '}
          data-testid="ebook-fiscal-month"
        >
          {MONTHS.map((n) => (
            <MenuItem key={n} value={n}>
              {m.month(n)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={m.regulationAdoptedOn}
          value={adopted}
          onChange={(e) => {
            setAdopted(e.target.value);
            setErrors(({ regulationAdoptedOn: _dropped, ...rest }) => rest);
          }}
          placeholder={ja.ebookScreens.search.datePlaceholder}
          disabled={!canManage}
          error={Boolean(errors.regulationAdoptedOn)}
          helperText={errors.regulationAdoptedOn ?? m.regulationHint}
          sx={{ maxWidth: 280 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      </Box>
      <Box>
        <FormControlLabel
          control={<Checkbox checked={loss} onChange={(e) => setLoss(e.target.checked)} disabled={!canManage} />}
          label={m.lossCarryforward}
        />
        <FormHelperText error={Boolean(errors.lossCarryforward)} sx={{ mt: -0.5, ml: 4 }}>
          {errors.lossCarryforward ?? m.lossHint}
        </FormHelperText>
      </Box>
      <Box component="section" aria-label={m.retentionTitle} sx={{ bgcolor: 'rgba(31, 95, 174, 0.06)', borderRadius: 1.5, p: 2 }}>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
          {m.retentionYears(years)}
        </Typography>
        <Typography variant="body2" data-testid="ebook-retention">
          {m.retention(years, month)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="ebook-document-count">
          {m.documentCount(settings.documentCount)}
        </Typography>
      </Box>
      {canManage ? (
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {ja.app.save}
          </Button>
        </Box>
      ) : null}
      <Divider />
      <RegulationDownloads />
    </Box>
  );
}

/** /company/ebook 電子帳簿保存: the retention (7 or 10 years), the 決算月, the 事務処理規程's date and its template. */
export function EbookSettingsPage() {
  const profile = useProfile();
  const canManage = profile.data ? can(profile.data.role, 'manageCompany') : false;
  const query = useEbookSettings();
  return (
    <SettingsPageFrame
      title={m.title}
      lead={m.lead}
      readOnly={!!profile.data && !canManage}
      loading={query.isPending}
      loadError={query.isError ? query.error : null}
      loadFailedPrefix={m.loadFailed}
    >
      {query.data && profile.data ? (
        <EbookSettingsForm
          key={`${query.data.fiscalYearEndMonth}-${query.data.lossCarryforward}-${query.data.regulationAdoptedOn}`}
          settings={query.data}
          canManage={canManage}
        />
      ) : null}
    </SettingsPageFrame>
  );
}
