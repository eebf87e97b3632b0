import path from 'node:path';
import { z } from 'zod';
import { StartupError } from './db/startup-error';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
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
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export type Env = {
  port: number;
  host: string;
  dataDir: string;
  appUrl: string;
  databaseUrl: string | undefined;
  databaseMigrationUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  webDist: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    databaseMigrationUrl: e.DATABASE_MIGRATION_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !e.DATABASE_URL,
    trustProxy: e.TRUST_PROXY === 'true',
  };
}
