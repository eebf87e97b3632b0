import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personalDataRoles, workerEditorRoles } from '@app/shared/roles';
import {
  workerDisplayFieldsBulkCreateSchema,
  workerDisplayFieldsResponseSchema,
  workerSelectableFieldsResponseSchema,
} from '@app/shared/worker-display-fields';
import { workerPersonalResponseSchema } from '@app/shared/worker-personal';
import {
  businessorBodySchema,
  businessorResponseSchema,
  workerDetailResponseSchema,
  workerImportResponseSchema,
  workerInviteBodySchema,
  workerInviteCanceledResponseSchema,
  workerInviteResponseSchema,
  workerListQuerySchema,
  workerListResponseSchema,
} from '@app/shared/workers';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import type { FileStorage } from '../../../lib/storage';
import { csvUploadLimits, readUploadedCsv, sendCsv } from '../../../lib/csv';
import { codeParams, errorResponses, recordId } from '../../../lib/route-kit';
import * as service from './workers.service';
import * as invites from './worker-invites.service';
import * as csv from './workers-csv.service';

const errors = errorResponses(401, 403, 404, 422);
const inviteParams = z.object({ inviteId: recordId });
const importResponse = { 200: workerImportResponseSchema, ...errors, ...errorResponses(413) };

/** Workers. `myNumbers` removes an invited worker's マイナンバー with it (app.ts passes compliance's). */
export const workerRoutes: FastifyPluginAsyncZod<{ db: Db; appUrl: string; storage: FileStorage; myNumbers: invites.MyNumberCleanup }> = async (
  app,
  { db, appUrl, storage, myNumbers },
) => {
  await app.register(multipart, csvUploadLimits);
  app.addHook('onRequest', app.requireAuth);
  const editors = { preHandler: app.requireRole(workerEditorRoles) };
  const personalReaders = { preHandler: app.requireRole(personalDataRoles) };

  app.get(
    '/user/workers/custom_display',
    {
      schema: {
        tags: ['workers'],
        summary: 'ワーカー一覧（氏名・フリガナ・屋号・所属部署で検索。missing_required=1 で必須項目が未入力の登録済みワーカーのみ）',
        querystring: workerListQuerySchema,
        response: { 200: workerListResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => service.listCustomDisplay(db, authed(request), request.query),
  );

  app.get(
    '/workers/:code',
    { schema: { tags: ['workers'], summary: 'ワーカーの基本情報', params: codeParams, response: { 200: workerDetailResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: { worker: await service.getWorker(db, authed(request), request.params.code) } };
    },
  );

  app.get(
    '/workers/:code/personal',
    {
      ...personalReaders,
      schema: {
        tags: ['workers'],
        summary: 'ワーカーの個人情報（住所・電話・生年月日・家族・振込先口座）',
        params: codeParams,
        response: { 200: workerPersonalResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.getPersonal(db, authed(request), request.params.code, request.ip);
    },
  );

  // ── invitations ──
  app.post(
    '/workers/invitation',
    {
      ...editors,
      schema: {
        tags: ['workers'],
        summary: 'ワーカーを招待（ワーカー・最初の契約・招待を作成し、招待メールを送信）',
        body: workerInviteBodySchema,
        response: { 200: workerInviteResponseSchema, ...errors },
      },
    },
    async (request) => invites.inviteWorker(db, authed(request), appUrl, request.body.worker),
  );

  app.put(
    '/workers/invitation/:inviteId',
    {
      ...editors,
      schema: {
        tags: ['workers'],
        summary: 'ワーカーを再招待（新しいリンクと有効期限で招待メールを再送信）',
        params: inviteParams,
        response: { 200: workerInviteResponseSchema, ...errors },
      },
    },
    async (request) => invites.reinviteWorker(db, authed(request), appUrl, request.params.inviteId),
  );

  app.patch(
    '/v2/employee/worker_invites/:inviteId/canceled',
    {
      ...editors,
      schema: {
        tags: ['workers'],
        summary: 'ワーカーの招待を取り消す（招待中のワーカーは一覧から削除）',
        params: inviteParams,
        response: { 200: workerInviteCanceledResponseSchema, ...errors },
      },
    },
    async (request) => invites.cancelInvite(db, authed(request), request.params.inviteId, { storage, ip: request.ip, myNumbers }),
  );

  // ── create, update, CSV ──
  app.post(
    '/v2/employee/businessors',
    {
      ...editors,
      schema: { tags: ['workers'], summary: 'ワーカーを登録（仮登録）', body: businessorBodySchema, response: { 200: businessorResponseSchema, ...errors } },
    },
    async (request) => ({ data: await service.createBusinessor(db, authed(request), request.body.businessor) }),
  );

  app.get(
    '/v2/employee/businessors/exports',
    { ...personalReaders, schema: { tags: ['workers'], summary: 'ワーカー情報のCSV（workers.csv, UTF-8 BOM付き, CRLF）' } },
    async (request, reply) => {
      const { header, rows } = await csv.exportCsv(db, authed(request));
      reply.header('Cache-Control', 'no-store');
      return sendCsv(reply, 'workers.csv', header, rows);
    },
  );

  app.post(
    '/v2/employee/businessors/import_csv',
    {
      ...editors,
      schema: {
        tags: ['workers'],
        summary: 'ワーカー情報のCSVインポート（multipart csv_file; 全行成功した場合のみ登録）',
        consumes: ['multipart/form-data'],
        response: importResponse,
      },
    },
    async (request) => {
      const count = await csv.importWorkersCsv(db, authed(request), await readUploadedCsv(request));
      return { data: { count }, meta: { count } };
    },
  );

  app.put(
    '/v2/employee/businessors/:code',
    {
      ...editors,
      schema: {
        tags: ['workers'],
        summary: 'ワーカー情報を更新',
        params: codeParams,
        body: businessorBodySchema,
        response: { 200: businessorResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.updateBusinessor(db, authed(request), request.params.code, request.body.businessor) }),
  );

  app.post(
    '/v2/employee/worker_invites/import_csv',
    {
      ...editors,
      schema: {
        tags: ['workers'],
        summary: 'ワーカー一括招待のCSVインポート（multipart csv_file; 全行成功した場合のみ招待）',
        consumes: ['multipart/form-data'],
        response: importResponse,
      },
    },
    async (request) => {
      const count = await csv.importInvitesCsv(db, authed(request), appUrl, await readUploadedCsv(request), 'invite');
      return { data: { count }, meta: { count } };
    },
  );

  app.post(
    '/v2/employee/temporary_workers/import_csv',
    {
      ...editors,
      schema: {
        tags: ['workers'],
        summary: 'ワーカー仮登録のCSVインポート（招待メールなし; multipart csv_file; 全行成功した場合のみ登録）',
        consumes: ['multipart/form-data'],
        response: importResponse,
      },
    },
    async (request) => {
      const count = await csv.importInvitesCsv(db, authed(request), appUrl, await readUploadedCsv(request), 'temporary');
      return { data: { count }, meta: { count } };
    },
  );

  // ── custom display fields ──
  app.get(
    '/user/worker_list_custom_display_fields',
    { schema: { tags: ['workers'], summary: 'ワーカー一覧の追加表示項目', response: { 200: workerDisplayFieldsResponseSchema, ...errors } } },
    async (request) => service.displayFields(db, authed(request)),
  );

  app.get(
    '/user/worker_list_custom_display_fields/selectable_fields',
    { schema: { tags: ['workers'], summary: 'ワーカー一覧に追加できる項目', response: { 200: workerSelectableFieldsResponseSchema, ...errors } } },
    async (request) => service.selectableFields(db, authed(request)),
  );

  app.post(
    '/user/worker_list_custom_display_fields/bulk_create',
    {
      schema: {
        tags: ['workers'],
        summary: '自分のワーカー一覧の表示項目を登録（選んだ順に置き換え）。company_default: true で会社の既定を登録（管理者のみ）',
        body: workerDisplayFieldsBulkCreateSchema,
        response: { 200: workerDisplayFieldsResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.bulkCreateDisplayFields(
        db,
        authed(request),
        request.body.worker_list_custom_display_fields.map((f) => f.field_key),
        request.body.company_default === true,
      ),
  );

  app.delete(
    '/user/worker_list_custom_display_fields',
    {
      schema: {
        tags: ['workers'],
        summary: '自分の表示項目を消して会社の既定に戻す（会社の既定を返す）',
        response: { 200: workerDisplayFieldsResponseSchema, ...errors },
      },
    },
    async (request) => service.resetDisplayFields(db, authed(request)),
  );
};
