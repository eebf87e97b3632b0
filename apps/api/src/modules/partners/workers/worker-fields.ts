import { ja } from '@app/shared/messages/ja';
import { WORKER_OWNED_FIELDS, type WorkerOwnedField } from '@app/shared/worker-profile';
import type { BusinessorFields } from '@app/shared/workers';
import type { Queryable } from '../../../db/client';
import { invalid } from '../../../lib/errors';
import * as repo from './workers.repository';

/** The worker columns a company writes, from the fields of the form and the CSV. */
export const workerValues = (f: BusinessorFields) => ({
  fullName: f.full_name,
  fullNameKana: f.full_namekana,
  tradeName: f.trade_name,
  ownDepartment: f.own_department,
  businessField: f.business_field,
  occupation: f.occupation,
  email: f.email,
});

export async function assertEmailFree(db: Queryable, companyId: number, email: string | null, exceptWorkerId?: number) {
  if (!email) return;
  if (!exceptWorkerId && (await repo.pendingInvitesForEmails(db, companyId, [email])).length > 0) {
    throw invalid({ email: [ja.workerValidation.emailInvited] });
  }
  if ((await repo.workersWithEmails(db, companyId, [email], exceptWorkerId)).length > 0) {
    throw invalid({ email: [ja.workerValidation.emailTaken] });
  }
}

/**
 * The worker-owned fields (WORKER_OWNED_FIELDS) the company's values would change on a row linked to a portal account
 * (docs/decisions.md "Who owns which field"); none for a row without an account. Unchanged values pass.
 */
export function changedWorkerOwnedFields(
  row: { accountId: number | null; fullName: string; fullNameKana: string; tradeName: string | null; occupation: string | null; email: string | null },
  f: BusinessorFields,
): WorkerOwnedField[] {
  if (row.accountId === null) return [];
  const current: Record<WorkerOwnedField, string | null> = {
    full_name: row.fullName,
    full_namekana: row.fullNameKana,
    trade_name: row.tradeName,
    occupation: row.occupation,
    email: row.email?.toLowerCase() ?? null,
  };
  return WORKER_OWNED_FIELDS.filter((k) => (current[k] ?? '') !== (f[k] ?? ''));
}
