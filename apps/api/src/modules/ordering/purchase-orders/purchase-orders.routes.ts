import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  purchaseOrderFormSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderListResponseSchema,
  purchaseOrderLogQuerySchema,
  purchaseOrderLogResponseSchema,
  purchaseOrderResponseSchema,
} from '@app/shared/purchase-orders';
import { workerEditorRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { renderOrderPdf } from './purchase-order-pdf';
import { authed } from '../../../lib/auth-context';
import { sendDownload } from '../../../lib/downloads';
import { codeParams, errorResponses, publicCode } from '../../../lib/route-kit';
import * as service from './purchase-orders.service';
import * as edits from './purchase-order-edits.service';
import * as status from './purchase-order-status.service';

const errors = errorResponses(401, 403, 404, 409, 422);
const contractCodeParams = z.object({ contractCode: publicCode });
const tags = ['purchase_orders'];

/** Purchase orders (発注書): list, create under a contract, read, edit, delete a draft, send, copy, take back, log, PDF. */
export const purchaseOrderRoutes: FastifyPluginAsyncZod<{ db: Db; appUrl: string; hasDeliveries: status.HasDeliveries }> = async (
  app,
  { db, appUrl, hasDeliveries },
) => {
  app.addHook('onRequest', app.requireAuth);
  const editors = { preHandler: app.requireRole(workerEditorRoles) };

  app.get(
    '/v2/employee/purchase_orders',
    {
      schema: {
        tags,
        summary: '発注書一覧（会社全体。状態・ワーカー・プロジェクト・発注日・キーワードで絞り込み、サーバー側ページング）',
        querystring: purchaseOrderListQuerySchema,
        response: { 200: purchaseOrderListResponseSchema, ...errors },
      },
    },
    async (request) => service.listOrders(db, authed(request), request.query),
  );

  app.get(
    '/v2/employee/contracts/:contractCode/purchase_orders',
    {
      schema: {
        tags,
        summary: '契約の発注書一覧',
        params: contractCodeParams,
        querystring: purchaseOrderListQuerySchema,
        response: { 200: purchaseOrderListResponseSchema, ...errors },
      },
    },
    async (request) => service.listOrders(db, authed(request), request.query, request.params.contractCode),
  );

  app.post(
    '/v2/employee/contracts/:contractCode/purchase_orders',
    {
      ...editors,
      schema: {
        tags,
        summary: '発注書を作成（未送信。消費税は税率ごとに計算し、明細ごとの消費税額（tax）は入力不可。支払方法に手形は不可）',
        params: contractCodeParams,
        body: purchaseOrderFormSchema,
        response: { 201: purchaseOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await edits.createOrder(db, authed(request), request.params.contractCode, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/v2/employee/purchase_orders/:code',
    { schema: { tags, summary: '発注書の詳細', params: codeParams, response: { 200: purchaseOrderResponseSchema, ...errors } } },
    async (request) => ({ data: await service.getOrder(db, authed(request), request.params.code) }),
  );

  app.put(
    '/v2/employee/purchase_orders/:code',
    {
      ...editors,
      schema: {
        tags,
        summary: '発注書を編集（未送信・修正依頼・修正中のみ。修正依頼の発注書は修正中になる）',
        params: codeParams,
        body: purchaseOrderFormSchema,
        response: { 200: purchaseOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await edits.updateOrder(db, authed(request), request.params.code, request.body) }),
  );

  app.delete(
    '/v2/employee/purchase_orders/:code',
    { ...editors, schema: { tags, summary: '未送信の発注書を削除', params: codeParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await edits.deleteOrder(db, authed(request), request.params.code);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v2/employee/purchase_orders/:code/submissions',
    {
      ...editors,
      schema: {
        tags,
        summary:
          'ワーカーに送信（取引条件の明示事項（再委託では元委託者の名称・支払期日も）と支払期日のルール（60日、再委託は元委託者の支払期日から30日）を満たさない場合、支払方法が手形の場合は422で列挙）',
        params: codeParams,
        response: { 201: purchaseOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await status.submitOrder(db, authed(request), request.params.code, appUrl) }),
  );

  app.post(
    '/v2/employee/purchase_orders/:code/copies',
    { ...editors, schema: { tags, summary: '複製して新しい未送信の発注書を作成', params: codeParams, response: { 201: purchaseOrderResponseSchema, ...errors } } },
    async (request, reply) => reply.code(201).send({ data: await edits.copyOrder(db, authed(request), request.params.code) }),
  );

  app.post(
    '/v2/employee/purchase_orders/:code/reverts',
    {
      ...editors,
      schema: { tags, summary: '送信済み・承認済みの発注書を修正のため差し戻す（修正中）', params: codeParams, response: { 200: purchaseOrderResponseSchema, ...errors } },
    },
    async (request) => ({ data: await status.revertOrder(db, authed(request), request.params.code, appUrl, hasDeliveries) }),
  );

  app.get(
    '/v2/employee/purchase_orders/:code/purchase_order_logs',
    {
      schema: {
        tags,
        summary: '発注書の変更履歴（誰が・いつ・何を・変更前→変更後。page は0始まり）',
        params: codeParams,
        querystring: purchaseOrderLogQuerySchema,
        response: { 200: purchaseOrderLogResponseSchema, ...errors },
      },
    },
    async (request) => service.listLogs(db, authed(request), request.params.code, request.query.page, request.query.limit),
  );

  app.get(
    '/v2/employee/purchase_orders/:code/exports',
    { schema: { tags, summary: '発注書PDF（ファイル名 発注書_{発注番号}.pdf）', params: codeParams, produces: ['application/pdf'] } },
    async (request, reply) => sendDownload(reply, await renderOrderPdf(db, authed(request).companyId, request.params.code)),
  );
};
