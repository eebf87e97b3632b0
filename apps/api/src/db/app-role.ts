/**
 * The role the API's requests run as: it may read and write the rows of the app's tables and nothing else — it owns
 * nothing, and is not SUPERUSER, CREATEROLE, CREATEDB, REPLICATION or BYPASSRLS. Migrations run as the owner.
 */
import type pg from 'pg';
import { queueGrants } from '../modules/platform/jobs/queue-schema';

/** The request role on the embedded server (its password is kept in DATA_DIR/pg.app-password). */
export const EMBEDDED_APP_ROLE = 'app_user';

// Taken by runMigrations too; grants change catalog rows that concurrent starts would otherwise race on.
const LOCK = 724300111;

export type RoleInfo = { name: string; superuser: boolean; createrole: boolean; bypassrls: boolean };

/** Creates the login role, or resets it to a plain login role with this password. */
export async function ensureAppRole(owner: pg.Pool, role: string, password: string): Promise<void> {
  const client = await owner.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK]);
    const name = client.escapeIdentifier(role);
    const exists = (await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role])).rowCount === 1;
    const attributes = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';
    // utility statements take no parameters: the password is quoted as a literal
    await client.query(`${exists ? 'ALTER' : 'CREATE'} ROLE ${name} WITH ${attributes} PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK]).catch(() => {});
    client.release();
  }
}

/**
 * Run as the owner after the migrations: `role` may use the schema and read and write every table (and use every
 * sequence) in it, now and in tables later migrations create (default privileges of the owner); and it may use the job
 * queue's schema (pgboss: rows, sequences, functions).
 */
export async function grantAppRole(owner: pg.Pool, role: string): Promise<void> {
  const client = await owner.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK]);
    const name = client.escapeIdentifier(role);
    const { rows } = await client.query<{ db: string }>('SELECT current_database() AS db');
    const statements = [
      `GRANT CONNECT ON DATABASE ${client.escapeIdentifier(rows[0]!.db)} TO ${name}`,
      `GRANT USAGE ON SCHEMA public TO ${name}`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${name}`,
      `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${name}`,
      `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${name}`,
      `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${name}`,
      // the job queue (pg-boss), installed by runMigrations: its rows and functions, no DDL
      ...queueGrants(name),
    ];
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK]).catch(() => {});
    client.release();
  }
}

/** Who a pool connects as, and the attributes a request role must not have. */
export async function currentRole(pool: pg.Pool): Promise<RoleInfo> {
  const { rows } = await pool.query<{ name: string; superuser: boolean; createrole: boolean; bypassrls: boolean }>(
    `SELECT rolname AS name, rolsuper AS superuser, rolcreaterole AS createrole, rolbypassrls AS bypassrls
       FROM pg_roles WHERE rolname = session_user`,
  );
  return rows[0]!;
}
