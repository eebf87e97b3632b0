import type { NtaInvoiceConfig } from '../../partners/invoice-registrations/nta-invoice-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@app/shared/employees';
import {
  acceptWorkerInvitationBodySchema,
  portalContractListResponseSchema,
  portalContractQuerySchema,
  portalContractResponseSchema,
  portalMeResponseSchema,
  workerInvitationResponseSchema,
  workerResetPasswordBodySchema,
  workerResetRequestBodySchema,
  workerSignInBodySchema,
  workerSignInResponseSchema,
} from '@app/shared/worker-portal';
import { changePasswordBodySchema, changePasswordResponseSchema, signOutEverywhereResponseSchema, signOutResponseSchema } from '@app/shared/auth';
import { workerProfileBodySchema, workerProfileResponseSchema } from '@app/shared/worker-profile';
import { workerTodosQuerySchema, workerTodosResponseSchema } from '@app/shared/todos';
import type { Db } from '../../../db/client';
import type { ThrottleOptions } from '../../identity/auth/auth.service';
import { workerAuthed } from '../../../lib/auth-context';
import { codeParams, errorResponses } from '../../../lib/route-kit';
import * as auth from '../../identity/worker-accounts/worker-auth.service';
import * as invitations from '../../partners/workers/worker-invitations.service';
import * as portal from './worker-portal.service';
import * as profile from '../../partners/worker-profile/worker-profile.service';

const linkErrors = errorResponses(404, 409, 410, 422, 429);
/** Any string: a malformed token is just an unknown one (404), not a validation error. */
const tokenParams = z.object({ token: z.string().max(200) });

/**
 * The worker portal (issue #9): worker accounts' sign-in and password reset, invitation acceptance (no login) and
 * the portal's own read-only API under /v2/worker, every query scoped to the signed-in account.
 */
export const workerPortalRoutes: FastifyPluginAsyncZod<{
  db: Db;
  throttle: ThrottleOptions;
  appUrl: string;
  /** the NTA インボイス Web-API (a saved 登録番号 is checked; undefined: not configured) */
  ntaInvoice?: NtaInvoiceConfig | undefined;
}> = async (
  app,
  { db, throttle, appUrl, ntaInvoice },
) => {
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  });

  // ── worker accounts ──

  app.post(
    '/worker_auth/sign_in',
    {
      schema: {
        tags: ['worker-portal'],
        summary: 'ワーカーのログイン（トークンはレスポンスヘッダーで返す。社員のトークンとは別）',
        body: workerSignInBodySchema,
        response: { 200: workerSignInResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const result = await auth.signIn(db, { ...request.body, ...client(request) }, throttle);
      reply.headers(result.headers);
      return { data: result.account };
    },
  );

  app.delete(
    '/worker_auth/sign_out',
    {
      onRequest: app.requireWorker,
      schema: { tags: ['worker-portal'], summary: 'ワーカーのログアウト（この端末のトークンを無効化）', response: { 200: signOutResponseSchema } },
    },
    async (request, reply) => {
      await auth.signOut(db, workerAuthed(request));
      reply.removeHeader('access-token');
      return { success: true as const };
    },
  );

  // I5: the portal's own password change and sign-out everywhere, as the employees have them
  app.put(
    '/worker_auth/password',
    {
      onRequest: app.requireWorker,
      schema: {
        tags: ['worker-portal'],
        summary: 'ワーカーのパスワード変更（現在のパスワードが必要・誤りは回数制限。他の端末はログアウト）',
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => ({ data: await auth.changePassword(db, workerAuthed(request), request.body, throttle) }),
  );

  app.delete(
    '/worker_auth/sessions',
    {
      onRequest: app.requireWorker,
      schema: {
        tags: ['worker-portal'],
        summary: 'ワーカーのすべての端末からログアウト（この端末を含む）',
        response: { 200: signOutEverywhereResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await auth.signOutEverywhere(db, workerAuthed(request));
      reply.removeHeader('access-token');
      return { success: true as const };
    },
  );

  app.post(
    '/worker_auth/password',
    {
      schema: {
        tags: ['worker-portal'],
        summary: 'ワーカーのパスワード再設定メールを送信（登録の有無にかかわらず同じ応答）',
        body: workerResetRequestBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => ({ data: await auth.requestReset(db, request.body.email, appUrl, request.ip) }),
  );

  app.post(
    '/worker_auth/reset_password',
    {
      schema: {
        tags: ['worker-portal'],
        summary: 'ワーカーのパスワードを再設定（すべての端末をログアウト。ログインはしない）',
        body: workerResetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...linkErrors },
      },
    },
    async (request) => ({ data: await auth.resetPassword(db, request.body) }),
  );

  // ── invitation acceptance (no login) ──

  app.get(
    '/worker_invitations/:token',
    {
      schema: {
        tags: ['worker-portal'],
        summary: 'ワーカー招待の内容（404: 無効・登録済み・取り消し、410: 期限切れ）',
        params: tokenParams,
        response: { 200: workerInvitationResponseSchema, ...linkErrors },
      },
    },
    async (request) => ({ data: await invitations.invitationInfo(db, request.params.token) }),
  );

  app.post(
    '/worker_invitations/:token/acceptance',
    {
      schema: {
        tags: ['worker-portal'],
        summary: 'ワーカー招待を承諾（アカウント作成または既存アカウントと連携し、ログイン状態にする）',
        params: tokenParams,
        body: acceptWorkerInvitationBodySchema,
        response: { 200: workerSignInResponseSchema, ...linkErrors },
      },
    },
    async (request, reply) => {
      const result = await invitations.acceptInvitation(db, request.params.token, request.body, client(request), throttle);
      reply.headers(result.headers);
      return { data: result.account };
    },
  );

  // ── the portal ──

    app.get(
      '/v2/worker/me',
      { onRequest: app.requireWorker, schema: { tags: ['worker-portal'], summary: 'ログイン中のワーカーアカウントと連携している会社', response: { 200: portalMeResponseSchema, ...errorResponses(401) } } },
      async (request) => ({ data: await portal.me(db, workerAuthed(request)) }),
    );

    app.get(
      '/v2/worker/contracts',
      {
        onRequest: app.requireWorker,
        schema: {
          tags: ['worker-portal'],
          summary: '選んだ会社との契約一覧（読み取り専用）',
          querystring: portalContractQuerySchema,
          response: { 200: portalContractListResponseSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => ({ data: await portal.listContracts(db, workerAuthed(request), request.query.company_id) }),
    );

    app.get(
      '/v2/worker/contracts/:code',
      {
        onRequest: app.requireWorker,
        schema: {
          tags: ['worker-portal'],
          summary: '契約の詳細（読み取り専用。自分の契約以外は404）',
          params: codeParams,
          response: { 200: portalContractResponseSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => ({ data: await portal.getContract(db, workerAuthed(request), request.params.code) }),
    );

    app.get(
      '/v2/worker/todos',
      {
        onRequest: app.requireWorker,
        schema: {
          tags: ['worker-portal'],
          summary: '対応が必要なもの（選んだ会社）: 承認待ちの発注書・支払通知書、提出する納品・請求書、未入力の必須項目',
          querystring: workerTodosQuerySchema,
          response: { 200: workerTodosResponseSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => ({ data: await portal.todos(db, workerAuthed(request), request.query.company_id) }),
    );

  // ── the worker's own profile (one truth for every linked company) ──

  app.get(
    '/v2/worker/profile',
    {
      onRequest: app.requireWorker,
      schema: { tags: ['worker-portal'], summary: 'ワーカー本人のプロフィール・家族・インボイス', response: { 200: workerProfileResponseSchema, ...errorResponses(401) } },
    },
    async (request) => ({ data: await profile.getProfile(db, workerAuthed(request)) }),
  );

  app.put(
    '/v2/worker/profile',
    {
      onRequest: app.requireWorker,
      schema: {
        tags: ['worker-portal'],
        summary: 'プロフィールを保存（家族はまとめて置き換え。氏名・屋号・職種は連携しているすべての会社のワーカー情報にも反映）',
        body: workerProfileBodySchema,
        response: { 200: workerProfileResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({ data: await profile.saveProfile(db, workerAuthed(request), request.body.profile, ntaInvoice) }),
  );
};
