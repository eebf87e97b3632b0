import type { z } from 'zod';
import { ja } from '@app/shared/messages/ja';
import {
  contractPeriodText,
  type workerTemporaryFieldsSchema,
  WORKER_INVITE_EXPIRE_DAYS,
  type WorkerInviteFields,
  type WorkerInviteResponseWire,
} from '@app/shared/workers';
import type { Db, Queryable } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { hashToken, newToken } from '../../../lib/tokens';
import type { AuthContext } from '../../../lib/auth-context';
import type { FileStorage } from '../../../lib/storage';
import { insertContract } from '../contracts/contracts.repository';
import { composeMail } from '../../platform/mail/mail.templates';
import { assertInvitationAllowed } from '../../platform/mail/invitation-limits';
import { enqueueMail } from '../../platform/mail/mail.repository';
import * as repo from './workers.repository';
import { assertEmailFree, workerValues } from './worker-fields';
import { listItemOf } from './worker-wire';

// ── invitations ─────────────────────────────────────────────────────────────

function expiry(): string {
  return new Date(Date.now() + WORKER_INVITE_EXPIRE_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

/** The link target is the worker-side app, a separate product (docs/decisions.md). */
export function inviteUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/$/, '')}/worker_invitations/${token}`;
}

async function sendInviteMail(
  tx: Queryable,
  auth: AuthContext,
  appUrl: string,
  to: { email: string; name: string },
  token: string,
  contract: { title: string; period: string } | null,
  kind: 'invitation' | 'reinvitation' | 'bulk_invitation',
) {
  const company = await repo.companyName(tx, auth.companyId);
  await enqueueMail(
    tx,
    composeMail({
      companyId: auth.companyId,
      kind,
      to: to.email,
      subject: ja.workerInvite.mailSubject(company),
      greeting: ja.workerInvite.mailGreeting(to.name),
      paragraphs: [ja.workerInvite.mailBody],
      facts: [
        { label: ja.workerInvite.mailCompany, value: company },
        ...(contract
          ? [
              { label: ja.workerInvite.mailContract, value: contract.title },
              ...(contract.period ? [{ label: ja.workerInvite.mailContractPeriod, value: contract.period, quote: false }] : []),
            ]
          : []),
      ],
      action: { label: ja.workerInvite.mailAction, url: inviteUrl(appUrl, token) },
      notes: [ja.workerInvite.mailExpiry(WORKER_INVITE_EXPIRE_DAYS)],
    }),
  );
}

/** Creates workers (invited or temporary), their first contracts and — for invitations — invites and mails. */
export async function registerWorkers(
  tx: Queryable,
  auth: AuthContext,
  appUrl: string,
  rows: Array<WorkerInviteFields | z.output<typeof workerTemporaryFieldsSchema>>,
  mode: 'invite' | 'temporary',
  mailKind: 'invitation' | 'bulk_invitation' = 'invitation',
): Promise<Array<{ workerId: number; inviteId: number | null }>> {
  const inserted = await repo.insertWorkers(
    tx,
    auth.companyId,
    rows.map((r) => ({
      ...workerValues({ ...r, email: r.email ?? null }),
      status: mode === 'invite' ? ('invited' as const) : ('temporary' as const),
    })),
  );
  const result: Array<{ workerId: number; inviteId: number | null }> = [];
  for (const [i, row] of rows.entries()) {
    const worker = inserted[i]!;
    await insertContract(tx, {
      companyId: auth.companyId,
      workerId: worker.id,
      title: row.contract_title,
      ...(row.business_field ? { businessField: row.business_field } : {}),
      startDate: row.start_date!,
      endDate: row.end_date,
    });
    if (mode === 'temporary' || !row.email) {
      result.push({ workerId: worker.id, inviteId: null });
      continue;
    }
    const token = newToken();
    const [invite] = await repo.insertInvites(tx, [
      { companyId: auth.companyId, workerId: worker.id, email: row.email, tokenHash: hashToken(token), expiresAt: expiry(), invitedBy: auth.employeeId },
    ]);
    await sendInviteMail(tx, auth, appUrl, { email: row.email, name: row.full_name }, token, {
      title: row.contract_title,
      period: contractPeriodText(row.start_date, row.end_date),
    }, mailKind);
    result.push({ workerId: worker.id, inviteId: invite!.id });
  }
  return result;
}

/** POST /workers/invitation */
export async function inviteWorker(db: Db, auth: AuthContext, appUrl: string, fields: WorkerInviteFields): Promise<WorkerInviteResponseWire> {
  return db.transaction(async (tx) => {
    await assertInvitationAllowed(tx, auth.companyId, { kind: 'invitation' });
    await assertEmailFree(tx, auth.companyId, fields.email);
    const [created] = await registerWorkers(tx, auth, appUrl, [fields], 'invite');
    return {
      data: {
        worker: await listItemOf(tx, auth.companyId, created!.workerId),
        invite_id: created!.inviteId!,
        expire_days: WORKER_INVITE_EXPIRE_DAYS,
      },
    };
  });
}

async function openInvite(tx: Queryable, auth: AuthContext, inviteId: number) {
  const invite = await repo.findInvite(tx, auth.companyId, inviteId);
  if (!invite) throw notFound(ja.workerInvite.notFound);
  if (invite.status !== 'pending' || invite.workerId === null) throw notFound(ja.workerInvite.notFound);
  return { ...invite, workerId: invite.workerId };
}

/** PUT /workers/invitation/{inviteId}: a new link (the old one stops working), a new expiry, the mail again. */
export async function reinviteWorker(db: Db, auth: AuthContext, appUrl: string, inviteId: number): Promise<WorkerInviteResponseWire> {
  return db.transaction(async (tx) => {
    const invite = await openInvite(tx, auth, inviteId);
    await assertInvitationAllowed(tx, auth.companyId, { kind: 'reinvitation', to: invite.email });
    const token = newToken();
    await repo.renewInvite(tx, auth.companyId, invite.id, hashToken(token), expiry());
    const worker = await listItemOf(tx, auth.companyId, invite.workerId);
    const contracts = await repo.currentContracts(tx, auth.companyId, [invite.workerId]);
    const contract = contracts.get(invite.workerId);
    await sendInviteMail(
      tx,
      auth,
      appUrl,
      { email: invite.email, name: worker.full_name },
      token,
      contract ? { title: contract.title, period: worker.contract_period } : null,
      'reinvitation',
    );
    return { data: { worker, invite_id: invite.id, expire_days: WORKER_INVITE_EXPIRE_DAYS } };
  });
}

/**
 * What a deleted worker leaves behind in compliance: its マイナンバー. Compliance sits above partners, so workers does
 * not import it; the workers routes take this as an option and app.ts passes my-number-lifecycle's `forgetWorker` and
 * `removeMyNumberImages`.
 */
export type MyNumberCleanup = {
  /** In the caller's transaction: the worker's record, ciphertext and tokens go, with a deletion log. Answers the image keys. */
  forgetWorker: (tx: Queryable, actor: { auth: AuthContext; ip: string }, workerId: number) => Promise<string[]>;
  /** After the commit: the images of `forgetWorker`. */
  removeImages: (storage: FileStorage, keys: string[]) => Promise<void>;
};

/** PATCH /v2/employee/worker_invites/{inviteId}/canceled: the invite is kept as a record, the invited worker removed. */
export async function cancelInvite(
  db: Db,
  auth: AuthContext,
  inviteId: number,
  deps: { storage: FileStorage; ip: string; myNumbers: MyNumberCleanup },
) {
  const { images, result } = await db.transaction(async (tx) => {
    const invite = await openInvite(tx, auth, inviteId);
    await repo.cancelInvite(tx, auth.companyId, invite.id);
    // a マイナンバー asked of the invited worker goes with it: record, ciphertext, a deletion record, then the images
    const images = await deps.myNumbers.forgetWorker(tx, { auth, ip: deps.ip }, invite.workerId);
    await repo.deleteWorker(tx, auth.companyId, invite.workerId);
    return { images, result: { data: { id: invite.id, status: 'canceled' as const } } };
  });
  await deps.myNumbers.removeImages(deps.storage, images);
  return result;
}
