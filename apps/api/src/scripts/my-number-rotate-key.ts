/**
 * npm run my-number:rotate-key — re-encrypts every マイナンバー under a new MY_NUMBER_KEY and recomputes every search
 * hash, in one transaction (all rows or none), after re-wrapping every image's data key (object by object; a rerun
 * finishes an interrupted run). Stop the server first: a running server still holds the old key.
 *
 * - Key file (the default, DATA_DIR/my-number-key): the new key is written to DATA_DIR/my-number-key.new (mode 600)
 *   BEFORE the database changes, so an interruption never loses it (a rerun picks it up); after the commit the old
 *   file is kept as my-number-key.old-<日時> and the new one takes its place.
 * - MY_NUMBER_KEY in the environment: give the new key in MY_NUMBER_NEW_KEY (`openssl rand -base64 32`); afterwards
 *   put it in MY_NUMBER_KEY before starting the server.
 */
import { randomBytes } from 'node:crypto';
import { chmod, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { japanTimestamp } from '@app/shared/format';
import { startDatabase } from '../db/database';
import { runScript } from '../db/startup-error';
import { loadEnv } from '../env';
import { MyNumberCipher, parseMyNumberKey } from '../lib/my-number-crypto';
import { createFileStorage } from '../lib/storage';
import { rotateImageKeys, rotateKey } from '../modules/compliance/my-numbers/my-number-lifecycle';

const KEY_FILE = 'my-number-key';

async function readKeyFile(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}


async function main(): Promise<number> {
  const env = loadEnv();
  const newFromEnv = process.env.MY_NUMBER_NEW_KEY?.trim() || undefined;
  let oldKey: Buffer;
  let newKey: Buffer;
  let files: { current: string; next: string } | undefined;
  try {
    if (env.myNumberKey) {
      if (!newFromEnv) {
        console.error('MY_NUMBER_KEY を環境変数で渡している場合は、新しい鍵を MY_NUMBER_NEW_KEY に指定してください（例: openssl rand -base64 32）。');
        return 2;
      }
      oldKey = parseMyNumberKey(env.myNumberKey);
      newKey = parseMyNumberKey(newFromEnv);
    } else {
      files = { current: path.join(env.dataDir, KEY_FILE), next: path.join(env.dataDir, `${KEY_FILE}.new`) };
      const current = await readKeyFile(files.current);
      if (!current) {
        console.error(`鍵ファイル ${files.current} がありません。DATA_DIR を確認してください（鍵がなければ入れ替える番号もありません）。`);
        return 2;
      }
      oldKey = parseMyNumberKey(current);
      // the new key is on disk before any row changes: an interrupted run is finished by running again
      const pending = await readKeyFile(files.next);
      const next = pending ?? newFromEnv ?? randomBytes(32).toString('base64');
      newKey = parseMyNumberKey(next);
      if (!pending) await writeFile(files.next, `${next}\n`, { mode: 0o600, flag: 'wx' });
      await chmod(files.next, 0o600);
    }
  } catch (error) {
    console.error(error instanceof Error && /MY_NUMBER_KEY/.test(error.message) ? '鍵は32バイトをBase64で表したものにしてください（openssl rand -base64 32）。' : String(error));
    return 2;
  }
  if (oldKey.equals(newKey)) {
    console.error('新しい鍵が今の鍵と同じです。別の鍵を指定してください。');
    return 2;
  }

  const database = await startDatabase({ databaseUrl: env.databaseUrl, migrationUrl: env.databaseMigrationUrl, dataDir: env.dataDir, log: () => {} });
  let count: number;
  let images: number;
  try {
    const from = new MyNumberCipher(oldKey);
    const to = new MyNumberCipher(newKey);
    // images first, object by object (idempotent): their data keys are re-wrapped; then the numbers in one transaction
    images = await rotateImageKeys(database.db, await createFileStorage(env), from, to);
    count = await rotateKey(database.db, from, to);
  } catch (error) {
    console.error(
      `鍵の入れ替えを中止しました。番号のデータベースは変更していません。画像は一部が新しい鍵に移っていることがあるため、もう一度実行して完了させてください（${error instanceof Error ? error.message : String(error)}）。`,
    );
    return 1;
  } finally {
    await database.shutdown();
  }

  const lines = [
    `マイナンバー ${count} 件を新しい鍵で暗号化し直し、検索用のハッシュも作り直しました（1つのトランザクション）。`,
    `マイナンバーの画像 ${images} 件のデータ鍵を新しい鍵で包み直しました（暗号化前の画像はこのとき暗号化しました）。`,
  ];
  if (files) {
    const retired = `${files.current}.old-${japanTimestamp()}`;
    await rename(files.current, retired);
    await rename(files.next, files.current);
    lines.push(
      `新しい鍵: ${files.current}（権限600。データベースとは別にバックアップしてください）。`,
      `古い鍵: ${retired}（入れ替え前のデータベースのバックアップを戻すときだけ必要です。不要になったら削除してください）。`,
    );
  } else {
    lines.push('MY_NUMBER_KEY を MY_NUMBER_NEW_KEY の値に置き換えてから、サーバーを起動してください。');
  }
  console.log(lines.join('\n'));
  return 0;
}

runScript(main);
