import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { AmountList, amountRows } from '../../../components/amount-list';
import { InfoGrid } from '../../../components/info-grid';
import type { PortalOrder, PortalOrderGroup } from '../api/portal-orders';

const t = ja.portalOrders;
const REDUCED_RATE = 8;

const dateOrUnset = (value: string | null) => (value ? formatDate(value) : t.notSet);
const quantityText = (quantity: number, unit: string | null) => `${new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 2 }).format(quantity)}${unit ?? ''}`;
const itemName = (name: string, rate: number) => (rate === REDUCED_RATE ? `${name} ${t.reducedRateMark}` : name);

/** The order's header facts: who orders, when, where, how it is paid. */
export function OrderFacts({ data }: { data: PortalOrder }) {
  const { order } = data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <InfoGrid
        labelWidth="9rem"
        items={[
          { label: t.orderNumber, value: order.code },
          { label: t.company, value: data.companyName },
          { label: t.orderDate, value: formatDate(order.orderDate) },
          { label: t.deliveryPlace, value: order.deliveryPlace ?? t.notSet },
          { label: t.paymentMethod, value: order.paymentMethod ?? t.notSet },
          { label: t.inspection, value: order.hasInspection ? t.inspectionYes : t.inspectionNo },
          { label: t.contract, value: order.contract.title },
          // 再委託 (フリーランス新法 4条3項): that it is one, the 元委託者の名称 and the 元委託支払期日
          ...(order.contract.isRedelegation || order.originalClientName || order.originalDueDate
            ? [
                { label: t.redelegation, value: t.redelegationStatement },
                { label: t.originalClientName, value: order.originalClientName ?? t.notSet },
                { label: t.originalDueDate, value: dateOrUnset(order.originalDueDate) },
              ]
            : []),
        ]}
      />
    </Paper>
  );
}

/** The group's items: a table from 600 px, stacked rows on a phone. */
export function GroupItems({ group }: { group: PortalOrderGroup }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (narrow) {
    return (
      <Box component="ul" aria-label={t.items.name} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {group.items.map((item) => (
          <Box component="li" key={item.id} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              {itemName(item.name, item.taxRate)}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                {quantityText(item.quantity, item.unit)} × {formatMoney(item.unitPrice)}（{item.taxRate}%）
              </Typography>
              <Typography variant="body2">{formatMoney(item.amount)}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Table size="small" aria-label={t.items.name}>
      <TableHead>
        <TableRow>
          <TableCell>{t.items.name}</TableCell>
          <TableCell align="right">{t.items.quantity}</TableCell>
          <TableCell align="right">{t.items.unitPrice}</TableCell>
          <TableCell align="right">{t.items.taxRate}</TableCell>
          <TableCell align="right">{t.items.amount}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {group.items.map((item) => (
          <TableRow key={item.id}>
            <TableCell sx={{ wordBreak: 'break-word' }}>{itemName(item.name, item.taxRate)}</TableCell>
            <TableCell align="right">{quantityText(item.quantity, item.unit)}</TableCell>
            <TableCell align="right">{formatMoney(item.unitPrice)}</TableCell>
            <TableCell align="right">{item.taxRate}%</TableCell>
            <TableCell align="right">{formatMoney(item.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One group: its dates, items and subtotal; `children` holds the delivery and invoice work of an approved order. */
export function GroupSection({ group, index, status, children }: { group: PortalOrderGroup; index: number; status?: ReactNode; children?: ReactNode }) {
  const headingId = `group-${group.id}-heading`;
  const hasReduced = group.items.some((i) => i.taxRate === REDUCED_RATE);
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={`group-${group.id}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, wordBreak: 'break-word' }}>
          {t.groupHeading(index + 1, group.title)}
        </Typography>
        {status}
      </Box>
      <InfoGrid
        labelWidth="9rem"
        items={[
          { label: t.deliveryDate, value: dateOrUnset(group.deliveryDate) },
          ...(group.inspectionDate ? [{ label: t.inspectionDate, value: formatDate(group.inspectionDate) }] : []),
          { label: t.paymentDueDate, value: dateOrUnset(group.paymentDueDate) },
        ]}
      />
      <Box sx={{ mt: 1.5 }}>
        <GroupItems group={group} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1, gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {hasReduced ? t.reducedRateNote : null}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t.subtotal} {formatMoney(group.subtotal)}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}

/** Per-rate base and tax, the total, 源泉徴収 and お支払予定額 of the whole order. */
export function OrderTotals({ data }: { data: PortalOrder }) {
  const { totals } = data.order;
  const rows = amountRows(
    { ...totals, payable: totals.amountToPay },
    { rateBase: t.rateBase, rateTax: t.rateTax, zeroRateTax: true, subtotal: t.subtotal, total: t.total, withholding: t.withholding, payable: t.amountToPay },
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, alignSelf: { xs: 'stretch', sm: 'flex-end' }, width: { xs: 'auto', sm: 360 } }}>
      <AmountList rows={rows} label={t.amountToPay} />
    </Paper>
  );
}
