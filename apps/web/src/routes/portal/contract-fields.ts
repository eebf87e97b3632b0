import { contractTypeLabels, taxTypeLabels, unitPriceTypeLabels, withholdingTypeLabels } from '@app/shared/contracts';
import { type TaxRate, taxRateLabels } from '@app/shared/tax';
import { usanceLabels } from '@app/shared/usance';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import type { PortalContract } from '@app/shared/worker-portal';

export function contractPeriod(c: Pick<PortalContract, 'startDate' | 'endDate'>): string {
  return `${formatDate(c.startDate)}〜${c.endDate ? formatDate(c.endDate) : ja.portal.openEnded}`;
}

export function unitPriceText(c: Pick<PortalContract, 'unitPriceType' | 'unitPrice'>): string {
  return c.unitPrice === null ? ja.portal.notSet : `${unitPriceTypeLabels[c.unitPriceType]} ${formatMoney(c.unitPrice)}`;
}

/** The read-only fields a worker sees of a contract, in order. */
export function contractRows(c: PortalContract): Array<{ label: string; value: string }> {
  return [
    { label: ja.portal.fields.title, value: c.title },
    { label: ja.portal.fields.contractType, value: contractTypeLabels[c.contractType] },
    { label: ja.portal.fields.period, value: contractPeriod(c) },
    { label: ja.portal.fields.unitPriceType, value: unitPriceTypeLabels[c.unitPriceType] },
    { label: ja.portal.fields.unitPrice, value: c.unitPrice === null ? ja.portal.notSet : formatMoney(c.unitPrice) },
    { label: ja.portal.fields.taxType, value: taxTypeLabels[c.taxType] },
    { label: ja.portal.fields.taxRate, value: taxRateLabels[c.taxRate as TaxRate] ?? `${c.taxRate}%` },
    { label: ja.portal.fields.withholding, value: withholdingTypeLabels[c.withholdingType] },
    { label: ja.portal.fields.usance, value: usanceLabels[c.usance] },
    { label: ja.portal.fields.businessField, value: c.businessField ?? ja.portal.notSet },
  ];
}
