/**
 * Vitest global setup for API tests: one PostgreSQL server for the run (DATABASE_URL when set, else an
 * embedded server in a temp dir, run without fsync) and one migrated template database; each test file clones it (fast).
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations, withDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { THROWAWAY_INITDB_FLAGS, THROWAWAY_SERVER_FLAGS, withAsyncCommit } from './throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

export default async function setup(project: TestProject) {
  // On a server we do not own, commits skip the WAL flush wait (connection option, kept by every cloned database's URL).
  let adminUrl = process.env.DATABASE_URL ? withAsyncCommit(process.env.DATABASE_URL) : undefined;
  let stop: (() => Promise<void>) | undefined;
  let tmp: string | undefined;
  if (!adminUrl) {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'api-test-'));
    await chmod(tmp, 0o755); // the embedded server runs as the postgres user when we are root
    const embedded = await startEmbeddedPostgres(path.join(tmp, 'pg'), undefined, {
      serverFlags: THROWAWAY_SERVER_FLAGS,
      initdbFlags: THROWAWAY_INITDB_FLAGS,
    });
    adminUrl = embedded.url;
    stop = embedded.stop;
  }
  const templateDb = `tmpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${templateDb}`);
  const template = connect(withDatabase(adminUrl, templateDb), 1);
  await runMigrations(template.pool);
  await template.close();
  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
      [templateDb, `t\\_${process.pid}\\_%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await stop?.();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  };
}
