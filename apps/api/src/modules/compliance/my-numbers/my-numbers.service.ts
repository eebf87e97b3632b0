/**
 * マイナンバー (issue #12): the worker's entry by link, the company's requests, reveal, registration, deletion,
 * import/export and the operation log. Every staff-only action checks the マイナンバー事務取扱担当者 flag here and writes
 * the log in the action's transaction; a refused attempt is logged on its own (the action rolls back, the log stays).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@app/shared/api';
import { ja } from '@app/shared/messages/ja';
import {
  imageTypeOfName,
  MY_NUMBER_IMAGE_LINK_SECONDS,
  MY_NUMBER_IMAGE_MAX_BYTES,
  MY_NUMBER_PORTAL_TOKEN_SECONDS,
  MY_NUMBER_STEP_UP_SECONDS,
  MY_NUMBER_TOKEN_DAYS,
  myNumberCsvHeader,
  myNumberValueSchema,
  type CompanyMyNumberForm,
  type MyNumberAction,
  type MyNumberPurposeType,
  type OperationLog,
  type PortalMyNumberRequest,
  type RequestFlags,
  type WorkerMyNumber,
} from '@app/shared/my-numbers';
import { japanDate, todayInJapan } from '@app/shared/format';
import { myNumberStatusLabels, type MyNumberStatus } from '@app/shared/workers';
import type { Db, Queryable } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth-context';
import type { CsvCell } from '../../../lib/csv';
import { runCsvImport } from '../../../lib/csv-import';
import { HttpError, invalid, notFound } from '../../../lib/errors';
import { isEncryptedObject, maskMyNumber, type MyNumberCipher } from '../../../lib/my-number-crypto';
import { verifyPassword } from '../../../lib/passwords';
import { type FileStorage, type SniffedType } from '../../../lib/storage';
import { attachUpload, issueUpload, PENDING_UPLOAD_TTL_SECONDS, pendingUploadKeys } from '../../platform/storage/uploads';
import { hashToken, newToken } from '../../../lib/tokens';
import { clearAttempts, takeAttemptSlots } from '../../platform/attempts/attempts.repository';
import { defaultThrottle, type ThrottleOptions } from '../../identity/auth/auth.service';
import { assertMyNumberMailAllowed } from '../../platform/mail/invitation-limits';
import { enqueueMail } from '../../platform/mail/mail.repository';
import { composeMail } from '../../platform/mail/mail.templates';
import { findByCode as findWorkerByCode, findById as findWorkerById, setMyNumberStatus } from '../../partners/workers/workers.repository';
import * as repo from './my-numbers.repository';

export type Deps = { db: Db; storage: FileStorage; cipher: MyNumberCipher; appUrl: string; throttle?: ThrottleOptions };
export type Actor = { auth: AuthContext; ip: string };
type Row = repo.MyNumberRow;

const DAY = 86_400_000;
const HOUR_SECONDS = 60 * 60;
const linkError = (status: number, code: string, message: string) => new HttpError(status, code, [message]);

/** The worker list's status for a record state (withdrawn → 未依頼). */
function workerStatusOf(status: Row['status'] | undefined): MyNumberStatus {
  return !status || status === 'withdrawn' ? 'not_requested' : status;
}

function purposesOf(row: Pick<Row, 'isUseRecord' | 'isUseOfficeWork'>): { purpose_type: MyNumberPurposeType }[] {
  return [...(row.isUseRecord ? [{ purpose_type: 'record' as const }] : []), ...(row.isUseOfficeWork ? [{ purpose_type: 'office_work' as const }] : [])];
}

// ── the operation log ──────────────────────────────────────────────────────────────────────────────────────────
type Target = { id: number; code: string; name: string } | null;

function logRow(actor: Actor, action: MyNumberAction, target: Target, extra: { purpose?: string | null; refusedAction?: MyNumberAction } = {}): repo.NewLog {
  return {
    companyId: actor.auth.companyId,
    employeeId: actor.auth.employeeId,
    actorName: actor.auth.profile.name,
    actorType: 'employee',
    workerId: target?.id ?? null,
    workerCode: target?.code ?? null,
    workerName: target?.name ?? null,
    action,
    refusedAction: extra.refusedAction ?? null,
    purpose: extra.purpose ?? null,
    clientAddress: actor.ip,
  };
}

/**
 * Staff-only actions: the signed-in employee must be a マイナンバー事務取扱担当者. A refusal is written to the log at
 * once (outside any transaction of the action) and answers 403.
 */
async function requireStaff(db: Db, actor: Actor, action: MyNumberAction, target: Target): Promise<void> {
  const me = await repo.employeeStaffInfo(db, actor.auth.companyId, actor.auth.employeeId);
  if (me?.isMyNumberStaff) return;
  await repo.insertLogs(db, [logRow(actor, 'refused', target, { refusedAction: action })]);
  throw new HttpError(403, errorCodes.forbidden, [ja.myNumber.notDesignated]);
}

/**
 * L4 for the staff-only routes: the staff check before the input is validated (a preValidation hook), so a caller who
 * is not a 事務取扱担当者 is told 403 — with the refusal logged against the record or worker the raw input names — and
 * never a 422 describing the input — whatever the code names (another company's record too: the answer is the same 403,
 * so it tells nothing). A staff member passes on to the route's own checks (404 for another company's record).
 */
export async function staffBeforeInput(deps: Deps, actor: Actor, action: MyNumberAction, names: { recordCode?: unknown; workerCode?: unknown }): Promise<void> {
  if (await isStaff(deps.db, actor.auth)) return;
  let target: Target = null;
  if (typeof names.recordCode === 'string') {
    const found = names.recordCode.length <= 64 ? await repo.findByCode(deps.db, actor.auth.companyId, names.recordCode) : undefined;
    if (found) target = targetOf(found);
  } else if (typeof names.workerCode === 'string' && names.workerCode.length <= 64) {
    const worker = await findWorkerByCode(deps.db, actor.auth.companyId, names.workerCode);
    if (worker) target = { id: worker.id, code: worker.code, name: worker.fullName };
  }
  await requireStaff(deps.db, actor, action, target);
}

export async function isStaff(db: Queryable, auth: AuthContext): Promise<boolean> {
  return (await repo.employeeStaffInfo(db, auth.companyId, auth.employeeId))?.isMyNumberStaff ?? false;
}

// ── wire shapes ────────────────────────────────────────────────────────────────────────────────────────────────
function toWire(deps: Deps, worker: { code: string; name: string }, row: Row | undefined, staff: boolean, images?: { confirmation: string | null; identification: string | null }): WorkerMyNumber {
  const status = workerStatusOf(row?.status);
  return {
    id: row?.id ?? null,
    code: row?.code ?? null,
    businessor_code: worker.code,
    businessor_name: worker.name,
    status,
    disp_status_name: myNumberStatusLabels[status],
    is_need_identification_file: row?.isNeedIdentificationFile ?? false,
    is_need_number_confirmation_file: row?.isNeedNumberConfirmationFile ?? false,
    is_use_office_work: row?.isUseOfficeWork ?? false,
    is_use_record: row?.isUseRecord ?? false,
    my_number_purposes: row ? purposesOf(row) : [],
    masked_my_number: staff && row?.encryptedValue ? maskMyNumber(deps.cipher.decrypt(row.encryptedValue)) : null,
    has_value: Boolean(row?.encryptedValue),
    has_number_confirmation_image: Boolean(row?.numberConfirmationFileKey),
    has_identification_image: Boolean(row?.identificationFileKey),
    number_confirmation_image_url: images?.confirmation ?? null,
    identification_file_image_url: images?.identification ?? null,
    requested_at: row?.requestedAt ?? null,
    reminded_at: row?.remindedAt ?? null,
    submitted_at: row?.submittedAt ?? null,
    confirmed_at: row?.confirmedAt ?? null,
    purpose_ends_on: row?.purposeEndsOn ?? null,
  };
}

// ── the link token ─────────────────────────────────────────────────────────────────────────────────────────────
/** A token's request, or why the link no longer works (unknown 404; withdrawn, used or expired 410). */
async function liveToken(db: Queryable, token: string, opts: { lock?: boolean } = {}) {
  const found = token.length >= 20 && token.length <= 100 ? await repo.findToken(db, hashToken(token), opts) : undefined;
  if (!found) throw linkError(404, 'MY_NUMBER_LINK_INVALID', ja.myNumber.linkInvalid);
  if (found.row.status === 'withdrawn') throw linkError(410, 'MY_NUMBER_LINK_WITHDRAWN', ja.myNumber.linkWithdrawn);
  if (found.row.status !== 'requested') throw linkError(410, 'MY_NUMBER_LINK_USED', ja.myNumber.linkUsed);
  if (Date.parse(found.expiresAt) <= Date.now()) throw linkError(410, 'MY_NUMBER_LINK_EXPIRED', ja.myNumber.linkExpired);
  return found;
}

export async function getByToken(db: Db, token: string) {
  const { row, workerName, companyName } = await liveToken(db, token);
  return {
    my_number: {
      worker_name: workerName,
      company_name: companyName,
      is_need_identification_file: row.isNeedIdentificationFile,
      is_need_number_confirmation_file: row.isNeedNumberConfirmationFile,
      is_use_office_work: row.isUseOfficeWork,
      is_use_record: row.isUseRecord,
    },
  };
}

type ImageKind = 'confirmation' | 'identification';

/** One upload key per record and kind (issue #19 N3): a retry replaces the earlier upload instead of adding one. */
function uploadKey(row: Row, kind: ImageKind): string {
  return `my-numbers/${row.companyId}/${row.code}/upload-${kind}`;
}

const EXTENSIONS: Record<SniffedType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };
const TYPES_BY_EXTENSION: Record<string, SniffedType> = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };

/** One stored image per record and kind, encrypted (`.enc`), its type in the name: `…/confirmation.png.enc`. */
function imageKey(row: Pick<Row, 'companyId' | 'code'>, kind: ImageKind, type: SniffedType): string {
  return `my-numbers/${row.companyId}/${row.code}/${kind}.${EXTENSIONS[type]}.enc`;
}

/** The file extension of a stored image key, new (`kind.png.enc`) or from before encryption (`kind-<hex>.png`). */
function extensionOfKey(key: string): string {
  return /\.([a-z0-9]+)(?:\.enc)?$/.exec(key)?.[1] ?? '';
}

const uploadOwner = (row: Pick<Row, 'id'>) => `my_number:${row.id}`;

/**
 * Pre-signed POSTs for the images the request asks for: exact type from the file name, 10 MB, 5 minutes, one upload
 * key per record and kind (a new call deletes the earlier upload; issue #19 N3), at most 60 an hour per record (N5).
 */
export async function uploadUrls(deps: Deps, query: { token: string; my_number_file_name?: string; identification_file_name?: string }) {
  const { row, wanted } = await deps.db.transaction(async (tx) => {
    const { row } = await liveToken(tx, query.token, { lock: true });
    const fields: Record<string, string[]> = {};
    const wanted: { kind: ImageKind; name: string }[] = [];
    if (row.isNeedNumberConfirmationFile) {
      if (!query.my_number_file_name) fields.my_number_file_name = [ja.myNumber.confirmationFileRequired];
      else if (!imageTypeOfName(query.my_number_file_name)) fields.my_number_file_name = [ja.myNumber.fileType];
      else wanted.push({ kind: 'confirmation', name: query.my_number_file_name });
    }
    if (row.isNeedIdentificationFile) {
      if (!query.identification_file_name) fields.identification_file_name = [ja.myNumber.identificationFileRequired];
      else if (!imageTypeOfName(query.identification_file_name)) fields.identification_file_name = [ja.myNumber.fileType];
      else wanted.push({ kind: 'identification', name: query.identification_file_name });
    }
    if (Object.keys(fields).length > 0) throw invalid(fields);
    const patch: Partial<Row> = {};
    for (const w of wanted) {
      if (w.kind === 'confirmation') Object.assign(patch, { pendingConfirmationKey: uploadKey(row, w.kind), pendingConfirmationName: w.name });
      else Object.assign(patch, { pendingIdentificationKey: uploadKey(row, w.kind), pendingIdentificationName: w.name });
    }
    if (wanted.length > 0) await repo.updateMyNumber(tx, row.companyId, row.id, patch);
    return { row, wanted };
  });
  const out: { my_number: { url: string; fields: Record<string, string> } | null; identification: { url: string; fields: Record<string, string> } | null } = {
    my_number: null,
    identification: null,
  };
  for (const w of wanted) {
    const key = uploadKey(row, w.kind);
    const post = await issueUpload(
      deps.db,
      deps.storage,
      { companyId: row.companyId, ownerKey: uploadOwner(row) },
      { key, contentTypes: [imageTypeOfName(w.name)!], maxBytes: MY_NUMBER_IMAGE_MAX_BYTES, replace: [key] },
    );
    if (w.kind === 'confirmation') out.my_number = post;
    else out.identification = post;
  }
  return out;
}

async function removeImages(storage: FileStorage, keys: (string | null | undefined)[]) {
  for (const key of keys) if (key) await storage.delete(key);
}

/** Every image key a record holds (the stored ones and uploads not yet submitted). */
const imageKeysOf = (row: Row) => [row.numberConfirmationFileKey, row.identificationFileKey, row.pendingConfirmationKey, row.pendingIdentificationKey];

/** Removes images from storage once the transaction that let go of them has committed. */
export async function removeMyNumberImages(storage: FileStorage, keys: (string | null | undefined)[]): Promise<void> {
  await removeImages(storage, keys);
}

/**
 * A worker is being deleted (e.g. a cancelled invitation): its record, ciphertext and tokens go in the caller's
 * transaction, with a deletion record in the log. Answers the image keys, to be removed with removeMyNumberImages
 * after the commit. The foreign key from my_numbers to workers is RESTRICT, so no path can delete a worker without
 * coming through here.
 */
export async function forgetWorker(tx: Queryable, actor: Actor, workerId: number): Promise<string[]> {
  const row = await repo.findByWorkerId(tx, actor.auth.companyId, workerId, { lock: true });
  if (!row) return [];
  const worker = await findWorkerById(tx, actor.auth.companyId, workerId);
  await repo.deleteMyNumber(tx, actor.auth.companyId, row.id);
  await repo.insertLogs(tx, [
    logRow(actor, 'delete', worker ? { id: workerId, code: worker.code, name: worker.fullName } : null, { purpose: ja.myNumber.deletedWithWorker }),
  ]);
  return imageKeysOf(row).filter((k): k is string => Boolean(k));
}

/**
 * Retention (issue #12 §8): numbers whose purpose ended (`purpose_ends_on` before today in Japan) are deleted — the
 * record, the ciphertext and the images — each with a deletion record written by the system. One transaction; the
 * images are removed after it commits. Answers how many were deleted.
 */
export async function deleteExpired(db: Db, storage: FileStorage, today: string): Promise<number> {
  const { keys, count } = await db.transaction(async (tx) => {
    const rows = await repo.purposeEndedBefore(tx, today);
    for (const r of rows) {
      await repo.deleteMyNumber(tx, r.row.companyId, r.row.id);
      await setMyNumberStatus(tx, r.row.companyId, r.row.workerId, 'not_requested');
    }
    await repo.insertLogs(
      tx,
      rows.map((r) => ({
        companyId: r.row.companyId,
        employeeId: null,
        actorName: ja.myNumber.systemActor,
        actorType: 'system' as const,
        workerId: r.row.workerId,
        workerCode: r.workerCode,
        workerName: r.workerName,
        action: 'delete',
        purpose: ja.myNumber.purposeEnded(r.row.purposeEndsOn!.replace(/-/g, '/')),
        clientAddress: null,
      })),
    );
    return { keys: rows.flatMap((r) => imageKeysOf(r.row)), count: rows.length };
  });
  await removeImages(storage, keys);
  return count;
}

/** PUT /my_numbers/{token}: the number (encrypted) and the uploaded images, checked by content; the links die. */
export async function submitByToken(
  deps: Deps,
  token: string,
  body: { my_number: string; number_confirmation_file_name?: string | null; identification_file_name?: string | null },
  ip: string,
) {
  const uploadedChecks: string[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const { row, workerName, workerCode } = await liveToken(tx, token, { lock: true });
    const fields: Record<string, string[]> = {};
    const attached: Partial<Record<ImageKind, string>> = {};
    const check = async (need: boolean, kind: ImageKind, key: string | null, name: string | null, given: string | null | undefined, field: string, required: string) => {
      if (!need) return;
      if (!key || !given || given !== name) {
        fields[field] = [given ? ja.myNumber.uploadMissing : required];
        return;
      }
      // read once, sniffed, encrypted under MY_NUMBER_KEY and written to the record's one key for the kind (N1, N4)
      const checked = await attachUpload(tx, deps.storage, {
        key,
        ownerKey: uploadOwner(row),
        contentTypes: ['image/jpeg', 'image/png', 'application/pdf'],
        maxBytes: MY_NUMBER_IMAGE_MAX_BYTES,
        finalKey: (_sha, type) => imageKey(row, kind, type),
        transform: (bytes) => deps.cipher.encryptObject(bytes),
      });
      if (!checked.ok) {
        fields[field] = [checked.reason === 'missing' ? ja.myNumber.uploadMissing : checked.reason === 'tooLarge' ? ja.storage.tooLarge : ja.storage.contentMismatch];
        uploadedChecks.push(field);
      } else attached[kind] = checked.file.key;
    };
    await check(row.isNeedNumberConfirmationFile, 'confirmation', row.pendingConfirmationKey, row.pendingConfirmationName, body.number_confirmation_file_name, 'number_confirmation_file_name', ja.myNumber.confirmationFileRequired);
    await check(row.isNeedIdentificationFile, 'identification', row.pendingIdentificationKey, row.pendingIdentificationName, body.identification_file_name, 'identification_file_name', ja.myNumber.identificationFileRequired);
    if (Object.keys(fields).length > 0) throw invalid(fields);
    const value = body.my_number;
    const old = [row.numberConfirmationFileKey, row.identificationFileKey];
    await repo.updateMyNumber(tx, row.companyId, row.id, {
      status: 'submitted',
      encryptedValue: deps.cipher.encrypt(value),
      valueHmac: deps.cipher.hmac(value),
      numberConfirmationFileKey: attached.confirmation ?? null,
      identificationFileKey: attached.identification ?? null,
      pendingConfirmationKey: null,
      pendingConfirmationName: null,
      pendingIdentificationKey: null,
      pendingIdentificationName: null,
      submittedAt: new Date().toISOString(),
    });
    // the links stay, dead (the status is no longer requested), so that a second visit says the number is in
    await setMyNumberStatus(tx, row.companyId, row.workerId, 'submitted');
    await repo.insertLogs(tx, [
      {
        companyId: row.companyId,
        employeeId: null,
        actorName: workerName,
        actorType: 'worker',
        workerId: row.workerId,
        workerCode,
        workerName,
        action: 'submit',
        clientAddress: ip,
      },
    ]);
    return { old: old.filter((k) => k && k !== attached.confirmation && k !== attached.identification) };
  });
  await removeImages(deps.storage, result.old);
  return { ok: true as const };
}

/** Link tokens are kept 30 days past their expiry (the page says 期限切れ), then removed (the page says 無効). */
const EXPIRED_TOKEN_KEEP_DAYS = 30;
export async function pruneExpiredTokens(db: Db, now = new Date()): Promise<number> {
  return repo.deleteTokensExpiredBefore(db, new Date(now.getTime() - EXPIRED_TOKEN_KEEP_DAYS * DAY));
}

// ── the worker portal ──────────────────────────────────────────────────────────────────────────────────────────
/** The account's open requests across its companies: who asks and for which images, never a number. */
export async function portalRequests(db: Queryable, accountId: number): Promise<PortalMyNumberRequest[]> {
  const rows = await repo.openRequestsOfAccount(db, accountId);
  return rows.map(({ row, companyName }) => ({
    code: row.code,
    company_id: row.companyId,
    company_name: companyName,
    requested_at: row.requestedAt,
    is_need_number_confirmation_file: row.isNeedNumberConfirmationFile,
    is_need_identification_file: row.isNeedIdentificationFile,
  }));
}

/** Portal links one request may mint per hour (issue #19 I4). */
export const PORTAL_LINKS_PER_REQUEST_PER_HOUR = 5;

/**
 * A signed-in worker opens the same entry flow as the mailed link: a fresh token (one hour) for one of the account's
 * own open requests; anything else is 404. At most PORTAL_LINKS_PER_REQUEST_PER_HOUR an hour per request (429), and
 * every earlier live link of the request (mailed or minted) ends: one live link per request at a time.
 */
export async function portalLink(db: Db, accountId: number, code: string) {
  const [open] = await repo.openRequestsOfAccount(db, accountId, code);
  if (!open) throw notFound(ja.myNumber.notRequested);
  const slot = await takeAttemptSlots(db, [{ subject: `my-number-portal-link:${open.row.id}`, limit: PORTAL_LINKS_PER_REQUEST_PER_HOUR }], HOUR_SECONDS);
  if (!slot.taken) {
    throw new HttpError(429, errorCodes.tooManyAttempts, [ja.myNumber.portalLinksPerHour(PORTAL_LINKS_PER_REQUEST_PER_HOUR)], undefined, { 'retry-after': String(HOUR_SECONDS) });
  }
  return db.transaction(async (tx) => {
    const [still] = await repo.openRequestsOfAccount(tx, accountId, code);
    if (!still) throw notFound(ja.myNumber.notRequested);
    const token = newToken();
    const expiresAt = new Date(Date.now() + MY_NUMBER_PORTAL_TOKEN_SECONDS * 1000);
    await repo.expireLiveTokens(tx, still.row.id);
    await repo.insertToken(tx, still.row.id, hashToken(token), expiresAt);
    return { path: `/my_numbers/${token}`, expires_at: expiresAt.toISOString() };
  });
}

// ── requests, re-requests, reminders, withdrawal ───────────────────────────────────────────────────────────────
/** Something that reads as a link or an address: a scheme, `www.`, `//`, or a dotted host name. */
const LINK_LIKE = /[a-z][a-z0-9+.-]*:\/\/|www\.|\/\/|[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/i;

/**
 * The greeting of a マイナンバー mail: the worker's name, unless it contains something that reads as a link (the name
 * comes from the company's worker row or a 仮登録 CSV, and a mail asking for マイナンバー must not carry a lure in the
 * product's voice; issue #19 N6) — then the generic greeting.
 */
export function myNumberGreeting(fullName: string): string {
  return LINK_LIKE.test(fullName.normalize('NFKC')) ? ja.myNumberMail.genericGreeting : `${fullName} 様`;
}

/**
 * One mail with a new 14-day link; every earlier live link of the request ends (one live link per request). The
 * caller has counted the mail in the company's budget (assertMyNumberMailAllowed).
 */
async function sendLink(
  deps: Deps,
  tx: Queryable,
  actor: Actor,
  row: Row,
  worker: { fullName: string; email: string | null },
  kind: 'request' | 'remind',
  mailKind: 'my_number_request' | 'my_number_bulk_request' = 'my_number_request',
) {
  if (!worker.email) throw new HttpError(422, errorCodes.validation, [ja.myNumber.workerEmailMissing]);
  const token = newToken();
  await repo.expireLiveTokens(tx, row.id);
  await repo.insertToken(tx, row.id, hashToken(token), new Date(Date.now() + MY_NUMBER_TOKEN_DAYS * DAY));
  const company = actor.auth.profile.companyName;
  await enqueueMail(
    tx,
    composeMail({
      companyId: actor.auth.companyId,
      kind: mailKind,
      to: worker.email,
      subject: kind === 'request' ? ja.myNumberMail.requestSubject(company) : ja.myNumberMail.remindSubject(company),
      greeting: myNumberGreeting(worker.fullName),
      paragraphs: [ja.myNumberMail.body],
      facts: [{ label: ja.myNumberMail.company, value: company }],
      action: { label: ja.myNumberMail.action, url: `${deps.appUrl}/my_numbers/${token}` },
      notes: [ja.myNumberMail.expiry(MY_NUMBER_TOKEN_DAYS)],
    }),
  );
}

const flagsOf = (flags: RequestFlags) => ({
  isUseOfficeWork: flags.is_use_office_work,
  isUseRecord: flags.is_use_record,
  isNeedNumberConfirmationFile: flags.is_need_number_confirmation_file,
  isNeedIdentificationFile: flags.is_need_identification_file,
});

async function requestOne(
  deps: Deps,
  tx: Queryable,
  actor: Actor,
  worker: NonNullable<Awaited<ReturnType<typeof findWorkerByCode>>>,
  flags: RequestFlags,
  mailKind: 'my_number_request' | 'my_number_bulk_request' = 'my_number_request',
) {
  const existing = await repo.findByWorkerId(tx, actor.auth.companyId, worker.id, { lock: true });
  if (existing && (existing.status === 'submitted' || existing.status === 'confirmed')) {
    throw new HttpError(409, errorCodes.conflict, [ja.myNumber.alreadySubmitted]);
  }
  if (!worker.email) throw new HttpError(422, errorCodes.validation, [ja.myNumber.workerEmailMissing]);
  const now = new Date().toISOString();
  // links of an earlier (withdrawn) request must not come back to life
  if (existing) await repo.deleteTokens(tx, existing.id);
  const row = existing
    ? await repo.updateMyNumber(tx, actor.auth.companyId, existing.id, { ...flagsOf(flags), status: 'requested', requestedAt: now, requestedBy: actor.auth.employeeId })
    : await repo.insertMyNumber(tx, { companyId: actor.auth.companyId, workerId: worker.id, status: 'requested', ...flagsOf(flags), requestedAt: now, requestedBy: actor.auth.employeeId });
  await sendLink(deps, tx, actor, row, worker, 'request', mailKind);
  await setMyNumberStatus(tx, actor.auth.companyId, worker.id, 'requested');
  await repo.insertLogs(tx, [logRow(actor, 'request', { id: worker.id, code: worker.code, name: worker.fullName })]);
  return row;
}

export async function request(deps: Deps, actor: Actor, workerCode: string, flags: RequestFlags) {
  return deps.db.transaction(async (tx) => {
    const worker = await findWorkerByCode(tx, actor.auth.companyId, workerCode, { lock: true });
    if (!worker) throw notFound();
    await assertMyNumberMailAllowed(tx, actor.auth.companyId, { bulk: false, count: 1 });
    const row = await requestOne(deps, tx, actor, worker, flags);
    return toWire(deps, { code: worker.code, name: worker.fullName }, row, false);
  });
}

export async function bulkRequest(deps: Deps, actor: Actor, codes: string[], flags: RequestFlags) {
  return deps.db.transaction(async (tx) => {
    const unique = [...new Set(codes)];
    const found = [];
    for (const code of unique) {
      const worker = await findWorkerByCode(tx, actor.auth.companyId, code, { lock: true });
      if (!worker) throw invalid({ businessor_code_list: [ja.myNumber.workerUnknown] });
      found.push(worker);
    }
    // a worker already 依頼中 gets no second mail from a bulk request (催促 is the way to send again)
    const toAsk = [];
    for (const worker of found) {
      const existing = await repo.findByWorkerId(tx, actor.auth.companyId, worker.id);
      if (existing?.status !== 'requested') toAsk.push(worker);
    }
    await assertMyNumberMailAllowed(tx, actor.auth.companyId, { bulk: true, count: toAsk.length });
    for (const worker of toAsk) await requestOne(deps, tx, actor, worker, flags, 'my_number_bulk_request');
    return { count: toAsk.length };
  });
}

async function recordOr404(db: Queryable, actor: Actor, code: string, lock = false) {
  const found = await repo.findByCode(db, actor.auth.companyId, code, { lock });
  if (!found) throw notFound();
  return found;
}

const targetOf = (f: { row: Row; workerCode: string; workerName: string }): Target => ({ id: f.row.workerId, code: f.workerCode, name: f.workerName });

/** Asks again: a new link; a number already entered is discarded first (staff only: it destroys a number). */
export async function reRequest(deps: Deps, actor: Actor, code: string) {
  const found = await recordOr404(deps.db, actor, code);
  if (found.row.encryptedValue) await requireStaff(deps.db, actor, 're_request', targetOf(found));
  const removed = await deps.db.transaction(async (tx) => {
    const f = await recordOr404(tx, actor, code, true);
    await assertMyNumberMailAllowed(tx, actor.auth.companyId, { bulk: false, count: 1 });
    const old = [f.row.numberConfirmationFileKey, f.row.identificationFileKey, f.row.pendingConfirmationKey, f.row.pendingIdentificationKey];
    await repo.deleteTokens(tx, f.row.id);
    const row = await repo.updateMyNumber(tx, actor.auth.companyId, f.row.id, {
      status: 'requested',
      encryptedValue: null,
      valueHmac: null,
      numberConfirmationFileKey: null,
      identificationFileKey: null,
      pendingConfirmationKey: null,
      pendingConfirmationName: null,
      pendingIdentificationKey: null,
      pendingIdentificationName: null,
      submittedAt: null,
      confirmedAt: null,
      requestedAt: new Date().toISOString(),
      requestedBy: actor.auth.employeeId,
    });
    await sendLink(deps, tx, actor, row, { fullName: f.workerName, email: f.workerEmail }, 'request');
    await setMyNumberStatus(tx, actor.auth.companyId, f.row.workerId, 'requested');
    await repo.insertLogs(tx, [logRow(actor, 're_request', targetOf(f))]);
    return old;
  });
  await removeImages(deps.storage, removed);
  return { ok: true as const };
}

export async function remind(deps: Deps, actor: Actor, code: string) {
  return deps.db.transaction(async (tx) => {
    const f = await recordOr404(tx, actor, code, true);
    if (f.row.status !== 'requested') throw new HttpError(409, errorCodes.conflict, [ja.myNumber.notRequestedState]);
    // one reminder per record and day in Japan (issue #19 N6)
    if (f.row.remindedAt && japanDate(f.row.remindedAt) === todayInJapan()) {
      throw new HttpError(429, errorCodes.tooManyAttempts, [ja.myNumber.remindOncePerDay]);
    }
    await assertMyNumberMailAllowed(tx, actor.auth.companyId, { bulk: false, count: 1 });
    await sendLink(deps, tx, actor, f.row, { fullName: f.workerName, email: f.workerEmail }, 'remind');
    await repo.updateMyNumber(tx, actor.auth.companyId, f.row.id, { remindedAt: new Date().toISOString() });
    await repo.insertLogs(tx, [logRow(actor, 'remind', targetOf(f))]);
    return { ok: true as const };
  });
}

/** DELETE /businessors/{code}/my_number: withdraws an open request; a number already in is deleted (staff only). */
export async function withdrawOrDelete(deps: Deps, actor: Actor, workerCode: string) {
  const worker = await findWorkerByCode(deps.db, actor.auth.companyId, workerCode);
  if (!worker) throw notFound();
  const row = await repo.findByWorkerId(deps.db, actor.auth.companyId, worker.id);
  if (!row || row.status === 'withdrawn') throw new HttpError(404, errorCodes.notFound, [ja.myNumber.notRequested]);
  if (row.encryptedValue) return remove(deps, actor, row.code);
  const removed = await deps.db.transaction(async (tx) => {
    const f = await recordOr404(tx, actor, row.code, true);
    // the tokens stay (dead: the status is withdrawn), so that the mailed link says the request was withdrawn
    await repo.updateMyNumber(tx, actor.auth.companyId, f.row.id, {
      status: 'withdrawn',
      pendingConfirmationKey: null,
      pendingConfirmationName: null,
      pendingIdentificationKey: null,
      pendingIdentificationName: null,
    });
    await setMyNumberStatus(tx, actor.auth.companyId, f.row.workerId, 'not_requested');
    await repo.insertLogs(tx, [logRow(actor, 'withdraw', targetOf(f))]);
    return [f.row.pendingConfirmationKey, f.row.pendingIdentificationKey];
  });
  await removeImages(deps.storage, removed);
  return { ok: true as const };
}

// ── reading ────────────────────────────────────────────────────────────────────────────────────────────────────
export async function getForWorker(deps: Deps, actor: Actor, workerCode: string) {
  const worker = await findWorkerByCode(deps.db, actor.auth.companyId, workerCode);
  if (!worker) throw notFound();
  const row = await repo.findByWorkerId(deps.db, actor.auth.companyId, worker.id);
  return toWire(deps, { code: worker.code, name: worker.fullName }, row, await isStaff(deps.db, actor.auth));
}

/** The path of the API route that serves a decrypted image (my-numbers.routes: GET /my_number_images/…). */
export const MY_NUMBER_IMAGE_PATH = '/api/my_number_images';

function imageLinkData(companyId: number, code: string, kind: ImageKind, expires: string) {
  return `${companyId}\n${code}\n${kind}\n${expires}`;
}

/**
 * Short-lived links to the images (staff only, logged), served by the API, never by the store: the images are
 * encrypted at rest and only the API holds the key (issue #19 N4). The link is signed with a key derived from
 * MY_NUMBER_KEY and lives MY_NUMBER_IMAGE_LINK_SECONDS (60 s), like the storage link it replaces.
 */
export async function imageUrls(deps: Deps, actor: Actor, workerCode: string) {
  const worker = await findWorkerByCode(deps.db, actor.auth.companyId, workerCode);
  if (!worker) throw notFound();
  const target = { id: worker.id, code: worker.code, name: worker.fullName };
  await requireStaff(deps.db, actor, 'image_view', target);
  const row = await repo.findByWorkerId(deps.db, actor.auth.companyId, worker.id);
  const expires = String(Math.floor(Date.now() / 1000) + MY_NUMBER_IMAGE_LINK_SECONDS);
  const link = (key: string | null | undefined, kind: ImageKind) => {
    if (!key || !row) return null;
    const signature = deps.cipher.linkSignature(imageLinkData(row.companyId, row.code, kind, expires)).toString('hex');
    return `${deps.appUrl}${MY_NUMBER_IMAGE_PATH}/${row.companyId}/${row.code}/${kind}?${new URLSearchParams({ expires, signature }).toString()}`;
  };
  const images = {
    confirmation: link(row?.numberConfirmationFileKey, 'confirmation'),
    identification: link(row?.identificationFileKey, 'identification'),
  };
  if (images.confirmation || images.identification) await repo.insertLogs(deps.db, [logRow(actor, 'image_view', target)]);
  return toWire(deps, { code: worker.code, name: worker.fullName }, row, true, images);
}

/**
 * GET /my_number_images/{company}/{code}/{kind}?expires&signature: the decrypted image of a link from imageUrls
 * (which checked the staff flag and wrote the log), as an attachment; an image stored before encryption is sent as
 * it is. 403 for a wrong or expired link, 404 when the record no longer holds the image.
 */
export async function imageBytes(
  deps: Deps,
  params: { companyId: number; code: string; kind: ImageKind },
  query: { expires?: string; signature?: string },
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const { expires = '', signature = '' } = query;
  if (!/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) throw new HttpError(403, 'AccessDenied', [ja.storage.downloadInvalid]);
  const expected = deps.cipher.linkSignature(imageLinkData(params.companyId, params.code, params.kind, expires));
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new HttpError(403, 'AccessDenied', [ja.storage.downloadInvalid]);
  if (Number(expires) * 1000 <= Date.now()) throw new HttpError(403, 'AccessDenied', [ja.storage.downloadExpired]);
  const found = await repo.findByCode(deps.db, params.companyId, params.code);
  const key = params.kind === 'confirmation' ? found?.row.numberConfirmationFileKey : found?.row.identificationFileKey;
  const stored = key ? await deps.storage.read(key, { maxBytes: MY_NUMBER_IMAGE_MAX_BYTES + 1024 }) : null;
  if (!key || !stored) throw notFound();
  const ext = extensionOfKey(key);
  return {
    body: isEncryptedObject(stored) ? deps.cipher.decryptObject(stored) : stored,
    contentType: TYPES_BY_EXTENSION[ext === 'jpeg' ? 'jpg' : ext] ?? 'application/octet-stream',
    fileName: `${params.kind === 'confirmation' ? ja.myNumber.confirmationImage : ja.myNumber.identificationImage}.${ext}`,
  };
}

/**
 * The image sweep (issue #19 N3; the hourly maintenance and the retention job): every object under `my-numbers/`
 * that no record refers to (stored or pending) and no live upload holds is deleted, once it is an hour old (so that
 * a submission being written is never swept). Answers how many.
 */
export async function sweepMyNumberImages(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const objects = await storage.list('my-numbers/');
  const cutoff = now.getTime() - PENDING_UPLOAD_TTL_SECONDS * 1000;
  const old = objects.filter((o) => o.lastModified.getTime() < cutoff);
  if (old.length === 0) return 0;
  const keep = await repo.allImageKeys(db);
  for (const key of await pendingUploadKeys(db)) keep.add(key);
  let deleted = 0;
  for (const o of old) {
    if (keep.has(o.key)) continue;
    await storage.delete(o.key);
    deleted++;
  }
  return deleted;
}

export async function list(deps: Deps, actor: Actor, query: { page: number; limit: number; status?: 'requested' | 'submitted' | 'confirmed' }) {
  const staff = await isStaff(deps.db, actor.auth);
  const { rows, total } = await repo.listPage(deps.db, actor.auth.companyId, { limit: query.limit, offset: query.page * query.limit, status: query.status });
  return { data: rows.map((r) => toWire(deps, { code: r.workerCode, name: r.workerName }, r.row, staff)), meta: { total_count: total } };
}

export async function detail(deps: Deps, actor: Actor, code: string) {
  const f = await recordOr404(deps.db, actor, code);
  return toWire(deps, { code: f.workerCode, name: f.workerName }, f.row, await isStaff(deps.db, actor.auth));
}

export async function businessors(deps: Deps, actor: Actor) {
  const rows = await repo.businessors(deps.db, actor.auth.companyId);
  return rows.map((r) => ({ code: r.code, full_name: r.fullName, email: r.email, status: r.status, disp_status_name: myNumberStatusLabels[r.status], my_number_code: r.myNumberCode }));
}

/** The number itself: staff only, with a stated purpose, logged. */
export async function reveal(deps: Deps, actor: Actor, code: string, purpose: string) {
  const f = await recordOr404(deps.db, actor, code);
  await requireStaff(deps.db, actor, 'reveal', targetOf(f));
  if (!f.row.encryptedValue) throw new HttpError(404, errorCodes.notFound, [ja.myNumber.noValue]);
  const value = deps.cipher.decrypt(f.row.encryptedValue);
  await repo.insertLogs(deps.db, [logRow(actor, 'reveal', targetOf(f), { purpose })]);
  return { code: f.row.code, my_number_value: value };
}

// ── registration, update, deletion by the company ──────────────────────────────────────────────────────────────
const purposeFlags = (purposes: MyNumberPurposeType[]) => ({ isUseRecord: purposes.includes('record'), isUseOfficeWork: purposes.includes('office_work') });

async function assertUnique(tx: Queryable, deps: Deps, companyId: number, value: string, exceptId?: number) {
  if (await repo.hmacTaken(tx, companyId, deps.cipher.hmac(value), exceptId)) throw invalid({ my_number_value: [ja.myNumber.duplicateNumber] });
}

export async function register(deps: Deps, actor: Actor, form: CompanyMyNumberForm) {
  if (!form.businessor_code) throw invalid({ businessor_code: [ja.myNumber.workerUnknown] });
  const worker = await findWorkerByCode(deps.db, actor.auth.companyId, form.businessor_code);
  if (!worker) throw invalid({ businessor_code: [ja.myNumber.workerUnknown] });
  const target = { id: worker.id, code: worker.code, name: worker.fullName };
  await requireStaff(deps.db, actor, 'register', target);
  return deps.db.transaction(async (tx) => {
    const existing = await repo.findByWorkerId(tx, actor.auth.companyId, worker.id, { lock: true });
    if (existing?.encryptedValue) throw new HttpError(409, errorCodes.conflict, [ja.myNumber.alreadyRegistered]);
    await assertUnique(tx, deps, actor.auth.companyId, form.my_number_value);
    const now = new Date().toISOString();
    const values = {
      status: 'confirmed' as const,
      encryptedValue: deps.cipher.encrypt(form.my_number_value),
      valueHmac: deps.cipher.hmac(form.my_number_value),
      ...purposeFlags(form.my_number_purposes),
      purposeEndsOn: form.purpose_ends_on ?? null,
      confirmedAt: now,
    };
    if (existing) await repo.deleteTokens(tx, existing.id);
    const row = existing
      ? await repo.updateMyNumber(tx, actor.auth.companyId, existing.id, values)
      : await repo.insertMyNumber(tx, { companyId: actor.auth.companyId, workerId: worker.id, ...values });
    await setMyNumberStatus(tx, actor.auth.companyId, worker.id, 'confirmed');
    await repo.insertLogs(tx, [logRow(actor, 'register', target)]);
    return toWire(deps, { code: worker.code, name: worker.fullName }, row, true);
  });
}

/** PUT: a new number, purposes or end date; a submitted number becomes 確認済 (staff checked it). */
export async function update(deps: Deps, actor: Actor, code: string, form: Partial<CompanyMyNumberForm>) {
  const f = await recordOr404(deps.db, actor, code);
  if (form.businessor_code && form.businessor_code !== f.workerCode) throw invalid({ businessor_code: [ja.myNumber.workerUnknown] });
  await requireStaff(deps.db, actor, 'update', targetOf(f));
  return deps.db.transaction(async (tx) => {
    const g = await recordOr404(tx, actor, code, true);
    if (!form.my_number_value && !g.row.encryptedValue) throw invalid({ my_number_value: [ja.myNumber.noValue] });
    if (form.my_number_value) await assertUnique(tx, deps, actor.auth.companyId, form.my_number_value, g.row.id);
    const now = new Date().toISOString();
    const row = await repo.updateMyNumber(tx, actor.auth.companyId, g.row.id, {
      status: 'confirmed',
      ...(form.my_number_value ? { encryptedValue: deps.cipher.encrypt(form.my_number_value), valueHmac: deps.cipher.hmac(form.my_number_value) } : {}),
      ...(form.my_number_purposes ? purposeFlags(form.my_number_purposes) : {}),
      ...(form.purpose_ends_on !== undefined ? { purposeEndsOn: form.purpose_ends_on } : {}),
      confirmedAt: g.row.confirmedAt ?? now,
    });
    await repo.deleteTokens(tx, g.row.id);
    await setMyNumberStatus(tx, actor.auth.companyId, g.row.workerId, 'confirmed');
    await repo.insertLogs(tx, [logRow(actor, g.row.status === 'submitted' && !form.my_number_value ? 'confirm' : 'update', targetOf(g))]);
    return toWire(deps, { code: g.workerCode, name: g.workerName }, row, true);
  });
}

/** Deletes the number and its images; the deletion record (who, when, which worker) stays in the log. */
export async function remove(deps: Deps, actor: Actor, code: string) {
  const f = await recordOr404(deps.db, actor, code);
  await requireStaff(deps.db, actor, 'delete', targetOf(f));
  const keys = await deps.db.transaction(async (tx) => {
    const g = await recordOr404(tx, actor, code, true);
    await repo.deleteMyNumber(tx, actor.auth.companyId, g.row.id);
    await setMyNumberStatus(tx, actor.auth.companyId, g.row.workerId, 'not_requested');
    await repo.insertLogs(tx, [logRow(actor, 'delete', targetOf(g))]);
    return [g.row.numberConfirmationFileKey, g.row.identificationFileKey, g.row.pendingConfirmationKey, g.row.pendingIdentificationKey];
  });
  await removeImages(deps.storage, keys);
  return { ok: true as const };
}

// ── step-up, export, import ────────────────────────────────────────────────────────────────────────────────────
/**
 * The password again before the export. Throttled like the password change (auth.service `changePassword`): each
 * attempt takes a slot in sign_in_attempts per employee under a lock before the password is verified, later attempts
 * wait longer, and after the limit the answer is 429 for the window (logged as a refused export); the right password
 * gives its slot and the earlier ones back.
 */
export async function stepUp(deps: Deps, actor: Actor, password: string) {
  await requireStaff(deps.db, actor, 'export', null);
  const throttle = deps.throttle ?? defaultThrottle;
  const subject = `my-number-step-up:${actor.auth.employeeId}`;
  const slot = await takeAttemptSlots(deps.db, [{ subject, limit: throttle.lockAfterPerAccount }], throttle.windowSeconds);
  if (!slot.taken) {
    await repo.insertLogs(deps.db, [logRow(actor, 'refused', null, { refusedAction: 'export' })]);
    throw new HttpError(429, errorCodes.tooManyAttempts, [ja.myNumber.stepUpTooMany], undefined, { 'retry-after': String(throttle.windowSeconds) });
  }
  const earlierFailures = slot.earlier[0] ?? 0;
  if (earlierFailures >= throttle.slowAfter) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(throttle.maxDelayMs, throttle.delayStepMs * (earlierFailures - throttle.slowAfter + 1))));
  }
  const me = await repo.employeeStaffInfo(deps.db, actor.auth.companyId, actor.auth.employeeId);
  if (!me || !(await verifyPassword(me.passwordHash, password))) {
    await repo.insertLogs(deps.db, [logRow(actor, 'refused', null, { refusedAction: 'export' })]);
    throw new HttpError(403, errorCodes.forbidden, [ja.myNumber.stepUpWrongPassword]);
  }
  await clearAttempts(deps.db, subject);
  const row = await repo.insertStepUp(deps.db, actor.auth.deviceId);
  return { expires_at: new Date(Date.parse(row.createdAt) + MY_NUMBER_STEP_UP_SECONDS * 1000).toISOString() };
}

export async function exportRows(deps: Deps, actor: Actor): Promise<{ header: readonly string[]; rows: CsvCell[][] }> {
  await requireStaff(deps.db, actor, 'export', null);
  if (!(await repo.hasStepUpSince(deps.db, actor.auth.deviceId, new Date(Date.now() - MY_NUMBER_STEP_UP_SECONDS * 1000)))) {
    await repo.insertLogs(deps.db, [logRow(actor, 'refused', null, { refusedAction: 'export' })]);
    throw new HttpError(403, 'STEP_UP_REQUIRED', [ja.myNumber.stepUpRequired]);
  }
  const rows = await repo.withValues(deps.db, actor.auth.companyId);
  await repo.insertLogs(
    deps.db,
    rows.map((r) => logRow(actor, 'export', { id: r.row.workerId, code: r.workerCode, name: r.workerName })),
  );
  return {
    header: myNumberCsvHeader,
    rows: rows.map((r) => [
      r.workerCode,
      r.workerName,
      deps.cipher.decrypt(r.row.encryptedValue!),
      purposesOf(r.row)
        .map((p) => ja.myNumber.purposeLabels[p.purpose_type])
        .join('・'),
      r.row.purposeEndsOn?.replace(/-/g, '/') ?? '',
    ]),
  };
}

const purposeByLabel = new Map<string, MyNumberPurposeType>(
  Object.entries(ja.myNumber.purposeLabels).flatMap(([key, label]) => [
    [label, key as MyNumberPurposeType],
    [key, key as MyNumberPurposeType],
  ]),
);

type ImportKey = 'code' | 'name' | 'value' | 'purposes' | 'endsOn';
const importColumns = [
  { key: 'code', header: myNumberCsvHeader[0], required: true },
  { key: 'name', header: myNumberCsvHeader[1] },
  { key: 'value', header: myNumberCsvHeader[2], required: true },
  { key: 'purposes', header: myNumberCsvHeader[3] },
  { key: 'endsOn', header: myNumberCsvHeader[4] },
] as const satisfies readonly { key: ImportKey; header: string; required?: boolean }[];

/** my-numbers.csv back in: all or nothing, each problem `N行目（列名）: 理由`; every imported row is logged. */
export async function requireImportStaff(deps: Deps, actor: Actor): Promise<void> {
  await requireStaff(deps.db, actor, 'import', null);
}

/** Call requireImportStaff before reading the upload. */
export async function importCsv(deps: Deps, actor: Actor, bytes: Uint8Array): Promise<number> {
  return runCsvImport(deps.db, bytes, {
    columns: importColumns,
    maxRows: 5000,
    messages: { missingColumns: ja.myNumberImport.missingColumns, noRows: ja.myNumberImport.noRows },
    check: async (tx, rows, problems) => {
      const plan: { line: number; worker: { id: number; code: string; fullName: string }; value: string; purposes: MyNumberPurposeType[]; endsOn: string | null }[] = [];
      const seenCodes = new Set<string>();
      const seenValues = new Set<string>();
      for (const { line, values } of rows) {
        const worker = values.code ? await findWorkerByCode(tx, actor.auth.companyId, values.code) : undefined;
        if (!worker) problems.add(line, 'code', ja.myNumber.workerUnknown);
        else if (seenCodes.has(worker.code)) problems.add(line, 'code', ja.myNumberImport.duplicateWorker);
        if (worker) seenCodes.add(worker.code);
        const parsed = myNumberValueSchema.safeParse(values.value);
        if (!parsed.success) problems.add(line, 'value', parsed.error.issues[0]!.message);
        const value = parsed.success ? parsed.data : '';
        if (value && seenValues.has(value)) problems.add(line, 'value', ja.myNumberImport.duplicateNumber);
        if (value) seenValues.add(value);
        const purposes = values.purposes
          ? values.purposes.split(/[・,、]/).map((p) => purposeByLabel.get(p.trim()))
          : (['record'] as MyNumberPurposeType[]);
        if (purposes.some((p) => !p)) problems.add(line, 'purposes', ja.myNumberImport.unknownPurpose);
        const endsOn = values.endsOn ? values.endsOn.replace(/\//g, '-') : null;
        if (endsOn && !/^\d{4}-\d{2}-\d{2}$/.test(endsOn)) problems.add(line, 'endsOn', ja.validation.date);
        if (worker && value) {
          const existing = await repo.findByWorkerId(tx, actor.auth.companyId, worker.id, { lock: true });
          if (await repo.hmacTaken(tx, actor.auth.companyId, deps.cipher.hmac(value), existing?.id)) problems.add(line, 'value', ja.myNumber.duplicateNumber);
          plan.push({ line, worker, value, purposes: purposes as MyNumberPurposeType[], endsOn });
        }
      }
      return plan;
    },
    write: async (tx, plan) => {
      const now = new Date().toISOString();
      for (const p of plan) {
        const existing = await repo.findByWorkerId(tx, actor.auth.companyId, p.worker.id);
        const values = {
          status: 'confirmed' as const,
          encryptedValue: deps.cipher.encrypt(p.value),
          valueHmac: deps.cipher.hmac(p.value),
          ...purposeFlags(p.purposes),
          purposeEndsOn: p.endsOn,
          confirmedAt: now,
        };
        if (existing) {
          await repo.deleteTokens(tx, existing.id);
          await repo.updateMyNumber(tx, actor.auth.companyId, existing.id, values);
        } else await repo.insertMyNumber(tx, { companyId: actor.auth.companyId, workerId: p.worker.id, ...values });
        await setMyNumberStatus(tx, actor.auth.companyId, p.worker.id, 'confirmed');
      }
      await repo.insertLogs(tx, plan.map((p) => logRow(actor, 'import', { id: p.worker.id, code: p.worker.code, name: p.worker.fullName })));
      return plan.length;
    },
  });
}

// ── the operation log ──────────────────────────────────────────────────────────────────────────────────────────
function logToWire(r: Awaited<ReturnType<typeof repo.listLogs>>['rows'][number]): OperationLog {
  const label = (a: string | null) => (a ? ((ja.myNumber.actionLabels as Record<string, string>)[a] ?? a) : null);
  return {
    id: r.id,
    created_at: r.createdAt,
    actor_name: r.actorName,
    actor_type: r.actorType,
    businessor_code: r.workerCode,
    businessor_name: r.workerName,
    action: r.action,
    disp_action_name: label(r.action)!,
    refused_action: r.refusedAction,
    disp_refused_action_name: label(r.refusedAction),
    purpose: r.purpose,
    client_address: r.clientAddress,
  };
}

/** The log is for staff and owners; a refused read is logged too. */
export async function logs(deps: Deps, actor: Actor, query: { offset: number; limit: number; businessor_code?: string }) {
  if (actor.auth.role !== 'owner_administrator') await requireStaff(deps.db, actor, 'log_view', null);
  let workerId: number | undefined;
  if (query.businessor_code) {
    const worker = await findWorkerByCode(deps.db, actor.auth.companyId, query.businessor_code);
    if (!worker) throw notFound();
    workerId = worker.id;
  }
  const { rows, total } = await repo.listLogs(deps.db, actor.auth.companyId, { limit: query.limit, offset: query.offset, workerId });
  return { data: rows.map(logToWire), total };
}


// ── key rotation (npm run my-number:rotate-key) ────────────────────────────────────────────────────────────────
/**
 * Re-encrypts every stored number under `to` and recomputes every search hash, in ONE transaction over every company:
 * either all rows move to the new key or none does (a value neither key opens rolls everything back). Rows already
 * under `to` (a rerun after an interrupted rotation) are rewritten too, so the hashes are always `to`'s.
 */
export async function rotateKey(db: Db, from: MyNumberCipher, to: MyNumberCipher): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await repo.allEncryptedForUpdate(tx);
    for (const r of rows) {
      const plain = (to.made(r.encryptedValue!) ? to : from).decrypt(r.encryptedValue!);
      await repo.rewriteCiphertext(tx, r.id, to.encrypt(plain), to.hmac(plain));
    }
    return rows.length;
  });
}

/**
 * The images' part of the rotation (issue #19 N4): each stored image's data key is re-wrapped under `to` (the image
 * itself is not re-encrypted); an image stored before encryption is encrypted under `to` now. Object by object and
 * idempotent (an image already under `to` is left as it is), so an interrupted run is finished by running again.
 * Answers how many objects were rewritten.
 */
export async function rotateImageKeys(db: Db, storage: FileStorage, from: MyNumberCipher, to: MyNumberCipher): Promise<number> {
  let rewritten = 0;
  for (const r of await repo.withImages(db)) {
    for (const key of [r.a, r.b]) {
      if (!key) continue;
      const stored = await storage.read(key, { maxBytes: MY_NUMBER_IMAGE_MAX_BYTES + 1024 });
      if (!stored || to.madeObject(stored)) continue;
      const next = isEncryptedObject(stored) ? from.rewrapObject(stored, to) : to.encryptObject(stored);
      await storage.put(key, next, { contentType: 'application/octet-stream', sha256: createHash('sha256').update(next).digest('hex') });
      rewritten++;
    }
  }
  return rewritten;
}
