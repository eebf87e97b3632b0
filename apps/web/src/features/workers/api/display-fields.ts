import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WorkerDisplayFieldKey,
  WorkerDisplayFieldsResponseWire,
  WorkerSelectableFieldsResponseWire,
} from '@app/shared/worker-display-fields';
import { apiRequest } from '../../../lib/api-client';

const base = '/user/worker_list_custom_display_fields';

export const displayFieldsQueryOptions = () =>
  queryOptions({
    queryKey: ['workers', 'display-fields'],
    queryFn: async ({ signal }) => (await apiRequest<WorkerDisplayFieldsResponseWire>(base, { signal })).data,
    staleTime: 60_000,
  });

export const selectableFieldsQueryOptions = () =>
  queryOptions({
    queryKey: ['workers', 'selectable-fields'],
    queryFn: async ({ signal }) => (await apiRequest<WorkerSelectableFieldsResponseWire>(`${base}/selectable_fields`, { signal })).data,
    staleTime: Infinity,
  });

export function useDisplayFields() {
  return useQuery(displayFieldsQueryOptions());
}

export function useSelectableFields(enabled: boolean) {
  return useQuery({ ...selectableFieldsQueryOptions(), enabled });
}

/** POST …/bulk_create: the whole chosen list in order; the answer's data replaces the cached list. */
export function useSaveDisplayFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (keys: WorkerDisplayFieldKey[]) =>
      (
        await apiRequest<WorkerDisplayFieldsResponseWire>(`${base}/bulk_create`, {
          method: 'POST',
          body: { worker_list_custom_display_fields: keys.map((field_key) => ({ field_key })) },
        })
      ).data,
    onSuccess: (data) => queryClient.setQueryData(displayFieldsQueryOptions().queryKey, data),
  });
}
