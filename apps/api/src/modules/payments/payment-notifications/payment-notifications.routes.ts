import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkCreateBodySchema,
  bulkDiscardQuerySchema,
  bulkReadQuerySchema,
  bulkResultSchema,
  bulkSubmissionBodySchema,
  bulkUpdateBodySchema,
  notifiableGroupListResponseSchema,
  notifiableGroupQuerySchema,
  paymentNotificationListQuerySchema,
  paymentNotificationListResponseSchema,
  paymentNotificationResponseSchema,
  paymentNotificationsResponseSchema,
} from '@app/shared/payment-notifications';
import { workerEditorRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { sendNotificationPdf } from './payment-notification-pdf';
import { authed } from '../../../lib/auth-context';
import { codeParams, errorResponses, publicCode } from '../../../lib/route-kit';
import * as repo from './payment-notifications.repository';
import * as service from './payment-notifications.service';
import * as create from './payment-notification-create.service';
import * as changes from './payment-notification-changes.service';

const errors = errorResponses(401, 403, 404, 409, 422);
const contractCodeParams = z.object({ contractCode: publicCode });
const tags = ['payment_notifications'];

/** 支払通知書: lists, the groups to notify, bulk create / edit / send / discard, one notification, its PDF. */
export const paymentNotificationRoutes: FastifyPluginAsyncZod<{ db: Db; appUrl: string }> = async (app, { db, appUrl }) => {
  app.addHook('onRequest', app.requireAuth);
  const editors = { preHandler: app.requireRole(workerEditorRoles) };

  app.get(
    '/v2/employee/payment_notifications',
    {
      schema: {
        tags,
        summary: '支払通知書一覧（状態・ワーカー・支払月・キーワードで絞り込み）',
        querystring: paymentNotificationListQuerySchema,
        response: { 200: paymentNotificationListResponseSchema, ...errors },
      },
    },
    async (request) => service.listNotifications(db, authed(request), request.query),
  );

  app.get(
    '/v2/employee/businessors/:code/payment_notifications',
    {
      schema: {
        tags,
        summary: 'ワーカーの支払通知書一覧',
        params: codeParams,
        querystring: paymentNotificationListQuerySchema.omit({ worker_code: true }),
        response: { 200: paymentNotificationListResponseSchema, ...errors },
      },
    },
    async (request) => service.listNotifications(db, authed(request), request.query, { workerCode: request.params.code }),
  );

  app.get(
    '/v2/employee/contracts/:contractCode/payment_notifications',
    {
      schema: {
        tags,
        summary: '契約の支払通知書一覧',
        params: contractCodeParams,
        querystring: paymentNotificationListQuerySchema,
        response: { 200: paymentNotificationListResponseSchema, ...errors },
      },
    },
    async (request) => service.listNotifications(db, authed(request), request.query, { contractCode: request.params.contractCode }),
  );

  app.get(
    '/v2/employee/payment_notifications/candidates',
    {
      schema: {
        tags,
        summary: '支払通知書をまだ作っていない承認済みの納品単位（ワーカー・プロジェクト・支払月で絞り込み）',
        querystring: notifiableGroupQuerySchema,
        response: { 200: notifiableGroupListResponseSchema, ...errors },
      },
    },
    async (request) => service.listNotifiableGroups(db, authed(request), request.query),
  );

  app.get(
    '/v2/employee/payment_notifications/bulk',
    {
      schema: {
        tags,
        summary: '複数の支払通知書（編集画面用、payment_notification_ids[]、100件まで）',
        querystring: bulkReadQuerySchema,
        response: { 200: paymentNotificationsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.getNotifications(db, authed(request), request.query) }),
  );

  app.post(
    '/v2/employee/payment_notifications/bulk',
    {
      ...editors,
      schema: {
        tags,
        summary: '選んだ納品単位から支払通知書を作成（ワーカー・支払月ごとに1通、支払予定日は支払期日から。同じワーカー・支払日の未送信の支払通知書には追加。全件成功か全件取り消し）',
        body: bulkCreateBodySchema,
        response: { 201: bulkResultSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await create.createBulk(db, authed(request), request.body)),
  );

  app.put(
    '/v2/employee/payment_notifications/bulk',
    {
      ...editors,
      schema: {
        tags,
        summary: '支払通知書を一括編集（支払予定日・備考・調整項目と区分。支払期日後の日付は late_reason が必要。振込手数料の差引は不可。全件成功か全件取り消し）',
        body: bulkUpdateBodySchema,
        response: { 200: bulkResultSchema, ...errors },
      },
    },
    async (request) => changes.updateBulk(db, authed(request), request.body.payment_notifications),
  );

  app.post(
    '/v2/employee/payment_notifications/bulk_submission',
    {
      ...editors,
      schema: {
        tags,
        summary: '支払通知書を一括送信（メールとワーカーポータル。みなし承認の日数とメッセージを送付時の内容で固定。同じワーカー・支払日の別の支払通知書があれば拒否）',
        body: bulkSubmissionBodySchema,
        response: { 200: bulkResultSchema, ...errors },
      },
    },
    async (request) => changes.submitBulk(db, authed(request), request.body, appUrl),
  );

  app.delete(
    '/v2/employee/payment_notifications/bulk_discard',
    {
      ...editors,
      schema: {
        tags,
        summary: '未送信・修正依頼中の支払通知書を一括破棄',
        querystring: bulkDiscardQuerySchema,
        response: { 200: bulkResultSchema, ...errors },
      },
    },
    async (request) => changes.discardBulk(db, authed(request), request.query),
  );

  app.get(
    '/v2/employee/payment_notifications/:code',
    { schema: { tags, summary: '支払通知書', params: codeParams, response: { 200: paymentNotificationResponseSchema, ...errors } } },
    async (request) => ({ data: await service.getNotification(db, authed(request), request.params.code) }),
  );

  app.get(
    '/v2/employee/payment_notifications/:code/export',
    { schema: { tags, summary: '支払通知書PDF（仕入明細書を兼ねる。ファイル名 支払通知書_{通知番号}.pdf）', params: codeParams, produces: ['application/pdf'] } },
    async (request, reply) => sendNotificationPdf(db, reply, await repo.findByCode(db, authed(request).companyId, request.params.code)),
  );
};
