import { and, eq, inArray, sql } from 'drizzle-orm';
import { adminRoles } from '@app/shared/roles';
import { ja } from '@app/shared/messages/ja';
import type { Db, Queryable } from '../../../db/client';
import { employees } from '../../../db/schema/employees';
import { mailOutbox, type MailKind } from '../../../db/schema/mail-outbox';
import { insertNotifications } from '../notifications/notifications.repository';

export type OutgoingMail = { companyId: number | null; kind?: MailKind; to: string; subject: string; text: string; html: string };

/** Writes a mail to the outbox; call inside the transaction of the action that causes it. */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      companyId: mail.companyId,
      kind: mail.kind ?? 'other',
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    })
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

/** Sent: the bodies (and the links in them) are dropped; address, subject, status and times stay. */
export async function markSent(db: Queryable, id: number, deliveredTo: string) {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      lockedUntil: null,
      deliveredTo,
      attempts: sql`${mailOutbox.attempts} + 1`,
      textBody: null,
      htmlBody: null,
    })
    .where(eq(mailOutbox.id, id));
}

/**
 * One failed attempt. With a retry delay the mail waits for its next attempt; without one (the last attempt) it is
 * `failed`: its bodies are dropped and every active owner and administrator of its company gets a notification naming
 * the recipient and the subject — in one transaction, so a mail never fails silently.
 */
export async function markFailedAttempt(db: Db, id: number, error: string, retryInSeconds: number | null): Promise<'pending' | 'failed' | null> {
  return db.transaction(async (tx) => {
    const final = retryInSeconds == null;
    const [row] = await tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        lastError: error.slice(0, 1000),
        lockedUntil: null,
        status: final ? 'failed' : 'pending',
        nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds ?? 0})`,
        ...(final ? { textBody: null, htmlBody: null } : {}),
      })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))
      .returning({ companyId: mailOutbox.companyId, toAddress: mailOutbox.toAddress, subject: mailOutbox.subject, status: mailOutbox.status });
    if (!row) return null;
    if (row.status === 'failed' && row.companyId != null) {
      const admins = await tx
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.companyId, row.companyId), inArray(employees.role, [...adminRoles]), eq(employees.suspended, false)));
      await insertNotifications(
        tx,
        admins.map((admin) => ({
          companyId: row.companyId!,
          employeeId: admin.id,
          title: ja.mails.deliveryFailedTitle(row.toAddress, row.subject),
          body: ja.mails.deliveryFailedBody,
        })),
      );
    }
    return row.status === 'failed' ? 'failed' : 'pending';
  });
}

/** Namespace of the per-company advisory lock that serialises invitations (first key of pg_advisory_xact_lock). */
const INVITATION_LOCK_NAMESPACE = 0x6d61696c; // 'mail'

/**
 * Takes the company's invitation lock for the rest of the transaction: concurrent invitations of one company wait
 * for each other, so counting the last hour's mail and then writing the new one cannot be outrun by a parallel burst.
 */
export async function lockCompanyInvitations(tx: Queryable, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVITATION_LOCK_NAMESPACE}::int, ${companyId}::int)`);
}

/** The company's mail of these kinds written within the last `windowSeconds` (optionally to one address). */
export async function countRecentMail(
  db: Queryable,
  companyId: number,
  kinds: readonly MailKind[],
  windowSeconds: number,
  toAddress?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.companyId, companyId),
        inArray(mailOutbox.kind, [...kinds]),
        sql`${mailOutbox.createdAt} > now() - make_interval(secs => ${windowSeconds})`,
        toAddress === undefined ? undefined : sql`lower(${mailOutbox.toAddress}) = lower(${toAddress})`,
      ),
    );
  return row?.n ?? 0;
}
