import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvePaymentsBodySchema,
  bulkPaymentDateBodySchema,
  bulkPaymentDateResponseSchema,
  createPaymentBodySchema,
  csvExportBodySchema,
  exportBodySchema,
  exportValidateBodySchema,
  exportValidateResponseSchema,
  markPaidBodySchema,
  payableNotificationListResponseSchema,
  paymentExportListQuerySchema,
  paymentExportListResponseSchema,
  paymentImportResponseSchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  paymentResponseSchema,
  paymentsResponseSchema,
  undoPaidBodySchema,
  updatePaymentBodySchema,
} from '@app/shared/payments';
import { todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { paymentApproverRoles, personalDataRoles, workerEditorRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { csvUploadLimits, readUploadedCsv } from '../../../lib/csv';
import { sendDownload } from '../../../lib/downloads';
import { codeParams, errorResponses, idParams } from '../../../lib/route-kit';
import * as transfers from './payment-exports.service';
import * as imports from './payment-imports.service';
import * as status from './payment-status.service';
import * as service from './payments.service';

const errors = errorResponses(401, 403, 404, 409, 422);
const tags = ['payments'];

/**
 * Payments (支払): list, create (from approved 支払通知書 or directly), edit, delete, bulk date; 支払済 and its 取消;
 * transfer files (全銀 payments.txt / payments.csv, validated first, kept for re-download); the plain CSV list; the two
 * CSV imports. Every path that sets a date after the 支払期日 needs `late_reason` (422 otherwise).
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(multipart, csvUploadLimits);
  app.addHook('onRequest', app.requireAuth);
  const editors = { preHandler: app.requireRole(workerEditorRoles) };
  // a transfer file holds every worker's bank account (the roles that read personal data also edit workers)
  const bankReaders = { preHandler: app.requireRole(personalDataRoles) };

  app.get(
    '/v2/employee/payments',
    { schema: { tags, summary: '支払一覧（ステータス・支払日・ワーカー・振込データ出力済みで絞り込み）', querystring: paymentListQuerySchema, response: { 200: paymentListResponseSchema, ...errors } } },
    async (request) => service.listPayments(db, authed(request), request.query),
  );

  app.post(
    '/v2/employee/payments',
    {
      ...editors,
      schema: {
        tags,
        summary:
          '支払を作成（承認済みの支払通知書から payment_notification_ids、または直接 payment）。全件正しい場合のみ作成。支払期日が銀行休業日なら前営業日（順延の合意があれば2日以内の翌営業日）を案内。支払期日より後の日付は late_reason が必要',
        body: createPaymentBodySchema,
        response: { 201: paymentsResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createPayments(db, authed(request), request.body)),
  );

  app.get(
    '/v2/employee/payments/payable_notifications',
    { schema: { tags, summary: '支払を作成できる支払通知書（承認済み・支払未作成）', response: { 200: payableNotificationListResponseSchema, ...errors } } },
    async (request) => service.payableNotifications(db, authed(request)),
  );

  app.put(
    '/v2/employee/payments/bulk',
    {
      ...editors,
      schema: {
        tags,
        summary: '支払日を一括変更（全件正しい場合のみ。支払期日より後になる支払があれば late_reason が必要）',
        body: bulkPaymentDateBodySchema,
        response: { 200: bulkPaymentDateResponseSchema, ...errors },
      },
    },
    async (request) => service.bulkUpdateDate(db, authed(request), request.body),
  );

  app.post(
    '/v2/employee/payments/paid',
    {
      ...editors,
      schema: {
        tags,
        summary: '支払を支払済にする（paid_on 省略時は各支払の支払日。未来の振込日・支払済みは不可。全件正しい場合のみ、支払通知書も支払済に）',
        body: markPaidBodySchema,
        response: { 200: paymentsResponseSchema, ...errors },
      },
    },
    async (request) => status.markPaid(db, authed(request), request.body),
  );

  app.post(
    '/v2/employee/payments/paid_undo',
    {
      ...editors,
      schema: {
        tags,
        summary: '支払済を取り消す（未払いに戻し、支払通知書は承認済に戻す。全件正しい場合のみ、取消は記録に残る）',
        body: undoPaidBodySchema,
        response: { 200: paymentsResponseSchema, ...errors },
      },
    },
    async (request) => status.undoPaid(db, authed(request), request.body),
  );

  app.post(
    '/v2/employee/payments/approvals',
    {
      preHandler: app.requireRole(paymentApproverRoles),
      schema: {
        tags,
        summary:
          '承認待ちの支払を承認（二重承認。オーナー管理者・管理者のみ、作成した本人は不可。承認不要・承認済み・支払済みも不可。全件正しい場合のみ、承認は記録に残る）',
        body: approvePaymentsBodySchema,
        response: { 200: paymentsResponseSchema, ...errors },
      },
    },
    async (request) => status.approve(db, authed(request), request.body.payment_ids),
  );

  app.put(
    '/v2/employee/payments/:id',
    {
      ...editors,
      schema: { tags, summary: '支払を編集（支払済みは不可。金額は直接作成した支払のみ。支払期日より後の日付は late_reason が必要）', params: idParams, body: updatePaymentBodySchema, response: { 200: paymentResponseSchema, ...errors } },
    },
    async (request) => service.updatePayment(db, authed(request), request.params.id, request.body),
  );

  app.delete(
    '/v2/employee/payments/:id',
    { ...editors, schema: { tags, summary: '支払を削除（支払済み・振込データ出力済みは不可）', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.deletePayment(db, authed(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v2/employee/payments/exports/validates',
    {
      ...editors,
      schema: { tags, summary: '振込データ出力前の検証（すべての問題をワーカー名付きで返す）', body: exportValidateBodySchema, response: { 200: exportValidateResponseSchema, ...errors } },
    },
    async (request) => transfers.validateExport(db, authed(request), request.body),
  );

  app.post(
    '/v2/employee/payments/exports',
    {
      ...bankReaders,
      schema: {
        tags,
        summary:
          '振込データを出力（txt: 全銀協 総合振込 CP932 CRLF / csv: Shift-JIS CRLF。ファイル名 振込データ_{振込データ番号}_{振込指定日YYYYMMDD}.txt|.csv）。出力済みにして保存。振込指定日は本日〜1年未満の銀行営業日、振込元口座は普通・当座のみ、支払期日より後の振込指定日は late_reason が必要',
        body: exportBodySchema,
        produces: ['text/plain', 'text/csv'],
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const file = await transfers.exportTransferFile(db, authed(request), request.body, request.ip);
      return sendDownload(reply.code(201).header('X-Payment-Export-Code', file.code), file);
    },
  );

  app.get(
    '/v2/employee/payments/exports',
    { schema: { tags, summary: '振込データの出力履歴', querystring: paymentExportListQuerySchema, response: { 200: paymentExportListResponseSchema, ...errors } } },
    async (request) => transfers.listExports(db, authed(request), request.query.page, request.query.limit),
  );

  app.get(
    '/v2/employee/payments/exports/:code',
    { ...bankReaders, schema: { tags, summary: '出力済みの振込データを再ダウンロード', params: codeParams, produces: ['text/plain', 'text/csv'], response: { ...errors } } },
    async (request, reply) => sendDownload(reply, await transfers.downloadExport(db, authed(request), request.params.code, request.ip)),
  );

  app.post(
    '/v2/employee/payments/csv_exports',
    {
      schema: { tags, summary: '選択した支払の一覧CSV（UTF-8 BOM付き、CRLF。ファイル名 支払一覧_{本日YYYYMMDD}.csv）', body: csvExportBodySchema, produces: ['text/csv'], response: { ...errors } },
    },
    async (request, reply) =>
      sendDownload(reply, {
        fileName: ja.fileNames.paymentList(todayInJapan()),
        contentType: 'text/csv; charset=utf-8',
        bytes: await transfers.csvExport(db, authed(request), request.body.payment_id_list),
      }),
  );

  app.post(
    '/v2/employee/payments/imports',
    {
      ...editors,
      schema: {
        tags,
        summary: '振込結果CSVで支払を支払済みにする（multipart csv_file; 列: 支払コード（支払番号も可）, 振込日; 未来の振込日は不可; 全行正しい場合のみ）',
        consumes: ['multipart/form-data'],
        response: { 200: paymentImportResponseSchema, ...errors, ...errorResponses(413) },
      },
    },
    async (request) => imports.importPaid(db, authed(request), await readUploadedCsv(request)),
  );

  app.post(
    '/v2/employee/payments/import_with_prices',
    {
      ...editors,
      schema: {
        tags,
        summary: '金額を指定して支払を作成（multipart csv_file; 列: ワーカーコード, 支払日, 金額, 備考; 全行正しい場合のみ）',
        consumes: ['multipart/form-data'],
        response: { 200: paymentImportResponseSchema, ...errors, ...errorResponses(413) },
      },
    },
    async (request) => imports.importWithPrices(db, authed(request), await readUploadedCsv(request)),
  );

  app.get(
    '/v2/employee/payments/imports/template',
    { schema: { tags, summary: '支払済みインポートのテンプレート（見出し行のみ、UTF-8 BOM付き）', produces: ['text/csv'], response: errorResponses(401) } },
    async (_request, reply) => {
      const t = imports.importTemplate('paid');
      return sendDownload(reply, { ...t, contentType: 'text/csv; charset=utf-8' });
    },
  );

  app.get(
    '/v2/employee/payments/import_with_prices/template',
    { schema: { tags, summary: '金額指定インポートのテンプレート（見出し行のみ、UTF-8 BOM付き）', produces: ['text/csv'], response: errorResponses(401) } },
    async (_request, reply) => {
      const t = imports.importTemplate('prices');
      return sendDownload(reply, { ...t, contentType: 'text/csv; charset=utf-8' });
    },
  );
};
