import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@app/shared/api';
import { workerListQuerySchema, workerListResponseSchema } from '@app/shared/workers';
import type { Db } from '../../db/client';
import * as service from './workers.service';

export const workerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preHandler', app.requireAuth);

  app.get(
    '/user/workers/custom_display',
    {
      schema: {
        tags: ['workers'],
        summary: 'ワーカー一覧（氏名・フリガナ・屋号・所属部署で検索）',
        querystring: workerListQuerySchema,
        response: { 200: workerListResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => service.listCustomDisplay(db, request.auth!, request.query),
  );
};
