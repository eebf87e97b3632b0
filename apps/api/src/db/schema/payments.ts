import { sql } from 'drizzle-orm';
import { bigint, boolean, date, foldedSearchText, id, index, integer, jsonb, pgTable, primaryKey, text, timestamptz, uniqueIndex } from './columns';
import { numeric } from 'drizzle-orm/pg-core';
import { companies, companyId } from './companies';
import { contracts } from './contracts';
import { employees } from './employees';
import { purchaseOrderItemGroups } from './purchase-orders';
import { workers } from './workers';

/**
 * A 支払通知書 (payment notification): what the company will pay one worker in one payment month, made from approved
 * item groups. It doubles as the 仕入明細書 under the インボイス制度 (DOMAIN.md), so the lines and the parties'
 * registration numbers are copied at creation and frozen once sent. Totals are stored with every write.
 * Statuses: packages/shared/src/payment-notifications.ts (docs/payments.md draws them).
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull().unique(),
    /** 通知番号 PN-YYYYMM-NNNN, per company and 支払月 (platform/document-numbers). */
    number: text('number').notNull(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['before_sending', 'reviewing', 'approved', 'rejected', 'paid'] })
      .notNull()
      .default('before_sending'),
    /** 支払月 'YYYY-MM': the month of the groups' payment due dates (one notification per worker and month). */
    paymentMonth: text('payment_month').notNull(),
    /** 支払予定日 */
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    /** 取引期間: the first and last 検収日 of its groups. */
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    remarks: text('remarks'),
    /** The worker's name, entity type and インボイス登録番号 as of the last write before sending (frozen when sent). */
    workerName: text('worker_name').notNull(),
    workerEntityType: text('worker_entity_type', { enum: ['individual', 'corporation'] }).notNull().default('individual'),
    workerRegistrationNumber: text('worker_registration_number'),
    /** Per tax rate: base and tax, rounded once per rate (tax.ts documentTotals). */
    perRate: jsonb('per_rate').$type<{ rate: number; base: number; tax: number }[]>().notNull().default(sql`'[]'::jsonb`),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    taxTotal: bigint('tax_total', { mode: 'number' }).notNull().default(0),
    /** The base of 源泉徴収 (taxable lines of withholding contracts, tax excluded) and the tax withheld. */
    withholdingBase: bigint('withholding_base', { mode: 'number' }).notNull().default(0),
    withholding: bigint('withholding', { mode: 'number' }).notNull().default(0),
    /** 立替経費 and other non-taxable adjustments (may be negative). */
    adjustmentTotal: bigint('adjustment_total', { mode: 'number' }).notNull().default(0),
    /** 振込金額 = subtotal + tax − withholding + adjustments. */
    transferAmount: bigint('transfer_amount', { mode: 'number' }).notNull().default(0),
    /** The worker's comment with a 修正依頼. */
    workerComment: text('worker_comment'),
    /** Set when the notification counted as confirmed without an answer (みなし承認). */
    deemedApproved: boolean('deemed_approved').notNull().default(false),
    /**
     * Frozen when sent: the みなし承認 days the document stated (null: it stated none, so it is never deemed approved)
     * and the company's message to the worker. A later change of the settings never reaches a sent notification.
     */
    deemedApprovalDays: integer('deemed_approval_days'),
    workerMessage: text('worker_message'),
    /** The earliest 支払期日 of its groups (フリーランス新法 4条); null for none. */
    paymentDueDate: date('payment_due_date', { mode: 'string' }),
    /** Why the payment date is after the 支払期日 (支払遅延), confirmed by the employee who set it. */
    lateReason: text('late_reason'),
    /** worker_name folded like foldForSearch (see columns.ts). */
    searchText: foldedSearchText('worker_name'),
    createdById: integer('created_by_id').references(() => employees.id, { onDelete: 'set null' }),
    submittedAt: timestamptz('submitted_at'),
    answeredAt: timestamptz('answered_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_notifications_company_idx').on(t.companyId, t.paymentDate, t.id),
    uniqueIndex('payment_notifications_number_uq').on(t.companyId, t.number),
    index('payment_notifications_company_status_idx').on(t.companyId, t.status, t.paymentDate, t.id),
    index('payment_notifications_worker_idx').on(t.companyId, t.workerId, t.paymentDate, t.id),
    index('payment_notifications_reviewing_idx').on(t.submittedAt).where(sql`status = 'reviewing'`),
  ],
);

/**
 * One line of a notification: an item of an approved item group (copied), or an adjustment the company added
 * (立替経費 …, tax_rate null = 不課税, never withheld).
 */
export const paymentNotificationLines = pgTable(
  'payment_notification_lines',
  {
    id: id(),
    paymentNotificationId: integer('payment_notification_id')
      .notNull()
      .references(() => paymentNotifications.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['item', 'adjustment'] }).notNull(),
    itemGroupId: integer('item_group_id').references(() => purchaseOrderItemGroups.id, { onDelete: 'set null' }),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    /** 取引日: the group's 検収日 (adjustments: null). */
    transactionDate: date('transaction_date', { mode: 'string' }),
    name: text('name').notNull(),
    quantity: numeric('quantity', { precision: 8, scale: 2, mode: 'number' }).notNull().default(1),
    unit: text('unit'),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    /** 10, 8, 0; null for a non-taxable adjustment. */
    taxRate: integer('tax_rate'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Whether the line's contract withholds (源泉徴収 applies to this line's amount). */
    withholds: boolean('withholds').notNull().default(false),
    /**
     * An adjustment's category: reimbursement 立替金 (不課税, not withheld), expense 経費精算 (part of the 報酬: taxed at
     * its rate, withheld), overpayment 過払い精算, return 返品, other その他 (reason required). Null for items.
     */
    adjustmentCategory: text('adjustment_category', { enum: ['reimbursement', 'expense', 'overpayment', 'return', 'other'] }),
    adjustmentReason: text('adjustment_reason'),
  },
  (t) => [index('payment_notification_lines_notification_idx').on(t.paymentNotificationId, t.position)],
);

/** Which item groups a notification pays: a group is in at most one notification (discarding frees it). */
export const paymentNotificationGroups = pgTable(
  'payment_notification_groups',
  {
    paymentNotificationId: integer('payment_notification_id')
      .notNull()
      .references(() => paymentNotifications.id, { onDelete: 'cascade' }),
    itemGroupId: integer('item_group_id')
      .notNull()
      .references(() => purchaseOrderItemGroups.id, { onDelete: 'cascade' }),
    companyId: companyId(),
  },
  (t) => [primaryKey({ columns: [t.paymentNotificationId, t.itemGroupId] }), uniqueIndex('payment_notification_groups_group_uq').on(t.itemGroupId)],
);

/** A bank transfer file made from payments (kept so it can be downloaded again). */
export const paymentExports = pgTable(
  'payment_exports',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull().unique(),
    /** 振込データ番号 FB-YYYYMM-NNNN, per company and month of the transfer date (platform/document-numbers). */
    number: text('number').notNull(),
    format: text('format', { enum: ['txt', 'csv'] }).notNull(),
    transferDate: date('transfer_date', { mode: 'string' }).notNull(),
    transferAccountId: integer('transfer_account_id').references(() => companyTransferAccounts.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    content: text('content_base64').notNull(),
    count: integer('count').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    createdById: integer('created_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_exports_company_idx').on(t.companyId, t.createdAt, t.id),
    uniqueIndex('payment_exports_number_uq').on(t.companyId, t.number),
  ],
);

/**
 * A payment (支払) to a worker: from an approved notification, or entered directly (POST, import_with_prices).
 * The amount is what the worker receives; the transfer fee is never deducted (取適法).
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull().unique(),
    /** 支払番号 PY-YYYYMM-NNNN, per company and month of the payment date when created (platform/document-numbers). */
    number: text('number').notNull(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    paymentNotificationId: integer('payment_notification_id').references(() => paymentNotifications.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['unpaid', 'paid'] }).notNull().default('unpaid'),
    /** 振込予定日 */
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 源泉徴収税額 included in this payment (for 支払調書). */
    withholding: bigint('withholding', { mode: 'number' }).notNull().default(0),
    remarks: text('remarks'),
    /** The last transfer file that held this payment. */
    exportId: integer('export_id').references(() => paymentExports.id, { onDelete: 'set null' }),
    exportedAt: timestamptz('exported_at'),
    paidOn: date('paid_on', { mode: 'string' }),
    /** The earliest 支払期日 this payment settles (from its notification's groups); null for a direct payment. */
    paymentDueDate: date('payment_due_date', { mode: 'string' }),
    /** Why the payment date is after the 支払期日 (支払遅延). */
    lateReason: text('late_reason'),
    /**
     * 二重承認 (N10): a direct or CSV-priced payment at or above the company's threshold waits for a second employee
     * (an owner or administrator other than its creator) before it can go into a transfer file.
     */
    approvalRequired: boolean('approval_required').notNull().default(false),
    approvedById: integer('approved_by_id').references(() => employees.id, { onDelete: 'set null' }),
    approvedAt: timestamptz('approved_at'),
    createdById: integer('created_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_company_idx').on(t.companyId, t.paymentDate, t.id),
    index('payments_company_status_idx').on(t.companyId, t.status, t.paymentDate, t.id),
    index('payments_company_worker_idx').on(t.companyId, t.workerId, t.paymentDate, t.id),
    // 支払調書: the payments paid in a calendar year
    index('payments_company_paid_idx').on(t.companyId, t.paidOn).where(sql`status = 'paid'`),
    index('payments_company_unexported_idx').on(t.companyId, t.paymentDate, t.id).where(sql`exported_at is null`),
    uniqueIndex('payments_number_uq').on(t.companyId, t.number),
    // one payment per notification
    uniqueIndex('payments_notification_uq').on(t.paymentNotificationId),
  ],
);

/**
 * What happened to the money, for the record: late payment dates with their reasons, negative adjustments, payments
 * marked paid and undone (取消). Written in the transaction of the change; never updated.
 */
export const paymentLogs = pgTable(
  'payment_logs',
  {
    id: id(),
    companyId: companyId(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    paymentNotificationId: integer('payment_notification_id').references(() => paymentNotifications.id, { onDelete: 'set null' }),
    /** e.g. late_payment_date, negative_adjustment, paid, paid_undone */
    action: text('action').notNull(),
    actorName: text('actor_name').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_logs_payment_idx').on(t.paymentId, t.id),
    index('payment_logs_notification_idx').on(t.paymentNotificationId, t.id),
    index('payment_logs_company_idx').on(t.companyId, t.createdAt, t.id),
  ],
);

/** The company's accounts it transfers from (振込元口座): names from the 全銀 master, 依頼人名 in 全銀 kana. */
export const companyTransferAccounts = pgTable(
  'company_transfer_accounts',
  {
    id: id(),
    companyId: companyId(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    branchCode: text('branch_code').notNull(),
    branchName: text('branch_name').notNull(),
    accountType: text('account_type', { enum: ['normal', 'current', 'savings'] }).notNull(),
    /** 7 digits, left-padded with 0 */
    accountNumber: text('account_number').notNull(),
    /** 依頼人コード: 10 digits given by the bank */
    requesterCode: text('requester_code').notNull(),
    /** 依頼人名 in the 全銀 half-width character set (≤ 40) */
    requesterName: text('requester_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('company_transfer_accounts_company_idx').on(t.companyId, t.position, t.id),
    uniqueIndex('company_transfer_accounts_default_uq').on(t.companyId).where(sql`is_default`),
  ],
);

/**
 * Who gets which alert mail and the company's 支払通知書 settings (one row per company; absent = the defaults of
 * packages/shared/src/alert-email-settings.ts).
 */
export const alertEmailSettings = pgTable('alert_email_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Per alert kind: enabled and the employees who receive it, e.g. { payment_notification_approved: { enabled, employeeIds } } */
  alerts: jsonb('alerts').$type<Record<string, { enabled: boolean; employeeIds: number[] }>>().notNull().default(sql`'{}'::jsonb`),
  /** The text the worker receives with a notification (mail and portal). */
  paymentNotificationMessage: text('payment_notification_message'),
  /** Days after sending after which an unanswered notification counts as confirmed (null: never). Stated on the document. */
  deemedApprovalDays: integer('deemed_approval_days'),
  /** The 支払期日 alert mail goes this many bank business days before an unpaid 支払期日 (null: the default, 3). */
  dueAlertBusinessDays: integer('due_alert_business_days'),
  /** 二重承認 (N10): direct and CSV-priced payments of at least this many yen need a second employee's approval; null: off. */
  paymentApprovalThreshold: bigint('payment_approval_threshold', { mode: 'number' }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** One row per scheduled job and day: the instance that inserts it runs the job (once per day with N instances). */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: text('job').notNull(),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.job, t.runDate] })],
);
