import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { useTestApp } from '../../test/helpers';

const webDist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
await mkdir(path.join(webDist, 'assets'));
await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html lang="ja"><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>');
await writeFile(path.join(webDist, 'assets/app-abc123.js'), 'console.log(1)');
// the web build writes compressed copies beside its assets (apps/web/vite.config.ts#precompress)
const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;
await writeFile(path.join(webDist, 'assets/vendor-def456.js'), bundle);
await writeFile(path.join(webDist, 'assets/vendor-def456.js.br'), brotliCompressSync(bundle));
await writeFile(path.join(webDist, 'assets/vendor-def456.js.gz'), gzipSync(bundle));

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

const ctx = useTestApp({ env: { logLevel: 'info', webDist, trustProxy: false, appUrl: 'http://localhost:3000' }, logStream });

describe('GET /api/health', () => {
  it('answers ok after checking the database', async () => {
    const res = await ctx.call('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('security headers', () => {
  it('sends the CSP, nosniff and referrer policy on every response, no-store on the API', async () => {
    for (const url of ['/api/health', '/worker', '/assets/app-abc123.js']) {
      const res = await ctx.call('GET', url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // frames only from this origin or its own blob: URLs (the 支払調書 PDF preview)
      expect(csp).toContain("frame-src 'self' blob:");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    expect((await ctx.call('GET', '/api/health')).headers['cache-control']).toBe('no-store');
  });

  it('sends no Referer policy on pages that carry a link token', async () => {
    const res = await ctx.call('GET', '/user/password/some-token');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends HSTS over https only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    // not behind a trusted proxy: the forwarded header is ignored
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('serving the SPA', () => {
  it('answers index.html for any app path (history fallback)', async () => {
    for (const url of ['/', '/worker', '/worker/abc/contract/def?only_contract=true', '/no/such/page']) {
      const res = await ctx.call('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await ctx.call('GET', '/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy the browser accepts, with its encoding, Vary and the year of caching', async () => {
    const br = await ctx.call('GET', '/assets/vendor-def456.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await ctx.call('GET', '/assets/vendor-def456.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bundle);

    const plain = await ctx.call('GET', '/assets/vendor-def456.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(bundle);
  });

  it('answers unknown API paths with the JSON 404 envelope, not the SPA', async () => {
    const res = await ctx.call('GET', '/api/no_such_thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [ja.api.routeNotFound], code: 'NOT_FOUND' });
  });
});

describe('OpenAPI', () => {
  it('documents every route from the zod schemas', async () => {
    const res = await ctx.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ['/api/auth/sign_in', '/api/auth/sign_out', '/api/profile', '/api/v2/employee/notifications', '/api/v2/employee/notifications/{id}/read_notification', '/api/user/workers/custom_display', '/api/health']) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    expect(doc.paths['/api/auth/sign_in'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  });

  it('serves the documentation UI', async () => {
    const res = await ctx.call('GET', '/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('logging', () => {
  it('logs requests with an id and without tokens or passwords', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('GET', '/api/profile', { headers: { ...h, 'x-request-id': 'req-test-000001' } });
    expect(res.headers['x-request-id']).toBe('req-test-000001');
    const all = logLines.join('');
    expect(all).toContain('req-test-000001');
    expect(all).not.toContain(h['access-token']);
    expect(all).not.toContain('correct-horse-42');
  });

  it('masks link tokens in logged URLs', async () => {
    await ctx.call('GET', '/api/user/user/secret-link-token-123');
    expect(logLines.join('')).not.toContain('secret-link-token-123');
  });
});
