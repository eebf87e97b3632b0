import { queryOptions, useQuery } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import type { WorkerPersonalResponseWire } from '@app/shared/worker-personal';
import type { WorkerDetailResponseWire, WorkerDetailWire } from '@app/shared/workers';
import { apiRequest } from '../../../lib/api-client';

export const workerQueryKey = (code: string) => ['workers', 'detail', code] as const;

/** GET /api/workers/{code} → data.worker (v1: snake_case). */
export async function getWorker(code: string, signal?: AbortSignal): Promise<WorkerDetailWire> {
  const response = await apiRequest<WorkerDetailResponseWire>(`/workers/${encodeURIComponent(code)}`, { signal });
  return response.data.worker;
}

/** The worker of /worker/{code}/*: the detail header and every tab (contract tab included) share this query. */
export const workerQueryOptions = (code: string) =>
  queryOptions({
    queryKey: workerQueryKey(code),
    queryFn: ({ signal }) => getWorker(code, signal),
    meta: { errorPrefix: ja.loadFailed.worker },
  });

export function useWorker(code: string) {
  return useQuery(workerQueryOptions(code));
}

/** GET /api/workers/{code}/personal → data.personal, data.detail. */
export const workerPersonalQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['workers', 'personal', code],
    queryFn: async ({ signal }) =>
      (await apiRequest<WorkerPersonalResponseWire>(`/workers/${encodeURIComponent(code)}/personal`, { signal })).data,
    meta: { errorPrefix: ja.loadFailed.personal },
  });

export function useWorkerPersonal(code: string) {
  return useQuery(workerPersonalQueryOptions(code));
}
