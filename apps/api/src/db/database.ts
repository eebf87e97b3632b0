import path from 'node:path';
import { connect, runMigrations, type Database } from './client';
import { startEmbeddedPostgres } from './embedded';

export type StartedDatabase = Database & { url: string; embedded: boolean; shutdown: () => Promise<void> };

/**
 * Connects to DATABASE_URL, or starts the embedded server in DATA_DIR/pg; then applies the migrations.
 * One driver and one code path for both.
 */
export async function startDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  log: (message: string) => void;
}): Promise<StartedDatabase> {
  let url = opts.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres(path.join(opts.dataDir, 'pg'), opts.log);
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const database = connect(url);
  try {
    await runMigrations(database.pool);
  } catch (error) {
    await database.close().catch(() => {});
    await stopEmbedded?.();
    throw error;
  }
  return {
    ...database,
    url,
    embedded: !!stopEmbedded,
    shutdown: async () => {
      await database.close().catch(() => {});
      await stopEmbedded?.();
    },
  };
}
