/**
 * Backup and restore of everything the app keeps: the database (every table of the public schema, copied in one
 * consistent snapshot with PostgreSQL's COPY), the locally stored files (DATA_DIR/files) and the key files
 * (DATA_DIR/my-number-key, DATA_DIR/storage-secret). The schema is not copied: a restore migrates a fresh database to
 * the current version and loads the rows into it, so a backup taken on an older version restores into a newer one.
 *
 * Layout of a backup folder:
 *   manifest.json        version, time, each table with its columns and row count, the key files present
 *   db/<table>.copy      COPY text format
 *   files/               a copy of DATA_DIR/files (the local storage driver; S3 buckets are backed up by the bucket)
 *   keys/                the key files, mode 600 — keep them apart from the rest (README: Backup and restore)
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

export const BACKUP_FORMAT = 1;
/** The key files a DATA_DIR may hold (absent when the environment gives the key). */
export const KEY_FILES = ['my-number-key', 'storage-secret'] as const;

type TableInfo = { name: string; columns: string[]; rows: number };
export type BackupManifest = {
  format: number;
  createdAt: string;
  /** The newest migration applied to the database that was copied. */
  migration: string | null;
  tables: TableInfo[];
  keyFiles: string[];
  files: boolean;
};

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables of the public schema with their stored (not generated) columns, in a stable order. */
async function tablesOf(client: pg.PoolClient): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ table_name: string; columns: string[] }>(
    `SELECT c.table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
      GROUP BY c.table_name
      ORDER BY c.table_name`,
  );
  return rows.map((r) => ({ name: r.table_name, columns: r.columns }));
}

async function newestMigration(client: pg.PoolClient): Promise<string | null> {
  try {
    const { rows } = await client.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1');
    return rows[0]?.hash ?? null;
  } catch {
    return null;
  }
}

async function countLines(file: string): Promise<number> {
  let count = 0;
  for await (const chunk of createReadStream(file)) {
    const buf = chunk as Buffer;
    for (let i = 0; i < buf.length; i += 1) if (buf[i] === 0x0a) count += 1;
  }
  return count;
}

/**
 * Writes a backup of the database behind `pool` (read in one REPEATABLE READ snapshot, so every table is of the same
 * moment while the app keeps serving), DATA_DIR/files and the key files into `out` (created; must not exist yet).
 */
export async function createBackup(opts: { pool: pg.Pool; dataDir: string; out: string }): Promise<BackupManifest> {
  if (existsSync(opts.out)) throw new Error(`the backup folder already exists: ${opts.out}`);
  await mkdir(path.join(opts.out, 'db'), { recursive: true, mode: 0o700 });
  await chmod(opts.out, 0o700);
  const client = await opts.pool.connect();
  const tables: TableInfo[] = [];
  let migration: string | null;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    migration = await newestMigration(client);
    for (const table of await tablesOf(client)) {
      const file = path.join(opts.out, 'db', `${table.name}.copy`);
      const columns = table.columns.map(quoteIdent).join(', ');
      await pipeline(client.query(copyTo(`COPY ${quoteIdent(table.name)} (${columns}) TO STDOUT`)), createWriteStream(file, { mode: 0o600 }));
      tables.push({ ...table, rows: await countLines(file) });
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }

  const filesDir = path.join(opts.dataDir, 'files');
  const files = existsSync(filesDir);
  if (files) await cp(filesDir, path.join(opts.out, 'files'), { recursive: true, preserveTimestamps: true });
  const keyFiles: string[] = [];
  for (const name of KEY_FILES) {
    const source = path.join(opts.dataDir, name);
    if (!existsSync(source)) continue;
    await mkdir(path.join(opts.out, 'keys'), { recursive: true, mode: 0o700 });
    await writeFile(path.join(opts.out, 'keys', name), await readFile(source), { mode: 0o600 });
    keyFiles.push(name);
  }
  const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), migration, tables, keyFiles, files };
  await writeFile(path.join(opts.out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

export async function readManifest(from: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(from, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`unknown backup format ${String(manifest.format)} in ${from}`);
  return manifest;
}

/**
 * Loads a backup into a freshly migrated, empty database (`ownerPool`: the schema owner, who may set the identity
 * sequences) and an empty DATA_DIR: rows in one transaction with foreign keys and triggers checked only at the end
 * (`session_replication_role = replica` needs a superuser, as the embedded server's owner is; otherwise the tables are
 * loaded parents first), every identity sequence moved past the restored ids, then the files and key files copied.
 * A table the backup has and the database lacks is refused; a column the database has and the backup lacks gets its
 * default (a backup of an older version).
 */
export async function restoreBackup(opts: {
  ownerPool: pg.Pool;
  dataDir: string;
  from: string;
  /** Load parents first even as a superuser (the path of an owner that is not one; tests). */
  parentsFirst?: boolean;
}): Promise<BackupManifest> {
  const manifest = await readManifest(opts.from);
  for (const name of KEY_FILES) {
    if (manifest.keyFiles.includes(name) && existsSync(path.join(opts.dataDir, name))) {
      throw new Error(`DATA_DIR already holds ${name}: restore into a new, empty DATA_DIR`);
    }
  }
  const client = await opts.ownerPool.connect();
  try {
    const present = new Map((await tablesOf(client)).map((t) => [t.name, t.columns]));
    for (const table of manifest.tables) {
      const columns = present.get(table.name);
      if (!columns) throw new Error(`the database has no table ${table.name}: is the backup newer than this version?`);
      const missing = table.columns.filter((c) => !columns.includes(c));
      if (missing.length > 0) throw new Error(`the database's ${table.name} lacks ${missing.join(', ')}: is the backup newer than this version?`);
    }
    const { rows: nonEmpty } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM companies`,
    );
    if (Number(nonEmpty[0]?.n ?? 0) > 0) throw new Error('the database already holds data: restore into a new, empty database');

    await client.query('BEGIN');
    const { rows: su } = await client.query<{ rolsuper: boolean }>('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
    const replica = su[0]?.rolsuper === true && !opts.parentsFirst;
    if (replica) await client.query('SET LOCAL session_replication_role = replica');
    const order = replica ? manifest.tables : await parentsFirst(client, manifest.tables);
    for (const table of order) {
      if (table.rows === 0) continue;
      const columns = table.columns.map(quoteIdent).join(', ');
      await pipeline(createReadStream(path.join(opts.from, 'db', `${table.name}.copy`)), client.query(copyFrom(`COPY ${quoteIdent(table.name)} (${columns}) FROM STDIN`)));
    }
    // identity columns: the next id after the largest restored one
    const { rows: identities } = await client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND is_identity = 'YES'`,
    );
    for (const { table_name, column_name } of identities) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), GREATEST((SELECT max(${quoteIdent(column_name)}) FROM ${quoteIdent(table_name)}), 1), (SELECT max(${quoteIdent(column_name)}) FROM ${quoteIdent(table_name)}) IS NOT NULL)`,
        [quoteIdent(table_name), column_name],
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }

  await mkdir(opts.dataDir, { recursive: true });
  if (manifest.files) await cp(path.join(opts.from, 'files'), path.join(opts.dataDir, 'files'), { recursive: true, preserveTimestamps: true });
  for (const name of manifest.keyFiles) {
    await writeFile(path.join(opts.dataDir, name), await readFile(path.join(opts.from, 'keys', name)), { mode: 0o600, flag: 'wx' });
  }
  return manifest;
}

/** The tables ordered so that each comes after the tables its foreign keys point to (self-references aside). */
async function parentsFirst(client: pg.PoolClient, tables: readonly TableInfo[]): Promise<TableInfo[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND c.relname <> p.relname`,
  );
  const parents = new Map<string, Set<string>>();
  for (const r of rows) parents.set(r.child, (parents.get(r.child) ?? new Set()).add(r.parent));
  const done = new Set<string>();
  const out: TableInfo[] = [];
  let rest = [...tables];
  while (rest.length > 0) {
    const ready = rest.filter((t) => [...(parents.get(t.name) ?? [])].every((p) => done.has(p) || !tables.some((x) => x.name === p)));
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${rest.map((t) => t.name).join(', ')}: restore as a superuser`);
    for (const t of ready) {
      out.push(t);
      done.add(t.name);
    }
    rest = rest.filter((t) => !done.has(t.name));
  }
  return out;
}
