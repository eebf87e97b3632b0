import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parseBusinessDate, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../components/toast';
import { ApiError, errorText } from '../../../lib/api-client';
import { useApprovePayments, useMarkPaid, useUndoPaid } from '../api/payments';

const s = ja.payments.screen;

/** The chosen payments as the confirmations count them. */
export type ChosenPayment = { id: number; amount: number };

function ServerErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert severity="error" data-testid="paid-errors">
      {errors.map((e) => (
        <div key={e}>{e}</div>
      ))}
    </Alert>
  );
}

/**
 * 支払済にする: confirms 「N件・合計¥…を支払済にします」 and marks the chosen payments paid in one request (all or
 * nothing; the server names each refused payment — already paid, or a 振込日 after today). The 振込日 is each payment's
 * 支払日 unless one is typed; a future one is refused here too.
 */
export function MarkPaidDialog({ payments, open, onClose }: { payments: ChosenPayment[]; open: boolean; onClose: (done: boolean) => void }) {
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const mark = useMarkPaid();
  const toast = useToast();
  const total = payments.reduce((sum, p) => sum + p.amount, 0);
  const today = todayInJapan();
  const paidOn = text === '' ? null : parseBusinessDate(text);
  const problem = text === '' ? null : paidOn === null ? ja.validation.date : paidOn > today ? ja.payments.paidFuture(paidOn, today) : null;
  const close = (done: boolean) => {
    setText('');
    setErrors([]);
    onClose(done);
  };
  const submit = () => {
    if (payments.length === 0 || problem) return;
    mark.mutate(
      { ids: payments.map((p) => p.id), paidOn },
      {
        onSuccess: (count) => {
          toast.success(ja.payments.markedPaid(count));
          close(true);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          setErrors(error instanceof ApiError ? error.errors : [errorText(error)]);
          toast.error(`${s.markPaidFailed}${errorText(error)}`);
        },
      },
    );
  };
  return (
    <FormDialog
      open={open}
      id="mark-paid"
      title={s.markPaidTitle}
      busy={mark.isPending}
      onClose={() => close(false)}
      onSubmit={submit}
      submitLabel={s.markPaidSubmit}
      submitDisabled={payments.length === 0 || problem !== null}
    >
      <Typography sx={{ fontWeight: 700 }} data-testid="mark-paid-summary">
        {s.markPaidConfirm(payments.length, total)}
      </Typography>
      <Typography variant="body2">{s.markPaidHelp}</Typography>
      <TextField
        label={s.paidOn}
        placeholder={today.replaceAll('-', '/')}
        value={text}
        onChange={(e) => setText(e.target.value.trim())}
        error={problem !== null}
        helperText={problem ?? s.paidOnHint}
      />
      <ServerErrors errors={errors} />
    </FormDialog>
  );
}

/**
 * A confirmation of a bulk action on the chosen payments that needs nothing typed: it states 「N件・合計¥…」 (the
 * summary), sends the ids in one request (all or nothing) and shows the server's named refusals without closing.
 */
function ConfirmPaymentsDialog({
  id,
  payments,
  open,
  onClose,
  mutation,
  title,
  summary,
  help,
  submitLabel,
  submitColor,
  done,
  failed,
}: {
  id: string;
  payments: ChosenPayment[];
  open: boolean;
  onClose: (done: boolean) => void;
  mutation: UseMutationResult<number, Error, number[]>;
  title: string;
  summary: (count: number, total: number) => string;
  help: string;
  submitLabel: string;
  submitColor: 'primary' | 'error';
  done: (count: number) => string;
  failed: string;
}) {
  const [errors, setErrors] = useState<string[]>([]);
  const toast = useToast();
  const total = payments.reduce((sum, p) => sum + p.amount, 0);
  const close = (finished: boolean) => {
    setErrors([]);
    onClose(finished);
  };
  const submit = () => {
    if (payments.length === 0) return;
    mutation.mutate(
      payments.map((p) => p.id),
      {
        onSuccess: (count) => {
          toast.success(done(count));
          close(true);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          setErrors(error instanceof ApiError ? error.errors : [errorText(error)]);
          toast.error(`${failed}${errorText(error)}`);
        },
      },
    );
  };
  return (
    <FormDialog
      open={open}
      id={id}
      title={title}
      busy={mutation.isPending}
      onClose={() => close(false)}
      onSubmit={submit}
      submitLabel={submitLabel}
      submitColor={submitColor}
      submitDisabled={payments.length === 0}
    >
      <Typography sx={{ fontWeight: 700 }} data-testid={`${id}-summary`}>
        {summary(payments.length, total)}
      </Typography>
      <Typography variant="body2">{help}</Typography>
      <ServerErrors errors={errors} />
    </FormDialog>
  );
}

/**
 * 支払済を取消: confirms 「N件・合計¥…の支払済を取り消します」; the payments become unpaid again and their 支払通知書
 * 承認済 (all or nothing; one that is not paid is named). The 取消 is logged.
 */
export function UndoPaidDialog({ payments, open, onClose }: { payments: ChosenPayment[]; open: boolean; onClose: (done: boolean) => void }) {
  return (
    <ConfirmPaymentsDialog
      id="undo-paid"
      payments={payments}
      open={open}
      onClose={onClose}
      mutation={useUndoPaid()}
      title={s.undoPaidTitle}
      summary={s.undoPaidConfirm}
      help={s.undoPaidHelp}
      submitLabel={s.undoPaidSubmit}
      submitColor="error"
      done={ja.payments.undonePaid}
      failed={s.undoPaidFailed}
    />
  );
}

/**
 * 承認する (二重承認, issue #19 N10; owners and administrators): confirms 「N件・合計¥…の支払を承認します」 for the chosen
 * payments waiting for approval; the server refuses, by name, one its approver created himself, one approved already
 * or one that needs none (all or nothing). The approval is logged.
 */
export function ApprovePaymentsDialog({ payments, open, onClose }: { payments: ChosenPayment[]; open: boolean; onClose: (done: boolean) => void }) {
  return (
    <ConfirmPaymentsDialog
      id="approve-payments"
      payments={payments}
      open={open}
      onClose={onClose}
      mutation={useApprovePayments()}
      title={s.approveTitle}
      summary={s.approveConfirm}
      help={s.approveHelp}
      submitLabel={s.approveSubmit}
      submitColor="primary"
      done={ja.payments.approved}
      failed={s.approveFailed}
    />
  );
}
