import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { prepared, type Db, type Queryable } from '../../../db/client';
import { likePattern } from '../../../db/sql-helpers';
import { contractProjects, contracts } from '../../../db/schema/contracts';
import { workers } from '../../../db/schema/workers';
import { newCode } from '../../../lib/codes';

export type ContractRow = typeof contracts.$inferSelect;
export type ContractWrite = Partial<Omit<typeof contracts.$inferInsert, 'id' | 'companyId' | 'workerId' | 'code' | 'searchText'>>;

const withWorker = {
  contract: contracts,
  workerCode: workers.code,
  workerFullName: workers.fullName,
  workerTradeName: workers.tradeName,
};
export type ContractWithWorker = { contract: ContractRow; workerCode: string; workerFullName: string; workerTradeName: string | null };

/** A contract of the company by its code (optionally of one worker), with its worker. */
export function findContract(db: Queryable, companyId: number, where: { code?: string; id?: number; workerId?: number }) {
  return db
    .select(withWorker)
    .from(contracts)
    .innerJoin(workers, eq(workers.id, contracts.workerId))
    .where(
      and(
        eq(contracts.companyId, companyId),
        where.code !== undefined ? eq(contracts.code, where.code) : undefined,
        where.id !== undefined ? eq(contracts.id, where.id) : undefined,
        where.workerId !== undefined ? eq(contracts.workerId, where.workerId) : undefined,
      ),
    )
    .then((rows): ContractWithWorker | undefined => rows[0]);
}

/** The worker's current contract: the one that started last. */
export function findLatestContract(db: Queryable, companyId: number, workerId: number) {
  return db
    .select(withWorker)
    .from(contracts)
    .innerJoin(workers, eq(workers.id, contracts.workerId))
    .where(and(eq(contracts.companyId, companyId), eq(contracts.workerId, workerId)))
    .orderBy(desc(contracts.startDate), desc(contracts.id))
    .limit(1)
    .then((rows): ContractWithWorker | undefined => rows[0]);
}

/** project_id_list of several contracts in one query. */
export async function projectIdsByContract(db: Queryable, contractIds: readonly number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (contractIds.length === 0) return map;
  const rows = await db
    .select({ contractId: contractProjects.contractId, projectId: contractProjects.projectId })
    .from(contractProjects)
    .where(inArray(contractProjects.contractId, [...contractIds]))
    .orderBy(asc(contractProjects.projectId));
  for (const r of rows) map.set(r.contractId, [...(map.get(r.contractId) ?? []), r.projectId]);
  return map;
}

export async function replaceContractProjects(db: Queryable, contractId: number, projectIds: readonly number[]) {
  await db.delete(contractProjects).where(eq(contractProjects.contractId, contractId));
  if (projectIds.length > 0) {
    await db.insert(contractProjects).values([...new Set(projectIds)].map((projectId) => ({ contractId, projectId })));
  }
}

export async function insertContract(
  db: Queryable,
  values: ContractWrite & { companyId: number; workerId: number; title: string; startDate: string },
) {
  const [row] = await db.insert(contracts).values({ ...values, code: newCode() }).returning();
  return row!;
}

export async function insertContracts(
  db: Queryable,
  rows: readonly (ContractWrite & { companyId: number; workerId: number; title: string; startDate: string })[],
) {
  if (rows.length === 0) return;
  await db.insert(contracts).values(rows.map((r) => ({ ...r, code: newCode() })));
}

/** Every contract of the company with what an order's terms come from, in id order (the bench's orders). */
export function listContractTerms(db: Queryable, companyId: number) {
  return db
    .select({ id: contracts.id, workerId: contracts.workerId, startDate: contracts.startDate, usance: contracts.usance, withholdingType: contracts.withholdingType })
    .from(contracts)
    .where(eq(contracts.companyId, companyId))
    .orderBy(asc(contracts.id));
}

export async function updateContract(db: Queryable, companyId: number, id: number, values: ContractWrite) {
  await db
    .update(contracts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
}

const listColumns = {
  id: contracts.id,
  code: contracts.code,
  title: contracts.title,
  contractType: contracts.contractType,
  startDate: contracts.startDate,
  endDate: contracts.endDate,
  unitPriceType: contracts.unitPriceType,
  unitPrice: contracts.unitPrice,
  workerCode: workers.code,
  workerFullName: workers.fullName,
  workerTradeName: workers.tradeName,
};

/**
 * One page of the contract list, newest start first, with the worker, and the total — ONE prepared statement (one
 * round trip). The page's ids are chosen first by a lean subquery (index contracts_company_start_idx read backwards, so
 * a deep OFFSET skips index entries only); only those rows are joined with their worker — never the skipped ones (the
 * last page of 50,000 went from ~150 ms to a few ms). The total comes on every row, and alone on a null row when the
 * page is past the end. The search: the folded contract title, or the worker's folded names (workers.search_text);
 * both sides use their trigram index, the worker side as a semi-join on the matching worker ids.
 * Each row carries its progress rank (`progress_rank`, the least advanced group of its approved orders, null without
 * one), stored on the contract and kept by PostgreSQL triggers (migration 0025; see the column); `progressRank` keeps
 * only the contracts at that rank (index contracts_company_progress_idx).
 */
export async function listContractsPage(
  db: Db,
  companyId: number,
  folded: string,
  limit: number,
  offset: number,
  progressRank?: number,
): Promise<{ rows: (ContractListRow & { progressRank: number | null })[]; total: number }> {
  const values: unknown[] = [companyId, limit, offset];
  let where = 'c.company_id = $1';
  if (folded) {
    values.push(likePattern(folded));
    const p = `$${values.length}`;
    where += ` and (c.search_text like ${p} or c.worker_id in (select w.id from workers w where w.company_id = $1 and w.search_text like ${p}))`;
  }
  if (progressRank !== undefined) {
    values.push(progressRank);
    where += ` and c.progress_rank = $${values.length}`;
  }
  const found = await prepared<ContractListRow & { total: number; progressRank: number | null }>(
    db,
    `contracts_list${folded ? '_search' : ''}${progressRank !== undefined ? '_progress' : ''}`,
    `with page as (
         select c.id from contracts c where ${where}
          order by c.start_date desc, c.id desc limit $2 offset $3
       )
     select t.total, r.*
       from (select count(*)::int as total from contracts c where ${where}) t
       left join lateral (
         select c.id, c.code, c.title, c.contract_type as "contractType", c.start_date as "startDate", c.end_date as "endDate",
                c.unit_price_type as "unitPriceType", c.unit_price as "unitPrice",
                w.code as "workerCode", w.full_name as "workerFullName", w.trade_name as "workerTradeName",
                c.progress_rank as "progressRank"
           from page p join contracts c on c.id = p.id join workers w on w.id = c.worker_id
       ) r on true
      order by r."startDate" desc, r.id desc`,
    values,
  );
  const total = found[0]?.total ?? 0;
  return { rows: found.filter((r) => r.id !== null).map(({ total: _total, ...row }) => row), total };
}

export type ContractListRow = Awaited<ReturnType<typeof listWorkerContracts>>[number];

/** Every contract of one worker, newest start first. */
export function listWorkerContracts(db: Queryable, companyId: number, workerId: number) {
  return db
    .select(listColumns)
    .from(contracts)
    .innerJoin(workers, eq(workers.id, contracts.workerId))
    .where(and(eq(contracts.companyId, companyId), eq(contracts.workerId, workerId)))
    .orderBy(desc(contracts.startDate), desc(contracts.id));
}

/** Every contract of the company for the CSV export, in the list's order. */
export function exportContracts(db: Queryable, companyId: number) {
  return db
    .select(withWorker)
    .from(contracts)
    .innerJoin(workers, eq(workers.id, contracts.workerId))
    .where(eq(contracts.companyId, companyId))
    .orderBy(desc(contracts.startDate), desc(contracts.id));
}

export function findContractsByCodes(db: Queryable, companyId: number, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({ id: contracts.id, code: contracts.code, workerId: contracts.workerId, timeSettlement: contracts.timeSettlement, timeRounding: contracts.timeRounding })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), inArray(contracts.code, [...codes])));
}
