import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfigResponseSchema, resolveAppConfig, type AppConfig } from '@app/shared/app-config';

/** How long browsers and proxies may keep the answer: it changes only when the server restarts with new variables. */
const APP_CONFIG_MAX_AGE_SECONDS = 300;

/**
 * GET /api/app_config — public: where the 利用規約, プライバシーポリシー, FAQ and guide live (issue #9 item 7). Unset
 * variables answer the app's own pages, so the web never links to a placeholder domain.
 */
export const appConfigRoutes: FastifyPluginAsyncZod<{ pageUrls: Partial<AppConfig> }> = async (app, { pageUrls }) => {
  const data = resolveAppConfig(pageUrls);
  app.get(
    '/app_config',
    {
      schema: {
        tags: ['app-config'],
        summary: '利用規約・プライバシーポリシー・ヘルプページのURL（ログイン不要。未設定のものはアプリ内のページ）',
        security: [],
        response: { 200: appConfigResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${APP_CONFIG_MAX_AGE_SECONDS}`);
      return { data };
    },
  );
};
