import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workerBankAccountBodySchema, workerBankAccountResponseSchema } from '@app/shared/worker-bank-account';
import type { Db } from '../../../db/client';
import type { ThrottleOptions } from '../../identity/auth/auth.service';
import { workerAuthed } from '../../../lib/auth-context';
import { errorResponses } from '../../../lib/route-kit';
import * as service from './worker-bank.service';

/**
 * The worker's bank account for transfers (issue #9 item 5), one per worker account: every linked company reads it on
 * its 個人情報 page (number masked there). Registered beside workerPortalRoutes.
 */
export const workerBankRoutes: FastifyPluginAsyncZod<{ db: Db; throttle: ThrottleOptions }> = async (app, { db, throttle }) => {
  app.get(
    '/v2/worker/bank_account',
    {
      onRequest: app.requireWorker,
      schema: {
        tags: ['worker-portal'],
        summary: '自分の振込口座（未登録はnull。口座番号は全桁）',
        response: { 200: workerBankAccountResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await service.getBankAccount(db, workerAuthed(request)) }),
  );

  app.put(
    '/v2/worker/bank_account',
    {
      onRequest: app.requireWorker,
      schema: {
        tags: ['worker-portal'],
        summary:
          '振込口座を登録・変更（現在のパスワードが必要・誤りは回数制限。金融機関・支店は全銀マスタのコードで指定し名称はマスタから。口座番号は7桁に0埋め、口座名義カナは全銀の半角文字に変換、書けない文字は422。変更は記録され、本人へメール、連携先の会社の支払担当へ通知）',
        body: workerBankAccountBodySchema,
        response: { 200: workerBankAccountResponseSchema, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => ({ data: await service.saveBankAccount(db, workerAuthed(request), request.body, throttle) }),
  );
};
