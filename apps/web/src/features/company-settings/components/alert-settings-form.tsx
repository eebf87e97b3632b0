import { useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alertKindLabels, alertKinds, dueAlertBusinessDaysSchema, paymentApprovalThresholdSchema, type AlertKind } from '@app/shared/alert-email-settings';
import { ja } from '@app/shared/messages/ja';
import { ApiError } from '../../../lib/api-client';
import type { AlertEmailSetting, AlertRecipientCandidate } from '../api/alert-email-settings';

const t = ja.alerts;

type Row = { enabled: boolean; employeeIds: number[] };
type Rows = Record<AlertKind, Row>;

function toRows(setting: AlertEmailSetting): Rows {
  const rows = {} as Rows;
  for (const kind of alertKinds) {
    const a = setting.alerts.find((x) => x.kind === kind);
    rows[kind] = { enabled: a?.enabled ?? true, employeeIds: a?.employeeIds ?? [] };
  }
  return rows;
}

const optionLabel = (e: AlertRecipientCandidate) => (e.suspended ? `${e.name}（${t.suspended}）` : e.name);

/** The 支払期日 alert's lead as typed: a whole number of bank business days, 1–10 (the API's schema), or its message. */
function parseDueDays(text: string): { days: number } | { error: string } {
  const trimmed = text.trim();
  const parsed = dueAlertBusinessDaysSchema.safeParse(/^[0-9]+$/.test(trimmed) ? Number(trimmed) : Number.NaN);
  return parsed.success && parsed.data !== null ? { days: parsed.data } : { error: t.dueAlertDaysRange };
}

/** 二重承認's threshold as typed: empty (off) or whole yen 1–9,999,999,999 (commas and ¥ allowed), or its message. */
function parseThreshold(text: string): { threshold: number | null } | { error: string } {
  const trimmed = text.trim().replace(/^[¥￥]/, '').replaceAll(',', '');
  if (trimmed === '') return { threshold: null };
  const parsed = paymentApprovalThresholdSchema.safeParse(/^[0-9]+$/.test(trimmed) ? Number(trimmed) : Number.NaN);
  return parsed.success ? { threshold: parsed.data } : { error: t.approvalThresholdRange };
}

/**
 * One block per alert kind: a switch (send or not) and the recipients, chosen from the company's active employees
 * (a suspended one stays visible while chosen, marked 停止中); the 支払期日 alert also takes how many bank business
 * days before it goes; a last block holds the 二重承認 threshold (issue #19 N10). One save for all; an enabled alert needs a recipient (checked here and by the API, whose field
 * errors land on the kind).
 */
export function AlertSettingsForm({
  setting,
  employees,
  readOnly,
  busy,
  onSubmit,
}: {
  setting: AlertEmailSetting;
  employees: AlertRecipientCandidate[];
  readOnly: boolean;
  busy: boolean;
  /** answers the error when saving failed (its field errors are shown on the kinds) */
  onSubmit: (alerts: { kind: AlertKind; enabled: boolean; employee_ids: number[] }[], dueAlertBusinessDays: number, paymentApprovalThreshold: number | null) => Promise<unknown>;
}) {
  const [rows, setRows] = useState<Rows>(() => toRows(setting));
  const [errors, setErrors] = useState<Partial<Record<AlertKind, string>>>({});
  const [dueDays, setDueDays] = useState(String(setting.dueAlertBusinessDays));
  const [dueDaysError, setDueDaysError] = useState<string | null>(null);
  const [threshold, setThreshold] = useState(setting.paymentApprovalThreshold === null ? '' : String(setting.paymentApprovalThreshold));
  const [thresholdError, setThresholdError] = useState<string | null>(null);
  const byId = new Map(employees.map((e) => [e.id, e]));

  const change = (kind: AlertKind, next: Partial<Row>) => {
    setRows((prev) => ({ ...prev, [kind]: { ...prev[kind], ...next } }));
    setErrors((prev) => ({ ...prev, [kind]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Partial<Record<AlertKind, string>> = {};
    for (const kind of alertKinds) if (rows[kind].enabled && rows[kind].employeeIds.length === 0) local[kind] = t.recipientsRequired;
    setErrors(local);
    const due = parseDueDays(dueDays);
    setDueDaysError('error' in due ? due.error : null);
    const approval = parseThreshold(threshold);
    setThresholdError('error' in approval ? approval.error : null);
    if (Object.keys(local).length > 0 || 'error' in due || 'error' in approval) return;
    const body = alertKinds.map((kind) => ({ kind, enabled: rows[kind].enabled, employee_ids: rows[kind].employeeIds }));
    const error = await onSubmit(body, due.days, approval.threshold);
    if (error instanceof ApiError) {
      const server: Partial<Record<AlertKind, string>> = {};
      alertKinds.forEach((kind, i) => {
        const message = error.fields[`alert_email_setting.alerts.${i}.employee_ids`]?.[0];
        if (message) server[kind] = message;
      });
      setErrors(server);
      setDueDaysError(error.fields['alert_email_setting.due_alert_business_days']?.[0] ?? null);
      setThresholdError(error.fields['alert_email_setting.payment_approval_threshold']?.[0] ?? null);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Stack spacing={2}>
        {alertKinds.map((kind) => {
          const row = rows[kind];
          const chosen = row.employeeIds.map((id) => byId.get(id)).filter((e): e is AlertRecipientCandidate => e !== undefined);
          const options = employees.filter((e) => !e.suspended || row.employeeIds.includes(e.id));
          const titleId = `alert-${kind}-title`;
          return (
            <Paper key={kind} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} role="group" aria-labelledby={titleId} data-testid={`alert-${kind}`}>
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  alignItems: 'flex-start',
                  justifyContent: 'space-between',
                  gap: { xs: 1, sm: 2 },
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {alertKindLabels[kind]}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t.hints[kind]}
                  </Typography>
                </Box>
                <FormControlLabel
                  sx={{ mr: 0, ml: { xs: 0, sm: 2 }, flexShrink: 0 }}
                  labelPlacement="start"
                  disabled={readOnly}
                  label={<Typography variant="body2">{t.enabled}</Typography>}
                  control={
                    <Switch
                      checked={row.enabled}
                      onChange={(event) => change(kind, { enabled: event.target.checked })}
                      slotProps={{ input: { 'aria-label': t.enabledLabel(alertKindLabels[kind]) } }}
                    />
                  }
                />
              </Box>
              {kind === 'payment_due_soon' && row.enabled ? (
                <TextField
                  label={t.dueAlertDays}
                  value={dueDays}
                  disabled={readOnly}
                  onChange={(event) => {
                    setDueDays(event.target.value);
                    setDueDaysError(null);
                  }}
                  error={dueDaysError !== null}
                  helperText={dueDaysError ?? t.dueAlertDaysHint}
                  slotProps={{ htmlInput: { inputMode: 'numeric' }, input: { endAdornment: <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{t.dueAlertDaysSuffix}</Typography> } }}
                  sx={{ mt: 2, width: { xs: '100%', sm: 420 } }}
                />
              ) : null}
              {row.enabled ? (
                <Autocomplete
                  multiple
                  disabled={readOnly}
                  options={options}
                  value={chosen}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  getOptionLabel={optionLabel}
                  filterSelectedOptions
                  onChange={(_event, value) => change(kind, { employeeIds: value.map((e) => e.id) })}
                  noOptionsText={t.noOptions}
                  renderOption={(props, option) => {
                    const { key, ...rest } = props;
                    return (
                      <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
                        <Typography variant="body2">{optionLabel(option)}</Typography>
                        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                          {option.email}
                        </Typography>
                      </Box>
                    );
                  }}
                  renderValue={(value, getItemProps) =>
                    value.map((option, index) => {
                      const { key, ...itemProps } = getItemProps({ index });
                      return <Chip key={key} size="small" label={optionLabel(option)} color={option.suspended ? 'default' : 'primary'} variant="outlined" {...itemProps} />;
                    })
                  }
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t.recipients}
                      placeholder={chosen.length === 0 ? t.recipientsPlaceholder : undefined}
                      error={Boolean(errors[kind])}
                      helperText={errors[kind] ?? t.recipientsHint}
                    />
                  )}
                  sx={{ mt: 2 }}
                />
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  {t.noRecipientsWhenDisabled}
                </Typography>
              )}
            </Paper>
          );
        })}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} role="group" aria-labelledby="payment-approval-title" data-testid="payment-approval">
          <Typography id="payment-approval-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t.approvalTitle}
          </Typography>
          <TextField
            label={t.approvalThreshold}
            value={threshold}
            disabled={readOnly}
            onChange={(event) => {
              setThreshold(event.target.value);
              setThresholdError(null);
            }}
            error={thresholdError !== null}
            helperText={thresholdError ?? t.approvalHint}
            slotProps={{ htmlInput: { inputMode: 'numeric' }, input: { endAdornment: <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{t.approvalThresholdSuffix}</Typography> } }}
            sx={{ mt: 2, width: { xs: '100%', sm: 420 } }}
          />
        </Paper>
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
