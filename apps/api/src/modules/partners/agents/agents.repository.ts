import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { likePattern } from '../../../db/sql-helpers';
import { agentContracts, agentContractWorkers, agents } from '../../../db/schema/agents';
import { workers } from '../../../db/schema/workers';
import { newCode } from '../../../lib/codes';

export type AgentRow = typeof agents.$inferSelect;
export type AgentWrite = Omit<typeof agents.$inferInsert, 'id' | 'companyId' | 'code' | 'createdAt' | 'updatedAt'>;
export type AgentContractRow = typeof agentContracts.$inferSelect;
export type AgentContractWrite = Omit<typeof agentContracts.$inferInsert, 'id' | 'companyId' | 'agentId' | 'code' | 'createdAt' | 'updatedAt'>;

// Qualified by hand: drizzle leaves columns unqualified in a one-table select, which would bind inside the subquery.
const contractCount = sql<number>`(select count(*) from "agent_contracts" ac where ac."agent_id" = "agents"."id")`.mapWith(Number);

function listCondition(companyId: number, search: string) {
  if (!search) return eq(agents.companyId, companyId);
  const pattern = likePattern(search);
  return and(eq(agents.companyId, companyId), sql`(${agents.name} ilike ${pattern} or ${agents.nameKana} ilike ${pattern})`);
}

/** One page of agents by furigana, with each row's contract count (one query). */
export function listAgents(db: Queryable, companyId: number, search: string, limit: number, offset: number) {
  return db
    .select({ agent: agents, contractCount })
    .from(agents)
    .where(listCondition(companyId, search))
    .orderBy(asc(agents.nameKana), asc(agents.id))
    .limit(limit)
    .offset(offset);
}

export async function countAgents(db: Queryable, companyId: number, search: string) {
  const [row] = await db.select({ n: count() }).from(agents).where(listCondition(companyId, search));
  return row?.n ?? 0;
}

export function findAgent(db: Queryable, companyId: number, code: string) {
  return db
    .select({ agent: agents, contractCount })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), eq(agents.code, code)))
    .then((rows) => rows[0]);
}

export async function insertAgent(db: Queryable, companyId: number, values: AgentWrite) {
  const [row] = await db.insert(agents).values({ ...values, companyId, code: newCode() }).returning({ id: agents.id, code: agents.code });
  return row!;
}

export async function updateAgent(db: Queryable, companyId: number, id: number, values: AgentWrite) {
  await db.update(agents).set({ ...values, updatedAt: sql`now()` }).where(and(eq(agents.companyId, companyId), eq(agents.id, id)));
}

const contractColumns = { contract: agentContracts, agentCode: agents.code, agentName: agents.name };

export function listAgentContracts(db: Queryable, companyId: number, agentId: number) {
  return db
    .select(contractColumns)
    .from(agentContracts)
    .innerJoin(agents, eq(agents.id, agentContracts.agentId))
    .where(and(eq(agentContracts.companyId, companyId), eq(agentContracts.agentId, agentId)))
    .orderBy(desc(agentContracts.startDate), desc(agentContracts.id));
}

export function findAgentContract(db: Queryable, companyId: number, where: { code?: string; id?: number }) {
  return db
    .select(contractColumns)
    .from(agentContracts)
    .innerJoin(agents, eq(agents.id, agentContracts.agentId))
    .where(
      and(
        eq(agentContracts.companyId, companyId),
        where.code !== undefined ? eq(agentContracts.code, where.code) : undefined,
        where.id !== undefined ? eq(agentContracts.id, where.id) : undefined,
      ),
    )
    .then((rows) => rows[0]);
}

/** The placed workers of several agent contracts in one query. */
export async function workersByContract(db: Queryable, contractIds: readonly number[]) {
  const map = new Map<number, { code: string; fullName: string; tradeName: string | null }[]>();
  if (contractIds.length === 0) return map;
  const rows = await db
    .select({ contractId: agentContractWorkers.agentContractId, code: workers.code, fullName: workers.fullName, tradeName: workers.tradeName })
    .from(agentContractWorkers)
    .innerJoin(workers, eq(workers.id, agentContractWorkers.workerId))
    .where(inArray(agentContractWorkers.agentContractId, [...contractIds]))
    .orderBy(asc(workers.fullNameKana), asc(workers.id));
  for (const { contractId, ...w } of rows) map.set(contractId, [...(map.get(contractId) ?? []), w]);
  return map;
}

export async function insertAgentContract(db: Queryable, companyId: number, agentId: number, values: AgentContractWrite) {
  const [row] = await db
    .insert(agentContracts)
    .values({ ...values, companyId, agentId, code: newCode() })
    .returning({ id: agentContracts.id, code: agentContracts.code });
  return row!;
}

export async function updateAgentContract(db: Queryable, companyId: number, id: number, values: AgentContractWrite) {
  await db
    .update(agentContracts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(agentContracts.companyId, companyId), eq(agentContracts.id, id)));
}

export async function replaceContractWorkers(db: Queryable, contractId: number, workerIds: readonly number[]) {
  await db.delete(agentContractWorkers).where(eq(agentContractWorkers.agentContractId, contractId));
  if (workerIds.length > 0) {
    await db.insert(agentContractWorkers).values([...new Set(workerIds)].map((workerId) => ({ agentContractId: contractId, workerId })));
  }
}
