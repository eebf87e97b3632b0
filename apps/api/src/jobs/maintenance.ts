import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { FileStorage } from '../lib/storage';
import { pruneAttempts } from '../modules/platform/attempts/attempts.repository';
import { employeeDevices } from '../modules/identity/employees/employees.repository';
import { defaultThrottle } from '../modules/identity/auth/auth.service';
import { sweepMyNumberImages } from '../modules/compliance/my-numbers/my-number-images.service';
import { sweepPendingUploads } from '../modules/platform/storage/uploads';
import { workerDevices } from '../modules/identity/worker-accounts/worker-accounts.repository';
import { sweepJobFiles } from '../modules/platform/jobs/jobs';

/**
 * The longest window any sign_in_attempts limit counts in: uploads per hour, portal マイナンバー links per hour
 * (issue #19 N5, I4). Attempts are kept that long even when the sign-in window is shorter.
 */
const LONGEST_ATTEMPT_WINDOW_SECONDS = 60 * 60;

/**
 * Removes what no longer counts: sign-in failures (and other attempt slots) past their window, expired devices (employees' and workers') and,
 * with a file store, uploads not attached within the hour, マイナンバー images no record refers to and the files of
 * background jobs finished a week ago.
 */
export async function runMaintenance(db: Db, windowSeconds = defaultThrottle.windowSeconds, storage?: FileStorage): Promise<void> {
  await pruneAttempts(db, Math.max(windowSeconds, LONGEST_ATTEMPT_WINDOW_SECONDS));
  await employeeDevices.deleteExpired(db);
  await workerDevices.deleteExpired(db);
  if (storage) {
    await sweepPendingUploads(db, storage);
    await sweepMyNumberImages(db, storage);
    await sweepJobFiles(db, storage);
  }
}

/** Runs the maintenance now and then every `intervalMs` (default hourly); answers a stop function. */
export function startMaintenance(db: Db, log: FastifyBaseLogger, storage?: FileStorage, intervalMs = 60 * 60 * 1000): () => void {
  const run = () => runMaintenance(db, defaultThrottle.windowSeconds, storage).catch((error: unknown) => log.error({ err: error }, 'maintenance failed'));
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
