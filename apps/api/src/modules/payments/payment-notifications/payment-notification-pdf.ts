/**
 * The 支払通知書 as a PDF that also serves as the 仕入明細書 under the インボイス制度 (DOMAIN.md): our company's name and
 * registration number, the worker's name and registration number (or that there is none, with the 経過措置 share of
 * each transaction date — both shares when the lines span a change of the schedule), the transaction dates, the items
 * with reduced-rate items marked, the adjustments by category (立替金・経費精算・過払い精算・返品・その他), totals and tax
 * per rate, 源泉徴収, the amount transferred, the 支払期日 (and 支払遅延 when paid after it), and that it counts as
 * confirmed once the worker approves it — or after the みなし承認 days stated when it was sent, never otherwise.
 * Mapped onto the one business-document renderer (docs/documents.md).
 */
import { formatDate, japanDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { adjustmentCategoryDocumentLabels, transitionalStatement, type PaymentNotificationWire } from '@app/shared/payment-notifications';
import { addressLine } from '@app/shared/worker-personal';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../../db/client';
import { sendDownload } from '../../../lib/downloads';
import { notFound } from '../../../lib/errors';
import { renderBusinessDocument, type BusinessDocument, type TaxRate } from '../../../lib/pdf/business-document';
import * as repo from './payment-notifications.repository';
import { notificationWire } from './payment-notifications.service';

const t = ja.paymentNotifications.pdf;

export async function notificationDocument(db: Queryable, n: repo.NotificationRow): Promise<BusinessDocument> {
  const wire: PaymentNotificationWire = await notificationWire(db, n, 'employee');
  const company = await repo.findCompany(db, n.companyId);
  const profile = await repo.payeeProfile(db, n.workerId);
  const items = wire.lines.filter((l) => l.kind === 'item');
  const adjustments = wire.lines.filter((l) => l.kind === 'adjustment');
  const dates = [...new Set(items.map((l) => l.transaction_date ?? ''))].sort();
  const period = wire.period_from && wire.period_to ? `${formatDate(wire.period_from)}〜${formatDate(wire.period_to)}` : '';
  const registered = wire.worker_registration_number !== null;
  const registration = registered ? t.registered(wire.worker_registration_number ?? '') : transitionalStatement(wire.transitional_deductions, wire.period_to ?? wire.payment_date);
  // the share of each transaction date (not registered): after the date, so a document across two shares shows both
  const shareOf = (date: string) => items.find((l) => (l.transaction_date ?? '') === date)?.transitional_deduction_percent ?? null;
  const dateTitle = (date: string) => {
    const share = shareOf(date);
    return `${t.transactionDates}${date ? ` ${formatDate(date)}` : ''}${share !== null ? `（${t.share(share)}）` : ''}`;
  };
  return {
    title: `${t.title}${t.subtitle}`,
    documentNumber: wire.number,
    documentNumberLabel: t.number,
    issueDate: japanDate(wire.submitted_at ?? wire.updated_at)!,
    issueDateLabel: t.issueDate,
    recipient: {
      name: wire.worker.name,
      honorific: wire.worker_entity_type === 'corporation' ? '御中' : '様',
      postalCode: profile?.postalCode ?? null,
      address: profile ? addressLine(profile) || null : null,
      invoiceRegistrationNumber: wire.worker_registration_number,
    },
    issuer: {
      name: company?.name ?? '',
      postalCode: company?.postalCode ?? null,
      address: company?.address ?? null,
      phone: company?.phone ?? null,
      invoiceRegistrationNumber: company?.invoiceRegistrationNumber ?? undefined,
    },
    lead: t.lead,
    subject: null,
    terms: [
      { label: t.period, value: period },
      ...(wire.payment_due_date ? [{ label: t.dueDate, value: formatDate(wire.payment_due_date) }] : []),
      { label: t.paymentDate, value: `${formatDate(wire.payment_date)}${wire.late ? t.lateMark : ''}` },
      { label: t.paymentMethod, value: t.transfer },
      { label: ja.businessDocument.registrationNumber, value: registration },
    ],
    groups: [
      ...dates.map((date) => ({
        title: dateTitle(date),
        inspectionDate: null,
        items: items
          .filter((l) => (l.transaction_date ?? '') === date)
          .map((l) => ({ name: l.name, quantity: String(l.quantity), unit: l.unit, unitPrice: l.unit_price, taxRate: (l.tax_rate ?? 0) as TaxRate, amount: l.amount })),
      })),
      ...(adjustments.length > 0
        ? [
            {
              title: t.adjustmentsGroup,
              // each with its category and its tax treatment; an 経費精算 is taxed at its rate (in the 税率別内訳)
              items: adjustments.map((l) => ({
                name: t.adjustmentLine(adjustmentCategoryDocumentLabels[l.adjustment_category ?? 'reimbursement'], l.name, l.adjustment_reason),
                quantity: '1',
                unit: null,
                unitPrice: l.unit_price,
                taxRate: (l.tax_rate ?? 0) as TaxRate,
                amount: l.amount,
              })),
            },
          ]
        : []),
    ],
    taxSummary: wire.per_rate.map((r) => ({ rate: r.rate as TaxRate, base: r.base, tax: r.tax })),
    subtotal: wire.subtotal,
    taxTotal: wire.tax_total,
    total: wire.subtotal + wire.tax_total,
    withholding: wire.withholding > 0 ? wire.withholding : null,
    adjustments: wire.adjustment_total !== 0 ? [{ label: t.adjustments, amount: wire.adjustment_total }] : [],
    amountToPay: wire.transfer_amount,
    amountToPayLabel: t.amountToPay,
    remarks: [wire.message, wire.remarks].filter(Boolean).join('\n') || null,
    footnotes: [
      t.confirmation,
      ...(wire.deemed_approval_days ? [t.deemed(wire.deemed_approval_days)] : []),
      ...(wire.withholding > 0 ? [t.withholdingNote] : []),
    ],
  };
}

/** Sends the notification's PDF as 支払通知書_{通知番号}.pdf (404 when the lookup found none) — both sides' route. */
export async function sendNotificationPdf(db: Queryable, reply: FastifyReply, n: repo.NotificationRow | undefined) {
  if (!n) throw notFound(ja.paymentNotifications.notFound);
  const bytes = await renderBusinessDocument(await notificationDocument(db, n));
  return sendDownload(reply, { fileName: ja.fileNames.notificationPdf(n.number), contentType: 'application/pdf', bytes });
}
