/**
 * The local driver: objects under `<root>/objects/<key>` with their content type in `<root>/meta/<key>.json`, in a
 * folder that is never served statically. Uploads arrive at POST /api/storage/uploads (modules/platform/storage), checked by
 * `post-policy.ts` as S3 would; downloads at GET /api/storage/files with an HMAC-signed, expiring query.
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, FileTooLargeError, isValidKey, type FileStorage, type ListedObject, type PresignedPost, type PresignPostInput, type StoredFile } from './file-storage';
import { buildPresignedFields, type SigningConfig } from './post-policy';

export const LOCAL_UPLOAD_PATH = '/api/storage/uploads';
export const LOCAL_DOWNLOAD_PATH = '/api/storage/files';
/** The bucket name the local driver's policies carry. */
const LOCAL_BUCKET = 'local';

export type LocalStorageOptions = {
  /** DATA_DIR/files */
  root: string;
  /** the server secret (STORAGE_SECRET or DATA_DIR/storage-secret) */
  secret: string;
  /** APP_URL: the upload and download URLs are absolute, like a bucket's */
  publicUrl: string;
};

export type DownloadQuery = { key?: string; expires?: string; name?: string; signature?: string };

class SizeExceeded extends Error {}

/** A full disk or an exhausted quota. */
export const isNoSpace = (error: unknown) => ['ENOSPC', 'EDQUOT'].includes(String((error as NodeJS.ErrnoException | undefined)?.code));

export class LocalFileStorage implements FileStorage {
  readonly driver = 'local' as const;
  readonly signing: SigningConfig;
  private readonly downloadKey: Buffer;

  constructor(private readonly options: LocalStorageOptions) {
    this.signing = { accessKeyId: 'local', secret: options.secret, region: 'local', bucket: LOCAL_BUCKET };
    this.downloadKey = createHmac('sha256', options.secret).update('download-url').digest();
  }

  private objectPath(key: string) {
    assertValidKey(key);
    return path.join(this.options.root, 'objects', key);
  }

  private metaPath(key: string) {
    assertValidKey(key);
    return path.join(this.options.root, 'meta', `${key}.json`);
  }

  async presignPost(input: PresignPostInput): Promise<PresignedPost> {
    assertValidKey(input.key);
    return { url: `${this.options.publicUrl}${LOCAL_UPLOAD_PATH}`, fields: buildPresignedFields(this.signing, input) };
  }

  private downloadSignature(key: string, expires: string, name: string): Buffer {
    return createHmac('sha256', this.downloadKey).update(`${key}\n${expires}\n${name}`, 'utf8').digest();
  }

  async signedDownloadUrl(key: string, options: { expiresInSeconds: number; fileName?: string }): Promise<string> {
    assertValidKey(key);
    const expires = String(Math.floor(Date.now() / 1000) + options.expiresInSeconds);
    const name = options.fileName ?? '';
    const query = new URLSearchParams({ key, expires, ...(name ? { name } : {}) });
    query.set('signature', this.downloadSignature(key, expires, name).toString('hex'));
    return `${this.options.publicUrl}${LOCAL_DOWNLOAD_PATH}?${query.toString()}`;
  }

  /** The key and file name of a signed download URL's query, or why it is refused. */
  verifyDownload(query: DownloadQuery, now = Date.now()): { key: string; fileName?: string } | 'invalid' | 'expired' {
    const { key, expires, signature, name = '' } = query;
    if (!isValidKey(key) || !expires || !/^\d{1,12}$/.test(expires) || !signature || !/^[0-9a-f]{64}$/.test(signature)) return 'invalid';
    const expected = this.downloadSignature(key, expires, name);
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
    if (Number(expires) * 1000 <= now) return 'expired';
    return { key, ...(name ? { fileName: name } : {}) };
  }

  /**
   * Writes an upload: streamed to a temporary file and counted, cut off as soon as it passes maxBytes, then linked
   * into place (so a refused or broken upload leaves nothing behind). A key that already holds an object is refused
   * ('exists'): a pre-signed POST uploads once, it never replaces what the server may already have checked (issue
   * #19 N1). A full disk or quota answers 'noSpace'.
   */
  async receive(
    key: string,
    contentType: string,
    source: Readable,
    limits: { minBytes: number; maxBytes: number },
  ): Promise<{ size: number } | 'tooLarge' | 'tooSmall' | 'exists' | 'noSpace'> {
    const target = this.objectPath(key);
    if (await this.head(key)) {
      source.resume();
      return 'exists';
    }
    const tmpDir = path.join(this.options.root, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > limits.maxBytes) done(new SizeExceeded());
        else done(null, chunk);
      },
    });
    try {
      await pipeline(source, counter, createWriteStream(tmp, { mode: 0o600 }));
    } catch (error) {
      await rm(tmp, { force: true });
      if (error instanceof SizeExceeded) {
        source.resume(); // drain what is left of the part so the request can be answered
        return 'tooLarge';
      }
      if (isNoSpace(error)) {
        source.resume();
        return 'noSpace';
      }
      throw error;
    }
    if (size < limits.minBytes) {
      await rm(tmp, { force: true });
      return 'tooSmall';
    }
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await mkdir(path.dirname(this.metaPath(key)), { recursive: true });
      // link, not rename: fails when the key was taken meanwhile, where rename would replace
      await link(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'exists';
      if (isNoSpace(error)) return 'noSpace';
      throw error;
    }
    await rm(tmp, { force: true });
    await writeFile(this.metaPath(key), JSON.stringify({ contentType }), { mode: 0o600 });
    return { size };
  }

  async put(key: string, body: Buffer, options: { contentType: string; sha256: string }): Promise<void> {
    const target = this.objectPath(key);
    const tmpDir = path.join(this.options.root, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    await mkdir(path.dirname(this.metaPath(key)), { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    try {
      await writeFile(tmp, body, { mode: 0o600 });
      await writeFile(this.metaPath(key), JSON.stringify({ contentType: options.contentType, sha256: options.sha256 }), { mode: 0o600 });
      await rename(tmp, target);
    } finally {
      await rm(tmp, { force: true });
    }
  }

  async list(prefix: string): Promise<ListedObject[]> {
    const base = path.join(this.options.root, 'objects');
    const out: ListedObject[] = [];
    const walk = async (dir: string, keyPrefix: string) => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        const key = `${keyPrefix}${entry.name}`;
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${key}/`);
        else if (entry.isFile() && key.startsWith(prefix) && isValidKey(key)) out.push({ key, lastModified: (await stat(path.join(dir, entry.name))).mtime });
      }
    };
    // walk from the deepest folder the prefix names
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/') + 1) : '';
    await walk(path.join(base, folder), folder);
    return out;
  }

  /**
   * The object for a download, after its SHA-256 was checked when the server wrote it with one (`put`): 'corrupt'
   * when the bytes are no longer those (a stored file changed behind the application's back).
   */
  async streamVerified(key: string): Promise<{ body: Readable | Buffer; size: number; contentType: string } | 'corrupt' | null> {
    const found = await this.head(key);
    if (!found) return null;
    const meta = JSON.parse(await readFile(this.metaPath(key), 'utf8')) as { sha256?: string };
    if (!meta.sha256) return { body: createReadStream(this.objectPath(key)), ...found };
    const bytes = await readFile(this.objectPath(key));
    if (createHash('sha256').update(bytes).digest('hex') !== meta.sha256) return 'corrupt';
    return { body: bytes, size: bytes.length, contentType: found.contentType };
  }

  async head(key: string): Promise<StoredFile | null> {
    try {
      const [info, meta] = await Promise.all([stat(this.objectPath(key)), readFile(this.metaPath(key), 'utf8')]);
      if (!info.isFile()) return null;
      return { size: info.size, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async stream(key: string): Promise<{ body: Readable; size: number; contentType: string } | null> {
    const found = await this.head(key);
    if (!found) return null;
    return { body: createReadStream(this.objectPath(key)), ...found };
  }

  async read(key: string, options: { maxBytes: number }): Promise<Buffer | null> {
    const found = await this.head(key);
    if (!found) return null;
    if (found.size > options.maxBytes) throw new FileTooLargeError(options.maxBytes);
    return readFile(this.objectPath(key));
  }

  async readStart(key: string, bytes: number): Promise<Buffer | null> {
    let handle;
    try {
      handle = await open(this.objectPath(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.objectPath(key), { force: true });
    await rm(this.metaPath(key), { force: true });
  }
}
