import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest, saveBlob } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

/** GET /api/v2/employee/businessors/exports, saved as workers.csv. */
export async function downloadWorkersCsv(): Promise<void> {
  const { blob, filename } = await apiDownload('/v2/employee/businessors/exports', 'workers.csv');
  saveBlob(blob, filename);
}

export type WorkerImportKind = 'workers' | 'invitations' | 'temporary';

const importPaths: Record<WorkerImportKind, string> = {
  workers: '/v2/employee/businessors/import_csv',
  invitations: '/v2/employee/worker_invites/import_csv',
  temporary: '/v2/employee/temporary_workers/import_csv',
};

/** Uploads one CSV (multipart csv_file); answers how many rows were written. */
export function useImportWorkersCsv(kind: WorkerImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('csv_file', file);
      // v2: the answer arrives camelCased; meta.count is the number of rows
      const response = await apiRequest<{ meta: { count: number } }>(importPaths[kind], { method: 'POST', body: form });
      return response.meta.count;
    },
    onSuccess: () => refreshQueries(queryClient, ['workers']),
  });
}
