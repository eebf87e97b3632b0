import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveBlob } from '../../../lib/api-client';

/** GET /api/v2/employee/employees/exports → employees.csv (UTF-8 with BOM). */
export async function exportEmployees(): Promise<void> {
  const { blob, filename } = await apiDownload('/v2/employee/employees/exports', 'employees.csv');
  saveBlob(blob, filename);
}

export function useExportEmployees() {
  return useMutation({ mutationFn: exportEmployees });
}
