import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceRegistrationResponseSchema } from '@app/shared/invoice-registrations';
import { workerEditorRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { codeParams, errorResponses } from '../../../lib/route-kit';
import type { NtaInvoiceConfig } from './nta-invoice-client';
import * as service from './invoice-registrations.service';

const errors = errorResponses(401, 403, 404, 409, 422);

/** インボイス登録 of one worker as published by the NTA (issue #25 item 3). `nta` undefined: not configured. */
export const invoiceRegistrationRoutes: FastifyPluginAsyncZod<{ db: Db; nta: NtaInvoiceConfig | undefined }> = async (app, { db, nta }) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/v2/employee/businessors/:code/invoice_registration',
    {
      schema: {
        tags: ['workers'],
        summary: 'ワーカーのインボイス登録番号の公表状況（国税庁 適格請求書発行事業者公表システム）',
        params: codeParams,
        response: { 200: invoiceRegistrationResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.workerRegistration(db, authed(request), request.params.code, nta) }),
  );

  app.post(
    '/v2/employee/businessors/:code/invoice_registration/check',
    {
      preHandler: app.requireRole(workerEditorRoles),
      schema: {
        tags: ['workers'],
        summary: 'ワーカーのインボイス登録番号を今すぐ照会（API未設定・無応答でも失敗にせず、状況を返す）',
        params: codeParams,
        response: { 200: invoiceRegistrationResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.recheck(db, authed(request), request.params.code, nta) }),
  );
};
