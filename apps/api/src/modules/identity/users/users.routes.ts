import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailChangeInfoResponseSchema,
  invitationInfoResponseSchema,
  linkTokenSchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@app/shared/employees';
import type { Db } from '../../../db/client';
import { errorResponses } from '../../../lib/route-kit';
import * as service from './users.service';
import * as employees from '../employees/employees.service';

const errors = errorResponses(404, 409, 410, 422);

/**
 * Pages reached by a link token, without login (SPEC §7 "Authentication and users"). Unknown or used token: 404;
 * expired: 410. None of them signs anybody in.
 */
export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/user/user/reset_password',
    {
      schema: {
        tags: ['auth'],
        summary: 'パスワード再設定リンクが使えるか確認（404: 無効・使用済み、410: 期限切れ）',
        querystring: z.object({ token: linkTokenSchema }),
        response: { 200: z.object({ data: z.object({ expires_at: z.string() }) }), ...errors },
      },
    },
    async (request) => ({ data: await service.checkResetToken(db, request.query.token) }),
  );

  // I8: an employee's new e-mail address confirms itself (the link mailed to it by PUT /v2/employee/employees/{code})
  app.get(
    '/user/email_change/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'メールアドレス変更の確認リンクの内容（404: 無効・使用済み、410: 期限切れ）',
        params: z.object({ token: linkTokenSchema }),
        response: { 200: emailChangeInfoResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { email_change: await employees.emailChangeInfo(db, request.params.token) } }),
  );

  app.post(
    '/user/email_change/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'メールアドレスの変更を確定（リンクは1回限り。社員はすべての端末からログアウト。ログインはしない）',
        params: z.object({ token: linkTokenSchema }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await employees.confirmEmailChange(db, request.params.token) }),
  );

  app.get(
    '/user/user/:token',
    {
      schema: {
        tags: ['auth'],
        summary: '招待の内容（パスワード登録画面用。404: 無効・登録済み、410: 期限切れ）',
        params: z.object({ token: linkTokenSchema }),
        response: { 200: invitationInfoResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { employee_invite: await service.invitationInfo(db, request.params.token) } }),
  );

  app.post(
    '/user/user/register',
    {
      schema: {
        tags: ['auth'],
        summary: '招待リンクからパスワードを登録（社員アカウントを作成し、この端末でログインする。トークンはレスポンスヘッダーで返す）',
        body: registerBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { headers, message } = await service.register(db, request.body, request.headers['user-agent'] ?? null);
      reply.headers(headers);
      return { data: { message } };
    },
  );

  app.post(
    '/user/user/reset_password',
    {
      schema: {
        tags: ['auth'],
        summary: 'パスワード再設定（リンクは1回限り。すべての端末からログアウト）',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.resetPassword(db, request.body) }),
  );
};
