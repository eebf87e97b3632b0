import { useCallback } from 'react';
import { useParams } from 'react-router';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { purchaseOrderListQuerySchema } from '@app/shared/purchase-orders';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchField } from '../../../components/search-field';
import { useDocumentTitle } from '../../../components/page-header';
import { useContractOrders } from '../../../features/orders/api/orders';
import { OrderStatusFilter } from '../../../features/orders/components/order-status-filter';
import { OrderTable } from '../../../features/orders/components/order-table';
import { useCanEditWorkers } from '../../../features/profile/api/get-profile';
import { failureMessage } from '../../../lib/api-client';
import { searchParam, useListParams } from '../../../lib/use-list-params';

const s = ja.orderScreens;
const { shape } = purchaseOrderListQuerySchema;
const listParams = z.object({ page: shape.page, perPage: shape.limit, status: shape.status, keyword: searchParam });

/**
 * /worker/{code}/contract/{contractCode}/order (and order_log): the contract's orders, ?status=&keyword=&page=&perPage=.
 * 「発注書を作成」 is the contract page's header action (contract-sub-layout), above every tab.
 */
export function ContractOrdersPage({ mode = 'order' }: { mode?: 'order' | 'order_log' }) {
  const { contractCode = '' } = useParams();
  const list = useListParams(listParams);
  const { page, perPage: limit, keyword } = list.values;
  const status = list.values.status ?? null;
  const canEdit = useCanEditWorkers();
  const query = useContractOrders(contractCode, { page, limit, status, keyword });
  const { set } = list;
  const onSearch = useCallback((text: string) => set({ keyword: text }, { replace: true }), [set]);
  const total = query.data?.meta.totalCount ?? 0;
  useDocumentTitle(mode === 'order' ? s.contractTabs.order : s.contractTabs.orderLog);
  return (
    <Box>
      {mode === 'order_log' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {s.orderLogListLead}
        </Typography>
      ) : null}
      <ListToolbar
        total={query.data ? s.totalCount(total) : null}
        totalTestId="order-total"
      >
        <SearchField value={keyword} onSearch={onSearch} label={s.filters.keyword} width={240} />
        <OrderStatusFilter value={status} onChange={(value) => list.set({ status: value })} />
      </ListToolbar>
      <OrderTable
        rows={query.data?.data ?? []}
        scope="contract"
        linkSub={mode}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(s.loadFailed.orders, query.error) : null}
        emptyMessage={status || keyword ? s.emptySearch : canEdit && mode === 'order' ? s.emptyOrdersEditor : s.emptyOrders}
        pagination={list.pagination(total)}
      />
    </Box>
  );
}

export function ContractOrderLogListPage() {
  return <ContractOrdersPage mode="order_log" />;
}
