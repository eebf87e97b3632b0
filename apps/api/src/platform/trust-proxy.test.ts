/** TRUST_PROXY (issue #8 item 3): which address the per-address limits see behind proxies. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv, type TrustProxy } from '../env';
import { createTestDatabase } from '../../test/helpers';

describe('TRUST_PROXY parsing', () => {
  const parse = (value: string | undefined) => loadEnv({ TRUST_PROXY: value }).trustProxy;
  it('accepts false, true, a hop count and a list of addresses or CIDR ranges', () => {
    expect(parse(undefined)).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('true')).toBe(true);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.1, 10.1.0.0/16,::1,fd00::/8')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'fd00::/8']);
  });
  it('stops with a readable message on anything else', () => {
    expect(() => parse('yes')).toThrow(/TRUST_PROXY/);
    expect(() => parse('10.0.0.1,10.0.0.999')).toThrow(/10\.0\.0\.999/);
    expect(() => parse('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
  });
});

describe('request.ip behind proxies', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  /** The address the app would count a request against (the per-address limits use request.ip). */
  async function seenAddress(trustProxy: TrustProxy, from: string, forwardedFor?: string): Promise<string> {
    const app = await buildApp({ db: database.db, env: { logLevel: 'silent', webDist: undefined, trustProxy, appUrl: 'http://localhost:3000' } });
    app.get('/ip-probe', async (request) => ({ ip: request.ip }));
    apps.push(app);
    const res = await app.inject({
      method: 'GET',
      url: '/ip-probe',
      remoteAddress: from,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return (res.json() as { ip: string }).ip;
  }

  it('false: the socket address, whatever X-Forwarded-For says', async () => {
    expect(await seenAddress(false, '10.0.0.1', '6.6.6.6, 203.0.113.7')).toBe('10.0.0.1');
  });

  it('a hop count of 1: the address the load balancer saw, not the forged one a client put further left', async () => {
    // client 203.0.113.7 sent "X-Forwarded-For: 6.6.6.6"; the load balancer 10.0.0.1 appended the client's address
    expect(await seenAddress(1, '10.0.0.1', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await seenAddress(2, '10.0.0.1', '6.6.6.6, 198.51.100.2, 203.0.113.7')).toBe('198.51.100.2');
  });

  it('a list of proxies: X-Forwarded-For counts only when the socket is one of them', async () => {
    expect(await seenAddress(['10.0.0.0/8'], '10.0.0.1', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await seenAddress(['10.0.0.0/8'], '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
  });
});
