/** SQL of the item groups a 支払通知書 is made from: what decides whether a notification may take them, their items. */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { batches, intArray } from '../../../db/sql-helpers';
import { latestDeliveryAndInvoiceSql } from '../../ordering/deliveries/item-group-state.sql';

export type GroupCandidate = {
  id: number;
  title: string;
  paymentDueDate: string | null;
  subtotal: number;
  orderId: number;
  orderCode: string;
  orderNumber: string;
  orderTitle: string;
  orderStatus: string;
  contractId: number;
  contractCode: string;
  contractTitle: string;
  withholdingType: string;
  /** 順延の合意日 of the contract: a 支払期日 on a bank holiday may then be paid on the next business day (≤ 2 days). */
  postponementAgreedOn: string | null;
  workerId: number;
  workerCode: string;
  workerFullName: string;
  workerTradeName: string | null;
  projectId: number | null;
  projectName: string | null;
  deliveryStatus: string | null;
  inspectedOn: string | null;
  invoiceStatus: string | null;
  notificationId: number | null;
};

/**
 * Item groups of the company with what decides whether a notification may take them: their order's status, the latest
 * delivery (and its 検収日), the latest invoice, and the notification that already holds them. `where` narrows further.
 */
function candidateSql(companyId: number, where: SQL) {
  return sql`
    select pg.id, pg.title, pg.payment_due_date as "paymentDueDate", pg.subtotal::float8 as subtotal,
           po.id as "orderId", po.code as "orderCode", po.number as "orderNumber", po.title as "orderTitle", po.status as "orderStatus",
           c.id as "contractId", c.code as "contractCode", c.title as "contractTitle", c.withholding_type as "withholdingType",
           c.postponement_agreed_on as "postponementAgreedOn",
           w.id as "workerId", w.code as "workerCode", w.full_name as "workerFullName", w.trade_name as "workerTradeName",
           p.id as "projectId", p.name as "projectName",
           ld.status as "deliveryStatus", ld.inspected_on as "inspectedOn", li.status as "invoiceStatus",
           png.payment_notification_id as "notificationId"
      from purchase_order_item_groups pg
      join purchase_orders po on po.id = pg.purchase_order_id
      join contracts c on c.id = po.contract_id
      join workers w on w.id = po.worker_id
      left join projects p on p.id = po.project_id
      ${sql.raw(latestDeliveryAndInvoiceSql('pg.id'))}
      left join payment_notification_groups png on png.item_group_id = pg.id
     where pg.company_id = ${companyId} and ${where}`;
}

/** The groups by id (another company's are simply absent); `forUpdate` locks them so two calls cannot take one group. */
export async function groupCandidates(db: Queryable, companyId: number, ids: readonly number[], forUpdate = false): Promise<GroupCandidate[]> {
  if (ids.length === 0) return [];
  const out: GroupCandidate[] = [];
  for (const chunk of batches(ids, 5_000)) {
    const list = sql.join(chunk.map((id) => sql`${id}`), sql`, `);
    const query = sql`${candidateSql(companyId, sql`pg.id in (${list})`)} order by pg.id ${forUpdate ? sql`for update of pg` : sql``}`;
    const { rows } = await db.execute<GroupCandidate>(query);
    out.push(...rows);
  }
  return out;
}

export type NotifiableFilter = { workerId?: number; projectId?: number; paymentMonth?: string };

/**
 * Groups that may go into a new notification: of a sent and approved order, delivery approved, invoice none or
 * approved, not yet in a notification — oldest due date first.
 */
export async function notifiableGroups(db: Queryable, companyId: number, filter: NotifiableFilter, limit: number) {
  const conditions: SQL[] = [
    sql`po.status = 'approved'`,
    sql`ld.status = 'approved'`,
    sql`(li.status is null or li.status = 'approved')`,
    sql`png.payment_notification_id is null`,
  ];
  if (filter.workerId !== undefined) conditions.push(sql`po.worker_id = ${filter.workerId}`);
  if (filter.projectId !== undefined) conditions.push(sql`po.project_id = ${filter.projectId}`);
  if (filter.paymentMonth !== undefined) {
    conditions.push(sql`to_char(coalesce(pg.payment_due_date, ld.inspected_on), 'YYYY-MM') = ${filter.paymentMonth}`);
  }
  const where = sql.join(conditions, sql` and `);
  const { rows } = await db.execute<GroupCandidate & { total: number }>(
    sql`select *, count(*) over ()::int as total from (${candidateSql(companyId, where)}) g
         order by g."paymentDueDate" nulls last, g.id limit ${limit}`,
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The items of groups, in position order. */
export async function itemsOfGroups(db: Queryable, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  const { rows } = await db.execute<{
    itemGroupId: number;
    name: string;
    quantity: number;
    unit: string | null;
    unitPrice: number;
    taxRate: number;
    amount: number;
  }>(sql`select item_group_id as "itemGroupId", name, quantity::float8 as quantity, unit, unit_price::float8 as "unitPrice",
                tax_rate as "taxRate", amount::float8 as amount
           from purchase_order_items where item_group_id = any(${intArray(groupIds)})
          order by item_group_id, position`);
  return rows;
}
