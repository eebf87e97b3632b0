import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import type {
  PaymentRecordBulkJobWire,
  PaymentRecordCategoryWire,
  PaymentRecordContractRowWire,
  PaymentRecordEntityType,
  PaymentRecordFiling,
  PaymentRecordListMetaWire,
  PaymentRecordStatus,
  PaymentRecordSummaryWire,
  PaymentRecordWorkerRowWire,
} from './wire';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';
import { refreshQueries } from '../../../lib/refresh-queries';

/** The two lists of the page: per worker (SPEC's businessors) and per contract. */
export type RecordKind = 'businessors' | 'contracts';
export type WorkerRecordRow = Camelized<PaymentRecordWorkerRowWire>;
export type ContractRecordRow = Camelized<PaymentRecordContractRowWire>;
export type RecordRow = WorkerRecordRow | ContractRecordRow;
type RecordListMeta = Camelized<PaymentRecordListMetaWire>;
export type RecordSummary = Camelized<PaymentRecordSummaryWire>;
export type RecordCategory = Camelized<PaymentRecordCategoryWire>;
export type RecordJob = Camelized<PaymentRecordBulkJobWire>['data']['job'];

/** A row's code in the paths and bulk lists: the worker's code, or the contract's. */
export const rowCode = (row: RecordRow): string => ('contractCode' in row ? row.contractCode : row.businessorCode);
/** Who a row concerns, as a confirmation names it: the worker, or the contract with its worker. */
export const rowName = (row: RecordRow): string =>
  'contractCode' in row ? `${row.contractName}（${row.businessorName}）` : row.businessorName;

/** The list's filters (page 1-based, as the URL keeps it; the API counts from 0). */
export type RecordListParams = {
  year: number;
  page: number;
  limit: number;
  keyword: string;
  filing: Exclude<PaymentRecordFiling, 'all'> | null;
  status: PaymentRecordStatus | null;
  entityType: PaymentRecordEntityType | null;
};

const BASE = '/v2/employee/payment_records';
const enc = encodeURIComponent;
const s = ja.paymentRecordScreens;

export const paymentRecordKeys = {
  all: ['payment_records'] as const,
  list: (kind: RecordKind, params: RecordListParams) => ['payment_records', kind, params] as const,
  summary: (year: number) => ['payment_records', 'summary', year] as const,
  categories: () => ['payment_records', 'categories'] as const,
};

type ListPage<Row> = { data: Row[]; meta: RecordListMeta };

/** GET …/businessors or …/contracts for a year, filtered and paged. */
export function useRecordList<K extends RecordKind>(kind: K, params: RecordListParams) {
  return useQuery({
    queryKey: paymentRecordKeys.list(kind, params),
    queryFn: ({ signal }) =>
      apiRequest<ListPage<K extends 'contracts' ? ContractRecordRow : WorkerRecordRow>>(`${BASE}/${kind}`, {
        query: {
          year: params.year,
          page: params.page - 1,
          limit: params.limit,
          keyword: params.keyword.trim() || undefined,
          status: params.status ?? undefined,
          filing: params.filing ?? undefined,
          entity_type: params.entityType ?? undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: s.loadFailed },
  });
}

/** GET …/summary?year=: the 法定調書合計表 figures of the year. */
export function useRecordSummary(year: number) {
  return useQuery({
    queryKey: paymentRecordKeys.summary(year),
    queryFn: async ({ signal }) => (await apiRequest<{ data: RecordSummary }>(`${BASE}/summary`, { query: { year }, signal })).data,
    placeholderData: keepPreviousData,
    meta: { errorPrefix: s.summaryFailed },
  });
}

export const recordCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: paymentRecordKeys.categories(),
    queryFn: async ({ signal }) => (await apiRequest<{ data: RecordCategory[] }>(`${BASE}/categories`, { signal })).data,
    meta: { errorPrefix: s.categories.loadFailed },
  });

/** PUT …/categories {items}: the 区分・細目 per 職種 (owner/admin). The lists follow (unpublished rows show the new words). */
export function useSaveRecordCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: Pick<RecordCategory, 'occupation' | 'category' | 'detail'>[]) =>
      (
        await apiRequest<{ data: RecordCategory[] }>(`${BASE}/categories`, {
          method: 'PUT',
          body: { items: items.map((i) => ({ occupation: i.occupation, category: i.category, detail: i.detail })) },
        })
      ).data,
    onSuccess: (data) => {
      queryClient.setQueryData(paymentRecordKeys.categories(), data);
      void refreshQueries(queryClient, paymentRecordKeys.all);
    },
  });
}

const listKey = (kind: RecordKind) => (kind === 'contracts' ? 'contract_code_list' : 'businessor_id_list');
const bulkPath = (kind: RecordKind, action: string) => (kind === 'contracts' ? `${BASE}/bulk/contracts/${action}` : `${BASE}/bulk/${action}`);

/** What a bulk action answered: the rows it published, or the background job it started (zip, mails). */
export type BulkOutcome = { kind: 'done'; count: number } | { kind: 'job'; job: RecordJob };

/**
 * The bulk actions on the checked rows of one year, all or nothing on the server (a refusal is an ApiError naming
 * every refused row): 公開 answers the rows; ダウンロード (GET, a zip) and メール送信 start a background job.
 */
export function useBulkRecordAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, action, codes, year }: { kind: RecordKind; action: 'publish' | 'download' | 'email'; codes: string[]; year: number }): Promise<BulkOutcome> => {
      if (action === 'publish') {
        const answer = await apiRequest<{ data: unknown[] }>(bulkPath(kind, 'publish'), { method: 'POST', body: { [listKey(kind)]: codes, year } });
        return { kind: 'done', count: answer.data.length };
      }
      const answer =
        action === 'download'
          ? await apiRequest<Camelized<PaymentRecordBulkJobWire>>(bulkPath(kind, 'download'), { query: { [listKey(kind)]: codes.join(','), year } })
          : await apiRequest<Camelized<PaymentRecordBulkJobWire>>(bulkPath(kind, 'email'), { method: 'POST', body: { [listKey(kind)]: codes, year } });
      return { kind: 'job', job: answer.data.job };
    },
    onSettled: (_answer, _error, { action }) => {
      if (action !== 'download') void refreshQueries(queryClient, paymentRecordKeys.all);
    },
  });
}

/** POST …/{code}/publish or …/{code}/email {year}: one row. */
export function useRecordAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, action, code, year }: { kind: RecordKind; action: 'publish' | 'email'; code: string; year: number }) =>
      apiRequest<{ data: RecordRow }>(`${BASE}/${kind}/${enc(code)}/${action}`, { method: 'POST', body: { year } }),
    onSettled: () => void refreshQueries(queryClient, paymentRecordKeys.all),
  });
}

/**
 * GET …/{code}/download?year=&copy=: the PDF with the auth headers, under the server's name
 * (【支払調書{year}】_【{name}】.pdf). `office` is the 税務署提出用 copy with the 個人番号 (マイナンバー担当 only; logged).
 */
export function fetchRecordPdf(kind: RecordKind, code: string, year: number, copy: 'payee' | 'office' = 'payee') {
  return apiDownload(`${BASE}/${kind}/${enc(code)}/download`, `支払調書${year}.pdf`, { query: { year, copy } });
}
