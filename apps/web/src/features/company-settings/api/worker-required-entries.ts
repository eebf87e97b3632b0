import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import type { WorkerRequiredEntries, WorkerRequiredEntryKey } from '@app/shared/worker-required-entries';
import { apiRequest } from '../../../lib/api-client';

const key = ['companies', 'worker_required_entries'] as const;
const path = '/v2/employee/worker_required_entries';

/** GET /api/v2/employee/worker_required_entries → data (camelCased: requiredEntries). */
export const workerRequiredEntriesQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => (await apiRequest<{ data: WorkerRequiredEntries }>(path, { signal })).data,
    meta: { errorPrefix: ja.requiredEntries.loadFailed },
  });

export function useWorkerRequiredEntries() {
  return useQuery(workerRequiredEntriesQueryOptions());
}

/** PUT {required_entries}: the whole list. The worker list marks rows by it: its queries are refreshed. */
export function useUpdateWorkerRequiredEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entries: WorkerRequiredEntryKey[]) =>
      (await apiRequest<{ data: WorkerRequiredEntries }>(path, { method: 'PUT', body: { required_entries: entries } })).data,
    onSuccess: async (data) => {
      queryClient.setQueryData(key, data);
      // ['workers'] is the workers feature's key (features do not import each other).
      await queryClient.invalidateQueries({ queryKey: ['workers'] });
    },
  });
}
