import { useCallback } from 'react';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Alert from '@mui/material/Alert';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { TIME_TRACKING_LIST_DEFAULT_LIMIT, timeMonthStatuses, timeMonthStatusLabels } from '@app/shared/time-tracking-api';
import { EnumFilter } from '../../components/enum-filter';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { useCompanyCalendar, useTimeProjectList } from '../../features/time-tracking/company/api';
import { DayHours, MonthCalendar } from '../../features/time-tracking/month-calendar';
import { MonthPicker } from '../../features/time-tracking/month-picker';
import { hoursText, monthOf, monthParam, yearParam, type YearMonth } from '../../features/time-tracking/month';
import { ProjectTable } from '../../features/time-tracking/company/project-table';
import { StatusCards } from '../../features/time-tracking/company/status-cards';
import { failureMessage } from '../../lib/api-client';
import { pageParam, searchParam, useListParams, type ListParamsPatch } from '../../lib/use-list-params';

const s = ja.timeTrackingScreens;

const listParams = z.object({
  page: pageParam,
  perPage: z.coerce.number().int().min(1).max(100).default(TIME_TRACKING_LIST_DEFAULT_LIMIT),
  year: yearParam,
  month: monthParam,
  keyword: searchParam,
  status: z.enum(timeMonthStatuses).optional(),
  view: z.enum(['list', 'calendar']).default('list'),
});
type Params = z.output<typeof listParams>;

/** The company calendar of the month: per day the hours recorded on every time-tracked contract and 「3名」. */
function CompanyCalendarView({ month }: { month: YearMonth }) {
  const calendar = useCompanyCalendar(month);
  if (calendar.isError && !calendar.data) return <Alert severity="error">{failureMessage(s.calendar.loadFailed, calendar.error)}</Alert>;
  const data = calendar.data;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {data ? (
        <>
          <Typography variant="body2" sx={{ mb: 1.5, fontWeight: 600 }} data-testid="calendar-total">
            {`${s.monthTotal} ${hoursText(data.workedMinutes)}`}
          </Typography>
          <MonthCalendar
            days={data.days}
            month={data}
            renderDay={(day) =>
              day.workedMinutes > 0 ? (
                <>
                  <DayHours minutes={day.workedMinutes} />
                  <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
                    {s.calendar.workers(day.workerCount)}
                  </Typography>
                </>
              ) : null
            }
          />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {ja.app.loading}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * /working_records?year&month&keyword&status&page: every time-tracked contract of the month (SPEC §2 稼働管理) — the
 * status counts (a click filters), the month's total hours, the list (a row opens the monthly report) or, as a second
 * view, the company's calendar.
 */
export function WorkingRecordsPage() {
  const list = useListParams(listParams);
  const { page, perPage: limit, keyword, view } = list.values;
  const month = monthOf(list.values);
  const status = list.values.status ?? null;
  const { set } = list;
  const filter = useCallback((changes: ListParamsPatch<Params>, replace = false) => set(changes, { replace }), [set]);
  const onSearch = useCallback((text: string) => filter({ keyword: text }, true), [filter]);
  const query = useTimeProjectList({ ...month, page, limit, keyword, status });
  const meta = query.data?.meta;
  const filtered = status !== null || keyword !== '';

  return (
    <Box>
      <PageHeader title={s.title} description={s.lead} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <MonthPicker value={month} onChange={(next) => filter({ year: next.year, month: next.month })} />
        <Box sx={{ flexGrow: 1 }} />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_e, value: Params['view'] | null) => value && set({ view: value === 'list' ? null : value }, { keepPage: true })}
          aria-label={s.views.label}
        >
          <ToggleButton value="list" sx={{ px: 2 }}>
            {s.views.list}
          </ToggleButton>
          <ToggleButton value="calendar" sx={{ px: 2 }}>
            {s.views.calendar}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {view === 'calendar' ? (
        <CompanyCalendarView month={month} />
      ) : (
        <>
          <StatusCards meta={meta} active={status} onSelect={(value) => filter({ status: value })} />
          <ListToolbar
            total={meta ? s.totalCount(meta.totalCount) : null}
            totalTestId="working-records-total"
            clear={filtered ? { label: s.clear, onClick: () => filter({ status: null, keyword: null }) } : null}
          >
            <SearchField value={keyword} onSearch={onSearch} label={s.keyword} width={280} />
            <EnumFilter
              label={s.status}
              value={status}
              options={timeMonthStatuses}
              labels={timeMonthStatusLabels}
              allLabel={s.statusAll}
              onChange={(value) => filter({ status: value })}
              width={160}
              testId="working-records-status-filter"
            />
          </ListToolbar>
          <ProjectTable
            rows={query.data?.data ?? []}
            ariaLabel={s.tableLabel}
            loading={query.isFetching}
            errorMessage={query.isError && !query.data ? failureMessage(s.loadFailed, query.error) : null}
            emptyMessage={filtered ? s.emptySearch : s.empty(month.year, month.month)}
            pagination={list.pagination(meta?.totalCount ?? 0)}
          />
        </>
      )}
    </Box>
  );
}
