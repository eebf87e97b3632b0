/**
 * マイナンバー entry by the worker: the mailed link's token, the pre-signed uploads, the submission (the number
 * encrypted, the images checked by content), and the portal's view of open requests with its one-hour links.
 */
import { errorCodes } from '@app/shared/api';
import { ja } from '@app/shared/messages/ja';
import {
  imageTypeOfName,
  MY_NUMBER_IMAGE_MAX_BYTES,
  MY_NUMBER_PORTAL_TOKEN_SECONDS,
  type PortalMyNumberRequest,
} from '@app/shared/my-numbers';
import type { Db, Queryable } from '../../../db/client';
import { HttpError, invalid, notFound } from '../../../lib/errors';
import { hashToken, newToken } from '../../../lib/tokens';
import { takeAttemptSlots } from '../../platform/attempts/attempts.repository';
import { attachUpload, issueUpload } from '../../platform/storage/uploads';
import { setMyNumberStatus } from '../../partners/workers/workers.repository';
import { imageKey, uploadKey, uploadOwner, type ImageKind } from './my-number-images.service';
import { removeMyNumberImages } from './my-number-lifecycle';
import type { Deps, Row } from './my-number-record';
import * as repo from './my-numbers.repository';

const HOUR_SECONDS = 60 * 60;
const linkError = (status: number, code: string, message: string) => new HttpError(status, code, [message]);

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
  await removeMyNumberImages(deps.storage, result.old);
  return { ok: true as const };
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
