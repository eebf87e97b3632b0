import { sql } from 'drizzle-orm';
import { bigint, boolean, date, id, index, integer, jsonb, pgTable, text, timestamptz, uniqueIndex, foldedSearchText } from './columns';
import { numeric } from 'drizzle-orm/pg-core';
import { companyId } from './companies';
import { contracts } from './contracts';
import { employees } from './employees';
import { projects } from './projects';
import { workers } from './workers';

/** A purchase order (発注書) under a contract. Totals are stored with every write (lists and sums read them). */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    companyId: companyId(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** The contract's worker, copied for the company-wide list's filter and join. */
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    /** 発注番号 PO-YYYY-NNNNNN, per company and year of the order date (platform/document-numbers). */
    number: text('number').notNull(),
    status: text('status', { enum: ['draft', 'reviewing', 'approved', 'rejected', 'correcting', 'corrected'] })
      .notNull()
      .default('draft'),
    title: text('title').notNull(),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    deliveryPlace: text('delivery_place'),
    paymentMethod: text('payment_method'),
    hasInspection: boolean('has_inspection').notNull().default(false),
    remarks: text('remarks'),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** 再委託 (フリーランス新法 4条3項): the original client's name (元委託者の名称) and payment due date (元委託支払期日). */
    originalClientName: text('original_client_name'),
    originalDueDate: date('original_due_date', { mode: 'string' }),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    taxTotal: bigint('tax_total', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    withholding: bigint('withholding', { mode: 'number' }),
    /** The earliest delivery date of its groups (the list shows and sorts by it). */
    firstDeliveryDate: date('first_delivery_date', { mode: 'string' }),
    workerComment: text('worker_comment'),
    /** The title folded like foldForSearch (see contracts.search_text). */
    searchText: foldedSearchText('title'),
    createdById: integer('created_by_id').references(() => employees.id, { onDelete: 'set null' }),
    submittedAt: timestamptz('submitted_at'),
    approvedAt: timestamptz('approved_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('purchase_orders_company_date_idx').on(t.companyId, t.orderDate, t.id),
    index('purchase_orders_company_status_idx').on(t.companyId, t.status, t.orderDate, t.id),
    index('purchase_orders_company_worker_idx').on(t.companyId, t.workerId, t.orderDate, t.id),
    index('purchase_orders_contract_idx').on(t.contractId, t.orderDate, t.id),
    index('purchase_orders_project_idx').on(t.projectId),
    uniqueIndex('purchase_orders_number_uq').on(t.companyId, t.number),
    index('purchase_orders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** 納品単位: what is delivered, invoiced and later paid together. */
export const purchaseOrderItemGroups = pgTable(
  'purchase_order_item_groups',
  {
    id: id(),
    companyId: companyId(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    inspectionDate: date('inspection_date', { mode: 'string' }),
    paymentDueDate: date('payment_due_date', { mode: 'string' }),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('purchase_order_item_groups_order_idx').on(t.purchaseOrderId, t.position)],
);

export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    id: id(),
    itemGroupId: integer('item_group_id')
      .notNull()
      .references(() => purchaseOrderItemGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    quantity: numeric('quantity', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit'),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    taxRate: integer('tax_rate').notNull(),
    tax: bigint('tax', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('purchase_order_items_group_idx').on(t.itemGroupId, t.position)],
);

export type PurchaseOrderLogChange = { field: string; label: string; before: string | null; after: string | null };

/** Every change of an order: who, when, what, before → after. Written in the transaction of the change. */
export const purchaseOrderLogs = pgTable(
  'purchase_order_logs',
  {
    id: id(),
    companyId: companyId(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorType: text('actor_type', { enum: ['employee', 'worker'] }).notNull(),
    actorName: text('actor_name').notNull(),
    comment: text('comment'),
    changes: jsonb('changes').$type<PurchaseOrderLogChange[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('purchase_order_logs_order_idx').on(t.purchaseOrderId, t.id)],
);

/** A delivery (納品) of one item group; a rejected delivery is followed by a new row. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: id(),
    companyId: companyId(),
    itemGroupId: integer('item_group_id')
      .notNull()
      .references(() => purchaseOrderItemGroups.id, { onDelete: 'cascade' }),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    status: text('status', { enum: ['reviewing', 'approved', 'rejected'] }).notNull().default('reviewing'),
    comment: text('comment'),
    files: jsonb('files').$type<{ key: string; name: string; size: number; contentType: string }[]>().notNull().default(sql`'[]'::jsonb`),
    employeeComment: text('employee_comment'),
    reviewedById: integer('reviewed_by_id').references(() => employees.id, { onDelete: 'set null' }),
    reviewedByName: text('reviewed_by_name'),
    /** 検収日: the day the company approved the delivery. */
    inspectedOn: date('inspected_on', { mode: 'string' }),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    reviewedAt: timestamptz('reviewed_at'),
  },
  (t) => [
    index('deliveries_company_idx').on(t.companyId, t.submittedAt, t.id),
    index('deliveries_company_status_idx').on(t.companyId, t.status, t.submittedAt, t.id),
    index('deliveries_group_idx').on(t.itemGroupId, t.id),
    index('deliveries_contract_idx').on(t.contractId, t.id),
    // at most one open (reviewing) or approved delivery per group
    uniqueIndex('deliveries_group_open_uq').on(t.itemGroupId).where(sql`status in ('reviewing', 'approved')`),
  ],
);

/** An invoice (請求書) of one item group, after its delivery was approved; a rejected one is followed by a new row. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: companyId(),
    itemGroupId: integer('item_group_id')
      .notNull()
      .references(() => purchaseOrderItemGroups.id, { onDelete: 'cascade' }),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    status: text('status', { enum: ['reviewing', 'approved', 'rejected'] }).notNull().default('reviewing'),
    /** The worker declares that the company's 支払通知書 serves as the invoice (no own document). */
    usesPaymentNotification: boolean('uses_payment_notification').notNull().default(false),
    invoiceNumber: text('invoice_number'),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    /** The worker's インボイス登録番号 on the day of the invoice (null: not registered). */
    registrationNumber: text('registration_number'),
    perRate: jsonb('per_rate').$type<{ rate: number; base: number; tax: number }[]>().notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    taxTotal: bigint('tax_total', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    comment: text('comment'),
    file: jsonb('file').$type<{ key: string; name: string; size: number; contentType: string } | null>(),
    employeeComment: text('employee_comment'),
    reviewedById: integer('reviewed_by_id').references(() => employees.id, { onDelete: 'set null' }),
    reviewedByName: text('reviewed_by_name'),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    reviewedAt: timestamptz('reviewed_at'),
  },
  (t) => [
    index('invoices_group_idx').on(t.itemGroupId, t.id),
    index('invoices_company_status_idx').on(t.companyId, t.status, t.id),
    uniqueIndex('invoices_group_open_uq').on(t.itemGroupId).where(sql`status in ('reviewing', 'approved')`),
  ],
);
