import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { timeMonthStatuses, timeMonthStatusLabels, type TimeMonthStatus } from '@app/shared/time-tracking-api';
import { statusTones } from '../../../app/theme';
import { hoursText } from '../month';
import type { TimeProjectListPage } from './api';
import { timeMonthStatusTone } from '../../../components/status-tones';

const s = ja.timeTrackingScreens;

/**
 * The month's count per status (meta.status_counts: over every row the keyword matches) as cards; a click filters the
 * list by that status (again: all). Then the month's total hours.
 */
export function StatusCards({
  meta,
  active,
  onSelect,
}: {
  meta: TimeProjectListPage['meta'] | undefined;
  active: TimeMonthStatus | null;
  onSelect: (status: TimeMonthStatus | null) => void;
}) {
  return (
    <Box component="section" aria-label={s.statusCards.label} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
      {timeMonthStatuses.map((status) => {
        const tone = statusTones[timeMonthStatusTone[status]];
        const selected = active === status;
        const count = meta?.statusCounts[status];
        return (
          <ButtonBase
            key={status}
            onClick={() => onSelect(selected ? null : status)}
            aria-pressed={selected}
            aria-label={count === undefined ? undefined : s.statusCards.filter(timeMonthStatusLabels[status], count)}
            data-testid={`status-card-${status}`}
            sx={{
              flex: '1 1 150px',
              minWidth: 0,
              p: 1.5,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              border: selected ? 2 : 1,
              borderRadius: 1,
              borderColor: selected ? tone.main : 'divider',
              bgcolor: selected ? tone.soft : 'background.paper',
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 700, color: tone.text }}>
              {timeMonthStatusLabels[status]}
            </Typography>
            <Typography variant="h6" component="span" sx={{ fontWeight: 700 }} data-testid="status-card-count">
              {count === undefined ? <Skeleton width={40} /> : s.statusCards.count(count)}
            </Typography>
          </ButtonBase>
        );
      })}
      <Paper variant="outlined" component="section" aria-label={s.monthTotal} sx={{ flex: '1 1 200px', minWidth: 0, p: 1.5, bgcolor: 'rgba(31, 95, 174, 0.04)' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {s.monthTotal}
        </Typography>
        <Typography variant="h6" component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="month-total">
          {meta ? hoursText(meta.workedMinutes) : <Skeleton width={120} />}
        </Typography>
      </Paper>
    </Box>
  );
}
