/**
 * Where the terms, the privacy policy and the help pages live (issue #9 item 7). A company running the app may point
 * them at its own pages (TERMS_URL, PRIVACY_URL, HELP_FAQ_URL, HELP_GUIDE_URL); unset, they are the app's own public
 * pages. `GET /api/app_config` answers the resolved values.
 */
import { z } from 'zod';

/** The app's own pages, used when a URL is not configured. */
export const APP_CONFIG_DEFAULTS = {
  termsUrl: '/terms',
  privacyUrl: '/privacy',
  faqUrl: '/help/faq',
  guideUrl: '/help/guide',
} as const;

const appConfigSchema = z.object({
  termsUrl: z.string(),
  privacyUrl: z.string(),
  faqUrl: z.string(),
  guideUrl: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const appConfigResponseSchema = z.object({ data: appConfigSchema });
export type AppConfigResponse = z.infer<typeof appConfigResponseSchema>;

/** The configured URLs over the defaults (an unset one is the app's own page). */
export function resolveAppConfig(configured: Partial<AppConfig>): AppConfig {
  return {
    termsUrl: configured.termsUrl ?? APP_CONFIG_DEFAULTS.termsUrl,
    privacyUrl: configured.privacyUrl ?? APP_CONFIG_DEFAULTS.privacyUrl,
    faqUrl: configured.faqUrl ?? APP_CONFIG_DEFAULTS.faqUrl,
    guideUrl: configured.guideUrl ?? APP_CONFIG_DEFAULTS.guideUrl,
  };
}

/** True for an absolute http(s) URL (a company's own page); false for an in-app path such as '/terms'. */
export function isExternalUrl(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
