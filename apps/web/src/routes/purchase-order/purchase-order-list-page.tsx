import { useCallback, useState } from 'react';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { parseBusinessDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { purchaseOrderListQuerySchema } from '@app/shared/purchase-orders';
import { DateRangeFilter } from '../../components/date-range-filter';
import { EntityPicker } from '../../components/entity-picker';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { useOrders } from '../../features/orders/api/orders';
import { CreateOrderDialog } from '../../features/orders/components/create-order-dialog';
import { OrderStatusFilter } from '../../features/orders/components/order-status-filter';
import { OrderTable } from '../../features/orders/components/order-table';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { projectOptionsQuery } from '../../features/projects/api/get-projects';
import { workerOptionsQuery } from '../../features/workers/api/get-workers';
import { failureMessage } from '../../lib/api-client';
import { searchParam, useListParams } from '../../lib/use-list-params';

const s = ja.orderScreens;
const f = s.filters;
const { shape } = purchaseOrderListQuerySchema;
// from/to stay as typed (YYYY/MM/DD, a bad one is shown with its message); only a real date reaches the API
const listParams = z.object({
  page: shape.page,
  perPage: shape.limit,
  status: shape.status,
  worker: shape.worker_code,
  project: shape.project_id,
  from: z.string().max(20).default(''),
  to: z.string().max(20).default(''),
  keyword: searchParam,
});

/**
 * /purchase_order: every order of the company. Filters (status, worker, project, 発注日 from/to, keyword) and paging
 * live in the URL; the server filters and pages. A row opens the order under its contract. 新規作成 (roles that may
 * order) chooses a worker and a contract and goes to the contract's order form.
 */
export function PurchaseOrderListPage() {
  const list = useListParams(listParams);
  const { page, perPage: limit, from, to, keyword } = list.values;
  const status = list.values.status ?? null;
  const workerCode = list.values.worker ?? null;
  const projectId = list.values.project ?? null;
  const { set } = list;
  const query = useOrders({ page, limit, status, workerCode, projectId, from: parseBusinessDate(from), to: parseBusinessDate(to), keyword });
  const total = query.data?.meta.totalCount ?? 0;
  const onSearch = useCallback((text: string) => set({ keyword: text }, { replace: true }), [set]);
  const canEdit = useCanEditWorkers();
  const [creating, setCreating] = useState(false);
  const filtered = status !== null || workerCode !== null || projectId !== null || from !== '' || to !== '' || keyword !== '';

  return (
    <Box>
      <PageHeader
        title={ja.pageTitles.purchaseOrder}
        actions={
          canEdit ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {ja.createOrderDialog.open}
            </Button>
          ) : null
        }
      />
      {canEdit ? <CreateOrderDialog open={creating} onClose={() => setCreating(false)} /> : null}
      <ListToolbar
        align="start"
        total={query.data ? s.totalCount(total) : null}
        totalTestId="order-total"
        clear={filtered ? { label: f.clear, onClick: () => set({ status: null, worker: null, project: null, from: null, to: null, keyword: null }) } : null}
      >
        <SearchField value={keyword} onSearch={onSearch} label={f.keyword} width={280} />
        <OrderStatusFilter value={status} onChange={(value) => set({ status: value })} />
        <EntityPicker
          label={f.worker}
          allLabel={f.allWorkers}
          value={workerCode}
          onChange={(value) => set({ worker: value })}
          options={workerOptionsQuery}
          noOptionsText={ja.workerSearch.noOptions}
        />
        <EntityPicker
          label={f.project}
          allLabel={f.allProjects}
          value={projectId}
          onChange={(value) => set({ project: value })}
          options={projectOptionsQuery}
          noOptionsText={ja.projects.emptySearch}
        />
        <DateRangeFilter from={from} to={to} labels={{ from: f.from, to: f.to }} placeholder="2026/04/01" hint={f.dateHint} onChange={set} />
      </ListToolbar>
      <OrderTable
        rows={query.data?.data ?? []}
        scope="company"
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(s.loadFailed.orders, query.error) : null}
        emptyMessage={filtered ? s.emptySearch : s.emptyOrders}
        pagination={list.pagination(total)}
      />
    </Box>
  );
}
