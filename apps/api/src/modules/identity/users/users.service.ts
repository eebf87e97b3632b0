import { RESET_TOKEN_LIFETIME_SECONDS, type RegisterBody, type ResetPasswordBody, type ResetRequestBody } from '@app/shared/employees';
import { ja } from '@app/shared/messages/ja';
import type { Db } from '../../../db/client';
import { conflict, HttpError, invalid, notFound } from '../../../lib/errors';
import { hashPassword, isWeakPassword } from '../../../lib/passwords';
import { isPast, linkExpired, liveLink } from '../../../lib/sessions';
import { hashToken } from '../../../lib/tokens';
import { errorCodes } from '@app/shared/api';
import { countRecentAttempts, recordFailedAttempt } from '../../platform/attempts/attempts.repository';
import { enqueueMail } from '../../platform/mail/mail.repository';
import { composeMail } from '../../platform/mail/mail.templates';
import * as employees from '../employees/employees.repository';
import * as repo from './users.repository';

/** At most one reset mail a minute per account (repeated clicks do not flood the inbox; the answer stays the same). */
export const RESET_MAIL_INTERVAL_SECONDS = 60;

/**
 * L7: how long a password-reset request (employee or worker) takes at least. The work that depends on the address
 * (look-up; for a known one a token and a mail written in a transaction, some milliseconds) runs inside this floor,
 * so the answer comes after the same time for a known and an unknown address. `wait` is the one timer (a seam tests
 * watch).
 */
export const resetTiming = {
  floorMs: 300,
  wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/** Runs the address-dependent part of a reset request and answers no sooner than the floor, also when it fails. */
export async function withResetFloor(work: () => Promise<void>): Promise<void> {
  const floor = resetTiming.wait(resetTiming.floorMs);
  const [result] = await Promise.allSettled([work()]);
  await floor;
  if (result.status === 'rejected') throw result.reason;
}

// ── invitation ──

export async function invitationInfo(db: Db, token: string) {
  const invite = await repo.findInviteByTokenHash(db, hashToken(token));
  if (!invite) throw notFound(ja.userPassword.linkInvalid);
  if (isPast(invite.expiresAt)) throw linkExpired(ja.userPassword.linkExpired);
  return {
    email: invite.email,
    name: invite.name,
    company_name: invite.companyName,
    expires_at: new Date(invite.expiresAt).toISOString(),
  };
}

/**
 * Creates the employee from the invitation, deletes the invitation (single use) and signs the new employee in on this
 * device (issue #21: like the worker invitation; the person has just proved the mailbox and chosen the password), in
 * the one transaction. Answers the token headers for the reply.
 */
export async function register(db: Db, body: RegisterBody, userAgent: string | null) {
  const tokenHash = hashToken(body.user.token);
  const preview = await repo.findInviteByTokenHash(db, tokenHash);
  if (!preview) throw notFound(ja.userPassword.linkInvalid);
  if (isPast(preview.expiresAt)) throw linkExpired(ja.userPassword.linkExpired);
  if (isWeakPassword(body.user.password, [preview.email, preview.name])) {
    throw invalid({ 'user.password': [ja.passwordPolicy.tooCommon] });
  }
  const passwordHash = await hashPassword(body.user.password);
  const headers = await db.transaction(async (tx) => {
    const invite = await repo.findInviteByTokenHash(tx, tokenHash, true);
    if (!invite) throw notFound(ja.userPassword.linkInvalid);
    if (isPast(invite.expiresAt)) throw linkExpired(ja.userPassword.linkExpired);
    if (await repo.employeeExistsInCompany(tx, invite.companyId, invite.email)) throw conflict(ja.employees.emailTaken);
    const employee = await employees.insertEmployee(tx, {
      companyId: invite.companyId,
      email: invite.email,
      name: invite.name,
      passwordHash,
      role: invite.role,
      departmentId: invite.departmentId,
    });
    await employees.deleteAcceptedInvite(tx, invite.id);
    return employees.employeeDevices.start(tx, { id: employee.id, email: employee.email }, userAgent);
  });
  return { headers, message: ja.userPassword.registered };
}

// ── password reset ──

/** The reset link must lead back to this app: same origin as APP_URL, or it is refused. */
export function resetLinkBase(appUrl: string, redirectUrl: string | undefined): URL {
  const app = new URL(appUrl);
  if (redirectUrl === undefined || redirectUrl === '') return new URL('/user/reset_password/edit', app);
  let target: URL;
  try {
    target = new URL(redirectUrl, app);
  } catch {
    throw invalid({ redirect_url: [ja.resetPassword.redirectNotAllowed] });
  }
  if (target.origin !== app.origin) throw invalid({ redirect_url: [ja.resetPassword.redirectNotAllowed] });
  return target;
}

/** Reset requests per address in the sign-in throttle's window (15 min): a mail bomb or an address sweep stops here. */
export const RESET_REQUESTS_PER_ADDRESS = 20;
const RESET_WINDOW_SECONDS = 15 * 60;

/**
 * Counts a reset request (employee or worker account) per client address; beyond the limit: 429. Written for known
 * and unknown addresses alike, which also keeps their answer times closer.
 */
export async function admitResetRequest(db: Db, ip: string): Promise<void> {
  const addressKey = `reset-ip:${ip}`;
  if ((await countRecentAttempts(db, addressKey, RESET_WINDOW_SECONDS)) >= RESET_REQUESTS_PER_ADDRESS) {
    throw new HttpError(429, errorCodes.tooManyAttempts, [ja.resetPassword.tooManyRequests], undefined, {
      'retry-after': String(RESET_WINDOW_SECONDS),
    });
  }
  await recordFailedAttempt(db, [addressKey]);
}

/**
 * Always the same answer after the same time (withResetFloor), whether the address is known or not (no account
 * enumeration). A known, active employee
 * gets a mail with a one-hour link; earlier links stop working. Every request is counted per client address (in
 * `sign_in_attempts`, so it holds across API instances and is pruned with them); beyond the limit: 429.
 */
export async function requestReset(db: Db, body: ResetRequestBody, appUrl: string, ip: string) {
  const base = resetLinkBase(appUrl, body.redirect_url);
  await admitResetRequest(db, ip);
  await withResetFloor(async () => {
    const employee = await repo.findActiveEmployeeByEmail(db, body.email);
    if (!employee || (await repo.employeeResetLinks.recentExists(db, employee.id, RESET_MAIL_INTERVAL_SECONDS))) return;
    await db.transaction(async (tx) => {
      const link = new URL(base);
      link.searchParams.set('token', await repo.employeeResetLinks.issue(tx, employee.id, RESET_TOKEN_LIFETIME_SECONDS));
      await enqueueMail(
        tx,
        composeMail({
          companyId: employee.companyId,
          kind: 'password_reset',
          to: employee.email,
          subject: ja.mails.resetSubject,
          greeting: ja.mails.resetGreeting(employee.name),
          paragraphs: [ja.mails.resetBody],
          action: { label: ja.mails.resetAction, url: link.toString() },
          notes: [ja.mails.resetExpires],
        }),
      );
    });
  });
  return { message: ja.resetPassword.sent };
}

async function liveResetToken(db: Db, token: string) {
  return liveLink(await repo.employeeResetLinks.find(db, token), { invalid: ja.resetPassword.linkInvalid, expired: ja.resetPassword.linkExpired });
}

/** Lets the page say "expired" or "already used" before the user types a password. */
export async function checkResetToken(db: Db, token: string) {
  const row = await liveResetToken(db, token);
  return { expires_at: new Date(row.expiresAt).toISOString() };
}

/** Sets the new password, uses up the link and signs out every device. Never signs in. */
export async function resetPassword(db: Db, body: ResetPasswordBody) {
  const row = await liveResetToken(db, body.token);
  if (isWeakPassword(body.password, [row.email, row.name ?? ''])) throw invalid({ password: [ja.passwordPolicy.tooCommon] });
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    if (!(await repo.employeeResetLinks.consume(tx, row.id))) throw notFound(ja.resetPassword.linkInvalid);
    // The mailbox owner is the person of every employee row of the address, in whichever company.
    const employeeIds = await employees.setPasswordForAddress(tx, row.email, passwordHash);
    await repo.employeeResetLinks.deleteOthers(tx, row.ownerId, row.id);
    await employees.employeeDevices.revokeAll(tx, employeeIds);
  });
  return { message: ja.resetPassword.reset };
}

