import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { adminRoles } from '@app/shared/roles';
import { ja } from '@app/shared/messages/ja';
import type { Db, Queryable } from '../../../db/client';
import { contracts } from '../../../db/schema/contracts';
import { employees } from '../../../db/schema/employees';
import { slackConnections, slackOauthStates, webhookDeliveries } from '../../../db/schema/slack';
import { workers } from '../../../db/schema/workers';
import { insertNotifications } from '../notifications/notifications.repository';

/** What a webhook is about (webhook_deliveries.kind). */
type WebhookKind = 'slack_time_tracking';

export type WebhookInput = { companyId: number; contractId: number | null; kind: WebhookKind; url: string; payload: Record<string, unknown> };

/**
 * Writes a webhook to the outbox; call inside the transaction of the change that causes it (the change never waits
 * for the far end: the delivery worker posts it later, with retries).
 */
export async function enqueueWebhook(tx: Queryable, input: WebhookInput): Promise<number> {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({ companyId: input.companyId, contractId: input.contractId, kind: input.kind, url: input.url, payload: input.payload })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

export type DueWebhook = { id: number; companyId: number; contractId: number | null; url: string; payload: Record<string, unknown>; attempts: number };

/**
 * Claims due deliveries for one round: their next attempt moves `leaseSeconds` ahead in the same statement, and
 * FOR UPDATE SKIP LOCKED leaves rows another instance is claiming to it — so two workers never post one row twice.
 */
export async function claimDueWebhooks(db: Queryable, now: Date, limit: number, leaseSeconds: number): Promise<DueWebhook[]> {
  const result = await db.execute<{ id: number; company_id: number; contract_id: number | null; url: string; payload: Record<string, unknown>; attempts: number }>(sql`
    update ${webhookDeliveries} set next_attempt_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${leaseSeconds})
    where id in (
      select id from ${webhookDeliveries}
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at, id limit ${limit} for update skip locked
    ) returning id, company_id, contract_id, url, payload, attempts`);
  return result.rows
    .map((r) => ({ id: Number(r.id), companyId: Number(r.company_id), contractId: r.contract_id === null ? null : Number(r.contract_id), url: r.url, payload: r.payload, attempts: Number(r.attempts) }))
    .sort((a, b) => a.id - b.id);
}

export async function markWebhookSent(db: Queryable, id: number, now: Date): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'sent', sentAt: now.toISOString(), attempts: sql`${webhookDeliveries.attempts} + 1`, lastError: null })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
}

/**
 * One failed attempt (`error`: an HTTP status or an error code, never the URL). With a retry delay the delivery waits
 * for its next attempt; without one it is `failed`, and every active administrator of the company gets ONE bell
 * notification naming the contract — in one transaction, so a webhook never fails silently.
 */
export async function markWebhookAttemptFailed(db: Db, id: number, error: string, retryInSeconds: number | null, now: Date): Promise<'pending' | 'failed' | null> {
  return db.transaction(async (tx) => {
    const final = retryInSeconds === null;
    const [row] = await tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        lastError: error.slice(0, 100),
        status: final ? 'failed' : 'pending',
        nextAttemptAt: new Date(now.getTime() + (retryInSeconds ?? 0) * 1000).toISOString(),
        ...(final ? { failedAt: now.toISOString() } : {}),
      })
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')))
      .returning({ companyId: webhookDeliveries.companyId, contractId: webhookDeliveries.contractId, status: webhookDeliveries.status });
    if (!row) return null;
    if (row.status === 'failed') {
      const [contract] =
        row.contractId === null
          ? []
          : await tx
              .select({ title: contracts.title, code: contracts.code, workerCode: workers.code })
              .from(contracts)
              .innerJoin(workers, eq(workers.id, contracts.workerId))
              .where(eq(contracts.id, row.contractId));
      const admins = await tx
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.companyId, row.companyId), inArray(employees.role, [...adminRoles]), eq(employees.suspended, false)));
      await insertNotifications(
        tx,
        admins.map((admin) => ({
          companyId: row.companyId,
          employeeId: admin.id,
          title: ja.slack.deliveryFailedTitle(contract?.title ?? ja.slack.delivery.label),
          body: ja.slack.deliveryFailedBody,
          ...(contract
            ? { businessorCode: contract.workerCode, contractCode: contract.code, link: `/worker/${encodeURIComponent(contract.workerCode)}/contract/${encodeURIComponent(contract.code)}` }
            : {}),
        })),
      );
    }
    return row.status === 'failed' ? 'failed' : 'pending';
  });
}

/** The company's contract by code (null when it is another company's or none). */
export async function findContract(db: Queryable, companyId: number, code: string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.code, code)));
  return row ?? null;
}

/** A contract's latest deliveries, newest first (never the URL or the payload). */
export function latestDeliveries(db: Queryable, companyId: number, contractId: number, limit: number) {
  return db
    .select({
      kind: webhookDeliveries.kind,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastError: webhookDeliveries.lastError,
      createdAt: webhookDeliveries.createdAt,
      sentAt: webhookDeliveries.sentAt,
      failedAt: webhookDeliveries.failedAt,
    })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.contractId, contractId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

// ── the workspace connection (OAuth 2) ─────────────────────────────────────────

export async function insertOauthState(db: Queryable, row: { companyId: number; employeeId: number; stateHash: string; expiresAt: Date }) {
  await db.insert(slackOauthStates).values({ ...row, expiresAt: row.expiresAt.toISOString() });
}

/**
 * Uses a state once: marks it used when it is this company's and employee's, unused and unexpired; answers whether
 * it was. The single UPDATE makes a second use (or a parallel one) find nothing.
 */
export async function consumeOauthState(db: Queryable, q: { companyId: number; employeeId: number; stateHash: string; now: Date }): Promise<boolean> {
  const used = await db
    .update(slackOauthStates)
    .set({ usedAt: q.now.toISOString() })
    .where(
      and(
        eq(slackOauthStates.companyId, q.companyId),
        eq(slackOauthStates.employeeId, q.employeeId),
        eq(slackOauthStates.stateHash, q.stateHash),
        isNull(slackOauthStates.usedAt),
        gt(slackOauthStates.expiresAt, q.now.toISOString()),
      ),
    )
    .returning({ id: slackOauthStates.id });
  return used.length > 0;
}

/** States of the company that can no longer be used (expired a day ago or used): kept short. */
export async function pruneOauthStates(db: Queryable, companyId: number, now: Date) {
  await db
    .delete(slackOauthStates)
    .where(and(eq(slackOauthStates.companyId, companyId), sql`(${slackOauthStates.usedAt} is not null or ${slackOauthStates.expiresAt} < ${now.toISOString()}::timestamptz - interval '1 day')`));
}

/** Connecting again replaces the company's connection (one per company). */
export async function upsertConnection(
  db: Queryable,
  row: { companyId: number; teamId: string; teamName: string; accessTokenSealed: string; scope: string | null; connectedById: number },
) {
  await db
    .insert(slackConnections)
    .values(row)
    .onConflictDoUpdate({
      target: slackConnections.companyId,
      set: { teamId: row.teamId, teamName: row.teamName, accessTokenSealed: row.accessTokenSealed, scope: row.scope, connectedById: row.connectedById, connectedAt: sql`now()` },
    });
}

/** The company's connection for the settings screen (never the token). */
export async function connectionOf(db: Queryable, companyId: number) {
  const [row] = await db
    .select({ teamName: slackConnections.teamName, connectedAt: slackConnections.connectedAt, connectedByName: employees.name })
    .from(slackConnections)
    .leftJoin(employees, eq(employees.id, slackConnections.connectedById))
    .where(eq(slackConnections.companyId, companyId));
  return row ?? null;
}

export async function deleteConnection(db: Queryable, companyId: number) {
  await db.delete(slackConnections).where(eq(slackConnections.companyId, companyId));
}
