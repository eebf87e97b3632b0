import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobRunResponseSchema } from '@app/shared/jobs';
import { ja } from '@app/shared/messages/ja';
import { adminRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { authed, type AuthContext } from '../../../lib/auth-context';
import { attachmentHeader } from '../../../lib/downloads';
import { notFound } from '../../../lib/errors';
import { codeParams, errorResponses } from '../../../lib/route-kit';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { findJobRunByCode } from './jobs.repository';
import { jobRunView } from './jobs';

/**
 * A job is read by the employee who started it and by the company's owners and administrators; for anyone else (and
 * for another company's code) it does not exist (404).
 */
async function visibleJob(db: Db, auth: AuthContext, code: string) {
  const row = await findJobRunByCode(db, auth.companyId, code);
  if (!row || (row.createdById !== auth.employeeId && !adminRoles.includes(auth.role))) throw notFound(ja.jobs.notFound);
  return row;
}

export const jobRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/v2/employee/jobs/:code',
    {
      schema: {
        tags: ['jobs'],
        summary: 'バックグラウンド処理の状況（進み具合、エラー、ファイル名）',
        params: codeParams,
        response: { 200: jobRunResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: jobRunView(await visibleJob(db, authed(request), request.params.code)) }),
  );

  app.get(
    '/v2/employee/jobs/:code/download',
    {
      schema: {
        tags: ['jobs'],
        summary: 'バックグラウンド処理が作ったファイルのダウンロード（完了後のみ）',
        params: codeParams,
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) => {
      const row = await visibleJob(db, authed(request), request.params.code);
      const { fileKey, fileName, contentType } = row.result;
      if (row.status !== 'succeeded' || typeof fileKey !== 'string' || typeof fileName !== 'string') throw notFound(ja.jobs.noFile);
      const found = await storage.stream(fileKey);
      if (!found) throw notFound(ja.jobs.noFile);
      return reply
        .header('content-type', typeof contentType === 'string' ? contentType : found.contentType)
        .header('content-length', String(found.size))
        .header('content-disposition', attachmentHeader(fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(found.body as never); // a stream is piped as it is, never serialized
    },
  );
};
