import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { formatDate, formatDateTime, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { InfoGrid } from '../../../components/info-grid';
import { useDocumentTitle } from '../../../components/page-header';
import { useTimeDay, type TimeRecordItem } from '../../../features/time-tracking/company/api';
import { dayLink, reportLink } from '../../../features/time-tracking/company/links';
import { dayTitle, hoursText, isDate, monthOfDate, shiftDate } from '../../../features/time-tracking/month';
import { TimeStatusChip } from '../../../features/time-tracking/company/project-table';
import { failureMessage } from '../../../lib/api-client';

const s = ja.timeTrackingScreens;
const d = s.day;

function RecordCard({ record, index }: { record: TimeRecordItem; index: number }) {
  const breaks =
    record.kind === 'clock'
      ? record.breaks.length > 0
        ? d.breakList(record.breaks.map((b) => d.breakRange(b.start, b.end)), record.breakMinutes)
        : record.breakMinutes > 0
          ? d.breakTotal(record.breakMinutes)
          : d.noBreaks
      : s.none;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={d.record(index)} data-testid="day-record">
      <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
        {d.record(index)}
      </Typography>
      <InfoGrid
        labelWidth="120px"
        items={[
          { label: d.fields.time, value: record.kind === 'clock' && record.start && record.end ? d.clockRange(record.start, record.end) : d.hoursOnly },
          { label: d.fields.breaks, value: breaks },
          { label: d.fields.hours, value: hoursText(record.workedMinutes) },
          { label: d.fields.project, value: record.project?.name ?? s.none },
          { label: d.fields.note, value: <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>{record.note ?? s.none}</Box> },
          { label: d.fields.source, value: d.sources[record.source] },
          { label: d.fields.updatedAt, value: formatDateTime(record.updatedAt) },
        ]}
      />
    </Paper>
  );
}

/** /worker/{code}/working_record_project/{projectCode}/record?date=YYYY-MM-DD: one day's records in full, with 前日 / 翌日. */
export function WorkingRecordDayPage() {
  const { code: workerCode = '', projectCode = '' } = useParams();
  const [search] = useSearchParams();
  const asked = search.get('date') ?? '';
  const date = isDate(asked) ? asked : todayInJapan();
  const query = useTimeDay(workerCode, projectCode, date);
  const day = query.data;
  useDocumentTitle(`${formatDate(date)} - ${d.title}`);
  const total = day ? day.records.reduce((sum, rec) => sum + rec.workedMinutes, 0) : 0;

  return (
    <Box>
      <Button component={RouterLink} to={reportLink(workerCode, projectCode, monthOfDate(date))} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {d.back}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }} data-testid="day-heading">
          {dayTitle({ date, weekday: new Date(`${date}T00:00:00Z`).getUTCDay(), holidayName: day?.holidayName ?? null })}
        </Typography>
        {day ? <TimeStatusChip status={day.project.status} /> : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button component={RouterLink} to={dayLink(workerCode, projectCode, shiftDate(date, -1))} startIcon={<ChevronLeftIcon />}>
          {d.previous}
        </Button>
        <Button component={RouterLink} to={dayLink(workerCode, projectCode, shiftDate(date, 1))} endIcon={<ChevronRightIcon />}>
          {d.next}
        </Button>
      </Box>
      {query.isError && !day ? <Alert severity="error">{failureMessage(d.loadFailed, query.error)}</Alert> : null}
      {day ? (
        <>
          <Typography variant="body1" sx={{ fontWeight: 700, mb: 2 }} data-testid="day-total">
            {`${d.total} ${hoursText(total)}`}
          </Typography>
          {day.records.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {d.empty}
            </Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 2 }}>
              {day.records.map((record, index) => (
                <RecordCard key={record.code} record={record} index={index + 1} />
              ))}
            </Box>
          )}
        </>
      ) : null}
    </Box>
  );
}
