import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthResponseSchema } from '@app/shared/health';
import { ja } from '@app/shared/messages/ja';
import type { Db } from '../../../db/client';
import { errorResponses } from '../../../lib/route-kit';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: '稼働確認（データベース接続を含む）', response: { 200: healthResponseSchema, ...errorResponses(503) } } },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        return reply.status(503).send({ errors: [ja.api.databaseUnavailable], code: 'DATABASE_UNAVAILABLE' });
      }
    },
  );
};
