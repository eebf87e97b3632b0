/** The storage module shared by order attachments (#10) and マイナンバー images (#12). */
import path from 'node:path';
import { loadOrCreateSecretFile } from '../secret-file';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage, type S3Config } from './s3-storage';
import { sniffFileType, SNIFF_BYTES, type SniffedType } from './sniff';

export * from './file-storage';
export { sniffFileType, SNIFF_BYTES, type SniffedType } from './sniff';
export { LocalFileStorage } from './local-storage';
export { S3FileStorage, type S3Config } from './s3-storage';

/** Attachments and images: at most 10 MB (issue #10 "Files", issue #12). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The local driver's secret: STORAGE_SECRET when set, else `DATA_DIR/storage-secret` (32 random bytes, created on
 * first start with mode 600 and kept, so that links signed before a restart stay valid).
 */
export async function loadStorageSecret(dataDir: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  return (await loadOrCreateSecretFile(dataDir, 'storage-secret')).value;
}

/** The S3 driver when every S3_* variable is set, else the local one under DATA_DIR/files. */
export async function createFileStorage(env: { dataDir: string; appUrl: string; s3: S3Config | undefined; storageSecret: string | undefined }): Promise<FileStorage> {
  if (env.s3) return new S3FileStorage(env.s3);
  return new LocalFileStorage({
    root: path.join(env.dataDir, 'files'),
    secret: await loadStorageSecret(env.dataDir, env.storageSecret),
    publicUrl: env.appUrl,
  });
}

/**
 * After an upload: the object exists, its stored type is one of `contentTypes`, its size within maxBytes, and its
 * first bytes are of that type. A mismatch deletes the object and answers why; the caller refuses with
 * `ja.storage.contentMismatch` (or tooLarge / fileRequired).
 */
export async function checkUploaded(
  storage: FileStorage,
  key: string,
  expected: { contentTypes: readonly SniffedType[]; maxBytes: number },
): Promise<{ ok: true; contentType: SniffedType; size: number } | { ok: false; reason: 'missing' | 'tooLarge' | 'mismatch' }> {
  const found = await storage.head(key);
  if (!found) return { ok: false, reason: 'missing' };
  if (found.size > expected.maxBytes) {
    await storage.delete(key);
    return { ok: false, reason: 'tooLarge' };
  }
  const sniffed = sniffFileType((await storage.readStart(key, SNIFF_BYTES)) ?? Buffer.alloc(0));
  if (!sniffed || sniffed !== found.contentType || !expected.contentTypes.includes(sniffed)) {
    await storage.delete(key);
    return { ok: false, reason: 'mismatch' };
  }
  return { ok: true, contentType: sniffed, size: found.size };
}
