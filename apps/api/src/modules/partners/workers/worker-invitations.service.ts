import { errorCodes } from '@app/shared/api';
import { ja } from '@app/shared/messages/ja';
import { documentPaths } from '@app/shared/todos';
import { rolesWith } from '@app/shared/roles';
import type { AcceptWorkerInvitationBody, WorkerInvitation } from '@app/shared/worker-portal';
import type { Db } from '../../../db/client';
import { conflict, HttpError, invalid, notFound } from '../../../lib/errors';
import { hashPassword, isWeakPassword, verifyPassword } from '../../../lib/passwords';
import { isPast, linkExpired } from '../../../lib/sessions';
import { hashToken } from '../../../lib/tokens';
import { beginSignInAttempt, type ThrottleOptions } from '../../identity/auth/auth.service';
import { insertNotifications } from '../../platform/notifications/notifications.repository';
import * as workers from './workers.repository';
import * as repo from '../../identity/worker-accounts/worker-accounts.repository';
import * as profiles from '../worker-profile/worker-profile.repository';
import { accountWire, workerAttemptKey } from '../../identity/worker-accounts/worker-auth.service';

type Invite = NonNullable<Awaited<ReturnType<typeof repo.findInviteByTokenHash>>>;

/** Unknown, accepted or cancelled → 404; expired → 410 (the page says to ask the company for a new invitation). */
function assertOpen(invite: Invite | undefined): asserts invite is Invite {
  if (!invite || invite.status !== 'pending') throw notFound(ja.portal.inviteLinkInvalid);
  if (isPast(invite.expiresAt)) throw linkExpired(ja.portal.inviteLinkExpired);
}

/** GET /api/worker_invitations/{token}: only the link holder learns whether an account with the address exists. */
export async function invitationInfo(db: Db, token: string): Promise<WorkerInvitation> {
  const invite = await repo.findInviteByTokenHash(db, hashToken(token));
  assertOpen(invite);
  const account = await repo.findAccountByEmail(db, invite.email);
  return {
    company_name: invite.companyName,
    worker_name: invite.workerFullName,
    worker_namekana: invite.workerFullNameKana,
    email: invite.email,
    account_exists: account !== undefined,
    expires_at: new Date(invite.expiresAt).toISOString(),
  };
}

/**
 * POST /api/worker_invitations/{token}/acceptance: creates the worker account (or, when one with the invited address
 * exists, proves its current password and links it), links and activates the worker row with the names from the
 * form, uses up the invitation, notifies the company's employees who may edit workers and signs in — one transaction.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  body: AcceptWorkerInvitationBody,
  client: { ip: string; userAgent: string | null },
  throttle: ThrottleOptions,
) {
  const tokenHash = hashToken(token);
  const preview = await repo.findInviteByTokenHash(db, tokenHash);
  assertOpen(preview);
  const existing = await repo.findAccountByEmail(db, preview.email);
  let passwordHash: string | null = null;
  if (existing) {
    // the existing account's password: guessed passwords are throttled like sign-in
    const attempt = await beginSignInAttempt(db, workerAttemptKey(existing.email), client.ip, throttle);
    if (!(await verifyPassword(existing.passwordHash, body.password))) {
      throw invalid({ password: [ja.portal.accountPasswordWrong] });
    }
    await attempt.succeeded();
  } else {
    if (isWeakPassword(body.password, [preview.email, body.full_name])) throw invalid({ password: [ja.passwordPolicy.tooCommon] });
    passwordHash = await hashPassword(body.password);
  }

  return db.transaction(async (tx) => {
    const invite = await repo.findInviteByTokenHash(tx, tokenHash, true);
    assertOpen(invite);
    let account = existing;
    if (!account) {
      account = await repo.insertAccount(tx, { email: invite.email, passwordHash: passwordHash!, name: body.full_name });
      // another acceptance created the account meanwhile: its password is not this one
      if (!account) throw new HttpError(409, errorCodes.conflict, [ja.portal.accountJustCreated]);
    } else if (await workers.accountLinkedInCompany(tx, invite.companyId, account.id)) {
      throw conflict(ja.portal.alreadyLinked);
    }
    await workers.linkWorker(tx, { companyId: invite.companyId, workerId: invite.workerId, accountId: account.id });
    // the names the worker confirmed become the profile's (a new account also takes the company's 屋号 and 職種);
    // every linked company's row is then rewritten from the profile
    const names = { fullName: body.full_name, fullNameKana: body.full_namekana ?? '' };
    if (existing) {
      await profiles.updateProfileNames(tx, account.id, names);
      await profiles.syncWorkerRows(tx, account.id);
    } else {
      await profiles.upsertProfile(tx, account.id, { ...names, tradeName: invite.workerTradeName, occupation: invite.workerOccupation });
    }
    await workers.markInviteAccepted(tx, invite.id);
    const recipients = await repo.activeEmployeesWithRoles(tx, invite.companyId, rolesWith('editWorkers'));
    await insertNotifications(
      tx,
      recipients.map((e) => ({
        companyId: invite.companyId,
        employeeId: e.id,
        title: ja.portal.registeredNotification(body.full_name),
        businessorCode: invite.workerCode,
        link: documentPaths.worker(invite.workerCode),
      })),
    );
    const headers = await repo.workerDevices.start(tx, account, client.userAgent);
    return { headers, account: accountWire(account) };
  });
}
