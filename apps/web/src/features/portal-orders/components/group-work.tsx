import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { AmountList } from '../../../components/amount-list';
import { InfoGrid } from '../../../components/info-grid';
import { StatusChip } from '../../../components/status-chip';
import { reviewStatusTone } from '../../../components/status-tones';
import type { PortalDelivery, PortalGroupState, PortalInvoice, PortalOrderGroup } from '../api/portal-orders';
import { DeliveryForm } from './delivery-form';
import { InvoiceForm, type InvoiceParties } from './invoice-form';

const t = ja.portalOrders;

function Files({ files }: { files: PortalDelivery['files'] }) {
  if (files.length === 0) return <>{t.noAttachments}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {files.map((f) => (
        <li key={f.url}>
          <Link href={f.url} download={f.name} sx={{ wordBreak: 'break-all' }}>
            {f.name}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/** The company's comment: a rejection's reason stands out (what the worker must fix), an approval's is plain. */
function CompanyComment({ status, comment, by }: { status: PortalDelivery['status']; comment: string | null; by: string | null }) {
  if (status === 'rejected') {
    return (
      <Alert severity="error" sx={{ mt: 1 }}>
        <AlertTitle>{t.rejectedReason}</AlertTitle>
        <Box sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{comment}</Box>
        {by ? (
          <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
            {by}
          </Typography>
        ) : null}
      </Alert>
    );
  }
  if (!comment) return null;
  return (
    <Box sx={{ mt: 1, p: 1.25, bgcolor: 'grey.50', borderLeft: 3, borderColor: 'divider' }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {t.companyComment}
        {by ? `（${by}）` : ''}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {comment}
      </Typography>
    </Box>
  );
}

function DeliveryEntry({ d }: { d: PortalDelivery }) {
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="delivery-entry">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <StatusChip variant="outlined" tone={reviewStatusTone[d.status]} label={d.statusLabel} />
        <Typography variant="body2" color="text.secondary">
          {t.submittedAt} {formatDateTime(d.submittedAt)}
        </Typography>
      </Box>
      <InfoGrid
        labelWidth="8rem"
        items={[
          ...(d.comment ? [{ label: t.yourComment, value: <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>{d.comment}</Box> }] : []),
          { label: t.attachments, value: <Files files={d.files} /> },
          ...(d.reviewedAt ? [{ label: t.reviewedAt, value: formatDateTime(d.reviewedAt) }] : []),
          ...(d.inspectedOn ? [{ label: t.inspectedOn, value: formatDate(d.inspectedOn) }] : []),
        ]}
      />
      <CompanyComment status={d.status} comment={d.employeeComment} by={d.reviewedByName} />
    </Box>
  );
}

function InvoiceEntry({ i }: { i: PortalInvoice }) {
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="invoice-entry">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <StatusChip variant="outlined" tone={reviewStatusTone[i.status]} label={i.statusLabel} />
        <Typography variant="body2" color="text.secondary">
          {t.submittedAt} {formatDateTime(i.submittedAt)}
        </Typography>
      </Box>
      <InfoGrid
        labelWidth="8rem"
        items={[
          // the 支払通知書 serves as the invoice: it has no 請求書番号 or 請求日 of its own
          ...(i.usesPaymentNotification
            ? [{ label: t.invoiceKind, value: t.paymentNotificationAsInvoice }]
            : [
                { label: t.invoiceNumber, value: i.invoiceNumber ?? '' },
                { label: t.invoiceDate, value: formatDate(i.invoiceDate) },
              ]),
          { label: t.transactionDate, value: formatDate(i.transactionDate) },
          { label: t.registration, value: i.registrationNumber ?? i.registrationNote ?? '' },
          ...(i.comment ? [{ label: t.yourComment, value: <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>{i.comment}</Box> }] : []),
          ...(i.file ? [{ label: t.attachments, value: <Files files={[i.file]} /> }] : []),
        ]}
      />
      <Box sx={{ mt: 1, maxWidth: 360 }}>
        <AmountList label={t.invoiceAmounts} rows={[...i.perRate.map((r) => ({ label: t.rateTax(r.rate), value: r.tax })), { label: t.total, value: i.total, strong: true }]} />
      </Box>
      <CompanyComment status={i.status} comment={i.employeeComment} by={i.reviewedByName} />
    </Box>
  );
}

/** Per group of an approved order: deliver, the delivery history, invoice, the invoice history. */
export function GroupWork({
  orderCode,
  group,
  state,
  today,
  parties,
}: {
  orderCode: string;
  group: PortalOrderGroup;
  state: PortalGroupState;
  today: string;
  parties: InvoiceParties;
}) {
  return (
    <Box sx={{ mt: 2 }}>
      {state.canDeliver ? <DeliveryForm orderCode={orderCode} groupId={group.id} /> : null}
      {state.canInvoice ? <InvoiceForm orderCode={orderCode} group={group} today={today} parties={parties} /> : null}
      {state.invoices.length > 0 ? (
        <Box component="section" aria-label={t.invoiceHistory} sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t.invoiceHistory}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {state.invoices.map((i) => (
              <InvoiceEntry key={i.id} i={i} />
            ))}
          </Box>
        </Box>
      ) : null}
      <Box component="section" aria-label={t.deliveryHistory} sx={{ mt: 3 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t.deliveryHistory}
        </Typography>
        {state.deliveries.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t.noDeliveries}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {state.deliveries.map((d) => (
              <DeliveryEntry key={d.id} d={d} />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
