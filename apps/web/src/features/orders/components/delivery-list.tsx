import { z } from 'zod';
import Box from '@mui/material/Box';
import { deliveryListQuerySchema, deliveryStatusLabels, invoiceFilterLabels, invoiceFilterStatuses, reviewStatuses } from '@app/shared/deliveries';
import { ja } from '@app/shared/messages/ja';
import { EnumFilter } from '../../../components/enum-filter';
import { ListToolbar } from '../../../components/list-toolbar';
import { failureMessage } from '../../../lib/api-client';
import { useListParams } from '../../../lib/use-list-params';
import { useDeliveries } from '../api/deliveries';
import { DeliveryTable } from './delivery-table';

const s = ja.orderScreens;
const { shape } = deliveryListQuerySchema;
const listParams = z.object({ page: shape.page, perPage: shape.limit, status: shape.status, invoice: shape.invoice_status });

/**
 * The deliveries of a contract (`contractCode`) or of the whole company (null): ?status=&invoice=&page=&perPage= in the
 * URL (invoice: the 請求書 state, e.g. ?invoice=reviewing is the 請求書確認待ち queue the home links to).
 * /worker/{code}/contract/{contractCode}/delivery and /deliveries.
 */
export function DeliveryList({ contractCode }: { contractCode: string | null }) {
  const list = useListParams(listParams);
  const { page, perPage: limit } = list.values;
  const status = list.values.status ?? null;
  const invoiceStatus = list.values.invoice ?? null;
  const query = useDeliveries(contractCode, { page, limit, status, invoiceStatus });
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
        <EnumFilter
          label={s.filters.invoiceStatus}
          value={invoiceStatus}
          options={invoiceFilterStatuses}
          labels={invoiceFilterLabels}
          allLabel={s.filters.all}
          onChange={(value) => list.set({ invoice: value })}
          testId="delivery-invoice-filter"
        />
      </ListToolbar>
      <DeliveryTable
        rows={query.data?.data ?? []}
        scope={contractCode ? 'contract' : 'company'}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(s.loadFailed.deliveries, query.error) : null}
        emptyMessage={status || invoiceStatus ? s.emptyDeliveriesSearch : s.emptyDeliveries}
        pagination={list.pagination(total)}
      />
    </Box>
  );
}
