import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { notifications } from '../../../db/schema/notifications';

const scope = (companyId: number, employeeId: number) =>
  and(eq(notifications.companyId, companyId), eq(notifications.employeeId, employeeId));

export function listNotifications(db: Queryable, companyId: number, employeeId: number, limit: number, offset: number) {
  return db
    .select()
    .from(notifications)
    .where(scope(companyId, employeeId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotifications(db: Queryable, companyId: number, employeeId: number) {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
    .from(notifications)
    .where(scope(companyId, employeeId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Marks read (keeping the first read time); answers the row, or undefined when it is not this employee's. */
export async function markRead(db: Queryable, companyId: number, employeeId: number, id: number) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(scope(companyId, employeeId), eq(notifications.id, id), isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(and(scope(companyId, employeeId), eq(notifications.id, id)));
  return row;
}

export type NotificationInsert = typeof notifications.$inferInsert;

/** Inserts notifications (one statement); answers their ids in the given order. */
export async function insertNotifications(db: Queryable, rows: NotificationInsert[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const made = await db.insert(notifications).values(rows).returning({ id: notifications.id });
  return made.map((r) => r.id);
}
