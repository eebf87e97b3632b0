import type { z } from 'zod';
import { foldForSearch } from '@app/shared/kana';
import { ja } from '@app/shared/messages/ja';
import {
  workerDisplayFieldKeys,
  workerDisplayFieldLabels,
  type WorkerDisplayFieldKey,
  type WorkerDisplayFieldsResponseWire,
  type WorkerSelectableFieldsResponseWire,
} from '@app/shared/worker-display-fields';
import { maskAccountNumber, prefectureName, type WorkerPersonalResponseWire } from '@app/shared/worker-personal';
import { WORKER_OWNED_FIELDS, type WorkerOwnedField } from '@app/shared/worker-profile';
import { isWorkerRequiredEntryKey } from '@app/shared/worker-required-entries';
import {
  businessorFieldsSchema,
  contractPeriodText,
  myNumberStatusLabels,
  workerCsvColumns,
  workerDisplayName,
  workerInviteCsvColumns,
  workerInviteFieldsSchema,
  workerOccupationLabels,
  workerStatusLabels,
  workerTemporaryFieldsSchema,
  WORKER_IMPORT_MAX_ROWS,
  WORKER_INVITE_EXPIRE_DAYS,
  type BusinessorFields,
  type WorkerDetailWire,
  type WorkerInviteFields,
  type WorkerInviteResponseWire,
  type WorkerListItemWire,
  type WorkerListResponseWire,
} from '@app/shared/workers';
import type { Db, Queryable } from '../../../db/client';
import type { CsvCell } from '../../../lib/csv';
import { runCsvImport, type CsvColumn, type CsvImportRow, type CsvProblems } from '../../../lib/csv-import';
import { errorCodes } from '@app/shared/api';
import { HttpError, invalid, notFound } from '../../../lib/errors';
import { hashToken, newToken } from '../../../lib/tokens';
import type { AuthContext } from '../../../lib/auth-context';
import type { FileStorage } from '../../../lib/storage';
import { insertContract } from '../contracts/contracts.repository';
import { composeMail } from '../../platform/mail/mail.templates';
import { assertInvitationAllowed } from '../../platform/mail/invitation-limits';
import { enqueueMail } from '../../platform/mail/mail.repository';
import * as repo from './workers.repository';
import * as profiles from '../worker-profile/worker-profile.repository';

// ── rows on the wire ────────────────────────────────────────────────────────

function toListItem(r: repo.WorkerRow, contract: repo.CurrentContract | undefined): WorkerListItemWire {
  return {
    id: r.id,
    code: r.code,
    full_name: r.fullName,
    full_namekana: r.fullNameKana,
    trade_name: r.tradeName,
    own_department: r.ownDepartment,
    fullname: workerDisplayName(r.fullName, r.tradeName),
    department_name: r.departmentName,
    my_number_status: r.myNumberStatus,
    disp_my_number_status_name: myNumberStatusLabels[r.myNumberStatus],
    contract_count: r.contractCount,
    status: r.status,
    disp_status_name: workerStatusLabels[r.status],
    email: r.email,
    occupation: r.occupation,
    business_field: contract?.businessField ?? r.businessField,
    invite_id: r.status === 'invited' ? r.inviteId : null,
    contract_id: contract?.id ?? null,
    contract_period: contractPeriodText(contract?.startDate, contract?.endDate),
    created_at: new Date(r.createdAt).toISOString(),
  };
}

function toDetail(
  r: repo.WorkerRow,
  contract: repo.CurrentContract | undefined,
  profile: { invoiceRegistrationNumber: string | null } | undefined,
): WorkerDetailWire {
  return {
    ...toListItem(r, contract),
    contract_title: contract?.title ?? null,
    worker_business_field: r.businessField,
    occupation_name: r.occupation ? workerOccupationLabels[r.occupation] : null,
    updated_at: new Date(r.updatedAt).toISOString(),
    account_linked: r.accountId !== null,
    invoice_registration_number: profile?.invoiceRegistrationNumber ?? null,
  };
}

async function listItemOf(db: Queryable, companyId: number, workerId: number): Promise<WorkerListItemWire> {
  const row = await repo.findWorkerById(db, companyId, workerId);
  if (!row) throw notFound(ja.worker.notFound);
  const contracts = await repo.currentContracts(db, companyId, [workerId]);
  return toListItem(row, contracts.get(workerId));
}

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

const workerValues = (f: BusinessorFields) => ({
  fullName: f.full_name,
  fullNameKana: f.full_namekana,
  tradeName: f.trade_name,
  ownDepartment: f.own_department,
  businessField: f.business_field,
  occupation: f.occupation,
  email: f.email,
});

async function assertEmailFree(db: Queryable, companyId: number, email: string | null, exceptWorkerId?: number) {
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
function changedWorkerOwnedFields(
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

// ── invitations ─────────────────────────────────────────────────────────────

function expiry(): string {
  return new Date(Date.now() + WORKER_INVITE_EXPIRE_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

/** The link target is the worker-side app, a separate product (docs/decisions.md). */
export function inviteUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/$/, '')}/worker_invitations/${token}`;
}

async function sendInviteMail(
  tx: Queryable,
  auth: AuthContext,
  appUrl: string,
  to: { email: string; name: string },
  token: string,
  contract: { title: string; period: string } | null,
  kind: 'invitation' | 'reinvitation' | 'bulk_invitation',
) {
  const company = await repo.companyName(tx, auth.companyId);
  await enqueueMail(
    tx,
    composeMail({
      companyId: auth.companyId,
      kind,
      to: to.email,
      subject: ja.workerInvite.mailSubject(company),
      greeting: ja.workerInvite.mailGreeting(to.name),
      paragraphs: [ja.workerInvite.mailBody],
      facts: [
        { label: ja.workerInvite.mailCompany, value: company },
        ...(contract
          ? [
              { label: ja.workerInvite.mailContract, value: contract.title },
              ...(contract.period ? [{ label: ja.workerInvite.mailContractPeriod, value: contract.period, quote: false }] : []),
            ]
          : []),
      ],
      action: { label: ja.workerInvite.mailAction, url: inviteUrl(appUrl, token) },
      notes: [ja.workerInvite.mailExpiry(WORKER_INVITE_EXPIRE_DAYS)],
    }),
  );
}

/** Creates workers (invited or temporary), their first contracts and — for invitations — invites and mails. */
async function registerWorkers(
  tx: Queryable,
  auth: AuthContext,
  appUrl: string,
  rows: Array<WorkerInviteFields | z.output<typeof workerTemporaryFieldsSchema>>,
  mode: 'invite' | 'temporary',
  mailKind: 'invitation' | 'bulk_invitation' = 'invitation',
): Promise<Array<{ workerId: number; inviteId: number | null }>> {
  const inserted = await repo.insertWorkers(
    tx,
    auth.companyId,
    rows.map((r) => ({
      ...workerValues({ ...r, email: r.email ?? null }),
      status: mode === 'invite' ? ('invited' as const) : ('temporary' as const),
    })),
  );
  const result: Array<{ workerId: number; inviteId: number | null }> = [];
  for (const [i, row] of rows.entries()) {
    const worker = inserted[i]!;
    await insertContract(tx, {
      companyId: auth.companyId,
      workerId: worker.id,
      title: row.contract_title,
      ...(row.business_field ? { businessField: row.business_field } : {}),
      startDate: row.start_date!,
      endDate: row.end_date,
    });
    if (mode === 'temporary' || !row.email) {
      result.push({ workerId: worker.id, inviteId: null });
      continue;
    }
    const token = newToken();
    const [invite] = await repo.insertInvites(tx, [
      { companyId: auth.companyId, workerId: worker.id, email: row.email, tokenHash: hashToken(token), expiresAt: expiry(), invitedBy: auth.employeeId },
    ]);
    await sendInviteMail(tx, auth, appUrl, { email: row.email, name: row.full_name }, token, {
      title: row.contract_title,
      period: contractPeriodText(row.start_date, row.end_date),
    }, mailKind);
    result.push({ workerId: worker.id, inviteId: invite!.id });
  }
  return result;
}

/** POST /workers/invitation */
export async function inviteWorker(db: Db, auth: AuthContext, appUrl: string, fields: WorkerInviteFields): Promise<WorkerInviteResponseWire> {
  return db.transaction(async (tx) => {
    await assertInvitationAllowed(tx, auth.companyId, { kind: 'invitation' });
    await assertEmailFree(tx, auth.companyId, fields.email);
    const [created] = await registerWorkers(tx, auth, appUrl, [fields], 'invite');
    return {
      data: {
        worker: await listItemOf(tx, auth.companyId, created!.workerId),
        invite_id: created!.inviteId!,
        expire_days: WORKER_INVITE_EXPIRE_DAYS,
      },
    };
  });
}

async function openInvite(tx: Queryable, auth: AuthContext, inviteId: number) {
  const invite = await repo.findInvite(tx, auth.companyId, inviteId);
  if (!invite) throw notFound(ja.workerInvite.notFound);
  if (invite.status !== 'pending' || invite.workerId === null) throw notFound(ja.workerInvite.notFound);
  return { ...invite, workerId: invite.workerId };
}

/** PUT /workers/invitation/{inviteId}: a new link (the old one stops working), a new expiry, the mail again. */
export async function reinviteWorker(db: Db, auth: AuthContext, appUrl: string, inviteId: number): Promise<WorkerInviteResponseWire> {
  return db.transaction(async (tx) => {
    const invite = await openInvite(tx, auth, inviteId);
    await assertInvitationAllowed(tx, auth.companyId, { kind: 'reinvitation', to: invite.email });
    const token = newToken();
    await repo.renewInvite(tx, auth.companyId, invite.id, hashToken(token), expiry());
    const worker = await listItemOf(tx, auth.companyId, invite.workerId);
    const contracts = await repo.currentContracts(tx, auth.companyId, [invite.workerId]);
    const contract = contracts.get(invite.workerId);
    await sendInviteMail(
      tx,
      auth,
      appUrl,
      { email: invite.email, name: worker.full_name },
      token,
      contract ? { title: contract.title, period: worker.contract_period } : null,
      'reinvitation',
    );
    return { data: { worker, invite_id: invite.id, expire_days: WORKER_INVITE_EXPIRE_DAYS } };
  });
}

/**
 * What a deleted worker leaves behind in compliance: its マイナンバー. Compliance sits above partners, so workers does
 * not import it; the workers routes take this as an option and app.ts passes my-number-lifecycle's `forgetWorker` and
 * `removeMyNumberImages`.
 */
export type MyNumberCleanup = {
  /** In the caller's transaction: the worker's record, ciphertext and tokens go, with a deletion log. Answers the image keys. */
  forgetWorker: (tx: Queryable, actor: { auth: AuthContext; ip: string }, workerId: number) => Promise<string[]>;
  /** After the commit: the images of `forgetWorker`. */
  removeImages: (storage: FileStorage, keys: string[]) => Promise<void>;
};

/** PATCH /v2/employee/worker_invites/{inviteId}/canceled: the invite is kept as a record, the invited worker removed. */
export async function cancelInvite(
  db: Db,
  auth: AuthContext,
  inviteId: number,
  deps: { storage: FileStorage; ip: string; myNumbers: MyNumberCleanup },
) {
  const { images, result } = await db.transaction(async (tx) => {
    const invite = await openInvite(tx, auth, inviteId);
    await repo.cancelInvite(tx, auth.companyId, invite.id);
    // a マイナンバー asked of the invited worker goes with it: record, ciphertext, a deletion record, then the images
    const images = await deps.myNumbers.forgetWorker(tx, { auth, ip: deps.ip }, invite.workerId);
    await repo.deleteWorker(tx, auth.companyId, invite.workerId);
    return { images, result: { data: { id: invite.id, status: 'canceled' as const } } };
  });
  await deps.myNumbers.removeImages(deps.storage, images);
  return result;
}

// ── CSV ─────────────────────────────────────────────────────────────────────

export async function exportCsv(db: Db, auth: AuthContext): Promise<{ header: string[]; rows: CsvCell[][] }> {
  const rows = await repo.exportWorkers(db, auth.companyId);
  return {
    header: workerCsvColumns.map((c) => c.header),
    rows: rows.map((w) => [
      w.code,
      w.fullName,
      w.fullNameKana,
      w.tradeName,
      w.ownDepartment,
      w.businessField,
      w.occupation ? workerOccupationLabels[w.occupation] : '',
      w.email,
    ]),
  };
}

const headerMessages = {
  missingColumns: ja.workerImport.missingColumns,
  unknownColumns: ja.workerImport.unknownColumns,
  noRows: ja.workerImport.noRows,
};

/** Validates each row with the schema; every issue becomes '3行目（列）: 理由'. */
function validateRows<K extends string, S extends z.ZodType>(
  rows: CsvImportRow<K>[],
  schema: S,
  columns: readonly CsvColumn<K>[],
  problems: CsvProblems<K>,
): Array<{ line: number; code: string; value: z.output<S> }> {
  const keys = new Set<string>(columns.map((c) => c.key));
  const valid: Array<{ line: number; code: string; value: z.output<S> }> = [];
  for (const { line, values } of rows) {
    const result = schema.safeParse(values);
    if (result.success) {
      valid.push({ line, code: (values as Record<string, string>).code ?? '', value: result.data });
      continue;
    }
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      problems.add(line, keys.has(key) ? (key as K) : null, issue.message);
    }
  }
  return valid;
}

/** Duplicate e-mail checks (in the file and against the company's workers and open invitations). */
async function checkEmails<K extends string>(
  db: Queryable,
  companyId: number,
  rows: Array<{ line: number; email: string | null; workerId?: number }>,
  problems: CsvProblems<K>,
) {
  const seen = new Map<string, number>();
  for (const row of rows) {
    if (!row.email) continue;
    if (seen.has(row.email)) problems.addSentence(row.line, ja.csvImport.lineColumn(row.line, ja.workerFields.email, ja.workerImport.duplicateEmail));
    else seen.set(row.email, row.line);
  }
  const emails = [...seen.keys()];
  const taken = await repo.workersWithEmails(db, companyId, emails);
  for (const row of rows) {
    if (!row.email) continue;
    const other = taken.find((t) => t.email?.toLowerCase() === row.email && t.id !== row.workerId);
    if (other) {
      const message = other.status === 'invited' ? ja.workerValidation.emailInvited : ja.workerValidation.emailTaken;
      problems.addSentence(row.line, ja.csvImport.lineColumn(row.line, ja.workerFields.email, message));
    }
  }
}

/** POST /v2/employee/businessors/import_csv: all or nothing; empty code → new worker, a code → update it. */
export async function importWorkersCsv(db: Db, auth: AuthContext, bytes: Uint8Array): Promise<number> {
  const columns = workerCsvColumns.map((c) => ({ ...c, required: true }));
  return runCsvImport(db, bytes, {
    columns,
    maxRows: WORKER_IMPORT_MAX_ROWS,
    messages: headerMessages,
    check: async (tx, rows, problems) => {
      const valid = validateRows(rows, businessorFieldsSchema, columns, problems);
      const codes = rows.map((r) => r.values.code).filter((c) => c !== '');
      const found = await repo.workersByCodes(tx, auth.companyId, codes);
      const existing = new Map(found.map((w) => [w.code, w.id]));
      // a worker with a portal account manages their names, 屋号, 職種 and e-mail: the file may not change them
      const rowsByCode = new Map(found.map((w) => [w.code, w]));
      for (const v of valid) {
        const row = rowsByCode.get(v.code);
        for (const key of row ? changedWorkerOwnedFields(row, v.value) : []) problems.add(v.line, key, ja.workerOwnership.fieldManagedByWorker);
      }
      const seenCodes = new Set<string>();
      for (const { line, values } of rows) {
        if (!values.code) continue;
        if (seenCodes.has(values.code)) problems.add(line, 'code', ja.workerImport.duplicateCode);
        seenCodes.add(values.code);
        if (!existing.has(values.code)) problems.add(line, 'code', ja.workerImport.unknownCode);
      }
      await checkEmails(
        tx,
        auth.companyId,
        valid.map((v) => ({ line: v.line, email: v.value.email, workerId: existing.get(v.code) })),
        problems,
      );
      return { valid, existing };
    },
    write: async (tx, { valid, existing }) => {
      const creates = valid.filter((v) => !v.code);
      await repo.insertWorkers(
        tx,
        auth.companyId,
        creates.map((v) => ({ ...workerValues(v.value), status: 'temporary' as const })),
      );
      for (const v of valid) {
        const id = existing.get(v.code);
        if (id) await repo.updateWorker(tx, auth.companyId, id, workerValues(v.value));
      }
      return valid.length;
    },
  });
}

/** Bulk invitation (mails) or temporary registration (no mails) by CSV: all or nothing. */
export async function importInvitesCsv(db: Db, auth: AuthContext, appUrl: string, bytes: Uint8Array, mode: 'invite' | 'temporary'): Promise<number> {
  const columns = workerInviteCsvColumns.map((c) => ({ ...c, required: c.key === 'email' && mode === 'temporary' ? false : c.required }));
  const schema = mode === 'invite' ? workerInviteFieldsSchema : workerTemporaryFieldsSchema;
  return runCsvImport(db, bytes, {
    columns,
    maxRows: WORKER_IMPORT_MAX_ROWS,
    messages: headerMessages,
    check: async (tx, rows, problems) => {
      const valid = validateRows(rows, schema, columns, problems);
      await checkEmails(
        tx,
        auth.companyId,
        valid.map((v) => ({ line: v.line, email: v.value.email ?? null })),
        problems,
      );
      return valid;
    },
    write: async (tx, valid) => {
      if (mode === 'invite') await assertInvitationAllowed(tx, auth.companyId, { kind: 'bulk_invitation', count: valid.length });
      await registerWorkers(
        tx,
        auth,
        appUrl,
        valid.map((v) => v.value),
        mode,
        'bulk_invitation',
      );
      return valid.length;
    },
  });
}

// ── custom display fields ───────────────────────────────────────────────────

export async function displayFields(db: Db, auth: AuthContext): Promise<WorkerDisplayFieldsResponseWire> {
  const rows = await repo.listDisplayFields(db, auth.companyId);
  return {
    data: rows
      .filter((r): r is { fieldKey: WorkerDisplayFieldKey; position: number } => (workerDisplayFieldKeys as readonly string[]).includes(r.fieldKey))
      .map((r) => ({ field_key: r.fieldKey, label: workerDisplayFieldLabels[r.fieldKey], position: r.position })),
  };
}

export function selectableFields(): WorkerSelectableFieldsResponseWire {
  return { data: workerDisplayFieldKeys.map((key) => ({ field_key: key, label: workerDisplayFieldLabels[key] })) };
}

export async function bulkCreateDisplayFields(db: Db, auth: AuthContext, keys: string[]): Promise<WorkerDisplayFieldsResponseWire> {
  const unknown = keys.filter((k) => !(workerDisplayFieldKeys as readonly string[]).includes(k));
  if (unknown.length > 0) throw invalid({ worker_list_custom_display_fields: unknown.map((k) => ja.workerColumns.unknownField(k)) });
  if (new Set(keys).size !== keys.length) throw invalid({ worker_list_custom_display_fields: [ja.workerColumns.duplicate] });
  await db.transaction((tx) => repo.replaceDisplayFields(tx, auth.companyId, keys));
  return displayFields(db, auth);
}
