import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { EmployeeRole } from '@app/shared/roles';
import type { Db } from '../db/client';
import { authed } from '../lib/auth-context';
import { forbidden } from '../lib/errors';
import { authenticateDevice } from '../modules/identity/auth/auth.service';
import { sessionGuard } from './session-guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: answers 401 unless the token headers name a live device of an active employee (sets request.auth). */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Role check factory: 403 unless the signed-in employee has one of the roles. Routes name it as `preHandler`; the
     * plugin moves it to the end of the route's `onRequest` (after `requireAuth`), so a refused role is told 403
     * before the body is parsed or validated (L4: a viewer never sees a 422 with the schema).
     */
    requireRole: (roles: readonly EmployeeRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
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

  app.decorate(
    'requireAuth',
    sessionGuard(
      (headers) => authenticateDevice(opts.db, headers),
      (request, auth) => {
        request.auth = auth;
      },
    ),
  );

  app.decorate('requireRole', (roles: readonly EmployeeRole[]) => {
    const check = async (request: FastifyRequest) => {
      if (!roles.includes(authed(request).role)) throw forbidden();
    };
    roleChecks.add(check);
    return check;
  });
});
