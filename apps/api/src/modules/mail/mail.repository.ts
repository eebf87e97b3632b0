import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail-outbox';

export type OutgoingMail = { companyId: number | null; to: string; subject: string; text: string; html: string };

/** Writes a mail to the outbox; call inside the transaction of the action that causes it. */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ companyId: mail.companyId, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Claims due mail for one delivery round; SKIP LOCKED lets several API instances share the outbox. */
export async function claimDueMail(db: Queryable, limit: number, lockSeconds: number) {
  const result = await db.execute<{ id: number }>(sql`
    update ${mailOutbox} set locked_until = now() + make_interval(secs => ${lockSeconds})
    where id in (
      select id from ${mailOutbox}
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by id limit ${limit} for update skip locked
    ) returning id`);
  const ids = result.rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.id);
}

export async function markSent(db: Queryable, id: number, deliveredTo: string) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, deliveredTo, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
}

export async function markFailedAttempt(db: Queryable, id: number, error: string, retryInSeconds: number | null) {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, 1000),
      lockedUntil: null,
      status: retryInSeconds == null ? 'failed' : 'pending',
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds ?? 0})`,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}
