import { useParams } from 'react-router';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { useWorkerTimeProjects } from '../../../features/time-tracking/company/api';
import { MonthPicker } from '../../../features/time-tracking/month-picker';
import { monthOf, monthParam, yearParam } from '../../../features/time-tracking/month';
import { ProjectTable } from '../../../features/time-tracking/company/project-table';
import { failureMessage } from '../../../lib/api-client';
import { pageParam, useListParams } from '../../../lib/use-list-params';

const s = ja.timeTrackingScreens;
const params = z.object({ page: pageParam, year: yearParam, month: monthParam });

/** /worker/{code}/working_record_project?year&month: the 稼働 tab — the worker's time-tracked contracts of a month. */
export function WorkerWorkingRecordProjectsPage() {
  const { code = '' } = useParams();
  const list = useListParams(params);
  const month = monthOf(list.values);
  const query = useWorkerTimeProjects(code, month);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {s.worker.lead}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <MonthPicker value={month} onChange={(next) => list.set({ year: next.year, month: next.month })} />
      </Box>
      <ProjectTable
        rows={query.data?.data ?? []}
        ariaLabel={s.worker.tableLabel}
        showWorker={false}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(s.loadFailed, query.error) : null}
        emptyMessage={s.worker.empty(month.year, month.month)}
      />
    </Box>
  );
}
