import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { createTestDatabase } from '../../test/helpers';
import { buildApp } from '../app';
import { planRestricted } from '../lib/errors';

describe('unexpected errors', () => {
  it('answer 500 with the Japanese envelope and no internals', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, env: { logLevel: 'silent', webDist: undefined, trustProxy: false, appUrl: 'http://localhost:3000' } });
    app.get('/api/boom', async () => {
      throw new Error('password=hunter2 at /srv/secret.ts:12');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errors: [ja.api.internal], code: 'INTERNAL_ERROR' });
    expect(res.body).not.toContain('hunter2');
    await app.close();
    await database.drop();
  });

  it('health answers 503 in Japanese when the database is gone', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, env: { logLevel: 'silent', webDist: undefined, trustProxy: false, appUrl: 'http://localhost:3000' } });
    await database.drop();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().errors).toEqual([ja.api.databaseUnavailable]);
    await app.close();
  });
});

describe('HSTS', () => {
  it('is sent when the request arrived over https through a trusted proxy', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, env: { logLevel: 'silent', webDist: undefined, trustProxy: true, appUrl: 'http://localhost:3000' } });
    const https = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toContain('max-age=');
    const http = await app.inject({ method: 'GET', url: '/api/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    await app.close();
    await database.drop();
  });
});

describe('plan restriction', () => {
  it('answers 403 with the marker in meta and the Japanese message', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, env: { logLevel: 'silent', webDist: undefined, trustProxy: false, appUrl: 'http://localhost:3000' } });
    app.get('/api/restricted', async () => {
      throw planRestricted();
    });
    const res = await app.inject({ method: 'GET', url: '/api/restricted' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: [ja.app.planRestricted], code: 'PLAN_RESTRICTED', meta: { function_restricted: true } });
    await app.close();
    await database.drop();
  });
});
