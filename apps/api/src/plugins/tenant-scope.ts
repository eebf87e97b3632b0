import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { withCompanyScope } from '../db/tenant-scope';

/**
 * Runs every route handler of a signed-in employee in the company scope of its session (db/tenant-scope.ts), so
 * each query the handler makes sees only that company's rows under PostgreSQL's row-level security, whatever its
 * WHERE clause says. The guards before the handler (requireAuth, role checks) and the routes without an employee
 * (sign-in, link pages, the worker portal) run unscoped. Register after the auth plugin, before the routes.
 */
export const tenantScopePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function scoped(request, reply) {
      const companyId = request.auth?.companyId;
      return companyId === undefined ? handler.call(this, request, reply) : withCompanyScope(companyId, () => handler.call(this, request, reply), request.auth?.profile.name ?? null);
    };
  });
});
