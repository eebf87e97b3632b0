import { bigint, date, id, index, integer, pgTable, primaryKey, text, timestamptz } from './columns';
import { companyId } from './companies';
import { workers } from './workers';

/** An agent: a company or a person that introduces workers to the company. */
export const agents = pgTable(
  'agents',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    nameKana: text('name_kana'),
    /** corporation 法人 / individual 個人 */
    entityType: text('entity_type').notNull().default('corporation'),
    contactPerson: text('contact_person'),
    email: text('email'),
    phone: text('phone'),
    postalCode: text('postal_code'),
    address: text('address'),
    /** T + 13 digits */
    invoiceRegistrationNumber: text('invoice_registration_number'),
    memo: text('memo'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('agents_company_kana_idx').on(t.companyId, t.nameKana, t.id)],
);

/** 紹介契約: the terms under which an agent is paid for the workers it placed. */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: id(),
    companyId: companyId(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** rate 紹介料率 / fixed 固定額 */
    feeType: text('fee_type').notNull(),
    /** basis points of the worker's fee (1500 = 15%) when fee_type is rate */
    feeRateBp: integer('fee_rate_bp'),
    /** integer yen when fee_type is fixed */
    fixedFee: bigint('fixed_fee', { mode: 'number' }),
    usance: text('usance').notNull(),
    memo: text('memo'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('agent_contracts_agent_idx').on(t.agentId, t.startDate, t.id)],
);

/** The workers an agent contract placed (workers of the same company). */
export const agentContractWorkers = pgTable(
  'agent_contract_workers',
  {
    agentContractId: integer('agent_contract_id')
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.agentContractId, t.workerId] }), index('agent_contract_workers_worker_idx').on(t.workerId)],
);
