import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountingExportPreviewWire, AccountingExportQuery, AccountingMappingRow, AccountingMappingWire } from '@app/shared/accounting-exports';
import { apiDownload, apiRequest, saveBlob } from '../../lib/api-client';

/** 会計ソフト連携 (issue #25 item 1): the mapping and the exports (packages/shared/src/accounting-exports.ts). */
const accountingMappingKey = ['accounting_mapping'] as const;
const mappingPath = '/v2/employee/accounting_mapping';

/** GET /api/v2/employee/accounting_mapping (lists only: camelizing leaves every key and value as it is). */
export function useAccountingMapping() {
  return useQuery({
    queryKey: accountingMappingKey,
    queryFn: async ({ signal }) => (await apiRequest<{ data: AccountingMappingWire }>(mappingPath, { signal })).data,
  });
}

/** PUT: every row at once (blank names fall back to the defaults). */
export function useSaveAccountingMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rows: AccountingMappingRow[]) => (await apiRequest<{ data: AccountingMappingWire }>(mappingPath, { method: 'PUT', body: { rows } })).data,
    onSuccess: (data) => queryClient.setQueryData(accountingMappingKey, data),
  });
}

/** GET /api/v2/employee/accounting_exports/preview: entries per kind for the period and format. */
export function useAccountingPreview(query: AccountingExportQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['accounting_exports', 'preview', query],
    queryFn: async ({ signal }) => (await apiRequest<{ data: AccountingExportPreviewWire }>('/v2/employee/accounting_exports/preview', { signal, query })).data,
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /api/v2/employee/accounting_exports/download → the file, saved under the server's Japanese name. */
export function useDownloadAccountingExport() {
  return useMutation({
    mutationFn: async (query: AccountingExportQuery) => {
      const { blob, filename } = await apiDownload('/v2/employee/accounting_exports/download', 'accounting.csv', { query });
      saveBlob(blob, filename);
    },
  });
}
