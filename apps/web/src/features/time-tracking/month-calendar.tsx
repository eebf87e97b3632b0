import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { formatHoursMinutes } from '@app/shared/time-tracking';
import { todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { statusTones } from '../../app/theme';
import { dayTitle, type YearMonth } from './month';

/** What the grid needs of a day (the API's calendar and report days all have it). */
export interface MonthCalendarDay {
  /** YYYY-MM-DD */
  date: string;
  day: number;
  /** 0 = 日 … 6 = 土 */
  weekday: number;
  holidayName: string | null;
  isWeekend: boolean;
}

/** How a day is marked: a national holiday or Sunday red, Saturday blue (the colours of a Japanese calendar). */
type DayKind = 'holiday' | 'sunday' | 'saturday' | 'weekday';

function dayKind(day: Pick<MonthCalendarDay, 'holidayName' | 'weekday'>): DayKind {
  if (day.holidayName) return 'holiday';
  if (day.weekday === 0) return 'sunday';
  if (day.weekday === 6) return 'saturday';
  return 'weekday';
}

const kindColour: Record<DayKind, string> = {
  holiday: statusTones.danger.text,
  sunday: statusTones.danger.text,
  saturday: statusTones.info.text,
  weekday: 'text.primary',
};

const weekdays = ja.timeTracking.weekdays;
const c = ja.timeTracking.calendar;

/** A day's hours in its cell: 「7:30」 (nothing on a day without). */
export function DayHours({ minutes }: { minutes: number }) {
  if (minutes <= 0) return null;
  return (
    <Typography component="span" sx={{ display: 'block', fontSize: { xs: '0.75rem', sm: '0.875rem' }, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="day-hours">
      {formatHoursMinutes(minutes)}
    </Typography>
  );
}

/**
 * A month as 7 columns 日〜土 (the company's screens and the portal): weekends and national holidays marked (colour, a
 * tinted cell, the holiday's name from `sm` up and always in the day's accessible name), today outlined, each day's
 * content from `renderDay`. With `onDayClick` every day is a button; days outside the contract's `term` are greyed and
 * not clickable. Compact enough for 390 px: the cells shrink with the width, nothing scrolls sideways.
 */
export function MonthCalendar<Day extends MonthCalendarDay>({
  month,
  days,
  renderDay,
  dayLabel,
  onDayClick,
  selected,
  term,
}: {
  /** names the grid: 「2026年3月のカレンダー」 */
  month: YearMonth;
  days: readonly Day[];
  renderDay?: (day: Day) => ReactNode;
  /** a day's accessible name; by default 「2026/03/20（金） 春分の日」 (「…の記録を開く」 when clickable) */
  dayLabel?: (day: Day) => string;
  onDayClick?: (day: Day) => void;
  /** the date (YYYY-MM-DD) of the day shown beside the calendar, if any */
  selected?: string | null;
  /** the contract's term; an open end runs on */
  term?: { start: string; end: string | null };
}) {
  const today = todayInJapan();
  const leading = days[0]?.weekday ?? 0;
  const cells: (Day | null)[] = [...Array.from({ length: leading }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const line = { borderRight: 1, borderBottom: 1, borderColor: 'divider' } as const;
  return (
    <Box role="group" aria-label={c.label(month.year, month.month)} data-testid="month-calendar">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', borderTop: 1, borderLeft: 1, borderColor: 'divider' }}>
        {weekdays.map((name, index) => (
          <Typography
            key={name}
            variant="caption"
            aria-hidden
            sx={{
              ...line,
              textAlign: 'center',
              fontWeight: 700,
              py: 0.5,
              bgcolor: 'grey.50',
              color: index === 0 ? statusTones.danger.text : index === 6 ? statusTones.info.text : 'text.secondary',
            }}
          >
            {name}
          </Typography>
        ))}
        {cells.map((day, index) => {
          if (!day) return <Box key={`blank-${index}`} aria-hidden sx={{ ...line, bgcolor: 'grey.50' }} />;
          const kind = dayKind(day);
          const off = day.isWeekend || day.holidayName !== null;
          const active = term === undefined || (day.date >= term.start && (term.end === null || day.date <= term.end));
          const isToday = day.date === today;
          const isSelected = selected === day.date;
          const named = dayLabel?.(day) ?? (onDayClick && active ? c.openDay(dayTitle(day)) : dayTitle(day));
          const label = active ? named : c.outsideTerm(named);
          const content = (
            <>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, minWidth: 0, width: '100%' }}>
                <Typography component="span" variant="body2" sx={{ fontWeight: 700, lineHeight: 1.3, color: active ? kindColour[kind] : 'text.disabled' }}>
                  {day.day}
                </Typography>
                {day.holidayName ? (
                  <Typography component="span" variant="caption" noWrap sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0, color: statusTones.danger.text }}>
                    {day.holidayName}
                  </Typography>
                ) : null}
              </Box>
              {renderDay ? <Box sx={{ mt: 'auto', pt: 0.25, width: '100%', minWidth: 0 }}>{renderDay(day)}</Box> : null}
            </>
          );
          const sx = {
            ...line,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            justifyContent: 'flex-start',
            textAlign: 'left',
            minWidth: 0,
            minHeight: { xs: 48, sm: 72 },
            p: { xs: 0.25, sm: 0.75 },
            bgcolor: !active ? 'action.disabledBackground' : isSelected ? 'action.selected' : off ? statusTones.muted.soft : 'background.paper',
            opacity: active ? 1 : 0.55,
            outline: isToday ? 2 : 0,
            outlineColor: 'primary.main',
            outlineOffset: -2,
          } as const;
          const marks = {
            'aria-current': isToday ? ('date' as const) : undefined,
            title: day.holidayName ?? undefined,
            'data-date': day.date,
            'data-kind': kind,
            'data-off': off || undefined,
          };
          return onDayClick ? (
            <ButtonBase
              key={day.date}
              disabled={!active}
              onClick={() => onDayClick(day)}
              aria-label={label}
              aria-pressed={selected === undefined ? undefined : isSelected}
              {...marks}
              sx={{ ...sx, '&:hover': { bgcolor: 'action.hover' }, '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
            >
              {content}
            </ButtonBase>
          ) : (
            <Box key={day.date} role="group" aria-label={label} {...marks} sx={sx}>
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
