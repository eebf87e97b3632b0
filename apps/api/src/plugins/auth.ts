import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { EmployeeRole } from '@app/shared/roles';
import { forbidden, unauthorized } from '../lib/errors';
import type { Db } from '../db/client';
import { authenticateDevice } from '../modules/auth/auth.service';
import { ja } from '@app/shared/messages/ja';

/** The signed-in employee. Every repository call takes companyId from here, never from the request. */
export type AuthContext = {
  employeeId: number;
  employeeCode: string;
  companyId: number;
  role: EmployeeRole;
  email: string;
  deviceId: number;
  /** read with the session in the same statement, as of this request (GET /api/profile answers from it) */
  profile: { name: string; departmentId: number | null; departmentName: string | null; companyName: string };
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless the token headers name a live device of an active employee. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: 403 unless the signed-in employee has one of the roles. */
    requireRole: (roles: readonly EmployeeRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 && value.length < 512 ? value : undefined;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('auth', null);

  app.decorate('requireAuth', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = header(request, 'access-token');
    const client = header(request, 'client');
    const uid = header(request, 'uid');
    if (!token || !client || !uid) throw unauthorized();
    const found = await authenticateDevice(opts.db, { token, client, uid });
    if (!found) throw unauthorized(ja.auth.sessionExpired);
    request.auth = found.auth;
    // The same headers go back on every authenticated answer (the client replaces what it stores).
    reply.headers(found.headers);
  });

  app.decorate('requireRole', (roles: readonly EmployeeRole[]) => async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
    if (!roles.includes(request.auth.role)) throw forbidden();
  });
});
