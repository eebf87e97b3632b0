/** The 発注書 as a PDF: the order mapped onto the one business-document renderer (docs/documents.md). */
import { describeRemuneration, type UnitPriceType } from '@app/shared/contracts';
import { type Usance, usanceLabels } from '@app/shared/usance';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { addressLine } from '@app/shared/worker-personal';
import type { Queryable } from '../../../db/client';
import type { Download } from '../../../lib/downloads';
import { notFound } from '../../../lib/errors';
import { renderBusinessDocument, type BusinessDocument, type TaxRate } from '../../../lib/pdf/business-document';
import { timeRoundingWire, timeSettlementWire } from '../../partners/contracts/contracts.service';
import * as repo from './purchase-orders.repository';
import { orderWire, workerName } from './purchase-order-wire';

const dates = (values: (string | null)[]) => {
  const set = [...new Set(values.filter((v): v is string => Boolean(v)))].sort();
  return set.length ? set.map(formatDate).join('、') : '';
};

/** The document of an order of the company (404 for any other). */
export async function orderDocument(db: Queryable, companyId: number, order: repo.OrderRow): Promise<BusinessDocument> {
  const [wire, parties, company] = await Promise.all([
    orderWire(db, { companyId }, order),
    repo.findContractWithParties(db, companyId, { id: order.contractId }),
    repo.findCompany(db, companyId),
  ]);
  if (!parties || !company) throw notFound(ja.orders.notFound);
  const t = ja.orders.pdf;
  const profile = parties.profile;
  const workerAddress = profile ? addressLine(profile) : null;
  const groups = wire.item_groups;
  const c = parties.contract;
  const remuneration = describeRemuneration({
    unit_price_type: c.unitPriceType as UnitPriceType,
    unit_price: c.unitPrice,
    time_settlement: timeSettlementWire(c.timeSettlement),
    time_rounding: timeRoundingWire(c.timeRounding),
  });
  const terms = [
    { label: t.content, value: [wire.title, ...groups.map((g) => g.title)].filter((v, i, all) => all.indexOf(v) === i).join('／') },
    { label: t.deliveryDate, value: dates(groups.map((g) => g.delivery_date)) },
    { label: t.deliveryPlace, value: wire.delivery_place ?? '' },
    ...(wire.has_inspection ? [{ label: t.inspectionDate, value: dates(groups.map((g) => g.inspection_date)) }] : []),
    { label: t.dueDate, value: dates(groups.map((g) => g.payment_due_date)) },
    { label: t.paymentMethod, value: wire.payment_method ?? '' },
    { label: t.usance, value: usanceLabels[parties.contract.usance as Usance] ?? '' },
    { label: t.contract, value: parties.contract.title },
    // a contract paid by time: the 単価, the 精算幅 and the rounding (フリーランス新法 3条: how the amount is computed)
    ...(remuneration ? [{ label: t.remuneration, value: remuneration }] : []),
    // 再委託 (フリーランス新法 4条3項): that it is one, the 元委託者の名称 and the 元委託支払期日
    ...(wire.contract.is_redelegation || wire.original_client_name || wire.original_due_date
      ? [
          { label: t.redelegation, value: t.redelegationStatement },
          { label: t.originalClientName, value: wire.original_client_name ?? '' },
          { label: t.originalDueDate, value: formatDate(wire.original_due_date) },
        ]
      : []),
  ];
  return {
    title: t.title,
    documentNumber: wire.number,
    documentNumberLabel: t.number,
    issueDate: wire.order_date,
    issueDateLabel: t.orderDate,
    recipient: {
      name: workerName(parties),
      honorific: profile?.entityType === 'corporation' ? '御中' : '様',
      postalCode: profile?.postalCode ?? null,
      address: workerAddress || null,
      phone: profile?.phone ?? null,
      invoiceRegistrationNumber: profile?.invoiceStatus === 'registered' ? profile.invoiceRegistrationNumber : profile?.invoiceStatus === 'not_registered' ? null : undefined,
    },
    issuer: {
      name: company.name,
      postalCode: company.postalCode,
      address: company.address,
      phone: company.phone,
      invoiceRegistrationNumber: company.invoiceRegistrationNumber ?? undefined,
    },
    lead: t.lead,
    subject: wire.title,
    terms,
    groups: groups.map((g) => ({
      title: g.title,
      deliveryDate: g.delivery_date,
      inspectionDate: g.inspection_date,
      items: g.items.map((i) => ({
        name: i.name,
        quantity: String(i.quantity),
        unit: i.unit,
        unitPrice: i.unit_price,
        taxRate: i.tax_rate as TaxRate,
        amount: i.amount,
      })),
    })),
    taxSummary: wire.totals.per_rate.map((r) => ({ rate: r.rate as TaxRate, base: r.base, tax: r.tax })),
    subtotal: wire.totals.subtotal,
    taxTotal: wire.totals.tax_total,
    total: wire.totals.total,
    withholding: wire.totals.withholding,
    amountToPay: wire.totals.amount_to_pay,
    amountToPayLabel: t.amountToPay,
    remarks: wire.remarks,
    footnotes: [t.footnote],
  };
}

/** The order's PDF as a download named by its 発注番号 (発注書_PO-2026-000123.pdf). */
export async function orderPdfDownload(db: Queryable, companyId: number, order: repo.OrderRow): Promise<Download> {
  const bytes = await renderBusinessDocument(await orderDocument(db, companyId, order));
  return { fileName: ja.fileNames.orderPdf(order.number), contentType: 'application/pdf', bytes };
}

export async function renderOrderPdf(db: Queryable, companyId: number, code: string): Promise<Download> {
  const order = await repo.findOrder(db, companyId, code);
  if (!order) throw notFound(ja.orders.notFound);
  return orderPdfDownload(db, companyId, order);
}
