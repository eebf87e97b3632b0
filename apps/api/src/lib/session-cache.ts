/**
 * The signed-in devices an instance has verified lately (issue #19 "Throughput"): an authenticated read then needs no
 * round trip to PostgreSQL for its session, only for its page. On this kind of machine a round trip costs more CPU
 * than the statement it carries (docs/decisions.md, "The session cache"), so this is what lets the lists keep their
 * ratio to /api/health.
 *
 * What it holds: the device row `deviceSessions.authenticate` (lib/sessions.ts) read, keyed by its random client id.
 * Every hit still checks the token against its hash, the uid against the e-mail and the expiry. An entry is held for
 * at most HOLD_MS, and never past the moment its device's last use would be written again (once a minute), so the idle
 * timeout and the last-use record behave exactly as without the cache.
 *
 * When it forgets: every entry is dropped at once (the epoch moves on)
 * - when PostgreSQL tells of a change (`LISTEN session_cache`): triggers (drizzle/0026_session_cache.sql) notify on
 *   every change a device look-up reads — a device removed, or its expiry or token changed, or its last use moved
 *   back; an employee or worker account changed or removed; a company or department renamed or removed — whoever made
 *   it (another instance, a job, a script, psql);
 * - after every state-changing request this instance answers (onSend of POST, PUT, PATCH, DELETE), before the answer
 *   leaves: a sign-out, a suspension or a role change made here holds for the very next request, without waiting for
 *   the notification;
 * - whenever the listening connection is lost: until it listens again, nothing is held and every request reads its
 *   session from the database.
 * A look-up that began before a change is never stored (it carries the epoch it began in). The one window left is
 * between another instance's commit and this instance receiving its notification (milliseconds); docs/decisions.md
 * says why that is accepted.
 */
import pg from 'pg';
import type { Db } from '../db/client';

/** The channel the triggers notify and every instance listens on. */
const SESSION_CACHE_CHANNEL = 'session_cache';
/** How long a verified device is held at most. */
const HOLD_MS = 30_000;
/** Bounded memory: beyond this many devices the longest held is dropped first. */
const MAX_ENTRIES = 10_000;
const RECONNECT_MS = [500, 1_000, 2_000, 5_000, 10_000] as const;

type Entry = { row: unknown; epoch: number; until: number };

export class SessionCache {
  #epoch = 0;
  #live = false;
  readonly #entries = new Map<string, Entry>();
  #waiters: Array<() => void> = [];

  /** The epoch a look-up begins in; `put` stores its row only if nothing changed meanwhile. */
  get epoch(): number {
    return this.#epoch;
  }

  /** Whether changes are being heard (only then is anything held). */
  get live(): boolean {
    return this.#live;
  }

  /** The device row of `kind` ('auth', 'worker') held for this client id, if nothing has changed since it was read. */
  get<Row>(kind: string, client: string): Row | undefined {
    if (!this.#live) return undefined;
    const key = `${kind}:${client}`;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.epoch !== this.#epoch || entry.until <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.row as Row;
  }

  /** Holds a row read in `epoch` for `holdMs` (at most HOLD_MS); ignored when something changed since. */
  put(kind: string, client: string, row: unknown, epoch: number, holdMs: number): void {
    if (!this.#live || epoch !== this.#epoch || holdMs <= 0) return;
    const key = `${kind}:${client}`;
    this.#entries.delete(key);
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { row, epoch, until: Date.now() + Math.min(holdMs, HOLD_MS) });
  }

  /** Forgets everything (a change was made or heard of). */
  invalidate(): void {
    this.#epoch++;
    this.#entries.clear();
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Resolves at the next invalidation: a test waits for another writer's change to reach this instance. */
  changed(): Promise<void> {
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** @internal the listener's state */
  setLive(live: boolean): void {
    if (this.#live !== live) {
      this.#live = live;
      this.invalidate();
    }
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The cache of the instance serving on `db`, or undefined where none listens (jobs, scripts): then nothing is held. */
export function sessionCacheOf(db: Db): SessionCache | undefined {
  return caches.get(db);
}

type Log = { warn: (obj: object, msg: string) => void };

/**
 * Starts listening for changes on a connection of its own (same settings as the pool) and answers the cache with a
 * `stop`. A lost connection turns the cache off and is reopened with a growing pause; the cache holds again once
 * `LISTEN` has answered. Never fails: a database that is not there yet just leaves the cache off.
 */
export async function startSessionCache(db: Db, log: Log): Promise<{ cache: SessionCache; stop: () => Promise<void> }> {
  const cache = new SessionCache();
  caches.set(db, cache);
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    cache.setLive(false);
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on('error', () => {});
    void old?.end().catch(() => {});
    if (stopped) return;
    if (error) log.warn({ error: { message: error.message } }, 'session cache: not listening; sessions are read from the database');
    const pause = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
    timer = setTimeout(() => void listen(), pause);
    timer.unref();
  };

  const listen = async () => {
    if (stopped) return;
    // bounded: a database that does not answer at start leaves the cache off (and is retried) instead of holding up `ready`
    const next = new pg.Client({ ...db.$client.options, application_name: 'session-cache', connectionTimeoutMillis: 5_000 });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === SESSION_CACHE_CHANNEL) cache.invalidate();
    });
    next.on('error', (error) => {
      if (client === next) lost(error);
    });
    next.on('end', () => {
      if (client === next) lost(new Error('connection ended'));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_CACHE_CHANNEL}`);
      if (client !== next || stopped) return;
      attempt = 0;
      cache.setLive(true);
    } catch (error) {
      if (client === next) lost(error as Error);
    }
  };

  await listen();
  return {
    cache,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      cache.setLive(false);
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
      if (caches.get(db) === cache) caches.delete(db);
    },
  };
}
