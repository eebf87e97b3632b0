import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { InfoGrid } from '../../../../components/info-grid';
import { useToast } from '../../../../components/toast';
import { failureMessage } from '../../../../lib/api-client';
import { useSubmitTimeMonth, type PortalTimeReport } from '../api';
import { hoursText, monthText } from '../../month';

const t = ja.timeTrackingPortal;

/** Where the month stands: awaiting approval, sent back (the company's comment, prominent), approved (read-only). */
export function MonthStatusNotice({ report }: { report: PortalTimeReport }) {
  const p = report.project;
  if (p.status === 'submitted') {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {t.status.submitted(formatDate(p.submittedAt))}
      </Alert>
    );
  }
  if (p.status === 'approved') {
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        {t.status.approved(formatDate(p.approvedAt), p.approvedByName)}
      </Alert>
    );
  }
  if (p.status === 'returned') {
    return (
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="return-comment">
        <AlertTitle>{t.status.returned}</AlertTitle>
        {p.returnComment ? (
          <Typography variant="body1" sx={{ fontWeight: 700, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {p.returnComment}
          </Typography>
        ) : null}
        {p.returnedAt ? <Typography variant="caption">{t.status.returnedAt(formatDate(p.returnedAt))}</Typography> : null}
      </Alert>
    );
  }
  if (!report.editable) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {t.status.notEditable}
      </Alert>
    );
  }
  return null;
}

/** The month's totals (recorded, after rounding, days) and, for hourly or 精算幅 contracts, the amount's lines. */
export function MonthTotals({ report }: { report: PortalTimeReport }) {
  const p = report.project;
  const items = [
    { label: t.totals.recorded, value: hoursText(p.recordedMinutes) },
    { label: t.totals.worked, value: hoursText(p.workedMinutes) },
    { label: t.totals.rounding, value: p.roundingText ?? t.totals.noRounding },
    { label: t.totals.days, value: t.days(p.recordedDays) },
    ...(p.billingText ? [{ label: t.totals.billing, value: p.billingText }] : []),
  ];
  return (
    <Paper component="section" aria-labelledby="time-totals" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Typography id="time-totals" variant="h2" component="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {t.totals.heading}
      </Typography>
      <InfoGrid items={items} labelWidth="8rem" />
      {report.settlement ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {t.totals.settlement}
          </Typography>
          <Table size="small" aria-label={t.totals.settlement} data-testid="settlement-lines">
            <TableBody>
              {report.settlement.lines.map((line, index) => (
                <TableRow key={`${line.kind}-${index}`}>
                  <TableCell sx={{ pl: 0, wordBreak: 'break-word', fontWeight: line.kind === 'total' ? 700 : 400 }}>{line.text}</TableCell>
                  <TableCell align="right" sx={{ pr: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: line.kind === 'total' ? 700 : 400 }}>
                    {line.amount === null ? '' : formatMoney(line.amount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Paper>
  );
}

/** 月次提出 (再提出 after a 差戻し), with a confirm naming the month and its hours. Only while the worker may still edit. */
export function SubmitMonthButton({ code, report }: { code: string; report: PortalTimeReport }) {
  const toast = useToast();
  const submit = useSubmitTimeMonth(code);
  const [open, setOpen] = useState(false);
  const p = report.project;
  if (!report.editable || (p.status !== 'open' && p.status !== 'returned')) return null;
  const month = monthText(p);
  const confirm = () =>
    submit.mutate(
      { year: p.year, month: p.month },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t.submit.done(month));
        },
        onError: (error) => {
          setOpen(false);
          toast.error(failureMessage(t.submit.failed, error));
        },
      },
    );
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {p.status === 'returned' ? t.submit.resubmit : t.submit.button}
      </Button>
      <ConfirmDialog
        open={open}
        title={t.submit.title}
        message={t.submit.message(month, hoursText(p.workedMinutes))}
        confirmLabel={t.submit.confirm}
        busy={submit.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
