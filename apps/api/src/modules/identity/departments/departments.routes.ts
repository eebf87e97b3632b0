import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDepartmentBodySchema,
  createDepartmentResponseSchema,
  deleteDepartmentBodySchema,
  deleteDepartmentResponseSchema,
  departmentListQuerySchema,
  departmentListResponseSchema,
  departmentOptionsResponseSchema,
  updateDepartmentBodySchema,
  updateDepartmentResponseSchema,
} from '@app/shared/departments';
import { companyEditorRoles, companySettingsRoles, employeeRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { errorResponses } from '../../../lib/route-kit';
import * as service from './departments.service';

const errors = errorResponses(401, 403, 404, 409, 422);

/** Departments (SPEC §7). Reading the settings list: the /company roles; writing: administrators. */
export const departmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAuth);
  const read = app.requireRole(companySettingsRoles);
  const write = app.requireRole(companyEditorRoles);

  app.get(
    '/companies/departments',
    {
      preHandler: read,
      schema: {
        tags: ['departments'],
        summary: '部署一覧（社員数・招待中の人数つき）',
        querystring: departmentListQuerySchema,
        response: { 200: departmentListResponseSchema, ...errors },
      },
    },
    async (request) => service.list(db, authed(request), request.query),
  );

  app.post(
    '/companies/department',
    {
      preHandler: write,
      schema: {
        tags: ['departments'],
        summary: '部署を作成',
        body: createDepartmentBodySchema,
        response: { 200: createDepartmentResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.create(db, authed(request), request.body) }),
  );

  app.put(
    '/companies/department',
    {
      preHandler: write,
      schema: {
        tags: ['departments'],
        summary: '部署を更新（enabled の切り替えも）',
        body: updateDepartmentBodySchema,
        response: { 200: updateDepartmentResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.update(db, authed(request), request.body) }),
  );

  app.delete(
    '/companies/department',
    {
      preHandler: write,
      schema: {
        tags: ['departments'],
        summary: '部署を削除（社員・招待が所属している間は不可）',
        body: deleteDepartmentBodySchema,
        response: { 200: deleteDepartmentResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.remove(db, authed(request), request.body.department.id) }),
  );

  app.get(
    '/v2/employee/departments',
    {
      // Pickers (worker and employee forms) are used by every signed-in role.
      preHandler: app.requireRole(employeeRoles),
      schema: {
        tags: ['departments'],
        summary: '有効な部署の一覧（選択肢用）',
        response: { 200: departmentOptionsResponseSchema, ...errors },
      },
    },
    async (request) => service.options(db, authed(request)),
  );
};
