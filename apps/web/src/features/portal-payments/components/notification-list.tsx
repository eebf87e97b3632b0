import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DocumentNumber } from '../../../components/document-number';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { usePortalNotifications, type PortalNotificationListItem } from '../api/portal-payments';
import { NotificationStatusChip, needsAction } from './status-chip';

const t = ja.portalPayments;

/** Those waiting for the worker's answer first; otherwise the API's order (newest payment date first). */
function actionFirst<T extends { status: PortalNotificationListItem['status'] }>(rows: readonly T[]): T[] {
  return [...rows.filter((r) => needsAction(r)), ...rows.filter((r) => !needsAction(r))];
}

const period = (n: PortalNotificationListItem) =>
  n.periodFrom && n.periodTo ? t.periodText(formatDate(n.periodFrom), formatDate(n.periodTo)) : null;

/** The link to the document: named by the company across companies, by the 取引期間 within one contract. */
function NotificationLink({ n, byPeriod }: { n: PortalNotificationListItem; byPeriod: boolean }) {
  return (
    <Link component={RouterLink} to={paths.portalPaymentNotification(n.code)} underline="hover" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
      {byPeriod ? (period(n) ?? n.number) : n.companyName}
    </Link>
  );
}

/**
 * On a phone: one card per notification (a table would scroll sideways at 390 px), titled by its 支払月 with the company
 * (or, within a contract, the 取引期間) below; the whole card opens the document (issue #21).
 */
function NotificationCards({ rows, label, byPeriod }: { rows: PortalNotificationListItem[]; label: string; byPeriod: boolean }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((n) => (
        <Paper component="li" variant="outlined" key={n.code} sx={{ borderColor: needsAction(n) ? 'error.main' : undefined, overflow: 'hidden' }} data-testid="notification-card">
          <CardActionArea component={RouterLink} to={paths.portalPaymentNotification(n.code)} sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 700, color: 'primary.main' }} data-testid="notification-card-title">
                  {ja.todos.monthOf(n.paymentMonth)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {byPeriod ? (period(n) ?? n.companyName) : n.companyName}
                </Typography>
              </Box>
              <NotificationStatusChip status={n.status} label={n.statusLabel} deemed={n.deemedApproved} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t.columns.code} <DocumentNumber value={n.number} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`${t.columns.paymentDate} ${formatDate(n.paymentDate)}`}
              {!byPeriod && period(n) ? ` ／ ${t.columns.period} ${period(n)}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t.columns.amount} {formatMoney(n.transferAmount)}
            </Typography>
          </CardActionArea>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * The worker's 支払通知書: every company's (no `contractCode`) or one contract's. 要対応 first, cards on a phone, a table
 * from 600 px; each opens the document.
 */
export function NotificationList({ contractCode, label }: { contractCode?: string; label: string }) {
  const list = usePortalNotifications(contractCode);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows = actionFirst(list.data ?? []);
  const waiting = rows.filter((r) => needsAction(r)).length;
  const byPeriod = contractCode !== undefined;
  const columns: DataTableColumn<PortalNotificationListItem>[] = [
    {
      key: 'notification',
      header: byPeriod ? t.columns.period : t.columns.company,
      render: (n) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
          <NotificationLink n={n} byPeriod={byPeriod} />
          <Typography variant="caption" color="text.secondary">
            {t.columns.code} <DocumentNumber value={n.number} />
          </Typography>
        </Box>
      ),
    },
    { key: 'paymentDate', header: t.columns.paymentDate, render: (n) => formatDate(n.paymentDate) },
    { key: 'amount', header: t.columns.amount, align: 'right', render: (n) => formatMoney(n.transferAmount) },
    { key: 'status', header: t.columns.status, render: (n) => <NotificationStatusChip status={n.status} label={n.statusLabel} deemed={n.deemedApproved} /> },
  ];
  return (
    <>
      {waiting > 0 ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {t.actionNeededCount(waiting)}
        </Alert>
      ) : null}
      {narrow && rows.length > 0 ? (
        <NotificationCards rows={rows} label={label} byPeriod={byPeriod} />
      ) : (
        <DataTable
          ariaLabel={label}
          columns={columns}
          rows={rows}
          getRowKey={(n) => n.code}
          loading={list.isPending}
          emptyMessage={contractCode === undefined ? t.empty : t.contractEmpty}
          errorMessage={list.isError ? failureMessage(t.listFailed, list.error) : null}
          minWidth={340}
        />
      )}
    </>
  );
}
