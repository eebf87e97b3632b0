import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractListItemWire, WorkerContractResponse } from '@app/shared/contracts';
import { ja } from '@app/shared/messages/ja';
import { apiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

export type WorkerContractData = WorkerContractResponse['data'];
export type ContractListItem = Camelized<ContractListItemWire>;

/** GET /api/workers/{code}/contract[?contract_code=] → data.contract (null when none), data.detail. */
export const workerContractQueryOptions = (workerCode: string, contractCode: string | null) =>
  queryOptions({
    queryKey: ['contracts', 'worker', workerCode, contractCode ?? 'latest'],
    queryFn: ({ signal }) =>
      apiRequest<WorkerContractResponse>(`/workers/${encodeURIComponent(workerCode)}/contract`, {
        query: { contract_code: contractCode ?? undefined },
        signal,
      }).then((r) => r.data),
    meta: { errorPrefix: ja.loadFailed.contract },
  });

export function useWorkerContract(workerCode: string, contractCode: string | null) {
  return useQuery(workerContractQueryOptions(workerCode, contractCode));
}

/** GET /api/v2/employee/businessors/{code}/contracts (camelCased). */
export const workerContractsQueryOptions = (workerCode: string) =>
  queryOptions({
    queryKey: ['contracts', 'worker-list', workerCode],
    queryFn: ({ signal }) =>
      apiRequest<{ data: ContractListItem[]; meta: { totalCount: number } }>(
        `/v2/employee/businessors/${encodeURIComponent(workerCode)}/contracts`,
        { signal },
      ),
    meta: { errorPrefix: ja.loadFailed.contracts },
  });

export function useWorkerContracts(workerCode: string) {
  return useQuery(workerContractsQueryOptions(workerCode));
}
