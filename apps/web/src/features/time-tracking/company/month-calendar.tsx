import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { statusTones } from '../../../app/theme';

/** What the grid needs of a day (the API's calendar and report days both have it). */
export interface MonthCalendarDay {
  /** YYYY-MM-DD */
  date: string;
  day: number;
  /** 0 = 日 … 6 = 土 */
  weekday: number;
  holidayName: string | null;
  isWeekend: boolean;
}

const weekdays = ja.timeTracking.weekdays;
const c = ja.timeTrackingScreens.calendar;

/** Sunday and holidays red, Saturday blue (the colours of a Japanese calendar), in the theme's tones. */
function dayColour(day: MonthCalendarDay): string {
  if (day.holidayName || day.weekday === 0) return statusTones.danger.text;
  if (day.weekday === 6) return statusTones.info.text;
  return 'inherit';
}

/**
 * A month as a 7-column grid (日〜土): weekends and national holidays marked (colour, a tinted cell and the holiday's
 * name), each day's content from `renderDay`. With `onDayClick` every day is a button. `muted` greys a day out (e.g.
 * outside the contract's term). Self-contained: the portal has its own; the lead may unify them.
 */
export function MonthCalendar<Day extends MonthCalendarDay>({
  days,
  label,
  renderDay,
  onDayClick,
  muted,
}: {
  days: readonly Day[];
  /** The grid's accessible name, e.g. 「2026年3月のカレンダー」. */
  label: string;
  renderDay: (day: Day) => ReactNode;
  onDayClick?: (day: Day) => void;
  muted?: (day: Day) => boolean;
}) {
  const leading = days[0]?.weekday ?? 0;
  const cells: (Day | null)[] = [...Array.from({ length: leading }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return (
    <Box role="group" aria-label={label} data-testid="month-calendar">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', borderTop: 1, borderLeft: 1, borderColor: 'divider' }}>
        {weekdays.map((name, index) => (
          <Typography
            key={name}
            variant="caption"
            aria-hidden
            sx={{
              textAlign: 'center',
              fontWeight: 700,
              py: 0.5,
              borderRight: 1,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: 'grey.50',
              color: index === 0 ? statusTones.danger.text : index === 6 ? statusTones.info.text : 'text.secondary',
            }}
          >
            {name}
          </Typography>
        ))}
        {cells.map((day, index) => {
          if (!day) return <Box key={`blank-${index}`} sx={{ borderRight: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.50' }} />;
          const off = day.isWeekend || day.holidayName !== null;
          const isMuted = muted?.(day) ?? false;
          const dayText = c.dayLabel(formatDate(day.date), weekdays[day.weekday] ?? '', day.holidayName);
          const content = (
            <>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, minWidth: 0 }}>
                <Typography component="span" variant="body2" sx={{ fontWeight: 700, color: dayColour(day) }}>
                  {day.day}
                </Typography>
                {day.holidayName ? (
                  <Typography component="span" variant="caption" noWrap sx={{ color: statusTones.danger.text }} data-testid="calendar-holiday">
                    {day.holidayName}
                  </Typography>
                ) : null}
              </Box>
              <Box sx={{ mt: 0.25, width: '100%' }}>{renderDay(day)}</Box>
            </>
          );
          const sx = {
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            justifyContent: 'flex-start',
            textAlign: 'left',
            minHeight: 72,
            p: 0.75,
            borderRight: 1,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: isMuted ? 'grey.100' : off ? statusTones.muted.soft : 'background.paper',
            opacity: isMuted ? 0.6 : 1,
          } as const;
          return onDayClick ? (
            <ButtonBase
              key={day.date}
              onClick={() => onDayClick(day)}
              aria-label={c.openDay(dayText)}
              data-testid="calendar-day"
              data-date={day.date}
              data-off={off || undefined}
              sx={{ ...sx, '&:hover': { bgcolor: 'action.hover' }, '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
            >
              {content}
            </ButtonBase>
          ) : (
            <Box key={day.date} aria-label={dayText} role="group" data-testid="calendar-day" data-date={day.date} data-off={off || undefined} sx={sx}>
              {content}
            </Box>
          );
        })}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {c.legend}
      </Typography>
    </Box>
  );
}
