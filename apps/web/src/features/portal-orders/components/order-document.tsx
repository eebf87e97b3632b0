import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { AmountList, amountRows } from '../../../components/amount-list';
import { DocumentItemsTable, type DocumentLine } from '../../../components/business-document-view';
import { InfoGrid } from '../../../components/info-grid';
import type { PortalOrder, PortalOrderGroup } from '../api/portal-orders';

const t = ja.portalOrders;
const REDUCED_RATE = 8;

const dateOrUnset = (value: string | null) => (value ? formatDate(value) : t.notSet);

/** The order's header facts: who orders, when, where, how it is paid. */
export function OrderFacts({ data }: { data: PortalOrder }) {
  const { order } = data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <InfoGrid
        labelWidth="9rem"
        items={[
          { label: t.orderNumber, value: order.number },
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

/** The group's items as document lines (components/business-document-view.tsx). */
const groupLines = (group: PortalOrderGroup): DocumentLine[] =>
  group.items.map((item) => ({ key: item.id, name: item.name, quantity: String(item.quantity), unit: item.unit, unitPrice: item.unitPrice, taxRate: item.taxRate, amount: item.amount }));

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
        <DocumentItemsTable lines={groupLines(group)} label={t.items.name} />
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
