import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { workerEditorRoles } from '@app/shared/roles';
import { ja } from '@app/shared/messages/ja';
import {
  portalTimeProjectListResponseSchema,
  timeCompanyCalendarResponseSchema,
  timeDayQuerySchema,
  timeDayResponseSchema,
  timeMonthBodySchema,
  timeMonthQuerySchema,
  timeOperationLogQuerySchema,
  timeOperationLogResponseSchema,
  timeProjectListQuerySchema,
  timeProjectListResponseSchema,
  timeProjectResponseSchema,
  timeRecordBodySchema,
  timeRecordResponseSchema,
  timeReportResponseSchema,
  timeReturnBodySchema,
  timeTimerResponseSchema,
  timeTimerStartBodySchema,
} from '@app/shared/time-tracking-api';
import type { Db } from '../../../db/client';
import { authed, workerAuthed } from '../../../lib/auth-context';
import { sendCsv } from '../../../lib/csv';
import { codeParams, errorResponses, publicCode } from '../../../lib/route-kit';
import * as service from './time-tracking.service';

const errors = errorResponses(401, 403, 404, 422);
const tags = ['time_tracking'];
const base = '/v2/employee/businessors/:businessorCode/time_tracking_projects/:code';
const projectParams = z.object({ businessorCode: publicCode, code: publicCode });
const workerParams = z.object({ businessorCode: publicCode });
const recordParams = z.object({ code: publicCode, recordCode: publicCode });
/** The worker's list: the month, and page/limit when the screen pages it. */
const workerListQuery = timeMonthQuerySchema.extend({
  page: z.coerce.number({ error: ja.validation.invalid }).int().min(0).max(100_000).optional(),
  limit: z.coerce.number({ error: ja.validation.invalid }).int().min(1).max(100).optional(),
});

/** 稼働管理, the company's side (issue #23): every role reads; approval and 差戻し take the roles that edit workers. */
export const timeTrackingRoutes: FastifyPluginAsyncZod<{ db: Db; appUrl: string }> = async (app, { db, appUrl }) => {
  app.addHook('onRequest', app.requireAuth);
  const approvers = { preHandler: app.requireRole(workerEditorRoles) };

  app.get(
    '/v2/employee/time_tracking_projects',
    {
      schema: {
        tags,
        summary: '稼働管理の一覧（その月に契約期間がかかる稼働管理対象の契約。状態・キーワードで絞り込み、状態ごとの件数つき）',
        querystring: timeProjectListQuerySchema,
        response: { 200: timeProjectListResponseSchema, ...errors },
      },
    },
    async (request) => service.listProjects(db, authed(request), request.query),
  );

  app.get(
    '/v2/employee/time_tracking_projects/calendars',
    {
      schema: {
        tags,
        summary: '会社の稼働カレンダー（日ごとの稼働時間と稼働したワーカー数、祝日つき）',
        querystring: timeMonthQuerySchema,
        response: { 200: timeCompanyCalendarResponseSchema, ...errors },
      },
    },
    async (request) => service.companyCalendar(db, authed(request), request.query.year, request.query.month),
  );

  app.get(
    '/v2/employee/businessors/:businessorCode/time_tracking_projects',
    {
      schema: {
        tags,
        summary: 'ワーカーの稼働管理（その月の稼働管理対象の契約）',
        params: workerParams,
        querystring: workerListQuery,
        response: { 200: timeProjectListResponseSchema, ...errors },
      },
    },
    async (request) => service.workerProjects(db, authed(request), request.params.businessorCode, request.query),
  );

  app.get(
    `${base}/operation_logs`,
    {
      schema: {
        tags,
        summary: '稼働の操作履歴（新しい順、変更前後つき）',
        params: projectParams,
        querystring: timeOperationLogQuerySchema,
        response: { 200: timeOperationLogResponseSchema, ...errors },
      },
    },
    async (request) => service.operationLogs(db, authed(request), request.params.businessorCode, request.params.code, request.query),
  );

  app.get(
    `${base}/reports`,
    {
      schema: { tags, summary: '稼働の月次報告（日ごとの稼働、合計、精算）', params: projectParams, querystring: timeMonthQuerySchema, response: { 200: timeReportResponseSchema, ...errors } },
    },
    async (request) => service.companyReport(db, authed(request), request.params.businessorCode, request.params.code, request.query.year, request.query.month),
  );

  app.get(
    `${base}/records`,
    { schema: { tags, summary: '1日の稼働', params: projectParams, querystring: timeDayQuerySchema, response: { 200: timeDayResponseSchema, ...errors } } },
    async (request) => service.companyDay(db, authed(request), request.params.businessorCode, request.params.code, request.query),
  );

  app.get(
    `${base}/reports/exports`,
    {
      schema: {
        tags,
        summary: '稼働の月次報告CSV（working-records.csv、UTF-8 BOM付き。1稼働1行、最後に合計行）',
        params: projectParams,
        querystring: timeMonthQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { header, rows } = await service.exportRows(db, authed(request), request.params.businessorCode, request.params.code, request.query.year, request.query.month);
      return sendCsv(reply, ja.timeTrackingApi.csv.filename, header, rows);
    },
  );

  app.post(
    `${base}/reports/approve`,
    {
      ...approvers,
      schema: {
        tags,
        summary: '稼働の月次報告を承認（提出済の月のみ。承認時の精算を保存し、ワーカーにお知らせとメール）',
        params: projectParams,
        body: timeMonthBodySchema,
        response: { 200: timeProjectResponseSchema, ...errors },
      },
    },
    async (request) => service.approve(db, authed(request), request.params.businessorCode, request.params.code, request.body.year, request.body.month, appUrl),
  );

  app.post(
    `${base}/reports/return`,
    {
      ...approvers,
      schema: {
        tags,
        summary: '稼働の月次報告を差し戻す（提出済の月のみ、理由必須。ワーカーにお知らせとメール）',
        params: projectParams,
        body: timeReturnBodySchema,
        response: { 200: timeProjectResponseSchema, ...errors },
      },
    },
    async (request) => service.returnMonth(db, authed(request), request.params.businessorCode, request.params.code, request.body, appUrl),
  );
};

const portalErrors = errorResponses(401, 404, 409, 422);
const portalBase = '/v2/worker/time_tracking_projects';

/** 稼働管理, the worker portal (issue #23): the signed-in account's time-tracked contracts of every company. */
export const workerTimeTrackingRoutes: FastifyPluginAsyncZod<{ db: Db; appUrl: string }> = async (app, { db, appUrl }) => {
  app.addHook('onRequest', app.requireWorker);
  const account = (request: FastifyRequest) => workerAuthed(request).accountId;

  app.get(
    portalBase,
    {
      schema: {
        tags,
        summary: '稼働管理の一覧（全社の稼働管理対象の契約、編集できるか、動いているタイマー）',
        querystring: timeMonthQuerySchema,
        response: { 200: portalTimeProjectListResponseSchema, ...portalErrors },
      },
    },
    async (request) => service.portalProjects(db, account(request), request.query.year, request.query.month),
  );

  app.get(
    `${portalBase}/:code/reports`,
    { schema: { tags, summary: '稼働の月次報告', params: codeParams, querystring: timeMonthQuerySchema, response: { 200: timeReportResponseSchema, ...portalErrors } } },
    async (request) => service.portalReport(db, account(request), request.params.code, request.query.year, request.query.month),
  );

  app.post(
    `${portalBase}/:code/records`,
    {
      schema: {
        tags,
        summary: '稼働を登録（開始・終了と休憩、または時間。契約期間内で今日まで、未提出か差戻しの月のみ）',
        params: codeParams,
        body: timeRecordBodySchema,
        response: { 201: timeRecordResponseSchema, ...portalErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createRecord(db, account(request), request.params.code, request.body)),
  );

  app.put(
    `${portalBase}/:code/records/:recordCode`,
    {
      schema: { tags, summary: '稼働を変更（同じ月の中でのみ日付を移せる）', params: recordParams, body: timeRecordBodySchema, response: { 200: timeRecordResponseSchema, ...portalErrors } },
    },
    async (request) => service.updateRecord(db, account(request), request.params.code, request.params.recordCode, request.body),
  );

  app.delete(
    `${portalBase}/:code/records/:recordCode`,
    { schema: { tags, summary: '稼働を削除', params: recordParams, response: { 204: z.null(), ...portalErrors } } },
    async (request, reply) => {
      await service.deleteRecord(db, account(request), request.params.code, request.params.recordCode);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${portalBase}/:code/timer`,
    {
      schema: {
        tags,
        summary: 'タイマーを開始（動いているタイマーがあれば409）',
        params: codeParams,
        body: timeTimerStartBodySchema,
        response: { 201: timeTimerResponseSchema, ...portalErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.startTimer(db, account(request), request.params.code, request.body)),
  );

  app.post(
    `${portalBase}/:code/timer/stop`,
    {
      schema: {
        tags,
        summary: 'タイマーを停止して稼働を登録（開始した日の記録、日をまたぐと25:30のように。1分未満は記録しない）',
        params: codeParams,
        response: { 201: timeRecordResponseSchema, ...portalErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.stopTimer(db, account(request), request.params.code)),
  );

  app.delete(
    `${portalBase}/:code/timer`,
    { schema: { tags, summary: 'タイマーを破棄（記録しない）', params: codeParams, response: { 204: z.null(), ...portalErrors } } },
    async (request, reply) => {
      await service.discardTimer(db, account(request), request.params.code);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${portalBase}/:code/reports/submit`,
    {
      schema: {
        tags,
        summary: '稼働の月次報告を提出（未提出か差戻しの月のみ、始まっていない月は不可）',
        params: codeParams,
        body: timeMonthBodySchema,
        response: { 200: timeProjectResponseSchema, ...portalErrors },
      },
    },
    async (request) => service.submit(db, account(request), request.params.code, request.body.year, request.body.month, appUrl),
  );
};
