import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeeTodosResponseSchema } from '@app/shared/todos';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { errorResponses } from '../../../lib/route-kit';
import { employeeTodos } from './employee-todos.service';

/** The company home's 要対応 (issue #21; not shown in SPEC, docs/decisions.md). */
export const employeeTodoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAuth);
  app.get(
    '/v2/employee/todos',
    {
      schema: {
        tags: ['todos'],
        summary: '要対応（ホーム）: 請求書確認待ち・納品確認待ち・支払通知書の修正依頼・今週の支払・支払遅延の件数と新しい5件',
        response: { 200: employeeTodosResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await employeeTodos(db, authed(request)) }),
  );
};
