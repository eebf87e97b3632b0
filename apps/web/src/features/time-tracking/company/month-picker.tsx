import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { ja } from '@app/shared/messages/ja';
import type { YearMonth } from './api';
import { currentMonth, monthText, shiftMonth } from './month';

const t = ja.timeTrackingScreens.month;

/** 前月 / 「2026年3月」 / 翌月 (and 今月 when another month is shown). */
export function MonthPicker({ value, onChange }: { value: YearMonth; onChange: (month: YearMonth) => void }) {
  const now = currentMonth();
  const isNow = now.year === value.year && now.month === value.month;
  return (
    <Box role="group" aria-label={t.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="month-picker">
      <IconButton aria-label={t.previous} onClick={() => onChange(shiftMonth(value, -1))} size="small">
        <ChevronLeftIcon />
      </IconButton>
      <Typography component="span" sx={{ fontWeight: 700, minWidth: 104, textAlign: 'center' }} data-testid="month-picker-value" aria-live="polite">
        {monthText(value)}
      </Typography>
      <IconButton aria-label={t.next} onClick={() => onChange(shiftMonth(value, 1))} size="small">
        <ChevronRightIcon />
      </IconButton>
      {isNow ? null : (
        <Button size="small" onClick={() => onChange(now)}>
          {t.current}
        </Button>
      )}
    </Box>
  );
}
