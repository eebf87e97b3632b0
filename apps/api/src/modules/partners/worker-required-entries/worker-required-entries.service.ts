import {
  missingRequiredEntries,
  sortRequiredEntries,
  workerRequiredEntryKeys,
  isWorkerRequiredEntryKey,
  type PortalRequiredEntriesWire,
  type WorkerRequiredEntryKey,
} from '@app/shared/worker-required-entries';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { AuthContext, WorkerAuthContext } from '../../../lib/auth-context';
import { findRequiredEntries, updateRequiredEntries } from '../../identity/companies/companies.repository';
import * as repo from './worker-required-entries.repository';

/** Stored keys as the API answers them: known ones only (a retired key is dropped), catalogue order. */
const known = (entries: readonly string[]): WorkerRequiredEntryKey[] => sortRequiredEntries(entries.filter(isWorkerRequiredEntryKey));

/** GET /api/v2/employee/worker_required_entries */
export async function get(db: Db, auth: AuthContext) {
  const entries = await findRequiredEntries(db, auth.companyId);
  if (!entries) throw notFound();
  return { required_entries: known(entries) };
}

/** PUT /api/v2/employee/worker_required_entries: replaces the whole list (validated and ordered by the body schema). */
export async function update(db: Db, auth: AuthContext, entries: WorkerRequiredEntryKey[]) {
  await updateRequiredEntries(db, auth.companyId, sortRequiredEntries(entries));
  return get(db, auth);
}

/** GET /api/v2/worker/required_entries: per linked company what it requires and what is missing, and their union. */
export async function forWorker(db: Db, auth: WorkerAuthContext): Promise<PortalRequiredEntriesWire> {
  const [linked, snapshot] = await Promise.all([repo.linkedCompanyRequirements(db, auth.accountId), repo.accountSnapshot(db, auth.accountId)]);
  const companies = linked.map((c) => ({
    company_id: c.id,
    company_name: c.name,
    required_entries: known(c.requiredEntries),
    missing_entries: missingRequiredEntries(c.requiredEntries, snapshot),
  }));
  const union = new Set(companies.flatMap((c) => c.missing_entries));
  return { missing_entries: workerRequiredEntryKeys.filter((k) => union.has(k)), companies };
}
