/**
 * `npm run backup [-- <folder>]`: a backup of the database, DATA_DIR/files and the key files (lib/backup.ts) into
 * `<folder>` (default ./backups/backup-<Japan time>). With the embedded database, stop the app first (one server
 * owns DATA_DIR/pg); with DATABASE_URL it runs while the app serves (one consistent snapshot).
 */
import path from 'node:path';
import { japanTimestamp } from '@app/shared/format';
import { connect } from '../db/client';
import { startDatabase } from '../db/database';
import { runScript } from '../db/startup-error';
import { loadEnv } from '../env';
import { createBackup } from '../lib/backup';

async function main(): Promise<number> {
  const env = loadEnv();
  const out = path.resolve(process.argv[2] ?? path.join('backups', `backup-${japanTimestamp()}`));
  const database = await startDatabase({ databaseUrl: env.databaseUrl, migrationUrl: env.databaseMigrationUrl, dataDir: env.dataDir, log: () => {} });
  const owner = connect(database.ownerUrl, 1);
  try {
    const manifest = await createBackup({ pool: owner.pool, dataDir: env.dataDir, out });
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    const lines = [
      `バックアップを作成しました: ${out}`,
      `  データベース: ${manifest.tables.length} テーブル・${rows} 行（同じ時点のスナップショット）`,
      `  ファイル: ${manifest.files ? 'DATA_DIR/files を含みます' : 'ローカル保存のファイルはありません（S3 はバケット側でバックアップしてください）'}`,
      manifest.keyFiles.length > 0
        ? `  鍵ファイル: ${manifest.keyFiles.join('・')} を ${path.join(out, 'keys')} に保存しました。鍵はデータとは別の場所に保管してください。`
        : '  鍵ファイル: DATA_DIR にはありません（MY_NUMBER_KEY・STORAGE_SECRET を環境変数で渡している場合は、それを別に保管してください）。',
    ];
    console.log(lines.join('\n'));
    return 0;
  } finally {
    await owner.close();
    await database.shutdown();
  }
}

runScript(main);
