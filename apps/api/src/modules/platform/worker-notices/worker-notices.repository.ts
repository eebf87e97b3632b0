/**
 * The worker portal's notices: the one writer of worker_notices. Ordering (`purchase-orders/ordering-notices.ts`) and
 * 支払通知書 (`payment-notifications/payment-notification-notices.ts`) add theirs through `insertNotice`, in the
 * transaction of the change; the portal reads them and marks them read, always for one account.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { workerNotices } from '../../../db/schema/worker-notices';

const columns = {
  id: workerNotices.id,
  title: workerNotices.title,
  body: workerNotices.body,
  link: workerNotices.link,
  readAt: workerNotices.readAt,
  createdAt: workerNotices.createdAt,
};
export type WorkerNoticeRow = { id: number; title: string; body: string; link: string | null; readAt: string | null; createdAt: string };

/** Adds one notice for a worker account (the caller's transaction). */
type NoticeValues = { accountId: number; companyId: number; title: string; body: string; link: string | null };

/** One notice, or many in one statement (a bulk action tells each of its workers). */
export async function insertNotice(db: Queryable, values: NoticeValues | readonly NoticeValues[]) {
  const list = Array.isArray(values) ? [...values] : [values as NoticeValues];
  if (list.length > 0) await db.insert(workerNotices).values(list);
}

/** The account's newest notices (newest first) and how many of all its notices are unread. */
export async function listNotices(db: Queryable, accountId: number, limit: number): Promise<{ rows: WorkerNoticeRow[]; unread: number }> {
  const rows = await db
    .select(columns)
    .from(workerNotices)
    .where(eq(workerNotices.accountId, accountId))
    .orderBy(desc(workerNotices.createdAt), desc(workerNotices.id))
    .limit(limit);
  const [unread] = await db
    .select({ n: count() })
    .from(workerNotices)
    .where(and(eq(workerNotices.accountId, accountId), isNull(workerNotices.readAt)));
  return { rows, unread: unread?.n ?? 0 };
}

/** Marks one of the account's notices read (kept as first read); undefined when the account has no such notice. */
export async function markRead(db: Queryable, accountId: number, id: number): Promise<WorkerNoticeRow | undefined> {
  const [row] = await db
    .update(workerNotices)
    .set({ readAt: sql`coalesce(${workerNotices.readAt}, now())` })
    .where(and(eq(workerNotices.id, id), eq(workerNotices.accountId, accountId)))
    .returning(columns);
  return row;
}
