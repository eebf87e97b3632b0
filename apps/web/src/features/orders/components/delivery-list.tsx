import { z } from 'zod';
import Box from '@mui/material/Box';
import { deliveryListQuerySchema, deliveryStatusLabels, reviewStatuses } from '@app/shared/deliveries';
import { ja } from '@app/shared/messages/ja';
import { EnumFilter } from '../../../components/enum-filter';
import { ListToolbar } from '../../../components/list-toolbar';
import { failureMessage } from '../../../lib/api-client';
import { useListParams } from '../../../lib/use-list-params';
import { useDeliveries } from '../api/deliveries';
import { DeliveryTable } from './delivery-table';

const s = ja.orderScreens;
const { shape } = deliveryListQuerySchema;
const listParams = z.object({ page: shape.page, perPage: shape.limit, status: shape.status });

/**
 * The deliveries of a contract (`contractCode`) or of the whole company (null): ?status=&page=&perPage= in the URL.
 * /worker/{code}/contract/{contractCode}/delivery and /deliveries.
 */
export function DeliveryList({ contractCode }: { contractCode: string | null }) {
  const list = useListParams(listParams);
  const { page, perPage: limit } = list.values;
  const status = list.values.status ?? null;
  const query = useDeliveries(contractCode, { page, limit, status });
  const total = query.data?.meta.totalCount ?? 0;
  return (
    <Box>
      <ListToolbar total={query.data ? s.totalCount(total) : null} totalTestId="delivery-total">
        <EnumFilter
          label={s.filters.status}
          value={status}
          options={reviewStatuses}
          labels={deliveryStatusLabels}
          allLabel={s.filters.all}
          onChange={(value) => list.set({ status: value })}
        />
      </ListToolbar>
      <DeliveryTable
        rows={query.data?.data ?? []}
        scope={contractCode ? 'contract' : 'company'}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(s.loadFailed.deliveries, query.error) : null}
        emptyMessage={status ? s.emptyDeliveriesSearch : s.emptyDeliveries}
        pagination={list.pagination(total)}
      />
    </Box>
  );
}
