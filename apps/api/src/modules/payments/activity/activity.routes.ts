import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { workerEditorRoles } from '@app/shared/roles';
import {
  activityCommentBodySchema,
  activityCommentResponseSchema,
  activityGroupListQuerySchema,
  activityGroupListResponseSchema,
  activityThreadResponseSchema,
} from '@app/shared/activity';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { errorResponses } from '../../../lib/route-kit';
import * as service from './activity.service';

const tags = ['activity_groups'];
const errors = errorResponses(401, 403, 404, 422);
/** A thread code (`hours-<contract code>-YYYYMM` is the longest); a malformed one answers 404 from the service. */
const groupParams = z.object({ code: z.string().min(1).max(64) });

/** 活動一覧 (issue #23): every role reads the threads; every role but 閲覧者 writes comments. */
export const activityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/v2/employee/activity_groups',
    {
      schema: {
        tags,
        summary: '活動一覧（発注書・支払通知書・稼働の月ごとのスレッド。新しい活動順、種類・ワーカー・未読で絞り込み）',
        querystring: activityGroupListQuerySchema,
        response: { 200: activityGroupListResponseSchema, ...errors },
      },
    },
    async (request) => service.list(db, authed(request), request.query),
  );

  app.get(
    '/v2/employee/activity_groups/:code',
    {
      schema: {
        tags,
        summary: '活動の詳細（対象の書類と、両者の操作・コメントを時系列で。開いた社員の既読にする）',
        params: groupParams,
        response: { 200: activityThreadResponseSchema, ...errors },
      },
    },
    async (request) => service.thread(db, authed(request), request.params.code),
  );

  app.post(
    '/v2/employee/activity_groups/:code/comments',
    {
      preHandler: app.requireRole(workerEditorRoles),
      schema: {
        tags,
        summary: '活動にコメントする（閲覧者は不可）',
        params: groupParams,
        body: activityCommentBodySchema,
        response: { 201: activityCommentResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.comment(db, authed(request), request.params.code, request.body.body)),
  );
};
