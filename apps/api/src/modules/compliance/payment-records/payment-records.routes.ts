import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminRoles, personalDataRoles, workerEditorRoles } from '@app/shared/roles';
import { ja } from '@app/shared/messages/ja';
import {
  paymentRecordBulkBodySchema,
  paymentRecordJobResponseSchema,
  paymentRecordBulkPublishResponseSchema,
  paymentRecordBusinessorListResponseSchema,
  paymentRecordBusinessorQuerySchema,
  paymentRecordBusinessorResponseSchema,
  paymentRecordCategoriesBodySchema,
  paymentRecordCategoriesResponseSchema,
  paymentRecordContractBulkBodySchema,
  paymentRecordContractListResponseSchema,
  paymentRecordContractQuerySchema,
  paymentRecordContractResponseSchema,
  paymentRecordDownloadQuerySchema,
  paymentRecordSummaryQuerySchema,
  paymentRecordSummaryResponseSchema,
  paymentRecordYearBodySchema,
  portalPaymentRecordListResponseSchema,
} from '@app/shared/payment-records';
import type { Db } from '../../../db/client';
import { authed, workerAuthed } from '../../../lib/auth-context';
import { sendDownload } from '../../../lib/downloads';
import { notFound } from '../../../lib/errors';
import type { MyNumberCipher } from '../../../lib/my-number-crypto';
import { codeParams, errorResponses, publicCode } from '../../../lib/route-kit';
import * as downloads from './payment-record-downloads';
import { BULK_DOWNLOAD_KIND, BULK_EMAIL_KIND, bulkDownloadJob, bulkEmailJob, type BulkParams } from './payment-record-jobs';
import * as repo from './payment-records.repository';
import * as service from './payment-records.service';
import type { RecordDocument } from './payment-records.service';

const errors = errorResponses(401, 403, 404, 422, 429);
const tags = ['payment_records'];
const base = '/v2/employee/payment_records';
/** The worker is named by its code (SPEC's {id}); numeric ids never go in URLs. */
const workerParams = z.object({ id: publicCode });

type Options = { db: Db; appUrl: string; cipher: MyNumberCipher };

/**
 * 支払調書 (issue #22): the lists per worker and per contract, publish / mail / download one or many, the 法定調書合計表
 * figures and the company's 区分・細目. Publishing and mailing take the roles that edit workers; files (addresses)
 * the roles that read personal data; the office copy (個人番号) the マイナンバー担当 only.
 */
export const paymentRecordRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, appUrl, cipher }) => {
  app.addHook('onRequest', app.requireAuth);
  const editors = { preHandler: app.requireRole(workerEditorRoles) };
  const readers = { preHandler: app.requireRole(personalDataRoles) };
  const admins = { preHandler: app.requireRole(adminRoles) };
  const actor = (request: FastifyRequest): downloads.Actor => ({ auth: authed(request), ip: request.ip });
  const deps = { db, cipher };
  app.jobs.define(bulkDownloadJob);
  app.jobs.define(bulkEmailJob(appUrl));

  /** Checks the request (every code known; for mail every record publishable, within the budget), then 202 and the job. */
  const startBulk = async (request: FastifyRequest, kind: BulkParams['kind'], codes: string[], year: number, mail: boolean) => {
    const auth = authed(request);
    const records = await service.checkBulk(db, auth, kind, codes, year, mail);
    const params: BulkParams = { kind, codes: records.map((r) => (kind === 'businessors' ? r.payee.code : r.contract!.code)), year };
    const job = await app.jobs.start({ companyId: auth.companyId, kind: mail ? BULK_EMAIL_KIND : BULK_DOWNLOAD_KIND, params, total: params.codes.length, createdById: auth.employeeId });
    return { data: { job } };
  };

  app.get(
    `${base}/businessors`,
    {
      schema: {
        tags,
        summary: '支払調書一覧（ワーカーごと、対象年の支払から。提出対象・発行状況・個人/法人・キーワードで絞り込み、合計つき）',
        querystring: paymentRecordBusinessorQuerySchema,
        response: { 200: paymentRecordBusinessorListResponseSchema, ...errors },
      },
    },
    async (request) => service.listBusinessors(db, authed(request), request.query),
  );

  app.get(
    `${base}/contracts`,
    {
      schema: {
        tags,
        summary: '支払調書一覧（契約ごと、支払通知書の明細から。直接入力の支払はワーカーごとの一覧のみ）',
        querystring: paymentRecordContractQuerySchema,
        response: { 200: paymentRecordContractListResponseSchema, ...errors },
      },
    },
    async (request) => service.listContracts(db, authed(request), request.query),
  );

  app.get(
    `${base}/summary`,
    {
      schema: {
        tags,
        summary: '法定調書合計表（報酬、料金、契約金及び賞金の支払調書）の件数・支払金額・源泉徴収税額',
        querystring: paymentRecordSummaryQuerySchema,
        response: { 200: paymentRecordSummaryResponseSchema, ...errors },
      },
    },
    async (request) => service.summary(db, authed(request), request.query.year),
  );

  app.get(
    `${base}/categories`,
    { schema: { tags, summary: '職種ごとの区分・細目（会社の設定、なければ既定）', response: { 200: paymentRecordCategoriesResponseSchema, ...errors } } },
    async (request) => service.listCategories(db, authed(request)),
  );

  app.put(
    `${base}/categories`,
    {
      ...admins,
      schema: { tags, summary: '職種ごとの区分・細目を保存（指定のない職種は既定に戻る）', body: paymentRecordCategoriesBodySchema, response: { 200: paymentRecordCategoriesResponseSchema, ...errors } },
    },
    async (request) => service.saveCategories(db, authed(request), request.body),
  );

  app.post(
    `${base}/businessors/:id/publish`,
    {
      ...editors,
      schema: {
        tags,
        summary: 'ワーカーの支払調書をポータルに公開（内容を固定し、ポータルにお知らせ。ポータルのアカウントがなければ422）',
        params: workerParams,
        body: paymentRecordYearBodySchema,
        response: { 200: paymentRecordBusinessorResponseSchema, ...errors },
      },
    },
    async (request) => service.publishWorker(db, authed(request), request.params.id, request.body.year),
  );

  app.post(
    `${base}/contracts/:code/publish`,
    {
      ...editors,
      schema: { tags, summary: '契約の支払調書をポータルに公開', params: codeParams, body: paymentRecordYearBodySchema, response: { 200: paymentRecordContractResponseSchema, ...errors } },
    },
    async (request) => service.publishContract(db, authed(request), request.params.code, request.body.year),
  );

  app.post(
    `${base}/businessors/:id/email`,
    {
      ...editors,
      schema: {
        tags,
        summary: 'ワーカーに支払調書の公開をメールで通知（未公開なら公開してから。メールはポータルへのリンクのみ）',
        params: workerParams,
        body: paymentRecordYearBodySchema,
        response: { 200: paymentRecordBusinessorResponseSchema, ...errors },
      },
    },
    async (request) => service.emailWorker(db, authed(request), request.params.id, request.body.year, appUrl),
  );

  app.post(
    `${base}/contracts/:code/email`,
    {
      ...editors,
      schema: { tags, summary: '契約の支払調書の公開をメールで通知', params: codeParams, body: paymentRecordYearBodySchema, response: { 200: paymentRecordContractResponseSchema, ...errors } },
    },
    async (request) => service.emailContract(db, authed(request), request.params.code, request.body.year, appUrl),
  );

  app.get(
    `${base}/businessors/:id/download`,
    {
      ...readers,
      schema: {
        tags,
        summary: '支払調書PDF（copy=payee 受給者交付用、office 税務署提出用はマイナンバー担当のみ・個人番号の利用を記録）',
        params: workerParams,
        querystring: paymentRecordDownloadQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => sendDownload(reply, await downloads.workerPdf(deps, actor(request), request.params.id, request.query.year, request.query.copy)),
  );

  app.get(
    `${base}/contracts/:code/download`,
    {
      ...readers,
      schema: { tags, summary: '契約の支払調書PDF', params: codeParams, querystring: paymentRecordDownloadQuerySchema, produces: ['application/pdf'] },
    },
    async (request, reply) => sendDownload(reply, await downloads.contractPdf(deps, actor(request), request.params.code, request.query.year, request.query.copy)),
  );

  app.post(
    `${base}/bulk/publish`,
    {
      ...editors,
      schema: {
        tags,
        summary: '選んだワーカーの支払調書を一括公開（全件成功か全件取り消し。公開できない行はすべて名前つきで422）',
        body: paymentRecordBulkBodySchema,
        response: { 200: paymentRecordBulkPublishResponseSchema, ...errors },
      },
    },
    async (request) => service.bulkPublish(db, authed(request), 'businessors', request.body.businessor_id_list, request.body.year),
  );

  app.post(
    `${base}/bulk/contracts/publish`,
    {
      ...editors,
      schema: { tags, summary: '選んだ契約の支払調書を一括公開（全件成功か全件取り消し）', body: paymentRecordContractBulkBodySchema, response: { 200: paymentRecordBulkPublishResponseSchema, ...errors } },
    },
    async (request) => service.bulkPublish(db, authed(request), 'contracts', request.body.contract_code_list, request.body.year),
  );

  app.get(
    `${base}/bulk/download`,
    {
      ...readers,
      schema: {
        tags,
        summary: '選んだワーカーの支払調書（受給者交付用）をzipにまとめる処理を開始（202、進捗は /jobs/{code}、ファイル名 【支払調書{年}】_ワーカー.zip）',
        querystring: paymentRecordBulkBodySchema,
        response: { 202: paymentRecordJobResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await startBulk(request, 'businessors', request.query.businessor_id_list, request.query.year, false)),
  );

  app.get(
    `${base}/bulk/contracts/download`,
    {
      ...readers,
      schema: {
        tags,
        summary: '選んだ契約の支払調書をzipにまとめる処理を開始（202、ファイル名 【支払調書{年}】_契約.zip）',
        querystring: paymentRecordContractBulkBodySchema,
        response: { 202: paymentRecordJobResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await startBulk(request, 'contracts', request.query.contract_code_list, request.query.year, false)),
  );

  // The same as POST with a body: 1,000 codes do not fit in a URL (Node's 16 KiB header limit), so the screen posts them.
  app.post(
    `${base}/bulk/download`,
    {
      ...readers,
      schema: { tags, summary: '選んだワーカーの支払調書をzipにまとめる処理を開始（本文で指定。1,000件はURLに入らないため）', body: paymentRecordBulkBodySchema, response: { 202: paymentRecordJobResponseSchema, ...errors } },
    },
    async (request, reply) => reply.code(202).send(await startBulk(request, 'businessors', request.body.businessor_id_list, request.body.year, false)),
  );

  app.post(
    `${base}/bulk/contracts/download`,
    {
      ...readers,
      schema: { tags, summary: '選んだ契約の支払調書をzipにまとめる処理を開始（本文で指定）', body: paymentRecordContractBulkBodySchema, response: { 202: paymentRecordJobResponseSchema, ...errors } },
    },
    async (request, reply) => reply.code(202).send(await startBulk(request, 'contracts', request.body.contract_code_list, request.body.year, false)),
  );

  app.post(
    `${base}/bulk/email`,
    {
      ...editors,
      schema: {
        tags,
        summary: '選んだワーカーに支払調書をメールで通知する処理を開始（未公開は公開してから、1人1通。公開できない行があれば開始せず422）',
        body: paymentRecordBulkBodySchema,
        response: { 202: paymentRecordJobResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await startBulk(request, 'businessors', request.body.businessor_id_list, request.body.year, true)),
  );

  app.post(
    `${base}/bulk/contracts/email`,
    {
      ...editors,
      schema: { tags, summary: '選んだ契約の支払調書をメールで通知する処理を開始', body: paymentRecordContractBulkBodySchema, response: { 202: paymentRecordJobResponseSchema, ...errors } },
    },
    async (request, reply) => reply.code(202).send(await startBulk(request, 'contracts', request.body.contract_code_list, request.body.year, true)),
  );
};

/** The worker portal's 支払調書: the signed-in account's published records (every company) and their PDFs. */
export const workerPaymentRecordRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireWorker);
  const portalTags = ['worker_portal'];

  app.get(
    '/v2/worker/payment_records',
    { schema: { tags: portalTags, summary: '公開された支払調書の一覧（全社）', response: { 200: portalPaymentRecordListResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      const rows = await repo.publishedForAccount(db, workerAuthed(request).accountId);
      const data = rows.map((r) => {
        const snapshot = r.issue.snapshot as unknown as RecordDocument;
        return {
          code: r.issue.code,
          company_name: r.companyName,
          year: r.issue.year,
          contract_name: r.contractName,
          payment_amount: snapshot.payment_amount,
          withholding: snapshot.withholding,
          published_at: r.issue.publishedAt!,
        };
      });
      return { data, meta: { total_count: data.length } };
    },
  );

  app.get(
    '/v2/worker/payment_records/:code/download',
    { schema: { tags: portalTags, summary: '支払調書PDF（公開時の内容、受給者交付用。個人番号は記載しない）', params: codeParams, produces: ['application/pdf'] } },
    async (request, reply) => {
      const issue = await repo.findPublishedForAccount(db, workerAuthed(request).accountId, request.params.code);
      if (!issue) throw notFound(ja.paymentRecords.notFound);
      return sendDownload(reply, await downloads.snapshotPdf(issue.snapshot as unknown as RecordDocument));
    },
  );
};
