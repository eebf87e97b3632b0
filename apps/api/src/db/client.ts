import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { scopedActorName, scopedCompanyId } from './tenant-scope';
import { installJobQueue } from '../modules/platform/jobs/queue-schema';

// Return `date` columns as 'YYYY-MM-DD' strings and bigint as numbers (yen fits easily in 2^53).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Db = NodePgDatabase & { $client: pg.Pool };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a repository can run SQL on: the pool or a transaction. */
export type Queryable = Db | Tx;

/**
 * A named (prepared) statement on the pool, for the few queries every request runs: PostgreSQL parses and plans it
 * once per connection, and no query builder runs per request. `name` must be unique per SQL text.
 */
export async function prepared<Row extends pg.QueryResultRow>(db: Db, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const result = await db.$client.query<Row>({ name, text, values });
  return result.rows;
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

const SCOPE = Symbol('app.company_id');
const ACTOR = Symbol('app.actor_name');
const READY = Symbol('stepped down');
type ScopedClient = pg.PoolClient & { [SCOPE]?: string; [ACTOR]?: string; [READY]?: true };

/**
 * The pool requests run on. Each connection it hands out has PostgreSQL's `app.company_id` set to the company of the
 * caller's scope (db/tenant-scope.ts), so the row-level security policies see the signed-in company; outside a scope
 * the setting is empty. Scoped and unscoped callers take their connections from two pools, so a request that reads its
 * session unscoped and then its page scoped does not reset a connection twice: an unscoped connection never carries a
 * company, and a scoped one changes its setting (one `set_config`, remembered per connection) only when the next
 * caller is of another company or person (`app.actor_name`, which the 電子帳簿保存法 versions record). The setting is
 * made when the connection is taken, before any BEGIN, and so holds for a whole transaction.
 */
class TenantPool extends pg.Pool {
  /** connections for scoped callers; `this` (the base pool) serves the unscoped ones */
  readonly scoped: pg.Pool;

  constructor(options: pg.PoolConfig) {
    super(options);
    this.scoped = new pg.Pool(options);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    const companyId = scopedCompanyId(); // read now, in the caller's scope
    const actorName = scopedActorName() ?? '';
    const taken = (companyId === null ? super.connect() : this.scoped.connect()).then(async (client: ScopedClient) => {
      try {
        if (!client[READY]) {
          // a new connection: a superuser steps down to app_tenant before its first statement
          await client.query(STEP_DOWN);
          client[READY] = true;
        }
        const want = companyId === null ? undefined : String(companyId);
        if (want !== undefined && (client[SCOPE] !== want || client[ACTOR] !== actorName)) {
          // app.actor_name: who the 電子帳簿保存法 versions name (drizzle/0024); one statement with the company
          await client.query("SELECT set_config('app.company_id', $1, false), set_config('app.actor_name', $2, false)", [want, actorName]);
          client[SCOPE] = want;
          client[ACTOR] = actorName;
        }
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      return client;
    });
    if (!callback) return taken;
    taken.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error | undefined)),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }

  override on(event: 'error' | 'connect' | 'acquire' | 'remove' | 'release', listener: (...args: never[]) => void): this {
    super.on(event as 'error', listener as () => void);
    this.scoped.on(event as 'error', listener as () => void);
    return this;
  }

  override async end(): Promise<void> {
    await Promise.all([super.end(), this.scoped.end()]);
  }
}

/**
 * A connection pool. `request` pools (what requests, jobs and tests' fixtures use) carry the company scope to
 * PostgreSQL, and a SUPERUSER connection steps down to the `app_tenant` role (migration 0016) so that row-level
 * security applies to it too; `owner` pools (migrations, backup and restore) do neither.
 */
export function connect(url: string, max = 10, kind: 'request' | 'owner' = 'owner'): Database {
  const options = { connectionString: url, max, idleTimeoutMillis: 10_000 };
  const pool = kind === 'request' ? new TenantPool(options) : new pg.Pool(options);
  pool.on('error', () => {}); // idle client errors (server restart) are reported on the next query
  const db = drizzle(pool);
  return { db, pool, close: () => pool.end() };
}

/**
 * Run once on each new request connection: a SUPERUSER (who bypasses every policy) becomes `app_tenant`; a role that
 * is not a superuser is subject to the policies already (FORCE ROW LEVEL SECURITY covers the tables' owner) and keeps
 * its own role.
 */
const STEP_DOWN = `DO $$ BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = session_user)
     AND EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_tenant') THEN
    SET ROLE app_tenant;
  END IF;
END $$`;

/** The committed migrations: next to the bundle in dist, or in apps/api/drizzle from source. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'drizzle'), path.join(here, '../drizzle'), path.join(here, '../../drizzle')];
  const found = candidates.find((c) => existsSync(path.join(c, 'meta/_journal.json')));
  if (!found) throw new Error(`migrations folder not found near ${here}`);
  return found;
}

/**
 * Applies the committed migrations, then installs or upgrades the job queue's schema (pg-boss, its own `pgboss`
 * schema: modules/platform/jobs/queue-schema.ts); an advisory lock lets several API instances start at once.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(724300111)');
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    await installJobQueue(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock(724300111)').catch(() => {});
    client.release();
  }
}
