import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatRatePercent, type AgentContractFormValues, type AgentContractWire, type AgentFormValues, type AgentWire } from '@app/shared/agents';
import { ja } from '@app/shared/messages/ja';
import { apiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

export type Agent = Camelized<AgentWire>;
export type AgentContract = Camelized<AgentContractWire>;
export type AgentListParams = { search: string; page: number; limit: number };

const enc = encodeURIComponent;

/** GET /api/v2/employee/agents (camelCased; page 1-based). */
export const agentsQueryOptions = (params: AgentListParams) =>
  queryOptions({
    queryKey: ['agents', 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<{ data: Agent[]; meta: { totalCount: number } }>('/v2/employee/agents', {
        query: { page: params.page, limit: params.limit, search: params.search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: ja.loadFailed.agents },
  });
export const useAgents = (params: AgentListParams) => useQuery(agentsQueryOptions(params));

export const agentQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['agents', 'detail', code],
    queryFn: ({ signal }) => apiRequest<{ data: Agent }>(`/v2/employee/agents/${enc(code)}`, { signal }).then((r) => r.data),
    meta: { errorPrefix: ja.agentForm.loadFailed },
  });
export const useAgent = (code: string) => useQuery(agentQueryOptions(code));

/** POST /api/v2/employee/agents or PUT …/{code} with body {agent}. */
export function useSaveAgent(code: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agent: AgentFormValues) =>
      apiRequest<{ data: Agent }>(code ? `/v2/employee/agents/${enc(code)}` : '/v2/employee/agents', {
        method: code ? 'PUT' : 'POST',
        body: { agent },
      }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agents'] }),
  });
}

export const agentContractsQueryOptions = (agentCode: string) =>
  queryOptions({
    queryKey: ['agents', 'contracts', agentCode],
    queryFn: ({ signal }) =>
      apiRequest<{ data: AgentContract[]; meta: { totalCount: number } }>(`/v2/employee/agents/${enc(agentCode)}/agent_contracts`, { signal }),
    meta: { errorPrefix: ja.agentContract.loadFailed },
  });
export const useAgentContracts = (agentCode: string) => useQuery(agentContractsQueryOptions(agentCode));

export const agentContractQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['agents', 'contract', code],
    queryFn: ({ signal }) => apiRequest<{ data: AgentContract }>(`/v2/employee/agent_contracts/${enc(code)}`, { signal }).then((r) => r.data),
    meta: { errorPrefix: ja.agentContract.loadFailed },
  });
export const useAgentContract = (code: string) => useQuery(agentContractQueryOptions(code));

/** POST …/agents/{agentCode}/agent_contracts (create) or PUT /agent_contracts/{code} (update), body {agent_contract}. */
export function useSaveAgentContract(target: { agentCode: string } | { code: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agentContract: AgentContractFormValues) =>
      apiRequest<{ data: AgentContract }>(
        'code' in target ? `/v2/employee/agent_contracts/${enc(target.code)}` : `/v2/employee/agents/${enc(target.agentCode)}/agent_contracts`,
        {
          method: 'code' in target ? 'PUT' : 'POST',
          // The parsed form holds basis points; the API reads the rate as the percent the user typed.
          body: { agent_contract: { ...agentContract, fee_rate: agentContract.fee_rate === null ? null : formatRatePercent(agentContract.fee_rate) } },
        },
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agents'] }),
  });
}

export type WorkerOption = { code: string; fullname: string };

/** Workers matching a name for the placed-workers picker (the worker list API, first 20). */
export async function searchWorkers(text: string, signal?: AbortSignal): Promise<WorkerOption[]> {
  const r = await apiRequest<{ data: WorkerOption[] }>('/user/workers/custom_display', { query: { search_name: text, per_page: 20, page: 1 }, signal });
  return r.data.map((w) => ({ code: w.code, fullname: w.fullname }));
}
export const useWorkerOptions = (text: string) =>
  useQuery({ queryKey: ['agents', 'worker-options', text], queryFn: ({ signal }) => searchWorkers(text, signal), placeholderData: keepPreviousData });
