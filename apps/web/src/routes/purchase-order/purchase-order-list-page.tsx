import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parseBusinessDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { PURCHASE_ORDER_LIST_DEFAULT_LIMIT } from '@app/shared/purchase-orders';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { useOrders } from '../../features/orders/api/orders';
import { OrderTable } from '../../features/orders/components/order-table';
import { useProjects } from '../../features/projects/api/get-projects';
import { useWorkers } from '../../features/workers/api/get-workers';
import { failureMessage } from '../../lib/api-client';
import { parsePositiveInt } from '../../lib/format';
import { useUrlState } from '../../lib/use-url-state';
import { OrderStatusFilter, parseStatus } from '../worker/contract/contract-orders-page';

const s = ja.orderScreens;
const f = s.filters;

/** A 発注日 bound typed into the URL (YYYY/MM/DD there); only a real date reaches the API. */
function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (v: string | null) => void }) {
  return (
    <TextField
      label={label}
      defaultValue={value}
      key={value}
      placeholder="2026/04/01"
      onBlur={(e) => onChange(e.target.value.trim() || null)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onChange((e.target as HTMLInputElement).value.trim() || null);
      }}
      error={value !== '' && parseBusinessDate(value) === null}
      helperText={value !== '' && parseBusinessDate(value) === null ? ja.validation.date : f.dateHint}
      sx={{ width: { xs: '100%', sm: 170 } }}
      slotProps={{ input: { sx: { bgcolor: 'background.paper' } } }}
    />
  );
}

/**
 * /purchase_order: every order of the company. Filters (status, worker, project, 発注日 from/to, keyword) and paging
 * live in the URL; the server filters and pages. A row opens the order under its contract.
 */
export function PurchaseOrderListPage() {
  const { params, update } = useUrlState();
  const page = parsePositiveInt(params.get('page'), 1);
  const limit = parsePositiveInt(params.get('perPage'), PURCHASE_ORDER_LIST_DEFAULT_LIMIT, 100);
  const status = parseStatus(params.get('status'));
  const workerCode = params.get('worker') || null;
  const projectParam = params.get('project');
  const projectId = projectParam && /^\d+$/.test(projectParam) ? Number(projectParam) : null;
  const fromText = params.get('from') ?? '';
  const toText = params.get('to') ?? '';
  const keyword = params.get('keyword') ?? '';
  const query = useOrders({
    page,
    limit,
    status,
    workerCode,
    projectId,
    from: parseBusinessDate(fromText),
    to: parseBusinessDate(toText),
    keyword,
  });
  // the pickers: the first 100 workers and projects (as the contract form's picker)
  const workers = useWorkers({ searchName: '', page: 1, perPage: 100 });
  const projects = useProjects({ page: 1, limit: 100, keyword: '', enabled: null });
  const onSearch = useCallback((text: string) => update({ keyword: text, page: null }, true), [update]);
  const filtered = status !== null || workerCode !== null || projectId !== null || fromText !== '' || toText !== '' || keyword !== '';

  return (
    <Box>
      <PageHeader title={ja.pageTitles.purchaseOrder} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <SearchField value={keyword} onSearch={onSearch} label={f.keyword} width={280} />
        <OrderStatusFilter value={status} onChange={(v) => update({ status: v, page: null })} />
        <TextField
          select
          label={f.worker}
          value={workerCode ?? 'all'}
          onChange={(e) => update({ worker: e.target.value === 'all' ? null : e.target.value, page: null })}
          sx={{ width: { xs: '100%', sm: 200 }, bgcolor: 'background.paper' }}
        >
          <MenuItem value="all">{f.allWorkers}</MenuItem>
          {(workers.data?.data ?? []).map((w) => (
            <MenuItem key={w.code} value={w.code}>
              {w.full_name}
            </MenuItem>
          ))}
          {workerCode && workers.data && !workers.data.data.some((w) => w.code === workerCode) ? <MenuItem value={workerCode}>{workerCode}</MenuItem> : null}
        </TextField>
        <TextField
          select
          label={f.project}
          value={projectId ?? 'all'}
          onChange={(e) => update({ project: e.target.value === 'all' ? null : String(e.target.value), page: null })}
          sx={{ width: { xs: '100%', sm: 200 }, bgcolor: 'background.paper' }}
        >
          <MenuItem value="all">{f.allProjects}</MenuItem>
          {(projects.data?.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <DateFilter label={f.from} value={fromText} onChange={(v) => update({ from: v, page: null })} />
        <DateFilter label={f.to} value={toText} onChange={(v) => update({ to: v, page: null })} />
        {filtered ? (
          <Button onClick={() => update({ status: null, worker: null, project: null, from: null, to: null, keyword: null, page: null })} sx={{ mt: 1 }}>
            {f.clear}
          </Button>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {query.data ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="order-total">
            {s.totalCount(query.data.meta.totalCount)}
          </Typography>
        ) : null}
      </Box>
      <OrderTable
        rows={query.data?.data ?? []}
        scope="company"
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(s.loadFailed.orders, query.error) : null}
        emptyMessage={filtered ? s.emptySearch : s.emptyOrders}
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
