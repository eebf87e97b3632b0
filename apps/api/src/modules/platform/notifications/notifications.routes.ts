import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  readNotificationResponseSchema,
} from '@app/shared/notifications';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { errorResponses, idParams } from '../../../lib/route-kit';
import * as service from './notifications.service';

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/v2/employee/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'お知らせ一覧（新しい順、未読件数つき）',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.list(db, authed(request), request.query.page, request.query.per),
  );

  app.post(
    '/v2/employee/notifications/:id/read_notification',
    {
      schema: {
        tags: ['notifications'],
        summary: 'お知らせを既読にする',
        params: idParams,
        response: { 200: readNotificationResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.read(db, authed(request), request.params.id),
  );
};
