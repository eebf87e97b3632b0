import { id, integer, pgTable, text, timestamptz, uniqueIndex } from './columns';
import { companyId } from './companies';

/**
 * 会計ソフト連携 (issue #25 item 1): the names in the customer's own accounting masters that the journal exports must
 * use, one row per (kind, key). Kinds and keys: packages/shared/src/accounting-exports.ts (account: expense / payable /
 * withholding / advance / bank …; tax: 税区分 by rate and by 適格 / 経過措置 share; department: a department's or
 * project's code → 部門名; worker: a worker's code → 補助科目 / 取引先コード; option: choices such as which 部門 source).
 * An absent row falls back to the default the shared module names.
 */
export const accountingMappings = pgTable(
  'accounting_mappings',
  {
    id: id(),
    companyId: companyId(),
    kind: text('kind', { enum: ['account', 'tax', 'department', 'project', 'worker', 'option'] }).notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedById: integer('updated_by_id'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounting_mappings_key_uq').on(t.companyId, t.kind, t.key)],
);
