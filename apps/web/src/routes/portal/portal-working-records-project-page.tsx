import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { ja } from '@app/shared/messages/ja';
import { formatHoursMinutes } from '@app/shared/time-tracking';
import { timeMonthStatusLabels } from '@app/shared/time-tracking-api';
import { useDocumentTitle } from '../../components/page-header';
import { StatusChip } from '../../components/status-chip';
import { useToast } from '../../components/toast';
import { usePortalTimeProjects, usePortalTimeReport, useStartTimer } from '../../features/time-tracking/portal/api';
import { DayDialog } from '../../features/time-tracking/portal/components/day-dialog';
import { MonthStatusNotice, MonthTotals, SubmitMonthButton } from '../../features/time-tracking/portal/components/month-summary';
import { RecordsList } from '../../features/time-tracking/portal/components/records-list';
import { TimerCard } from '../../features/time-tracking/portal/components/timer-card';
import { timeMonthStatusTone } from '../../components/status-tones';
import { DayHours, MonthCalendar } from '../../features/time-tracking/month-calendar';
import { MonthPicker } from '../../features/time-tracking/month-picker';
import { useMonthParam } from '../../features/time-tracking/month';
import { failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';

const t = ja.timeTrackingPortal;
const weekdays = ja.timeTracking.weekdays;

/** The running timer (any contract's) or タイマー開始 on this one; a 409 (one already runs) comes back as a toast. */
function TimerArea({ code, year, month, projects }: { code: string; year: number; month: number; projects: readonly { code: string; name: string }[] }) {
  const toast = useToast();
  const list = usePortalTimeProjects(year, month);
  const start = useStartTimer(code);
  const [projectCode, setProjectCode] = useState('');
  if (!list.isSuccess) return null;
  const timer = list.data.meta.timer;
  if (timer) return <TimerCard timer={timer} contractName={list.data.data.find((r) => r.code === timer.projectCode)?.contractName ?? null} />;
  return (
    <Box sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {projects.length > 0 ? (
        <TextField select size="small" label={t.form.project} value={projectCode} onChange={(e) => setProjectCode(e.target.value)} sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: 'none' } }}>
          <MenuItem value="">{t.form.noProject}</MenuItem>
          {projects.map((p) => (
            <MenuItem key={p.code} value={p.code}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Button
        variant="outlined"
        startIcon={<PlayArrowIcon />}
        loading={start.isPending}
        onClick={() =>
          start.mutate(
            { project_code: projectCode || null },
            {
              onSuccess: () => toast.success(t.timer.started),
              onError: (error) => toast.error(failureMessage(t.timer.startFailed, error)),
            },
          )
        }
      >
        {t.timer.start}
      </Button>
    </Box>
  );
}

/**
 * /portal/working_records/{code}?year&month — one contract's month: the calendar (tap a day for its records), the
 * totals and the amount's lines, 月次提出, and the records as a table.
 */
export function PortalWorkingRecordsProjectPage() {
  const { code = '' } = useParams();
  const { year, month, go } = useMonthParam();
  const report = usePortalTimeReport(code, year, month);
  const [selected, setSelected] = useState<string | null>(null);
  const data = report.data;
  useDocumentTitle(data ? t.projectTitle(data.project.contractName) : t.title);
  const day = data?.days.find((d) => d.date === selected) ?? null;

  return (
    <Box>
      <Button component={RouterLink} to={`${paths.portalWorkingRecords}?year=${year}&month=${month}`} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {t.backToList}
      </Button>
      {data ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
              {data.project.companyName}
            </Typography>
            <Typography variant="h1" component="h1" sx={{ wordBreak: 'break-word' }}>
              {data.project.contractName}
            </Typography>
          </Box>
          <StatusChip tone={timeMonthStatusTone[data.project.status]} label={timeMonthStatusLabels[data.project.status]} testId="time-status" nowrap />
        </Box>
      ) : (
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          {t.title}
        </Typography>
      )}
      <TimerArea code={code} year={year} month={month} projects={data?.project.projects ?? []} />
      <Box sx={{ mb: 2 }}>
        <MonthPicker
          value={{ year, month }}
          onChange={(next) => {
            setSelected(null);
            go(next);
          }}
        />
      </Box>
      {report.isPending ? <Skeleton variant="rounded" height={360} /> : null}
      {report.isError ? (
        <Alert severity="error" role="alert">
          {failureMessage(t.loadFailed, report.error)}
        </Alert>
      ) : null}
      {data ? (
        <>
          <MonthStatusNotice report={data} />
          <Box sx={{ mb: 2 }}>
            <MonthCalendar
              month={{ year, month }}
              days={data.days}
              term={{ start: data.contractStartDate, end: data.contractEndDate }}
              selected={selected}
              onDayClick={(d) => setSelected(d.date)}
              dayLabel={(d) => t.calendar.dayLabel(month, d.day, weekdays[d.weekday] ?? '', d.holidayName, d.workedMinutes > 0 ? formatHoursMinutes(d.workedMinutes) : null)}
              renderDay={(d) => <DayHours minutes={d.workedMinutes} />}
            />
          </Box>
          <MonthTotals report={data} />
          <Box sx={{ mb: 2 }}>
            <SubmitMonthButton code={code} report={data} />
          </Box>
          <RecordsList days={data.days} />
          <DayDialog code={code} day={day} editable={data.editable} projects={data.project.projects} onClose={() => setSelected(null)} />
        </>
      ) : null}
    </Box>
  );
}
