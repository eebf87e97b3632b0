import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { deleteExpiredDevices, pruneAttempts } from '../modules/auth/auth.repository';
import { defaultThrottle } from '../modules/auth/auth.service';

/** Removes what no longer counts: sign-in failures older than the throttle window, expired devices. */
export async function runMaintenance(db: Db, windowSeconds = defaultThrottle.windowSeconds): Promise<void> {
  await pruneAttempts(db, windowSeconds);
  await deleteExpiredDevices(db);
}

/** Runs the maintenance now and then every `intervalMs` (default hourly); answers a stop function. */
export function startMaintenance(db: Db, log: FastifyBaseLogger, intervalMs = 60 * 60 * 1000): () => void {
  const run = () => runMaintenance(db).catch((error: unknown) => log.error({ err: error }, 'maintenance failed'));
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
