import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoles } from '@app/shared/roles';
import {
  slackAuthorizeResponseSchema,
  slackCallbackBodySchema,
  slackCallbackResponseSchema,
  slackStatusResponseSchema,
  webhookDeliveryListResponseSchema,
} from '@app/shared/slack';
import type { Db } from '../../../db/client';
import type { SlackConfig } from '../../../env';
import { authed } from '../../../lib/auth-context';
import type { MyNumberCipher } from '../../../lib/my-number-crypto';
import { codeParams, errorResponses } from '../../../lib/route-kit';
import * as service from './slack.service';

const errors = errorResponses(401, 403, 404, 422);
const tags = ['slack'];

/**
 * Slack (issue #23): the company's workspace connection by OAuth 2 (administrators only) and a contract's webhook
 * deliveries (every role that reads contracts). The access token never leaves the server.
 */
export const slackRoutes: FastifyPluginAsyncZod<{ db: Db; appUrl: string; config: SlackConfig; cipher: MyNumberCipher }> = async (app, { db, appUrl, config, cipher }) => {
  const deps = { config, appUrl, cipher };
  const admins = { onRequest: app.requireAuth, preHandler: app.requireRole(adminRoles) };

  app.get(
    '/v2/employee/slack',
    { ...admins, schema: { tags, summary: 'Slack連携の状態（サーバーに設定があるか、連携中のワークスペース）', response: { 200: slackStatusResponseSchema, ...errors } } },
    async (request) => service.status(db, authed(request), config),
  );

  app.post(
    '/v2/employee/slack/authorize',
    {
      ...admins,
      schema: { tags, summary: 'Slack連携を始める: 1回限り・10分の state を作り、Slack の認可URLを返す（未設定なら422）', response: { 200: slackAuthorizeResponseSchema, ...errors } },
    },
    async (request) => service.authorize(db, authed(request), deps),
  );

  app.post(
    '/v2/employee/slack/callback',
    {
      ...admins,
      schema: {
        tags,
        summary: 'Slack連携を完了する（/slack/omniauth_callbacks が code と state を送る）。トークンは暗号化して保存し、応答には含めない',
        body: slackCallbackBodySchema,
        response: { 200: slackCallbackResponseSchema, ...errors },
      },
    },
    async (request) => service.callback(db, authed(request), deps, request.body),
  );

  app.delete(
    '/v2/employee/slack',
    { ...admins, schema: { tags, summary: 'Slack連携を解除', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.disconnect(db, authed(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v2/employee/contracts/:code/webhook_deliveries',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: '契約のWebhook（Slack通知）の送信状況: 新しい順に20件（URLと本文は含めない）',
        params: codeParams,
        response: { 200: webhookDeliveryListResponseSchema, ...errors },
      },
    },
    async (request) => service.deliveries(db, authed(request), request.params.code),
  );
};
