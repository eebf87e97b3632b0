import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { formatDate, formatDateTime } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { formatHoursMinutes } from '@app/shared/time-tracking';
import { TIME_OPERATION_LOG_DEFAULT_LIMIT, timeOperationActionLabels } from '@app/shared/time-tracking-api';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useDocumentTitle } from '../../../components/page-header';
import { useTimeOperationLogs, type TimeOperationLogEntry } from '../../../features/time-tracking/company/api';
import { reportLink } from '../../../features/time-tracking/company/links';
import { MonthPicker } from '../../../features/time-tracking/month-picker';
import { monthOf, monthParam, monthText, yearParam } from '../../../features/time-tracking/month';
import { failureMessage } from '../../../lib/api-client';
import { pageParam, useListParams } from '../../../lib/use-list-params';

const s = ja.timeTrackingScreens;
const l = s.logs;
const params = z.object({ page: pageParam, year: yearParam, month: monthParam });

type Logged = NonNullable<TimeOperationLogEntry['before']>;

/** One side of a change: 「9:00〜18:00（休憩 60分）」 8:00, the project, the note. */
function LoggedRecord({ record, testId }: { record: Logged; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {l.recordLine(record.timeText, formatHoursMinutes(record.workedMinutes))}
      </Typography>
      {record.projectName || record.note ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-word' }}>
          {l.recordExtra([record.projectName, record.note].filter((part): part is string => Boolean(part)))}
        </Typography>
      ) : null}
    </Box>
  );
}

function Change({ entry }: { entry: TimeOperationLogEntry }) {
  if (!entry.before && !entry.after) return <>{s.none}</>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {entry.before ? <LoggedRecord record={entry.before} testId="log-before" /> : <Typography variant="body2">{s.none}</Typography>}
      <ArrowForwardIcon fontSize="small" aria-label={l.after} sx={{ color: 'text.secondary' }} />
      {entry.after ? <LoggedRecord record={entry.after} testId="log-after" /> : <Typography variant="body2">{s.none}</Typography>}
    </Box>
  );
}

const columns: DataTableColumn<TimeOperationLogEntry>[] = [
  { key: 'at', header: l.columns.at, width: 150, render: (e) => formatDateTime(e.createdAt) },
  {
    key: 'actor',
    header: l.columns.actor,
    render: (e) => (
      <Box>
        <Typography variant="body2">{e.actorName}</Typography>
        <Typography variant="caption" color="text.secondary">
          {l.actorKinds[e.actorKind]}
        </Typography>
      </Box>
    ),
  },
  { key: 'action', header: l.columns.action, render: (e) => timeOperationActionLabels[e.action] },
  { key: 'date', header: l.columns.date, render: (e) => (e.workDate ? formatDate(e.workDate) : s.none) },
  { key: 'change', header: l.columns.change, render: (e) => <Change entry={e} /> },
  { key: 'comment', header: l.columns.comment, render: (e) => <Box sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{e.comment ?? ''}</Box> },
];

/** /worker/{code}/working_record_project/{projectCode}/operation_logs?year&month&page: 20 a page, newest first. */
export function WorkingRecordOperationLogsPage() {
  const { code: workerCode = '', projectCode = '' } = useParams();
  const list = useListParams(params, { pageSize: TIME_OPERATION_LOG_DEFAULT_LIMIT });
  const month = monthOf(list.values);
  const query = useTimeOperationLogs(workerCode, projectCode, month, list.values.page, TIME_OPERATION_LOG_DEFAULT_LIMIT);
  useDocumentTitle(l.title);
  return (
    <Box>
      <Button component={RouterLink} to={reportLink(workerCode, projectCode, month)} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {l.back}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {l.title}
        </Typography>
        <MonthPicker value={month} onChange={(next) => list.set({ year: next.year, month: next.month })} />
        <Typography variant="body2" color="text.secondary">
          {l.lead(monthText(month))}
        </Typography>
      </Box>
      <DataTable
        columns={columns}
        rows={query.data?.data ?? []}
        getRowKey={(e) => e.id}
        ariaLabel={l.tableLabel}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(l.loadFailed, query.error) : null}
        emptyMessage={l.empty}
        pagination={list.pagination(query.data?.meta.totalCount ?? 0)}
        minWidth={900}
      />
    </Box>
  );
}
