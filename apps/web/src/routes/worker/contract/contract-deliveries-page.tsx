import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deliveryStatusLabels, reviewStatuses, type ReviewStatus } from '@app/shared/deliveries';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../../components/page-header';
import { useDeliveries } from '../../../features/orders/api/deliveries';
import { DeliveryTable } from '../../../features/orders/components/delivery-table';
import { failureMessage } from '../../../lib/api-client';
import { parsePositiveInt } from '../../../lib/format';
import { useUrlState } from '../../../lib/use-url-state';

const s = ja.orderScreens;

export function parseReviewStatus(value: string | null): ReviewStatus | null {
  return (reviewStatuses as readonly string[]).includes(value ?? '') ? (value as ReviewStatus) : null;
}

/**
 * The deliveries of a contract (`contractCode`) or of the whole company (null): ?status=&page=&perPage= in the URL.
 * /worker/{code}/contract/{contractCode}/delivery and /deliveries.
 */
export function DeliveryList({ contractCode }: { contractCode: string | null }) {
  const { params, update } = useUrlState();
  const page = parsePositiveInt(params.get('page'), 1);
  const limit = parsePositiveInt(params.get('perPage'), 20, 100);
  const status = parseReviewStatus(params.get('status'));
  const query = useDeliveries(contractCode, { page, limit, status });
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          select
          label={s.filters.status}
          value={status ?? 'all'}
          onChange={(e) => update({ status: e.target.value === 'all' ? null : e.target.value, page: null })}
          sx={{ width: { xs: '100%', sm: 180 }, bgcolor: 'background.paper' }}
        >
          <MenuItem value="all">{s.filters.all}</MenuItem>
          {reviewStatuses.map((st) => (
            <MenuItem key={st} value={st}>
              {deliveryStatusLabels[st]}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {query.data ? (
          <Typography variant="body2" color="text.secondary" data-testid="delivery-total">
            {s.totalCount(query.data.meta.totalCount)}
          </Typography>
        ) : null}
      </Box>
      <DeliveryTable
        rows={query.data?.data ?? []}
        scope={contractCode ? 'contract' : 'company'}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(s.loadFailed.deliveries, query.error) : null}
        emptyMessage={status ? s.emptyDeliveriesSearch : s.emptyDeliveries}
        pagination={{
          page: page - 1,
          rowsPerPage: limit,
          count: query.data?.meta.totalCount ?? 0,
          onPageChange: (index) => update({ page: index === 0 ? null : String(index + 1) }),
          onRowsPerPageChange: (size) => update({ perPage: String(size), page: null }),
        }}
      />
    </Box>
  );
}

export function ContractDeliveriesPage() {
  const { contractCode = '' } = useParams();
  useDocumentTitle(s.contractTabs.delivery);
  return <DeliveryList contractCode={contractCode} />;
}
