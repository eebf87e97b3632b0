import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';

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

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 10_000 });
  pool.on('error', () => {}); // idle client errors (server restart) are reported on the next query
  const db = drizzle(pool);
  return { db, pool, close: () => pool.end() };
}

/** The committed migrations: next to the bundle in dist, or in apps/api/drizzle from source. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'drizzle'), path.join(here, '../drizzle'), path.join(here, '../../drizzle')];
  const found = candidates.find((c) => existsSync(path.join(c, 'meta/_journal.json')));
  if (!found) throw new Error(`migrations folder not found near ${here}`);
  return found;
}

/** Applies the committed migrations; an advisory lock lets several API instances start at once. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(724300111)');
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('SELECT pg_advisory_unlock(724300111)').catch(() => {});
    client.release();
  }
}
