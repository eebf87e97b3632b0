import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { workerSearchKey } from '@app/shared/kana';
import type { InvoiceRegistrationStatus } from '@app/shared/invoice-registrations';
import { prepared, type Db, type Queryable } from '../../../db/client';
import { batches, likePattern } from '../../../db/sql-helpers';
import { companies, departments } from '../../../db/schema/companies';
import { contracts } from '../../../db/schema/contracts';
import {
  workerInvites,
  workerListDisplayFields,
  workers,
  personalDataAccessLogs,
} from '../../../db/schema/workers';
import { newCode } from '../../../lib/codes';

/** The columns of a worker row as the list and the detail read them (department and open invite joined). */
const workerColumns = {
  id: workers.id,
  code: workers.code,
  fullName: workers.fullName,
  fullNameKana: workers.fullNameKana,
  tradeName: workers.tradeName,
  ownDepartment: workers.ownDepartment,
  email: workers.email,
  occupation: workers.occupation,
  businessField: workers.businessField,
  status: workers.status,
  accountId: workers.accountId,
  departmentName: departments.name,
  myNumberStatus: workers.myNumberStatus,
  inviteId: workerInvites.id,
  createdAt: workers.createdAt,
  updatedAt: workers.updatedAt,
  // kept on the row by a trigger on contracts (drizzle/0027)
  contractCount: workers.contractCount,
};

const openInvite = and(eq(workerInvites.workerId, workers.id), eq(workerInvites.status, 'pending'));

/** The worker row the list and the detail read (department and open invitation joined). */
function workerQuery(db: Queryable) {
  return db
    .select(workerColumns)
    .from(workers)
    .leftJoin(departments, eq(departments.id, workers.departmentId))
    .leftJoin(workerInvites, openInvite);
}
export type WorkerRow = Awaited<ReturnType<typeof workerQuery>>[number];
/** What a row of the worker list shows (toListItem): the worker row without its account and last change. */
export type WorkerListFields = Omit<WorkerRow, 'accountId' | 'updatedAt'>;

/** A custom field's typed value column (custom-fields schema: one column per type). */
export type CustomValueColumn = 'value_text' | 'value_number' | 'value_date' | 'value_bool';

/**
 * What the list's statement does with custom fields (issue #24): it reads the columns the employee chose (their own,
 * else the company's default: `displayKeys`), and adds a filter on one field (an EXISTS on the typed value index) and a
 * sort by one field (values missing last, then フリガナ). Filter and sort field ids are the company's, checked by the
 * caller. The values of custom columns are not read here: the caller reads them for the page's workers only when the
 * columns name a custom field (a per-row subplan, even never executed, doubled the statement's cost for everyone;
 * issue #19 "Throughput").
 */
export type CustomListOptions = {
  /** whose chosen columns the statement reads */
  employeeId: number;
  filter?:
    | { fieldId: number; op: 'eq'; column: CustomValueColumn; value: string | boolean }
    | { fieldId: number; op: 'like'; pattern: string }
    | { fieldId: number; op: 'range'; column: 'value_number' | 'value_date'; from: string | null; to: string | null }
    | { fieldId: number; op: 'not_true' };
  sort?: { fieldId: number; column: CustomValueColumn; desc: boolean };
};

/**
 * One page of the worker table, its total and each row's current contract, in ONE prepared statement (one round trip;
 * the list is read on every visit of /worker). The page's ids are chosen first by a lean subquery (index
 * workers_company_kana_idx serves the order, so a deep OFFSET skips index entries only), then only those rows are joined
 * with the department, the open invitation and their current contract (latest start, then newest) — never the skipped
 * ones. The current contract, the contract count and the missing required entries are kept on the worker row by
 * triggers (drizzle/0027), so the statement reads them instead of computing them per row (issue #19 "Throughput").
 * The total comes on every row, and alone on a null row when the page is past the end.
 * `missingRequired` keeps only registered workers who miss an entry the company requires (issue #9 item 6; one without
 * an account or profile misses all, issue #21); every row carries those missing entries ('{}' when invited or 仮登録).
 * `custom` reads the employee's columns, and adds a filter and a sort by a custom field (see CustomListOptions); reading
 * the columns here, not in a statement before, saves a round trip per visit (issue #19 "Throughput").
 */
export async function listWorkersPage(
  db: Db,
  companyId: number,
  folded: string,
  limit: number,
  offset: number,
  missingRequired = false,
  custom: CustomListOptions,
): Promise<{
  rows: Array<
    WorkerListFields & {
      contract: ListContract | undefined;
      missingRequiredEntries: string[];
      /** the published state of the 登録番号 the worker entered (invoice_registrations; null: none entered) */
      invoiceRegistrationStatus: InvoiceRegistrationStatus | null;
    }
  >;
  total: number;
  /** the chosen columns (worker-list display field keys) in their order */
  displayKeys: string[];
}> {
  const values: unknown[] = [companyId, limit, offset];
  const param = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const search = folded ? ` and w.search_text like ${param(likePattern(folded))}` : '';
  const { filter, sort } = custom;
  let condition = '';
  let nameSuffix = '';
  if (filter) {
    const exists = (test: string) =>
      `exists (select 1 from worker_custom_field_values fv where fv.worker_id = w.id and fv.field_id = ${param(filter.fieldId)} and ${test})`;
    switch (filter.op) {
      case 'eq':
        condition = ` and ${exists(`fv.${filter.column} = ${param(filter.value)}`)}`;
        nameSuffix += `_feq_${filter.column}`;
        break;
      case 'like':
        condition = ` and ${exists(`fv.value_text ilike ${param(filter.pattern)}`)}`;
        nameSuffix += '_flike';
        break;
      case 'range': {
        const tests = [filter.from === null ? null : `fv.${filter.column} >= ${param(filter.from)}`, filter.to === null ? null : `fv.${filter.column} <= ${param(filter.to)}`].filter(Boolean);
        condition = ` and ${exists(tests.length > 0 ? tests.join(' and ') : 'true')}`;
        nameSuffix += `_frange_${filter.column}_${filter.from === null ? 0 : 1}${filter.to === null ? 0 : 1}`;
        break;
      }
      case 'not_true':
        condition = ` and not ${exists('fv.value_bool')}`;
        nameSuffix += '_fnottrue';
        break;
    }
  }
  const sortJoin = sort ? ` left join worker_custom_field_values sv on sv.worker_id = w.id and sv.field_id = ${param(sort.fieldId)}` : '';
  const sortKey = sort ? `sv.${sort.column}` : 'null::int';
  const sortDir = sort?.desc ? 'desc' : 'asc';
  if (sort) nameSuffix += `_s_${sort.column}_${sortDir}`;
  const employeeParam = param(custom.employeeId);
  const matchedPath = missingRequired || filter !== undefined || sort !== undefined;
  // The filtered or custom-sorted list evaluates its condition once (a materialized CTE serves the page and the count);
  // the plain list keeps reading its page straight off the (company, kana, id) index.
  const source = matchedPath
    ? `matched as materialized (
         select w.id, w.full_name_kana, ${sortKey} as sk from workers w${sortJoin}
          where w.company_id = $1${search}${condition}${missingRequired ? ` and cardinality(w.missing_required_entries) > 0` : ''}
       ),
       page as (select m.id, m.sk from matched m order by m.sk ${sortDir} nulls last, m.full_name_kana, m.id limit $2 offset $3)`
    : `page as (
         select w.id, null::int as sk from workers w where w.company_id = $1${search}
          order by w.full_name_kana, w.id limit $2 offset $3
       )`;
  const counted = matchedPath ? 'select count(*)::int as total from matched' : `select count(*)::int as total from workers w where w.company_id = $1${search}`;
  // the employee's own columns, else the company's default (as listDisplayFields); custom columns are 'custom:<code>'
  const display = `display as (
         select coalesce(
           (select array_agg(f.field_key order by f.position) from worker_list_display_fields f where f.company_id = $1 and f.employee_id = ${employeeParam}),
           (select array_agg(f.field_key order by f.position) from worker_list_display_fields f where f.company_id = $1 and f.employee_id is null),
           '{}'::text[]) as keys
       )`;
  type Row = WorkerListFields & {
    total: number;
    missingRequiredEntries: string[];
    displayKeys: string[];
    invoiceRegistrationStatus: InvoiceRegistrationStatus | null;
    sk: unknown;
    contractId: number | null;
    contractBusinessField: string | null;
    contractStartDate: string | null;
    contractEndDate: string | null;
  };
  const found = await prepared<Row>(
    db,
    `workers_list${folded ? '_search' : ''}${missingRequired ? '_missing' : ''}${nameSuffix}`,
    `with ${source},
     ${display}
     select t.total, dk.keys as "displayKeys", r.*
       from (${counted}) t
       cross join display dk
       left join lateral (
         select w.id, w.code, w.full_name as "fullName", w.full_name_kana as "fullNameKana", w.trade_name as "tradeName",
                w.own_department as "ownDepartment", w.email, w.occupation, w.business_field as "businessField", w.status,
                d.name as "departmentName", w.my_number_status as "myNumberStatus", i.id as "inviteId",
                w.created_at as "createdAt",
                w.missing_required_entries as "missingRequiredEntries", ir.status as "invoiceRegistrationStatus",
                p.sk,
                w.contract_count as "contractCount",
                cc.id as "contractId", cc.business_field as "contractBusinessField",
                cc.start_date as "contractStartDate", cc.end_date as "contractEndDate"
           from page p
           join workers w on w.id = p.id
           left join departments d on d.id = w.department_id
           left join worker_account_profiles rp on rp.account_id = w.account_id
           left join worker_invites i on i.worker_id = w.id and i.status = 'pending'
           left join invoice_registrations ir on ir.registration_number = rp.invoice_registration_number and rp.invoice_status = 'registered'
           left join contracts cc on cc.id = w.current_contract_id
       ) r on true
      order by r.sk ${sortDir} nulls last, r."fullNameKana", r.id`,
    values,
  );
  const total = found[0]?.total ?? 0;
  const displayKeys = found[0]?.displayKeys ?? [];
  // each row gets its contract in place (object rest and spread over these 30 columns cost more than the statement's
  // parsing; the statement's other columns stay on the row, unnamed by its type)
  const rows: Array<Row & { contract: ListContract | undefined }> = [];
  for (const r of found) {
    if (r.id === null) continue;
    const contract: ListContract | undefined =
      r.contractId === null ? undefined : { id: r.contractId, businessField: r.contractBusinessField, startDate: r.contractStartDate ?? '', endDate: r.contractEndDate };
    rows.push(Object.assign(r, { contract }));
  }
  return { rows, total, displayKeys };
}

export async function findWorkerByCode(db: Queryable, companyId: number, code: string): Promise<WorkerRow | undefined> {
  const [row] = await workerQuery(db)
    .where(and(eq(workers.companyId, companyId), eq(workers.code, code)))
    .limit(1);
  return row;
}

export async function findWorkerById(db: Queryable, companyId: number, id: number): Promise<WorkerRow | undefined> {
  const [row] = await workerQuery(db)
    .where(and(eq(workers.companyId, companyId), eq(workers.id, id)))
    .limit(1);
  return row;
}

// ── the door other modules ask: a worker of this company by code or id ─────

/** What another module needs of a worker: identity, names, address, portal account and the two statuses. */
const workerRefColumns = {
  id: workers.id,
  code: workers.code,
  fullName: workers.fullName,
  fullNameKana: workers.fullNameKana,
  tradeName: workers.tradeName,
  email: workers.email,
  accountId: workers.accountId,
  status: workers.status,
  myNumberStatus: workers.myNumberStatus,
};
export type WorkerRef = { [K in keyof typeof workerRefColumns]: (typeof workers.$inferSelect)[K] };

/**
 * The company's workers with these codes (another company's codes are simply absent), in no particular order. `lock`
 * locks the rows for the caller's transaction. Every module that names a worker by code asks here.
 */
export async function findByCodes(db: Queryable, companyId: number, codes: readonly string[], opts: { lock?: boolean } = {}): Promise<WorkerRef[]> {
  if (codes.length === 0) return [];
  const q = db
    .select(workerRefColumns)
    .from(workers)
    .where(and(eq(workers.companyId, companyId), inArray(workers.code, [...codes])));
  return opts.lock ? q.for('update') : q;
}

/** One worker of the company by code (see findByCodes); undefined when the company has none. */
export async function findByCode(db: Queryable, companyId: number, code: string, opts: { lock?: boolean } = {}): Promise<WorkerRef | undefined> {
  const [row] = await findByCodes(db, companyId, [code], opts);
  return row;
}

/** One worker of the company by id; undefined when it is another company's (or gone). */
export async function findById(db: Queryable, companyId: number, id: number): Promise<WorkerRef | undefined> {
  const [row] = await db
    .select(workerRefColumns)
    .from(workers)
    .where(and(eq(workers.companyId, companyId), eq(workers.id, id)));
  return row;
}

export type CurrentContract = { workerId: number; id: number; code: string; title: string; businessField: string | null; startDate: string; endDate: string | null };
/** What a row of the worker list shows of the current contract (toListItem). */
export type ListContract = Pick<CurrentContract, 'id' | 'businessField' | 'startDate' | 'endDate'>;

/** The current contract of each worker (latest start, then newest): one query for a whole page. */
export async function currentContracts(db: Queryable, companyId: number, workerIds: number[]): Promise<Map<number, CurrentContract>> {
  if (workerIds.length === 0) return new Map();
  // the contract the worker row names (kept by a trigger on contracts, drizzle/0027: latest start, then newest)
  const rows = await db
    .select({
      workerId: contracts.workerId,
      id: contracts.id,
      code: contracts.code,
      title: contracts.title,
      businessField: contracts.businessField,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
    })
    .from(workers)
    .innerJoin(contracts, eq(contracts.id, workers.currentContractId))
    .where(and(eq(workers.companyId, companyId), inArray(workers.id, workerIds)));
  return new Map(rows.map((r) => [r.workerId, r]));
}

/** Workers of the company already holding one of these e-mail addresses (lower-cased). */
export async function workersWithEmails(db: Queryable, companyId: number, emails: string[], exceptWorkerId?: number) {
  if (emails.length === 0) return [];
  return db
    .select({ id: workers.id, email: workers.email, status: workers.status })
    .from(workers)
    .where(
      and(
        eq(workers.companyId, companyId),
        isNotNull(workers.email),
        inArray(sql`lower(${workers.email})`, emails),
        exceptWorkerId ? sql`${workers.id} <> ${exceptWorkerId}` : undefined,
      ),
    );
}

export type NewWorker = {
  fullName: string;
  fullNameKana: string;
  tradeName: string | null;
  ownDepartment: string | null;
  businessField: string | null;
  occupation: (typeof workers.$inferInsert)['occupation'];
  email: string | null;
  status: 'active' | 'invited' | 'temporary';
  /** the public code, when the caller must find its row among many written at once (default: a new one) */
  code?: string;
};

const searchKeyOf = (w: { fullName: string; fullNameKana: string; tradeName?: string | null; ownDepartment?: string | null }) =>
  workerSearchKey([w.fullName, w.fullNameKana, w.tradeName, w.ownDepartment]);

/** Inserts workers (one statement for many rows); answers them in the given order. */
export async function insertWorkers(db: Queryable, companyId: number, rows: NewWorker[]) {
  if (rows.length === 0) return [];
  return db
    .insert(workers)
    .values(rows.map((w) => ({ companyId, code: newCode(), ...w, searchText: searchKeyOf(w) })))
    .returning({ id: workers.id, code: workers.code });
}

/** One worker as seeds and fixtures make it (any status the defaults give; department and マイナンバー status optional). */
export type WorkerSeed = {
  fullName: string;
  fullNameKana: string;
  tradeName?: string | null;
  ownDepartment?: string | null;
  email?: string | null;
  departmentId?: number | null;
  occupation?: typeof workers.$inferInsert.occupation;
  myNumberStatus?: typeof workers.$inferInsert.myNumberStatus;
  status?: typeof workers.$inferInsert.status;
  accountId?: number | null;
};

/** Inserts one worker and answers the whole row. */
export async function insertWorker(db: Queryable, companyId: number, w: WorkerSeed) {
  const [row] = await db
    .insert(workers)
    .values({ companyId, code: newCode(), ...w, searchText: searchKeyOf(w) })
    .returning();
  return row!;
}

/** Inserts many seeded workers in one statement (the bench's batches); answers their ids and codes in the given order. */
export async function insertWorkerSeeds(db: Queryable, companyId: number, rows: readonly WorkerSeed[]) {
  if (rows.length === 0) return [];
  return db
    .insert(workers)
    .values(rows.map((w) => ({ companyId, code: newCode(), ...w, searchText: searchKeyOf(w) })))
    .returning({ id: workers.id, code: workers.code });
}

/** Updates the worker's own fields; the search key is rewritten with the names. */
export async function updateWorker(db: Queryable, companyId: number, id: number, w: Omit<NewWorker, 'status'>) {
  await db
    .update(workers)
    .set({ ...w, searchText: searchKeyOf(w), updatedAt: sql`now()` })
    .where(and(eq(workers.companyId, companyId), eq(workers.id, id)));
}

/**
 * Links the worker row to a portal account and makes it active (its names then come from the account's profile):
 * an accepted invitation (workers/worker-invitations.service) or the demo seed, which also sets the address.
 */
export async function linkWorker(db: Queryable, w: { companyId: number; workerId: number; accountId: number; email?: string }) {
  await db
    .update(workers)
    .set({ accountId: w.accountId, status: 'active', ...(w.email === undefined ? {} : { email: w.email }), updatedAt: sql`now()` })
    .where(and(eq(workers.companyId, w.companyId), eq(workers.id, w.workerId)));
}

/** Whether the company already has a worker row linked to the account. */
export async function accountLinkedInCompany(db: Queryable, companyId: number, accountId: number): Promise<boolean> {
  const rows = await db
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.companyId, companyId), eq(workers.accountId, accountId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Copies a portal account's profile (names, 屋号, 職種) to the account's worker rows of every company; the search key is
 * rewritten with each row's own department. The worker-portal profile is the source (worker-profile.repository).
 */
export async function copyProfileToLinkedWorkers(
  db: Queryable,
  accountId: number,
  profile: { fullName: string; fullNameKana: string; tradeName: string | null; occupation: (typeof workers.$inferInsert)['occupation'] },
) {
  const rows = await db.select({ id: workers.id, ownDepartment: workers.ownDepartment }).from(workers).where(eq(workers.accountId, accountId));
  for (const row of rows) {
    await db
      .update(workers)
      .set({
        fullName: profile.fullName,
        fullNameKana: profile.fullNameKana,
        searchText: searchKeyOf({ ...profile, ownDepartment: row.ownDepartment }),
        tradeName: profile.tradeName,
        occupation: profile.occupation,
        updatedAt: sql`now()`,
      })
      .where(eq(workers.id, row.id));
  }
}

export async function deleteWorker(db: Queryable, companyId: number, id: number) {
  await db.delete(workers).where(and(eq(workers.companyId, companyId), eq(workers.id, id)));
}

/**
 * Every worker of the company with one of these codes, locked for the import's transaction: id, code and the fields a
 * worker with a portal account manages (the import may not change them).
 */
export async function workersByCodes(db: Queryable, companyId: number, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({
      id: workers.id,
      code: workers.code,
      accountId: workers.accountId,
      fullName: workers.fullName,
      fullNameKana: workers.fullNameKana,
      tradeName: workers.tradeName,
      occupation: workers.occupation,
      email: workers.email,
    })
    .from(workers)
    .where(and(eq(workers.companyId, companyId), inArray(workers.code, codes)))
    .for('update');
}

/** Locks one worker row for the caller's transaction (a company-side update); false when there is none. */
export async function lockWorkerByCode(db: Queryable, companyId: number, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.companyId, companyId), eq(workers.code, code)))
    .for('update');
  return rows.length > 0;
}

/** Every worker of the company for workers.csv, in list order. */
export function exportWorkers(db: Queryable, companyId: number) {
  return db
    .select({
      id: workers.id,
      code: workers.code,
      fullName: workers.fullName,
      fullNameKana: workers.fullNameKana,
      tradeName: workers.tradeName,
      ownDepartment: workers.ownDepartment,
      businessField: workers.businessField,
      occupation: workers.occupation,
      email: workers.email,
    })
    .from(workers)
    .where(eq(workers.companyId, companyId))
    .orderBy(asc(workers.fullNameKana), asc(workers.id));
}

// ── invitations ─────────────────────────────────────────────────────────────

export async function insertInvites(
  db: Queryable,
  rows: Array<{ companyId: number; workerId: number; email: string; tokenHash: string; expiresAt: string; invitedBy: number }>,
) {
  if (rows.length === 0) return [];
  return db.insert(workerInvites).values(rows).returning({ id: workerInvites.id, workerId: workerInvites.workerId });
}

export async function findInvite(db: Queryable, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(workerInvites)
    .where(and(eq(workerInvites.companyId, companyId), eq(workerInvites.id, id)))
    .limit(1);
  return row;
}

/** Open invitations of the company to one of these addresses (their workers still exist). */
export async function pendingInvitesForEmails(db: Queryable, companyId: number, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: workerInvites.id, email: workerInvites.email })
    .from(workerInvites)
    .where(and(eq(workerInvites.companyId, companyId), eq(workerInvites.status, 'pending'), inArray(workerInvites.email, emails)));
}

export async function renewInvite(db: Queryable, companyId: number, id: number, tokenHash: string, expiresAt: string) {
  await db
    .update(workerInvites)
    .set({ tokenHash, expiresAt, sentCount: sql`${workerInvites.sentCount} + 1`, updatedAt: sql`now()` })
    .where(and(eq(workerInvites.companyId, companyId), eq(workerInvites.id, id)));
}

/** The invitation was accepted in the portal (found by its link token, so by id alone). */
export async function markInviteAccepted(db: Queryable, inviteId: number) {
  await db.update(workerInvites).set({ status: 'accepted', updatedAt: sql`now()` }).where(eq(workerInvites.id, inviteId));
}

export async function cancelInvite(db: Queryable, companyId: number, id: number) {
  await db
    .update(workerInvites)
    .set({ status: 'canceled', canceledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(workerInvites.companyId, companyId), eq(workerInvites.id, id)));
}

export async function companyName(db: Queryable, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

// ── display fields ──────────────────────────────────────────────────────────

/**
 * The worker-list columns the employee sees: their own rows (employee_id = theirs) when they have any, else the
 * company default (employee_id null). One query; `own` tells which.
 */
export async function listDisplayFields(db: Queryable, companyId: number, employeeId: number) {
  const rows = await db
    .select({ fieldKey: workerListDisplayFields.fieldKey, position: workerListDisplayFields.position, employeeId: workerListDisplayFields.employeeId })
    .from(workerListDisplayFields)
    .where(
      and(
        eq(workerListDisplayFields.companyId, companyId),
        or(isNull(workerListDisplayFields.employeeId), eq(workerListDisplayFields.employeeId, employeeId)),
      ),
    )
    .orderBy(asc(workerListDisplayFields.position));
  const own = rows.filter((r) => r.employeeId !== null);
  const chosen = own.length > 0 ? own : rows.filter((r) => r.employeeId === null);
  return { own: own.length > 0, rows: chosen.map((r) => ({ fieldKey: r.fieldKey, position: r.position })) };
}

/** Replaces one owner's columns: the employee's own (employeeId) or, with null, the company default. */
export async function replaceDisplayFields(db: Queryable, companyId: number, employeeId: number | null, keys: string[]) {
  await deleteDisplayFields(db, companyId, employeeId);
  if (keys.length > 0) {
    await db.insert(workerListDisplayFields).values(keys.map((fieldKey, position) => ({ companyId, employeeId, fieldKey, position })));
  }
}

export async function deleteDisplayFields(db: Queryable, companyId: number, employeeId: number | null) {
  await db
    .delete(workerListDisplayFields)
    .where(
      and(
        eq(workerListDisplayFields.companyId, companyId),
        employeeId === null ? isNull(workerListDisplayFields.employeeId) : eq(workerListDisplayFields.employeeId, employeeId),
      ),
    );
}

// ── personal information (owned by the worker account: worker-profile/worker-profile.repository.ts) ──

/** One row of the personal-data access log (append-only). */
export async function logPersonalDataAccess(
  db: Queryable,
  values: { companyId: number; employeeId: number; workerId: number; dataKinds: string; clientAddress: string },
) {
  await db.insert(personalDataAccessLogs).values(values);
}

/** The worker list's マイナンバー status (`disp_my_number_status_name`): written only by modules/compliance/my-numbers. */
export async function setMyNumberStatus(db: Queryable, companyId: number, id: number, status: (typeof workers.$inferInsert)['myNumberStatus'] & string) {
  await db.update(workers).set({ myNumberStatus: status, updatedAt: sql`now()` }).where(and(eq(workers.companyId, companyId), eq(workers.id, id)));
}

/** Many rows of the personal-data access log at once (a transfer file reads every worker's bank account). */
export async function logPersonalDataAccessMany(
  db: Queryable,
  rows: readonly { companyId: number; employeeId: number; workerId: number; dataKinds: string; clientAddress: string }[],
) {
  for (const slice of batches(rows, 5000)) await db.insert(personalDataAccessLogs).values(slice);
}
