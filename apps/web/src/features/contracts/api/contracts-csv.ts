import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest, saveBlob } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

/** GET /api/v2/employee/contracts/exports, saved as contracts.csv. */
export async function downloadContractsCsv(): Promise<void> {
  const { blob, filename } = await apiDownload('/v2/employee/contracts/exports', 'contracts.csv');
  saveBlob(blob, filename);
}

/** POST /api/v2/employee/contracts/import_csv (multipart csv_file) → how many were created and updated. */
export function useImportContractsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('csv_file', file);
      const r = await apiRequest<{ data: { created: number; updated: number } }>('/v2/employee/contracts/import_csv', { method: 'POST', body: form });
      return r.data;
    },
    onSuccess: () => refreshQueries(queryClient, ['contracts']),
  });
}
