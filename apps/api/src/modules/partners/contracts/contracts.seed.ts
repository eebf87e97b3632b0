import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { contracts, type StoredItemGroupTemplate } from '../../../db/schema/contracts';
import { workers } from '../../../db/schema/workers';
import { insertAgent, insertAgentContract, replaceContractWorkers } from '../agents/agents.repository';
import { insertProjects } from '../projects/projects.repository';
import { replaceContractProjects, updateContract, type ContractWrite } from './contracts.repository';

/** Terms for the demo contracts, in the order seed-demo.ts creates them. */
const demoTerms: (ContractWrite & { templates?: StoredItemGroupTemplate[] })[] = [
  { contractType: 'quasi_mandate', unitPriceType: 'monthly', unitPrice: 650_000, withholdingType: 'not_withhold', usance: 'end_of_month_next_month_25', isEnableTimeTracking: true,
    // 精算幅 140〜180時間 (上下割) and worked time rounded down to 15 minutes a day (issue #23)
    timeSettlement: { lowerHours: 140, upperHours: 180, rateMethod: 'split', deductionRate: null, excessRate: null, rateRounding: { unit: 10, mode: 'floor' }, amountRounding: 'floor' },
    timeRounding: { unit: 15, mode: 'floor', scope: 'day' },
    templates: [{ name: '月額開発費', items: [{ name: 'Webアプリケーション開発（月額）', quantity: 1, unit_price: 650_000, tax_rate: 10 }] }] },
  { contractType: 'outsourcing', unitPriceType: 'per_deliverable', unitPrice: 120_000, withholdingType: 'withhold', usance: 'end_of_month_next_month_20',
    templates: [{ name: '画面デザイン', items: [{ name: 'UIデザイン（1画面）', quantity: 5, unit_price: 24_000, tax_rate: 10 }] }] },
  { contractType: 'quasi_mandate', unitPriceType: 'hourly', unitPrice: 5_000, withholdingType: 'not_withhold', usance: 'end_of_month_next_month_25', isEnableTimeTracking: true,
    timeRounding: { unit: 15, mode: 'floor', scope: 'month' },
    // a Slack webhook that can never be reached (.invalid never resolves): its deliveries show as 失敗 (issue #23)
    timeTrackingSlackWebhookUrl: 'https://hooks.invalid/services/demo' },
  { contractType: 'contract_for_work', unitPriceType: 'per_deliverable', unitPrice: 30_000, withholdingType: 'withhold', usance: 'day_20_next_month_10',
    templates: [{ name: '記事執筆', items: [{ name: '記事（5,000字）', quantity: 4, unit_price: 30_000, tax_rate: 10 }] }] },
  // 再委託 (the ordering seed's 広告運用代行 order states the 元委託者 and its 支払期日)
  { contractType: 'outsourcing', unitPriceType: 'monthly', unitPrice: 400_000, withholdingType: 'not_withhold', usance: 'end_of_month_next_month_15', isRedelegation: true },
  { contractType: 'quasi_mandate', unitPriceType: 'daily', unitPrice: 25_000, withholdingType: 'not_withhold', usance: 'within_30_days' },
];

/**
 * Demo data of the contracts and agents area (called from seed-demo.ts inside its transaction): the demo contracts'
 * terms, three projects, and an agent with an agent contract that placed the first demo worker.
 */
export async function seedContractsDemo(tx: Queryable, companyId: number): Promise<void> {
  const rows = await tx
    .select({ id: contracts.id, workerId: contracts.workerId })
    .from(contracts)
    .where(eq(contracts.companyId, companyId))
    .orderBy(asc(contracts.id));
  const projectRows = await insertProjects(tx, companyId, ['新規サービス開発', 'コーポレートサイト刷新', 'オウンドメディア運営']);
  for (const [i, row] of rows.entries()) {
    const terms = demoTerms[i % demoTerms.length]!;
    const { templates, ...values } = terms;
    await updateContract(tx, companyId, row.id, { ...values, purchaseOrderItemGroupTemplates: templates ?? [] });
    const project = projectRows[i % projectRows.length];
    if (project) await replaceContractProjects(tx, row.id, [project.id]);
  }
  const agent = await insertAgent(tx, companyId, {
    name: '株式会社テックリンク',
    nameKana: 'テックリンク',
    entityType: 'corporation',
    contactPerson: '森 直樹',
    email: 'contact@techlink.example.com',
    phone: '03-1234-5678',
    postalCode: '150-0002',
    address: '東京都渋谷区渋谷2-1-1',
    invoiceRegistrationNumber: 'T7000012050002',
    memo: 'エンジニアの紹介。紹介料は初年度の報酬の15%。',
  });
  const [firstWorker] = await tx
    .select({ id: workers.id })
    .from(workers)
    .where(eq(workers.companyId, companyId))
    .orderBy(asc(workers.id))
    .limit(1);
  const contract = await insertAgentContract(tx, companyId, agent.id, {
    title: 'エンジニア紹介契約',
    startDate: '2026-04-01',
    endDate: '2027-03-31',
    feeType: 'rate',
    feeRateBp: 1500,
    fixedFee: null,
    usance: 'end_of_month_next_month_25',
    memo: null,
  });
  if (firstWorker) await replaceContractWorkers(tx, contract.id, [firstWorker.id]);
}
