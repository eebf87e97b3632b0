import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { adjustmentCategoryDocumentLabels, transitionalStatement } from '@app/shared/payment-notifications';
import { AmountList, amountRows } from '../../../components/amount-list';
import { DocumentItemsTable, type DocumentLine } from '../../../components/business-document-view';
import { InfoGrid } from '../../../components/info-grid';
import type { PortalNotification, PortalNotificationLine } from '../api/portal-payments';

const t = ja.portalPayments;
const doc = ja.paymentNotifications.pdf;
const REDUCED_RATE = 8;


/** The worker's registration as the document states it (登録番号, or 登録なし with the 経過措置 share of each date). */
function registrationText(n: PortalNotification): string {
  return n.workerRegistrationNumber ? doc.registered(n.workerRegistrationNumber) : transitionalStatement(n.transitionalDeductions, n.periodTo ?? n.paymentDate);
}


/** An adjustment as the document reads it: 「立替金（不課税）：交通費」, with the reason of a deduction. */
const adjustmentText = (line: PortalNotificationLine) =>
  doc.adjustmentLine(adjustmentCategoryDocumentLabels[line.adjustmentCategory ?? 'reimbursement'], line.name, line.adjustmentReason);

/** The document's header facts: both parties, 通知番号, 取引期間, 支払予定日, how it is paid. */
export function NotificationFacts({ n }: { n: PortalNotification }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <InfoGrid
        labelWidth="9rem"
        items={[
          { label: t.number, value: n.number },
          { label: t.payer, value: n.companyName },
          {
            label: t.payee,
            value: (
              <>
                {n.worker.name} 様
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {registrationText(n)}
                </Typography>
              </>
            ),
          },
          { label: t.period, value: n.periodFrom && n.periodTo ? t.periodText(formatDate(n.periodFrom), formatDate(n.periodTo)) : t.notSet },
          ...(n.paymentDueDate ? [{ label: t.dueDate, value: formatDate(n.paymentDueDate) }] : []),
          { label: t.paymentDate, value: `${formatDate(n.paymentDate)}${n.late ? doc.lateMark : ''}` },
          ...(n.lateReason ? [{ label: t.lateReason, value: n.lateReason }] : []),
          { label: t.paymentMethod, value: doc.transfer },
          ...(n.contracts.length > 0 ? [{ label: t.contracts, value: n.contracts.map((c) => c.title).join('、') }] : []),
          ...(n.submittedAt ? [{ label: t.sentAt, value: formatDateTime(n.submittedAt) }] : []),
          ...(n.answeredAt ? [{ label: t.answeredAt, value: formatDateTime(n.answeredAt) }] : []),
        ]}
      />
    </Paper>
  );
}

/** The item lines as document lines (components/business-document-view.tsx), with their 取引日 and 経過措置 share. */
const documentLines = (lines: PortalNotificationLine[]): DocumentLine[] =>
  lines.map((l) => ({
    key: l.id,
    date: l.transactionDate,
    name: l.name,
    quantity: String(l.quantity),
    unit: l.unit,
    unitPrice: l.unitPrice,
    taxRate: l.taxRate ?? 0,
    amount: l.amount,
    share: l.transitionalDeductionPercent,
  }));

/**
 * Items with their rates, adjustments apart with their category (an 経費精算 with its rate: it is in the per-rate
 * totals), then the totals per rate, 源泉徴収, 調整 (不課税) and 振込金額.
 */
export function NotificationBody({ n }: { n: PortalNotification }) {
  const items = n.lines.filter((l) => l.kind === 'item');
  const adjustments = n.lines.filter((l) => l.kind === 'adjustment');
  const hasReduced = items.some((l) => l.taxRate === REDUCED_RATE);
  const totals = amountRows(
    { ...n, adjustmentTotal: adjustments.length > 0 ? n.adjustmentTotal : undefined, payable: n.transferAmount },
    {
      rateBase: t.rateBase,
      rateTax: t.rateTax,
      zeroRateTax: true,
      subtotal: t.subtotal,
      taxTotal: t.taxTotal,
      withholding: t.withholding,
      adjustments: t.adjustmentTotal,
      payable: t.transferAmount,
    },
  );
  return (
    <>
      <Paper component="section" aria-labelledby="notification-lines" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="notification-lines" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t.linesHeading}
        </Typography>
        <DocumentItemsTable lines={documentLines(items)} label={t.linesHeading} date={{ label: t.lines.date }} share={{ label: t.lines.share, phoneText: doc.share }} />
        {hasReduced ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {doc.reducedNote}
          </Typography>
        ) : null}
        {adjustments.length > 0 ? (
          <Box component="section" aria-labelledby="notification-adjustments" sx={{ mt: 2 }}>
            <Typography id="notification-adjustments" variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
              {t.adjustmentsHeading}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              {t.adjustmentHelp}
            </Typography>
            <AmountList
              label={t.adjustmentsHeading}
              rows={adjustments.map((a) => ({ key: String(a.id), label: a.taxRate !== null ? `${adjustmentText(a)}（${a.taxRate}%）` : adjustmentText(a), value: a.amount }))}
            />
          </Box>
        ) : null}
      </Paper>
      <Paper
        component="section"
        aria-labelledby="notification-totals"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, alignSelf: { xs: 'stretch', sm: 'flex-end' }, width: { xs: 'auto', sm: 380 } }}
      >
        <Typography id="notification-totals" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t.totalsHeading}
        </Typography>
        <AmountList label={t.totalsHeading} rows={totals} />
        {n.withholding > 0 ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {doc.withholdingNote}
          </Typography>
        ) : null}
      </Paper>
    </>
  );
}

/** The company's message and remarks, then the statement that approving confirms it (and the みなし承認 days when set). */
export function NotificationStatement({ n }: { n: PortalNotification }) {
  return (
    <>
      {n.message || n.remarks ? (
        <Paper component="section" aria-labelledby="notification-message" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="notification-message" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {n.message ? t.companyMessage : t.remarks}
          </Typography>
          {n.message ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {n.message}
            </Typography>
          ) : null}
          {n.message && n.remarks ? (
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
              {t.remarks}
            </Typography>
          ) : null}
          {n.remarks ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {n.remarks}
            </Typography>
          ) : null}
        </Paper>
      ) : null}
      <Box data-testid="notification-statement" sx={{ px: { xs: 0.5, sm: 1 } }}>
        <Typography variant="body2">{doc.confirmation}</Typography>
        {n.deemedApprovalDays ? (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {doc.deemed(n.deemedApprovalDays)}
          </Typography>
        ) : null}
      </Box>
    </>
  );
}
