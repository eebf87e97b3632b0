import {
  missingRequiredEntries,
  sortRequiredEntries,
  workerRequiredEntryKeys,
  isWorkerRequiredEntryKey,
  type PortalRequiredEntriesWire,
  type WorkerRequiredEntryKey,
} from '@app/shared/worker-required-entries';
import { errorCodes } from '@app/shared/api';
import { ja } from '@app/shared/messages/ja';
import type { Db } from '../../../db/client';
import { HttpError, notFound } from '../../../lib/errors';
import { assertRequestMailAllowed } from '../../platform/mail/invitation-limits';
import { enqueueMail } from '../../platform/mail/mail.repository';
import { composeMail } from '../../platform/mail/mail.templates';
import { findByCode as findWorkerByCode } from '../workers/workers.repository';
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

const EMPTY_SNAPSHOT = { profile: null, hasBankAccount: false };

/**
 * POST /api/v2/employee/worker_required_entries/requests (issue #21): mails a registered worker of the company a request
 * to fill `entries` (the 振込 check names 口座情報), else what the worker misses of the company's required entries —
 * through the outbox, in the action's transaction, counted in the company's hourly mail budget. Another company's
 * worker is 404; an invited or 仮登録 worker, a worker without an address or with nothing to fill is 422.
 */
export async function requestEntries(db: Db, auth: AuthContext, appUrl: string, workerCode: string, entries: WorkerRequiredEntryKey[] | undefined) {
  return db.transaction(async (tx) => {
    const worker = await findWorkerByCode(tx, auth.companyId, workerCode, { lock: true });
    if (!worker) throw notFound();
    if (worker.status !== 'active') throw new HttpError(422, errorCodes.validation, [ja.requiredEntries.requestNotRegistered]);
    if (!worker.email) throw new HttpError(422, errorCodes.validation, [ja.requiredEntries.requestEmailMissing]);
    let asked = entries ?? [];
    if (asked.length === 0) {
      const required = (await findRequiredEntries(tx, auth.companyId)) ?? [];
      // a registered worker without an account has filled nothing (the worker list counts them the same way)
      const snapshot = worker.accountId === null ? EMPTY_SNAPSHOT : await repo.accountSnapshot(tx, worker.accountId);
      asked = missingRequiredEntries(required, snapshot);
    }
    if (asked.length === 0) throw new HttpError(422, errorCodes.validation, [ja.requiredEntries.requestNothingMissing]);
    await assertRequestMailAllowed(tx, auth.companyId);
    const company = auth.profile.companyName;
    const t = ja.requiredEntries;
    const page = asked.every((k) => k === 'bank_account') ? '/portal/bank_account' : '/portal/profile';
    await enqueueMail(
      tx,
      composeMail({
        companyId: auth.companyId,
        kind: 'required_entry_request',
        to: worker.email,
        subject: t.mailSubject(company),
        greeting: `${worker.fullName} 様`,
        paragraphs: [t.mailBody],
        facts: [
          { label: t.mailCompany, value: company },
          { label: t.mailEntries, value: asked.map((k) => t.labels[k]).join('、'), quote: false },
        ],
        action: { label: t.mailAction, url: `${appUrl}${page}` },
      }),
    );
    return { entries: asked, email: worker.email };
  });
}
