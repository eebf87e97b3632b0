import Chip from '@mui/material/Chip';
import type { ProgressKey } from '@app/shared/contract-progress';
import { ja } from '@app/shared/messages/ja';

// Text colours chosen for WCAG AA contrast (4.5:1) on white (as worker-status-chip.tsx): waiting on the worker grey,
// waiting on the company blue, sent back red-brown, done green; 支払遅延 red.
const COLORS: Record<ProgressKey, string> = {
  payment_late: '#b71c1c',
  delivery_not_submitted: '#4b5563',
  delivery_reviewing: '#0b5e99',
  delivery_fix_requested: '#9a4a00',
  invoice_not_submitted: '#4b5563',
  invoice_reviewing: '#0b5e99',
  invoice_fix_requested: '#9a4a00',
  invoice_approved: '#1b5e20',
  payment_notification_reviewing: '#4b5563',
  payment_notification_fix_requested: '#9a4a00',
  payment_notification_accepted: '#1b5e20',
  payment_fixed: '#1b5e20',
};

/** A contract's progress label (SPEC §3), or '-' while it has no approved order. */
export function ContractProgressChip({ progress, label }: { progress: ProgressKey | null; label: string | null }) {
  if (!progress || !label) return <>{ja.contractProgress.none}</>;
  const color = COLORS[progress];
  return <Chip component="span" size="small" variant="outlined" label={label} sx={{ fontWeight: 600, color, borderColor: color, whiteSpace: 'nowrap' }} data-testid="contract-progress" />;
}
