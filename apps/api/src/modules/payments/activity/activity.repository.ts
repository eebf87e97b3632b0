/**
 * 活動一覧 (issue #23): the events of a thread are READ from the logs the product already writes (purchase_order_logs,
 * deliveries and invoices, payment_notifications and payment_logs, time_operation_logs of submitted / approved /
 * returned); the only rows this module writes are comments and how far each employee has read (activity_comments,
 * activity_reads). Every query is scoped to the company. Thread codes: packages/shared/src/activity.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ActivityKind } from '@app/shared/activity';
import type { Queryable } from '../../../db/client';
import { activityComments, activityReads } from '../../../db/schema/activity';

/** Which threads to read: some kinds of the whole company, or one object. */
export type ActivityScope =
  | { kinds: readonly ActivityKind[] }
  | { kinds: readonly ['order']; orderCode: string; groupCode: string }
  | { kinds: readonly ['pn']; pnCode: string; groupCode: string }
  | { kinds: readonly ['hours']; contractCode: string; month: string; groupCode: string };

type ObjectFilter = { order?: SQL; pn?: SQL; hours?: SQL; comment?: SQL };

function objectFilter(scope: ActivityScope): ObjectFilter {
  if ('orderCode' in scope) return { order: sql` and po.code = ${scope.orderCode}`, comment: sql` and group_code = ${scope.groupCode}` };
  if ('pnCode' in scope) return { pn: sql` and pn.code = ${scope.pnCode}`, comment: sql` and group_code = ${scope.groupCode}` };
  if ('contractCode' in scope) {
    return { hours: sql` and c.code = ${scope.contractCode} and l.month = ${scope.month}::date`, comment: sql` and group_code = ${scope.groupCode}` };
  }
  return { order: sql``, pn: sql``, hours: sql``, comment: sql` and split_part(group_code, '-', 1) in (${sql.join(scope.kinds.map((k) => sql`${k}`), sql`, `)})` };
}

/**
 * Every event and comment of the scope, one row each: g (thread code), id, at, ak (actor kind), ae (actor employee id
 * when the log keeps it), an (actor name), lk (event key, `order:submitted` …), detail (the 納品単位), cm (comment).
 */
function eventsSql(companyId: number, scope: ActivityScope): SQL {
  const f = objectFilter(scope);
  const kinds: readonly ActivityKind[] = scope.kinds;
  const parts: SQL[] = [];
  if (kinds.includes('order')) {
    const o = f.order ?? sql``;
    parts.push(sql`
      select 'order-' || po.code as g, 'pol-' || l.id as id, l.created_at as at, l.actor_type as ak, null::int as ae, l.actor_name as an,
        'order:' || l.action as lk, null::text as detail, l.comment as cm
      from purchase_order_logs l join purchase_orders po on po.id = l.purchase_order_id
      where l.company_id = ${companyId}${o}`);
    parts.push(sql`
      select 'order-' || po.code, 'dls-' || d.id, d.submitted_at, 'worker', null::int, w.full_name, 'delivery:submitted', gr.title, d.comment
      from deliveries d join purchase_orders po on po.id = d.purchase_order_id
        join purchase_order_item_groups gr on gr.id = d.item_group_id join workers w on w.id = d.worker_id
      where d.company_id = ${companyId}${o}`);
    parts.push(sql`
      select 'order-' || po.code, 'dlr-' || d.id, d.reviewed_at, 'employee', d.reviewed_by_id, coalesce(d.reviewed_by_name, ''), 'delivery:' || d.status, gr.title, d.employee_comment
      from deliveries d join purchase_orders po on po.id = d.purchase_order_id join purchase_order_item_groups gr on gr.id = d.item_group_id
      where d.company_id = ${companyId} and d.reviewed_at is not null and d.status in ('approved', 'rejected')${o}`);
    parts.push(sql`
      select 'order-' || po.code, 'ivs-' || i.id, i.submitted_at, 'worker', null::int, w.full_name, 'invoice:submitted', gr.title, i.comment
      from invoices i join deliveries d on d.id = i.delivery_id join purchase_orders po on po.id = d.purchase_order_id
        join purchase_order_item_groups gr on gr.id = i.item_group_id join workers w on w.id = d.worker_id
      where i.company_id = ${companyId}${o}`);
    parts.push(sql`
      select 'order-' || po.code, 'ivr-' || i.id, i.reviewed_at, 'employee', i.reviewed_by_id, coalesce(i.reviewed_by_name, ''), 'invoice:' || i.status, gr.title, i.employee_comment
      from invoices i join deliveries d on d.id = i.delivery_id join purchase_orders po on po.id = d.purchase_order_id
        join purchase_order_item_groups gr on gr.id = i.item_group_id
      where i.company_id = ${companyId} and i.reviewed_at is not null and i.status in ('approved', 'rejected')${o}`);
  }
  if (kinds.includes('pn')) {
    const p = f.pn ?? sql``;
    parts.push(sql`
      select 'pn-' || pn.code, 'pns-' || pn.id, pn.submitted_at, 'employee', pn.created_by_id, coalesce(e.name, ''), 'pn:sent', null::text, pn.worker_message
      from payment_notifications pn left join employees e on e.id = pn.created_by_id
      where pn.company_id = ${companyId} and pn.submitted_at is not null${p}`);
    // the worker's last answer: a 修正依頼 stays one after the company sends the notification again
    parts.push(sql`
      select 'pn-' || pn.code, 'pna-' || pn.id, pn.answered_at, 'worker', null::int, pn.worker_name,
        case when pn.status in ('approved', 'paid') then (case when pn.deemed_approved then 'pn:deemed' else 'pn:approved' end) else 'pn:rejected' end,
        null::text, case when pn.status in ('approved', 'paid') then null else pn.worker_comment end
      from payment_notifications pn
      where pn.company_id = ${companyId} and pn.answered_at is not null${p}`);
    parts.push(sql`
      select 'pn-' || pn.code, 'pl-' || l.id, l.created_at, 'employee', null::int, l.actor_name, 'payment:' || l.action, null::text, l.reason
      from payment_logs l join payment_notifications pn on pn.id = l.payment_notification_id
      where l.company_id = ${companyId}${p}`);
  }
  if (kinds.includes('hours')) {
    parts.push(sql`
      select 'hours-' || c.code || '-' || to_char(l.month, 'YYYYMM'), 'tol-' || l.id, l.created_at, l.actor_kind, l.actor_employee_id, l.actor_name,
        'hours:' || l.action, null::text, l.comment
      from time_operation_logs l join contracts c on c.id = l.contract_id
      where l.company_id = ${companyId} and l.action in ('submitted', 'approved', 'returned')${f.hours ?? sql``}`);
  }
  parts.push(sql`
    select group_code, 'comment-' || id, created_at, author_kind, author_employee_id, author_name, 'comment', null::text, body
    from activity_comments where company_id = ${companyId}${f.comment ?? sql``}`);
  return sql.join(parts, sql` union all `);
}

/** The business objects that have threads: g, kind, worker, number/title, the codes of its screen, status. */
function objectsSql(companyId: number, kinds: readonly ActivityKind[]): SQL {
  const parts: SQL[] = [];
  if (kinds.includes('order')) {
    parts.push(sql`
      select 'order-' || po.code as g, 'order' as kind, po.worker_id, po.number, po.title, c.code as contract_code, po.code as object_code,
        null::text as month, po.status
      from purchase_orders po join contracts c on c.id = po.contract_id where po.company_id = ${companyId}`);
  }
  if (kinds.includes('pn')) {
    parts.push(sql`
      select 'pn-' || pn.code, 'pn', pn.worker_id, pn.number, null::text, null::text, pn.code, null::text, pn.status
      from payment_notifications pn where pn.company_id = ${companyId}`);
  }
  if (kinds.includes('hours')) {
    parts.push(sql`
      select 'hours-' || c.code || '-' || to_char(m.month, 'YYYYMM'), 'hours', m.worker_id, null::text, c.title, c.code, c.code,
        to_char(m.month, 'YYYY-MM'), m.status
      from time_months m join contracts c on c.id = m.contract_id where m.company_id = ${companyId}`);
  }
  return sql.join(parts, sql` union all `);
}

export type ObjectRow = {
  g: string;
  kind: ActivityKind;
  worker_code: string;
  worker_name: string;
  number: string | null;
  title: string | null;
  contract_code: string | null;
  object_code: string;
  month: string | null;
  status: string;
};

export type GroupRow = ObjectRow & {
  n: number;
  last_at: Date | string;
  unread: boolean;
  ak: string;
  an: string;
  lk: string;
  detail: string | null;
  total: number;
  unread_total: number;
};

export type EventRow = { g: string; id: string; at: Date | string; ak: string; ae: number | null; an: string; lk: string; detail: string | null; cm: string | null };

export type Reader = { companyId: number; employeeId: number; name: string };

/**
 * One page of the company's threads with any event or comment, newest activity first, in one statement: the union of
 * the three kinds' events, their count, last event and unread flag per thread (an event or comment after the
 * employee's read_at, not by the employee — matched by id where the log keeps it, else by name), the objects' titles.
 */
export async function listGroups(
  db: Queryable,
  reader: Reader,
  f: { kinds: readonly ActivityKind[]; workerCode?: string; unreadOnly: boolean; limit: number; offset: number },
): Promise<GroupRow[]> {
  const result = await db.execute<GroupRow>(sql`
    with obj(g, kind, worker_id, number, title, contract_code, object_code, month, status) as (${objectsSql(reader.companyId, f.kinds)}),
    ev(g, id, at, ak, ae, an, lk, detail, cm) as (${eventsSql(reader.companyId, { kinds: f.kinds })}),
    agg as (
      select ev.g, count(*)::int as n, max(ev.at) as last_at,
        -- an event whose actor is unknown (null kind or name) is someone else's: never a null flag (issue #24 route walk)
        coalesce(bool_or(ev.at > coalesce(r.read_at, '-infinity'::timestamptz)
          and not coalesce(ev.ak = 'employee' and (ev.ae = ${reader.employeeId} or (ev.ae is null and ev.an = ${reader.name})), false)), false) as unread
      from ev left join activity_reads r on r.employee_id = ${reader.employeeId} and r.group_code = ev.g and r.company_id = ${reader.companyId}
      group by ev.g
    ),
    last as (select distinct on (g) g, at, ak, an, lk, detail from ev order by g, at desc, id desc),
    rows as (
      select obj.g, obj.kind, w.code as worker_code, w.full_name as worker_name, obj.number, obj.title, obj.contract_code, obj.object_code,
        obj.month, obj.status, agg.n, agg.last_at, agg.unread, last.ak, last.an, last.lk, last.detail
      from obj join agg on agg.g = obj.g join last on last.g = obj.g join workers w on w.id = obj.worker_id
      where true${f.workerCode === undefined ? sql`` : sql` and w.code = ${f.workerCode}`}${f.unreadOnly ? sql` and agg.unread` : sql``}
    )
    select rows.*, (count(*) over ())::int as total, (count(*) filter (where rows.unread) over ())::int as unread_total
    from rows order by rows.last_at desc, rows.g
    limit ${f.limit} offset ${f.offset}`);
  return result.rows;
}

/** The object a thread is about, if the company has it. */
export async function findObject(db: Queryable, companyId: number, kind: ActivityKind, groupCode: string): Promise<ObjectRow | undefined> {
  const result = await db.execute<ObjectRow>(sql`
    with obj(g, kind, worker_id, number, title, contract_code, object_code, month, status) as (${objectsSql(companyId, [kind])})
    select obj.g, obj.kind, w.code as worker_code, w.full_name as worker_name, obj.number, obj.title, obj.contract_code, obj.object_code,
      obj.month, obj.status
    from obj join workers w on w.id = obj.worker_id where obj.g = ${groupCode}`);
  return result.rows[0];
}

/** A thread's events and comments, oldest first. */
export async function threadEvents(db: Queryable, companyId: number, scope: ActivityScope): Promise<EventRow[]> {
  const result = await db.execute<EventRow>(sql`
    with ev(g, id, at, ak, ae, an, lk, detail, cm) as (${eventsSql(companyId, scope)})
    select * from ev where ev.at is not null order by ev.at, ev.id`);
  return result.rows;
}

/** Marks the thread read for the employee, now. */
export async function markRead(db: Queryable, companyId: number, employeeId: number, groupCode: string): Promise<void> {
  await db
    .insert(activityReads)
    .values({ companyId, employeeId, groupCode, readAt: sql`now()` })
    .onConflictDoUpdate({ target: [activityReads.employeeId, activityReads.groupCode], set: { readAt: sql`now()` } });
}

export async function insertComment(db: Queryable, row: typeof activityComments.$inferInsert) {
  const [made] = await db.insert(activityComments).values(row).returning();
  return made!;
}

/** Whether the company has a worker of this code (a filter naming another company's worker answers 404). */
export async function hasWorker(db: Queryable, companyId: number, workerCode: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from workers where company_id = ${companyId} and code = ${workerCode}`);
  return result.rows.length > 0;
}
