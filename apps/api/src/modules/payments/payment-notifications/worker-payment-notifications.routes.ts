import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ja } from '@app/shared/messages/ja';
import {
  notificationRejectionBodySchema,
  paymentNotificationResponseSchema,
  portalNotificationListResponseSchema,
  portalPaymentListResponseSchema,
} from '@app/shared/payment-notifications';
import type { Db } from '../../../db/client';
import { workerAuthed } from '../../../lib/auth-context';
import { notFound } from '../../../lib/errors';
import { sendNotificationPdf } from './payment-notification-pdf';
import { codeParams, errorResponses } from '../../../lib/route-kit';
import * as portalRepo from './payment-notification-portal.repository';
import * as service from './payment-notifications.service';

const errors = errorResponses(401, 404, 409, 422);
const tags = ['worker_portal'];

/** The worker portal's 支払通知書 (only those sent to the signed-in worker) and paid payments. */
export const workerPaymentNotificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireWorker);

  const list = async (accountId: number, contractCode?: string) => ({
    data: (await portalRepo.listForAccount(db, accountId, contractCode)).map((r) => ({
      ...service.listItem(r.notification, r.workerCode, false),
      company_name: r.companyName,
    })),
  });

  app.get(
    '/v2/worker/payment_notifications',
    { schema: { tags, summary: '受け取った支払通知書の一覧（全社）', response: { 200: portalNotificationListResponseSchema, ...errors } } },
    async (request) => list(workerAuthed(request).accountId),
  );

  app.get(
    '/v2/worker/contracts/:code/payment_notifications',
    { schema: { tags, summary: '契約の支払通知書の一覧', params: codeParams, response: { 200: portalNotificationListResponseSchema, ...errors } } },
    async (request) => {
      if (!(await portalRepo.accountHasContract(db, workerAuthed(request).accountId, request.params.code))) throw notFound(ja.orders.contractNotFound);
      return list(workerAuthed(request).accountId, request.params.code);
    },
  );

  app.get(
    '/v2/worker/payment_notifications/:code',
    { schema: { tags, summary: '支払通知書', params: codeParams, response: { 200: paymentNotificationResponseSchema, ...errors } } },
    async (request) => {
      const n = await portalRepo.findForAccount(db, workerAuthed(request).accountId, request.params.code);
      if (!n) throw notFound(ja.paymentNotifications.notFound);
      return { data: await service.notificationWire(db, n, 'worker') };
    },
  );

  app.get(
    '/v2/worker/payment_notifications/:code/export',
    { schema: { tags, summary: '支払通知書PDF（ファイル名 支払通知書_{通知番号}.pdf）', params: codeParams, produces: ['application/pdf'] } },
    async (request, reply) => sendNotificationPdf(db, reply, await portalRepo.findForAccount(db, workerAuthed(request).accountId, request.params.code)),
  );

  app.post(
    '/v2/worker/payment_notifications/:code/approvals',
    { schema: { tags, summary: '支払通知書を承認（記載内容が確定）', params: codeParams, response: { 201: paymentNotificationResponseSchema, ...errors } } },
    async (request, reply) => reply.code(201).send({ data: await service.answer(db, workerAuthed(request).accountId, request.params.code, { action: 'approve' }) }),
  );

  app.post(
    '/v2/worker/payment_notifications/:code/rejections',
    {
      schema: {
        tags,
        summary: '支払通知書の修正を依頼（コメント必須）',
        params: codeParams,
        body: notificationRejectionBodySchema,
        response: { 201: paymentNotificationResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.answer(db, workerAuthed(request).accountId, request.params.code, { action: 'reject', comment: request.body.comment }) }),
  );

  app.get(
    '/v2/worker/payments',
    { schema: { tags, summary: '支払済みの支払（支払履歴）', response: { 200: portalPaymentListResponseSchema, ...errors } } },
    async (request) => ({
      data: (await portalRepo.paidPaymentsForAccount(db, workerAuthed(request).accountId)).map((p) => ({
        code: p.code,
        number: p.number,
        company_name: p.companyName,
        payment_date: p.paymentDate,
        paid_on: p.paidOn,
        amount: p.amount,
        withholding: p.withholding,
        notification_code: p.notificationCode,
        notification_number: p.notificationNumber,
      })),
    }),
  );
};
