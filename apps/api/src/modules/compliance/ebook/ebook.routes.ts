import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoles, workerEditorRoles } from '@app/shared/roles';
import {
  ebookDocumentDetailSchema,
  ebookDocumentListSchema,
  ebookExportInputSchema,
  ebookSearchQuerySchema,
  ebookSettingsInputSchema,
  ebookSettingsSchema,
} from '@app/shared/ebook';
import { jobRunResponseSchema } from '@app/shared/jobs';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { sendDownload } from '../../../lib/downloads';
import { errorResponses, idParams } from '../../../lib/route-kit';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { historyPdf, regulation } from './ebook-documents';
import { EBOOK_EXPORT_KIND, ebookExportJob, type ExportParams } from './ebook-export-job';
import * as repo from './ebook.repository';
import * as service from './ebook.service';

const errors = errorResponses(401, 403, 404, 422, 429);
const tags = ['ebook'];
const base = '/v2/employee';

type Options = { db: Db; storage: FileStorage };

/**
 * 電子帳簿保存法 (issue #25 item 2, contract packages/shared/src/ebook.ts): search the index of 電子取引 documents, a
 * document with every version (訂正削除の履歴, also as a PDF), the retention settings, the 事務処理規程 template and the
 * 税務調査用 export (a background job). Reading and exporting take the roles that work with orders and payments;
 * the settings are the owner's and administrators'.
 */
export const ebookRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, storage }) => {
  app.addHook('onRequest', app.requireAuth);
  const readers = { preHandler: app.requireRole(workerEditorRoles) };
  const admins = { preHandler: app.requireRole(adminRoles) };
  app.jobs.define(ebookExportJob(storage));

  app.get(
    `${base}/ebook_documents`,
    {
      ...readers,
      schema: {
        tags,
        summary: '電子取引データの検索（取引年月日・取引金額の範囲、取引先（名称の一部またはコード）、種類、番号、訂正の有無。条件はすべてAND）',
        querystring: ebookSearchQuerySchema,
        response: { 200: ebookDocumentListSchema, ...errors },
      },
    },
    async (request) => service.search(db, authed(request), request.query),
  );

  app.get(
    `${base}/ebook_documents/:id`,
    {
      ...readers,
      schema: { tags, summary: '電子取引データ（索引と、すべての版とその差分。新しい版から）', params: idParams, response: { 200: z.object({ data: ebookDocumentDetailSchema }), ...errors } },
    },
    async (request) => ({ data: await service.detail(db, authed(request), request.params.id) }),
  );

  app.get(
    `${base}/ebook_documents/:id/history.pdf`,
    { ...readers, schema: { tags, summary: '訂正削除の履歴（PDF）', params: idParams, response: { ...errors } } },
    async (request, reply) => sendDownload(reply, await historyPdf(db, authed(request), request.params.id)),
  );

  app.get(
    `${base}/ebook_settings`,
    { ...readers, schema: { tags, summary: '電子帳簿保存法の設定（保存期間、事業年度、事務処理規程の制定日）', response: { 200: z.object({ data: ebookSettingsSchema }), ...errors } } },
    async (request) => ({ data: await service.getSettings(db, authed(request)) }),
  );

  app.put(
    `${base}/ebook_settings`,
    {
      ...admins,
      schema: {
        tags,
        summary: '電子帳簿保存法の設定を保存（すべての書類の保存期限を同じトランザクションで計算し直す）',
        body: ebookSettingsInputSchema,
        response: { 200: z.object({ data: ebookSettingsSchema }), ...errors },
      },
    },
    async (request) => ({ data: await service.saveSettings(db, authed(request), request.body) }),
  );

  app.get(
    `${base}/ebook_regulation`,
    {
      ...readers,
      schema: { tags, summary: '電子取引データの訂正及び削除の防止に関する事務処理規程（ひな形。会社名・制定日入り。PDFまたは編集用テキスト）', querystring: z.object({ format: z.enum(['pdf', 'txt']).default('pdf') }), response: { ...errors } },
    },
    async (request, reply) => sendDownload(reply, await regulation(db, authed(request), request.query.format)),
  );

  app.post(
    `${base}/ebook_exports`,
    {
      ...readers,
      schema: {
        tags,
        summary: '税務調査用エクスポートを開始（期間内の索引CSV・履歴CSV・各書類のPDFとファイルのzip。ジョブの進捗はGET /jobs/{code}）',
        body: ebookExportInputSchema,
        response: { 202: jobRunResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = authed(request);
      service.checkExport(request.body);
      const params: ExportParams = { date_from: request.body.date_from, date_to: request.body.date_to };
      const total = await repo.countInPeriod(db, auth.companyId, params.date_from, params.date_to);
      const job = await app.jobs.start({ companyId: auth.companyId, kind: EBOOK_EXPORT_KIND, params, total, createdById: auth.employeeId });
      return reply.code(202).send({ data: job });
    },
  );
};
