import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { AmountList } from '../../../components/amount-list';
import { DocumentItemsTable, type DocumentLine } from '../../../components/business-document-view';
import { DocumentNumber } from '../../../components/document-number';
import { InfoGrid } from '../../../components/info-grid';
import { orDash } from '../../../lib/format';
import type { Order } from '../api/orders';
import { orderAmountRows } from './order-totals';

const t = ja.orderScreens.order;
const f = ja.orderScreens.form;
const REDUCED_RATE = 8;

type Group = Order['itemGroups'][number];

/** The group's items as document lines (components/business-document-view.tsx), with a typed 消費税額 where stored. */
const groupLines = (group: Pick<Group, 'items'>): DocumentLine[] =>
  group.items.map((i) => ({ key: i.id, name: i.name, quantity: String(i.quantity), unit: i.unit, unitPrice: i.unitPrice, taxRate: i.taxRate, amount: i.amount, tax: i.tax }));

/**
 * One item group's items on the document view (also the delivery's detail page), ※ marking reduced-rate items. The
 * 消費税額 column appears only for an order stored before issue #18 with typed per-line taxes (`typedTaxes`); the tax
 * is otherwise computed per rate.
 */
export function GroupItemsTable({ group, typedTaxes = false }: { group: Pick<Group, 'items' | 'title'>; typedTaxes?: boolean }) {
  const hasReduced = group.items.some((i) => i.taxRate === REDUCED_RATE);
  return (
    <Box>
      <DocumentItemsTable lines={groupLines(group)} label={group.title} tax={typedTaxes ? { label: f.tax } : undefined} />
      {hasReduced ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ pt: 0.5 }}>
          {ja.businessDocument.reducedNote}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The submission problems (明示事項・支払期日) as a list: what is missing before 送信. */
export function SubmissionProblems({ problems, title = t.problemsTitle, testId = 'submission-problems' }: { problems: readonly string[]; title?: string; testId?: string }) {
  if (problems.length === 0) return null;
  return (
    <Alert severity="warning" data-testid={testId}>
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** Whether the order carries typed per-line taxes (stored before issue #18). */
export const hasTypedTaxes = (order: Pick<Order, 'itemGroups'>) => order.itemGroups.some((g) => g.items.some((i) => i.tax != null));

/** The 再委託 rows (フリーランス新法 4条3項): that it is one, the 元委託者の名称 and the 元委託支払期日. */
function redelegationItems(order: Order) {
  if (!order.contract.isRedelegation && !order.originalClientName && !order.originalDueDate) return [];
  return [
    { label: t.redelegation, value: t.redelegationStatement },
    { label: t.originalClientName, value: <span data-testid="original-client-name">{orDash(order.originalClientName)}</span> },
    { label: t.originalDueDate, value: <span data-testid="original-due-date">{orDash(formatDate(order.originalDueDate))}</span> },
  ];
}

/** The order read-only: terms, the worker's correction comment, groups with items, totals (what blocks 送信 sits by the button). */
export function OrderView({ order }: { order: Order }) {
  const typedTaxes = hasTypedTaxes(order);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {order.workerComment && (order.status === 'rejected' || order.status === 'corrected') ? (
        <Alert severity="error" data-testid="worker-comment">
          <AlertTitle>{t.workerComment}</AlertTitle>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {order.workerComment}
          </Typography>
        </Alert>
      ) : null}
      {order.withholdingWarning ? (
        <Alert severity="warning" data-testid="withholding-warning">
          {order.withholdingWarning}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <InfoGrid
          labelWidth="160px"
          items={[
            { label: t.code, value: <DocumentNumber value={order.number} /> },
            { label: t.worker, value: order.worker.name },
            { label: t.contract, value: order.contract.title },
            { label: t.project, value: orDash(order.project?.name) },
            { label: t.orderDate, value: formatDate(order.orderDate) },
            { label: t.deliveryPlace, value: orDash(order.deliveryPlace) },
            { label: t.paymentMethod, value: orDash(order.paymentMethod) },
            { label: t.inspection, value: order.hasInspection ? t.inspectionYes : t.inspectionNo },
            ...redelegationItems(order),
            { label: t.remarks, value: <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>{orDash(order.remarks)}</Box> },
            ...(order.submittedAt ? [{ label: t.submittedAt, value: formatDateTime(order.submittedAt) }] : []),
            ...(order.approvedAt ? [{ label: t.approvedAt, value: formatDateTime(order.approvedAt) }] : []),
          ]}
        />
      </Paper>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {t.itemsHeading}
      </Typography>
      {order.itemGroups.map((g) => (
        <Paper key={g.id} variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box sx={{ px: 2, py: 1.5, bgcolor: 'grey.50', borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {g.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t.groupDates(orDash(formatDate(g.deliveryDate)), orDash(formatDate(g.inspectionDate)), orDash(formatDate(g.paymentDueDate)))}
            </Typography>
          </Box>
          <Box sx={{ px: 2, pt: 0.5 }}>
            <GroupItemsTable group={g} typedTaxes={typedTaxes} />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, px: 2, py: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t.groupSubtotal}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatMoney(g.subtotal)}
            </Typography>
          </Box>
        </Paper>
      ))}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <AmountList end rows={orderAmountRows(order.totals)} label={ja.orderScreens.form.sectionTotals} testId="order-totals" />
      </Paper>
      {typedTaxes ? (
        <Alert severity="info" data-testid="typed-tax-note">
          {t.typedTaxAsIssued}
        </Alert>
      ) : null}
    </Box>
  );
}
