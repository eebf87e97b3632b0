import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WorkerColumnKey,
  WorkerDisplayFieldsResponseWire,
  WorkerSelectableFieldsResponseWire,
} from '@app/shared/worker-display-fields';
import { apiRequest } from '../../../lib/api-client';

const base = '/user/worker_list_custom_display_fields';

/** The signed-in employee's columns and whose they are ('own', or the company default). */
export type DisplayFields = { fields: WorkerDisplayFieldsResponseWire['data']; own: boolean };
const toDisplayFields = (wire: WorkerDisplayFieldsResponseWire): DisplayFields => ({ fields: wire.data, own: wire.meta?.source === 'own' });

export const displayFieldsQueryOptions = () =>
  queryOptions({
    queryKey: ['workers', 'display-fields'],
    queryFn: async ({ signal }) => toDisplayFields(await apiRequest<WorkerDisplayFieldsResponseWire>(base, { signal })),
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

/**
 * POST …/bulk_create: the whole chosen list in order, as the employee's own columns (or, for an administrator with
 * companyDefault, the company default); the answer replaces the cached list.
 */
export function useSaveDisplayFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ keys, companyDefault = false }: { keys: WorkerColumnKey[]; companyDefault?: boolean }) =>
      toDisplayFields(
        await apiRequest<WorkerDisplayFieldsResponseWire>(`${base}/bulk_create`, {
          method: 'POST',
          body: { worker_list_custom_display_fields: keys.map((field_key) => ({ field_key })), ...(companyDefault ? { company_default: true } : {}) },
        }),
      ),
    onSuccess: (data) => queryClient.setQueryData(displayFieldsQueryOptions().queryKey, data),
  });
}

/** DELETE: back to the company default (the answer is the default, cached as the list). */
export function useResetDisplayFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => toDisplayFields(await apiRequest<WorkerDisplayFieldsResponseWire>(base, { method: 'DELETE' })),
    onSuccess: (data) => queryClient.setQueryData(displayFieldsQueryOptions().queryKey, data),
  });
}
