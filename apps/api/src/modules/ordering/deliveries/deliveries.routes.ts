import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalBodySchema,
  deliveryApprovalBodySchema,
  deliveryDetailResponseSchema,
  deliveryListQuerySchema,
  deliveryListResponseSchema,
  rejectionBodySchema,
} from '@app/shared/deliveries';
import { workerEditorRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import type { FileStorage } from '../../../lib/storage';
import { codeParams, errorResponses, publicCode } from '../../../lib/route-kit';
import * as service from './deliveries.service';

const errors = errorResponses(401, 403, 404, 409, 422);
const contractCodeParams = z.object({ contractCode: publicCode });
const tags = ['deliveries'];

/**
 * Deliveries (納品) and their invoices (請求書) on the company side: lists, detail, approve or reject with a comment.
 * `notificationStatusOf` tells a group's 支払通知書 status for its progress (app.ts passes payments').
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage; appUrl: string; notificationStatusOf: service.NotificationStatusOf }> = async (
  app,
  { db, storage, appUrl, notificationStatusOf },
) => {
  app.addHook('onRequest', app.requireAuth);
  const editors = { preHandler: app.requireRole(workerEditorRoles) };

  app.get(
    '/v2/employee/deliveries',
    { schema: { tags, summary: '納品一覧（会社全体）', querystring: deliveryListQuerySchema, response: { 200: deliveryListResponseSchema, ...errors } } },
    async (request) => service.listDeliveries(db, authed(request), request.query),
  );

  app.get(
    '/v2/employee/contracts/:contractCode/deliveries',
    {
      schema: { tags, summary: '契約の納品一覧', params: contractCodeParams, querystring: deliveryListQuerySchema, response: { 200: deliveryListResponseSchema, ...errors } },
    },
    async (request) => service.listDeliveries(db, authed(request), request.query, request.params.contractCode),
  );

  app.get(
    '/v2/employee/deliveries/:code',
    { schema: { tags, summary: '納品の詳細（コメント・添付ファイルの短時間有効なダウンロードURL・履歴・請求書）', params: codeParams, response: { 200: deliveryDetailResponseSchema, ...errors } } },
    async (request) => ({ data: await service.getDelivery(db, storage, notificationStatusOf, authed(request), request.params.code) }),
  );

  app.post(
    '/v2/employee/deliveries/:code/approvals',
    {
      ...editors,
      schema: { tags, summary: '納品を承認（検収日を記録。inspectedOn を省くと今日）', params: codeParams, body: deliveryApprovalBodySchema, response: { 201: deliveryDetailResponseSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.reviewDelivery(db, storage, notificationStatusOf, authed(request), request.params.code, 'approved', request.body, appUrl) }),
  );

  app.post(
    '/v2/employee/deliveries/:code/rejections',
    {
      ...editors,
      schema: { tags, summary: '納品を差し戻す（コメント必須）', params: codeParams, body: rejectionBodySchema, response: { 201: deliveryDetailResponseSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.reviewDelivery(db, storage, notificationStatusOf, authed(request), request.params.code, 'rejected', request.body, appUrl) }),
  );

  app.post(
    '/v2/employee/deliveries/:code/invoice/approvals',
    {
      ...editors,
      schema: { tags, summary: '請求書を承認', params: codeParams, body: approvalBodySchema, response: { 201: deliveryDetailResponseSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.reviewInvoice(db, storage, notificationStatusOf, authed(request), request.params.code, 'approved', request.body, appUrl) }),
  );

  app.post(
    '/v2/employee/deliveries/:code/invoice/rejections',
    {
      ...editors,
      schema: { tags, summary: '請求書を差し戻す（コメント必須）', params: codeParams, body: rejectionBodySchema, response: { 201: deliveryDetailResponseSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.reviewInvoice(db, storage, notificationStatusOf, authed(request), request.params.code, 'rejected', request.body, appUrl) }),
  );
};
