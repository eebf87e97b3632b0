/**
 * Starts what the journeys run against: a fresh database and the BUILT server (apps/api/dist/server.js, which also
 * serves apps/web/dist). Build first: `npm run build -w apps/web && npm run build -w apps/api`.
 *
 * Database: with DATABASE_URL set, a new database `e2e_<random>` on that server (commits without waiting for the WAL
 * flush); otherwise an embedded PostgreSQL in a temp dir, run without fsync. The server seeds the demo company on the empty database. Specs reach the database via E2E_DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { withDatabase } from '../apps/api/src/db/client';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded';
import { THROWAWAY_INITDB_FLAGS, THROWAWAY_SERVER_FLAGS, withAsyncCommit } from '../apps/api/test/throwaway-postgres';
import { demo } from './support/db';
import { demoState, storageStateFor, type DemoRole } from './support/session';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the API server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API server did not become healthy within ${timeoutMs} ms (${lastError})`);
}

/**
 * A real SMTP server in the runner process: the API delivers invitation and reset mails to it, and every message is
 * written as a file into `dir` (specs read them with e2e/support/mail.ts — test workers are separate processes).
 */
async function startMailCatcher(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(5, '0')}.eml`;
        writeFile(path.join(dir, name), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const serverEntry = path.join(repoRoot, 'apps/api/dist/server.js');
  const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
  for (const file of [serverEntry, webIndex]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before the journeys`);
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-'));
  await chmod(dataDir, 0o755); // the embedded server runs as the postgres user when we are root

  let databaseUrl: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const adminUrl = process.env.DATABASE_URL;
    const name = `e2e_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    databaseUrl = withAsyncCommit(withDatabase(adminUrl, name));
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    const embedded = await startEmbeddedPostgres(path.join(dataDir, 'pg'), undefined, {
      serverFlags: THROWAWAY_SERVER_FLAGS,
      initdbFlags: THROWAWAY_INITDB_FLAGS,
    });
    databaseUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }

  const mailDir = path.join(dataDir, 'received-mail');
  const mailCatcher = await startMailCatcher(mailDir);

  const port = Number(process.env.E2E_PORT ?? 3100);
  const appUrl = `http://localhost:${port}`;
  const server = spawn(path.join(repoRoot, 'node_modules/.bin/node'), [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true', // the journeys sign in as the demo logins; with DATABASE_URL the default is not to seed
      APP_URL: appUrl,
      SMTP_URL: mailCatcher.url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Keep the start-up banner out of the test report; pass the server's JSON log lines (warn and above) through.
  let banner = '';
  server.stdout?.setEncoding('utf8');
  server.stdout?.on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) {
      if (line.startsWith('{')) process.stderr.write(`[api] ${line}\n`);
      else if (banner.length < 4000) banner += `${line}\n`;
    }
  });

  const teardown = async () => {
    await stopServer(server);
    await mailCatcher.close();
    await dropDatabase?.().catch((error: unknown) => console.error('could not drop the e2e database', error));
    await stopEmbedded?.();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(`${appUrl}/api/health`, server, 60_000);
  } catch (error) {
    process.stderr.write(banner);
    await teardown();
    throw error;
  }
  // One API sign-in per demo account for the whole run: specs start signed in with `test.use({ storageState })`.
  for (const role of Object.keys(demo) as DemoRole[]) {
    await mkdir(path.dirname(demoState(role)), { recursive: true });
    await writeFile(demoState(role), JSON.stringify(await storageStateFor(appUrl, demo[role])));
  }
  process.env.E2E_DATABASE_URL = databaseUrl;
  process.env.E2E_BASE_URL = appUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  return teardown;
}
