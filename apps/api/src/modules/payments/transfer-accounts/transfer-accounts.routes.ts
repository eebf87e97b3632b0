import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyEditorRoles, companySettingsRoles } from '@app/shared/roles';
import { transferAccountsBodySchema, transferAccountsResponseSchema } from '@app/shared/transfer-accounts';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { errorResponses } from '../../../lib/route-kit';
import * as service from './transfer-accounts.service';

const errors = errorResponses(401, 403, 404, 422);

/** 振込元口座 (SPEC §7 /companies/transfer_accounts): read by the /company roles, changed by administrators. */
export const transferAccountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/v2/employee/companies/transfer_accounts',
    {
      preHandler: app.requireRole(companySettingsRoles),
      schema: {
        tags: ['company'],
        summary: '振込元口座の一覧（既定の口座が先頭。金融機関・支店名は全銀マスタの名称、依頼人名は全銀の半角文字）',
        response: { 200: transferAccountsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.list(db, authed(request)) }),
  );

  app.put(
    '/v2/employee/companies/transfer_accounts',
    {
      preHandler: app.requireRole(companyEditorRoles),
      schema: {
        tags: ['company'],
        summary:
          '振込元口座を一括で置き換え（10件まで。空でなければ既定は1つ。id付きは既存口座の更新、なしは追加、含まれない口座は削除。金融機関・支店は全銀マスタのコード、依頼人名は全銀の半角文字に変換）',
        body: transferAccountsBodySchema,
        response: { 200: transferAccountsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.replace(db, authed(request), request.body) }),
  );
};
