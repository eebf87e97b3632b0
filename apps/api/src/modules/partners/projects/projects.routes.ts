import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createProjectBodySchema,
  projectListQuerySchema,
  projectListResponseSchema,
  projectResponseSchema,
  updateProjectBodySchema,
} from '@app/shared/projects';
import { companyEditorRoles, employeeRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { codeParams, errorResponses } from '../../../lib/route-kit';
import * as service from './projects.service';

const errors = errorResponses(401, 403, 404, 409, 422);

/**
 * Projects (SPEC §7 "Projects"). Reading: every signed-in role (the contract form and the order list filter by
 * project, like the department picker); writing: the roles that manage the company (owner, administrator).
 */
export const projectRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAuth);
  const write = app.requireRole(companyEditorRoles);

  app.get(
    '/v2/employee/projects',
    {
      preHandler: app.requireRole(employeeRoles),
      schema: {
        tags: ['projects'],
        summary: 'プロジェクト一覧（page は 0 始まり、keyword は名前・番号、enabled で絞り込み）',
        querystring: projectListQuerySchema,
        response: { 200: projectListResponseSchema, ...errors },
      },
    },
    async (request) => service.list(db, authed(request), request.query),
  );

  app.post(
    '/v2/employee/projects',
    {
      preHandler: write,
      schema: {
        tags: ['projects'],
        summary: 'プロジェクトを作成',
        body: createProjectBodySchema,
        response: { 200: projectResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.create(db, authed(request), request.body.project) }),
  );

  app.put(
    '/v2/employee/projects/:code',
    {
      preHandler: write,
      schema: {
        tags: ['projects'],
        summary: 'プロジェクトを更新（送った項目だけ。有効・無効の切り替えも）',
        params: codeParams,
        body: updateProjectBodySchema,
        response: { 200: projectResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.update(db, authed(request), request.params.code, request.body.project) }),
  );
};
