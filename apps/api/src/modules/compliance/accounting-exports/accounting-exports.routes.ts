import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountingExportPreviewResponseSchema,
  accountingExportQuerySchema,
  accountingMappingInputSchema,
  accountingMappingResponseSchema,
} from '@app/shared/accounting-exports';
import { personalDataRoles, workerEditorRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { sendDownload } from '../../../lib/downloads';
import { errorResponses } from '../../../lib/route-kit';
import * as service from './accounting-exports.service';

const errors = errorResponses(401, 403, 422, 429);
const tags = ['accounting_exports'];

/**
 * 会計ソフト連携 (issue #25 item 1). The payment screens' rules: the mapping is read by the roles that read personal
 * data and written by the roles that edit payments; the exports (the 支払データ CSV holds bank accounts) by the roles
 * that read personal data. A viewer gets 403 before anything is validated.
 */
export const accountingExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAuth);
  const readers = { preHandler: app.requireRole(personalDataRoles) };
  const editors = { preHandler: app.requireRole(workerEditorRoles) };

  app.get(
    '/v2/employee/accounting_mapping',
    { ...readers, schema: { tags, summary: '会計ソフト連携の設定（勘定科目・税区分・部門・補助科目の名称と、割り当てる部門・プロジェクト・ワーカー）', response: { 200: accountingMappingResponseSchema, ...errors } } },
    async (request) => ({ data: await service.getMapping(db, authed(request)) }),
  );

  app.put(
    '/v2/employee/accounting_mapping',
    {
      ...editors,
      schema: { tags, summary: '会計ソフト連携の設定をまとめて保存（すべての行を1つのトランザクションで置き換え、空欄は既定値）', body: accountingMappingInputSchema, response: { 200: accountingMappingResponseSchema, ...errors } },
    },
    async (request) => ({ data: await service.saveMapping(db, authed(request), request.body) }),
  );

  app.get(
    '/v2/employee/accounting_exports/preview',
    {
      ...readers,
      schema: { tags, summary: '会計データ出力のプレビュー（期間・形式ごとの伝票の件数と行数、形式が表せず省いたもの）', querystring: accountingExportQuerySchema, response: { 200: accountingExportPreviewResponseSchema, ...errors } },
    },
    async (request) => ({ data: await service.preview(db, authed(request), request.query) }),
  );

  app.get(
    '/v2/employee/accounting_exports/download',
    { ...readers, schema: { tags, summary: '会計データ出力（freee 取引/仕訳、マネーフォワード 仕訳帳、弥生インポート形式、支払データ CSV）', querystring: accountingExportQuerySchema, response: errors } },
    async (request, reply) => sendDownload(reply, await service.download(db, authed(request), request.query)),
  );
};
