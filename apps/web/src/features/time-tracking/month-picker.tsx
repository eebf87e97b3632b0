import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { ja } from '@app/shared/messages/ja';
import { TIME_TRACKING_YEAR_MAX, TIME_TRACKING_YEAR_MIN } from '@app/shared/time-tracking-api';
import { currentMonth, monthText, shiftMonth, type YearMonth } from './month';

const t = ja.timeTracking.month;

/** 前月 「2026年3月」 翌月 (and 今月 when another month is shown), within the years the API takes. */
export function MonthPicker({ value, onChange }: { value: YearMonth; onChange: (next: YearMonth) => void }) {
  const previous = shiftMonth(value, -1);
  const next = shiftMonth(value, 1);
  const now = currentMonth();
  const isNow = now.year === value.year && now.month === value.month;
  return (
    <Box role="group" aria-label={t.label} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid="month-picker">
      <Button size="small" variant="outlined" color="inherit" startIcon={<ChevronLeftIcon />} disabled={previous.year < TIME_TRACKING_YEAR_MIN} onClick={() => onChange(previous)}>
        {t.previous}
      </Button>
      <Typography component="span" sx={{ fontSize: '1.125rem', fontWeight: 700, minWidth: '7.5em', textAlign: 'center' }} data-testid="month-picker-value" aria-live="polite">
        {monthText(value)}
      </Typography>
      <Button size="small" variant="outlined" color="inherit" endIcon={<ChevronRightIcon />} disabled={next.year > TIME_TRACKING_YEAR_MAX} onClick={() => onChange(next)}>
        {t.next}
      </Button>
      {isNow ? null : (
        <Button size="small" onClick={() => onChange(now)}>
          {t.current}
        </Button>
      )}
    </Box>
  );
}
