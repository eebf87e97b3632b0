/**
 * A contract's progress (the least advanced item group of its approved orders) is read from ordering's tables:
 * deliveries, invoices and 支払通知書. Ordering sits above partners, so contracts does not import it: this port says what
 * the worker's contract tab needs, the contracts routes take an implementation as an option, and app.ts passes
 * ordering's (`deliveries.repository#contractProgress`, over deliveries/contract-progress.sql.ts). The contract list
 * reads the rank stored on the contract instead (`contracts.progress_rank`, kept by triggers: migration 0025).
 */
import { progressKeys, type ProgressKey } from '@app/shared/contract-progress';
import type { Queryable } from '../../../db/client';

export type ContractProgress = {
  /** The progress of each contract by id (null while it has no approved order). */
  ofContracts: (db: Queryable, companyId: number, contractIds: readonly number[]) => Promise<Map<number, ProgressKey | null>>;
};

/** A rank is the key's index in `progressKeys` (least advanced first); this is the key of a rank from SQL (null stays null). */
export function progressOfRank(rank: number | null | undefined): ProgressKey | null {
  return rank === null || rank === undefined ? null : (progressKeys[rank] ?? null);
}
