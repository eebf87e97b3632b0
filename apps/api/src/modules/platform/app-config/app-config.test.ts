/** GET /api/app_config (issue #9 item 7): public, the app's own pages by default, the configured URLs when set. */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadEnv } from '../../../env';
import { useTestApp } from '../../../../test/helpers';

const ctx = useTestApp();

describe('GET /api/app_config', () => {
  it('answers the in-app pages without a token, cacheable for five minutes', async () => {
    const res = await ctx.call('GET', '/api/app_config');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { termsUrl: '/terms', privacyUrl: '/privacy', faqUrl: '/help/faq', guideUrl: '/help/guide' } });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it("answers a company's own URLs from the environment, the unset ones still in-app", async () => {
    const env = loadEnv({
      TERMS_URL: 'https://corp.example.jp/legal/terms',
      PRIVACY_URL: 'https://corp.example.jp/legal/privacy',
      HELP_GUIDE_URL: 'http://intranet.example.jp/guide',
    });
    const app = await buildApp({ db: ctx.database.db, env: { ...env, logLevel: 'silent', webDist: undefined } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/app_config' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        termsUrl: 'https://corp.example.jp/legal/terms',
        privacyUrl: 'https://corp.example.jp/legal/privacy',
        faqUrl: '/help/faq',
        guideUrl: 'http://intranet.example.jp/guide',
      });
    } finally {
      await app.close();
    }
  });

  it('is in the OpenAPI document as a route without sign-in', async () => {
    const doc = (await ctx.call('GET', '/api/docs/json')).json();
    expect(doc.paths['/api/app_config'].get.security).toEqual([]);
  });

  it('leaves the other API answers uncached', async () => {
    expect((await ctx.call('GET', '/api/health')).headers['cache-control']).toBe('no-store');
  });
});
