import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { formatHoursMinutes } from '@app/shared/time-tracking';
import type { PortalTimeDay } from '../api';
import { recordTimeText } from '../../month';

const t = ja.timeTrackingPortal.list;
const weekdays = ja.timeTracking.weekdays;

/**
 * The month's records as a table (day, time, hours, project, note) for whoever prefers it to the calendar. On a phone
 * each record stacks into a small card, each value after its column's name, so nothing scrolls sideways.
 */
export function RecordsList({ days }: { days: readonly PortalTimeDay[] }) {
  const rows = days.flatMap((day) => day.records.map((record) => ({ day, record })));
  const stacked = { display: { xs: 'block', sm: 'table-cell' }, border: { xs: 0, sm: undefined }, py: { xs: 0.25, sm: 0.75 } };
  const labelled = { ...stacked, '&::before': { content: { xs: 'attr(data-label)', sm: 'none' }, color: 'text.secondary', mr: 1 } };
  return (
    <Paper component="section" aria-labelledby="time-records-heading" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Typography id="time-records-heading" variant="h2" component="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {t.heading}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t.empty}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby="time-records-heading" data-testid="time-records">
          <TableHead sx={{ display: { xs: 'none', sm: 'table-header-group' } }}>
            <TableRow>
              <TableCell>{t.date}</TableCell>
              <TableCell>{t.time}</TableCell>
              <TableCell align="right">{t.hours}</TableCell>
              <TableCell>{t.project}</TableCell>
              <TableCell>{t.note}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ day, record }) => (
              <TableRow key={record.code} sx={{ display: { xs: 'block', sm: 'table-row' }, py: { xs: 1, sm: 0 }, borderBottom: { xs: 1, sm: 0 }, borderColor: 'divider' }}>
                <TableCell sx={{ ...stacked, fontWeight: { xs: 700, sm: 400 }, whiteSpace: 'nowrap' }}>{ja.timeTrackingPortal.dateWithWeekday(formatDate(day.date), weekdays[day.weekday] ?? '')}</TableCell>
                <TableCell sx={stacked}>{recordTimeText(record)}</TableCell>
                <TableCell align="right" data-label={t.hours} sx={{ ...labelled, textAlign: { xs: 'left', sm: 'right' }, fontVariantNumeric: 'tabular-nums' }}>
                  {formatHoursMinutes(record.workedMinutes)}
                </TableCell>
                <TableCell data-label={t.project} sx={{ ...labelled, ...(record.project ? {} : { display: { xs: 'none', sm: 'table-cell' } }) }}>
                  {record.project?.name ?? ''}
                </TableCell>
                <TableCell data-label={t.note} sx={{ ...labelled, whiteSpace: 'pre-wrap', wordBreak: 'break-word', ...(record.note ? {} : { display: { xs: 'none', sm: 'table-cell' } }) }}>
                  {record.note ?? ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
