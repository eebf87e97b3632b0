import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contractClassification,
  contractClassificationResponseSchema,
  contractDetailResponseSchema,
  contractImportResponseSchema,
  contractListQuerySchema,
  contractListResponseSchema,
  createContractBodySchema,
  createContractResponseSchema,
  updateContractBodySchema,
  updateContractResponseSchema,
  workerContractQuerySchema,
  workerContractResponseSchema,
} from '@app/shared/contracts';
import { workerEditorRoles } from '@app/shared/roles';
import type { Db } from '../../../db/client';
import { authed } from '../../../lib/auth-context';
import { csvUploadLimits, readUploadedCsv, sendCsv } from '../../../lib/csv';
import { codeParams, errorResponses, publicCode } from '../../../lib/route-kit';
import type { ContractProgress } from './contract-progress';
import * as service from './contracts.service';

const errors = errorResponses(401, 403, 404, 422);
const contractCodeParams = z.object({ contractCode: publicCode });


/**
 * Contracts: classification, the worker's contract tab, the contract list, CSV export and import. `progress` reads a
 * contract's progress from ordering (app.ts passes deliveries.repository#contractProgress).
 */
export const contractRoutes: FastifyPluginAsyncZod<{ db: Db; progress: ContractProgress }> = async (app, { db, progress }) => {
  await app.register(multipart, csvUploadLimits);
  app.addHook('onRequest', app.requireAuth);
  const editors = { preHandler: app.requireRole(workerEditorRoles) };

  app.get(
    '/contracts/classification',
    {
      schema: {
        tags: ['contracts'],
        summary: '契約の区分（契約形態・税区分・単価区分・源泉徴収・支払サイト・税率）',
        response: { 200: contractClassificationResponseSchema, ...errorResponses(401) },
      },
    },
    async () => ({ data: contractClassification }),
  );

  app.get(
    '/workers/:code/contract',
    {
      schema: {
        tags: ['contracts'],
        summary: 'ワーカーの契約（contract_code 省略時は開始日が最も新しい契約）と選択できるプロジェクト',
        params: codeParams,
        querystring: workerContractQuerySchema,
        response: { 200: workerContractResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.getWorkerContract(db, authed(request), request.params.code, request.query.contract_code, progress),
    }),
  );

  app.put(
    '/workers/:code/contract',
    {
      ...editors,
      schema: {
        tags: ['contracts'],
        summary: '契約を更新（部分更新: 基本情報タブは {contract:{id, business_field}} のみ送る。postponement_agreed_on は支払期日が銀行休業日の場合の順延の合意日、null で合意なし）',
        params: codeParams,
        body: updateContractBodySchema,
        response: { 200: updateContractResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.updateWorkerContract(db, authed(request), request.params.code, request.body) }),
  );

  app.post(
    '/workers/:code/contract',
    {
      ...editors,
      schema: {
        tags: ['contracts'],
        summary: '契約を作成（data.contract_id を返す）',
        params: codeParams,
        body: createContractBodySchema,
        response: { 200: createContractResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.createWorkerContract(db, authed(request), request.params.code, request.body) }),
  );

  app.get(
    '/v2/employee/businessors/:code/contracts',
    {
      schema: {
        tags: ['contracts'],
        summary: 'ワーカーの契約一覧（開始日の新しい順）',
        params: codeParams,
        response: { 200: z.object({ data: contractListResponseSchema.shape.data, meta: z.object({ total_count: z.number().int() }) }), ...errors },
      },
    },
    async (request) => service.listWorkerContracts(db, authed(request), request.params.code, progress),
  );

  app.get(
    '/v2/employee/contracts',
    {
      schema: {
        tags: ['contracts'],
        summary: '契約一覧（page は1始まり、search はワーカー名・契約名）',
        querystring: contractListQuerySchema,
        response: { 200: contractListResponseSchema, ...errors },
      },
    },
    async (request) => service.listContracts(db, authed(request), request.query),
  );

  app.get(
    '/v2/employee/contracts/exports',
    {
      schema: {
        tags: ['contracts'],
        summary: '契約一覧のCSV（contracts.csv: UTF-8 BOM付き、CRLF）',
        produces: ['text/csv'],
        response: errorResponses(401),
      },
    },
    async (request, reply) => sendCsv(reply, 'contracts.csv', service.CONTRACT_CSV_HEADER, await service.exportRows(db, authed(request))),
  );

  app.post(
    '/v2/employee/contracts/import_csv',
    {
      ...editors,
      schema: {
        tags: ['contracts'],
        summary: '契約CSVのインポート（multipart csv_file; 契約コード空欄は作成、ありは更新; 全行正しい場合のみ登録）',
        consumes: ['multipart/form-data'],
        response: { 200: contractImportResponseSchema, ...errors, ...errorResponses(413) },
      },
    },
    async (request) => service.importCsv(db, authed(request), await readUploadedCsv(request)),
  );

  app.get(
    '/v2/employee/contracts/:contractCode',
    {
      schema: {
        tags: ['contracts'],
        summary: '契約の詳細',
        params: contractCodeParams,
        response: { 200: contractDetailResponseSchema, ...errors },
      },
    },
    async (request) => service.getContract(db, authed(request), request.params.contractCode),
  );
};
