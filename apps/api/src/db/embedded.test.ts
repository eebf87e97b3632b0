import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const waitFor = async (check: () => boolean | Promise<boolean>, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
};

const tmp = await mkdtemp(path.join(os.tmpdir(), 'embedded-'));
await chmod(tmp, 0o755);
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** Starts the embedded server in a child process that prints its URL, like the API does. */
function startInChild(dir: string) {
  const script = `import { startEmbeddedPostgres } from './src/db/embedded.ts';
const db = await startEmbeddedPostgres(${JSON.stringify(dir)});
console.log('URL ' + db.url);
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: apiRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += String(c);
      const m = /URL (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
  });
  return { child, url };
}

describe('embedded PostgreSQL', () => {
  it('does not outlive a killed API, and the data directory starts again', { timeout: 90_000 }, async () => {
    const dir = path.join(tmp, 'pg');
    const first = startInChild(dir);
    const url = await first.url;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('create table kept (v text)');
    await client.query(`insert into kept values ('データは残る')`);
    await client.end();
    const pgPid = Number((await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    expect(isAlive(pgPid)).toBe(true);

    first.child.kill('SIGKILL'); // a crash: no exit handlers run
    expect(await waitFor(() => !isAlive(pgPid), 20_000)).toBe(true);

    const second = startInChild(dir);
    const url2 = await second.url;
    const again = new pg.Client({ connectionString: url2 });
    await again.connect();
    const { rows } = await again.query('select v from kept');
    await again.end();
    expect(rows).toEqual([{ v: 'データは残る' }]);
    const pid2 = Number((await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    second.child.kill('SIGTERM');
    expect(await waitFor(() => !isAlive(pid2), 20_000)).toBe(true);
  });
});
