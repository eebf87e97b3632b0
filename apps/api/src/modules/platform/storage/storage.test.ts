/**
 * The local storage driver through the app: a real pre-signed POST (multipart, the fields as returned, the file last)
 * → head → signed download → delete, and every refusal S3 would make — each a 4xx in Japanese that leaves no file.
 */
import { mkdtemp, readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { useTestApp } from '../../../../test/helpers';
import { PNG_BYTES, presignedUpload } from '../../../../test/storage-helpers';
import { checkUploaded, LocalFileStorage, loadStorageSecret, MAX_UPLOAD_BYTES, type PresignedPost } from '../../../lib/storage';

const root = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
const storage = new LocalFileStorage({ root, secret: 'x'.repeat(44), publicUrl: 'http://localhost:3000' });
const ctx = useTestApp({ storage });

const PNG = PNG_BYTES;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

/** Posts to the URL the presign answered, as a browser would (with an empty Authorization header). */
const upload = (post: PresignedPost, file: Buffer, fields: Record<string, string> = post.fields) => presignedUpload(ctx, post, file, fields);

async function filesLeft(): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(p);
      else out.push(path.relative(root, p));
    }
  }
  await walk(root);
  return out;
}

const presign = (key: string, overrides: Partial<{ contentTypes: string[]; maxBytes: number; expiresInSeconds: number }> = {}) =>
  storage.presignPost({ key, contentTypes: ['image/png'], maxBytes: MAX_UPLOAD_BYTES, expiresInSeconds: 600, ...overrides });

const expectRefused = async (res: { statusCode: number; json: () => unknown }, status: number, message: string) => {
  expect(res.statusCode).toBe(status);
  expect((res.json() as { errors: string[] }).errors).toEqual([message]);
  expect(await filesLeft()).toEqual([]);
};

describe('local driver round trip', () => {
  it('uploads by pre-signed POST, heads, downloads by signed URL and deletes', async () => {
    const post = await presign('orders/1/deliveries/a.png');
    expect(post.url).toBe('http://localhost:3000/api/storage/uploads');
    expect(Object.keys(post.fields)).toEqual(
      expect.arrayContaining(['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Algorithm']),
    );
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString()) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, MAX_UPLOAD_BYTES]);
    expect(policy.conditions).toContainEqual({ key: 'orders/1/deliveries/a.png' });

    const res = await upload(post, PNG);
    expect(res.statusCode, res.body).toBe(204);
    expect(await storage.head('orders/1/deliveries/a.png')).toEqual({ size: PNG.length, contentType: 'image/png' });
    expect((await stat(path.join(root, 'objects/orders/1/deliveries/a.png'))).mode & 0o777).toBe(0o600);
    expect(await checkUploaded(storage, 'orders/1/deliveries/a.png', { contentTypes: ['image/png'], maxBytes: MAX_UPLOAD_BYTES })).toEqual({
      ok: true,
      contentType: 'image/png',
      size: PNG.length,
    });

    const link = new URL(await storage.signedDownloadUrl('orders/1/deliveries/a.png', { expiresInSeconds: 60, fileName: '納品物.png' }));
    const download = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('納品物.png')}`);
    expect(download.headers['cache-control']).toBe('private, no-store');

    await storage.delete('orders/1/deliveries/a.png');
    expect(await storage.head('orders/1/deliveries/a.png')).toBeNull();
    expect(await filesLeft()).toEqual([]);
    const gone = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(gone.statusCode).toBe(404);
  });

  it('accepts any of several types under their common prefix, and sniffing refuses content that is not its type', async () => {
    const post = await presign('my_numbers/1/confirmation', { contentTypes: IMAGE_TYPES });
    expect(post.fields['Content-Type']).toBeUndefined();
    const res = await upload(post, Buffer.from('GIF89a not an image we take'), { ...post.fields, 'Content-Type': 'image/png' });
    expect(res.statusCode, res.body).toBe(204);
    expect(await checkUploaded(storage, 'my_numbers/1/confirmation', { contentTypes: ['image/png', 'image/jpeg', 'application/pdf'], maxBytes: MAX_UPLOAD_BYTES })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(await filesLeft()).toEqual([]); // the mismatching file was deleted
  });
});

describe('refusals, as S3 makes them', () => {
  it('a key other than the policy’s', async () => {
    const post = await presign('orders/1/a.png');
    await expectRefused(await upload(post, PNG, { ...post.fields, key: 'orders/2/a.png' }), 403, ja.storage.conditionFailed);
  });

  it('an expired policy', async () => {
    const post = await presign('orders/1/a.png', { expiresInSeconds: -1 });
    await expectRefused(await upload(post, PNG), 403, ja.storage.policyExpired);
  });

  it('a tampered policy or signature', async () => {
    const post = await presign('orders/1/a.png', { maxBytes: 10 });
    const policy = Buffer.from(post.fields.Policy!, 'base64').toString().replace('10]', '99999999]');
    await expectRefused(await upload(post, PNG, { ...post.fields, Policy: Buffer.from(policy).toString('base64') }), 403, ja.storage.signatureMismatch);
    const signature = post.fields['X-Amz-Signature']!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    await expectRefused(await upload(post, PNG, { ...post.fields, 'X-Amz-Signature': signature }), 403, ja.storage.signatureMismatch);
    const { Policy: _omitted, ...withoutPolicy } = post.fields;
    await expectRefused(await upload(post, PNG, withoutPolicy), 400, ja.storage.malformedUpload);
  });

  it('a file larger than the content-length-range, cut while streaming', async () => {
    const post = await presign('orders/1/big.png', { maxBytes: 64 * 1024 });
    const ok = await upload(post, Buffer.alloc(64 * 1024, 1));
    expect(ok.statusCode).toBe(204);
    await storage.delete('orders/1/big.png');
    await expectRefused(await upload(post, Buffer.alloc(64 * 1024 + 1, 1)), 400, ja.storage.tooLarge);
    await expectRefused(await upload(post, Buffer.alloc(0)), 400, ja.storage.tooSmall);
  });

  it('a content type outside the policy, or a field the policy does not cover', async () => {
    const post = await presign('orders/1/a.png');
    await expectRefused(await upload(post, PNG, { ...post.fields, 'Content-Type': 'text/html' }), 403, ja.storage.wrongContentType);
    const several = await presign('orders/1/b', { contentTypes: ['image/jpeg', 'image/png'] });
    await expectRefused(await upload(several, PNG, { ...several.fields, 'Content-Type': 'application/pdf' }), 403, ja.storage.wrongContentType);
    await expectRefused(await upload(post, PNG, { ...post.fields, 'x-amz-meta-owner': 'someone' }), 403, ja.storage.conditionFailed);
  });

  it('a request without the file, or not multipart', async () => {
    const post = await presign('orders/1/a.png');
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/storage/uploads',
      headers: { 'content-type': 'multipart/form-data; boundary=B' },
      payload: `--B\r\nContent-Disposition: form-data; name="key"\r\n\r\n${post.fields.key}\r\n--B--\r\n`,
    });
    await expectRefused(noFile, 400, ja.storage.fileRequired);
    await expectRefused(await ctx.call('POST', '/api/storage/uploads', { body: post.fields }), 400, ja.storage.malformedUpload);
  });

  it('an expired or tampered download URL', async () => {
    const post = await presign('orders/1/a.png');
    expect((await upload(post, PNG)).statusCode).toBe(204);
    const expired = new URL(await storage.signedDownloadUrl('orders/1/a.png', { expiresInSeconds: -1 }));
    const res1 = await ctx.app.inject({ method: 'GET', url: `${expired.pathname}${expired.search}` });
    expect(res1.statusCode).toBe(403);
    expect(res1.json().errors).toEqual([ja.storage.downloadExpired]);
    const link = new URL(await storage.signedDownloadUrl('orders/1/a.png', { expiresInSeconds: 60, fileName: 'a.png' }));
    for (const change of [
      (q: URLSearchParams) => q.set('key', 'orders/2/a.png'),
      (q: URLSearchParams) => q.set('expires', String(Number(q.get('expires')) + 3600)),
      (q: URLSearchParams) => q.set('name', 'b.html'),
      (q: URLSearchParams) => q.set('signature', '0'.repeat(64)),
      (q: URLSearchParams) => q.delete('signature'),
      (q: URLSearchParams) => q.set('key', '../storage-secret'),
    ]) {
      const query = new URLSearchParams(link.search);
      change(query);
      const res = await ctx.app.inject({ method: 'GET', url: `${link.pathname}?${query.toString()}` });
      expect(res.statusCode, query.toString()).toBe(403);
      expect(res.json().errors).toEqual([ja.storage.downloadInvalid]);
    }
    await storage.delete('orders/1/a.png');
  });

  it('a key that could leave the folder is never signed', async () => {
    for (const key of ['../x', '/etc/passwd', 'a/../b', 'a//b', '.hidden', 'x'.repeat(600), 'a\\b']) {
      await expect(presign(key), key).rejects.toThrow();
      await expect(storage.signedDownloadUrl(key, { expiresInSeconds: 60 }), key).rejects.toThrow();
    }
  });
});

describe('the server secret', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'storage-secret-'));
  });
  afterAll(() => undefined);

  it('is created once in DATA_DIR with mode 600 and kept; STORAGE_SECRET wins', async () => {
    const first = await loadStorageSecret(dir);
    expect(first).toHaveLength(44);
    expect((await stat(path.join(dir, 'storage-secret'))).mode & 0o777).toBe(0o600);
    expect(await loadStorageSecret(dir)).toBe(first);
    expect(await loadStorageSecret(dir, 'e'.repeat(40))).toBe('e'.repeat(40));
  });
});
