import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EbookDocumentDetailWire,
  EbookDocumentListWire,
  EbookExportInput,
  EbookSearchQuery,
  EbookSettingsInput,
  EbookSettingsWire,
} from '@app/shared/ebook';
import type { JobRunResponseWire } from '@app/shared/jobs';
import { ja } from '@app/shared/messages/ja';
import { apiDownload, apiRequest, saveBlob } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

/** The routes of packages/shared/src/ebook.ts (its header), all under /api/v2/employee. */
const BASE = '/v2/employee';
const s = ja.ebookScreens;

const ebookKeys = {
  documents: ['ebook', 'documents'] as const,
  list: (query: EbookSearchQuery) => ['ebook', 'documents', query] as const,
  detail: (id: number) => ['ebook', 'document', id] as const,
  settings: () => ['ebook', 'settings'] as const,
};

/**
 * GET /ebook_documents: the AND of every condition given. No failure toast: a refused condition (422) is shown under
 * its input and any other failure in the table.
 */
export function useEbookDocuments(query: EbookSearchQuery) {
  return useQuery({
    queryKey: ebookKeys.list(query),
    queryFn: ({ signal }) => apiRequest<EbookDocumentListWire>(`${BASE}/ebook_documents`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /ebook_documents/{id}: the index entry and every version, newest first. */
export function useEbookDocument(id: number) {
  return useQuery({
    queryKey: ebookKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<{ data: EbookDocumentDetailWire }>(`${BASE}/ebook_documents/${id}`, { signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * A file of these routes saved under the server's name; while it loads `isPending` (and `variables`) say which; a
 * failure is the toast "prefix + reason" (the mutation cache, app/query-client.ts).
 */
function useEbookFile<Args>(load: (args: Args) => ReturnType<typeof apiDownload>, errorPrefix: string) {
  return useMutation({
    mutationFn: async (args: Args) => {
      const { blob, filename } = await load(args);
      saveBlob(blob, filename);
    },
    meta: { errorPrefix },
  });
}

/** GET /ebook_documents/{id}/history.pdf: the printable history as a file. */
export function useEbookHistoryPdf() {
  return useEbookFile(
    ({ id, fallbackName }: { id: number; fallbackName: string }) => apiDownload(`${BASE}/ebook_documents/${id}/history.pdf`, fallbackName),
    s.detail.pdfFailed,
  );
}

/** POST /ebook_exports {date_from, date_to} → 202 with the background job (its zip: GET /jobs/{code}/download). */
export function useStartEbookExport() {
  return useMutation({
    mutationFn: async (input: EbookExportInput) =>
      (await apiRequest<Camelized<JobRunResponseWire>>(`${BASE}/ebook_exports`, { method: 'POST', body: input })).data,
  });
}

/** GET /ebook_settings: the retention setting, the 決算月, the 事務処理規程's date and the document count. */
export function useEbookSettings() {
  return useQuery({
    queryKey: ebookKeys.settings(),
    queryFn: async ({ signal }) => (await apiRequest<{ data: EbookSettingsWire }>(`${BASE}/ebook_settings`, { signal })).data,
    meta: { errorPrefix: s.settings.loadFailed },
  });
}

/** PUT /ebook_settings (owner/administrator); the index's 保存期限 are recomputed, so the lists are refreshed. */
export function useSaveEbookSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EbookSettingsInput) =>
      (await apiRequest<{ data: EbookSettingsWire }>(`${BASE}/ebook_settings`, { method: 'PUT', body: input })).data,
    onSuccess: async (data) => {
      queryClient.setQueryData(ebookKeys.settings(), data);
      await queryClient.invalidateQueries({ queryKey: ebookKeys.documents });
    },
  });
}

/** GET /ebook_regulation?format=pdf|txt: the 事務処理規程 template with the company's name. */
export function useEbookRegulation() {
  return useEbookFile(
    (format: 'pdf' | 'txt') => apiDownload(`${BASE}/ebook_regulation`, s.settings.regulationFile(format), { query: { format } }),
    s.settings.downloadFailed,
  );
}
