import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { formatDate, formatDateTime, formatMoney, japanDate, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { InfoGrid } from '../../../components/info-grid';
import { useDocumentTitle } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { useDelivery, useReview, type DeliveryDetail, type ReviewTarget } from '../../../features/orders/api/deliveries';
import { useOrder } from '../../../features/orders/api/orders';
import { GroupItemsTable } from '../../../features/orders/components/order-view';
import { DeliveryApprovalDialog, ReviewDialog } from '../../../features/orders/components/review-dialog';
import { StatusChip } from '../../../components/status-chip';
import { reviewStatusTone } from '../../../components/status-tones';
import { useCanEditWorkers } from '../../../features/profile/api/get-profile';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { orDash } from '../../../lib/format';
import { paths } from '../../../lib/paths';

const s = ja.orderScreens;
const d = s.delivery;
const inv = s.invoice;

type View = 'review' | 'detail' | 'invoice';
type Delivery = DeliveryDetail;
type Invoice = NonNullable<Delivery['invoice']>;
type FileLink = Delivery['files'][number];

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {title}
        </Typography>
        {actions ? <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box> : null}
      </Box>
      {children}
    </Paper>
  );
}

function Files({ files }: { files: readonly FileLink[] }) {
  if (files.length === 0) return <Typography variant="body2">{d.noFiles}</Typography>;
  return (
    <Stack spacing={0.5} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {files.map((f) => (
        <Box component="li" key={f.url} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <AttachFileIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
          <Link href={f.url} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
            {f.name}
          </Link>
        </Box>
      ))}
    </Stack>
  );
}

const pre = (text: string | null, empty: string = '-') => (
  <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
    {text && text.trim() !== '' ? text : empty}
  </Box>
);

function deliveryItems(x: Omit<Delivery, 'history'> | Delivery['history'][number]) {
  return [
    { label: d.status, value: <StatusChip tone={reviewStatusTone[x.status]} label={x.statusLabel} /> },
    { label: d.submittedAt, value: formatDateTime(x.submittedAt) },
    { label: d.comment, value: pre(x.comment, d.noComment) },
    { label: d.files, value: <Files files={x.files} /> },
    ...(x.reviewedAt
      ? [
          { label: d.reviewedAt, value: `${formatDateTime(x.reviewedAt)}${x.reviewedByName ? `（${x.reviewedByName}）` : ''}` },
          { label: d.employeeComment, value: pre(x.employeeComment) },
        ]
      : []),
    ...(x.inspectedOn ? [{ label: d.inspectedOn, value: formatDate(x.inspectedOn) }] : []),
  ];
}

function invoiceItems(i: Invoice) {
  return [
    { label: d.status, value: <StatusChip tone={reviewStatusTone[i.status]} label={i.statusLabel} testId="invoice-status" /> },
    // the 支払通知書 serves as the invoice: no 請求書番号 or 請求日 of its own
    ...(i.usesPaymentNotification
      ? [{ label: inv.kind, value: inv.usesPaymentNotification }]
      : [
          { label: inv.number, value: orDash(i.invoiceNumber) },
          { label: inv.date, value: formatDate(i.invoiceDate) },
        ]),
    // the 経過措置 share follows the 取引日 (検収日), not the invoice date
    { label: inv.transactionDate, value: <span data-testid="invoice-transaction-date">{formatDate(i.transactionDate)}</span> },
    { label: inv.registration, value: i.registrationNumber ?? i.registrationNote ?? inv.notRegistered },
    { label: inv.file, value: i.file ? <Files files={[i.file]} /> : inv.noFile },
    { label: inv.comment, value: pre(i.comment, d.noComment) },
    { label: d.submittedAt, value: formatDateTime(i.submittedAt) },
    ...(i.reviewedAt
      ? [
          { label: d.reviewedAt, value: `${formatDateTime(i.reviewedAt)}${i.reviewedByName ? `（${i.reviewedByName}）` : ''}` },
          { label: d.employeeComment, value: pre(i.employeeComment) },
        ]
      : []),
  ];
}

function InvoiceAmounts({ invoice }: { invoice: Invoice }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={inv.perRate} sx={{ minWidth: 360, maxWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{inv.rate}</TableCell>
            <TableCell align="right">{inv.base}</TableCell>
            <TableCell align="right">{inv.tax}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.perRate.map((r) => (
            <TableRow key={r.rate}>
              <TableCell>{s.totals.rateRow(r.rate)}</TableCell>
              <TableCell align="right">{formatMoney(r.base)}</TableCell>
              <TableCell align="right">{formatMoney(r.tax)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell>{inv.subtotal}</TableCell>
            <TableCell align="right">{formatMoney(invoice.subtotal)}</TableCell>
            <TableCell align="right">{formatMoney(invoice.taxTotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{inv.total}</TableCell>
            <TableCell align="right" colSpan={2} sx={{ fontWeight: 700 }} data-testid="invoice-total">
              {formatMoney(invoice.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

function GroupDetail({ delivery }: { delivery: Delivery }) {
  const order = useOrder(delivery.order.code);
  const group = order.data?.itemGroups.find((g) => g.id === delivery.group.id);
  return (
    <Section title={d.groupHeading}>
      <InfoGrid
        items={[
          { label: d.order, value: `${delivery.order.number} ${delivery.order.title}` },
          { label: d.group, value: delivery.group.title },
          { label: s.form.deliveryDate, value: orDash(formatDate(delivery.group.deliveryDate)) },
          { label: s.form.paymentDueDate, value: orDash(formatDate(delivery.group.paymentDueDate)) },
          { label: s.order.groupSubtotal, value: formatMoney(delivery.group.subtotal) },
        ]}
      />
      {order.isError && !order.data ? <Alert severity="error">{failureMessage(s.loadFailed.order, order.error)}</Alert> : null}
      {group ? <GroupItemsTable group={group} /> : order.isPending ? <Skeleton variant="rounded" height={120} /> : null}
    </Section>
  );
}

/**
 * /worker/{code}/contract/{contractCode}/delivery/{deliveryCode}[/detail|/invoice]: the delivery's review (what was
 * delivered, 承認 / 差し戻し), the order group it belongs to, and its invoice with its own review.
 */
export function DeliveryPage({ view }: { view: View }) {
  const { code = '', contractCode = '', deliveryCode = '' } = useParams();
  const toast = useToast();
  const canEdit = useCanEditWorkers();
  const delivery = useDelivery(deliveryCode);
  const review = useReview(deliveryCode);
  const [dialog, setDialog] = useState<{ target: ReviewTarget; decision: 'approve' | 'reject' } | null>(null);
  useDocumentTitle(view === 'invoice' ? inv.title : d.title);
  const base = paths.contractPage(code, contractCode, `delivery/${deliveryCode}`);

  const back = (
    <Button component={RouterLink} to={paths.contractPage(code, contractCode, 'delivery')} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
      {s.backToDeliveries}
    </Button>
  );
  if (delivery.isError && !delivery.data) {
    return (
      <Box>
        {back}
        <Alert severity="error">{failureMessage(s.loadFailed.delivery, delivery.error)}</Alert>
      </Box>
    );
  }
  if (!delivery.data) return <Skeleton variant="rounded" height={420} />;
  const data = delivery.data;
  const invoice = data.invoice;

  const submit = (comment: string) => {
    if (!dialog) return;
    const { target, decision } = dialog;
    review.mutate(
      { target, decision: decision === 'approve' ? 'approvals' : 'rejections', comment },
      {
        onSuccess: () => {
          setDialog(null);
          const toasts = target === 'invoice' ? ja.invoices.toast : ja.deliveries.toast;
          toast.success(decision === 'approve' ? toasts.approved : toasts.rejected);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          toast.error(failureMessage(s.failed.review, error));
        },
      },
    );
  };
  /** 納品の承認 with its 検収日: a refusal of the date comes back to show under it. */
  const approveDelivery = async (body: { inspectedOn: string; comment: string }): Promise<string | null> => {
    try {
      await review.mutateAsync({ target: 'delivery', decision: 'approvals', comment: body.comment, inspectedOn: body.inspectedOn });
      setDialog(null);
      toast.success(ja.deliveries.toast.approved);
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      if (error instanceof ApiError && error.fields?.inspectedOn?.[0]) return error.fields.inspectedOn[0];
      toast.error(failureMessage(s.failed.review, error));
      return null;
    }
  };
  const approvingDelivery = dialog?.target === 'delivery' && dialog.decision === 'approve';
  const reviewButtons = (target: ReviewTarget) =>
    canEdit ? (
      <>
        <Button variant="contained" onClick={() => setDialog({ target, decision: 'approve' })}>
          {d.approve}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDialog({ target, decision: 'reject' })}>
          {d.reject}
        </Button>
      </>
    ) : null;

  return (
    <Box>
      {back}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, wordBreak: 'break-word' }} data-testid="delivery-title">
          {data.group.title}
        </Typography>
        <StatusChip tone={reviewStatusTone[data.status]} label={data.statusLabel} testId="delivery-status" />
        <StatusChip tone="neutral" variant="outlined" label={data.progressLabel} testId="progress-label" />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {d.order}:{' '}
        <Link component={RouterLink} to={paths.contractPage(code, contractCode, `order/${data.order.code}`)} data-testid="delivery-order">
          {data.order.number} {data.order.title}
        </Link>
        {'\u3000'}
        {data.worker.name}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}>
        <Tabs value={view} aria-label={d.title} variant="scrollable" allowScrollButtonsMobile>
          <Tab value="review" label={d.tabs.review} component={RouterLink} to={base} />
          <Tab value="detail" label={d.tabs.detail} component={RouterLink} to={`${base}/detail`} />
          <Tab value="invoice" label={d.tabs.invoice} component={RouterLink} to={`${base}/invoice`} />
        </Tabs>
      </Box>
      <Stack spacing={2.5}>
        {view === 'review' ? (
          <>
            <Section title={d.deliveryHeading} actions={data.status === 'reviewing' ? reviewButtons('delivery') : null}>
              <InfoGrid items={deliveryItems(data)} />
            </Section>
            <Section title={d.history}>
              {data.history.length === 0 ? (
                <Typography variant="body2">{d.noHistory}</Typography>
              ) : (
                data.history.map((h) => (
                  <Box key={h.code} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }} data-testid="delivery-history-item">
                    <InfoGrid items={deliveryItems(h)} />
                  </Box>
                ))
              )}
            </Section>
          </>
        ) : null}
        {view === 'detail' ? (
          <>
            <GroupDetail delivery={data} />
            <Section title={d.deliveryHeading}>
              <InfoGrid items={deliveryItems(data)} />
            </Section>
          </>
        ) : null}
        {view === 'invoice' ? (
          <>
            {invoice ? (
              <Section title={inv.title} actions={invoice.status === 'reviewing' ? reviewButtons('invoice') : null}>
                {invoice.usesPaymentNotification ? <Alert severity="info">{inv.usesPaymentNotificationNote}</Alert> : null}
                <InfoGrid items={invoiceItems(invoice)} />
                <InvoiceAmounts invoice={invoice} />
              </Section>
            ) : (
              <Alert severity="info" data-testid="invoice-none">
                {inv.none}
              </Alert>
            )}
            {data.invoiceHistory.length > 0 ? (
              <Section title={inv.history}>
                {data.invoiceHistory.map((h) => (
                  <Box key={h.code} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
                    <InfoGrid items={invoiceItems(h)} />
                  </Box>
                ))}
              </Section>
            ) : null}
          </>
        ) : null}
      </Stack>
      <DeliveryApprovalDialog
        open={approvingDelivery}
        deliveredOn={japanDate(data.submittedAt) ?? todayInJapan()}
        busy={review.isPending}
        onSubmit={approveDelivery}
        onClose={() => setDialog(null)}
      />
      <ReviewDialog
        open={dialog !== null && !approvingDelivery}
        decision={dialog?.decision ?? 'approve'}
        title={
          dialog?.target === 'invoice'
            ? dialog.decision === 'approve'
              ? inv.approveTitle
              : inv.rejectTitle
            : dialog?.decision === 'reject'
              ? d.rejectTitle
              : d.approveTitle
        }
        lead={
          dialog?.target === 'invoice'
            ? dialog.decision === 'approve'
              ? inv.approveLead
              : inv.rejectLead
            : dialog?.decision === 'reject'
              ? d.rejectLead
              : d.approveLead
        }
        busy={review.isPending}
        onSubmit={submit}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}

export const DeliveryReviewPage = () => <DeliveryPage view="review" />;
export const DeliveryDetailPage = () => <DeliveryPage view="detail" />;
export const DeliveryInvoicePage = () => <DeliveryPage view="invoice" />;
