import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { workers } from '../../db/schema/workers';
import { insertAccount } from './worker-accounts.repository';

export const DEMO_WORKER_EMAIL = 'worker@example.com';

/** The demo worker account (worker@example.com), linked to the demo company's first worker, who is thereby active. */
export async function seedWorkerAccountDemo(tx: Queryable, workerId: number, name: string, passwordHash: string): Promise<void> {
  const account = await insertAccount(tx, { email: DEMO_WORKER_EMAIL, passwordHash, name });
  if (!account) return;
  await tx.update(workers).set({ accountId: account.id, status: 'active', updatedAt: sql`now()` }).where(eq(workers.id, workerId));
}
