import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { currentRole, EMBEDDED_APP_ROLE, ensureAppRole, grantAppRole, type RoleInfo } from './app-role';
import { connect, runMigrations, type Database } from './client';
import { startEmbeddedPostgres, type EmbeddedOptions } from './embedded';
import { StartupError } from './startup-error';

export type StartedDatabase = Database & {
  /** The URL the request pool uses. */
  url: string;
  /** The schema owner's URL (migrations; the restore of a backup). Never logged. */
  ownerUrl: string;
  embedded: boolean;
  /** The role requests run as. */
  role: RoleInfo;
  /** Embedded only: where the cluster is, and whether that is outside DATA_DIR (see embedded.ts). */
  cluster?: { dir: string; relocated: boolean };
  shutdown: () => Promise<void>;
};

/** host:port/database of a URL, without user or password, for messages. */
function where(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function detail(error: unknown): string {
  const e = error as { message?: unknown; code?: unknown };
  const message = typeof e?.message === 'string' && e.message ? e.message.split('\n')[0]! : String(error);
  return typeof e?.code === 'string' && !message.includes(e.code) ? `${message} [${e.code}]` : message;
}

async function appRolePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('hex');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

/**
 * Connects to DATABASE_URL, or starts the embedded server in DATA_DIR/pg; then applies the migrations as the owner
 * and opens the request pool as a role without SUPERUSER, CREATEROLE or BYPASSRLS where it can:
 * - embedded: migrations as `postgres`, requests as `app_user` (created here, granted DML only);
 * - DATABASE_URL with DATABASE_MIGRATION_URL: migrations as the migration URL's role (the owner), which then grants
 *   DATABASE_URL's role DML on its tables; requests on DATABASE_URL;
 * - DATABASE_URL alone: migrations and requests on it (the caller warns when that role is too powerful).
 * One driver and one code path for all.
 */
export async function startDatabase(opts: {
  databaseUrl: string | undefined;
  migrationUrl?: string | undefined;
  dataDir: string;
  log: (message: string) => void;
  embeddedOptions?: EmbeddedOptions;
}): Promise<StartedDatabase> {
  let ownerUrl: string;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let cluster: StartedDatabase['cluster'];
  let grantTo: string | undefined;
  let appUrl: string;
  let appPassword: string | undefined;
  if (!opts.databaseUrl) {
    const pgDir = path.join(opts.dataDir, 'pg');
    const embedded = await startEmbeddedPostgres(pgDir, opts.log, opts.embeddedOptions);
    stopEmbedded = embedded.stop;
    cluster = { dir: embedded.clusterDir, relocated: embedded.relocated };
    ownerUrl = embedded.url;
    const u = new URL(embedded.url);
    u.username = EMBEDDED_APP_ROLE;
    appPassword = await appRolePassword(`${pgDir}.app-password`);
    u.password = appPassword;
    appUrl = u.toString();
    grantTo = EMBEDDED_APP_ROLE;
  } else {
    ownerUrl = opts.migrationUrl ?? opts.databaseUrl;
    appUrl = opts.databaseUrl;
  }
  const which = opts.databaseUrl ? (opts.migrationUrl ? 'DATABASE_MIGRATION_URL' : 'DATABASE_URL') : undefined;

  const owner = connect(ownerUrl, 1);
  let database: Database | undefined;
  try {
    try {
      await owner.pool.query('SELECT 1');
    } catch (error) {
      throw new StartupError(
        `${which ?? '埋め込みデータベース'}（${where(ownerUrl)}）に接続できませんでした: ${detail(error)}。URL と、サーバーが動いていることを確認してください。`,
        `Could not connect to ${which ?? 'the embedded database'} (${where(ownerUrl)}): ${detail(error)}; check the URL and that the server is running.`,
      );
    }
    try {
      await runMigrations(owner.pool);
    } catch (error) {
      throw new StartupError(
        `データベースのマイグレーションを適用できませんでした: ${detail(error)}。${which ?? 'データベース'} のロールがテーブルを作成・変更できる所有者であることを確認してください。`,
        `Could not apply the database migrations: ${detail(error)}; make sure the role of ${which ?? 'the database'} owns the schema (may create and alter tables).`,
      );
    }
    if (appPassword) await ensureAppRole(owner.pool, EMBEDDED_APP_ROLE, appPassword);
    database = connect(appUrl, 10, 'request');
    let role: RoleInfo;
    try {
      role = await currentRole(database.pool);
    } catch (error) {
      throw new StartupError(
        `DATABASE_URL（${where(appUrl)}）に接続できませんでした: ${detail(error)}。URL とロールのパスワードを確認してください。`,
        `Could not connect to DATABASE_URL (${where(appUrl)}): ${detail(error)}; check the URL and the role's password.`,
      );
    }
    if (opts.migrationUrl && opts.databaseUrl) {
      const ownerRole = await currentRole(owner.pool);
      if (ownerRole.name !== role.name) grantTo = role.name;
    }
    if (grantTo) await grantAppRole(owner.pool, grantTo);
    await owner.close();
    const opened = database;
    return {
      ...opened,
      url: appUrl,
      ownerUrl,
      embedded: !!stopEmbedded,
      role,
      ...(cluster ? { cluster } : {}),
      shutdown: async () => {
        await opened.close().catch(() => {});
        await stopEmbedded?.();
      },
    };
  } catch (error) {
    await owner.close().catch(() => {});
    await database?.close().catch(() => {});
    await stopEmbedded?.();
    throw error;
  }
}
