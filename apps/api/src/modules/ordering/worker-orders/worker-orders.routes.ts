import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deliveryBodySchema,
  deliveryWireSchema,
  invoiceBodySchema,
  invoiceWireSchema,
  portalOrderListResponseSchema,
  portalOrderResponseSchema,
  uploadRequestSchema,
  uploadResponseSchema,
} from '@app/shared/deliveries';
import { correctionRequestBodySchema } from '@app/shared/purchase-orders';
import { workerNoticeListResponseSchema, workerNoticeResponseSchema } from '@app/shared/worker-notices';
import type { Db } from '../../../db/client';
import { sendDownload } from '../../../lib/downloads';
import { workerAuthed } from '../../../lib/auth-context';
import type { FileStorage } from '../../../lib/storage';
import { codeParams, errorResponses, idParams } from '../../../lib/route-kit';
import * as deliveries from '../deliveries/deliveries.service';
import * as service from './worker-orders.service';

const errors = errorResponses(401, 404, 409, 422);
const tags = ['worker_portal'];

/**
 * The worker portal's ordering: received orders, accept / ask for correction, PDF, deliveries and invoices.
 * `notificationStatusOf` tells a group's 支払通知書 status for its progress (app.ts passes payments').
 */
export const workerOrderRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage; notificationStatusOf: deliveries.NotificationStatusOf }> = async (
  app,
  { db, storage, notificationStatusOf },
) => {
  app.addHook('onRequest', app.requireWorker);

  app.get(
    '/v2/worker/contracts/:code/purchase_orders',
    { schema: { tags, summary: '契約で受け取った発注書の一覧', params: codeParams, response: { 200: portalOrderListResponseSchema, ...errors } } },
    async (request) => ({ data: await service.listOrders(db, workerAuthed(request), request.params.code) }),
  );

  app.get(
    '/v2/worker/purchase_orders/:code',
    { schema: { tags, summary: '発注書と納品単位ごとの納品・請求の状況', params: codeParams, response: { 200: portalOrderResponseSchema, ...errors } } },
    async (request) => ({ data: await service.getOrder(db, storage, notificationStatusOf, workerAuthed(request), request.params.code) }),
  );

  app.post(
    '/v2/worker/purchase_orders/:code/acceptances',
    { schema: { tags, summary: '発注書を承認', params: codeParams, response: { 201: portalOrderResponseSchema, ...errors } } },
    async (request, reply) => reply.code(201).send({ data: await service.respond(db, storage, notificationStatusOf, workerAuthed(request), request.params.code, { action: 'accept' }) }),
  );

  app.post(
    '/v2/worker/purchase_orders/:code/correction_requests',
    {
      schema: { tags, summary: '発注書の修正を依頼（コメント必須）', params: codeParams, body: correctionRequestBodySchema, response: { 201: portalOrderResponseSchema, ...errors } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await service.respond(db, storage, notificationStatusOf, workerAuthed(request), request.params.code, { action: 'request_correction', comment: request.body.comment }) }),
  );

  app.get(
    '/v2/worker/purchase_orders/:code/exports',
    { schema: { tags, summary: '発注書PDF（ファイル名 発注書_{発注番号}.pdf）', params: codeParams, produces: ['application/pdf'] } },
    async (request, reply) => sendDownload(reply, await service.orderPdf(db, workerAuthed(request), request.params.code)),
  );

  for (const kind of ['deliveries', 'invoices'] as const) {
    app.post(
      `/v2/worker/item_groups/:id/${kind}/uploads`,
      {
        schema: {
          tags,
          summary: kind === 'deliveries' ? '納品ファイルのアップロードURL（署名付きPOST、PDF・JPEG・PNG、10MBまで）' : '請求書PDFのアップロードURL（署名付きPOST）',
          params: idParams,
          body: uploadRequestSchema,
          response: { 201: uploadResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await deliveries.presignUpload(db, storage, service.groupAccess(workerAuthed(request)), request.params.id, kind, request.body) }),
    );
  }

  app.post(
    '/v2/worker/item_groups/:id/deliveries',
    {
      schema: { tags, summary: '納品を提出（コメントと添付ファイル）', params: idParams, body: deliveryBodySchema, response: { 201: z.object({ data: deliveryWireSchema }), ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await deliveries.submitDelivery(db, storage, notificationStatusOf, service.groupAccess(workerAuthed(request)), request.params.id, request.body),
      }),
  );

  app.post(
    '/v2/worker/item_groups/:id/invoices',
    {
      schema: { tags, summary: '請求書を提出（金額は承認済みの発注書から、消費税は税率ごとに1回。取引日は検収日で、登録なしの経過措置の割合もその日による。支払通知書を請求書とすることもできる）', params: idParams, body: invoiceBodySchema, response: { 201: z.object({ data: invoiceWireSchema }), ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await deliveries.submitInvoice(db, storage, notificationStatusOf, service.groupAccess(workerAuthed(request)), request.params.id, request.body) }),
  );

  // ── the portal's notices: what ordering told the worker (beside its mail) ──

  app.get(
    '/v2/worker/notices',
    { schema: { tags, summary: 'お知らせ（新しい順に50件）と未読件数', response: { 200: workerNoticeListResponseSchema, ...errorResponses(401) } } },
    async (request) => service.listNotices(db, workerAuthed(request)),
  );

  app.post(
    '/v2/worker/notices/:id/read',
    { schema: { tags, summary: 'お知らせを既読にする', params: idParams, response: { 200: workerNoticeResponseSchema, ...errors } } },
    async (request) => ({ data: await service.readNotice(db, workerAuthed(request), request.params.id) }),
  );
};
