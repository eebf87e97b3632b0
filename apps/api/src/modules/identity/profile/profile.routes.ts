import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileResponseSchema, updateProfileBodySchema } from '@app/shared/profile';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { errorResponses } from '../../../lib/route-kit';
import * as service from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/profile',
    { schema: { tags: ['profile'], summary: 'ログイン中の社員と会社', response: { 200: profileResponseSchema, ...errorResponses(401) } } },
    async (request) => ({ data: { profile: service.profileOfSession(authed(request)) } }),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: '自分の氏名を変更',
        body: updateProfileBodySchema,
        response: { 200: profileResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => ({ data: { profile: await service.updateProfileName(db, authed(request), request.body.profile.name) } }),
  );
};
