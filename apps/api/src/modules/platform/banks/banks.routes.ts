import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankBranchParamsSchema, bankSearchQuerySchema, bankSearchResponseSchema } from '@app/shared/banks';
import { errorResponses } from '../../../lib/route-kit';
import * as service from './banks.service';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The 全銀 bank/branch master search (issue #9 item 5), for picking the bank account a worker is paid to. The same
 * two routes serve the worker portal (worker token) and the employees (any signed-in employee, for the company's own
 * 振込元口座): the master is public data, so nothing is scoped to a company or an account.
 */
export const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  const register = (side: 'worker' | 'employee', guard: Guard, tag: string) => {
    app.get(
      `/v2/${side}/banks`,
      {
        onRequest: guard,
        schema: {
          tags: [tag],
          summary: '金融機関の検索（全銀協コード。コードの前方一致、名称・カナ・ローマ字の部分一致。最大20件）',
          querystring: bankSearchQuerySchema,
          response: { 200: bankSearchResponseSchema, ...errorResponses(401, 422) },
        },
      },
      async (request) => ({ data: await service.searchBanks(request.query.q) }),
    );

    app.get(
      `/v2/${side}/banks/:bankCode/branches`,
      {
        onRequest: guard,
        schema: {
          tags: [tag],
          summary: '支店の検索（金融機関コード4桁。コードの前方一致、名称・カナ・ローマ字の部分一致。最大50件）',
          params: bankBranchParamsSchema,
          querystring: bankSearchQuerySchema,
          response: { 200: bankSearchResponseSchema, ...errorResponses(401, 404, 422) },
        },
      },
      async (request) => ({ data: await service.searchBranches(request.params.bankCode, request.query.q) }),
    );
  };

  register('worker', app.requireWorker, 'worker-portal');
  register('employee', app.requireAuth, 'banks');
};
