import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { WORKER_LIST_DEFAULT_PER_PAGE } from '@app/shared/workers';
import { PageHeader } from '../../components/page-header';
import { useWorkers } from '../../features/workers/api/get-workers';
import { WorkerSearchField } from '../../features/workers/components/worker-search-field';
import { WorkerTable } from '../../features/workers/components/worker-table';
import { failureMessage } from '../../lib/api-client';
import { parsePositiveInt } from '../../lib/format';
import { useUrlState } from '../../lib/use-url-state';

const PER_PAGE_OPTIONS = [10, 25, 50, 100];

/** /worker — list state lives in the URL: ?searchNameText=&page=&perPage= (page is 1-based). */
export function WorkerListPage() {
  const { params, update } = useUrlState();
  const searchName = params.get('searchNameText') ?? '';
  const page = parsePositiveInt(params.get('page'), 1);
  const requestedPerPage = parsePositiveInt(params.get('perPage'), WORKER_LIST_DEFAULT_PER_PAGE, 100);

  const query = useWorkers({ searchName, page, perPage: requestedPerPage });
  const perPage = query.data?.per_page ?? requestedPerPage;
  const total = query.data?.total_count ?? 0;

  const onSearch = useCallback((text: string) => update({ searchNameText: text.trim(), page: null }, true), [update]);

  const options = PER_PAGE_OPTIONS.includes(perPage) ? PER_PAGE_OPTIONS : [...PER_PAGE_OPTIONS, perPage].sort((a, b) => a - b);
  // Keep MUI's page index inside the range it accepts while the new page loads.
  const lastPageIndex = Math.max(0, Math.ceil(total / perPage) - 1);

  return (
    <Box>
      <PageHeader title={ja.worker.listTitle} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <WorkerSearchField value={searchName} onSearch={onSearch} />
        {query.data ? (
          <Typography variant="body2" color="text.secondary" data-testid="worker-total">
            {ja.worker.totalCount(total)}
          </Typography>
        ) : null}
      </Box>
      <WorkerTable
        workers={query.data?.data ?? []}
        loading={query.isFetching}
        searching={searchName !== ''}
        errorMessage={query.isError && !query.data ? failureMessage(ja.loadFailed.workers, query.error) : null}
        pagination={{
          page: Math.min(page - 1, lastPageIndex),
          rowsPerPage: perPage,
          count: total,
          rowsPerPageOptions: options,
          onPageChange: (index) => update({ page: index === 0 ? null : String(index + 1) }),
          onRowsPerPageChange: (size) => update({ perPage: String(size), page: null }),
        }}
      />
    </Box>
  );
}

export default WorkerListPage;
