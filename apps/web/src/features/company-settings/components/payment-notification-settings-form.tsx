import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  deemedApprovalDaysSchema,
  deemedApprovalSentence,
  PAYMENT_NOTIFICATION_MESSAGE_MAX,
  paymentNotificationMessageSchema,
} from '@app/shared/alert-email-settings';
import { ja } from '@app/shared/messages/ja';
import { ApiError } from '../../../lib/api-client';
import type { AlertEmailSetting } from '../api/alert-email-settings';

const t = ja.alerts.paymentNotification;
type Errors = { message?: string; days?: string };
export type PaymentNotificationSettingValues = { payment_notification_message: string | null; deemed_approval_days: number | null };

/** The days as typed: a whole number 1–60, or the range message. */
function parseDays(text: string): { value: number | null; error?: string } {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return { value: null, error: ja.alerts.deemedDaysRange };
  const result = deemedApprovalDaysSchema.safeParse(Number(trimmed));
  return result.success ? { value: result.data } : { value: null, error: result.error.issues[0]?.message ?? ja.alerts.deemedDaysRange };
}

/**
 * The message the worker receives with a 支払通知書 (with a preview as the worker reads it, line breaks kept) and
 * みなし承認: off, or after 1–60 days — with the sentence the document then carries.
 */
export function PaymentNotificationSettingsForm({
  setting,
  readOnly,
  busy,
  onSubmit,
}: {
  setting: AlertEmailSetting;
  readOnly: boolean;
  busy: boolean;
  /** answers the error when saving failed (its field errors are shown on the inputs) */
  onSubmit: (values: PaymentNotificationSettingValues) => Promise<unknown>;
}) {
  const [message, setMessage] = useState(setting.paymentNotificationMessage ?? '');
  const [deemedOn, setDeemedOn] = useState(setting.deemedApprovalDays != null);
  const [daysText, setDaysText] = useState(setting.deemedApprovalDays != null ? String(setting.deemedApprovalDays) : '');
  const [errors, setErrors] = useState<Errors>({});

  const days = deemedOn ? parseDays(daysText) : { value: null };
  const preview = message.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const parsedMessage = paymentNotificationMessageSchema.safeParse(message);
    if (!parsedMessage.success) next.message = parsedMessage.error.issues[0]?.message;
    if (deemedOn && days.error) next.days = days.error;
    setErrors(next);
    if (next.message || next.days || !parsedMessage.success) return;
    const error = await onSubmit({ payment_notification_message: parsedMessage.data ?? null, deemed_approval_days: deemedOn ? days.value : null });
    if (error instanceof ApiError) {
      setErrors({
        message: error.fields['alert_email_setting.payment_notification_message']?.[0],
        days: error.fields['alert_email_setting.deemed_approval_days']?.[0],
      });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <TextField
          label={t.message}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setErrors((prev) => ({ ...prev, message: undefined }));
          }}
          multiline
          minRows={6}
          maxRows={16}
          disabled={readOnly}
          error={Boolean(errors.message)}
          helperText={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <span>{errors.message ?? t.messageHint}</span>
              <Box component="span" sx={{ flexShrink: 0, color: message.length > PAYMENT_NOTIFICATION_MESSAGE_MAX ? 'error.main' : undefined }}>
                {message.length}/{PAYMENT_NOTIFICATION_MESSAGE_MAX}
              </Box>
            </Box>
          }
          fullWidth
        />
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }} id="payment-notification-preview-label">
            {t.preview}
          </Typography>
          <Paper
            variant="outlined"
            aria-labelledby="payment-notification-preview-label"
            data-testid="message-preview"
            sx={{ p: 2, bgcolor: 'grey.50', minHeight: 120, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 14, lineHeight: 1.8 }}
          >
            {preview ? preview : <Typography variant="body2" color="text.secondary">{t.previewEmpty}</Typography>}
          </Paper>
        </Box>
      </Box>

      <FormControl component="fieldset" sx={{ mt: 4, width: '100%' }} disabled={readOnly}>
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
          {t.deemed}
        </FormLabel>
        <RadioGroup
          value={deemedOn ? 'on' : 'off'}
          onChange={(event) => {
            setDeemedOn(event.target.value === 'on');
            setErrors((prev) => ({ ...prev, days: undefined }));
          }}
        >
          <FormControlLabel value="off" control={<Radio />} label={t.deemedOff} />
          <FormControlLabel value="on" control={<Radio />} label={t.deemedOn} />
        </RadioGroup>
        <TextField
          label={t.deemedDays}
          value={daysText}
          onChange={(event) => {
            setDaysText(event.target.value);
            setErrors((prev) => ({ ...prev, days: undefined }));
          }}
          disabled={readOnly || !deemedOn}
          error={Boolean(errors.days)}
          helperText={errors.days ?? t.deemedHint}
          size="small"
          sx={{ mt: 1, ml: { xs: 0, sm: 4 }, width: { xs: '100%', sm: 240 } }}
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: 3 },
            input: { endAdornment: <InputAdornment position="end">{t.deemedDaysSuffix}</InputAdornment> },
            // the hint explains the option before it is chosen: readable (WCAG AA) while the field is disabled
            formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          }}
        />
      </FormControl>

      <Box sx={{ mt: 3 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }} id="deemed-sentence-label">
          {t.documentSentence}
        </Typography>
        <Paper variant="outlined" aria-labelledby="deemed-sentence-label" data-testid="deemed-sentence" sx={{ p: 2, bgcolor: 'grey.50' }}>
          <Typography variant="body2" color={deemedOn && days.value != null ? 'text.primary' : 'text.secondary'}>
            {deemedOn && days.value != null ? `「${deemedApprovalSentence(days.value)}」` : t.deemedNone}
          </Typography>
        </Paper>
      </Box>

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
