import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  companySelectionRequiredSchema,
  signInBodySchema,
  signInResponseSchema,
  signOutEverywhereResponseSchema,
  signOutResponseSchema,
} from '@app/shared/auth';
import { ja } from '@app/shared/messages/ja';
import type { Db } from '../../../db/client';
import { resetRequestBodySchema, messageResponseSchema } from '@app/shared/employees';
import { authed } from '../../../lib/auth-context';
import { errorResponses } from '../../../lib/route-kit';
import * as service from './auth.service';
import { requestReset } from '../users/users.service';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; throttle: service.ThrottleOptions; appUrl: string }> = async (
  app,
  { db, throttle, appUrl },
) => {
  app.post(
    '/auth/sign_in',
    {
      schema: {
        tags: ['auth'],
        summary: 'ログイン（トークンはレスポンスヘッダーで返す）',
        body: signInBodySchema,
        response: {
          200: signInResponseSchema,
          ...errorResponses(401, 403),
          409: companySelectionRequiredSchema,
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => {
      const result = await service.signIn(
        db,
        { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        throttle,
      );
      reply.headers(result.headers);
      return { data: result.employee };
    },
  );

  app.delete(
    '/auth/sign_out',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['auth'], summary: 'ログアウト（この端末のトークンを無効化）', response: { 200: signOutResponseSchema } },
    },
    async (request, reply) => {
      await service.signOut(db, authed(request));
      reply.removeHeader('access-token');
      return { success: true as const };
    },
  );

  app.delete(
    '/auth/sessions',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'すべての端末からログアウト（この端末を含む全トークンを無効化）',
        response: { 200: signOutEverywhereResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await service.signOutEverywhere(db, authed(request));
      reply.removeHeader('access-token');
      return { success: true as const };
    },
  );

  app.put(
    '/auth/password',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'パスワード変更（現在のパスワードが必要。他の端末はログアウト）',
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      await service.changePassword(db, authed(request), request.body, throttle);
      return { data: { message: ja.settings.changed } };
    },
  );

  app.post(
    '/auth/password',
    {
      schema: {
        tags: ['auth'],
        summary: 'パスワード再設定メールを送信（登録の有無にかかわらず同じ応答。redirect_url はこのアプリのオリジンのみ）',
        body: resetRequestBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => ({ data: await requestReset(db, request.body, appUrl, request.ip) }),
  );
};
