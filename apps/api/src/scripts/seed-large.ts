/**
 * npm run seed:large — adds 大規模検証株式会社 (20,000 workers, 50,000 contracts, 100,000 purchase orders with their
 * groups, items, deliveries and invoices, 2,000 time-tracked contracts with a year of daily 稼働 records) to DATA_DIR / DATABASE_URL, for trying the lists at scale in the browser.
 * An existing large company without orders gets its orders. Sign in as large-owner@example.com / password1234.
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
    const o = result.orders;
    console.log(
      o
        ? `発注書 ${o.orders.toLocaleString('ja-JP')} 件（納品単位 ${o.groups.toLocaleString('ja-JP')}、品目 ${o.items.toLocaleString('ja-JP')}、納品 ${o.deliveries.toLocaleString('ja-JP')}、請求書 ${o.invoices.toLocaleString('ja-JP')}）を ${o.seconds.toFixed(1)} 秒で追加しました。`
        : '発注書は作成済みです。',
    );
    const t = result.timeTracking;
    console.log(
      t
        ? `稼働 ${t.records.toLocaleString('ja-JP')} 件（契約 ${t.contracts.toLocaleString('ja-JP')}、月 ${t.months.toLocaleString('ja-JP')}）を ${t.seconds.toFixed(1)} 秒で追加しました。`
        : '稼働は作成済みです。',
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
