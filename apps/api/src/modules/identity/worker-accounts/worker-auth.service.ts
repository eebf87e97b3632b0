import { errorCodes } from '@app/shared/api';
import { RESET_TOKEN_LIFETIME_SECONDS } from '@app/shared/employees';
import { ja } from '@app/shared/messages/ja';
import type { ChangePasswordBody } from '@app/shared/auth';
import type { WorkerResetPasswordBody, WorkerSignInBody } from '@app/shared/worker-portal';
import type { Db } from '../../../db/client';
import type { WorkerAuthContext } from '../../../lib/auth-context';
import { HttpError, invalid, notFound } from '../../../lib/errors';
import { hashPassword, isWeakPassword, verifyPassword } from '../../../lib/passwords';
import { liveLink, type AuthHeaders, type TokenHeaders } from '../../../lib/sessions';
import { beginSignInAttempt, checkCurrentPassword, type ThrottleOptions } from '../auth/auth.service';
import { enqueueMail } from '../../platform/mail/mail.repository';
import { composeMail } from '../../platform/mail/mail.templates';
import { admitResetRequest, RESET_MAIL_INTERVAL_SECONDS, withResetFloor } from '../users/users.service';
import * as repo from './worker-accounts.repository';

/** The throttle's account key: worker accounts count apart from employee accounts of the same address. */
export const workerAttemptKey = (email: string) => `worker-email:${email.trim().toLowerCase()}`;

export function accountWire(account: { id: number; email: string; name: string | null }) {
  return { id: account.id, email: account.email, name: account.name };
}

/** Signs a worker account in; the same throttling as employees (`beginSignInAttempt`), with its own account key. */
export async function signIn(db: Db, input: WorkerSignInBody & { ip: string; userAgent: string | null }, throttle: ThrottleOptions) {
  const attempt = await beginSignInAttempt(db, workerAttemptKey(input.email), input.ip, throttle);
  const account = await repo.findAccountByEmail(db, input.email);
  if (!(await verifyPassword(account?.passwordHash ?? null, input.password)) || !account) {
    throw new HttpError(401, errorCodes.invalidCredentials, [ja.login.invalid]);
  }
  await attempt.succeeded();
  const headers = await db.transaction((tx) => repo.workerDevices.start(tx, account, input.userAgent));
  return { headers, account: accountWire(account) };
}

/** Resolves token headers to the signed-in worker account, or null (unknown, expired, idle too long, revoked). */
export async function authenticateWorkerDevice(db: Db, input: TokenHeaders): Promise<{ auth: WorkerAuthContext; headers: AuthHeaders } | null> {
  const found = await repo.workerDevices.authenticate(db, input);
  if (!found) return null;
  return { auth: { accountId: found.row.accountId, email: found.row.email, deviceId: found.row.deviceId }, headers: found.headers };
}

export async function signOut(db: Db, auth: WorkerAuthContext) {
  await repo.workerDevices.end(db, auth.deviceId);
}

/** I5: signs the account out of every device, this one included. */
export async function signOutEverywhere(db: Db, auth: WorkerAuthContext) {
  await repo.workerDevices.revokeAll(db, auth.accountId);
}

/**
 * The signed-in account's current password, re-entered before a sensitive change (the password, the 振込口座):
 * throttled per account like the employee's (checkCurrentPassword). Answers the account.
 */
export async function checkWorkerPassword(db: Db, auth: WorkerAuthContext, password: string, throttle: ThrottleOptions) {
  const account = await repo.findAccountById(db, auth.accountId);
  if (!account) throw notFound();
  await checkCurrentPassword(db, `worker-password-check:${account.id}`, account.passwordHash, password, throttle);
  return account;
}

/** I5: changes the account's password (current one required, throttled); every other device is signed out. */
export async function changePassword(db: Db, auth: WorkerAuthContext, body: ChangePasswordBody, throttle: ThrottleOptions) {
  const account = await checkWorkerPassword(db, auth, body.current_password, throttle);
  if (isWeakPassword(body.password, [account.email, account.name ?? ''])) throw invalid({ password: [ja.passwordPolicy.tooCommon] });
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await repo.updateAccountPassword(tx, account.id, passwordHash);
    await repo.workerDevices.revokeAll(tx, account.id, auth.deviceId);
  });
  return { message: ja.settings.changed };
}

/**
 * Always the same answer after the same time (withResetFloor), whether a worker account with the address exists or
 * not; counted per client address with the employees' reset requests. A known account gets a one-hour link to /portal/reset_password/edit through the
 * outbox (at most one a minute); earlier links stop working.
 */
export async function requestReset(db: Db, email: string, appUrl: string, ip: string) {
  await admitResetRequest(db, ip);
  // the same time for a known and an unknown address (L7)
  await withResetFloor(async () => {
    const account = await repo.findAccountByEmail(db, email);
    if (!account || (await repo.workerResetLinks.recentExists(db, account.id, RESET_MAIL_INTERVAL_SECONDS))) return;
    await db.transaction(async (tx) => {
      const link = new URL('/portal/reset_password/edit', appUrl);
      link.searchParams.set('token', await repo.workerResetLinks.issue(tx, account.id, RESET_TOKEN_LIFETIME_SECONDS));
      await enqueueMail(
        tx,
        composeMail({
          companyId: null,
          kind: 'password_reset',
          to: account.email,
          subject: ja.portal.resetMailSubject,
          greeting: ja.mails.resetGreeting(account.name ?? account.email),
          paragraphs: [ja.mails.resetBody],
          action: { label: ja.mails.resetAction, url: link.toString() },
          notes: [ja.mails.resetExpires],
        }),
      );
    });
  });
  return { message: ja.resetPassword.sent };
}

/** Sets the new password, uses up the link and signs out every device of the account. Never signs in. */
export async function resetPassword(db: Db, body: WorkerResetPasswordBody) {
  const row = liveLink(await repo.workerResetLinks.find(db, body.token), { invalid: ja.resetPassword.linkInvalid, expired: ja.resetPassword.linkExpired });
  if (isWeakPassword(body.password, [row.email, row.name ?? ''])) throw invalid({ password: [ja.passwordPolicy.tooCommon] });
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    if (!(await repo.workerResetLinks.consume(tx, row.id))) throw notFound(ja.resetPassword.linkInvalid);
    await repo.updateAccountPassword(tx, row.ownerId, passwordHash);
    await repo.workerResetLinks.deleteOthers(tx, row.ownerId, row.id);
    await repo.workerDevices.revokeAll(tx, row.ownerId);
  });
  return { message: ja.resetPassword.reset };
}
