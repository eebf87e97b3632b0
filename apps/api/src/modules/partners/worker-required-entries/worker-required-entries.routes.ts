import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyEditorRoles, companySettingsRoles, workerEditorRoles } from '@app/shared/roles';
import {
  portalRequiredEntriesResponseSchema,
  requiredEntryRequestBodySchema,
  requiredEntryRequestResponseSchema,
  workerRequiredEntriesBodySchema,
  workerRequiredEntriesResponseSchema,
} from '@app/shared/worker-required-entries';
import type { Db } from '../../../db/client';
import { authed, workerAuthed } from '../../../lib/auth-context';
import { errorResponses } from '../../../lib/route-kit';
import * as service from './worker-required-entries.service';

const errors = errorResponses(401, 403, 404, 422);

/**
 * ワーカーの必須入力項目 (issue #9 item 6): the company setting (read by the /company roles, changed by administrators)
 * and the worker portal's view of it (what the signed-in worker account still has to fill, per linked company).
 */
export const workerRequiredEntryRoutes: FastifyPluginAsyncZod<{ db: Db; appUrl: string }> = async (app, { db, appUrl }) => {
  app.get(
    '/v2/employee/worker_required_entries',
    {
      onRequest: app.requireAuth,
      preHandler: app.requireRole(companySettingsRoles),
      schema: {
        tags: ['company'],
        summary: 'ワーカーの必須入力項目（会社の設定）',
        response: { 200: workerRequiredEntriesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.get(db, authed(request)) }),
  );

  app.put(
    '/v2/employee/worker_required_entries',
    {
      onRequest: app.requireAuth,
      preHandler: app.requireRole(companyEditorRoles),
      schema: {
        tags: ['company'],
        summary: 'ワーカーの必須入力項目を更新（一覧ごと置き換え。空の一覧は「必須なし」）',
        body: workerRequiredEntriesBodySchema,
        response: { 200: workerRequiredEntriesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.update(db, authed(request), request.body.required_entries) }),
  );

  app.post(
    '/v2/employee/worker_required_entries/requests',
    {
      onRequest: app.requireAuth,
      preHandler: app.requireRole(workerEditorRoles),
      schema: {
        tags: ['company'],
        summary: '登録済みワーカーに入力を依頼するメールを送る（指定の項目、省略時は未入力の必須項目。招待と同じ1社1時間の送信上限に数える）',
        body: requiredEntryRequestBodySchema,
        response: { 200: requiredEntryRequestResponseSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request) => ({ data: await service.requestEntries(db, authed(request), appUrl, request.body.businessor_code, request.body.required_entries) }),
  );

  app.get(
    '/v2/worker/required_entries',
    {
      onRequest: app.requireWorker,
      schema: {
        tags: ['worker-portal'],
        summary: '連携している会社ごとの必須入力項目と、そのうち未入力の項目',
        response: { 200: portalRequiredEntriesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await service.forWorker(db, workerAuthed(request)) }),
  );
};
