import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCustomFieldBodySchema,
  customFieldListResponseSchema,
  customFieldResponseSchema,
  deleteCustomFieldQuerySchema,
  portalCustomFieldsResponseSchema,
  putWorkerCustomFieldBodySchema,
  reorderCustomFieldsBodySchema,
  updateCustomFieldBodySchema,
  workerCustomFieldListResponseSchema,
  workerCustomFieldResponseSchema,
} from '@app/shared/custom-fields';
import { adminRoles, employeeRoles, workerEditorRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { authed, workerAuthed } from '../../../lib/auth-context';
import { codeParams, errorResponses, publicCode } from '../../../lib/route-kit';
import * as service from './custom-fields.service';

const errors = errorResponses(401, 403, 404, 409, 422);
const workerFieldParams = z.object({ code: publicCode, fieldCode: publicCode });
const deleteResponseSchema = z.object({ data: z.object({ code: z.string(), deleted_values: z.number().int() }) });

/**
 * カスタム項目 (SPEC §7): the fields — read by every role (each sees the fields whose view_roles hold it), written by
 * owners and administrators — and each worker's values, changed by the roles in the field's edit_roles.
 */
export const customFieldRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAuth);
  const read = app.requireRole(employeeRoles);
  const write = app.requireRole(adminRoles);
  const tags = ['custom-fields'];

  app.get(
    '/v2/employee/custom_fields',
    { preHandler: read, schema: { tags, summary: 'カスタム項目一覧（並び順、閲覧できるものだけ、値の数つき）', response: { 200: customFieldListResponseSchema, ...errors } } },
    async (request) => ({ data: await service.list(db, authed(request)) }),
  );

  app.post(
    '/v2/employee/custom_fields',
    { preHandler: write, schema: { tags, summary: 'カスタム項目を追加（最後に並ぶ）', body: createCustomFieldBodySchema, response: { 200: customFieldResponseSchema, ...errors } } },
    async (request) => ({ data: await service.create(db, authed(request), request.body) }),
  );

  // registered before /:code so that "order" is never read as a code
  app.put(
    '/v2/employee/custom_fields/order',
    {
      preHandler: write,
      schema: { tags, summary: 'カスタム項目の並び順を変更（SPEC 外: 全項目のコードを新しい順に）', body: reorderCustomFieldsBodySchema, response: { 200: customFieldListResponseSchema, ...errors } },
    },
    async (request) => ({ data: await service.reorder(db, authed(request), request.body.codes) }),
  );

  app.put(
    '/v2/employee/custom_fields/:code',
    {
      preHandler: write,
      schema: { tags, summary: 'カスタム項目を更新（送った項目だけ。値のある項目の種類は変えられない）', params: codeParams, body: updateCustomFieldBodySchema, response: { 200: customFieldResponseSchema, ...errors } },
    },
    async (request) => ({ data: await service.update(db, authed(request), request.params.code, request.body) }),
  );

  app.delete(
    '/v2/employee/custom_fields/:code',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'カスタム項目を削除（値があるときは confirm=true が必要。なければ 409 と値の数）',
        params: codeParams,
        querystring: deleteCustomFieldQuerySchema,
        response: { 200: deleteResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.remove(db, authed(request), request.params.code, request.query.confirm) }),
  );

  app.get(
    '/v2/employee/businessors/:code/custom_fields',
    { preHandler: read, schema: { tags, summary: 'ワーカーのカスタム項目の値', params: codeParams, response: { 200: workerCustomFieldListResponseSchema, ...errors } } },
    async (request) => ({ data: await service.workerFields(db, authed(request), request.params.code) }),
  );

  app.put(
    '/v2/employee/businessors/:code/custom_fields/:fieldCode',
    {
      // 閲覧者 never changes a value (refused before the body is read); the field's edit_roles decide among the others
      preHandler: app.requireRole(workerEditorRoles),
      schema: {
        tags,
        summary: 'ワーカーのカスタム項目の値を変更（null で削除。編集できる権限のみ）',
        params: workerFieldParams,
        body: putWorkerCustomFieldBodySchema,
        response: { 200: workerCustomFieldResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.putWorkerValue(db, authed(request), request.params.code, request.params.fieldCode, request.body.value) }),
  );
};

const portalFieldParams = z.object({ fieldCode: publicCode });

/** The worker portal's 「会社からの追加項目」: the ask_in_portal fields of the companies the signed-in worker is linked to. */
export const customFieldPortalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['worker-portal'];
  app.get(
    '/v2/worker/custom_fields',
    {
      onRequest: app.requireWorker,
      schema: { tags, summary: '連携している会社ごとの、ポータルで入力を依頼されたカスタム項目と自分の値', response: { 200: portalCustomFieldsResponseSchema, ...errorResponses(401) } },
    },
    async (request) => ({ data: await service.portalFields(db, workerAuthed(request)) }),
  );

  app.put(
    '/v2/worker/custom_fields/:fieldCode',
    {
      onRequest: app.requireWorker,
      schema: {
        tags,
        summary: 'ポータルで入力を依頼されたカスタム項目の値を保存（null で削除。必須項目は空にできない）',
        params: portalFieldParams,
        body: putWorkerCustomFieldBodySchema,
        response: { 200: workerCustomFieldResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({ data: await service.putPortalValue(db, workerAuthed(request), request.params.fieldCode, request.body.value) }),
  );
};
