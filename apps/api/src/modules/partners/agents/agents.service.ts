import {
  agentEntityTypeLabels,
  agentFeeTypeLabels,
  type AgentContractFormValues,
  type AgentContractWire,
  type AgentFormValues,
  type AgentListResponseWire,
  type AgentWire,
} from '@app/shared/agents';
import { type Usance, usanceLabels } from '@app/shared/usance';
import { ja } from '@app/shared/messages/ja';
import { workerDisplayName } from '@app/shared/workers';
import type { Db, Queryable } from '../../../db/client';
import { invalid, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import { findByCodes as findWorkersByCodes } from '../workers/workers.repository';
import * as repo from './agents.repository';

function agentWire(row: { agent: repo.AgentRow; contractCount: number }): AgentWire {
  const a = row.agent;
  const entityType = a.entityType as AgentWire['entity_type'];
  return {
    id: a.id,
    code: a.code,
    name: a.name,
    name_kana: a.nameKana,
    entity_type: entityType,
    entity_type_name: agentEntityTypeLabels[entityType] ?? a.entityType,
    contact_person: a.contactPerson,
    email: a.email,
    phone: a.phone,
    postal_code: a.postalCode,
    address: a.address,
    invoice_registration_number: a.invoiceRegistrationNumber,
    memo: a.memo,
    contract_count: row.contractCount,
    created_at: a.createdAt,
    updated_at: a.updatedAt,
  };
}

function agentColumns(v: AgentFormValues): repo.AgentWrite {
  return {
    name: v.name,
    nameKana: v.name_kana,
    entityType: v.entity_type,
    contactPerson: v.contact_person,
    email: v.email,
    phone: v.phone,
    postalCode: v.postal_code,
    address: v.address,
    invoiceRegistrationNumber: v.invoice_registration_number,
    memo: v.memo,
  };
}

async function requireAgent(db: Queryable, auth: AuthContext, code: string) {
  const row = await repo.findAgent(db, auth.companyId, code);
  if (!row) throw notFound(ja.agentForm.notFound);
  return row;
}

export async function listAgents(
  db: Db,
  auth: AuthContext,
  query: { page: number; limit: number; search: string },
): Promise<AgentListResponseWire> {
  const [rows, total] = await Promise.all([
    repo.listAgents(db, auth.companyId, query.search, query.limit, (query.page - 1) * query.limit),
    repo.countAgents(db, auth.companyId, query.search),
  ]);
  return { data: rows.map(agentWire), meta: { total_count: total, page: query.page, limit: query.limit } };
}

export async function getAgent(db: Db, auth: AuthContext, code: string) {
  return agentWire(await requireAgent(db, auth, code));
}

export async function createAgent(db: Db, auth: AuthContext, values: AgentFormValues) {
  const { code } = await repo.insertAgent(db, auth.companyId, agentColumns(values));
  return getAgent(db, auth, code);
}

export async function updateAgent(db: Db, auth: AuthContext, code: string, values: AgentFormValues) {
  const row = await requireAgent(db, auth, code);
  await repo.updateAgent(db, auth.companyId, row.agent.id, agentColumns(values));
  return getAgent(db, auth, code);
}

type ContractJoin = { contract: repo.AgentContractRow; agentCode: string; agentName: string };

function contractWire(row: ContractJoin, placed: { code: string; fullName: string; tradeName: string | null }[]): AgentContractWire {
  const c = row.contract;
  const feeType = c.feeType as AgentContractWire['fee_type'];
  const usance = c.usance as Usance;
  return {
    id: c.id,
    code: c.code,
    agent_code: row.agentCode,
    agent_name: row.agentName,
    title: c.title,
    start_date: c.startDate,
    end_date: c.endDate,
    fee_type: feeType,
    fee_type_name: agentFeeTypeLabels[feeType] ?? c.feeType,
    fee_rate_bp: c.feeRateBp,
    fixed_fee: c.fixedFee,
    usance,
    usance_name: usanceLabels[usance] ?? c.usance,
    memo: c.memo,
    workers: placed.map((w) => ({ code: w.code, fullname: workerDisplayName(w.fullName, w.tradeName) })),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  };
}

async function contractColumns(db: Queryable, auth: AuthContext, v: AgentContractFormValues) {
  const codes = [...new Set(v.worker_code_list)];
  const found = await findWorkersByCodes(db, auth.companyId, codes);
  if (found.length !== codes.length) throw invalid({ worker_code_list: [ja.agentContract.workerNotFound] });
  const values: repo.AgentContractWrite = {
    title: v.title,
    startDate: v.start_date,
    endDate: v.end_date,
    feeType: v.fee_type,
    // Only the fee of the chosen type is kept.
    feeRateBp: v.fee_type === 'rate' ? v.fee_rate : null,
    fixedFee: v.fee_type === 'fixed' ? v.fixed_fee : null,
    usance: v.usance,
    memo: v.memo,
  };
  return { values, workerIds: found.map((w) => w.id) };
}

export async function listAgentContracts(db: Db, auth: AuthContext, agentCode: string) {
  const agent = await requireAgent(db, auth, agentCode);
  const rows = await repo.listAgentContracts(db, auth.companyId, agent.agent.id);
  const placed = await repo.workersByContract(db, rows.map((r) => r.contract.id));
  return { data: rows.map((r) => contractWire(r, placed.get(r.contract.id) ?? [])), meta: { total_count: rows.length } };
}

async function loadContract(db: Queryable, auth: AuthContext, where: { code?: string; id?: number }) {
  const row = await repo.findAgentContract(db, auth.companyId, where);
  if (!row) throw notFound(ja.agentContract.notFound);
  const placed = await repo.workersByContract(db, [row.contract.id]);
  return contractWire(row, placed.get(row.contract.id) ?? []);
}

export function getAgentContract(db: Db, auth: AuthContext, code: string) {
  return loadContract(db, auth, { code });
}

export async function createAgentContract(db: Db, auth: AuthContext, agentCode: string, v: AgentContractFormValues) {
  const agent = await requireAgent(db, auth, agentCode);
  const { values, workerIds } = await contractColumns(db, auth, v);
  return db.transaction(async (tx) => {
    const row = await repo.insertAgentContract(tx, auth.companyId, agent.agent.id, values);
    await repo.replaceContractWorkers(tx, row.id, workerIds);
    return loadContract(tx, auth, { id: row.id });
  });
}

export async function updateAgentContract(db: Db, auth: AuthContext, code: string, v: AgentContractFormValues) {
  const existing = await repo.findAgentContract(db, auth.companyId, { code });
  if (!existing) throw notFound(ja.agentContract.notFound);
  const { values, workerIds } = await contractColumns(db, auth, v);
  return db.transaction(async (tx) => {
    await repo.updateAgentContract(tx, auth.companyId, existing.contract.id, values);
    await repo.replaceContractWorkers(tx, existing.contract.id, workerIds);
    return loadContract(tx, auth, { id: existing.contract.id });
  });
}
