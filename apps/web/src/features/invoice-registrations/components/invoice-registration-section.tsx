import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { endedRegistrationStatuses } from '@app/shared/invoice-registrations';
import { formatDate, formatDateTime } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { InfoGrid } from '../../../components/info-grid';
import { StatusChip } from '../../../components/status-chip';
import { invoiceRegistrationStatusTone } from '../../../components/status-tones';
import { useToastedAction } from '../../../components/toast';
import { failureMessage } from '../../../lib/api-client';
import { orDash } from '../../../lib/format';
import { useCheckInvoiceRegistration, useInvoiceRegistration } from '../api/invoice-registration';

const t = ja.invoiceRegistrations;

/**
 * The worker page's インボイス登録 (issue #25 item 3): the 登録番号 the worker entered as the NTA publishes it, the
 * notice the API gives (not configured, not reached, not found, lapsed or cancelled with the date) and, for editors,
 * a re-check now.
 */
export function InvoiceRegistrationSection({ code, canEdit }: { code: string; canEdit: boolean }) {
  const query = useInvoiceRegistration(code);
  const check = useCheckInvoiceRegistration(code);
  const run = useToastedAction(t.checkFailed);
  const r = query.data;
  let body: React.ReactNode;
  if (query.isError && !r) body = <Alert severity="error">{failureMessage(t.loadFailed, query.error)}</Alert>;
  else if (!r) body = <Skeleton variant="rounded" height={80} />;
  else {
    const ended = r.status !== null && endedRegistrationStatuses.includes(r.status);
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {r.notice ? (
          <Alert severity={ended ? 'error' : r.status === 'registered' ? 'info' : 'warning'} data-testid="invoice-registration-notice">
            {r.notice}
          </Alert>
        ) : null}
        {r.registrationNumber ? (
          <InfoGrid
            items={[
              { label: t.fields.number, value: r.registrationNumber },
              {
                label: t.fields.status,
                value: r.status ? (
                  <StatusChip
                    variant="outlined"
                    tone={invoiceRegistrationStatusTone[r.status]}
                    label={ended && r.endedOn ? `${t.statusLabels[r.status]}（${formatDate(r.endedOn)}）` : t.statusLabels[r.status]}
                    testId="invoice-registration-status"
                  />
                ) : (
                  '-'
                ),
              },
              { label: t.fields.name, value: orDash(r.name) },
              { label: t.fields.registeredOn, value: r.registeredOn ? formatDate(r.registeredOn) : '-' },
              { label: t.fields.endedOn, value: r.endedOn ? formatDate(r.endedOn) : '-' },
              { label: t.fields.checkedAt, value: r.checkedAt ? formatDateTime(r.checkedAt) : '-' },
            ]}
          />
        ) : null}
      </Box>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="invoice-registration-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography id="invoice-registration-title" variant="h2" component="h2">
          {t.title}
        </Typography>
        {canEdit && r?.registrationNumber ? (
          <Button size="small" variant="outlined" startIcon={<RefreshIcon />} disabled={check.isPending} onClick={() => void run(() => check.mutateAsync(), t.checked)}>
            {t.check}
          </Button>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.lead}
      </Typography>
      {body}
    </Paper>
  );
}
