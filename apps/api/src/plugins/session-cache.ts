import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { sessionCacheOf, startSessionCache } from '../lib/session-cache';

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The instance's session cache (lib/session-cache.ts): listening from `ready` until `close`, and emptied after every
 * state-changing request before its answer leaves, so a change made here (a sign-out, a suspension, a new role) holds
 * for the next request without waiting for PostgreSQL's notification.
 */
export const sessionCachePlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    ({ stop } = await startSessionCache(opts.db, app.log));
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!readOnly.has(request.method)) {
      sessionCacheOf(opts.db)?.invalidate();
    }
    return payload;
  });
});
