import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unregisteredPurchasesResponseSchema } from '@app/shared/unregistered-purchases';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { codeParams, errorResponses } from '../../../lib/route-kit';
import * as service from './purchase-totals.service';

const errors = errorResponses(401, 403, 404, 422);

/** Yearly purchases from a worker without インボイス登録 (the 経過措置 cap, issue #18 item 11): read-only. */
export const purchaseTotalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/v2/employee/businessors/:code/unregistered_purchases',
    {
      schema: {
        tags: ['workers'],
        summary:
          'インボイス登録のないワーカーからの課税仕入れ（暦年ごと・税込。承認済み・支払済みの支払通知書の取引日で集計）と、経過措置の上限（1億円）に対する割合・90%以上の警告',
        params: codeParams,
        response: { 200: unregisteredPurchasesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.unregisteredPurchases(db, authed(request), request.params.code) }),
  );
};
