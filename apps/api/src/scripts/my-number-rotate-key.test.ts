import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { myNumbers } from '../db/schema/my-numbers';
import { MyNumberCipher } from '../lib/my-number-crypto';
import { rotateKey } from '../modules/compliance/my-numbers/my-number-lifecycle';
import { fixtureMyNumber, useTestApp } from '../../test/helpers';

const run = promisify(execFile);
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rotate-key-'));
const firstKey = randomBytes(32).toString('base64');
await writeFile(path.join(dataDir, 'my-number-key'), `${firstKey}\n`, { mode: 0o600 });
const first = new MyNumberCipher(Buffer.from(firstKey, 'base64'));
const ctx = useTestApp({ myNumberCipher: first });

async function rotateScript(env: Record<string, string> = {}) {
  const { MY_NUMBER_KEY: _unset, ...rest } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/scripts/my-number-rotate-key.ts'], {
      cwd: apiRoot,
      env: { ...rest, DATABASE_URL: ctx.database.url, DATA_DIR: dataDir, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function registered(n: number) {
  const company = await ctx.makeCompany();
  const h = await ctx.signIn(company.owner.email);
  const out: { workerId: number; number: string }[] = [];
  for (let i = 0; i < n; i++) {
    const worker = await company.addWorker({ fullName: `鍵 太郎${i}` });
    const number = fixtureMyNumber();
    const res = await ctx.call('POST', '/api/v2/employee/my_numbers', { headers: h, body: { businessor_code: worker.code, my_number_value: number, my_number_purposes: ['record'] } });
    expect(res.statusCode, res.body).toBe(200);
    out.push({ workerId: worker.id, number });
  }
  return out;
}

const rowOf = async (workerId: number) => (await ctx.database.db.select().from(myNumbers).where(eq(myNumbers.workerId, workerId)))[0]!;

describe('npm run my-number:rotate-key', () => {
  it('re-encrypts every row and recomputes every hash under a new key file, keeping the old key apart', async () => {
    const numbers = [...(await registered(2)), ...(await registered(1))]; // two companies
    const res = await rotateScript();
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('マイナンバー 3 件を新しい鍵で暗号化し直し');

    const newKey = (await readFile(path.join(dataDir, 'my-number-key'), 'utf8')).trim();
    expect(newKey).not.toBe(firstKey);
    expect((await stat(path.join(dataDir, 'my-number-key'))).mode & 0o777).toBe(0o600);
    const files = await readdir(dataDir);
    const retired = files.find((f) => f.startsWith('my-number-key.old-'));
    expect((await readFile(path.join(dataDir, retired!), 'utf8')).trim()).toBe(firstKey);
    expect(files).not.toContain('my-number-key.new');

    const next = new MyNumberCipher(Buffer.from(newKey, 'base64'));
    for (const { workerId, number } of numbers) {
      const row = await rowOf(workerId);
      expect(next.made(row.encryptedValue!)).toBe(true);
      expect(next.decrypt(row.encryptedValue!)).toBe(number);
      expect(row.valueHmac).toBe(next.hmac(number));
      expect(() => first.decrypt(row.encryptedValue!)).toThrow();
    }
  });

  it('with MY_NUMBER_KEY in the environment, asks for MY_NUMBER_NEW_KEY and changes nothing without it', async () => {
    const res = await rotateScript({ MY_NUMBER_KEY: firstKey });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('MY_NUMBER_NEW_KEY に指定してください');
  });
});

describe('rotateKey', () => {
  it('is all or nothing: a value neither key opens rolls back every row', async () => {
    const a = new MyNumberCipher(randomBytes(32));
    const b = new MyNumberCipher(randomBytes(32));
    const stranger = new MyNumberCipher(randomBytes(32));
    // rows under the app's key are foreign to `a` as well: the rotation must refuse them all
    const [one] = await registered(1);
    const before = await ctx.database.db.select().from(myNumbers);
    await ctx.database.db.update(myNumbers).set({ encryptedValue: stranger.encrypt(one!.number) }).where(eq(myNumbers.workerId, one!.workerId));
    await expect(rotateKey(ctx.database.db, a, b)).rejects.toThrow(/another MY_NUMBER_KEY/);
    const after = await ctx.database.db.select().from(myNumbers);
    expect(after.filter((r) => r.workerId !== one!.workerId)).toEqual(before.filter((r) => r.workerId !== one!.workerId));
  });
});
