import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import type {
  PurchaseOrderFormValues,
  PurchaseOrderListItem,
  PurchaseOrderLogWire,
  PurchaseOrderStatus,
  PurchaseOrderWire,
} from '@app/shared/purchase-orders';
import { apiDownload, apiRequest, saveBlob } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import type { Camelized } from '../../../lib/case';

export type Order = Camelized<PurchaseOrderWire>;
export type OrderRow = Camelized<PurchaseOrderListItem>;
export type OrderLog = Camelized<PurchaseOrderLogWire>;
export type OrderListPage = { data: OrderRow[]; meta: { totalCount: number; page: number; limit: number } };

/** The company-wide list's filters (page 1-based, as the API takes it). */
export type OrderListParams = {
  page: number;
  limit: number;
  status: PurchaseOrderStatus | null;
  workerCode: string | null;
  projectId: number | null;
  from: string | null;
  to: string | null;
  keyword: string;
};

export const orderKeys = {
  all: ['purchase_orders'] as const,
  list: (params: OrderListParams) => ['purchase_orders', 'list', params] as const,
  contractList: (contractCode: string, params: ContractOrderListParams) =>
    ['purchase_orders', 'contract', contractCode, params] as const,
  detail: (code: string) => ['purchase_orders', 'detail', code] as const,
  logs: (code: string, page: number) => ['purchase_orders', 'logs', code, page] as const,
};

const enc = encodeURIComponent;

/** GET /v2/employee/purchase_orders (company-wide; filters in the query; page 1-based). */
export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<OrderListPage>('/v2/employee/purchase_orders', {
        query: {
          page: params.page,
          limit: params.limit,
          status: params.status ?? undefined,
          worker_code: params.workerCode ?? undefined,
          project_id: params.projectId ?? undefined,
          order_date_from: params.from ?? undefined,
          order_date_to: params.to ?? undefined,
          keyword: params.keyword || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: ja.orderScreens.loadFailed.orders },
  });

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQueryOptions(params));
}

/** GET /v2/employee/contracts/{contractCode}/purchase_orders */
/** The contract's order list: a page, a status and a keyword (the 発注番号, whole or a part, or the 件名). */
export type ContractOrderListParams = { page: number; limit: number; status: PurchaseOrderStatus | null; keyword: string };

export function useContractOrders(contractCode: string, params: ContractOrderListParams) {
  return useQuery({
    queryKey: orderKeys.contractList(contractCode, params),
    queryFn: ({ signal }) =>
      apiRequest<OrderListPage>(`/v2/employee/contracts/${enc(contractCode)}/purchase_orders`, {
        query: { page: params.page, limit: params.limit, status: params.status ?? undefined, keyword: params.keyword || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: ja.orderScreens.loadFailed.orders },
  });
}

/** GET /v2/employee/purchase_orders/{code} */
export function useOrder(code: string) {
  return useQuery({
    queryKey: orderKeys.detail(code),
    queryFn: async ({ signal }) => (await apiRequest<{ data: Order }>(`/v2/employee/purchase_orders/${enc(code)}`, { signal })).data,
    meta: { errorPrefix: ja.orderScreens.loadFailed.order },
  });
}

/** GET …/{code}/purchase_order_logs (page zero-based, 20 per page). */
export const ORDER_LOG_PAGE_SIZE = 20;
export function useOrderLogs(code: string, page: number) {
  return useQuery({
    queryKey: orderKeys.logs(code, page),
    queryFn: ({ signal }) =>
      apiRequest<{ data: OrderLog[]; meta: { totalCount: number } }>(`/v2/employee/purchase_orders/${enc(code)}/purchase_order_logs`, {
        query: { page, limit: ORDER_LOG_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: ja.orderScreens.loadFailed.logs },
  });
}

function useOrderMutation<V>(fn: (v: V) => Promise<Order | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (order) => {
      if (order) queryClient.setQueryData(orderKeys.detail(order.code), order);
      void refreshQueries(queryClient, orderKeys.all);
    },
  });
}

/** POST /v2/employee/contracts/{contractCode}/purchase_orders */
export function useCreateOrder(contractCode: string) {
  return useOrderMutation(async (body: PurchaseOrderFormValues) =>
    (await apiRequest<{ data: Order }>(`/v2/employee/contracts/${enc(contractCode)}/purchase_orders`, { method: 'POST', body })).data,
  );
}

/** PUT /v2/employee/purchase_orders/{code} */
export function useUpdateOrder(code: string) {
  return useOrderMutation(async (body: PurchaseOrderFormValues) =>
    (await apiRequest<{ data: Order }>(`/v2/employee/purchase_orders/${enc(code)}`, { method: 'PUT', body })).data,
  );
}

export type OrderCommand = 'submit' | 'copy' | 'revert' | 'delete';
const commandPaths: Record<Exclude<OrderCommand, 'delete'>, string> = { submit: 'submissions', copy: 'copies', revert: 'reverts' };

/** submissions / copies / reverts (POST) and DELETE: the answer is the order (the copy for `copy`), null for delete. */
export function useOrderCommand(code: string) {
  return useOrderMutation(async (command: OrderCommand) => {
    if (command === 'delete') {
      await apiRequest(`/v2/employee/purchase_orders/${enc(code)}`, { method: 'DELETE' });
      return null;
    }
    return (await apiRequest<{ data: Order }>(`/v2/employee/purchase_orders/${enc(code)}/${commandPaths[command]}`, { method: 'POST' })).data;
  });
}

/** GET …/{code}/exports: the PDF, saved under the server's name (発注書_{発注番号}.pdf), fetched with the auth headers. */
export async function downloadOrderPdf(code: string): Promise<void> {
  const { blob, filename } = await apiDownload(`/v2/employee/purchase_orders/${enc(code)}/exports`, 'purchase-order.pdf');
  saveBlob(blob, filename);
}
