import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { formatHoursMinutes } from '@app/shared/time-tracking';
import { statusTones } from '../../../app/theme';
import { decimalHoursText } from '../month';
import type { TimeRecordItem, TimeReport, TimeReportDay } from './api';

const s = ja.timeTrackingScreens;
const c = s.report.columns;
const weekdays = ja.timeTracking.weekdays;

function dayColour(day: TimeReportDay): string | undefined {
  if (day.holidayName || day.weekday === 0) return statusTones.danger.text;
  if (day.weekday === 6) return statusTones.info.text;
  return undefined;
}

/** A record's 休憩: the minutes of a clock record (its ranges are on the day's page), — for an hours-only one. */
const breakText = (record: TimeRecordItem): string => (record.kind === 'clock' ? s.report.breakMinutes(record.breakMinutes) : s.none);

/**
 * The monthly report per day: 日付, 曜日, 開始, 終了, 休憩, 稼働時間, プロジェクト, メモ. Every day of the month is a row so a
 * clerk reads the gaps; a day without records is greyed; a day with several records spans them. The footer has the
 * month's recorded total and the days worked.
 */
export function ReportTable({ report, dayLink }: { report: TimeReport; dayLink: (day: TimeReportDay) => ReactNode }) {
  const recorded = report.days.reduce((sum, day) => sum + day.records.reduce((n, r) => n + r.workedMinutes, 0), 0);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer>
        <Table size="small" aria-label={s.report.tableTitle} sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>{c.date}</TableCell>
              <TableCell>{c.weekday}</TableCell>
              <TableCell>{c.start}</TableCell>
              <TableCell>{c.end}</TableCell>
              <TableCell align="right">{c.break}</TableCell>
              <TableCell align="right">{c.hours}</TableCell>
              <TableCell>{c.project}</TableCell>
              <TableCell>{c.note}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.days.map((day) => {
              const off = day.isWeekend || day.holidayName !== null;
              const rowSx = { bgcolor: off ? statusTones.muted.soft : undefined };
              const dateCells = (span: number) => (
                <>
                  <TableCell rowSpan={span} sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    {dayLink(day)}
                  </TableCell>
                  <TableCell rowSpan={span} sx={{ color: dayColour(day), verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                    {s.report.weekday(weekdays[day.weekday] ?? '', day.holidayName)}
                  </TableCell>
                </>
              );
              if (day.records.length === 0) {
                return (
                  <TableRow key={day.date} sx={{ ...rowSx, '& td': { color: 'text.secondary' } }} data-testid="report-day" data-date={day.date} data-empty>
                    {dateCells(1)}
                    <TableCell colSpan={6}>{s.none}</TableCell>
                  </TableRow>
                );
              }
              return day.records.map((record, index) => (
                <TableRow key={record.code} sx={rowSx} data-testid="report-day" data-date={day.date}>
                  {index === 0 ? dateCells(day.records.length) : null}
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{record.start ?? s.none}</TableCell>
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{record.end ?? s.none}</TableCell>
                  <TableCell align="right">{breakText(record)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {formatHoursMinutes(record.workedMinutes)}
                  </TableCell>
                  <TableCell>{record.project?.name ?? s.none}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 280 }}>{record.note ?? ''}</TableCell>
                </TableRow>
              ));
            })}
          </TableBody>
          <TableFooter>
            <TableRow data-testid="report-total">
              <TableCell colSpan={5} sx={{ fontWeight: 700, color: 'text.primary' }}>
                {s.report.totals.row(s.days(report.project.recordedDays))}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}>
                {formatHoursMinutes(recorded)}
              </TableCell>
              <TableCell colSpan={2} sx={{ color: 'text.secondary' }}>
                {decimalHoursText(recorded)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/** formatDate of a day, for the link text. */
export const dayText = (day: TimeReportDay): string => formatDate(day.date);
