/**
 * `npm run restore -- <backup folder>`: loads a backup (lib/backup.ts) into a NEW DATA_DIR (its embedded database is
 * created and migrated here) or an empty DATABASE_URL database, with its files and key files. Then `npm start` serves it.
 */
import path from 'node:path';
import { connect } from '../db/client';
import { startDatabase } from '../db/database';
import { runScript } from '../db/startup-error';
import { loadEnv } from '../env';
import { readManifest, restoreBackup } from '../lib/backup';

async function main(): Promise<number> {
  const from = process.argv[2];
  if (!from) {
    console.error('戻すバックアップのフォルダーを指定してください: npm run restore -- backups/backup-20261125093000');
    return 2;
  }
  const env = loadEnv();
  try {
    await readManifest(path.resolve(from)); // a folder that is not a backup stops here, before a database is created
  } catch {
    console.error(`${path.resolve(from)} はバックアップのフォルダーではありません（manifest.json を読めません）。npm run backup が作ったフォルダーを指定してください。`);
    return 2;
  }
  const database = await startDatabase({ databaseUrl: env.databaseUrl, migrationUrl: env.databaseMigrationUrl, dataDir: env.dataDir, log: () => {} });
  const owner = connect(database.ownerUrl, 1);
  try {
    const manifest = await restoreBackup({ ownerPool: owner.pool, dataDir: env.dataDir, from: path.resolve(from) });
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`バックアップ ${path.resolve(from)}（${manifest.createdAt}）を戻しました: ${rows} 行、ファイル${manifest.files ? 'あり' : 'なし'}、鍵ファイル ${manifest.keyFiles.join('・') || 'なし'}。npm start で起動できます。`);
    return 0;
  } catch (error) {
    console.error(`バックアップを戻せませんでした。データベースは変更していません（${error instanceof Error ? error.message : String(error)}）。`);
    return 1;
  } finally {
    await owner.close();
    await database.shutdown();
  }
}

runScript(main);
