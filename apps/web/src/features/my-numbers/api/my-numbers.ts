import { queryOptions, useQuery } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import type { z } from 'zod';
import type {
  myNumberBusinessorsResponseSchema,
  myNumberListResponseSchema,
  operationLogResponseV2Schema,
  RequestFlags,
  tokenMyNumberResponseSchema,
  UploadUrlResponse,
  WorkerMyNumber,
} from '@app/shared/my-numbers';
import { apiDownload, apiRequest, saveBlob } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

export const myNumberKeys = {
  all: ['my-numbers'] as const,
  list: (page: number) => ['my-numbers', 'list', page] as const,
  worker: (code: string) => ['my-numbers', 'worker', code] as const,
  businessors: () => ['my-numbers', 'businessors'] as const,
  logs: (page: number, worker?: string) => ['my-numbers', 'logs', page, worker ?? ''] as const,
  token: (token: string) => ['my-numbers', 'token', token] as const,
};

// ── the worker's side (no session: the token is the authorisation) ──
export type TokenMyNumber = z.infer<typeof tokenMyNumberResponseSchema>['data']['my_number'];

export const tokenMyNumberQueryOptions = (token: string) =>
  queryOptions({
    queryKey: myNumberKeys.token(token),
    queryFn: async ({ signal }) =>
      (await apiRequest<z.infer<typeof tokenMyNumberResponseSchema>>(`/my_numbers/${encodeURIComponent(token)}`, { signal, skipAuthRedirect: true })).data.my_number,
    retry: false,
  });

export async function getUploadUrls(token: string, names: { confirmation?: string; identification?: string }) {
  return (
    await apiRequest<UploadUrlResponse>('/my_numbers/upload_url', {
      query: { token, my_number_file_name: names.confirmation, identification_file_name: names.identification },
      skipAuthRedirect: true,
    })
  ).data;
}

/** The pre-signed POST (one helper for every upload: lib/presigned-upload.ts). */
export { uploadToPresigned } from '../../../lib/presigned-upload';

export async function submitMyNumber(token: string, body: { my_number: string; number_confirmation_file_name?: string; identification_file_name?: string }) {
  await apiRequest(`/my_numbers/${encodeURIComponent(token)}`, { method: 'PUT', body: { my_number: body }, skipAuthRedirect: true });
}

// ── the company's side ──
export type MyNumberListWire = Camelized<z.infer<typeof myNumberListResponseSchema>>;
export type MyNumberItem = MyNumberListWire['data'][number];

export const myNumberListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: myNumberKeys.list(page),
    queryFn: ({ signal }) => apiRequest<MyNumberListWire>('/v2/employee/my_numbers', { query: { page, limit: 20 }, signal }),
    meta: { errorPrefix: ja.loadFailed.myNumber },
  });

export const myNumberBusinessorsQueryOptions = () =>
  queryOptions({
    queryKey: myNumberKeys.businessors(),
    queryFn: async ({ signal }) =>
      (await apiRequest<Camelized<z.infer<typeof myNumberBusinessorsResponseSchema>>>('/v2/employee/my_numbers/businessors', { signal })).data,
  });

export const workerMyNumberQueryOptions = (code: string) =>
  queryOptions({
    queryKey: myNumberKeys.worker(code),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: { my_number: WorkerMyNumber } }>(`/businessors/${encodeURIComponent(code)}/my_number`, { signal })).data.my_number,
    meta: { errorPrefix: ja.loadFailed.myNumber },
  });

export function useWorkerMyNumber(code: string) {
  return useQuery(workerMyNumberQueryOptions(code));
}

export async function getImageUrls(code: string) {
  return (await apiRequest<{ data: { my_number: WorkerMyNumber } }>(`/businessors/${encodeURIComponent(code)}/my_number/images`)).data.my_number;
}

export const requestMyNumber = (workerCode: string, flags: Partial<RequestFlags>) =>
  apiRequest(`/businessors/${encodeURIComponent(workerCode)}/my_number`, { method: 'POST', body: { my_number: flags } });
export const withdrawMyNumber = (workerCode: string) => apiRequest(`/businessors/${encodeURIComponent(workerCode)}/my_number`, { method: 'DELETE' });
export const remindMyNumber = (code: string) => apiRequest(`/v2/employee/my_numbers/${encodeURIComponent(code)}/reminds`, { method: 'POST' });
export const reRequestMyNumber = (code: string) => apiRequest(`/v2/employee/my_numbers/${encodeURIComponent(code)}/re_requests`, { method: 'POST' });
export const deleteMyNumber = (code: string) => apiRequest(`/v2/employee/my_numbers/${encodeURIComponent(code)}`, { method: 'DELETE' });
export const confirmMyNumber = (code: string) => apiRequest(`/v2/employee/my_numbers/${encodeURIComponent(code)}`, { method: 'PUT', body: {} });

export async function revealMyNumber(code: string, purpose: string): Promise<string> {
  return (await apiRequest<{ data: { myNumberValue: string } }>(`/v2/employee/my_numbers/${encodeURIComponent(code)}/values`, { query: { purpose } })).data.myNumberValue;
}

/** POST multipart as the SPEC sends it: businessor_code, my_number_value, my_number_purposes[][purpose_type]. */
export async function registerMyNumber(input: { businessorCode: string; value: string; purposes: string[] }) {
  const form = new FormData();
  form.append('businessor_code', input.businessorCode);
  form.append('my_number_value', input.value);
  for (const p of input.purposes) form.append('my_number_purposes[][purpose_type]', p);
  return apiRequest('/v2/employee/my_numbers', { method: 'POST', body: form });
}

export const stepUp = (password: string) => apiRequest('/v2/employee/my_numbers/step_ups', { method: 'POST', body: { password } });

export async function exportMyNumbers() {
  const { blob, filename } = await apiDownload('/v2/employee/my_numbers/exports', 'my-numbers.csv');
  saveBlob(blob, filename);
}

export async function importMyNumbers(file: File): Promise<number> {
  const form = new FormData();
  form.append('file', file);
  return (await apiRequest<{ meta: { count: number } }>('/v2/employee/my_numbers/imports', { method: 'POST', body: form })).meta.count;
}

export type OperationLogWire = Camelized<z.infer<typeof operationLogResponseV2Schema>>;
/** One page (zero-based) of the operation log: the company's, or one worker's with `worker` (their code). */
export const operationLogsQueryOptions = (page: number, worker?: string) =>
  queryOptions({
    queryKey: myNumberKeys.logs(page, worker),
    queryFn: ({ signal }) =>
      apiRequest<OperationLogWire>('/v2/employee/my_number_operation_logs', { query: { page, limit: 20, ...(worker ? { businessor_code: worker } : {}) }, signal }),
  });
