import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import pino from 'pino';
import { buildApp } from './app';
import { startDatabase } from './db/database';
import { describeStartupFailure } from './db/startup-error';
import { DEMO_PASSWORD, demoLogins, demoWorkerLogin, seedDemoIfEmpty } from './db/seed-demo';
import { demoCompanyExists } from './modules/identity/companies/companies.repository';
import { loadEnv } from './env';
import { createFileStorage } from './lib/storage';
import { loadMyNumberKey, MyNumberCipher } from './lib/my-number-crypto';
import { startMaintenance } from './jobs/maintenance';
import { startMyNumberRetention } from './jobs/my-number-retention';
import { OutboxWorker } from './jobs/outbox';
import { WebhookWorker } from './modules/platform/slack/webhook-worker';
import { startDailyJobs } from './jobs/daily';
import { paymentAlertJobs } from './jobs/payment-alerts';
import { deemedApprovalJob } from './jobs/deemed-approval';
import { invoiceRegistrationJob } from './jobs/invoice-registrations';

/** How long in-flight requests may finish after SIGTERM, and when the process exits whatever still hangs. */
const SHUTDOWN_GRACE_MS = 5_000;
const SHUTDOWN_DEADLINE_MS = 10_000;

function defaultWebDist(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../apps/web/dist')].find((p) =>
    existsSync(path.join(p, 'index.html')),
  );
}

async function main() {
  const env = loadEnv();
  const log = pino({ level: env.logLevel });
  const database = await startDatabase({
    databaseUrl: env.databaseUrl,
    migrationUrl: env.databaseMigrationUrl,
    dataDir: env.dataDir,
    log: (m) => log.debug({ component: 'embedded-postgres' }, m),
  });
  log.info(
    { embedded: database.embedded, dataDir: env.dataDir, cluster: database.cluster?.dir, role: database.role.name },
    'database ready, migrations applied',
  );
  const { role } = database;
  if (role.superuser || role.createrole || role.bypassrls) {
    log.warn(
      { role: role.name, superuser: role.superuser, createrole: role.createrole, bypassrls: role.bypassrls },
      'requests run as a role with SUPERUSER, CREATEROLE or BYPASSRLS: give DATABASE_URL a role that may only read and write rows and put the owner in DATABASE_MIGRATION_URL (README: Running on a PostgreSQL server)',
    );
  }

  const storage = await createFileStorage(env);
  const myNumberKey = await loadMyNumberKey(env.dataDir, env.myNumberKey);
  const myNumberCipher = new MyNumberCipher(myNumberKey.key);
  const seeded = env.seedDemo ? await seedDemoIfEmpty(database.db, { cipher: myNumberCipher, storage }) : false;
  const showDemoLogins = seeded || (await demoCompanyExists(database.db));
  const app = await buildApp({
    db: database.db,
    storage,
    myNumberCipher,
    env: { ...env, webDist: env.webDist ?? defaultWebDist() },
    // this instance runs the queue's maintenance too (pg-boss takes a lock: one instance at a time does it)
    jobs: { supervise: true },
    slack: env.slack,
    ...(env.ntaInvoice ? { ntaInvoice: env.ntaInvoice } : {}),
  });
  const outbox = new OutboxWorker({
    db: database.db,
    smtpUrl: env.smtpUrl,
    mailDir: path.join(env.dataDir, 'mail'),
    from: env.mailFrom,
    log: app.log,
  });
  // Slack and other webhooks (issue #23): posted from webhook_deliveries, never in the request that wrote them
  const webhooks = new WebhookWorker({ db: database.db, log: app.log, allowPrivate: env.webhookAllowPrivate });

  let stopMaintenance = () => {};
  let stopRetention = () => {};
  let stopDailyJobs = () => {};

  let closing = false;
  /**
   * SIGTERM/SIGINT: stop accepting and let in-flight requests finish for GRACE_MS; then cut the connections still open
   * (a request whose body never arrives would otherwise hold the server forever), stop the outbox, the jobs and the
   * embedded database, and exit 0. Whatever still hangs at DEADLINE_MS, the process exits 1 anyway.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error({ signal, deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown did not finish in time: exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    stopMaintenance();
    stopRetention();
    stopDailyJobs();
    const cut = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    // the job workers stop at their next item (≤ 3 s) while requests finish; their jobs resume on the next start
    await Promise.all([app.close().catch(() => {}), app.jobs.stop().catch(() => {})]);
    clearTimeout(cut);
    await Promise.all([outbox.stop().catch(() => {}), webhooks.stop().catch(() => {})]);
    await database.shutdown().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception');
    void database.shutdown().finally(() => process.exit(1));
  });

  // with the demo company (whose passwords are in the README) only this machine may connect unless HOST says otherwise
  const host = env.host ?? (showDemoLogins ? '127.0.0.1' : '0.0.0.0');
  try {
    await app.listen({ port: env.port, host });
  } catch (error) {
    await app.close().catch(() => {});
    await database.shutdown().catch(() => {});
    throw error;
  }
  outbox.start();
  webhooks.start();
  await app.jobs.work();
  stopMaintenance = startMaintenance(database.db, app.log, storage);
  stopRetention = startMyNumberRetention(database.db, storage, app.log);
  // once per Japan day across all instances (scheduled_job_runs): the payment alert mails and みなし承認
  stopDailyJobs = startDailyJobs(database.db, app.log, [
    ...paymentAlertJobs({ appUrl: env.appUrl }),
    deemedApprovalJob,
    invoiceRegistrationJob(env.ntaInvoice, app.log),
  ]);
  const address = `http://localhost:${env.port}`;
  const lines = [
    `フリーランス管理を起動しました: ${address}（APIドキュメント: ${address}/api/docs）`,
    host === '127.0.0.1' && env.host === null
      ? '待ち受け: 127.0.0.1（このマシンからのみ。デモ会社があるため。ほかのマシンから使うには HOST=0.0.0.0 を指定してください）'
      : `待ち受け: ${host}`,
  ];
  if (database.cluster?.relocated) {
    lines.push(
      `データベースは ${database.cluster.dir} にあります（postgres ユーザーが DATA_DIR に入れないため。${path.join(env.dataDir, 'pg')} はそこへのリンクです）。`,
    );
  }
  if (myNumberKey.created) {
    lines.push(
      `マイナンバーの暗号鍵を ${myNumberKey.file} に作成しました（権限600）。データベースとは別にバックアップしてください。鍵を失うと登録済みのマイナンバーは読めなくなります。`,
    );
  }
  if (showDemoLogins) {
    lines.push(seeded ? 'デモ会社「デモ株式会社」を作成しました。デモ用ログイン:' : 'デモ用ログイン（デモ株式会社）:');
    for (const l of [...demoLogins, demoWorkerLogin]) lines.push(`  ${l.email.padEnd(22)} / ${DEMO_PASSWORD}  (${l.role})`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  // one sentence the person starting the app can act on; the stack only when asked for
  console.error(describeStartupFailure(error));
  if (process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace') console.error(error);
  process.exit(1);
});
