import type { TimeMonthStatus } from '@app/shared/time-tracking-api';
import type { StatusTone } from '../../../app/theme';

/**
 * A month's status in the tones of components/status-tones.ts's rule: waiting on the worker neutral, waiting on the
 * company info, sent back warning, done success. (Kept here so the company screens are self-contained; the lead may
 * move it next to the other maps.)
 */
export const timeMonthStatusTone: Record<TimeMonthStatus, StatusTone> = {
  open: 'neutral',
  submitted: 'info',
  approved: 'success',
  returned: 'warning',
};
