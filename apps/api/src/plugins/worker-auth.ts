import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { authenticateWorkerDevice } from '../modules/identity/worker-accounts/worker-auth.service';
import { sessionGuard } from './session-guard';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest: answers 401 unless the token headers name a live device of a worker account (sets request.workerAuth).
     * Employee tokens never pass (they live in auth_devices, not worker_account_devices), and worker tokens never pass
     * `requireAuth`.
     */
    requireWorker: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const workerAuthPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('workerAuth', null);

  app.decorate(
    'requireWorker',
    sessionGuard(
      (headers) => authenticateWorkerDevice(opts.db, headers),
      (request, auth) => {
        request.workerAuth = auth;
      },
    ),
  );
});
