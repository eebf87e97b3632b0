import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ja } from '@app/shared/messages/ja';
import type { Db } from '../db/client';
import { unauthorized } from '../lib/errors';
import { authenticateWorkerDevice, type WorkerAuthContext } from '../modules/worker-portal/worker-auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    workerAuth: WorkerAuthContext | null;
  }
  interface FastifyInstance {
    /**
     * onRequest: answers 401 unless the token headers name a live device of a worker account. Employee tokens never
     * pass (they live in auth_devices, not worker_account_devices), and worker tokens never pass `requireAuth`.
     */
    requireWorker: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 && value.length < 512 ? value : undefined;
}

export const workerAuthPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('workerAuth', null);

  app.decorate('requireWorker', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = header(request, 'access-token');
    const client = header(request, 'client');
    const uid = header(request, 'uid');
    if (!token || !client || !uid) throw unauthorized();
    const found = await authenticateWorkerDevice(opts.db, { token, client, uid });
    if (!found) throw unauthorized(ja.auth.sessionExpired);
    request.workerAuth = found.auth;
    reply.headers(found.headers);
  });
});
