import { useQuery } from '@tanstack/react-query';
import { saveBlob, workerApiDownload, workerApiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';
import type { PortalPaymentRecordWire } from './wire';

/** The worker's published 支払調書 (GET /v2/worker/payment_records…), always with the worker session. */
export type PortalPaymentRecordRow = Camelized<PortalPaymentRecordWire>;

export const portalPaymentRecordKeys = { list: () => ['portal', 'payment_records'] as const };

/** GET /v2/worker/payment_records: published records of every company, as the server orders them. */
export function usePortalPaymentRecords() {
  return useQuery({
    queryKey: portalPaymentRecordKeys.list(),
    queryFn: async ({ signal }) => (await workerApiRequest<{ data: PortalPaymentRecordRow[] }>('/v2/worker/payment_records', { signal })).data,
  });
}

/** GET …/{code}/download: the payee's copy from the published snapshot, saved under the server's name. */
export async function downloadPortalPaymentRecord(code: string, year: number): Promise<void> {
  const { blob, filename } = await workerApiDownload(`/v2/worker/payment_records/${encodeURIComponent(code)}/download`, `支払調書${year}.pdf`);
  saveBlob(blob, filename);
}
