import Chip from '@mui/material/Chip';
import type { MyNumberStatus } from '@app/shared/workers';

// Text colours chosen for WCAG AA contrast (4.5:1) on white; MUI's default info/warning are too light.
const COLORS: Record<MyNumberStatus, string> = {
  not_requested: '#4b5563',
  requested: '#9a4a00',
  submitted: '#0b5e99',
  confirmed: '#1b5e20',
};

export function WorkerStatusChip({ status, label }: { status: MyNumberStatus; label: string }) {
  const color = COLORS[status] ?? COLORS.not_requested;
  return <Chip size="small" variant="outlined" label={label} sx={{ fontWeight: 600, color, borderColor: color }} />;
}
