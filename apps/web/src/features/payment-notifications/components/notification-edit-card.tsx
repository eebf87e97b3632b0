import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { formatDate, parseBusinessDate } from '@app/shared/format';
import { parseMoneyInput } from '@app/shared/money';
import { ja } from '@app/shared/messages/ja';
import { missedDueDate, type DueDate } from '@app/shared/payment-due';
import {
  EXPENSE_TAX_RATES,
  MAX_ADJUSTMENTS,
  adjustmentCategories,
  adjustmentCategoryLabels,
  dueDateSuggestion,
  negativeAdjustmentCategories,
  notificationTotals,
  type AdjustmentCategory,
  type NotificationTotals,
} from '@app/shared/payment-notifications';
import type { PaymentNotification } from '../api/payment-notifications';
import { WorkerCommentAlert, registrationText } from './notification-detail';
import { AmountList } from '../../../components/amount-list';
import { MoneyInput, type MoneyValue } from '../../../components/money-input';
import { NotificationLinesTable, notificationAmountRows } from './notification-lines';
import { LateChip, PaymentNotificationStatusChip } from './status-chip';

const e = ja.paymentNotificationScreens.edit;
const d = ja.paymentNotificationScreens.detail;

export type AdjustmentDraft = { key: number; name: string; amount: MoneyValue; category: AdjustmentCategory | ''; taxRate: string; reason: string };
export type NotificationDraft = { id: number; paymentDate: string; remarks: string; lateReason: string; adjustments: AdjustmentDraft[] };

let nextKey = 1;
const newKey = () => nextKey++;

/** The editor's starting point: what is stored (dates as YYYY/MM/DD, adjustments from the adjustment lines). */
export function draftOf(n: PaymentNotification): NotificationDraft {
  return {
    id: n.id,
    paymentDate: formatDate(n.paymentDate),
    remarks: n.remarks ?? '',
    lateReason: n.lateReason ?? '',
    adjustments: n.lines
      .filter((l) => l.kind === 'adjustment')
      .map((l) => ({
        key: newKey(),
        name: l.name,
        amount: l.amount,
        category: l.adjustmentCategory ?? '',
        taxRate: String(l.taxRate ?? 10),
        reason: l.adjustmentReason ?? '',
      })),
  };
}

/** The 支払期日 the notification pays, as the shared rules read them. */
function duesOf(n: Pick<PaymentNotification, 'paymentDues'>): DueDate[] {
  return n.paymentDues.map((due) => ({ dueDate: due.dueDate, postponementAgreed: due.postponementAgreed }));
}

/** The 支払期日 the typed date misses (支払遅延), or null when it keeps every one or is not a date yet. */
export function missedDue(n: Pick<PaymentNotification, 'paymentDues'>, draft: Pick<NotificationDraft, 'paymentDate'>): DueDate | null {
  const date = parseBusinessDate(draft.paymentDate);
  return date ? missedDueDate(date, duesOf(n)) : null;
}

/** A signed amount as the money input holds it ('3,300', '-1200', '－500', or already a number) → integer yen; null when not one. */
export function normaliseAmount(value: MoneyValue): number | null {
  return typeof value === 'number' ? value : parseMoneyInput(value, { allowNegative: true });
}

/** The totals as the server will compute them (the same shared function), from the lines and the typed adjustments. */
export function liveTotals(n: PaymentNotification, draft: NotificationDraft): NotificationTotals {
  const items = n.lines.filter((l) => l.kind === 'item').map((l) => ({ amount: l.amount, taxRate: l.taxRate, withholds: l.withholds }));
  const adjustments = draft.adjustments.map((a) => ({
    amount: normaliseAmount(a.amount) ?? 0,
    taxRate: a.category === 'expense' ? Number(a.taxRate) : null,
    withholds: false,
    category: a.category || null,
  }));
  return notificationTotals([...items, ...adjustments], {
    individual: n.workerEntityType === 'individual',
    paymentDate: parseBusinessDate(draft.paymentDate) ?? n.paymentDate,
  });
}

/**
 * One notification in the bulk editor: the worker's 修正依頼 first, the item lines read-only (※ = 8 %), 支払予定日 with
 * its 支払期日 (the suggested day when that is a bank holiday; 支払遅延 and a required reason when the typed date is
 * after it), 備考, the adjustments (category, name, signed amount, the rate of an 経費精算, the reason of a deduction;
 * at most 10) and the totals recomputed as typed. `errors(field)` gives the messages for `payment_date`,
 * `late_reason`, `remarks`, `adjustments.{k}.category|name|amount|tax_rate|reason` (the client's check or the server's
 * `fields`).
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
  const missed = missedDue(n, draft);
  const [earliestDue] = duesOf(n);
  const suggestion = earliestDue ? dueDateSuggestion(earliestDue) : null;
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
          {n.number}・{ja.paymentNotificationScreens.month(n.paymentMonth)}
        </Typography>
        <PaymentNotificationStatusChip status={n.status} label={n.statusLabel} deemed={n.deemedApproved} />
        {missed ? <LateChip /> : null}
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
            <NotificationLinesTable lines={n.lines.filter((l) => l.kind === 'item')} label={`${n.number} ${e.lines}`} />
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
              helperText={errors('payment_date') ?? (n.paymentDueDate ? `${e.dateHint}・${e.dueDate(formatDate(n.paymentDueDate))}` : e.dateHint)}
              sx={{ width: { xs: '100%', sm: 260 } }}
            />
            {suggestion ? (
              <Alert severity="info" data-testid="due-date-suggestion">
                {suggestion}
              </Alert>
            ) : null}
            {missed ? (
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="late-payment">
                <Alert severity="warning">{ja.paymentDue.lateDate(parseBusinessDate(draft.paymentDate) ?? '', missed.dueDate)}</Alert>
                <TextField
                  label={ja.paymentDue.reasonLabel}
                  value={draft.lateReason}
                  onChange={(ev) => onChange({ ...draft, lateReason: ev.target.value })}
                  required
                  multiline
                  minRows={2}
                  disabled={disabled}
                  error={Boolean(errors('late_reason'))}
                  helperText={errors('late_reason') ?? e.lateReasonHint}
                  fullWidth
                />
              </Box>
            ) : null}
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
              {draft.adjustments.map((a, k) => {
                const deduction = a.category !== '' && negativeAdjustmentCategories.includes(a.category);
                return (
                  <Box key={a.key} sx={{ mb: 1.5 }} data-testid="adjustment-row">
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
                      <TextField
                        select
                        label={e.adjustmentCategory}
                        value={a.category}
                        onChange={(ev) => setAdjustment(a.key, { category: ev.target.value as AdjustmentCategory })}
                        size="small"
                        required
                        disabled={disabled}
                        error={Boolean(errors(`adjustments.${k}.category`))}
                        helperText={errors(`adjustments.${k}.category`)}
                        sx={{ width: { xs: '100%', sm: 130 }, flexShrink: 0 }}
                      >
                        {adjustmentCategories.map((c) => (
                          <MenuItem key={c} value={c}>
                            {adjustmentCategoryLabels[c]}
                          </MenuItem>
                        ))}
                      </TextField>
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
                      <MoneyInput
                        label={e.adjustmentAmount}
                        value={a.amount}
                        onChange={(amount) => setAdjustment(a.key, { amount })}
                        allowNegative
                        placeholder="3,300"
                        size="small"
                        disabled={disabled}
                        errorText={errors(`adjustments.${k}.amount`)}
                        hint={a.category === 'expense' ? e.expenseAmountHint : undefined}
                        sx={{ width: { xs: 120, sm: 130 }, flexShrink: 0 }}
                      />
                      {a.category === 'expense' ? (
                        <TextField
                          select
                          label={e.adjustmentTaxRate}
                          value={a.taxRate}
                          onChange={(ev) => setAdjustment(a.key, { taxRate: ev.target.value })}
                          size="small"
                          disabled={disabled}
                          error={Boolean(errors(`adjustments.${k}.tax_rate`))}
                          helperText={errors(`adjustments.${k}.tax_rate`)}
                          sx={{ width: 90, flexShrink: 0 }}
                        >
                          {EXPENSE_TAX_RATES.map((rate) => (
                            <MenuItem key={rate} value={String(rate)}>
                              {`${rate}%`}
                            </MenuItem>
                          ))}
                        </TextField>
                      ) : null}
                      <IconButton
                        aria-label={e.removeAdjustment(k + 1)}
                        onClick={() => onChange({ ...draft, adjustments: draft.adjustments.filter((x) => x.key !== a.key) })}
                        disabled={disabled}
                        sx={{ mt: 0.25 }}
                      >
                        <DeleteOutlinedIcon />
                      </IconButton>
                    </Box>
                    {deduction ? (
                      <TextField
                        label={a.category === 'other' ? e.adjustmentReason : e.adjustmentReasonOptional}
                        value={a.reason}
                        onChange={(ev) => setAdjustment(a.key, { reason: ev.target.value })}
                        size="small"
                        required={a.category === 'other'}
                        disabled={disabled}
                        error={Boolean(errors(`adjustments.${k}.reason`))}
                        helperText={errors(`adjustments.${k}.reason`)}
                        fullWidth
                        sx={{ mt: 1 }}
                      />
                    ) : null}
                  </Box>
                );
              })}
              {adjustmentsError ? (
                <Alert severity="error" sx={{ mb: 1 }}>
                  {adjustmentsError}
                </Alert>
              ) : null}
              <Button
                startIcon={<AddIcon />}
                size="small"
                disabled={disabled || draft.adjustments.length >= MAX_ADJUSTMENTS}
                onClick={() =>
                  onChange({ ...draft, adjustments: [...draft.adjustments, { key: newKey(), name: '', amount: '', category: '', taxRate: '10', reason: '' }] })
                }
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
            <AmountList end rows={notificationAmountRows(totals)} label={e.totalsLabel(n.number)} testId="notification-totals" />
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
