/**
 * Personal numbers at rest (issue #12 "Protection"): AES-256-GCM under MY_NUMBER_KEY (32 bytes, never in the
 * database), and a keyed hash (HMAC-SHA256 under a key derived from it) for search and duplicate checks — the
 * plaintext is never stored, compared in SQL or logged.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { loadOrCreateSecretFile } from './secret-file';

const VERSION = 'v1';
/** sealSecret's format and HKDF info (docs/decisions.md: "Slack token at rest") */
const SEAL_VERSION = 's1';
const SEAL_INFO = 'app-secret-seal-v1';

/** 32 bytes from base64; anything else is refused. */
export function parseMyNumberKey(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32) throw new Error('MY_NUMBER_KEY must be 32 bytes, base64-encoded');
  return key;
}

/** The first bytes of an encrypted マイナンバー image (issue #19 N4). */
const OBJECT_MAGIC = Buffer.from('MNIMG1', 'ascii');
const KEY_ID_BYTES = 8;
const WRAPPED_BYTES = 12 + 16 + 32;
const HEADER_BYTES = OBJECT_MAGIC.length + KEY_ID_BYTES + WRAPPED_BYTES + 12 + 16;

export class MyNumberCipher {
  /** A short fingerprint of the key (not secret): tells which key a ciphertext was made with. */
  readonly keyId: string;
  private readonly searchKey: Buffer;
  private readonly wrapKey: Buffer;
  private readonly linkKey: Buffer;
  private readonly sealKey: Buffer;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('MY_NUMBER_KEY must be 32 bytes');
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
    this.searchKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'my-number-search', 32));
    this.wrapKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'my-number-image-wrap', 32));
    this.linkKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'my-number-image-link', 32));
    this.sealKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), SEAL_INFO, 32));
  }

  /**
   * Envelope encryption of an image (issue #19 N4): a fresh 32-byte data key encrypts the bytes (AES-256-GCM), and
   * the data key is wrapped (AES-256-GCM) under a key derived from MY_NUMBER_KEY. Stored together:
   * `MNIMG1 | key id (8) | wrap iv (12) | wrap tag (16) | wrapped data key (32) | iv (12) | tag (16) | ciphertext`.
   */
  encryptObject(plain: Buffer): Buffer {
    const dataKey = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
    cipher.setAAD(OBJECT_MAGIC);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([OBJECT_MAGIC, Buffer.from(this.keyId, 'ascii'), this.wrap(dataKey), iv, cipher.getAuthTag(), body]);
  }

  decryptObject(stored: Buffer): Buffer {
    const { dataKey, rest } = this.unwrapHeader(stored);
    const decipher = createDecipheriv('aes-256-gcm', dataKey, rest.subarray(0, 12));
    decipher.setAAD(OBJECT_MAGIC);
    decipher.setAuthTag(rest.subarray(12, 28));
    return Buffer.concat([decipher.update(rest.subarray(28)), decipher.final()]);
  }

  /** The same object with its data key wrapped under `to` (the key rotation); the ciphertext is not touched. */
  rewrapObject(stored: Buffer, to: MyNumberCipher): Buffer {
    const { dataKey, rest } = this.unwrapHeader(stored);
    return Buffer.concat([OBJECT_MAGIC, Buffer.from(to.keyId, 'ascii'), to.wrap(dataKey), rest]);
  }

  /** Whether an object was encrypted under this key. */
  madeObject(stored: Buffer): boolean {
    return isEncryptedObject(stored) && stored.subarray(OBJECT_MAGIC.length, OBJECT_MAGIC.length + KEY_ID_BYTES).toString('ascii') === this.keyId;
  }

  /** The signature of a short-lived image link served by the API (never a storage URL). */
  linkSignature(data: string): Buffer {
    return createHmac('sha256', this.linkKey).update(data, 'utf8').digest();
  }

  private wrap(dataKey: Buffer): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.wrapKey, iv);
    cipher.setAAD(OBJECT_MAGIC);
    const wrapped = Buffer.concat([cipher.update(dataKey), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), wrapped]);
  }

  private unwrapHeader(stored: Buffer): { dataKey: Buffer; rest: Buffer } {
    if (!isEncryptedObject(stored)) throw new Error('not an encrypted object');
    if (!this.madeObject(stored)) throw new Error('object encrypted with another MY_NUMBER_KEY');
    const at = OBJECT_MAGIC.length + KEY_ID_BYTES;
    const decipher = createDecipheriv('aes-256-gcm', this.wrapKey, stored.subarray(at, at + 12));
    decipher.setAAD(OBJECT_MAGIC);
    decipher.setAuthTag(stored.subarray(at + 12, at + 28));
    const dataKey = Buffer.concat([decipher.update(stored.subarray(at + 28, at + WRAPPED_BYTES)), decipher.final()]);
    return { dataKey, rest: stored.subarray(at + WRAPPED_BYTES) };
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

  /**
   * Another secret at rest (a Slack access token, issue #23): AES-256-GCM under a key derived from the same key
   * material with its own HKDF info string, so it is not the マイナンバー key itself and needs no new env var.
   * `s1.<key id>.<base64 iv|tag|ciphertext>`; the purpose is bound as AAD (a token sealed for one use opens for no other).
   */
  sealSecret(plain: string, purpose: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    cipher.setAAD(Buffer.from(purpose, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${SEAL_VERSION}.${this.keyId}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  openSecret(sealed: string, purpose: string): string {
    const [version, keyId, data] = sealed.split('.');
    if (version !== SEAL_VERSION || !data) throw new Error('unknown sealed secret format');
    if (keyId !== this.keyId) throw new Error('secret sealed with another MY_NUMBER_KEY');
    const raw = Buffer.from(data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  /** The search key of a number: equal numbers, equal hashes; nothing about the number without the key. */
  hmac(plain: string): string {
    return createHmac('sha256', this.searchKey).update(plain, 'utf8').digest('hex');
  }
}

/** Whether stored bytes are an encrypted image (images stored before issue #19 N4 are plain). */
export function isEncryptedObject(stored: Buffer): boolean {
  return stored.length >= HEADER_BYTES && stored.subarray(0, OBJECT_MAGIC.length).equals(OBJECT_MAGIC);
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
