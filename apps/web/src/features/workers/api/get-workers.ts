import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import type { WorkerListResponseWire } from '@app/shared/workers';
import { apiRequest } from '../../../lib/api-client';

export interface WorkerListParams {
  searchName: string;
  /** 1-based. */
  page: number;
  perPage: number;
}

/** GET /api/user/workers/custom_display?search_name=&page=&per_page= (v1: snake_case, not converted). */
export function getWorkers(params: WorkerListParams, signal?: AbortSignal): Promise<WorkerListResponseWire> {
  return apiRequest<WorkerListResponseWire>('/user/workers/custom_display', {
    query: { search_name: params.searchName, page: params.page, per_page: params.perPage },
    signal,
  });
}

export const workersQueryOptions = (params: WorkerListParams) =>
  queryOptions({
    queryKey: ['workers', 'custom_display', params],
    queryFn: ({ signal }) => getWorkers(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: ja.loadFailed.workers },
  });

export function useWorkers(params: WorkerListParams) {
  return useQuery(workersQueryOptions(params));
}
