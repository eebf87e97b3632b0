import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { ja } from '@app/shared/messages/ja';
import { PAYMENT_LATE_REASON_MAX } from '@app/shared/payments';

const s = ja.payments.screen;

/**
 * 支払遅延の確認: the server named every payment whose date is after its 支払期日 (フリーランス新法 4条); going ahead
 * needs the reason, which is kept with the payment and logged. Shown until the reason is sent.
 */
export function LateReasonPrompt({ problems, reason, onReasonChange }: { problems: string[]; reason: string; onReasonChange: (reason: string) => void }) {
  return (
    <>
      <Alert severity="warning" data-testid="late-problems">
        {problems.map((p) => (
          <div key={p}>{p}</div>
        ))}
        <div>{s.lateReasonHelp}</div>
      </Alert>
      <TextField
        label={ja.paymentDue.reasonLabel}
        value={reason}
        required
        onChange={(e) => onReasonChange(e.target.value)}
        slotProps={{ htmlInput: { maxLength: PAYMENT_LATE_REASON_MAX } }}
        fullWidth
      />
    </>
  );
}
