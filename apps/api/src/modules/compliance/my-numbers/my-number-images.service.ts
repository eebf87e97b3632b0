/**
 * マイナンバー images: where they are stored (encrypted, one key per record and kind), the staff's short-lived links
 * to them and the bytes behind a link, removal after a commit, and the sweep of images no record refers to.
 */
import { timingSafeEqual } from 'node:crypto';
import { ja } from '@app/shared/messages/ja';
import { MY_NUMBER_IMAGE_LINK_SECONDS, MY_NUMBER_IMAGE_MAX_BYTES } from '@app/shared/my-numbers';
import type { Db } from '../../../db/client';
import { HttpError, notFound } from '../../../lib/errors';
import { isEncryptedObject } from '../../../lib/my-number-crypto';
import { type FileStorage, type SniffedType } from '../../../lib/storage';
import { PENDING_UPLOAD_TTL_SECONDS, pendingUploadKeys } from '../../platform/storage/uploads';
import { findByCode as findWorkerByCode } from '../../partners/workers/workers.repository';
import { logRow, requireStaff } from './my-number-log';
import { toWire, type Actor, type Deps, type Row } from './my-number-record';
import * as repo from './my-numbers.repository';

export type ImageKind = 'confirmation' | 'identification';

/** One upload key per record and kind (issue #19 N3): a retry replaces the earlier upload instead of adding one. */
export function uploadKey(row: Row, kind: ImageKind): string {
  return `my-numbers/${row.companyId}/${row.code}/upload-${kind}`;
}

const EXTENSIONS: Record<SniffedType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };
const TYPES_BY_EXTENSION: Record<string, SniffedType> = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };

/** One stored image per record and kind, encrypted (`.enc`), its type in the name: `…/confirmation.png.enc`. */
export function imageKey(row: Pick<Row, 'companyId' | 'code'>, kind: ImageKind, type: SniffedType): string {
  return `my-numbers/${row.companyId}/${row.code}/${kind}.${EXTENSIONS[type]}.enc`;
}

/** The file extension of a stored image key, new (`kind.png.enc`) or from before encryption (`kind-<hex>.png`). */
function extensionOfKey(key: string): string {
  return /\.([a-z0-9]+)(?:\.enc)?$/.exec(key)?.[1] ?? '';
}

export const uploadOwner = (row: Pick<Row, 'id'>) => `my_number:${row.id}`;

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
