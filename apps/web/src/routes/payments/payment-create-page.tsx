import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DocumentNumber } from '../../components/document-number';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { needsLateReason, useCreateFromNotifications, usePayableNotifications } from '../../features/payments/api/payments';
import { LateReasonPrompt } from '../../features/payments/components/late-reason-prompt';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { ApiError, errorText, failureMessage } from '../../lib/api-client';
import { orDash } from '../../lib/format';
import { paths } from '../../lib/paths';

const s = ja.payments.screen;

/**
 * /payment_informations/new: the approved 支払通知書 without a payment, chosen by checkbox, with the total to
 * transfer and each one's 支払期日; 支払を作成 makes one payment per notification (all or nothing; a refusal names each
 * notification — a 支払予定日 after its 支払期日 goes ahead only with a 支払遅延の理由).
 */
export function PaymentCreatePage() {
  const navigate = useNavigate();
  const canEdit = useCanEditWorkers(true);
  const list = usePayableNotifications();
  const create = useCreateFromNotifications();
  const toast = useToast();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [errors, setErrors] = useState<string[]>([]);
  const [late, setLate] = useState<{ key: string; problems: string[] } | null>(null);
  const [reason, setReason] = useState('');
  const rows = list.data?.data ?? [];
  const chosen = rows.filter((r) => selected.has(r.id));
  const total = chosen.reduce((sum, r) => sum + r.transferAmount, 0);
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // the late confirmation holds for the notifications it was asked for
  const key = JSON.stringify([...selected].sort((a, b) => a - b));
  const asking = late !== null && late.key === key;
  const submit = () =>
    create.mutate({ ids: [...selected], lateReason: asking ? reason.trim() : null }, {
      onSuccess: (count) => {
        toast.success(ja.payments.created(count));
        void navigate(paths.payments);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        if (needsLateReason(error)) {
          setLate({ key, problems: error.errors });
          setErrors([]);
          return;
        }
        setErrors(error instanceof ApiError ? error.errors : [errorText(error)]);
        toast.error(`${s.createFailed}${errorText(error)}`);
      },
    });

  return (
    <Box>
      <Button component={RouterLink} to={paths.payments} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {s.back}
      </Button>
      <PageHeader title={s.createTitle} description={s.createHelp} />
      {errors.length > 0 ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.map((e) => (
            <div key={e}>{e}</div>
          ))}
        </Alert>
      ) : null}
      <DataTable
        columns={[
          {
            key: 'select',
            width: 48,
            header: (
              <Checkbox
                size="small"
                checked={rows.length > 0 && chosen.length === rows.length}
                indeterminate={chosen.length > 0 && chosen.length < rows.length}
                onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())}
                slotProps={{ input: { 'aria-label': s.selectAll } }}
              />
            ),
            render: (r) => <Checkbox size="small" checked={selected.has(r.id)} onChange={() => toggle(r.id)} slotProps={{ input: { 'aria-label': s.selectRow(r.worker.name) } }} />,
          },
          { key: 'number', header: ja.paymentNotificationScreens.columns.code, width: 140, render: (r) => <DocumentNumber value={r.number} /> },
          { key: 'worker', header: s.colWorker, render: (r) => r.worker.name },
          { key: 'month', header: s.colPaymentMonth, width: 90, render: (r) => r.paymentMonth.replace('-', '/') },
          { key: 'date', header: s.colPaymentDate, width: 110, render: (r) => formatDate(r.paymentDate) },
          { key: 'due', header: s.colDueDate, width: 110, render: (r) => orDash(formatDate(r.paymentDueDate)) },
          { key: 'subtotal', header: s.colSubtotal, align: 'right', width: 120, render: (r) => formatMoney(r.subtotal) },
          { key: 'tax', header: s.colTax, align: 'right', width: 110, render: (r) => formatMoney(r.taxTotal) },
          { key: 'withholding', header: s.colWithholding, align: 'right', width: 120, render: (r) => formatMoney(r.withholding) },
          { key: 'transfer', header: s.colTransferAmount, align: 'right', width: 130, render: (r) => formatMoney(r.transferAmount) },
        ]}
        rows={rows}
        getRowKey={(r) => r.id}
        loading={list.isFetching}
        errorMessage={list.isError ? failureMessage(s.loadFailed, list.error) : null}
        emptyMessage={s.createEmpty}
        ariaLabel={s.payableLabel}
        minWidth={900}
      />
      {asking ? (
        <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <LateReasonPrompt problems={late.problems} reason={reason} onReasonChange={setReason} />
        </Box>
      ) : null}
      <Paper variant="outlined" sx={{ mt: 2, p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="create-totals">
          {s.createTotals(chosen.length, total)}
        </Typography>
        {canEdit ? (
          <Button variant="contained" disabled={chosen.length === 0 || create.isPending || (asking && reason.trim() === '')} onClick={submit}>
            {asking ? s.lateConfirm : s.createSubmit}
          </Button>
        ) : (
          <Alert severity="info">{ja.auth.forbidden}</Alert>
        )}
      </Paper>
    </Box>
  );
}
