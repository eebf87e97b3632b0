/**
 * Uploads from issue to attachment (issue #19 N1, N5), for 納品/請求書 files and マイナンバー images alike:
 *
 * - `issueUpload` records every pre-signed key in `pending_uploads` with its owner ('worker_account:12',
 *   'my_number:34') and answers the policy (5 minutes: what one upload needs). An owner has at most
 *   PENDING_UPLOADS_PER_OWNER unattached uploads and UPLOADS_PER_OWNER_PER_HOUR policies an hour (429).
 * - `attachUpload` is the one way an upload becomes part of a record: the pending row must be the owner's; the object
 *   is read once (at most maxBytes), sniffed, hashed (SHA-256), written by the server to a final key that no policy
 *   ever names (optionally transformed: マイナンバー images are encrypted), and the upload key and its row are
 *   deleted. A second POST to the upload key afterwards cannot touch the submitted file; the local driver refuses it
 *   anyway (one upload per key), a bucket cannot, which is why the copy is what protects on S3.
 * - `sweepPendingUploads` (the hourly maintenance) deletes uploads not attached within PENDING_UPLOAD_TTL_SECONDS, the
 *   object and the row.
 */
import { createHash } from 'node:crypto';
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { errorCodes } from '@app/shared/api';
import { ja } from '@app/shared/messages/ja';
import type { Db, Queryable } from '../../../db/client';
import { pendingUploads } from '../../../db/schema/uploads';
import { HttpError } from '../../../lib/errors';
import { FileTooLargeError, sniffFileType, type FileStorage, type PresignedPost, type SniffedType } from '../../../lib/storage';
import { takeAttemptSlots } from '../attempts/attempts.repository';

/** How long one pre-signed POST may be used: enough for one 10 MB upload. */
export const UPLOAD_POLICY_SECONDS = 5 * 60;
/** An upload not attached within this is deleted by the sweep. */
export const PENDING_UPLOAD_TTL_SECONDS = 60 * 60;
/** Unattached uploads one owner (a worker account, a マイナンバー record) may hold at once. */
export const PENDING_UPLOADS_PER_OWNER = 20;
/** Pre-signed POSTs one owner may get in an hour. */
export const UPLOADS_PER_OWNER_PER_HOUR = 60;
const HOUR_SECONDS = 60 * 60;

const tooMany = (message: string) => new HttpError(429, errorCodes.tooManyAttempts, [message], undefined, { 'retry-after': String(HOUR_SECONDS) });

export type UploadOwner = { companyId: number; ownerKey: string };

/**
 * A pre-signed POST for `key`, recorded as pending for the owner. `replace`: keys of the same owner to give up first
 * (a retried マイナンバー image: the earlier upload is deleted, object and row).
 */
export async function issueUpload(
  db: Db,
  storage: FileStorage,
  owner: UploadOwner,
  input: { key: string; contentTypes: readonly string[]; maxBytes: number; replace?: string[] },
): Promise<PresignedPost> {
  if (input.replace?.length) await discardUploads(db, storage, input.replace, owner.ownerKey);
  const slot = await takeAttemptSlots(db, [{ subject: `upload:${owner.ownerKey}`, limit: UPLOADS_PER_OWNER_PER_HOUR }], HOUR_SECONDS);
  if (!slot.taken) throw tooMany(ja.storage.tooManyUploads(UPLOADS_PER_OWNER_PER_HOUR));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724300114, hashtext(${owner.ownerKey}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(pendingUploads)
      .where(and(eq(pendingUploads.ownerKey, owner.ownerKey), gt(pendingUploads.createdAt, sql`now() - make_interval(secs => ${PENDING_UPLOAD_TTL_SECONDS})`)));
    if ((row?.n ?? 0) >= PENDING_UPLOADS_PER_OWNER) throw tooMany(ja.storage.tooManyPending(PENDING_UPLOADS_PER_OWNER));
    const expiresAt = new Date(Date.now() + UPLOAD_POLICY_SECONDS * 1000).toISOString();
    await tx
      .insert(pendingUploads)
      .values({ companyId: owner.companyId, ownerKey: owner.ownerKey, key: input.key, expiresAt })
      .onConflictDoUpdate({ target: pendingUploads.key, set: { ownerKey: owner.ownerKey, companyId: owner.companyId, expiresAt, createdAt: sql`now()` } });
  });
  return storage.presignPost({ key: input.key, contentTypes: input.contentTypes, maxBytes: input.maxBytes, expiresInSeconds: UPLOAD_POLICY_SECONDS });
}

/** Deletes uploads (object and pending row); only the owner's rows when `ownerKey` is given. */
export async function discardUploads(db: Queryable, storage: FileStorage, keys: string[], ownerKey?: string): Promise<void> {
  if (keys.length === 0) return;
  const rows = await db
    .delete(pendingUploads)
    .where(and(inArray(pendingUploads.key, keys), ownerKey ? eq(pendingUploads.ownerKey, ownerKey) : undefined))
    .returning({ key: pendingUploads.key });
  for (const r of rows) await storage.delete(r.key);
}

export type AttachedFile = { key: string; size: number; sha256: string; contentType: SniffedType };
export type AttachRefusal = 'missing' | 'tooLarge' | 'mismatch';

/**
 * Attaches the owner's upload `key`: read once, sniffed against the stored type and `contentTypes`, hashed, written
 * to `finalKey(sha256, type)` (after `transform`, e.g. encryption; the hash is of the file itself), the upload and its
 * row deleted. A refusal deletes the upload too (the worker uploads again). Answers the final key with size and hash.
 */
export async function attachUpload(
  db: Queryable,
  storage: FileStorage,
  input: {
    key: string;
    ownerKey: string;
    contentTypes: readonly SniffedType[];
    maxBytes: number;
    finalKey: (sha256: string, type: SniffedType) => string;
    transform?: (bytes: Buffer) => Buffer;
  },
): Promise<{ ok: true; file: AttachedFile } | { ok: false; reason: AttachRefusal }> {
  const [pending] = await db
    .select()
    .from(pendingUploads)
    .where(and(eq(pendingUploads.key, input.key), eq(pendingUploads.ownerKey, input.ownerKey)))
    .limit(1);
  if (!pending) return { ok: false, reason: 'missing' };
  const refuse = async (reason: AttachRefusal) => {
    await discardUploads(db, storage, [input.key], input.ownerKey);
    return { ok: false as const, reason };
  };
  const found = await storage.head(input.key);
  if (!found) return { ok: false, reason: 'missing' };
  let bytes: Buffer | null;
  try {
    bytes = await storage.read(input.key, { maxBytes: input.maxBytes });
  } catch (error) {
    if (error instanceof FileTooLargeError) return refuse('tooLarge');
    throw error;
  }
  if (!bytes) return { ok: false, reason: 'missing' };
  const sniffed = sniffFileType(bytes);
  if (!sniffed || sniffed !== found.contentType || !input.contentTypes.includes(sniffed)) return refuse('mismatch');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const key = input.finalKey(sha256, sniffed);
  const body = input.transform ? input.transform(bytes) : bytes;
  await storage.put(key, body, { contentType: input.transform ? 'application/octet-stream' : sniffed, sha256: createHash('sha256').update(body).digest('hex') });
  await discardUploads(db, storage, [input.key], input.ownerKey);
  return { ok: true, file: { key, size: bytes.length, sha256, contentType: sniffed } };
}

/** The maintenance's sweep: uploads not attached within the hour go, object and row. Answers how many. */
/** The storage keys of every pending upload (a sweep of stored objects keeps them). */
export async function pendingUploadKeys(db: Queryable): Promise<Set<string>> {
  const rows = await db.select({ key: pendingUploads.key }).from(pendingUploads);
  return new Set(rows.map((r) => r.key));
}

export async function sweepPendingUploads(db: Db, storage: FileStorage): Promise<number> {
  const rows = await db
    .delete(pendingUploads)
    .where(lt(pendingUploads.createdAt, sql`now() - make_interval(secs => ${PENDING_UPLOAD_TTL_SECONDS})`))
    .returning({ key: pendingUploads.key });
  for (const r of rows) await storage.delete(r.key);
  return rows.length;
}
