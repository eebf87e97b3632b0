import { todayInJapan } from '@app/shared/format';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { FileStorage } from '../lib/storage';
import { sweepMyNumberImages } from '../modules/compliance/my-numbers/my-number-images.service';
import { deleteExpired, pruneExpiredTokens } from '../modules/compliance/my-numbers/my-number-lifecycle';

const DAY_MS = 24 * 60 * 60 * 1000;


/**
 * Deletes every マイナンバー whose purpose ended before today (ciphertext and images; the deletion record stays), and
 * link tokens 30 days past their expiry, and sweeps images that no record refers to. Answers how many numbers were deleted.
 */
export async function runMyNumberRetention(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const deleted = await deleteExpired(db, storage, todayInJapan(now)) // a purpose that ends on a day holds until that day is over in Japan;
  await pruneExpiredTokens(db, now);
  // and every image no record refers to any more (issue #19 N3)
  await sweepMyNumberImages(db, storage, now);
  return deleted;
}

/** Runs the retention now and then every `intervalMs` (default daily); answers a stop function. */
export function startMyNumberRetention(db: Db, storage: FileStorage, log: FastifyBaseLogger, intervalMs = DAY_MS): () => void {
  const run = () =>
    runMyNumberRetention(db, storage).then(
      (count) => {
        if (count > 0) log.info({ count }, 'my numbers past their purpose deleted');
      },
      (error: unknown) => log.error({ err: error }, 'my number retention failed'),
    );
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
