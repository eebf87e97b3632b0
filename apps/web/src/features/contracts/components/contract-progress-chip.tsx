import type { ProgressKey } from '@app/shared/contract-progress';
import { ja } from '@app/shared/messages/ja';
import { StatusChip } from '../../../components/status-chip';
import { progressTone } from '../../../components/status-tones';

/** A contract's progress label (SPEC §3), or '-' while it has no approved order. */
export function ContractProgressChip({ progress, label }: { progress: ProgressKey | null; label: string | null }) {
  if (!progress || !label) return <>{ja.contractProgress.none}</>;
  return <StatusChip variant="outlined" nowrap tone={progressTone[progress]} label={label} testId="contract-progress" />;
}
