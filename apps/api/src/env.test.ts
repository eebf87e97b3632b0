import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('seeds the demo company by default only on the embedded database', () => {
    expect(loadEnv({}).seedDemo).toBe(true);
    expect(loadEnv({ DATABASE_URL: 'postgres://app@db.example.com:5432/freelance' }).seedDemo).toBe(false);
  });

  it('lets an explicit SEED_DEMO win either way', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://app@db.example.com/freelance', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('explains a bad value in one sentence in Japanese and English', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/^環境変数の値が正しくありません（PORT: .*）。.*\nInvalid environment \(PORT: /);
  });

  it("takes the terms, privacy and help pages as absolute http(s) URLs; unset or empty means the app's own page", () => {
    expect(loadEnv({}).pageUrls).toEqual({});
    expect(loadEnv({ TERMS_URL: '', PRIVACY_URL: '  ' }).pageUrls).toEqual({});
    expect(
      loadEnv({
        TERMS_URL: 'https://example.jp/terms',
        PRIVACY_URL: 'https://example.jp/privacy',
        HELP_FAQ_URL: 'http://help.example.jp/faq',
        HELP_GUIDE_URL: 'https://help.example.jp/guide?lang=ja',
      }).pageUrls,
    ).toEqual({
      termsUrl: 'https://example.jp/terms',
      privacyUrl: 'https://example.jp/privacy',
      faqUrl: 'http://help.example.jp/faq',
      guideUrl: 'https://help.example.jp/guide?lang=ja',
    });
  });

  it('refuses a page URL that is not an absolute http(s) URL, naming the variable', () => {
    expect(() => loadEnv({ TERMS_URL: 'example.jp/terms' })).toThrow(/TERMS_URL: expected an absolute http\(s\) URL/);
    expect(() => loadEnv({ PRIVACY_URL: 'javascript:alert(1)' })).toThrow(/PRIVACY_URL/);
    expect(() => loadEnv({ HELP_FAQ_URL: 'ftp://example.jp/faq' })).toThrow(/HELP_FAQ_URL/);
    expect(() => loadEnv({ HELP_GUIDE_URL: '/help/guide' })).toThrow(/HELP_GUIDE_URL/);
  });

  it('configures the NTA インボイス Web-API only when both its URL and its application ID are set', () => {
    expect(loadEnv({}).ntaInvoice).toBeUndefined();
    expect(loadEnv({ NTA_INVOICE_API_URL: 'https://web-api.invoice-kohyo.nta.go.jp' }).ntaInvoice).toBeUndefined();
    expect(loadEnv({ NTA_INVOICE_API_URL: 'https://web-api.invoice-kohyo.nta.go.jp', NTA_INVOICE_API_ID: 'app-id' }).ntaInvoice).toEqual({
      baseUrl: 'https://web-api.invoice-kohyo.nta.go.jp',
      applicationId: 'app-id',
    });
    expect(() => loadEnv({ NTA_INVOICE_API_URL: 'not a url', NTA_INVOICE_API_ID: 'app-id' })).toThrow(/NTA_INVOICE_API_URL/);
  });
});
