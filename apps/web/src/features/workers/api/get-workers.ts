import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import type { WorkerListResponseWire } from '@app/shared/workers';
import { apiRequest } from '../../../lib/api-client';

export interface WorkerListParams {
  searchName: string;
  /** 1-based. */
  page: number;
  perPage: number;
  /** only registered workers who miss an entry the company requires (ワーカー必須項目) */
  missingRequired?: boolean;
  /** filter by one custom field (its code; value, or from/to for a number or date) */
  cfFilter?: { code: string; value: string; from: string; to: string };
  /** sort by a custom field (its code), values missing last */
  cfSort?: { code: string; order: 'asc' | 'desc' };
}

/**
 * GET /api/user/workers/custom_display?search_name=&page=&per_page=[&missing_required=1][&cf_filter_code=&cf_filter_value=
 * &cf_filter_from=&cf_filter_to=][&sort=custom:<code>&order=] (v1: snake_case, not converted).
 */
export function getWorkers(params: WorkerListParams, signal?: AbortSignal): Promise<WorkerListResponseWire> {
  return apiRequest<WorkerListResponseWire>('/user/workers/custom_display', {
    query: {
      search_name: params.searchName,
      page: params.page,
      per_page: params.perPage,
      missing_required: params.missingRequired ? 1 : undefined,
      cf_filter_code: params.cfFilter?.code || undefined,
      cf_filter_value: params.cfFilter?.value || undefined,
      cf_filter_from: params.cfFilter?.from || undefined,
      cf_filter_to: params.cfFilter?.to || undefined,
      sort: params.cfSort ? `custom:${params.cfSort.code}` : undefined,
      order: params.cfSort?.order,
    },
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

/** How many workers a picker offers for a typed text. */
const WORKER_OPTIONS_SIZE = 20;

/** The workers whose name matches a typed text, for a list's worker filter (EntityPicker): code and name. */
export const workerOptionsQuery = (text: string) =>
  queryOptions({
    queryKey: ['workers', 'options', text],
    queryFn: async ({ signal }) => {
      const answer = await getWorkers({ searchName: text, page: 1, perPage: WORKER_OPTIONS_SIZE }, signal);
      return answer.data.map((w) => ({ id: w.code, label: w.full_name }));
    },
    meta: { errorPrefix: ja.loadFailed.workers },
  });
