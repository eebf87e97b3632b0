import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myNumberStaffBodySchema } from '@app/shared/my-numbers';
import {
  changeRoleBodySchema,
  changeRoleResponseSchema,
  deleteInviteResponseSchema,
  employeeIdBodySchema,
  employeeIdResponseSchema,
  employeeListQuerySchema,
  employeeListResponseSchema,
  employeeV2ListQuerySchema,
  employeeV2ListResponseSchema,
  inviteEmployeeBodySchema,
  inviteEmployeeResponseSchema,
  inviteIdParamsSchema,
  reinviteBodySchema,
  reinviteResponseSchema,
  rolesResponseSchema,
  updateEmployeeBodySchema,
  updateEmployeeResponseSchema,
} from '@app/shared/employees';
import { adminRoles, companySettingsRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { sendCsv } from '../../../lib/csv';
import { codeParams, errorResponses } from '../../../lib/route-kit';
import * as service from './employees.service';

const errors = errorResponses(401, 403, 404, 409, 422);

/**
 * Employees and invitations (SPEC §7 "Notifications, employees, departments"). Reading: owner_administrator,
 * administrator and general (the roles that see /company); writing: owner_administrator and administrator.
 * `myNumberStaffLog` writes a staff designation to the マイナンバー operation log (app.ts passes compliance's).
 */
export const employeeRoutes: FastifyPluginAsyncZod<{ db: Db; appUrl: string; myNumberStaffLog: service.MyNumberStaffLog }> = async (
  app,
  { db, appUrl, myNumberStaffLog },
) => {
  app.addHook('onRequest', app.requireAuth);
  const read = app.requireRole(companySettingsRoles);
  const write = app.requireRole(adminRoles);
  const links = { appUrl };

  app.get(
    '/companies/employees',
    {
      preHandler: read,
      schema: {
        tags: ['employees'],
        summary: '社員一覧（include_invite=true で招待中も含む。氏名・メールアドレスで検索）',
        querystring: employeeListQuerySchema,
        response: { 200: employeeListResponseSchema, ...errors },
      },
    },
    async (request) => service.list(db, authed(request), request.query),
  );

  app.post(
    '/companies/employee_invitation',
    {
      preHandler: write,
      schema: {
        tags: ['employees'],
        summary: '社員を招待（パスワード登録リンクをメールで送信）',
        body: inviteEmployeeBodySchema,
        response: { 200: inviteEmployeeResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { employee_invite: await service.invite(db, authed(request), request.body, links) } }),
  );

  app.put(
    '/companies/employee_invitation/:inviteId',
    {
      preHandler: write,
      schema: {
        tags: ['employees'],
        summary: '招待メールを再送信（新しいリンク、有効期限を今日から数え直す）',
        params: inviteIdParamsSchema,
        body: reinviteBodySchema,
        response: { 200: reinviteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.reinvite(db, authed(request), request.params.inviteId, request.body?.employee?.expire_days, links),
    }),
  );

  app.delete(
    '/companies/employee_invitation/:inviteId',
    {
      preHandler: write,
      schema: {
        tags: ['employees'],
        summary: '招待を削除（送信済みのリンクは無効になる）',
        params: inviteIdParamsSchema,
        response: { 200: deleteInviteResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.deleteInvite(db, authed(request), request.params.inviteId) }),
  );

  app.post(
    '/companies/employee/suspension',
    {
      preHandler: write,
      schema: {
        tags: ['employees'],
        summary: '社員アカウントを停止（すべての端末からログアウト）',
        body: employeeIdBodySchema,
        response: { 200: employeeIdResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.suspend(db, authed(request), request.body.employee.id) }),
  );

  app.post(
    '/companies/employee/resume',
    {
      preHandler: write,
      schema: {
        tags: ['employees'],
        summary: '社員アカウントを有効化',
        body: employeeIdBodySchema,
        response: { 200: employeeIdResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.resume(db, authed(request), request.body.employee.id) }),
  );

  app.delete(
    '/companies/employee',
    {
      preHandler: write,
      schema: {
        tags: ['employees'],
        summary: '社員を削除',
        body: employeeIdBodySchema,
        response: { 200: employeeIdResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.remove(db, authed(request), request.body.employee.id) }),
  );

  app.get(
    '/employees/roles',
    {
      preHandler: read,
      schema: {
        tags: ['employees'],
        summary: '権限の一覧（ラベルと、それぞれができること）',
        response: { 200: rolesResponseSchema, ...errors },
      },
    },
    async () => ({ data: { roles: service.roles() } }),
  );

  app.put(
    '/employees/:code/role',
    {
      preHandler: write,
      schema: {
        tags: ['employees'],
        summary: '社員の権限を変更',
        params: codeParams,
        body: changeRoleBodySchema,
        response: { 200: changeRoleResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { employee: await service.changeRole(db, authed(request), request.params.code, request.body) } }),
  );

  app.put(
    '/employees/:code/my_number_staff',
    {
      preHandler: write,
      schema: {
        tags: ['employees'],
        summary: 'マイナンバー事務取扱担当者の指定・解除（オーナー管理者のみ）',
        params: codeParams,
        body: myNumberStaffBodySchema,
        response: { 200: changeRoleResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { employee: await service.setMyNumberStaff(db, authed(request), request.params.code, request.body.employee.is_my_number_staff, myNumberStaffLog, request.ip) },
    }),
  );

  app.get(
    '/v2/employee/employees',
    {
      preHandler: read,
      schema: {
        tags: ['employees'],
        summary: '社員一覧（v2、選択肢用）',
        querystring: employeeV2ListQuerySchema,
        response: { 200: employeeV2ListResponseSchema, ...errors },
      },
    },
    async (request) => service.listV2(db, authed(request), request.query),
  );

  app.get(
    '/v2/employee/employees/exports',
    {
      preHandler: read,
      schema: { tags: ['employees'], summary: '社員一覧のCSV（employees.csv、UTF-8 BOM付き・CRLF）', response: { ...errors } },
    },
    async (request, reply) => sendCsv(reply, service.CSV_FILENAME, service.CSV_HEADER, await service.exportRows(db, authed(request))),
  );

  app.put(
    '/v2/employee/employees/:code',
    {
      preHandler: write,
      schema: {
        tags: ['employees'],
        summary:
          '社員情報を更新（氏名・部署はすぐに。メールアドレスは新しいアドレスに確認リンクを送り、開かれたときに変更。旧アドレスには通知。pending_email は確認待ちのアドレス）',
        params: codeParams,
        body: updateEmployeeBodySchema,
        response: { 200: updateEmployeeResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.updateV2(db, authed(request), request.params.code, request.body, links) }),
  );
};
