import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { usePortalPaidPayments, type PortalPaidPayment } from '../api/portal-payments';

const t = ja.portalPayments;
const c = t.paymentColumns;

/** 支払日: the day it was paid, else the planned payment date. */
const paidOn = (p: PortalPaidPayment) => formatDate(p.paidOn ?? p.paymentDate);

function NotificationLink({ p }: { p: PortalPaidPayment }) {
  return p.notificationCode ? (
    <Link component={RouterLink} to={paths.portalPaymentNotification(p.notificationCode)} underline="hover" aria-label={`${t.openNotification} ${p.notificationNumber ?? ''}`}>
      {p.notificationNumber ?? t.openNotification}
    </Link>
  ) : null;
}

/** 支払履歴: the worker's paid payments, every company; cards on a phone, a table from 600 px; an empty state. */
export function PaidPayments() {
  const payments = usePortalPaidPayments();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows = payments.data ?? [];
  if (narrow && rows.length > 0) {
    return (
      <Box component="ul" aria-label={t.paymentsHeading} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {rows.map((p) => (
          <Paper component="li" variant="outlined" key={p.code} sx={{ p: 1.5 }} data-testid="payment-card">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                {p.companyName}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(p.amount)}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {`${c.paidOn} ${paidOn(p)} ／ ${c.withholding} ${formatMoney(p.withholding)}`}
            </Typography>
            <NotificationLink p={p} />
          </Paper>
        ))}
      </Box>
    );
  }
  const columns: DataTableColumn<PortalPaidPayment>[] = [
    { key: 'company', header: c.company, render: (p) => <Box sx={{ wordBreak: 'break-word' }}>{p.companyName}</Box> },
    { key: 'paidOn', header: c.paidOn, render: (p) => paidOn(p) },
    { key: 'amount', header: c.amount, align: 'right', render: (p) => formatMoney(p.amount) },
    { key: 'withholding', header: c.withholding, align: 'right', render: (p) => formatMoney(p.withholding) },
    { key: 'notification', header: c.notification, render: (p) => <NotificationLink p={p} /> },
  ];
  return (
    <DataTable
      ariaLabel={t.paymentsHeading}
      columns={columns}
      rows={rows}
      getRowKey={(p) => p.code}
      loading={payments.isPending}
      emptyMessage={t.paymentsEmpty}
      errorMessage={payments.isError ? failureMessage(t.paymentsFailed, payments.error) : null}
      minWidth={340}
    />
  );
}
