/**
 * SQL of 会計ソフト連携 (issue #25 item 1): the one writer of accounting_mappings; reads the period's documents — approved
 * and paid 支払通知書 with their lines, approved 請求書 of item groups on no 支払通知書, paid payments — with the
 * worker, its department, the order's project and the worker's bank account. Read as plain rows (dates as text,
 * amounts as float8 — exact below 2^53): 10,000 documents are exported within 2 s (npm run bench).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AccountingBank, AccountingDocument, AccountingMappingRow, AccountingMappingTarget, AccountingNotificationLine } from '@app/shared/accounting-exports';
import type { Queryable } from '../../../db/client';
import { accountingMappings } from '../../../db/schema/accounting';
import { departments } from '../../../db/schema/companies';
import { paymentNotificationGroups, paymentNotificationLines, paymentNotifications, payments } from '../../../db/schema/payments';
import { projects } from '../../../db/schema/projects';
import { deliveries, invoices, purchaseOrderItemGroups, purchaseOrders } from '../../../db/schema/purchase-orders';
import { workerAccountBankAccounts } from '../../../db/schema/worker-accounts';
import { workers } from '../../../db/schema/workers';

export async function mappingRows(db: Queryable, companyId: number): Promise<AccountingMappingRow[]> {
  return db
    .select({ kind: accountingMappings.kind, key: accountingMappings.key, value: accountingMappings.value })
    .from(accountingMappings)
    .where(eq(accountingMappings.companyId, companyId))
    .orderBy(asc(accountingMappings.kind), asc(accountingMappings.key));
}

/** Replaces every row of the company's mapping (the caller runs it in one transaction). */
export async function replaceMapping(db: Queryable, companyId: number, employeeId: number, rows: readonly AccountingMappingRow[]): Promise<void> {
  await db.delete(accountingMappings).where(eq(accountingMappings.companyId, companyId));
  if (rows.length === 0) return;
  for (let at = 0; at < rows.length; at += 1000) {
    await db.insert(accountingMappings).values(rows.slice(at, at + 1000).map((r) => ({ companyId, kind: r.kind, key: r.key, value: r.value, updatedById: employeeId })));
  }
}

/** The company's departments (key: id), projects (key: code) and workers (key: code) a mapping may name. */
export async function mappingTargets(db: Queryable, companyId: number): Promise<{ departments: AccountingMappingTarget[]; projects: AccountingMappingTarget[]; workers: AccountingMappingTarget[] }> {
  const [deptRows, projectRows, workerRows] = await Promise.all([
    db.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.companyId, companyId)).orderBy(asc(departments.id)),
    db.select({ code: projects.code, name: projects.name }).from(projects).where(eq(projects.companyId, companyId)).orderBy(asc(projects.name), asc(projects.id)),
    db
      .select({ code: workers.code, name: workers.fullName })
      .from(workers)
      .where(and(eq(workers.companyId, companyId)))
      .orderBy(asc(workers.fullNameKana), asc(workers.id)),
  ]);
  return { departments: deptRows.map((d) => ({ code: String(d.id), name: d.name })), projects: projectRows, workers: workerRows };
}

type PartyRow = { worker_code: string; worker_name: string; registration_number: string | null };
type DeptRow = { department_id: number | null; department_name: string | null; project_code: string | null; project_name: string | null };
const party = (r: PartyRow) => ({ code: r.worker_code, name: r.worker_name, registrationNumber: r.registration_number || null });
const dept = (r: DeptRow) => ({
  departmentCode: r.department_id == null ? null : String(r.department_id),
  departmentName: r.department_name,
  projectCode: r.project_code,
  projectName: r.project_name,
});

/**
 * The documents whose entries may fall in [from, to]: notifications (approved / paid) with an item 検収日 in the
 * period, or none and the payment date in it; approved invoices of groups on no notification, by 検収日 (the delivery's
 * or the group's, else the invoice date); paid payments by their paid date. The builder keeps only entries dated in
 * the period.
 */
export async function documentsOfPeriod(db: Queryable, companyId: number, from: string, to: string): Promise<AccountingDocument[]> {
  const [notificationRows, lineRows, invoiceRows, paymentRows] = await Promise.all([
    db.execute<PartyRow & { id: number; number: string; payment_date: string; per_rate: { rate: number; base: number; tax: number }[]; withholding: number }>(sql`
      select n.id, n.number, n.payment_date::text as payment_date, n.per_rate, n.withholding::float8 as withholding,
        w.code as worker_code, n.worker_name, n.worker_registration_number as registration_number
      from ${paymentNotifications} n join ${workers} w on w.id = n.worker_id
      where n.company_id = ${companyId} and n.status in ('approved', 'paid')
        and ((n.period_from <= ${to} and n.period_to >= ${from}) or (n.period_from is null and n.payment_date between ${from} and ${to}))
      order by n.id`),
    db.execute<DeptRow & { notification_id: number; kind: 'item' | 'adjustment'; transaction_date: string | null; tax_rate: number | null; amount: number; adjustment_category: AccountingNotificationLine['adjustmentCategory'] }>(sql`
      select l.payment_notification_id as notification_id, l.kind, l.transaction_date::text as transaction_date, l.tax_rate, l.amount::float8 as amount,
        l.adjustment_category, w.department_id, d.name as department_name, p.code as project_code, p.name as project_name
      from ${paymentNotificationLines} l
        join ${paymentNotifications} n on n.id = l.payment_notification_id
        join ${workers} w on w.id = n.worker_id
        left join ${departments} d on d.id = w.department_id
        left join ${purchaseOrderItemGroups} g on g.id = l.item_group_id
        left join ${purchaseOrders} o on o.id = g.purchase_order_id
        left join ${projects} p on p.id = o.project_id
      where n.company_id = ${companyId} and n.status in ('approved', 'paid')
        and ((n.period_from <= ${to} and n.period_to >= ${from}) or (n.period_from is null and n.payment_date between ${from} and ${to}))
      order by l.payment_notification_id, l.position`),
    db.execute<PartyRow & DeptRow & { number: string; transaction_date: string; payment_due_date: string | null; per_rate: { rate: number; base: number; tax: number }[] }>(sql`
      select * from (
        select coalesce(nullif(i.invoice_number, ''), i.code) as number,
          coalesce(dl.inspected_on, g.inspection_date, i.invoice_date)::text as transaction_date, g.payment_due_date::text as payment_due_date,
          i.per_rate, w.code as worker_code, w.full_name as worker_name, i.registration_number,
          w.department_id, d.name as department_name, p.code as project_code, p.name as project_name, i.id
        from ${invoices} i
          join ${purchaseOrderItemGroups} g on g.id = i.item_group_id
          join ${purchaseOrders} o on o.id = g.purchase_order_id
          join ${workers} w on w.id = o.worker_id
          left join ${deliveries} dl on dl.id = i.delivery_id
          left join ${departments} d on d.id = w.department_id
          left join ${projects} p on p.id = o.project_id
        where i.company_id = ${companyId} and i.status = 'approved'
          and not exists (select 1 from ${paymentNotificationGroups} pg where pg.item_group_id = i.item_group_id)
      ) x where x.transaction_date between ${from} and ${to}
      order by x.id`),
    db.execute<PartyRow & DeptRow & { number: string; paid_on: string; amount: number; withholding: number; notification_number: string | null }>(sql`
      select p.number, p.paid_on::text as paid_on, p.amount::float8 as amount, p.withholding::float8 as withholding, n.number as notification_number,
        w.code as worker_code, coalesce(n.worker_name, w.full_name) as worker_name, n.worker_registration_number as registration_number,
        w.department_id, d.name as department_name, null::text as project_code, null::text as project_name
      from ${payments} p
        join ${workers} w on w.id = p.worker_id
        left join ${paymentNotifications} n on n.id = p.payment_notification_id
        left join ${departments} d on d.id = w.department_id
      where p.company_id = ${companyId} and p.status = 'paid' and p.paid_on between ${from} and ${to}
      order by p.id`),
  ]);

  const linesOf = new Map<number, AccountingNotificationLine[]>();
  for (const l of lineRows.rows) {
    const list = linesOf.get(l.notification_id) ?? [];
    list.push({ ...dept(l), kind: l.kind, transactionDate: l.transaction_date, taxRate: l.tax_rate, amount: l.amount, adjustmentCategory: l.adjustment_category });
    linesOf.set(l.notification_id, list);
  }
  const documents: AccountingDocument[] = [];
  for (const n of notificationRows.rows) {
    documents.push({
      type: 'notification',
      number: n.number,
      party: party(n),
      paymentDate: n.payment_date,
      perRate: n.per_rate,
      withholding: n.withholding,
      lines: linesOf.get(n.id) ?? [],
    });
  }
  for (const i of invoiceRows.rows) {
    documents.push({ type: 'invoice', number: i.number, party: party(i), transactionDate: i.transaction_date, paymentDueDate: i.payment_due_date, perRate: i.per_rate, ...dept(i) });
  }
  for (const p of paymentRows.rows) {
    documents.push({ type: 'payment', number: p.number, party: party(p), paidOn: p.paid_on, amount: p.amount, withholding: p.withholding, notificationNumber: p.notification_number, ...dept(p) });
  }
  return documents;
}

/** The bank accounts of the workers named (by worker code), for the 支払データ CSV. */
export async function bankAccounts(db: Queryable, companyId: number, workerCodes: readonly string[]): Promise<Map<string, AccountingBank>> {
  if (workerCodes.length === 0) return new Map();
  const result = await db.execute<{ worker_code: string } & { bank_code: string; bank_name: string; branch_code: string; branch_name: string; account_type: string; account_number: string; holder: string }>(sql`
    select w.code as worker_code, b.bank_code, b.bank_name, b.branch_code, b.branch_name, b.account_type, b.account_number, b.account_holder_kana as holder
    from ${workers} w join ${workerAccountBankAccounts} b on b.account_id = w.account_id
    where w.company_id = ${companyId} and w.code = any(${`{${workerCodes.map((c) => `"${c.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`);
  return new Map(
    result.rows.map((r) => [
      r.worker_code,
      { bankCode: r.bank_code, bankName: r.bank_name, branchCode: r.branch_code, branchName: r.branch_name, accountType: r.account_type, accountNumber: r.account_number, holderKana: r.holder },
    ]),
  );
}
