import Chip from '@mui/material/Chip';
import type { MyNumberStatus } from '@app/shared/workers';

const COLORS: Record<MyNumberStatus, 'default' | 'warning' | 'info' | 'success'> = {
  not_requested: 'default',
  requested: 'warning',
  submitted: 'info',
  confirmed: 'success',
};

export function WorkerStatusChip({ status, label }: { status: MyNumberStatus; label: string }) {
  return <Chip size="small" variant="outlined" color={COLORS[status] ?? 'default'} label={label} sx={{ fontWeight: 600 }} />;
}
