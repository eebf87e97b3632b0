/**
 * The S3 driver against a local S3-compatible server (s3rver, started here): a pre-signed POST from the SDK uploaded
 * as a browser does, head, the first bytes, a pre-signed download, delete. s3rver stores POST uploads but does not
 * evaluate the policy, so the policy's refusals are proven on the local driver (modules/platform/storage/storage.test.ts),
 * which checks them as S3 does; here the policy the SDK built is read back to show it carries the same conditions.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '.';
import { S3FileStorage } from './s3-storage';

const PDF = Buffer.from('%PDF-1.7\n% test document\n');
let server: S3rver;
let directory: string;
let storage: S3FileStorage;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'attachments', configs: [] }] });
  const { port } = (await server.run()) as AddressInfo;
  storage = new S3FileStorage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'attachments',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
    forcePathStyle: true,
  });
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('S3 driver', () => {
  it('uploads by pre-signed POST, heads, reads, downloads by pre-signed URL and deletes', async () => {
    const key = 'orders/1/deliveries/report.pdf';
    const post = await storage.presignPost({ key, contentTypes: ['application/pdf'], maxBytes: MAX_UPLOAD_BYTES, expiresInSeconds: 300 });
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString()) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, MAX_UPLOAD_BYTES]);
    expect(policy.conditions).toContainEqual({ key });
    expect(policy.conditions).toContainEqual({ 'Content-Type': 'application/pdf' });

    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'report.pdf');
    // (no empty Authorization header here: s3rver refuses one, unlike S3 and the local driver)
    const res = await fetch(post.url, { method: 'POST', body: form });
    expect(res.status, await res.clone().text()).toBe(204);

    expect(await storage.head(key)).toEqual({ size: PDF.length, contentType: 'application/pdf' });
    expect(await storage.readStart(key, 5)).toEqual(Buffer.from('%PDF-'));
    expect(await storage.read(key, { maxBytes: 1024 })).toEqual(PDF);
    await expect(storage.read(key, { maxBytes: 4 })).rejects.toThrow();

    const link = await storage.signedDownloadUrl(key, { expiresInSeconds: 60, fileName: '納品書.pdf' });
    expect(link).toContain('X-Amz-Signature=');
    const download = await fetch(link);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent('納品書.pdf'));

    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.readStart(key, 5)).toBeNull();
  });
});
