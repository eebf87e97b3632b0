import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ACTIVITY_PAGE_SIZE, activityKinds } from '@app/shared/activity';
import { formatDateTime } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { EntityPicker } from '../../components/entity-picker';
import { EnumFilter } from '../../components/enum-filter';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { useActivityGroups, type ActivityGroupItem } from '../../features/activity/api';
import { workerOptionsQuery } from '../../features/workers/api/get-workers';
import { failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { pageParam, useListParams, type ListParamsPatch } from '../../lib/use-list-params';

const m = ja.activity;

const listParams = z.object({
  page: pageParam,
  perPage: z.coerce.number().int().min(1).max(100).default(ACTIVITY_PAGE_SIZE),
  kind: z.enum(activityKinds).optional(),
  worker: z.string().max(40).optional(),
  unread: z.literal('1').optional(),
});
type Params = z.output<typeof listParams>;

/** An unread thread: a dot before its title and the row in bold. */
function UnreadDot({ unread }: { unread: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{ width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: unread ? 'primary.main' : 'transparent' }}
    />
  );
}

const weight = (row: ActivityGroupItem) => (row.unread ? 700 : 400);

const columns: DataTableColumn<ActivityGroupItem>[] = [
  {
    key: 'title',
    header: m.columns.title,
    render: (row) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="activity-row" data-unread={row.unread ? 'true' : 'false'}>
        <UnreadDot unread={row.unread} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {m.kinds[row.kind]}
          </Typography>
          <Link component={RouterLink} to={paths.activityGroup(row.code)} sx={{ fontWeight: weight(row) }}>
            {row.title}
          </Link>
          {row.unread ? <Box component="span" sx={visuallyHidden}>{m.unread}</Box> : null}
        </Box>
      </Box>
    ),
  },
  {
    key: 'worker',
    header: m.columns.worker,
    render: (row) => (
      <Link component={RouterLink} to={paths.workerDetail(row.worker.code)} sx={{ fontWeight: weight(row), whiteSpace: 'nowrap' }}>
        {row.worker.name}
      </Link>
    ),
  },
  {
    key: 'last',
    header: m.columns.last,
    render: (row) => (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: weight(row) }}>
          {row.lastEvent.label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {`${m.actors[row.lastEvent.actor.kind]}：${row.lastEvent.actor.name}`}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'at',
    header: m.columns.at,
    render: (row) => (
      <Typography variant="body2" component="time" dateTime={row.lastEvent.at} sx={{ fontWeight: weight(row), whiteSpace: 'nowrap' }}>
        {formatDateTime(row.lastEvent.at)}
      </Typography>
    ),
  },
  { key: 'count', header: m.columns.count, align: 'right', render: (row) => row.eventCount },
];

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * /activity_groups?kind&worker&unread&page: the company-wide feed of threads (an order with its deliveries and
 * invoices, a 支払通知書, a month of hours), newest activity first; unread threads in bold with a dot.
 */
export function ActivityGroupsPage() {
  const list = useListParams(listParams);
  const { page, perPage: limit } = list.values;
  const kind = list.values.kind ?? null;
  const worker = list.values.worker ?? null;
  const unread = list.values.unread === '1';
  const { set } = list;
  const filter = useCallback((changes: ListParamsPatch<Params>) => set(changes), [set]);
  const query = useActivityGroups({ page, limit, kind, worker, unread });
  const meta = query.data?.meta;
  const filtered = kind !== null || worker !== null || unread;

  return (
    <Box>
      <PageHeader title={m.title} description={m.lead} />
      <ListToolbar
        total={meta ? m.totalCount(meta.totalCount) : null}
        totalTestId="activity-total"
        clear={filtered ? { label: m.clear, onClick: () => filter({ kind: null, worker: null, unread: null }) } : null}
      >
        <EnumFilter
          label={m.kindLabel}
          value={kind}
          options={activityKinds}
          labels={m.kinds}
          allLabel={m.kindAll}
          onChange={(value) => filter({ kind: value })}
          width={160}
          testId="activity-kind-filter"
        />
        <EntityPicker
          label={m.worker}
          allLabel={m.workerAll}
          value={worker}
          onChange={(value) => filter({ worker: value })}
          options={workerOptionsQuery}
          noOptionsText={ja.workerSearch.noOptions}
        />
        <FormControlLabel
          control={<Switch checked={unread} onChange={(_e, checked) => filter({ unread: checked ? '1' : null })} />}
          label={m.unreadOnly}
        />
      </ListToolbar>
      <DataTable
        columns={columns}
        rows={query.data?.data ?? []}
        getRowKey={(row) => row.code}
        ariaLabel={m.tableLabel}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(m.loadFailed, query.error) : null}
        emptyMessage={m.empty}
        pagination={list.pagination(meta?.totalCount ?? 0)}
      />
    </Box>
  );
}
