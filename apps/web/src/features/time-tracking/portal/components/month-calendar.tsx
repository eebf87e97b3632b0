import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { formatHoursMinutes } from '@app/shared/time-tracking';
import type { PortalTimeDay } from '../api';

const t = ja.timeTrackingPortal.calendar;
const weekdays = ja.timeTracking.weekdays;

/** How a day is marked: a national holiday or Sunday red, Saturday blue. */
export type DayKind = 'holiday' | 'sunday' | 'saturday' | 'weekday';

export function dayKind(day: Pick<PortalTimeDay, 'holidayName' | 'weekday'>): DayKind {
  if (day.holidayName) return 'holiday';
  if (day.weekday === 0) return 'sunday';
  if (day.weekday === 6) return 'saturday';
  return 'weekday';
}

const kindColour: Record<DayKind, string> = { holiday: 'error.main', sunday: 'error.main', saturday: 'info.main', weekday: 'text.primary' };

/** Whether a date lies inside the contract's term (an open end runs on). */
export function inTerm(date: string, start: string, end: string | null): boolean {
  return date >= start && (end === null || date <= end);
}

/**
 * The month as 7 columns 日〜土: each day its number (holidays and Sundays red, Saturdays blue, the holiday's name in
 * its label) and its hours; today outlined; days outside the contract's term greyed and not tappable. Compact enough
 * for 390 px: the cells shrink with the width, nothing scrolls sideways.
 */
export function MonthCalendar({
  month,
  days,
  contractStart,
  contractEnd,
  selected,
  onSelect,
}: {
  month: number;
  days: readonly PortalTimeDay[];
  contractStart: string;
  contractEnd: string | null;
  selected: string | null;
  onSelect: (day: PortalTimeDay) => void;
}) {
  const today = todayInJapan();
  const lead = days[0]?.weekday ?? 0;
  return (
    <Box component="section" aria-label={t.heading} data-testid="month-calendar">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: { xs: 0.25, sm: 0.5 } }}>
        {weekdays.map((label, index) => (
          <Typography
            key={label}
            variant="caption"
            aria-hidden
            sx={{ textAlign: 'center', fontWeight: 700, color: index === 0 ? 'error.main' : index === 6 ? 'info.main' : 'text.secondary' }}
          >
            {label}
          </Typography>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <Box key={`lead-${i}`} aria-hidden />
        ))}
        {days.map((day) => {
          const kind = dayKind(day);
          const active = inTerm(day.date, contractStart, contractEnd);
          const hours = day.workedMinutes > 0 ? formatHoursMinutes(day.workedMinutes) : null;
          const isToday = day.date === today;
          return (
            <ButtonBase
              key={day.date}
              disabled={!active}
              onClick={() => onSelect(day)}
              aria-label={`${t.dayLabel(month, day.day, weekdays[day.weekday] ?? '', day.holidayName, hours)}${active ? '' : ` ${t.outsideTerm}`}`}
              aria-current={isToday ? 'date' : undefined}
              aria-pressed={selected === day.date}
              title={day.holidayName ?? undefined}
              data-kind={kind}
              data-date={day.date}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'stretch',
                justifyContent: 'flex-start',
                minWidth: 0,
                minHeight: { xs: 48, sm: 64 },
                p: { xs: 0.25, sm: 0.75 },
                borderRadius: 1,
                border: 2,
                borderColor: isToday ? 'primary.main' : selected === day.date ? 'primary.light' : 'transparent',
                outline: '1px solid',
                outlineColor: 'divider',
                bgcolor: !active ? 'action.disabledBackground' : kind === 'weekday' ? 'background.paper' : kind === 'saturday' ? 'rgba(2, 136, 209, 0.06)' : 'rgba(211, 47, 47, 0.06)',
                opacity: active ? 1 : 0.55,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Typography component="span" variant="caption" sx={{ fontWeight: 700, lineHeight: 1.3, color: active ? kindColour[kind] : 'text.disabled', textAlign: 'left' }}>
                {day.day}
              </Typography>
              {hours ? (
                <Typography component="span" sx={{ fontSize: { xs: '0.75rem', sm: '0.875rem' }, fontWeight: 600, fontVariantNumeric: 'tabular-nums', textAlign: 'center', mt: 'auto' }} data-testid="day-hours">
                  {hours}
                </Typography>
              ) : null}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
