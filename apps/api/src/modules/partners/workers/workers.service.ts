import { foldForSearch } from '@app/shared/kana';
import { ja } from '@app/shared/messages/ja';
import { adminRoles } from '@app/shared/roles';
import {
  workerDisplayFieldKeys,
  workerDisplayFieldLabels,
  type WorkerDisplayFieldKey,
  type WorkerDisplayFieldsResponseWire,
  type WorkerSelectableFieldsResponseWire,
} from '@app/shared/worker-display-fields';
import { maskAccountNumber, prefectureName, type WorkerPersonalResponseWire } from '@app/shared/worker-personal';
import { isWorkerRequiredEntryKey } from '@app/shared/worker-required-entries';
import type { BusinessorFields, WorkerDetailWire, WorkerListResponseWire } from '@app/shared/workers';
import type { Db } from '../../../db/client';
import { errorCodes } from '@app/shared/api';
import { HttpError, forbidden, invalid, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import * as repo from './workers.repository';
import * as profiles from '../worker-profile/worker-profile.repository';
import { assertEmailFree, changedWorkerOwnedFields, workerValues } from './worker-fields';
import { toDetail, toListItem } from './worker-wire';

// ── list and detail ─────────────────────────────────────────────────────────

/** One page: the rows, the count and the page's current contracts — three queries whatever the page size. */
export async function listCustomDisplay(
  db: Db,
  auth: AuthContext,
  query: { search_name: string; page: number; per_page: number; missing_required: boolean },
): Promise<WorkerListResponseWire> {
  const folded = foldForSearch(query.search_name);
  const { rows, total } = await repo.listWorkersPage(
    db,
    auth.companyId,
    folded,
    query.per_page,
    (query.page - 1) * query.per_page,
    query.missing_required,
  );
  return {
    data: rows.map((r) => ({ ...toListItem(r, r.contract), missing_required_entries: r.missingRequiredEntries.filter(isWorkerRequiredEntryKey) })),
    per_page: query.per_page,
    total_count: total,
  };
}

export async function getWorker(db: Db, auth: AuthContext, code: string): Promise<WorkerDetailWire> {
  const row = await repo.findWorkerByCode(db, auth.companyId, code);
  if (!row) throw notFound(ja.worker.notFound);
  const [contracts, profile] = await Promise.all([
    repo.currentContracts(db, auth.companyId, [row.id]),
    row.accountId ? profiles.findProfile(db, row.accountId) : undefined,
  ]);
  return toDetail(row, contracts.get(row.id), profile);
}

/**
 * The worker's personal information. Only `personalDataRoles` reach it (the route checks); every answer that shows
 * family members or a bank account is written to the access log first (who, when, which worker, from where).
 */
export async function getPersonal(
  db: Db,
  auth: AuthContext,
  code: string,
  clientAddress: string,
): Promise<WorkerPersonalResponseWire> {
  const worker = await repo.findWorkerByCode(db, auth.companyId, code);
  if (!worker) throw notFound(ja.worker.notFound);
  // what the worker keeps in the portal (one truth for every company the account is linked to); nothing before
  const { profile: personal, family, bank } = worker.accountId
    ? await profiles.findProfileBundle(db, worker.accountId)
    : { profile: undefined, family: [], bank: undefined };
  const shown = [...(bank ? ['bank_account'] : []), ...(family.length > 0 ? ['family_members'] : [])];
  if (shown.length > 0) {
    await repo.logPersonalDataAccess(db, {
      companyId: auth.companyId,
      employeeId: auth.employeeId,
      workerId: worker.id,
      dataKinds: shown.join(','),
      clientAddress,
    });
  }
  const detail = { code: worker.code, full_name: worker.fullName, trade_name: worker.tradeName };
  if (!personal && family.length === 0 && !bank) return { data: { personal: null, detail } };
  return {
    data: {
      personal: {
        postal_code: personal?.postalCode ?? null,
        prefecture_id: personal?.prefectureId ?? null,
        prefecture_name: prefectureName(personal?.prefectureId),
        address: personal?.address ?? null,
        building: personal?.building ?? null,
        phone: personal?.phone ?? null,
        birthday: personal?.birthday ?? null,
        gender: personal?.gender ?? null,
        entity_type: personal?.entityType ?? null,
        corporate_number: personal?.corporateNumber ?? null,
        occupation: personal?.occupation ?? null,
        invoice_status: personal?.invoiceStatus ?? null,
        invoice_registration_number: personal?.invoiceRegistrationNumber ?? null,
        updated_at: new Date(personal?.updatedAt ?? bank?.updatedAt ?? worker.updatedAt).toISOString(),
        family_members: family.map((f) => ({
          id: f.id,
          name: f.name,
          name_kana: f.nameKana,
          relationship: f.relationship,
          birthday: f.birthday,
          is_dependent: f.isDependent,
        })),
        // the last four digits only: the full number stays in the database for the 全銀 transfer file
        bank_account: bank ? profiles.bankAccountWire(bank, maskAccountNumber) : null,
      },
      detail,
    },
  };
}

// ── create and update (v2 businessors) ──────────────────────────────────────

/** POST /v2/employee/businessors: a worker registered by the company (仮登録 until they join). */
export async function createBusinessor(db: Db, auth: AuthContext, fields: BusinessorFields): Promise<WorkerDetailWire> {
  const code = await db.transaction(async (tx) => {
    await assertEmailFree(tx, auth.companyId, fields.email);
    const [row] = await repo.insertWorkers(tx, auth.companyId, [{ ...workerValues(fields), status: 'temporary' }]);
    return row!.code;
  });
  return getWorker(db, auth, code);
}

export async function updateBusinessor(db: Db, auth: AuthContext, code: string, fields: BusinessorFields): Promise<WorkerDetailWire> {
  await db.transaction(async (tx) => {
    // the row is locked first: a profile saved in the portal meanwhile waits, and is compared with below
    if (!(await repo.lockWorkerByCode(tx, auth.companyId, code))) throw notFound(ja.worker.notFound);
    const worker = await repo.findWorkerByCode(tx, auth.companyId, code);
    if (!worker) throw notFound(ja.worker.notFound);
    const owned = changedWorkerOwnedFields(worker, fields);
    if (owned.length > 0) {
      throw new HttpError(
        409,
        errorCodes.conflict,
        [ja.workerOwnership.fieldManagedByWorker],
        Object.fromEntries(owned.map((k) => [`businessor.${k}`, [ja.workerOwnership.fieldManagedByWorker]])),
      );
    }
    await assertEmailFree(tx, auth.companyId, fields.email, worker.id);
    await repo.updateWorker(tx, auth.companyId, worker.id, workerValues(fields));
  });
  return getWorker(db, auth, code);
}

// ── custom display fields ───────────────────────────────────────────────────

/** A stored key the list can show (built-in today; `custom:<code>` keys join when custom fields become columns). */
function isDisplayFieldKey(key: string): key is WorkerDisplayFieldKey {
  return (workerDisplayFieldKeys as readonly string[]).includes(key);
}

export async function displayFields(db: Db, auth: AuthContext): Promise<WorkerDisplayFieldsResponseWire> {
  const { own, rows } = await repo.listDisplayFields(db, auth.companyId, auth.employeeId);
  return {
    data: rows
      .filter((r): r is { fieldKey: WorkerDisplayFieldKey; position: number } => isDisplayFieldKey(r.fieldKey))
      .map((r) => ({ field_key: r.fieldKey, label: workerDisplayFieldLabels[r.fieldKey], position: r.position })),
    meta: { source: own ? 'own' : 'company' },
  };
}

export function selectableFields(): WorkerSelectableFieldsResponseWire {
  return { data: workerDisplayFieldKeys.map((key) => ({ field_key: key, label: workerDisplayFieldLabels[key] })) };
}

/**
 * Saves the employee's own columns, or (companyDefault, administrators only) the company default that every
 * employee without their own choice sees.
 */
export async function bulkCreateDisplayFields(
  db: Db,
  auth: AuthContext,
  keys: string[],
  companyDefault = false,
): Promise<WorkerDisplayFieldsResponseWire> {
  if (companyDefault && !adminRoles.includes(auth.role)) throw forbidden();
  const unknown = keys.filter((k) => !isDisplayFieldKey(k));
  if (unknown.length > 0) throw invalid({ worker_list_custom_display_fields: unknown.map((k) => ja.workerColumns.unknownField(k)) });
  if (new Set(keys).size !== keys.length) throw invalid({ worker_list_custom_display_fields: [ja.workerColumns.duplicate] });
  await db.transaction((tx) => repo.replaceDisplayFields(tx, auth.companyId, companyDefault ? null : auth.employeeId, keys));
  return displayFields(db, auth);
}

/** DELETE: drops the employee's own columns; answers what they see now (the company default). */
export async function resetDisplayFields(db: Db, auth: AuthContext): Promise<WorkerDisplayFieldsResponseWire> {
  await repo.deleteDisplayFields(db, auth.companyId, auth.employeeId);
  return displayFields(db, auth);
}
