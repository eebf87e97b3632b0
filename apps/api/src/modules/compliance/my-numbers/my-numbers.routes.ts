import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInJapan } from '@app/shared/format';
import type { MyNumberAction } from '@app/shared/my-numbers';
import {
  bulkRequestBodySchema,
  companyMyNumberBodySchema,
  companyMyNumberUpdateBodySchema,
  myNumberBusinessorsResponseSchema,
  myNumberDetailResponseSchema,
  myNumberImportResponseSchema,
  myNumberListQuerySchema,
  myNumberListResponseSchema,
  okResponseSchema,
  portalMyNumberLinkResponseSchema,
  portalMyNumberRequestsResponseSchema,
  operationLogQueryV1Schema,
  operationLogQueryV2Schema,
  operationLogResponseV1Schema,
  operationLogResponseV2Schema,
  requestMyNumberBodySchema,
  revealQuerySchema,
  revealResponseSchema,
  stepUpBodySchema,
  stepUpResponseSchema,
  tokenMyNumberBodySchema,
  tokenMyNumberResponseSchema,
  uploadUrlQuerySchema,
  uploadUrlResponseSchema,
  workerMyNumberResponseSchema,
} from '@app/shared/my-numbers';
import { viewWorkerRoles, workerEditorRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { authed, workerAuthed } from '../../../lib/auth-context';
import { csvUploadLimits, readUploadedCsv, sendCsv } from '../../../lib/csv';
import { attachmentHeader } from '../../../lib/downloads';
import type { MyNumberCipher } from '../../../lib/my-number-crypto';
import type { FileStorage } from '../../../lib/storage/file-storage';
import type { ThrottleOptions } from '../../identity/auth/auth.service';
import { codeParams, errorResponses, publicCode, recordId } from '../../../lib/route-kit';
import * as csv from './my-number-csv.service';
import * as entry from './my-number-entry.service';
import * as images from './my-number-images.service';
import * as log from './my-number-log';
import type * as record from './my-number-record';
import * as requests from './my-number-requests.service';
import * as service from './my-numbers.service';

const errors = errorResponses(401, 403, 404, 409, 422);
const tokenErrors = errorResponses(404, 410, 422);
const tokenParams = z.object({ token: z.string().max(100) });
const tags = ['my-numbers'];

type Options = { db: Db; storage: FileStorage; cipher: MyNumberCipher; appUrl: string; throttle?: ThrottleOptions };

/**
 * マイナンバー (issue #12). Without login: the worker's entry by link (/my_numbers/{token}, /my_numbers/upload_url).
 * Signed in: requests (roles that edit workers), the list and states (every role that sees workers), and the staff-only
 * reveal, registration, update, deletion, images, export and import (マイナンバー事務取扱担当者, checked in the service
 * so that a refusal is logged).
 */
export const myNumberRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const deps: record.Deps = opts;
  const actor = (request: FastifyRequest): record.Actor => ({ auth: authed(request), ip: request.ip });
  const readers = { onRequest: app.requireAuth, preHandler: app.requireRole(viewWorkerRoles) };
  const editors = { onRequest: app.requireAuth, preHandler: app.requireRole(workerEditorRoles) };
  /**
   * L4: a staff-only route refuses a caller who is not a 事務取扱担当者 before its input is validated (403, logged
   * against the record or worker the raw input names), so nobody but staff sees a 422 describing the input.
   */
  const raw = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);
  const staffFirst =
    (action: MyNumberAction, names: (request: FastifyRequest) => { recordCode?: unknown; workerCode?: unknown } = () => ({})) =>
    async (request: FastifyRequest) =>
      log.staffBeforeInput(deps, actor(request), action, names(request));
  const byRecordCode = (request: FastifyRequest) => ({ recordCode: raw(request.params, 'code') });

  // ── the worker's side (token link) ──
  app.get(
    '/my_numbers/upload_url',
    {
      schema: {
        tags,
        summary: 'マイナンバー画像のアップロードURL（署名付きPOST。トークンで認可）',
        security: [],
        querystring: uploadUrlQuerySchema,
        response: { 200: uploadUrlResponseSchema, ...tokenErrors },
      },
    },
    async (request) => ({ data: await entry.uploadUrls(deps, request.query) }),
  );
  app.get(
    '/my_numbers/:token',
    { schema: { tags, summary: 'マイナンバー提出依頼の内容（トークンで認可）', security: [], params: tokenParams, response: { 200: tokenMyNumberResponseSchema, ...tokenErrors } } },
    async (request) => ({ data: await entry.getByToken(opts.db, request.params.token) }),
  );
  app.put(
    '/my_numbers/:token',
    {
      schema: {
        tags,
        summary: 'マイナンバーの登録（ワーカー。トークンで認可、登録するとリンクは無効）',
        security: [],
        params: tokenParams,
        body: tokenMyNumberBodySchema,
        response: { 200: okResponseSchema, ...tokenErrors },
      },
    },
    async (request) => ({ data: await entry.submitByToken(deps, request.params.token, request.body.my_number, request.ip) }),
  );

  // ── the worker portal (signed-in worker account) ──
  app.get(
    '/v2/worker/my_number_requests',
    {
      onRequest: app.requireWorker,
      schema: { tags, summary: 'ワーカー本人へのマイナンバー提出依頼（連携しているすべての会社。番号は含まない）', response: { 200: portalMyNumberRequestsResponseSchema, ...errorResponses(401) } },
    },
    async (request) => ({ data: await entry.portalRequests(opts.db, workerAuthed(request).accountId) }),
  );
  app.post(
    '/v2/worker/my_number_requests/:code/links',
    {
      onRequest: app.requireWorker,
      schema: {
        tags,
        summary: '提出依頼の入力ページへのリンク（1時間有効。メールのリンクと同じ入力の流れ。依頼ごとに1時間5回まで、発行すると以前のリンクは無効）',
        params: codeParams,
        response: { 200: portalMyNumberLinkResponseSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => ({ data: await entry.portalLink(opts.db, workerAuthed(request).accountId, request.params.code) }),
  );

  // ── an image, decrypted (the link comes from GET /businessors/{code}/my_number/images) ──
  app.get(
    '/my_number_images/:companyId/:code/:kind',
    {
      schema: {
        tags,
        summary: 'マイナンバー画像（復号して返す。画像URLの取得から60秒だけ有効な署名付きリンク。保存先のURLは使わない）',
        security: [],
        params: z.object({ companyId: recordId, code: publicCode, kind: z.enum(['confirmation', 'identification']) }),
        querystring: z.object({ expires: z.string().max(20).optional(), signature: z.string().max(128).optional() }),
        response: errorResponses(403, 404),
      },
    },
    async (request, reply) => {
      const image = await images.imageBytes(deps, request.params, request.query);
      return reply
        .header('content-type', image.contentType)
        .header('content-disposition', attachmentHeader(image.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .send(image.body as never); // bytes are sent as they are, never serialized
    },
  );

  // ── one worker ──
  app.get(
    '/businessors/:code/my_number',
    { ...readers, schema: { tags, summary: 'ワーカーのマイナンバーの状態（番号は含まない）', params: codeParams, response: { 200: workerMyNumberResponseSchema, ...errors } } },
    async (request) => ({ data: { my_number: await service.getForWorker(deps, actor(request), request.params.code) } }),
  );
  app.get(
    '/businessors/:code/my_number/images',
    {
      ...readers,
      preValidation: staffFirst('image_view', (request) => ({ workerCode: raw(request.params, 'code') })),
      schema: { tags, summary: 'マイナンバー画像の短時間有効なURL（担当者のみ・記録される。画像はAPIが復号して返す）', params: codeParams, response: { 200: workerMyNumberResponseSchema, ...errors } },
    },
    async (request) => ({ data: { my_number: await images.imageUrls(deps, actor(request), request.params.code) } }),
  );
  app.post(
    '/businessors/:code/my_number',
    {
      ...editors,
      schema: { tags, summary: 'マイナンバーの提出依頼（メールでリンクを送る。招待と同じ1社1時間の送信上限に数える）', params: codeParams, body: requestMyNumberBodySchema, response: { 200: workerMyNumberResponseSchema, ...errors, ...errorResponses(429) } },
    },
    async (request) => ({ data: { my_number: await requests.request(deps, actor(request), request.params.code, request.body.my_number) } }),
  );
  app.delete(
    '/businessors/:code/my_number',
    {
      ...editors,
      schema: { tags, summary: '提出依頼の取り消し（登録済みの番号は削除: 担当者のみ）', params: codeParams, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => ({ data: await requests.withdrawOrDelete(deps, actor(request), request.params.code) }),
  );

  // ── the company's list ──
  app.get(
    '/v2/employee/my_numbers',
    { ...readers, schema: { tags, summary: 'マイナンバー一覧（page は0始まり。番号は含まない）', querystring: myNumberListQuerySchema, response: { 200: myNumberListResponseSchema, ...errors } } },
    async (request) => service.list(deps, actor(request), request.query),
  );
  app.get(
    '/v2/employee/my_numbers/businessors',
    { ...readers, schema: { tags, summary: 'ワーカーとマイナンバーの状態（選択用）', response: { 200: myNumberBusinessorsResponseSchema, ...errors } } },
    async (request) => ({ data: await service.businessors(deps, actor(request)) }),
  );
  app.get(
    '/v2/employee/my_numbers/businessors/:code',
    {
      ...readers,
      schema: { tags, summary: 'ワーカーコードで引くマイナンバー（詳細と同じ形。担当者には下4桁のみ表示。未依頼なら code は null）', params: codeParams, response: { 200: myNumberDetailResponseSchema, ...errors } },
    },
    async (request) => ({ data: await service.getForWorker(deps, actor(request), request.params.code) }),
  );
  app.get(
    '/v2/employee/my_numbers/exports',
    { onRequest: app.requireAuth, preValidation: staffFirst('export'), schema: { tags, summary: 'マイナンバーのCSV（担当者のみ・5分以内のパスワード再入力が必要・記録される）', response: errors } },
    async (request, reply) => {
      const { header, rows } = await csv.exportRows(deps, actor(request));
      const date = todayInJapan().replace(/-/g, '');
      return sendCsv(reply, `my-numbers-${date}.csv`, header, rows);
    },
  );
  app.post(
    '/v2/employee/my_numbers/step_ups',
    {
      onRequest: app.requireAuth,
      preValidation: staffFirst('export'),
      schema: {
        tags,
        summary: 'パスワードの再入力（CSV出力の前に。5分有効。誤りが続くと一定時間429）',
        body: stepUpBodySchema,
        response: { 200: stepUpResponseSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request) => ({ data: await csv.stepUp(deps, actor(request), request.body.password) }),
  );
  app.post(
    '/v2/employee/my_numbers/requests',
    { ...editors, schema: { tags, summary: '複数ワーカーへのマイナンバー提出依頼（依頼中のワーカーには送らない。CSV一括招待と同じ1社1時間の上限に数える）', body: bulkRequestBodySchema, response: { 200: z.object({ data: z.object({ count: z.number().int() }) }), ...errors, ...errorResponses(429) } } },
    async (request) => {
      const { businessor_code_list, ...flags } = request.body;
      return { data: await requests.bulkRequest(deps, actor(request), businessor_code_list, flags) };
    },
  );

  // ── the company's registration and update (multipart as the SPEC sends it, or JSON) ──
  await app.register(async (child) => {
    const forms = child.withTypeProvider<ZodTypeProvider>();
    await forms.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { files: 0, fields: 20, fieldSize: 1024, parts: 20 },
    });
    forms.post(
      '/v2/employee/my_numbers',
      {
        onRequest: app.requireAuth,
        preValidation: staffFirst('register', (request) => ({ workerCode: raw(request.body, 'businessor_code') })),
        schema: {
          tags,
          summary: '会社によるマイナンバーの登録（担当者のみ。multipart: businessor_code, my_number_value, my_number_purposes[][purpose_type]）',
          consumes: ['multipart/form-data', 'application/json'],
          body: companyMyNumberBodySchema,
          response: { 200: myNumberDetailResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await service.register(deps, actor(request), request.body) }),
    );
    forms.put(
      '/v2/employee/my_numbers/:code',
      {
        onRequest: app.requireAuth,
        preValidation: staffFirst('update', byRecordCode),
        schema: {
          tags,
          summary: 'マイナンバーの更新・確認済みにする（担当者のみ。multipart: businessor_code, my_number_value）',
          consumes: ['multipart/form-data', 'application/json'],
          params: codeParams,
          body: companyMyNumberUpdateBodySchema,
          response: { 200: myNumberDetailResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await service.update(deps, actor(request), request.params.code, request.body) }),
    );
  });

  // ── the import (a CSV file) ──
  await app.register(async (imports) => {
    await imports.register(multipart, csvUploadLimits);
    imports.post(
      '/v2/employee/my_numbers/imports',
      {
        onRequest: app.requireAuth,
        schema: { tags, summary: 'マイナンバーのCSV取込（担当者のみ。multipart file; 全行正しい場合のみ登録）', consumes: ['multipart/form-data'], response: { 200: myNumberImportResponseSchema, ...errors, ...errorResponses(413) } },
      },
      async (request) => {
        const me = actor(request);
        await csv.requireImportStaff(deps, me);
        const count = await csv.importCsv(deps, me, await readUploadedCsv(request));
        return { data: { count }, meta: { count } };
      },
    );
  });

  // ── one record ──
  app.get(
    '/v2/employee/my_numbers/:code',
    { ...readers, schema: { tags, summary: 'マイナンバー詳細（担当者には下4桁のみ表示）', params: codeParams, response: { 200: myNumberDetailResponseSchema, ...errors } } },
    async (request) => ({ data: await service.detail(deps, actor(request), request.params.code) }),
  );
  app.get(
    '/v2/employee/my_numbers/:code/values',
    {
      onRequest: app.requireAuth,
      preValidation: staffFirst('reveal', byRecordCode),
      schema: { tags, summary: 'マイナンバーの表示（担当者のみ・目的を添えて・記録される）', params: codeParams, querystring: revealQuerySchema, response: { 200: revealResponseSchema, ...errors } },
    },
    async (request) => ({ data: await service.reveal(deps, actor(request), request.params.code, request.query.purpose) }),
  );
  app.delete(
    '/v2/employee/my_numbers/:code',
    { onRequest: app.requireAuth, preValidation: staffFirst('delete', byRecordCode), schema: { tags, summary: 'マイナンバーと画像の削除（担当者のみ。削除の記録は残る）', params: codeParams, response: { 200: okResponseSchema, ...errors } } },
    async (request) => ({ data: await service.remove(deps, actor(request), request.params.code) }),
  );
  app.post(
    '/v2/employee/my_numbers/:code/re_requests',
    { ...editors, schema: { tags, summary: 'マイナンバーの再提出依頼（新しいリンクを送り、以前のリンクは無効。送信上限に数える）', params: codeParams, response: { 200: okResponseSchema, ...errors, ...errorResponses(429) } } },
    async (request) => ({ data: await requests.reRequest(deps, actor(request), request.params.code) }),
  );
  app.post(
    '/v2/employee/my_numbers/:code/reminds',
    { ...editors, schema: { tags, summary: 'マイナンバー提出の催促（新しいリンクを送り、以前のリンクは無効。1件につき1日1回まで。送信上限に数える）', params: codeParams, response: { 200: okResponseSchema, ...errors, ...errorResponses(429) } } },
    async (request) => ({ data: await requests.remind(deps, actor(request), request.params.code) }),
  );

  // ── the operation log ──
  app.get(
    '/v2/employee/my_number_operation_logs',
    { onRequest: app.requireAuth, schema: { tags, summary: 'マイナンバー操作ログ（page は0始まり。担当者とオーナー管理者）', querystring: operationLogQueryV2Schema, response: { 200: operationLogResponseV2Schema, ...errors } } },
    async (request) => {
      const { page, limit, businessor_code } = request.query;
      const { data, total } = await log.logs(deps, actor(request), { offset: page * limit, limit, businessor_code });
      return { data, meta: { total_count: total } };
    },
  );
  app.get(
    '/companies/my_number_operation_logs',
    { onRequest: app.requireAuth, schema: { tags, summary: 'マイナンバー操作ログ（v1。page は1始まり、20件ずつ）', querystring: operationLogQueryV1Schema, response: { 200: operationLogResponseV1Schema, ...errors } } },
    async (request) => {
      const { page, per_page, businessor_code } = request.query;
      const { data, total } = await log.logs(deps, actor(request), { offset: (page - 1) * per_page, limit: per_page, businessor_code });
      return { data, page, per_page, total_count: total };
    },
  );
};
