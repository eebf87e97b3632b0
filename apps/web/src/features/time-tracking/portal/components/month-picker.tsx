import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { ja } from '@app/shared/messages/ja';
import { TIME_TRACKING_YEAR_MAX, TIME_TRACKING_YEAR_MIN } from '@app/shared/time-tracking-api';
import { currentMonth, shiftMonth, type YearMonth } from '../month';

const t = ja.timeTrackingPortal;

/** 前月 「2026年11月」 翌月 (and 今月 when another month is shown). */
export function MonthPicker({ value, onChange }: { value: YearMonth; onChange: (next: YearMonth) => void }) {
  const previous = shiftMonth(value, -1);
  const next = shiftMonth(value, 1);
  const now = currentMonth();
  const isNow = now.year === value.year && now.month === value.month;
  return (
    <Box role="group" aria-label={t.monthPicker} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Button size="small" variant="outlined" color="inherit" startIcon={<ChevronLeftIcon />} disabled={previous.year < TIME_TRACKING_YEAR_MIN} onClick={() => onChange(previous)}>
        {t.previousMonth}
      </Button>
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, minWidth: '7.5em', textAlign: 'center' }} data-testid="shown-month">
        {t.month(value.year, value.month)}
      </Typography>
      <Button size="small" variant="outlined" color="inherit" endIcon={<ChevronRightIcon />} disabled={next.year > TIME_TRACKING_YEAR_MAX} onClick={() => onChange(next)}>
        {t.nextMonth}
      </Button>
      {isNow ? null : (
        <Button size="small" onClick={() => onChange(now)}>
          {t.thisMonth}
        </Button>
      )}
    </Box>
  );
}
