/**
 * SQL of 稼働管理 (issue #23): the one writer of time_months, time_records, time_timers and time_operation_logs; reads
 * the time-tracked contracts (contracts.is_enable_time_tracking) with their workers, companies and projects. Every
 * company-side read is scoped by company_id; every portal read by the worker account (workers.account_id).
 */
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { prepared, type Queryable } from '../../../db/client';
import { batches, likePattern } from '../../../db/sql-helpers';
import { timeMonths, timeOperationLogs, timeRecords, timeTimers } from '../../../db/schema/time-tracking';
import type { contracts } from '../../../db/schema/contracts';

export type StoredSettlementRule = NonNullable<(typeof contracts.$inferSelect)['timeSettlement']>;
type StoredRounding = NonNullable<(typeof contracts.$inferSelect)['timeRounding']>;

/** A time-tracked contract with its worker and company, and (left joined) its time_months row of one month. */
export type ProjectRow = {
  contract_id: number;
  code: string;
  title: string;
  company_id: number;
  company_name: string;
  start_date: string;
  end_date: string | null;
  unit_price_type: string;
  unit_price: number | null;
  time_settlement: StoredSettlementRule | null;
  time_rounding: StoredRounding | null;
  /** the contract's Slack incoming-webhook URL (a secret: never in an answer or a log) */
  slack_webhook_url: string | null;
  worker_id: number;
  worker_code: string;
  worker_name: string;
  worker_email: string | null;
  account_id: number | null;
  account_email: string | null;
  month_id: number | null;
  status: string | null;
  recorded_minutes: number | null;
  recorded_days: number | null;
  submitted_at: string | null;
  approved_at: string | null;
  approved_by_name: string | null;
  returned_at: string | null;
  return_comment: string | null;
  settlement: Record<string, unknown> | null;
  pn_code: string | null;
  pn_number: string | null;
};

const dialect = new PgDialect();

/**
 * A read of the lists and reports: on the pool a named statement (db/client `prepared`: parsed once per connection,
 * and after a few runs planned no more — planning a many-join SELECT costs more than running it); in a transaction
 * as it is. Named by its text, so each shape of a query (filters, paging) is its own statement. Only for raw SQL whose
 * columns need no Drizzle mapping.
 */
async function read<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  if (!('$client' in db)) return (await db.execute(query)).rows as Row[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await prepared(db, `time_tracking_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, params)) as Row[];
}

/** 'YYYY-MM-01' and the month's last day. */
export function monthBounds(year: number, month: number): { first: string; last: string } {
  const mm = String(month).padStart(2, '0');
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${year}-${mm}-01`, last: `${year}-${mm}-${String(days).padStart(2, '0')}` };
}

const projectSelect = (first: string, more: SQL = sql``) => sql`
  select c.id as contract_id, c.code, c.title, c.company_id, co.name as company_name,
    c.start_date::text as start_date, c.end_date::text as end_date, c.unit_price_type, c.unit_price::float8 as unit_price,
    c.time_settlement, c.time_rounding, c.time_tracking_slack_webhook_url as slack_webhook_url,
    w.id as worker_id, w.code as worker_code, w.full_name as worker_name, w.email as worker_email, w.account_id, wa.email as account_email,
    m.id as month_id, m.status, m.recorded_minutes, m.recorded_days,
    m.submitted_at::text as submitted_at, m.approved_at::text as approved_at, e.name as approved_by_name,
    m.returned_at::text as returned_at, m.return_comment, m.settlement, pn.code as pn_code, pn.number as pn_number ${more}
  from contracts c
  join workers w on w.id = c.worker_id
  join companies co on co.id = c.company_id
  left join worker_accounts wa on wa.id = w.account_id
  left join time_months m on m.contract_id = c.id and m.month = ${first}::date
  left join employees e on e.id = m.approved_by_id
  left join payment_notifications pn on pn.id = m.payment_notification_id`;

const touches = (first: string, last: string) => sql`c.start_date <= ${last}::date and (c.end_date is null or c.end_date >= ${first}::date)`;

export type ProjectFilter = { companyId: number; keyword: string; status?: string | undefined; workerCode?: string | undefined };

function filterSql(f: ProjectFilter, first: string, last: string, withStatus: boolean): SQL {
  const parts: SQL[] = [sql`c.company_id = ${f.companyId}`, sql`c.is_enable_time_tracking`, touches(first, last)];
  if (f.workerCode !== undefined) parts.push(sql`w.code = ${f.workerCode}`);
  if (f.keyword) {
    const pattern = likePattern(f.keyword);
    parts.push(sql`(w.search_text like ${pattern} or c.search_text like ${pattern} or lower(w.code) = ${f.keyword})`);
  }
  if (withStatus && f.status) parts.push(sql`coalesce(m.status, 'open') = ${f.status}`);
  return sql.join(parts, sql` and `);
}

/**
 * The contracts the filter matches: `from … where …`. The worker is joined only when the filter names it or `worker`
 * (for the order: then by workers_company_kana_idx, so a first page stops early); the month only when the status
 * filter asks for it or `month`, by the company's index (time_months_company_month_idx).
 */
function filteredSql(f: ProjectFilter, first: string, last: string, withStatus: boolean, join: { worker?: boolean; month?: boolean } = {}): SQL {
  const worker = join.worker || f.workerCode !== undefined || Boolean(f.keyword);
  const month = join.month || (withStatus && Boolean(f.status));
  return sql`from contracts c
    ${worker ? sql`join workers w on w.id = c.worker_id and w.company_id = ${f.companyId}` : sql``}
    ${month ? sql`left join time_months m on m.contract_id = c.id and m.company_id = ${f.companyId} and m.month = ${first}::date` : sql``}
    where ${filterSql(f, first, last, withStatus)}`;
}

/** A row of the list: with its days' minutes of the month (one total a day) and its projects. */
export type ListedProjectRow = ProjectRow & { day_minutes: number[]; projects: { code: string; name: string }[] };

/**
 * One page of the company's time-tracked contracts of the month (worker kana, name, then contract): the page's ids
 * are chosen by a lean query first, only those rows are joined with everything a row shows (their days' minutes and
 * projects too: one statement).
 */
export async function listProjects(db: Queryable, f: ProjectFilter, first: string, last: string, limit: number | null, offset: number): Promise<ListedProjectRow[]> {
  return read<ListedProjectRow>(db, sql`
    with page as materialized (
      select c.id ${filteredSql(f, first, last, true, { worker: true })}
      order by w.full_name_kana, w.full_name, c.id
      ${limit === null ? sql`` : sql`limit ${limit} offset ${offset}`}
    )
    ${projectSelect(
      first,
      sql`, array(select sum(r.worked_minutes)::int from time_records r
          where r.contract_id = c.id and r.work_date between ${first}::date and ${last}::date group by r.work_date) as day_minutes,
        coalesce((select json_agg(json_build_object('code', p.code, 'name', p.name) order by p.name, p.id)
          from contract_projects cp join projects p on p.id = cp.project_id where cp.contract_id = c.id), '[]') as projects`,
    )}
    where c.id in (select id from page)
    order by w.full_name_kana, w.full_name, c.id`);
}

/** Per status, how many rows the keyword matches (the status filter aside). */
export async function statusCounts(db: Queryable, f: ProjectFilter, first: string, last: string): Promise<Record<string, number>> {
  const result = await db.execute<{ status: string; n: number }>(sql`
    select coalesce(m.status, 'open') as status, count(*)::int as n
    ${filteredSql(f, first, last, false, { month: true })}
    group by 1`);
  return Object.fromEntries(result.rows.map((r) => [r.status, r.n]));
}

/** `n` (whole minutes ≥ 0, an integer SQL expression) rounded to `unit` by `mode`, as roundToUnit of packages/shared does. */
function roundedSql(n: SQL, unit: SQL, mode: SQL): SQL {
  return sql`(case ${mode} when 'ceil' then (${n} + ${unit} - 1) / ${unit} when 'round' then (2 * ${n} + ${unit}) / (2 * ${unit}) else ${n} / ${unit} end * ${unit})`;
}

/**
 * Over every row the keyword matches, in one query: per status how many (the status filter aside), and the month's
 * worked minutes of the rows the status filter keeps too — monthFigures of the service, in SQL: an approved month
 * counts its stored settlement.workedMinutes; an unrounded contract its month's recorded_minutes (kept by every
 * write), a contract rounding per month that total rounded; only a contract rounding per day reads its records, for
 * each day's total (per contract, in the order of time_records_contract_date_idx).
 */
export async function monthSummary(db: Queryable, f: ProjectFilter, first: string, last: string): Promise<{ counts: Record<string, number>; workedMinutes: number }> {
  const recorded = sql.raw('coalesce(s.recorded_minutes, 0)');
  const [row] = await read<{ counts: Record<string, number> | null; minutes: number }>(db, sql`
    with f as materialized (
      select c.id, coalesce(m.status, 'open') as status, m.recorded_minutes,
        case when jsonb_typeof(c.time_rounding) = 'object' then c.time_rounding ->> 'scope' end as scope,
        (c.time_rounding ->> 'unit')::int as unit, c.time_rounding ->> 'mode' as mode,
        case when m.status = 'approved' and jsonb_typeof(m.settlement -> 'workedMinutes') = 'number' then (m.settlement ->> 'workedMinutes')::int end as settled
      ${filteredSql(f, first, last, false, { month: true })}
    ),
    s as (select * from f ${f.status ? sql`where f.status = ${f.status}` : sql``}),
    d as (
      select s.unit, s.mode, x.minutes
      from s cross join lateral (
        select sum(r.worked_minutes)::int as minutes from time_records r
        where r.contract_id = s.id and r.company_id = ${f.companyId} and r.work_date between ${first}::date and ${last}::date
        group by r.work_date
      ) x
      where s.settled is null and s.scope = 'day'
    )
    select (select jsonb_object_agg(x.status, x.n) from (select f.status, count(*)::int as n from f group by f.status) x) as counts, (
      coalesce((select sum(case when s.settled is not null then s.settled when s.scope is null then ${recorded}
        when s.scope = 'month' then ${roundedSql(recorded, sql.raw('s.unit'), sql.raw('s.mode'))} else 0 end) from s), 0)
      + coalesce((select sum(${roundedSql(sql.raw('d.minutes'), sql.raw('d.unit'), sql.raw('d.mode'))}) from d), 0)
    )::int as minutes`);
  return { counts: row?.counts ?? {}, workedMinutes: row?.minutes ?? 0 };
}

/** Per contract and day, the minutes recorded in the month, for these contracts. */
export async function dayMinutesOf(db: Queryable, contractIds: readonly number[], first: string, last: string) {
  if (contractIds.length === 0) return [];
  return read<{ contract_id: number; work_date: string; minutes: number }>(db, sql`
    select r.contract_id, r.work_date::text as work_date, sum(r.worked_minutes)::int as minutes
    from time_records r
    where r.contract_id = any(${sql.param([...contractIds])}::int[]) and r.work_date between ${first}::date and ${last}::date
    group by 1, 2`);
}

/** The projects (contract_projects) of these contracts. */
export async function projectsOf(db: Queryable, contractIds: readonly number[]) {
  if (contractIds.length === 0) return [];
  return read<{ contract_id: number; id: number; code: string; name: string }>(db, sql`
    select cp.contract_id, p.id, p.code, p.name from contract_projects cp join projects p on p.id = cp.project_id
    where cp.contract_id = any(${sql.param([...contractIds])}::int[]) order by p.name, p.id`);
}

/** One time-tracked contract of the company's worker (by the worker's and the contract's codes), with the month. */
export async function findCompanyProject(db: Queryable, companyId: number, workerCode: string, code: string, first: string, lock = false) {
  const [row] = await read<ProjectRow>(db, sql`${projectSelect(first)}
    where c.company_id = ${companyId} and c.is_enable_time_tracking and w.code = ${workerCode} and c.code = ${code}
    ${lock ? sql`for update of c` : sql``}`);
  return row;
}

/** The account's time-tracked contracts of every company touching the month, or one of them by code. */
export async function accountProjects(db: Queryable, accountId: number, first: string, last: string, code?: string) {
  const result = await db.execute<ProjectRow>(sql`${projectSelect(first)}
    where w.account_id = ${accountId} and c.is_enable_time_tracking
      ${code === undefined ? sql`and ${touches(first, last)}` : sql`and c.code = ${code}`}
    order by co.name, c.start_date, c.id`);
  return result.rows;
}

/** Whether the company has a worker of this code. */
export async function companyHasWorker(db: Queryable, companyId: number, workerCode: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from workers where company_id = ${companyId} and code = ${workerCode}`);
  return result.rows.length > 0;
}

/** Locks the worker row: one worker's writes (records, timers, the month) run one after another. */
export async function lockWorker(db: Queryable, workerId: number) {
  await db.execute(sql`select id from workers where id = ${workerId} for update`);
}

// ── months ─────────────────────────────────────────────────────────────────────

export type MonthRow = typeof timeMonths.$inferSelect;

/** The month's row, made on the first write (INSERT … ON CONFLICT). */
export async function ensureMonth(db: Queryable, v: { companyId: number; contractId: number; workerId: number; month: string }): Promise<MonthRow> {
  const [row] = await db
    .insert(timeMonths)
    .values(v)
    .onConflictDoUpdate({ target: [timeMonths.contractId, timeMonths.month], set: { updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function updateMonth(db: Queryable, id: number, patch: Partial<typeof timeMonths.$inferInsert>) {
  await db
    .update(timeMonths)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(timeMonths.id, id));
}

/** recorded_minutes / recorded_days from the month's records (the same transaction as the write). */
export async function recomputeMonth(db: Queryable, monthId: number) {
  await db.execute(sql`
    update time_months m set recorded_minutes = t.minutes, recorded_days = t.days, updated_at = now()
    from (select coalesce(sum(worked_minutes), 0)::int as minutes, count(distinct work_date)::int as days from time_records where month_id = ${monthId}) t
    where m.id = ${monthId}`);
}

// ── records ────────────────────────────────────────────────────────────────────

export type RecordRow = typeof timeRecords.$inferSelect & { projectCode: string | null; projectName: string | null };

const recordColumns = { record: timeRecords, projectCode: sql<string | null>`p.code`, projectName: sql<string | null>`p.name` };

async function selectRecords(db: Queryable, where: SQL): Promise<RecordRow[]> {
  const rows = await db
    .select(recordColumns)
    .from(timeRecords)
    .leftJoin(sql`projects p`, sql`p.id = ${timeRecords.projectId}`)
    .where(where)
    .orderBy(asc(timeRecords.workDate), sql`${timeRecords.startMinute} nulls last`, asc(timeRecords.id));
  return rows.map((r) => ({ ...r.record, projectCode: r.projectCode, projectName: r.projectName }));
}

/** The contract's records between two days (inclusive). */
export function recordsOf(db: Queryable, contractId: number, from: string, to: string) {
  return selectRecords(db, and(eq(timeRecords.contractId, contractId), sql`${timeRecords.workDate} between ${from}::date and ${to}::date`)!);
}

/** The company's time-tracked contract of a worker, by the worker's and the contract's codes (a subquery answering its id). */
type ProjectKey = { companyId: number; workerCode: string; code: string };
const contractIdOf = (k: ProjectKey) => sql`(select c.id from contracts c join workers w on w.id = c.worker_id
  where c.company_id = ${k.companyId} and c.is_enable_time_tracking and w.code = ${k.workerCode} and c.code = ${k.code})`;

/**
 * The records of the company's contract named by codes between two days (read beside the contract itself): the rows
 * selectRecords answers, as a named statement (raw SQL, so the columns are named as Drizzle maps them).
 */
export function recordsOfCodes(db: Queryable, k: ProjectKey, from: string, to: string): Promise<RecordRow[]> {
  return read<RecordRow>(db, sql`
    select r.id, r.company_id as "companyId", r.code, r.contract_id as "contractId", r.month_id as "monthId", r.work_date::text as "workDate",
      r.project_id as "projectId", r.kind, r.start_minute as "startMinute", r.end_minute as "endMinute", r.breaks, r.break_minutes as "breakMinutes",
      r.worked_minutes as "workedMinutes", r.note, r.source, r.created_at::text as "createdAt", r.updated_at::text as "updatedAt",
      p.code as "projectCode", p.name as "projectName"
    from time_records r left join projects p on p.id = r.project_id
    where r.company_id = ${k.companyId} and r.contract_id = ${contractIdOf(k)} and r.work_date between ${from}::date and ${to}::date
    order by r.work_date, r.start_minute nulls last, r.id`);
}

/** The projects (contract_projects) of the company's contract named by codes. */
export function projectsOfCodes(db: Queryable, k: ProjectKey) {
  return read<{ contract_id: number; id: number; code: string; name: string }>(db, sql`
    select cp.contract_id, p.id, p.code, p.name from contract_projects cp join projects p on p.id = cp.project_id
    where cp.contract_id = ${contractIdOf(k)} order by p.name, p.id`);
}

/** The worker's records of one day on all its contracts (a worker row belongs to one company). */
export function workerDayRecords(db: Queryable, workerId: number, day: string) {
  return selectRecords(db, sql`${timeRecords.contractId} in (select id from contracts where worker_id = ${workerId}) and ${timeRecords.workDate} = ${day}::date`);
}

export async function findRecord(db: Queryable, contractId: number, code: string) {
  const [row] = await selectRecords(db, and(eq(timeRecords.contractId, contractId), eq(timeRecords.code, code))!);
  return row;
}

export async function insertRecord(db: Queryable, v: typeof timeRecords.$inferInsert) {
  const [row] = await db.insert(timeRecords).values(v).returning({ id: timeRecords.id });
  return row!.id;
}

export async function updateRecord(db: Queryable, id: number, v: Partial<typeof timeRecords.$inferInsert>) {
  await db
    .update(timeRecords)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(timeRecords.id, id));
}

export async function deleteRecord(db: Queryable, id: number) {
  await db.delete(timeRecords).where(eq(timeRecords.id, id));
}

export async function recordById(db: Queryable, id: number) {
  const [row] = await selectRecords(db, eq(timeRecords.id, id));
  return row!;
}

/** Per day of the month: the minutes of every time-tracked contract of the company and how many workers recorded. */
export async function companyDays(db: Queryable, companyId: number, first: string, last: string) {
  const result = await db.execute<{ work_date: string; minutes: number; workers: number }>(sql`
    select r.work_date::text as work_date, sum(r.worked_minutes)::int as minutes, count(distinct c.worker_id)::int as workers
    from time_records r join contracts c on c.id = r.contract_id
    where r.company_id = ${companyId} and c.company_id = ${companyId} and c.is_enable_time_tracking and r.work_date between ${first}::date and ${last}::date
    group by 1`);
  return result.rows;
}

// ── timers ─────────────────────────────────────────────────────────────────────

/** The worker's running timer (any contract) with its contract's code and title and the project. */
export async function timerOfWorker(db: Queryable, workerId: number) {
  const result = await db.execute<{
    id: number;
    contract_id: number;
    contract_code: string;
    contract_title: string;
    started_at: string;
    note: string | null;
    project_id: number | null;
    project_code: string | null;
    project_name: string | null;
  }>(sql`
    select t.id, t.contract_id, c.code as contract_code, c.title as contract_title, t.started_at::text as started_at, t.note,
      t.project_id, p.code as project_code, p.name as project_name
    from time_timers t join contracts c on c.id = t.contract_id left join projects p on p.id = t.project_id
    where t.worker_id = ${workerId}`);
  return result.rows[0];
}

/** The running timer of any worker row of the account. */
export async function timerOfAccount(db: Queryable, accountId: number) {
  const result = await db.execute<{ contract_code: string; started_at: string; note: string | null; project_code: string | null; project_name: string | null }>(sql`
    select c.code as contract_code, t.started_at, t.note, p.code as project_code, p.name as project_name
    from time_timers t join workers w on w.id = t.worker_id join contracts c on c.id = t.contract_id left join projects p on p.id = t.project_id
    where w.account_id = ${accountId} order by t.started_at desc limit 1`);
  return result.rows[0];
}

export async function insertTimer(db: Queryable, v: typeof timeTimers.$inferInsert) {
  await db.insert(timeTimers).values(v);
}

export async function deleteTimer(db: Queryable, id: number) {
  await db.delete(timeTimers).where(eq(timeTimers.id, id));
}

// ── the operation log ──────────────────────────────────────────────────────────

export type LogInsert = typeof timeOperationLogs.$inferInsert;

export async function insertLogs(db: Queryable, rows: LogInsert[]) {
  if (rows.length > 0) await db.insert(timeOperationLogs).values(rows);
}

export async function listLogs(db: Queryable, companyId: number, contractId: number, month: string, limit: number, offset: number) {
  const where = and(eq(timeOperationLogs.companyId, companyId), eq(timeOperationLogs.contractId, contractId), eq(timeOperationLogs.month, month));
  const [rows, [total]] = await Promise.all([
    db.select().from(timeOperationLogs).where(where).orderBy(desc(timeOperationLogs.createdAt), desc(timeOperationLogs.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(timeOperationLogs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ── bulk writes for the large company (bench/large-time-tracking.ts) ──────────

/** How many time_months rows the company has (the large company's 稼働 are added only to a company without any). */
export async function countCompanyMonths(db: Queryable, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(timeMonths).where(eq(timeMonths.companyId, companyId));
  return row?.n ?? 0;
}

/** The company's time-tracked contracts with what their months' figures depend on, in id order. */
export async function timeTrackedContracts(db: Queryable, companyId: number) {
  const result = await db.execute<{
    contract_id: number;
    worker_id: number;
    start_date: string;
    end_date: string | null;
    unit_price_type: string;
    unit_price: number | null;
    time_settlement: StoredSettlementRule | null;
    time_rounding: StoredRounding | null;
  }>(sql`
    select c.id as contract_id, c.worker_id, c.start_date::text as start_date, c.end_date::text as end_date, c.unit_price_type,
      c.unit_price::float8 as unit_price, c.time_settlement, c.time_rounding
    from contracts c where c.company_id = ${companyId} and c.is_enable_time_tracking order by c.id`);
  return result.rows;
}

type MonthInsert = Omit<typeof timeMonths.$inferInsert, 'id'>;

/** Many months in multi-row inserts; answers each month's id by `${contractId}:${month}`. */
export async function insertMonthsBulk(db: Queryable, rows: readonly MonthInsert[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // up to 13 parameters a row: 4,000 rows stay under PostgreSQL's 65,535
  for (const batch of batches(rows, 4000)) {
    const inserted = await db.insert(timeMonths).values(batch).returning({ id: timeMonths.id, contractId: timeMonths.contractId, month: timeMonths.month });
    for (const r of inserted) ids.set(`${r.contractId}:${r.month}`, r.id);
  }
  return ids;
}

/** A record of the large company's seed: a clock record without a project or note, entered by hand. */
type SeedRecord = {
  companyId: number;
  code: string;
  contractId: number;
  monthId: number;
  workDate: string;
  startMinute: number;
  endMinute: number;
  breaks: { start: number; end: number }[];
  breakMinutes: number;
  workedMinutes: number;
};

/**
 * Many clock records, 10,000 a statement: ONE multi-row INSERT … SELECT FROM unnest() of a parameter per column (10
 * parameters whatever the rows), since Drizzle's insert builder spends ~60 µs a row building the VALUES list — most of
 * a 520,000-record seed.
 */
export async function insertClockRecordsBulk(db: Queryable, rows: readonly SeedRecord[], log: (done: number) => void = () => {}): Promise<void> {
  let done = 0;
  for (const batch of batches(rows, 10_000)) {
    const column = <T>(pick: (r: SeedRecord) => T) => sql.param(batch.map(pick));
    await db.execute(sql`
      insert into time_records (company_id, code, contract_id, month_id, work_date, kind, start_minute, end_minute, breaks, break_minutes, worked_minutes)
      select company_id, code, contract_id, month_id, work_date, 'clock', start_minute, end_minute, breaks, break_minutes, worked_minutes
      from unnest(${column((r) => r.companyId)}::int[], ${column((r) => r.code)}::text[], ${column((r) => r.contractId)}::int[],
        ${column((r) => r.monthId)}::int[], ${column((r) => r.workDate)}::date[], ${column((r) => r.startMinute)}::int[],
        ${column((r) => r.endMinute)}::int[], ${column((r) => JSON.stringify(r.breaks))}::jsonb[], ${column((r) => r.breakMinutes)}::int[],
        ${column((r) => r.workedMinutes)}::int[])
        as t(company_id, code, contract_id, month_id, work_date, start_minute, end_minute, breaks, break_minutes, worked_minutes)`);
    log((done += batch.length));
  }
}
