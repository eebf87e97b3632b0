/**
 * Personal numbers at rest (issue #12 "Protection"): AES-256-GCM under MY_NUMBER_KEY (32 bytes, never in the
 * database), and a keyed hash (HMAC-SHA256 under a key derived from it) for search and duplicate checks — the
 * plaintext is never stored, compared in SQL or logged.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { loadOrCreateSecretFile } from './secret-file';

const VERSION = 'v1';

/** 32 bytes from base64; anything else is refused. */
export function parseMyNumberKey(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32) throw new Error('MY_NUMBER_KEY must be 32 bytes, base64-encoded');
  return key;
}

export class MyNumberCipher {
  /** A short fingerprint of the key (not secret): tells which key a ciphertext was made with. */
  readonly keyId: string;
  private readonly searchKey: Buffer;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('MY_NUMBER_KEY must be 32 bytes');
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
    this.searchKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'my-number-search', 32));
  }

  static random(): MyNumberCipher {
    return new MyNumberCipher(randomBytes(32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}.${this.keyId}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  decrypt(stored: string): string {
    const [version, keyId, data] = stored.split('.');
    if (version !== VERSION || !data) throw new Error('unknown ciphertext format');
    if (keyId !== this.keyId) throw new Error('ciphertext made with another MY_NUMBER_KEY');
    const raw = Buffer.from(data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  /** Whether a stored value was encrypted under this key (its key id matches). */
  made(stored: string): boolean {
    return stored.split('.')[1] === this.keyId;
  }

  /** The search key of a number: equal numbers, equal hashes; nothing about the number without the key. */
  hmac(plain: string): string {
    return createHmac('sha256', this.searchKey).update(plain, 'utf8').digest('hex');
  }
}

/**
 * MY_NUMBER_KEY when set, else `DATA_DIR/my-number-key` (created on first start with mode 600 and kept). `created`
 * tells the start to say so: that file must be backed up apart from the database, or the numbers are lost.
 */
export async function loadMyNumberKey(dataDir: string, fromEnv?: string): Promise<{ key: Buffer; created: boolean; file?: string }> {
  if (fromEnv) return { key: parseMyNumberKey(fromEnv), created: false };
  const { value, created, file } = await loadOrCreateSecretFile(dataDir, 'my-number-key');
  return { key: parseMyNumberKey(value), created, file };
}

/** `********1234`: the only form of the number an answer other than the reveal and the export carries. */
export function maskMyNumber(plain: string): string {
  return `********${plain.slice(-4)}`;
}
