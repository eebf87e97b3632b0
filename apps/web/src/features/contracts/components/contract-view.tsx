import { contractPeriod } from '@app/shared/contract-entry';
import { contractTypeLabels, describeContractTimeRounding, describeTimeSettlement, taxTypeLabels, unitPriceTypeLabels, withholdingTypeLabels, type ContractWire, type ProjectOption } from '@app/shared/contracts';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { taxRateLabels, type TaxRate } from '@app/shared/tax';
import { usanceLabels } from '@app/shared/usance';
import { InfoGrid } from '../../../components/info-grid';

const f = ja.contractForm;
const t = ja.contractPage;
const tc = ja.timeTracking.contract;

/** The contract as read on its page (the 契約 tab): every term in the order of the form, blank ones as 「未設定」. */
export function ContractView({ contract, projects }: { contract: ContractWire; projects: ProjectOption[] }) {
  const projectNames = projects.filter((p) => contract.project_id_list.includes(p.id)).map((p) => p.name);
  const templates = contract.purchase_order_item_group_templates;
  const items = [
    { label: f.title, value: contract.title },
    { label: f.contractType, value: contractTypeLabels[contract.contract_type] },
    { label: f.period, value: contractPeriod(contract.start_date, contract.end_date) },
    { label: f.businessField, value: contract.business_field || t.notSet },
    { label: f.unitPriceType, value: unitPriceTypeLabels[contract.unit_price_type] },
    { label: f.unitPrice, value: contract.unit_price === null ? t.notSet : formatMoney(contract.unit_price) },
    { label: f.taxType, value: taxTypeLabels[contract.tax_type] },
    { label: f.taxRate, value: taxRateLabels[contract.tax_rate as TaxRate] ?? `${contract.tax_rate}%` },
    { label: f.withholdingType, value: withholdingTypeLabels[contract.withholding_type] },
    { label: f.usance, value: usanceLabels[contract.usance] },
    { label: t.redelegation, value: contract.is_redelegation ? t.yes : t.no },
    // 稼働管理 (issue #23): the rounding of worked time on 月額・時間単価, the 精算幅 on 月額
    ...(contract.unit_price_type === 'monthly' || contract.unit_price_type === 'hourly'
      ? [{ label: tc.roundingHeading, value: contract.time_rounding ? describeContractTimeRounding(contract.time_rounding) : tc.none }]
      : []),
    ...(contract.unit_price_type === 'monthly'
      ? [{ label: tc.settlementHeading, value: contract.time_settlement ? describeTimeSettlement(contract.unit_price, contract.time_settlement) : tc.none }]
      : []),
    { label: t.postponement, value: contract.postponement_agreed_on ? formatDate(contract.postponement_agreed_on) : t.none },
    { label: t.projects, value: projectNames.length > 0 ? projectNames.join('、') : t.none },
    { label: t.templates, value: templates.length > 0 ? templates.map((g) => t.templateLine(g.name, g.items.length)).join('、') : t.none },
    { label: f.memo, value: contract.memo || t.none },
  ];
  return <InfoGrid items={items} labelWidth="11rem" />;
}
