import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
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
import { orDash } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useContractOrders, type PortalOrderListItem } from '../api/portal-orders';
import { StatusChip } from '../../../components/status-chip';
import { purchaseOrderStatusTone } from '../../../components/status-tones';

const t = ja.portalOrders;

/** On a phone: one card per order (a four-column table would scroll sideways). */
function OrderCards({ contractCode, orders }: { contractCode: string; orders: PortalOrderListItem[] }) {
  return (
    <Box component="ul" aria-label={t.heading} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {orders.map((o) => (
        <Paper component="li" variant="outlined" key={o.code} sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
            <Link component={RouterLink} to={paths.portalOrder(contractCode, o.code)} underline="hover" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              {o.title}
            </Link>
            <StatusChip variant="outlined" tone={purchaseOrderStatusTone[o.status]} label={o.statusLabel} testId="order-status" />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t.orderNumber} <DocumentNumber value={o.number} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${t.columns.orderDate} ${formatDate(o.orderDate)} ／ ${t.columns.deliveryDate} ${orDash(formatDate(o.deliveryDate))}`}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t.columns.total} {formatMoney(o.total)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** The orders received under one contract, newest first (the API's order), below the contract's terms. */
export function ContractOrders({ contractCode }: { contractCode: string }) {
  const orders = useContractOrders(contractCode);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const columns: DataTableColumn<PortalOrderListItem>[] = [
    {
      key: 'title',
      header: t.columns.title,
      render: (o) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
          <Link component={RouterLink} to={paths.portalOrder(contractCode, o.code)} underline="hover" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            {o.title}
          </Link>
          <Typography variant="caption" color="text.secondary">
            {t.orderNumber} <DocumentNumber value={o.number} />
          </Typography>
          <StatusChip variant="outlined" tone={purchaseOrderStatusTone[o.status]} label={o.statusLabel} testId="order-status" />
        </Box>
      ),
    },
    { key: 'orderDate', header: t.columns.orderDate, render: (o) => formatDate(o.orderDate) },
    { key: 'total', header: t.columns.total, align: 'right', render: (o) => formatMoney(o.total) },
    { key: 'deliveryDate', header: t.columns.deliveryDate, render: (o) => orDash(formatDate(o.deliveryDate)) },
  ];
  return (
    <Box component="section" aria-labelledby="portal-orders-heading" sx={{ mt: 4 }}>
      <Typography id="portal-orders-heading" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {t.heading}
      </Typography>
      {narrow && (orders.data?.length ?? 0) > 0 ? (
        <OrderCards contractCode={contractCode} orders={orders.data ?? []} />
      ) : (
        <DataTable
        ariaLabel={t.heading}
        columns={columns}
        rows={orders.data ?? []}
        getRowKey={(o) => o.code}
        loading={orders.isPending}
        emptyMessage={t.empty}
        errorMessage={orders.isError ? failureMessage(t.listFailed, orders.error) : null}
        minWidth={340}
        />
      )}
    </Box>
  );
}
