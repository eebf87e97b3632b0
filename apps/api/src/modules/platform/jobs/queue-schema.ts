/**
 * The pg-boss schema (`pgboss`), installed and upgraded by the schema owner at migration time (db/client.ts
 * runMigrations), never by the request role: `app_user` may not create schemas (db/app-role.ts). The owner also
 * creates the one queue every job kind shares and lets the request roles use the schema's tables and functions.
 */
import type pg from 'pg';
import { PgBoss, type Db as BossDb } from 'pg-boss';

export const QUEUE_SCHEMA = 'pgboss';
/** One queue for every kind of job: the job's kind is in its job_runs row, and the worker dispatches on it. */
export const JOB_QUEUE = 'job_runs';

/** The queue's defaults (each job may override them when it is sent: see jobs.ts). */
export const QUEUE_DEFAULTS = {
  /** a run that stops sending heartbeats (its server was killed) is given to another worker after this */
  heartbeatSeconds: 30,
  /** a run may take at most this long before it is retried (1,000 PDFs and a zip take minutes, not hours) */
  expireInSeconds: 60 * 60,
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 300,
  /** finished queue entries are deleted after a week; the job_runs row stays (it is the record) */
  deleteAfterSeconds: 7 * 24 * 3600,
} as const;

/** pg-boss statements on one connection (a transaction pg-boss opens stays on it). */
export function clientDatabase(client: pg.ClientBase): BossDb {
  return { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
}

/**
 * Installs or upgrades the pg-boss schema and creates the queue, on `client` (the owner's connection, inside the
 * migration lock), then grants the request roles what a worker needs: `app_tenant` (which a SUPERUSER request
 * connection steps down to) here, the login role of DATABASE_URL in grantAppRole.
 */
export async function installJobQueue(client: pg.ClientBase): Promise<void> {
  const boss = new PgBoss({
    db: clientDatabase(client),
    schema: QUEUE_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  boss.on('error', () => {});
  await boss.start();
  try {
    if (!(await boss.getQueue(JOB_QUEUE))) await boss.createQueue(JOB_QUEUE, { ...QUEUE_DEFAULTS });
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
  const { rows } = await client.query<{ exists: boolean }>("SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_tenant') AS exists");
  if (rows[0]?.exists) for (const statement of queueGrants('app_tenant')) await client.query(statement);
}

/** What a request role needs to send and work jobs: the schema's tables, sequences and functions (no DDL). */
export function queueGrants(quotedRole: string): string[] {
  const s = QUEUE_SCHEMA;
  return [
    `GRANT USAGE ON SCHEMA ${s} TO ${quotedRole}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${s} TO ${quotedRole}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${s} TO ${quotedRole}`,
    `GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${s} TO ${quotedRole}`,
  ];
}
