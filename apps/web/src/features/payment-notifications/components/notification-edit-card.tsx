import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { formatDate, parseBusinessDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { MAX_ADJUSTMENTS, notificationTotals, type NotificationTotals } from '@app/shared/payment-notifications';
import type { PaymentNotification } from '../api/payment-notifications';
import { WorkerCommentAlert, registrationText } from './notification-detail';
import { NotificationLinesTable, NotificationTotalsList } from './notification-lines';
import { PaymentNotificationStatusChip } from './status-chip';

const e = ja.paymentNotificationScreens.edit;
const d = ja.paymentNotificationScreens.detail;

export type AdjustmentDraft = { key: number; name: string; amount: string };
export type NotificationDraft = { id: number; paymentDate: string; remarks: string; adjustments: AdjustmentDraft[] };

let nextKey = 1;
const newKey = () => nextKey++;

/** The editor's starting point: what is stored (dates as YYYY/MM/DD, adjustments from the adjustment lines). */
export function draftOf(n: PaymentNotification): NotificationDraft {
  return {
    id: n.id,
    paymentDate: formatDate(n.paymentDate),
    remarks: n.remarks ?? '',
    adjustments: n.lines.filter((l) => l.kind === 'adjustment').map((l) => ({ key: newKey(), name: l.name, amount: String(l.amount) })),
  };
}

/** A signed amount as typed: '3,300', '-1200', '－500' (full-width) → the text the API takes; null when not an integer. */
export function normaliseAmount(text: string): string | null {
  const cleaned = text
    .normalize('NFKC')
    .replace(/[,\s]/g, '')
    .replace(/^[−‐ー]/, '-');
  return /^[-+]?\d{1,9}$/.test(cleaned) ? String(Number(cleaned)) : null;
}

/** The totals as the server will compute them (the same shared function), from the lines and the typed adjustments. */
export function liveTotals(n: PaymentNotification, draft: NotificationDraft): NotificationTotals {
  const items = n.lines.filter((l) => l.kind === 'item').map((l) => ({ amount: l.amount, taxRate: l.taxRate, withholds: l.withholds }));
  const adjustments = draft.adjustments.map((a) => ({ amount: Number(normaliseAmount(a.amount) ?? 0), taxRate: null, withholds: false }));
  return notificationTotals([...items, ...adjustments], {
    individual: n.workerEntityType === 'individual',
    paymentDate: parseBusinessDate(draft.paymentDate) ?? n.paymentDate,
  });
}

/**
 * One notification in the bulk editor: the worker's 修正依頼 first, the item lines read-only (※ = 8 %), 支払予定日, 備考,
 * the adjustments (name and signed amount, at most 10) and the totals recomputed as typed. `errors(field)` gives the
 * messages for `payment_date`, `remarks`, `adjustments.{k}.name|amount` (the client's check or the server's `fields`).
 */
export function NotificationEditCard({
  notification: n,
  draft,
  onChange,
  errors,
  disabled,
}: {
  notification: PaymentNotification;
  draft: NotificationDraft;
  onChange: (draft: NotificationDraft) => void;
  errors: (field: string) => string | undefined;
  disabled: boolean;
}) {
  const totals = liveTotals(n, draft);
  const setAdjustment = (key: number, change: Partial<AdjustmentDraft>) =>
    onChange({ ...draft, adjustments: draft.adjustments.map((a) => (a.key === key ? { ...a, ...change } : a)) });
  const adjustmentsError = errors('adjustments');
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid="notification-edit-card" aria-label={n.code} component="section">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', px: { xs: 2, sm: 3 }, py: 1.5, bgcolor: 'grey.50', borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {n.worker.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {n.code}・{ja.paymentNotificationScreens.month(n.paymentMonth)}
        </Typography>
        <PaymentNotificationStatusChip status={n.status} label={n.statusLabel} deemed={n.deemedApproved} />
        <Typography variant="caption" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
          {d.registration}: {registrationText(n)}
        </Typography>
      </Box>
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <WorkerCommentAlert notification={n} />
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
            {e.lines}
          </Typography>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
            <NotificationLinesTable lines={n.lines.filter((l) => l.kind === 'item')} label={`${n.code} ${e.lines}`} />
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' }, gap: 3, alignItems: 'start' }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
            <TextField
              label={e.paymentDate}
              value={draft.paymentDate}
              onChange={(ev) => onChange({ ...draft, paymentDate: ev.target.value })}
              placeholder="2026/07/31"
              required
              disabled={disabled}
              error={Boolean(errors('payment_date'))}
              helperText={errors('payment_date') ?? e.dateHint}
              sx={{ width: { xs: '100%', sm: 220 } }}
            />
            <TextField
              label={e.remarks}
              value={draft.remarks}
              onChange={(ev) => onChange({ ...draft, remarks: ev.target.value })}
              multiline
              minRows={2}
              disabled={disabled}
              error={Boolean(errors('remarks'))}
              helperText={errors('remarks') ?? ' '}
              fullWidth
            />
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700 }}>
                {e.adjustments}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1.5 }}>
                {e.adjustmentsHint}
              </Typography>
              {draft.adjustments.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {e.noAdjustments}
                </Typography>
              ) : null}
              {draft.adjustments.map((a, k) => (
                <Box key={a.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }} data-testid="adjustment-row">
                  <TextField
                    label={e.adjustmentName}
                    value={a.name}
                    onChange={(ev) => setAdjustment(a.key, { name: ev.target.value })}
                    placeholder={e.adjustmentPlaceholder}
                    size="small"
                    disabled={disabled}
                    error={Boolean(errors(`adjustments.${k}.name`))}
                    helperText={errors(`adjustments.${k}.name`)}
                    sx={{ flex: 1, minWidth: 0 }}
                  />
                  <TextField
                    label={e.adjustmentAmount}
                    value={a.amount}
                    onChange={(ev) => setAdjustment(a.key, { amount: ev.target.value })}
                    placeholder="3300"
                    size="small"
                    disabled={disabled}
                    error={Boolean(errors(`adjustments.${k}.amount`))}
                    helperText={errors(`adjustments.${k}.amount`)}
                    slotProps={{ htmlInput: { inputMode: 'numeric', style: { textAlign: 'right' } } }}
                    sx={{ width: { xs: 120, sm: 150 }, flexShrink: 0 }}
                  />
                  <IconButton
                    aria-label={e.removeAdjustment(k + 1)}
                    onClick={() => onChange({ ...draft, adjustments: draft.adjustments.filter((x) => x.key !== a.key) })}
                    disabled={disabled}
                    sx={{ mt: 0.25 }}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </Box>
              ))}
              {adjustmentsError ? (
                <Alert severity="error" sx={{ mb: 1 }}>
                  {adjustmentsError}
                </Alert>
              ) : null}
              <Button
                startIcon={<AddIcon />}
                size="small"
                disabled={disabled || draft.adjustments.length >= MAX_ADJUSTMENTS}
                onClick={() => onChange({ ...draft, adjustments: [...draft.adjustments, { key: newKey(), name: '', amount: '' }] })}
              >
                {e.addAdjustment}
              </Button>
              {draft.adjustments.length >= MAX_ADJUSTMENTS ? (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {e.maxAdjustments(MAX_ADJUSTMENTS)}
                </Typography>
              ) : null}
            </Box>
          </Box>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
            <NotificationTotalsList totals={totals} label={e.totalsLabel(n.code)} />
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
