import type { Readable } from 'node:stream';

/** What a browser needs to upload one file: a multipart POST to `url` with every field, the file last. */
export type PresignedPost = { url: string; fields: Record<string, string> };

export type PresignPostInput = {
  key: string;
  /** The content types this upload may have; one type is an exact condition, several a common-prefix condition. */
  contentTypes: readonly string[];
  maxBytes: number;
  expiresInSeconds: number;
};

export type StoredFile = { size: number; contentType: string };

/** An object as listed: its key and when it was last written. */
export type ListedObject = { key: string; lastModified: Date };

/**
 * The one file store (issue #10 "Files", issue #12 images): the local driver under DATA_DIR/files, or an
 * S3-compatible bucket. Uploads go straight from the browser by pre-signed POST; downloads by short-lived signed URLs.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  presignPost(input: PresignPostInput): Promise<PresignedPost>;
  signedDownloadUrl(key: string, options: { expiresInSeconds: number; fileName?: string }): Promise<string>;
  head(key: string): Promise<StoredFile | null>;
  /** The whole object as a stream; null when there is none. */
  stream(key: string): Promise<{ body: Readable; size: number; contentType: string } | null>;
  /** The object's bytes, refused (FileTooLargeError) when larger than maxBytes; null when there is none. */
  read(key: string, options: { maxBytes: number }): Promise<Buffer | null>;
  /** Up to the first `bytes` bytes (for content sniffing); null when there is none. */
  readStart(key: string, bytes: number): Promise<Buffer | null>;
  /** Removes the object; no error when there is none. */
  delete(key: string): Promise<void>;
  /**
   * Writes an object from the server (never through a pre-signed POST): the final copy of an attached upload. `sha256`
   * (hex, of `body`) is kept with it: the local driver checks it before every download, S3 checks it on the write.
   */
  put(key: string, body: Buffer, options: { contentType: string; sha256: string }): Promise<void>;
  /** Every object whose key starts with `prefix` (a folder: end it with '/'). */
  list(prefix: string): Promise<ListedObject[]>;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`stored object larger than ${maxBytes} bytes`);
  }
}

export const MAX_KEY_LENGTH = 512;
const KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * A key: slash-separated segments of letters, digits, `.`, `_`, `-`, each starting with a letter or digit (so no
 * `..`, no hidden files, no absolute path, no empty segment), at most MAX_KEY_LENGTH characters.
 */
export function isValidKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => KEY_SEGMENT.test(segment) && segment.length <= 200);
}

/** A key that is not a valid key (isValidKey): the error edge (plugins/errors.ts) answers 422, never 500. */
export class InvalidKeyError extends Error {
  constructor() {
    super('invalid storage key');
  }
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError();
}

/** The condition both drivers put in the policy for a set of content types: exact for one, common prefix for more. */
export function contentTypeCondition(contentTypes: readonly string[]): { exact: string } | { prefix: string } {
  if (contentTypes.length === 0) throw new Error('presignPost needs at least one content type');
  if (contentTypes.length === 1) return { exact: contentTypes[0]! };
  let prefix = contentTypes[0]!;
  for (const type of contentTypes) while (!type.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return { prefix };
}
