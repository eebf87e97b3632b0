/**
 * Background jobs (issue #22): long bulk work (1,000 PDFs zipped, 1,000 mails) runs on a PostgreSQL-backed queue,
 * pg-boss in its own `pgboss` schema (installed by the owner at migration time: queue-schema.ts), so that any instance
 * can pick a job up, a killed server's job resumes on another instance, and each item happens once. Its progress is
 * its `job_runs` row, which the screen polls (GET /api/v2/employee/jobs/{code}).
 *
 * The interface a feature module uses:
 * ```ts
 * const bulkMail: JobHandler<{ ids: number[] }> = {
 *   kind: 'payment_records.bulk_email',
 *   async run(ctx) {
 *     for (const [i, id] of ctx.run.params.ids.entries()) {
 *       await ctx.item(i, (tx) => queueMailFor(tx, id));   // the effect and done = i + 1 commit together
 *     }
 *   },
 * };
 * app.jobs.define(bulkMail);                                  // once, where the module's routes are registered
 * const view = await app.jobs.start({ companyId, kind: bulkMail.kind, params: { ids }, total: ids.length, createdById });
 * // → 202 { data: view }; the screen shows <JobProgress code={view.code} />
 * ```
 * - `ctx.item(i, work)`: item i's effect and the progress counter in ONE transaction; an item below `done` is skipped,
 *   so a run resumed after a crash continues after the last finished item and nothing is done twice. Items go in order.
 * - `ctx.progress(n)`: for idempotent work (rendering PDFs for a zip): progress only, redone after a crash.
 * - `ctx.saveFile(body, fileName, contentType)`: the job's file (server-only storage key jobs/<code>/…), downloadable
 *   from GET /api/v2/employee/jobs/{code}/download once the job succeeded.
 * - `ctx.fail(messages)`: ends the job as failed with Japanese messages naming each item; nothing is retried.
 * - Any other error is retried by the queue (back-off); the last attempt's error fails the job with a generic message.
 * Handlers run in the job's company scope (db/tenant-scope.ts): `ctx.db` sees that company's rows only.
 */
import { createHash } from 'node:crypto';
import { AsyncResource } from 'node:async_hooks';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type Db as BossDb, type JobWithMetadata } from 'pg-boss';
import { ja } from '@app/shared/messages/ja';
import type { JobRunWire } from '@app/shared/jobs';
import type { Db, Tx } from '../../../db/client';
import { withCompanyScope } from '../../../db/tenant-scope';
import { newCode } from '../../../lib/codes';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { JOB_QUEUE, QUEUE_DEFAULTS, QUEUE_SCHEMA } from './queue-schema';
import * as repo from './jobs.repository';

export type JobRun<P> = {
  id: number;
  code: string;
  companyId: number;
  kind: string;
  params: P;
  total: number;
  /** items finished before this attempt (a resumed run starts here) */
  done: number;
  createdById: number | null;
};

export type JobContext<P> = {
  run: JobRun<P>;
  /** the app's database; every query runs in the job's company scope */
  db: Db;
  /** item `index` (0-based, in order): `work` and done = index + 1 in one transaction; skipped when already done */
  item(index: number, work: (tx: Tx) => Promise<void>): Promise<void>;
  /** progress of idempotent work: done = n (never backwards) */
  progress(done: number): Promise<void>;
  /** stores the job's file (one per job; a second call replaces it) */
  saveFile(body: Buffer | Readable, fileName: string, contentType: string): Promise<void>;
  /** ends the job as failed with these messages (Japanese, each naming its item); never retried */
  fail(messages: string[]): never;
};

export type JobHandler<P> = {
  /** e.g. 'payment_records.bulk_email' */
  kind: string;
  run(ctx: JobContext<P>): Promise<void>;
};

export type StartJobInput<P> = {
  companyId: number;
  kind: string;
  params: P;
  total: number;
  createdById: number | null;
};

export type JobQueueSettings = {
  /** how often an idle worker asks for a job (pg-boss: at least 0.5) */
  pollingIntervalSeconds: number;
  /** seconds before a failed attempt is retried (with back-off) */
  retryDelaySeconds: number;
  retryLimit: number;
  /** run pg-boss's maintenance (expired or silent jobs back to retry, old entries deleted): the server does */
  supervise: boolean;
};

const DEFAULT_SETTINGS: JobQueueSettings = {
  pollingIntervalSeconds: 1,
  retryDelaySeconds: QUEUE_DEFAULTS.retryDelay,
  retryLimit: QUEUE_DEFAULTS.retryLimit,
  supervise: false,
};

/** How long a stopping server waits for its running jobs to reach an item boundary. */
const STOP_GRACE_MS = 3_000;

/** Thrown by ctx.fail: the job ends as failed with these messages. */
class JobFailed extends Error {
  constructor(readonly messages: string[]) {
    super('job failed');
  }
}

/** Thrown by ctx.item once the server is stopping: the queue gives the job to another run, which resumes it. */
class JobInterrupted extends Error {
  constructor() {
    super('job interrupted: the server is stopping');
  }
}

type QueueData = { jobRunId: number };

/** The pg-boss statements on the app's pool (the request role; grants: queue-schema.ts). */
function poolDatabase(db: Db): BossDb {
  return { executeSql: (text: string, values?: unknown[]) => db.$client.query(text, values) };
}

export function jobRunView(row: repo.JobRunRow): JobRunWire {
  const fileName = row.result.fileName;
  return {
    code: row.code,
    kind: row.kind,
    status: row.status,
    total: row.total,
    done: row.done,
    errors: row.errors,
    file_name: typeof fileName === 'string' ? fileName : null,
    created_at: new Date(row.createdAt).toISOString(),
    finished_at: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
  };
}

/** The storage key of a job's file: ASCII only (the Japanese name is kept in the row for Content-Disposition). */
function fileKeyOf(code: string, fileName: string): string {
  const ext = /\.[A-Za-z0-9]{1,10}$/.exec(fileName)?.[0] ?? '';
  return `jobs/${code}/file${ext.toLowerCase()}`;
}

async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * The queue of one app instance (buildApp makes it: `app.jobs`): feature modules define their job kinds and start
 * jobs; the server runs workers (`work()`), tests and tools run what is due (`runDue()`).
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler<never>>();
  private readonly settings: JobQueueSettings;
  private readonly boss: PgBoss;
  private opening: Promise<void> | undefined;
  private stopping = false;
  private stopped: Promise<void> | undefined;
  /** pg-boss's timers start outside any request's company scope, whoever opens the queue first */
  private readonly openUnscoped: () => Promise<unknown>;

  constructor(
    private readonly opts: { db: Db; storage: FileStorage; log: FastifyBaseLogger; settings?: Partial<JobQueueSettings> },
  ) {
    this.settings = { ...DEFAULT_SETTINGS, ...opts.settings };
    this.boss = new PgBoss({
      db: poolDatabase(opts.db),
      schema: QUEUE_SCHEMA,
      migrate: false,
      schedule: false,
      supervise: this.settings.supervise,
      registerInstance: false,
    });
    this.boss.on('error', (error) => this.opts.log.error({ err: error }, 'job queue error'));
    this.openUnscoped = AsyncResource.bind(() => this.boss.start());
  }

  /** Registers a job kind (once per kind, at app build). */
  define<P>(handler: JobHandler<P>): void {
    if (this.handlers.has(handler.kind)) throw new Error(`job kind ${handler.kind} is defined twice`);
    this.handlers.set(handler.kind, handler as JobHandler<never>);
  }

  private open(): Promise<void> {
    if (this.stopping) return Promise.reject(new Error('the job queue is stopped'));
    this.opening ??= this.openUnscoped().then(() => undefined);
    return this.opening;
  }

  /**
   * Starts a job: its job_runs row (queued) and its queue entry, in one transaction — the caller's `tx` when given (so
   * the job starts only if the caller's own writes commit), else a new one. Answers the row as the API shows it.
   */
  async start<P>(input: StartJobInput<P>, tx?: Tx): Promise<JobRunWire> {
    if (!this.handlers.has(input.kind)) throw new Error(`job kind ${input.kind} is not defined`);
    await this.open();
    const enqueue = async (t: Tx) => {
      const row = await repo.insertJobRun(t, {
        companyId: input.companyId,
        code: newCode(),
        kind: input.kind,
        params: input.params as Record<string, unknown>,
        total: input.total,
        createdById: input.createdById,
      });
      await this.boss.send(JOB_QUEUE, { jobRunId: row.id } satisfies QueueData, {
        retryLimit: this.settings.retryLimit,
        retryDelay: this.settings.retryDelaySeconds,
        retryBackoff: this.settings.retryDelaySeconds > 0,
        db: fromDrizzle(t, sql),
      });
      return jobRunView(row);
    };
    return tx ? enqueue(tx) : this.opts.db.transaction(enqueue);
  }

  /** The server: workers take jobs as they come (one at a time per instance), until stop(). */
  async work(): Promise<void> {
    await this.open();
    await this.boss.work(
      JOB_QUEUE,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.settings.pollingIntervalSeconds },
      async ([job]: JobWithMetadata<QueueData>[]) => {
        if (job) await this.runAttempt(job);
      },
    );
  }

  /** Runs every job that is due now, one after another, here (tests, tools). Answers how many attempts ran. */
  async runDue(): Promise<number> {
    await this.open();
    let attempts = 0;
    for (;;) {
      const [job] = await this.boss.fetch<QueueData>(JOB_QUEUE, { includeMetadata: true });
      if (!job) return attempts;
      attempts++;
      try {
        await this.runAttempt(job);
        await this.boss.complete(JOB_QUEUE, job);
      } catch (error) {
        await this.boss.fail(JOB_QUEUE, job, { message: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  /**
   * Stops taking jobs; a running job stops at its next item and goes back to the queue (another instance, or this
   * one after a restart, resumes it). Waits at most STOP_GRACE_MS.
   */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      this.stopping = true;
      if (!this.opening) return;
      await this.opening.catch(() => {});
      await this.boss.stop({ graceful: true, timeout: STOP_GRACE_MS, close: false });
    })();
    return this.stopped;
  }

  /** One attempt of a job; throws to have the queue retry it. */
  private async runAttempt(job: JobWithMetadata<QueueData>): Promise<void> {
    const row = await repo.findJobRun(this.opts.db, job.data.jobRunId);
    if (!row || row.status === 'succeeded' || row.status === 'failed') return; // finished (or gone): nothing to do
    const handler = this.handlers.get(row.kind);
    const lastAttempt = job.retryCount >= job.retryLimit;
    await withCompanyScope(row.companyId, async () => {
      try {
        if (!handler) throw new Error(`job kind ${row.kind} is not defined on this instance`);
        await repo.markRunning(this.opts.db, row.id);
        await handler.run(this.context(row) as JobContext<never>);
        await repo.finishJobRun(this.opts.db, row.id, { status: 'succeeded' });
        this.opts.log.info({ job: row.code, kind: row.kind }, 'job finished');
      } catch (error) {
        if (error instanceof JobFailed) {
          await repo.finishJobRun(this.opts.db, row.id, { status: 'failed', errors: error.messages });
          this.opts.log.warn({ job: row.code, kind: row.kind, errors: error.messages.length }, 'job failed');
          return;
        }
        if (lastAttempt) await repo.finishJobRun(this.opts.db, row.id, { status: 'failed', errors: [ja.jobs.unexpected] });
        this.opts.log.error({ job: row.code, kind: row.kind, err: error, attempt: job.retryCount, lastAttempt }, 'job attempt failed');
        throw error;
      }
    });
  }

  private context(row: repo.JobRunRow): JobContext<unknown> {
    const { db, storage } = this.opts;
    const run: JobRun<unknown> = {
      id: row.id,
      code: row.code,
      companyId: row.companyId,
      kind: row.kind,
      params: row.params,
      total: row.total,
      done: row.done,
      createdById: row.createdById,
    };
    let done = row.done;
    return {
      run,
      db,
      item: async (index, work) => {
        if (index < done) return;
        if (this.stopping) throw new JobInterrupted();
        const claimed = await db.transaction(async (tx) => {
          if (!(await repo.claimItem(tx, row.id, index))) return false;
          await work(tx);
          return true;
        });
        if (claimed) {
          done = index + 1;
          return;
        }
        // not claimed: another run of this job did it (skip), or the handler went out of order (a bug)
        const now = await repo.findJobRun(db, row.id);
        if (now && now.done > index) {
          done = now.done;
          return;
        }
        throw new Error(`job ${row.kind}: item ${index} out of order (done ${now?.done ?? '?'}) or the job is no longer running`);
      },
      progress: async (n) => {
        await repo.setProgress(db, row.id, n);
        done = Math.max(done, n);
      },
      saveFile: async (body, fileName, contentType) => {
        const bytes = await bytesOf(body);
        const fileKey = fileKeyOf(row.code, fileName);
        await storage.put(fileKey, bytes, { contentType, sha256: createHash('sha256').update(bytes).digest('hex') });
        await repo.setResult(db, row.id, { fileKey, fileName, contentType });
      },
      fail: (messages) => {
        throw new JobFailed(messages);
      },
    };
  }
}
