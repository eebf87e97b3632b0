import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCustomFieldBody, CustomFieldValue, CustomFieldWire, UpdateCustomFieldBody, WorkerCustomFieldWire } from '@app/shared/custom-fields';
import { ja } from '@app/shared/messages/ja';
import { apiRequest, workerApiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';
import { refreshQueries } from '../../../lib/refresh-queries';

export type CustomField = Camelized<CustomFieldWire>;
export type WorkerCustomField = Camelized<WorkerCustomFieldWire>;

export const customFieldKeys = {
  all: ['custom-fields'] as const,
  list: () => ['custom-fields', 'list'] as const,
  worker: (code: string) => ['custom-fields', 'worker', code] as const,
};

/** GET /api/v2/employee/custom_fields: the fields the signed-in role sees, in order, each with its value count. */
export const customFieldsQueryOptions = () =>
  queryOptions({
    queryKey: customFieldKeys.list(),
    queryFn: ({ signal }) => apiRequest<{ data: CustomField[] }>('/v2/employee/custom_fields', { signal }),
    meta: { errorPrefix: ja.customFields.loadFailed },
  });

export function useCustomFields() {
  return useQuery(customFieldsQueryOptions());
}

const fieldPath = (code: string) => `/v2/employee/custom_fields/${encodeURIComponent(code)}`;

/** POST, PUT, reorder and DELETE (confirmed) of /api/v2/employee/custom_fields. */
export const customFieldWrites = {
  create: (body: CreateCustomFieldBody) => apiRequest<{ data: CustomField }>('/v2/employee/custom_fields', { method: 'POST', body }),
  update: ({ code, ...body }: UpdateCustomFieldBody & { code: string }) => apiRequest<{ data: CustomField }>(fieldPath(code), { method: 'PUT', body }),
  reorder: (codes: string[]) => apiRequest<{ data: CustomField[] }>('/v2/employee/custom_fields/order', { method: 'PUT', body: { codes } }),
  remove: (code: string) => apiRequest<unknown>(fieldPath(code), { method: 'DELETE', query: { confirm: 'true' } }),
};

/** A write, then every custom-field query (the list and workers' values) is refreshed. */
export function useCustomFieldWrite<V, R>(fn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => refreshQueries(queryClient, customFieldKeys.all) });
}

/** GET /api/v2/employee/businessors/{code}/custom_fields */
export function useWorkerCustomFields(workerCode: string) {
  return useQuery({
    queryKey: customFieldKeys.worker(workerCode),
    queryFn: ({ signal }) =>
      apiRequest<{ data: WorkerCustomField[] }>(`/v2/employee/businessors/${encodeURIComponent(workerCode)}/custom_fields`, { signal }),
    meta: { errorPrefix: ja.customFields.loadFailed },
  });
}

/** PUT /api/v2/employee/businessors/{code}/custom_fields/{fieldCode}: null removes the value. */
export function useSaveWorkerCustomField(workerCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fieldCode, value }: { fieldCode: string; value: CustomFieldValue }) =>
      apiRequest<{ data: WorkerCustomField }>(`/v2/employee/businessors/${encodeURIComponent(workerCode)}/custom_fields/${encodeURIComponent(fieldCode)}`, {
        method: 'PUT',
        body: { value },
      }),
    onSuccess: () => refreshQueries(queryClient, customFieldKeys.all),
  });
}

/** One linked company's ask_in_portal fields with the signed-in worker's values (GET /api/v2/worker/custom_fields). */
export type PortalCustomFieldCompany = { companyId: number; companyName: string; fields: WorkerCustomField[] };

export const portalCustomFieldsKey = ['portal', 'custom_fields'] as const;

/** GET /api/v2/worker/custom_fields: the 「会社からの追加項目」 of the profile page and the portal banner; always fresh. */
export function usePortalCustomFields() {
  return useQuery({
    queryKey: portalCustomFieldsKey,
    queryFn: ({ signal }) => workerApiRequest<{ data: PortalCustomFieldCompany[] }>('/v2/worker/custom_fields', { signal }).then((r) => r.data),
    staleTime: 0,
  });
}

/** PUT /api/v2/worker/custom_fields/{fieldCode}: null removes the value; the list (and the banner) refresh. */
export function useSavePortalCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fieldCode, value }: { fieldCode: string; value: CustomFieldValue }) =>
      workerApiRequest<{ data: WorkerCustomField }>(`/v2/worker/custom_fields/${encodeURIComponent(fieldCode)}`, { method: 'PUT', body: { value } }),
    onSuccess: () => refreshQueries(queryClient, portalCustomFieldsKey),
  });
}
