import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ja } from '@app/shared/messages/ja';
import { PURCHASE_ORDER_LIST_DEFAULT_LIMIT, purchaseOrderStatuses, purchaseOrderStatusLabels, type PurchaseOrderStatus } from '@app/shared/purchase-orders';
import { useDocumentTitle } from '../../../components/page-header';
import { useContractOrders } from '../../../features/orders/api/orders';
import { OrderTable } from '../../../features/orders/components/order-table';
import { useCanEditWorkers } from '../../../features/profile/api/get-profile';
import { failureMessage } from '../../../lib/api-client';
import { parsePositiveInt } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useUrlState } from '../../../lib/use-url-state';

const s = ja.orderScreens;
/** 修正中 appears twice (correcting, corrected): the filter offers each status once by label. */
const statusOptions = purchaseOrderStatuses.filter((st) => st !== 'corrected');

export function parseStatus(value: string | null): PurchaseOrderStatus | null {
  return (purchaseOrderStatuses as readonly string[]).includes(value ?? '') ? (value as PurchaseOrderStatus) : null;
}

/** The status filter of the order lists (URL parameter `status`). */
export function OrderStatusFilter({ value, onChange }: { value: PurchaseOrderStatus | null; onChange: (v: string | null) => void }) {
  return (
    <TextField
      select
      label={s.filters.status}
      value={value ?? 'all'}
      onChange={(e) => onChange(e.target.value === 'all' ? null : e.target.value)}
      sx={{ width: { xs: '100%', sm: 180 }, bgcolor: 'background.paper' }}
    >
      <MenuItem value="all">{s.filters.all}</MenuItem>
      {statusOptions.map((st) => (
        <MenuItem key={st} value={st}>
          {purchaseOrderStatusLabels[st]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** /worker/{code}/contract/{contractCode}/order (and order_log): the contract's orders, ?status=&page=&perPage=. */
export function ContractOrdersPage({ mode = 'order' }: { mode?: 'order' | 'order_log' }) {
  const { code = '', contractCode = '' } = useParams();
  const { params, update } = useUrlState();
  const page = parsePositiveInt(params.get('page'), 1);
  const limit = parsePositiveInt(params.get('perPage'), PURCHASE_ORDER_LIST_DEFAULT_LIMIT, 100);
  const status = parseStatus(params.get('status'));
  const canEdit = useCanEditWorkers();
  const query = useContractOrders(contractCode, { page, limit, status });
  useDocumentTitle(mode === 'order' ? s.contractTabs.order : s.contractTabs.orderLog);
  return (
    <Box>
      {mode === 'order_log' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {s.orderLogListLead}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <OrderStatusFilter value={status} onChange={(v) => update({ status: v, page: null })} />
        <Box sx={{ flexGrow: 1 }} />
        {query.data ? (
          <Typography variant="body2" color="text.secondary" data-testid="order-total">
            {s.totalCount(query.data.meta.totalCount)}
          </Typography>
        ) : null}
        {mode === 'order' && canEdit ? (
          <Button component={RouterLink} to={paths.contractPage(code, contractCode, 'order/new')} variant="contained" startIcon={<AddIcon />}>
            {s.createOrder}
          </Button>
        ) : null}
      </Box>
      <OrderTable
        rows={query.data?.data ?? []}
        scope="contract"
        linkSub={mode}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(s.loadFailed.orders, query.error) : null}
        emptyMessage={status ? s.emptySearch : canEdit && mode === 'order' ? s.emptyOrdersEditor : s.emptyOrders}
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

export function ContractOrderLogListPage() {
  return <ContractOrdersPage mode="order_log" />;
}
