import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { AppConfig } from '@app/shared/app-config';
import { StartupError } from './db/startup-error';
import type { S3Config } from './lib/storage/s3-storage';
import type { NtaInvoiceConfig } from './modules/partners/invoice-registrations/nta-invoice-client';

/**
 * TRUST_PROXY, as Fastify's `trustProxy` takes it: `false` (default: the socket's address is the client), `true` (trust
 * every X-Forwarded-For hop — only when nothing but the proxy can reach the app), a hop count (`1` = one load balancer
 * in front: the client is the address it saw) or a comma-separated list of the proxies' addresses / CIDR ranges.
 */
export type TrustProxy = boolean | number | string[];

function isAddressOrCidr(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    if (value === 'true') return true;
    if (value === 'false' || value === '') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((v) => v.trim()).filter((v) => v.length > 0);
    const wrong = list.filter((v) => !isAddressOrCidr(v));
    if (list.length === 0 || wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected true, false, a hop count or comma-separated proxy addresses/CIDRs; not: ${wrong.join(', ') || value}`,
      });
      return z.NEVER;
    }
    return list;
  });

/** A page a company configures (terms, privacy policy, help): an absolute http(s) URL; empty means unset. */
const pageUrlSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string()
    .trim()
    .url({ protocol: /^https?$/, message: 'expected an absolute http(s) URL, e.g. https://example.com/terms' })
    .optional(),
);

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 while the demo company (with its published passwords) exists, else every interface. */
  HOST: z.string().trim().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  APP_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  /** The owner's URL for migrations when DATABASE_URL is a role that may only read and write rows. */
  DATABASE_MIGRATION_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('フリーランス管理 <no-reply@example.com>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built SPA from this folder (default: apps/web/dist next to the API). */
  WEB_DIST: z.string().optional(),
  /** Default: true on the embedded database only; never seed a real server's database unless asked to. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: trustProxySchema,
  /** The company's own 利用規約, プライバシーポリシー, FAQ and guide pages (default: the app's own pages). */
  TERMS_URL: pageUrlSchema,
  PRIVACY_URL: pageUrlSchema,
  HELP_FAQ_URL: pageUrlSchema,
  HELP_GUIDE_URL: pageUrlSchema,
  /** File storage: an S3-compatible bucket when all four are set, else the local folder DATA_DIR/files. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** The local store's signing secret (default: DATA_DIR/storage-secret, created with mode 600). */
  STORAGE_SECRET: z.string().min(32, { message: 'expected at least 32 characters' }).optional(),
  /** マイナンバー encryption key: 32 bytes, base64 (default: DATA_DIR/my-number-key, created with mode 600). */
  MY_NUMBER_KEY: z
    .string()
    .refine((v) => Buffer.from(v.trim(), 'base64').length === 32, { message: 'expected 32 bytes, base64-encoded (openssl rand -base64 32)' })
    .optional(),
  /** Slack (issue #23): the app's OAuth 2 client; unset = the 設定 > Slack連携 tab says it is not configured. */
  SLACK_CLIENT_ID: z.string().trim().min(1).optional(),
  SLACK_CLIENT_SECRET: z.string().trim().min(1).optional(),
  SLACK_AUTHORIZE_URL: z.string().url().default('https://slack.com/oauth/v2/authorize'),
  SLACK_TOKEN_URL: z.string().url().default('https://slack.com/api/oauth.v2.access'),
  SLACK_SCOPES: z.string().trim().min(1).default('incoming-webhook,chat:write'),
  /**
   * インボイス登録 (issue #25 item 3): the NTA 適格請求書発行事業者公表システム Web-API's base URL and アプリケーションID;
   * unset = numbers are not checked (the worker page says so).
   */
  NTA_INVOICE_API_URL: z.string().url().optional(),
  NTA_INVOICE_API_ID: z.string().trim().min(1).optional(),
  /** Webhooks to loopback/private/link-local addresses are refused unless this is true (tests, a closed network). */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
});

export type Env = {
  port: number;
  /** Null: decided at start (127.0.0.1 with the demo company, 0.0.0.0 without). */
  host: string | null;
  dataDir: string;
  appUrl: string;
  databaseUrl: string | undefined;
  databaseMigrationUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  webDist: string | undefined;
  seedDemo: boolean;
  trustProxy: TrustProxy;
  /** Configured terms/privacy/help URLs; an absent key is the app's own page (GET /api/app_config). */
  pageUrls: Partial<AppConfig>;
  /** S3_*: set only when every required variable is (a partial set stops the start). */
  s3: S3Config | undefined;
  storageSecret: string | undefined;
  myNumberKey: string | undefined;
  /** SLACK_*: the OAuth 2 client and endpoints (clientId/clientSecret undefined = not configured). */
  slack: SlackConfig;
  /** WEBHOOK_ALLOW_PRIVATE=true: webhooks may post to private addresses (default: refused, SSRF). */
  webhookAllowPrivate: boolean;
  /** NTA_INVOICE_API_URL + NTA_INVOICE_API_ID: both set, or undefined (インボイス登録 not checked). */
  ntaInvoice: NtaInvoiceConfig | undefined;
};

export type SlackConfig = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  authorizeUrl: string;
  tokenUrl: string;
  scopes: string;
};

/** Parses the environment once; a bad value stops the process with a readable message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join(', ');
    throw new StartupError(
      `環境変数の値が正しくありません（${problems}）。README の「Configuration」の表のとおりに直してください。`,
      `Invalid environment (${problems}); fix it as the Configuration table in the README describes.`,
    );
  }
  const e = parsed.data;
  const s3Set = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].filter((v) => v !== undefined).length;
  if (s3Set > 0 && s3Set < 4) {
    throw new StartupError(
      '環境変数 S3_ENDPOINT・S3_BUCKET・S3_ACCESS_KEY_ID・S3_SECRET_ACCESS_KEY は4つともそろえて設定してください（ローカル保存にするなら4つとも外してください）。',
      'Set all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none of them (local storage).',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST ?? null,
    dataDir: path.resolve(e.DATA_DIR),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    databaseMigrationUrl: e.DATABASE_MIGRATION_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !e.DATABASE_URL,
    trustProxy: e.TRUST_PROXY,
    pageUrls: {
      ...(e.TERMS_URL ? { termsUrl: e.TERMS_URL } : {}),
      ...(e.PRIVACY_URL ? { privacyUrl: e.PRIVACY_URL } : {}),
      ...(e.HELP_FAQ_URL ? { faqUrl: e.HELP_FAQ_URL } : {}),
      ...(e.HELP_GUIDE_URL ? { guideUrl: e.HELP_GUIDE_URL } : {}),
    },
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    storageSecret: e.STORAGE_SECRET,
    myNumberKey: e.MY_NUMBER_KEY,
    slack: {
      clientId: e.SLACK_CLIENT_ID,
      clientSecret: e.SLACK_CLIENT_SECRET,
      authorizeUrl: e.SLACK_AUTHORIZE_URL,
      tokenUrl: e.SLACK_TOKEN_URL,
      scopes: e.SLACK_SCOPES,
    },
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    ntaInvoice: e.NTA_INVOICE_API_URL && e.NTA_INVOICE_API_ID ? { baseUrl: e.NTA_INVOICE_API_URL, applicationId: e.NTA_INVOICE_API_ID } : undefined,
  };
}
