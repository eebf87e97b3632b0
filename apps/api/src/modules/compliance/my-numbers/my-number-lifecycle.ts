/**
 * マイナンバー retention and forgetting: images removed once the transaction that let go of them has committed, a
 * worker being deleted takes its record along, numbers whose purpose ended are deleted by the retention job, expired
 * link tokens are pruned, and the key rotation re-encrypts every number and re-wraps every image
 * (npm run my-number:rotate-key).
 */
import { createHash } from 'node:crypto';
import { ja } from '@app/shared/messages/ja';
import { MY_NUMBER_IMAGE_MAX_BYTES } from '@app/shared/my-numbers';
import type { Db, Queryable } from '../../../db/client';
import { isEncryptedObject, type MyNumberCipher } from '../../../lib/my-number-crypto';
import { type FileStorage } from '../../../lib/storage';
import { findById as findWorkerById, setMyNumberStatus } from '../../partners/workers/workers.repository';
import { logRow } from './my-number-log';
import { DAY, type Actor, type Row } from './my-number-record';
import * as repo from './my-numbers.repository';

/** Every image key a record holds (the stored ones and uploads not yet submitted). */
export const imageKeysOf = (row: Row) => [row.numberConfirmationFileKey, row.identificationFileKey, row.pendingConfirmationKey, row.pendingIdentificationKey];

/** Removes images from storage once the transaction that let go of them has committed. */
export async function removeMyNumberImages(storage: FileStorage, keys: (string | null | undefined)[]): Promise<void> {
  for (const key of keys) if (key) await storage.delete(key);
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
  await removeMyNumberImages(storage, keys);
  return count;
}

/** Link tokens are kept 30 days past their expiry (the page says 期限切れ), then removed (the page says 無効). */
const EXPIRED_TOKEN_KEEP_DAYS = 30;
export async function pruneExpiredTokens(db: Db, now = new Date()): Promise<number> {
  return repo.deleteTokensExpiredBefore(db, new Date(now.getTime() - EXPIRED_TOKEN_KEEP_DAYS * DAY));
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
