/**
 * npm run seed:large — adds 大規模検証株式会社 (20,000 workers, 50,000 contracts) to DATA_DIR / DATABASE_URL,
 * for trying the lists at scale in the browser. Sign in as large-owner@example.com / password1234.
 */
import { startDatabase } from '../db/database';
import { loadEnv } from '../env';
import { LARGE_OWNER_EMAIL, LARGE_OWNER_PASSWORD, seedLargeCompany } from '../bench/large-company';

async function main(): Promise<void> {
  const env = loadEnv();
  const database = await startDatabase({
    databaseUrl: env.databaseUrl,
    migrationUrl: env.databaseMigrationUrl,
    dataDir: env.dataDir,
    log: () => {},
  });
  try {
    const started = Date.now();
    const result = await seedLargeCompany(database.db, { log: (m) => process.stdout.write(`\r${m}          `) });
    process.stdout.write('\n');
    console.log(
      result.created
        ? `大規模検証株式会社を作成しました（${((Date.now() - started) / 1000).toFixed(1)} 秒）。`
        : '大規模検証株式会社は作成済みです。',
    );
    console.log(`ログイン: ${LARGE_OWNER_EMAIL} / ${LARGE_OWNER_PASSWORD}`);
  } finally {
    await database.shutdown();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
