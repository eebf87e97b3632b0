import { integer, pgTable, primaryKey, text } from './columns';
import { companyId } from './companies';

/**
 * Per-company document number sequences (発注書 PO-2026-000123, 支払通知書 PN-202612-0001 …): the last number given
 * for a kind in a period (a year or a month). Taken with an upsert in the transaction that inserts the document, so a
 * rolled-back insert gives its number back and the numbers have no gaps (会計 and 税務調査 read them in order).
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    companyId: companyId(),
    kind: text('kind', { enum: ['purchase_order', 'payment_notification', 'payment', 'payment_export', 'payment_record'] }).notNull(),
    /** 'YYYY' or 'YYYYMM', as the kind's format says (packages/shared/src/document-numbers.ts). */
    period: text('period').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.period] })],
);
