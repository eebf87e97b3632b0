import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { basicInformationResponseSchema, updateBasicInformationBodySchema } from '@app/shared/company';
import { companyEditorRoles, companySettingsRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { errorResponses } from '../../../lib/route-kit';
import * as service from './company-settings.service';

const errors = errorResponses(401, 403, 404, 422);

/** 基本情報 of the signed-in employee's company: read by the /company roles, changed by administrators. */
export const companySettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/companies/basic_information',
    {
      preHandler: app.requireRole(companySettingsRoles),
      schema: {
        tags: ['company'],
        summary: '会社の基本情報（会社名・住所・代表者・電話・法人番号・インボイス登録番号）',
        response: { 200: basicInformationResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { company: await service.get(db, authed(request)) } }),
  );

  app.put(
    '/companies/basic_information',
    {
      preHandler: app.requireRole(companyEditorRoles),
      schema: {
        tags: ['company'],
        summary: '会社の基本情報を更新（インボイス登録番号はチェックデジットも検証）',
        body: updateBasicInformationBodySchema,
        response: { 200: basicInformationResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { company: await service.update(db, authed(request), request.body.company) } }),
  );
};
