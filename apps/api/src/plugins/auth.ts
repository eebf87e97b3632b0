import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';
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
    /**
     * Role check factory: 403 unless the signed-in employee has one of the roles. Routes name it as `preHandler`; the
     * plugin moves it to the end of the route's `onRequest` (after `requireAuth`), so a refused role is told 403
     * before the body is parsed or validated (L4: a viewer never sees a 422 with the schema).
     */
    requireRole: (roles: readonly EmployeeRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 && value.length < 512 ? value : undefined;
}

/** The role checks made by requireRole, recognised when a route is registered. */
const roleChecks = new WeakSet<object>();

type Hook = onRequestHookHandler | preHandlerHookHandler;
const asList = (hooks: Hook | Hook[] | undefined): Hook[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * Moves every role check of a route from preHandler (which Fastify runs after body validation) to the end of its
 * onRequest hooks (which run before parsing and validation, after the plugin-level `requireAuth`). One place for every
 * route, so none can be forgotten.
 */
export function roleChecksFirst(route: RouteOptions): void {
  const preHandlers = asList(route.preHandler);
  const roles = preHandlers.filter((h) => roleChecks.has(h));
  if (roles.length === 0) return;
  route.preHandler = preHandlers.filter((h) => !roleChecks.has(h)) as preHandlerHookHandler[];
  route.onRequest = [...asList(route.onRequest), ...roles] as onRequestHookHandler[];
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', roleChecksFirst);

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

  app.decorate('requireRole', (roles: readonly EmployeeRole[]) => {
    const check = async (request: FastifyRequest) => {
      if (!request.auth) throw unauthorized();
      if (!roles.includes(request.auth.role)) throw forbidden();
    };
    roleChecks.add(check);
    return check;
  });
});
