import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { purchaseOrderTemplateBodySchema, purchaseOrderTemplateResponseSchema } from '@app/shared/purchase-order-template';
import { companyEditorRoles, companySettingsRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { errorResponses } from '../../../lib/route-kit';
import * as service from './purchase-order-templates.service';

const errors = errorResponses(401, 403, 404, 422);

/** 発注書テンプレート (SPEC §7 /company_purchase_order_templates): read by the /company roles, changed by administrators. */
export const purchaseOrderTemplateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/v2/employee/company_purchase_order_templates',
    {
      preHandler: app.requireRole(companySettingsRoles),
      schema: {
        tags: ['company'],
        summary: '発注書テンプレート（未保存なら既定値: 支払方法 銀行振込、検収なし）',
        response: { 200: purchaseOrderTemplateResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.get(db, authed(request)) }),
  );

  app.put(
    '/v2/employee/company_purchase_order_templates',
    {
      preHandler: app.requireRole(companyEditorRoles),
      schema: {
        tags: ['company'],
        summary: '発注書テンプレートを更新（全体を置き換え。品目は全体で15件まで。支払方法に手形は不可）',
        body: purchaseOrderTemplateBodySchema,
        response: { 200: purchaseOrderTemplateResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.update(db, authed(request), request.body) }),
  );
};
