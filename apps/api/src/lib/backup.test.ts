/**
 * Backup and restore (issue #19 Operations): a backup of the database, the stored files and the key files, restored
 * into a fresh database and a fresh DATA_DIR, gives back a マイナンバー that decrypts with the restored key, the
 * images byte for byte, the owner's sign-in, and ids that keep counting after the restored ones.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { connect } from '../db/client';
import { myNumbers } from '../db/schema/my-numbers';
import { insertWorker } from '../modules/partners/workers/workers.repository';
import { createTestDatabase, PASSWORD, useTestApp } from '../../test/helpers';
import { myNumberTokenFromMail, requestMyNumber, submitByLink } from '../../test/my-number-helpers';
import { createBackup, restoreBackup } from './backup';
import { loadMyNumberKey, MyNumberCipher } from './my-number-crypto';
import { LocalFileStorage } from './storage';

const tmp = await mkdtemp(path.join(os.tmpdir(), 'backup-'));
const dataDir = path.join(tmp, 'data');
const cipher = new MyNumberCipher((await loadMyNumberKey(dataDir)).key);
const storage = new LocalFileStorage({ root: path.join(dataDir, 'files'), secret: 's'.repeat(44), publicUrl: 'http://localhost:3000' });
const ctx = useTestApp({ storage, myNumberCipher: cipher });
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('npm run backup / npm run restore', () => {
  it('restores the database, the files and the keys into a fresh DATA_DIR, and the マイナンバー reads back', { timeout: 60_000 }, async () => {
    const company = await ctx.makeCompany('バックアップ株式会社');
    const owner = await ctx.signIn(company.owner.email);
    const worker = await company.addWorker({ fullName: '復元 花子', fullNameKana: 'フクゲン ハナコ', email: 'restore-hanako@example.com' });
    await requestMyNumber(ctx, owner, worker.code);
    const number = await submitByLink(ctx, await myNumberTokenFromMail(ctx, 'restore-hanako@example.com'));
    const [before] = await ctx.database.db.select().from(myNumbers).where(eq(myNumbers.workerId, worker.id));
    expect(before?.numberConfirmationFileKey).toBeTruthy();

    const out = path.join(tmp, 'backup-1');
    // backup and restore run as the schema's owner (npm run backup / restore), not as the request role
    const ownerDb = connect(ctx.database.url, 1);
    const manifest = await createBackup({ pool: ownerDb.pool, dataDir, out }).finally(() => ownerDb.close());
    expect(manifest.keyFiles).toEqual(['my-number-key']);
    expect(manifest.tables.find((t) => t.name === 'my_numbers')?.rows).toBe(1);
    // the key files sit apart from the rows, readable by the owner only
    expect(((await import('node:fs')).statSync(path.join(out, 'keys', 'my-number-key')).mode & 0o777).toString(8)).toBe('600');

    const fresh = await createTestDatabase();
    const freshOwner = connect(fresh.url, 2);
    const freshDir = path.join(tmp, 'restored');
    try {
      await restoreBackup({ ownerPool: freshOwner.pool, dataDir: freshDir, from: out });
      const restoredCipher = new MyNumberCipher((await loadMyNumberKey(freshDir)).key);
      const [row] = await fresh.db.select().from(myNumbers).where(eq(myNumbers.workerId, worker.id));
      expect(restoredCipher.decrypt(row!.encryptedValue!)).toBe(number);
      const restoredStorage = new LocalFileStorage({ root: path.join(freshDir, 'files'), secret: 's'.repeat(44), publicUrl: 'http://localhost:3000' });
      // the stored image (encrypted at rest, N4) comes back byte for byte
      const key = row!.numberConfirmationFileKey!;
      expect(await readFile(path.join(freshDir, 'files', 'objects', key))).toEqual(await readFile(path.join(dataDir, 'files', 'objects', key)));

      const app = await buildApp({ db: fresh.db, storage: restoredStorage, myNumberCipher: restoredCipher, env: { logLevel: 'silent', webDist: undefined, trustProxy: false, appUrl: 'http://localhost:3000' } });
      try {
        const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign_in', payload: { email: company.owner.email, password: PASSWORD } });
        expect(signIn.statusCode, signIn.body).toBe(200);
      } finally {
        await app.close();
      }
      // identity sequences continue after the restored ids
      const next = await insertWorker(fresh.db, company.id, { fullName: '次 太郎', fullNameKana: '' });
      expect(next!.id).toBeGreaterThan(worker.id);

      // a second restore into the same database is refused and changes nothing
      await expect(restoreBackup({ ownerPool: freshOwner.pool, dataDir: path.join(tmp, 'again'), from: out })).rejects.toThrow(/already holds data/);
    } finally {
      await freshOwner.close();
      await fresh.drop();
    }
    // an owner that is not a superuser loads the tables parents first, with every foreign key checked as it goes
    const second = await createTestDatabase();
    const secondOwner = connect(second.url, 2);
    try {
      await restoreBackup({ ownerPool: secondOwner.pool, dataDir: path.join(tmp, 'restored-2'), from: out, parentsFirst: true });
      const [row] = await second.db.select().from(myNumbers).where(eq(myNumbers.workerId, worker.id));
      expect(row?.encryptedValue).toBe(before?.encryptedValue);
    } finally {
      await secondOwner.close();
      await second.drop();
    }
  });
});
