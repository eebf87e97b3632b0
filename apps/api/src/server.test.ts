import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = await mkdtemp(path.join(os.tmpdir(), 'server-start-'));
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** Starts the API like `npm start` does and returns what it printed on stderr when it stopped. */
function start(env: Record<string, string>) {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.DATABASE_MIGRATION_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...base, DATA_DIR: path.join(tmp, 'data'), LOG_LEVEL: 'warn', ...env },
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += String(c)));
  return new Promise<{ code: number | null; stderr: string }>((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** One sentence in Japanese and the same in English: two lines, no stack trace, no raw error object. */
function expectOneSentence(stderr: string) {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(2);
  expect(lines[0]).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  expect(stderr).not.toMatch(/^\s+at /m);
}

describe('a start that fails says what to do in one sentence, never a stack trace', () => {
  it('a bad environment value', { timeout: 60_000 }, async () => {
    const res = await start({ PORT: 'eighty' });
    expect(res.code).toBe(1);
    expectOneSentence(res.stderr);
    expect(res.stderr).toContain('環境変数の値が正しくありません（PORT:');
  });

  it('a DATABASE_URL nobody answers on', { timeout: 60_000 }, async () => {
    const res = await start({ DATABASE_URL: 'postgres://app:secret@127.0.0.1:1/freelance' });
    expect(res.code).toBe(1);
    expectOneSentence(res.stderr);
    expect(res.stderr).toContain('DATABASE_URL（127.0.0.1:1/freelance）に接続できませんでした');
    expect(res.stderr).not.toContain('secret');
  });

  it('a port already in use', { timeout: 90_000 }, async () => {
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '0.0.0.0', resolve));
    const port = (busy.address() as net.AddressInfo).port;
    const database = await createTestDatabase();
    try {
      const res = await start({ DATABASE_URL: database.url, PORT: String(port) });
      expect(res.code).toBe(1);
      expectOneSentence(res.stderr.split('\n').filter((l) => !l.startsWith('{')).join('\n')); // pino's JSON warnings aside
      expect(res.stderr).toContain(`ポート ${port} は他のプログラムが使用中です`);
    } finally {
      busy.close();
      await database.drop();
    }
  });

  it.runIf(process.getuid?.() === 0)(
    'as root, a database already inside a folder the postgres user cannot enter',
    { timeout: 60_000 },
    async () => {
      const dataDir = path.join(tmp, 'private', 'data');
      await mkdir(path.join(dataDir, 'pg'), { recursive: true });
      await writeFile(path.join(dataDir, 'pg', 'PG_VERSION'), '18\n');
      await chmod(path.join(tmp, 'private'), 0o700);
      const res = await start({ DATA_DIR: dataDir });
      expect(res.code).toBe(1);
      expectOneSentence(res.stderr);
      expect(res.stderr).toContain(`データベース ${path.join(dataDir, 'pg')} は postgres ユーザーが入れないフォルダーの中にあります`);
    },
  );
});

describe('the running server', () => {
  it(
    'listens on 127.0.0.1 with the demo company and says so; on SIGTERM it exits 0 within 10 s although a request never finishes',
    { timeout: 120_000 },
    async () => {
      const database = await createTestDatabase();
      const port = await freePort();
      const base = { ...process.env };
      delete base.DATABASE_MIGRATION_URL;
      delete base.HOST;
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiRoot,
        env: { ...base, DATABASE_URL: database.url, SEED_DEMO: 'true', PORT: String(port), DATA_DIR: path.join(tmp, 'running'), LOG_LEVEL: 'warn' },
      });
      let stdout = '';
      child.stdout.on('data', (c: Buffer) => (stdout += String(c)));
      const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
      const hanging = new net.Socket();
      try {
        for (let i = 0; i < 600 && !stdout.includes('待ち受け'); i += 1) await new Promise((r) => setTimeout(r, 100));
        expect(stdout).toContain('待ち受け: 127.0.0.1（このマシンからのみ');
        // a request whose body never arrives (the server used to wait for it forever after SIGTERM)
        await new Promise<void>((resolve, reject) => hanging.connect(port, '127.0.0.1', resolve).once('error', reject));
        hanging.write('POST /api/auth/sign_in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":');
        await new Promise((r) => setTimeout(r, 300));
        const sent = Date.now();
        child.kill('SIGTERM');
        const code = await closed;
        expect(code).toBe(0);
        expect(Date.now() - sent).toBeLessThan(10_000);
      } finally {
        hanging.destroy();
        child.kill('SIGKILL');
        await database.drop();
      }
    },
  );
});
