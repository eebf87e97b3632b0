import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertEmailSettingResponseSchema, updateAlertEmailSettingBodySchema } from '@app/shared/alert-email-settings';
import { companyEditorRoles, companySettingsRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { errorResponses } from '../../../lib/route-kit';
import * as service from './alert-settings.service';

const errors = errorResponses(401, 403, 404, 422);

/**
 * アラートメール設定 and the 支払通知書 settings (issue #11 item 8): read by the /company roles, changed by
 * administrators. Other modules ask alert-settings.service (alertRecipients, paymentNotificationSettings).
 */
export const alertSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v2/employee/companies/alert_email_settings',
    {
      onRequest: app.requireAuth,
      preHandler: app.requireRole(companySettingsRoles),
      schema: {
        tags: ['company'],
        summary: 'アラートメール設定（種類ごとの送信有無と受信者、支払通知書のメッセージとみなし承認の日数、二重承認が必要になる金額）と受信者に選べる社員',
        response: { 200: alertEmailSettingResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.get(db, authed(request)) }),
  );

  app.put(
    '/v2/employee/companies/alert_email_settings',
    {
      onRequest: app.requireAuth,
      preHandler: app.requireRole(companyEditorRoles),
      schema: {
        tags: ['company'],
        summary: 'アラートメール設定を更新（送った項目だけを置き換え。受信者は自社の社員のみ。payment_approval_threshold は二重承認が必要になる金額（1〜9,999,999,999円、null で無効））',
        body: updateAlertEmailSettingBodySchema,
        response: { 200: alertEmailSettingResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.update(db, authed(request), request.body.alert_email_setting) }),
  );
};
