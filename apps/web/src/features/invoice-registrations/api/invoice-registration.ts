import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import type { InvoiceRegistrationWire } from '@app/shared/invoice-registrations';
import { apiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';
import { refreshQueries } from '../../../lib/refresh-queries';

export type InvoiceRegistration = Camelized<InvoiceRegistrationWire>;

const path = (code: string) => `/v2/employee/businessors/${encodeURIComponent(code)}/invoice_registration`;

/** GET /v2/employee/businessors/{code}/invoice_registration → data (camelCased). */
export const invoiceRegistrationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['workers', 'invoice-registration', code] as const,
    queryFn: async ({ signal }) => (await apiRequest<{ data: InvoiceRegistration }>(path(code), { signal })).data,
    meta: { errorPrefix: ja.invoiceRegistrations.loadFailed },
  });

export function useInvoiceRegistration(code: string) {
  return useQuery(invoiceRegistrationQueryOptions(code));
}

/** POST …/invoice_registration/check: look the number up now (the answer says how it went). */
export function useCheckInvoiceRegistration(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ data: InvoiceRegistration }>(`${path(code)}/check`, { method: 'POST' }),
    onSuccess: () => refreshQueries(queryClient, ['workers']),
  });
}
