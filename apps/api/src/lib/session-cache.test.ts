/**
 * The session cache (issue #19 "Throughput", lib/session-cache.ts): an instance answers a device it verified lately
 * without reading it again, and yet every change to a session reaches it — made on this instance, on another one, or
 * in the database directly — and a lost listening connection turns the cache off instead of serving stale sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { connect, type Database } from '../db/client';
import { useTestApp, type AuthHeaders } from '../../test/helpers';
import { sessionCacheOf, type SessionCache } from './session-cache';

const ctx = useTestApp();

/** A second instance of the API on the same database (another process in production). */
let other: { app: FastifyInstance; database: Database };
/** The database's owner (psql, a script): bypasses the app and row-level security. */
let owner: Database;

beforeAll(async () => {
  owner = connect(ctx.database.url, 1);
  const database = connect(ctx.database.url, 2, 'request');
  const app = await buildApp({ db: database.db, env: { logLevel: 'silent', webDist: undefined, trustProxy: false, appUrl: 'http://localhost:3000' } });
  await app.ready();
  other = { app, database };
});

afterAll(async () => {
  await other?.app.close();
  await other?.database.close();
  await owner?.close();
});

const get = (app: FastifyInstance, url: string, headers: AuthHeaders) => app.inject({ method: 'GET', url, headers });

function cacheOf(): SessionCache {
  const cache = sessionCacheOf(ctx.database.db);
  if (!cache) throw new Error('the test app has no session cache');
  return cache;
}

/** Runs `change` and waits until this instance has heard of it (PostgreSQL's notification, not a timer). */
async function heardOf(change: () => Promise<unknown>) {
  const changed = cacheOf().changed();
  await change();
  await changed;
}

describe('session cache', () => {
  it('a sign-out on this instance holds for the very next request', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    expect((await ctx.call('GET', '/api/profile', { headers: h })).statusCode).toBe(200);
    expect((await ctx.call('GET', '/api/profile', { headers: h })).statusCode).toBe(200);
    expect((await ctx.call('DELETE', '/api/auth/sign_out', { headers: h })).statusCode).toBe(200);
    const res = await ctx.call('GET', '/api/profile', { headers: h });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toEqual([ja.auth.sessionExpired]);
  });

  it('a held device still needs its own token and address', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    expect((await ctx.call('GET', '/api/profile', { headers: h })).statusCode).toBe(200);
    const forged = { ...h, 'access-token': `${h['access-token'].slice(0, -2)}xx` };
    expect((await ctx.call('GET', '/api/profile', { headers: forged })).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/profile', { headers: { ...h, uid: 'someone@example.com' } })).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/profile', { headers: h })).statusCode).toBe(200);
  });

  it('a suspension and a new role made on another instance reach this one', async () => {
    const company = await ctx.makeCompany();
    const owner = await ctx.signIn(company.owner.email);
    const editor = await company.addEmployee('administrator');
    const suspended = await company.addEmployee('general');
    const he = await ctx.signIn(editor.email);
    const hs = await ctx.signIn(suspended.email);
    expect((await ctx.call('GET', '/api/profile', { headers: hs })).statusCode).toBe(200);
    expect((await ctx.call('GET', '/api/user/workers/custom_display', { headers: he })).statusCode).toBe(200);
    const before = await ctx.call('GET', '/api/profile', { headers: he });
    expect(before.json().data.profile.role).toBe('administrator');

    await heardOf(async () => {
      const res = await other.app.inject({ method: 'POST', url: '/api/companies/employee/suspension', headers: owner, payload: { employee: { id: suspended.id } } });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect((await ctx.call('GET', '/api/profile', { headers: hs })).statusCode).toBe(401);

    await heardOf(async () => {
      const res = await other.app.inject({ method: 'PUT', url: `/api/employees/${editor.code}/role`, headers: owner, payload: { employee: { role: 'viewer' } } });
      expect(res.statusCode, res.body).toBe(200);
    });
    const after = await ctx.call('GET', '/api/profile', { headers: he });
    expect(after.json().data.profile.role).toBe('viewer');
  });

  it('a change made in the database directly reaches the instance: a renamed company, a device used long ago', async () => {
    const company = await ctx.makeCompany('旧社名株式会社');
    const h = await ctx.signIn(company.owner.email);
    expect((await ctx.call('GET', '/api/profile', { headers: h })).json().data.profile.company_name).toBe('旧社名株式会社');
    await heardOf(() => owner.pool.query(`update companies set name = '新社名株式会社' where id = $1`, [company.id]));
    expect((await ctx.call('GET', '/api/profile', { headers: h })).json().data.profile.company_name).toBe('新社名株式会社');

    await heardOf(() => owner.pool.query(`update auth_devices set last_used_at = now() - interval '31 minutes' where client_id = $1`, [h.client]));
    expect((await ctx.call('GET', '/api/profile', { headers: h })).statusCode).toBe(401);
  });

  it('holds nothing while the listening connection is lost, and holds again once it listens', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    expect((await get(ctx.app, '/api/profile', h)).statusCode).toBe(200);
    const cache = cacheOf();
    expect(cache.live).toBe(true);
    await heardOf(() => owner.pool.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'session-cache' and datname = current_database()`));
    // the other instance's listener went too; this one no longer hears of changes, so it reads every session
    expect(cache.live).toBe(false);
    await owner.pool.query(`alter table auth_devices disable trigger auth_devices_session_cache_update`);
    try {
      await owner.pool.query(`update auth_devices set expires_at = now() - interval '1 second' where client_id = $1`, [h.client]);
      expect((await get(ctx.app, '/api/profile', h)).statusCode).toBe(401);
    } finally {
      await owner.pool.query(`alter table auth_devices enable trigger auth_devices_session_cache_update`);
    }
    // listening again after a short pause: a new device is held once more
    while (!cache.live) await cache.changed();
    const again = await ctx.signIn(company.owner.email);
    expect((await get(ctx.app, '/api/profile', again)).statusCode).toBe(200);
  });
});
