import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentBodySchema,
  agentContractBodySchema,
  agentContractListResponseSchema,
  agentContractResponseSchema,
  agentListQuerySchema,
  agentListResponseSchema,
  agentResponseSchema,
} from '@app/shared/agents';
import { workerEditorRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { codeParams, errorResponses } from '../../../lib/route-kit';
import * as service from './agents.service';

const errors = errorResponses(401, 403, 404, 422);

/** Agents (紹介会社・紹介者) and their agent contracts (紹介契約). */
export const agentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAuth);
  const editors = { preHandler: app.requireRole(workerEditorRoles) };

  app.get(
    '/v2/employee/agents',
    {
      schema: {
        tags: ['agents'],
        summary: 'エージェント一覧（page は1始まり、search は名称・フリガナ）',
        querystring: agentListQuerySchema,
        response: { 200: agentListResponseSchema, ...errors },
      },
    },
    async (request) => service.listAgents(db, authed(request), request.query),
  );

  app.post(
    '/v2/employee/agents',
    {
      ...editors,
      schema: { tags: ['agents'], summary: 'エージェントを登録', body: agentBodySchema, response: { 200: agentResponseSchema, ...errors } },
    },
    async (request) => ({ data: await service.createAgent(db, authed(request), request.body.agent) }),
  );

  app.get(
    '/v2/employee/agents/:code',
    { schema: { tags: ['agents'], summary: 'エージェントの詳細', params: codeParams, response: { 200: agentResponseSchema, ...errors } } },
    async (request) => ({ data: await service.getAgent(db, authed(request), request.params.code) }),
  );

  app.put(
    '/v2/employee/agents/:code',
    {
      ...editors,
      schema: {
        tags: ['agents'],
        summary: 'エージェント情報を更新',
        params: codeParams,
        body: agentBodySchema,
        response: { 200: agentResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.updateAgent(db, authed(request), request.params.code, request.body.agent) }),
  );

  app.get(
    '/v2/employee/agents/:code/agent_contracts',
    {
      schema: {
        tags: ['agents'],
        summary: 'エージェントの紹介契約一覧',
        params: codeParams,
        response: { 200: agentContractListResponseSchema, ...errors },
      },
    },
    async (request) => service.listAgentContracts(db, authed(request), request.params.code),
  );

  app.post(
    '/v2/employee/agents/:code/agent_contracts',
    {
      ...editors,
      schema: {
        tags: ['agents'],
        summary: '紹介契約を作成（紹介したワーカーをワーカーコードで指定）',
        params: codeParams,
        body: agentContractBodySchema,
        response: { 200: agentContractResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.createAgentContract(db, authed(request), request.params.code, request.body.agent_contract),
    }),
  );

  app.get(
    '/v2/employee/agent_contracts/:code',
    {
      schema: { tags: ['agents'], summary: '紹介契約の詳細', params: codeParams, response: { 200: agentContractResponseSchema, ...errors } },
    },
    async (request) => ({ data: await service.getAgentContract(db, authed(request), request.params.code) }),
  );

  app.put(
    '/v2/employee/agent_contracts/:code',
    {
      ...editors,
      schema: {
        tags: ['agents'],
        summary: '紹介契約を更新',
        params: codeParams,
        body: agentContractBodySchema,
        response: { 200: agentContractResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.updateAgentContract(db, authed(request), request.params.code, request.body.agent_contract),
    }),
  );
};
