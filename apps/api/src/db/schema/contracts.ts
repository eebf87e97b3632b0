import { sql } from 'drizzle-orm';
import { bigint, boolean, date, id, index, integer, jsonb, pgTable, primaryKey, text, timestamptz, foldedSearchText } from './columns';
import { companyId } from './companies';
import { projects } from './projects';
import { workers } from './workers';

/** One purchase-order item group template as stored in `contracts.purchase_order_item_group_templates`. */
export type StoredItemGroupTemplate = {
  name: string;
  /** `unit` (単位) since issue #10: absent in rows written before it. */
  items: { name: string; quantity: number; unit?: string | null; unit_price: number; tax_rate: number }[];
};

/**
 * A contract between the company and one worker. Columns added after 0001 are defaulted or nullable, so rows written
 * with only the original columns (e.g. by the worker invitation) are complete contracts.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    companyId: companyId(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    businessField: text('business_field'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** outsourcing 業務委託 / quasi_mandate 準委任 / contract_for_work 請負 */
    contractType: text('contract_type').notNull().default('outsourcing'),
    /** monthly / hourly / daily / per_deliverable / fixed */
    unitPriceType: text('unit_price_type').notNull().default('monthly'),
    /** integer yen */
    unitPrice: bigint('unit_price', { mode: 'number' }),
    /** excluded 税抜 / included 税込 */
    taxType: text('tax_type').notNull().default('excluded'),
    /** percent: 10, 8 or 0 */
    taxRate: integer('tax_rate').notNull().default(10),
    /** withhold / not_withhold */
    withholdingType: text('withholding_type').notNull().default('not_withhold'),
    /** 支払サイト, a key of usanceRules in packages/shared/src/contracts.ts */
    usance: text('usance').notNull().default('end_of_month_next_month_25'),
    memo: text('memo'),
    /** 再委託: the company re-delegates work it received; orders then use the 30-day rule from the client's due date. */
    isRedelegation: boolean('is_redelegation').notNull().default(false),
    /**
     * 順延の合意: the date of a prior written agreement that a 支払期日 falling on a bank holiday moves to the next bank
     * business day (at most 2 days later). Null: no agreement, the previous business day applies.
     */
    postponementAgreedOn: date('postponement_agreed_on', { mode: 'string' }),
    /**
     * The title folded like foldForSearch (NFKC, katakana → hiragana, lower case, no spaces), computed by PostgreSQL
     * so every writer (also the worker invitation) keeps it right. Matched with LIKE on a trigram index. This is the one
     * copy of the folding outside packages/shared/src/kana.ts; db/search-folding.test.ts proves the two agree.
     */
    searchText: foldedSearchText('title'),
    isEnableTimeTracking: boolean('is_enable_time_tracking').notNull().default(false),
    timeTrackingSlackWebhookUrl: text('time_tracking_slack_webhook_url'),
    /**
     * 精算幅 of a monthly contract paid by the hours worked (issue #23): 下限・上限 hours, how the 控除・超過単価 are
     * found (given / 上下割 / 中間割) and rounded, and how the 超過額・控除額 round to yen — the fields of
     * `SettlementRange` in packages/shared/src/time-tracking.ts but the fee (the contract's unit_price). Null: none.
     */
    timeSettlement: jsonb('time_settlement').$type<{
      lowerHours: number | null;
      upperHours: number | null;
      rateMethod: 'given' | 'split' | 'middle';
      deductionRate?: number | null;
      excessRate?: number | null;
      rateRounding?: { unit: 1 | 10 | 100; mode: 'floor' | 'ceil' | 'round' };
      amountRounding?: 'floor' | 'ceil' | 'round';
    }>(),
    /** The rounding of worked time (`TimeRounding`: unit minutes, mode, per day or month). Null: none. */
    timeRounding: jsonb('time_rounding').$type<{ unit: 1 | 5 | 10 | 15 | 30 | 60; mode: 'floor' | 'ceil' | 'round'; scope: 'day' | 'month' }>(),
    purchaseOrderItemGroupTemplates: jsonb('purchase_order_item_group_templates')
      .$type<StoredItemGroupTemplate[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The contract's progress (issue #10 item 10) as a rank: the index in `progressKeys` of its least advanced item
     * group over its approved orders, null without one. Written only by PostgreSQL: statement triggers on the tables
     * the rank reads recompute it in the writing transaction (migration 0025, the SQL of
     * modules/ordering/deliveries/contract-progress.sql.ts), so the contract list reads it instead of computing it per
     * row (issue #19 "Throughput").
     */
    progressRank: integer('progress_rank'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('contracts_company_idx').on(t.companyId, t.id),
    index('contracts_worker_idx').on(t.workerId),
    // read backwards for ORDER BY start_date DESC, id DESC (a DESC NULLS LAST index would not match the default NULLS FIRST)
    index('contracts_company_start_idx').on(t.companyId, t.startDate, t.id),
    index('contracts_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // 稼働管理's lists (/working_records) read only the time-tracked contracts of a company
    index('contracts_company_time_tracked_idx').on(t.companyId, t.id).where(sql`is_enable_time_tracking`),
    // the contract list filtered by progress (`?progress=`): the page and the count off one index
    index('contracts_company_progress_idx').on(t.companyId, t.progressRank, t.startDate, t.id).where(sql`progress_rank is not null`),
  ],
);

/** project_id_list of a contract. */
export const contractProjects = pgTable(
  'contract_projects',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.projectId] }), index('contract_projects_project_idx').on(t.projectId)],
);
