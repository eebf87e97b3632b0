import { errorCodes } from '@app/shared/api';
import type { ChangePasswordBody } from '@app/shared/auth';
import { ja } from '@app/shared/messages/ja';
import type { Db } from '../../../db/client';
import { HttpError, invalid, notFound } from '../../../lib/errors';
import { hashPassword, isWeakPassword, verifyPassword } from '../../../lib/passwords';
import type { AuthContext } from '../../../lib/auth-context';
import type { AuthHeaders, TokenHeaders } from '../../../lib/sessions';
import { employeeDevices, updatePasswordHash } from '../employees/employees.repository';
import * as attempts from '../../platform/attempts/attempts.repository';
import * as repo from './auth.repository';

/** Sign-in throttling. Counts failures in a sliding window, per account and per address. */
export type ThrottleOptions = {
  windowSeconds: number;
  /** failures per account after which each attempt waits `delayStepMs` × (failures − slowAfter + 1), capped */
  slowAfter: number;
  delayStepMs: number;
  maxDelayMs: number;
  /** failures after which the account / address is refused with 429 until the window passes */
  lockAfterPerAccount: number;
  lockAfterPerAddress: number;
};

export const defaultThrottle: ThrottleOptions = {
  windowSeconds: 15 * 60,
  slowAfter: 3,
  delayStepMs: 500,
  maxDelayMs: 3000,
  lockAfterPerAccount: 10,
  lockAfterPerAddress: 50,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function tooMany(retryAfterSeconds: number): HttpError {
  return new HttpError(429, errorCodes.tooManyAttempts, [ja.login.tooManyAttempts], undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}

/**
 * Records a sign-in attempt for the account key (`email:…` for employees, `worker-email:…` for worker accounts) and
 * the client address, refuses with 429 beyond the limits and slows repeated failures. The attempt stays recorded as a
 * failure unless `succeeded()` is called once the password was proven (which also forgives the account's earlier
 * failures).
 *
 * Race-free: the attempt takes its slot (counted and recorded under a lock) before the password is checked, so a
 * burst of parallel guesses cannot get more than the limit through. A refused attempt is not recorded, so it does not
 * extend the lock: the window runs from the failures themselves.
 */
export async function beginSignInAttempt(
  db: Db,
  accountKey: string,
  ip: string,
  throttle: ThrottleOptions,
): Promise<{ succeeded: () => Promise<void> }> {
  const slot = await attempts.takeAttemptSlots(
    db,
    [
      { subject: accountKey, limit: throttle.lockAfterPerAccount },
      { subject: `ip:${ip}`, limit: throttle.lockAfterPerAddress },
    ],
    throttle.windowSeconds,
  );
  if (!slot.taken) throw tooMany(throttle.windowSeconds);
  const earlierFailures = slot.earlier[0] ?? 0;
  if (earlierFailures >= throttle.slowAfter) {
    await sleep(Math.min(throttle.maxDelayMs, throttle.delayStepMs * (earlierFailures - throttle.slowAfter + 1)));
  }
  return {
    succeeded: async () => {
      await Promise.all([attempts.clearAttempts(db, accountKey), attempts.deleteAttempts(db, slot.ids)]);
    },
  };
}

/**
 * Signs in by e-mail and password. The same person may be an employee of several companies (one row each); when the
 * password opens more than one active row and no `company_id` was sent, the answer is 409 with the companies to choose
 * from — only after the password was proven, so it reveals nothing to a guesser.
 * Throttling: `beginSignInAttempt`.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; company_id?: number | undefined; ip: string; userAgent: string | null },
  throttle: ThrottleOptions,
) {
  const email = input.email.trim().toLowerCase();
  const attempt = await beginSignInAttempt(db, `email:${email}`, input.ip, throttle);

  const candidates = await repo.findEmployeesByEmail(db, email);
  const matched = await passwordMatches(candidates, input.password);
  if (matched.length === 0) {
    // the attempt stays recorded as a failure
    throw new HttpError(401, errorCodes.invalidCredentials, [ja.login.invalid]);
  }
  await attempt.succeeded();
  const active = matched.filter((e) => !e.suspended);
  if (active.length === 0) throw new HttpError(403, errorCodes.accountSuspended, [ja.login.suspended]);
  let employee = active[0]!;
  if (input.company_id !== undefined) {
    const chosen = active.find((e) => e.companyId === input.company_id);
    if (!chosen) throw companySelectionRequired(active);
    employee = chosen;
  } else if (active.length > 1) {
    throw companySelectionRequired(active);
  }

  const headers = await db.transaction((tx) => employeeDevices.start(tx, employee, input.userAgent));
  return {
    headers,
    employee: {
      id: employee.id,
      code: employee.code,
      email: employee.email,
      name: employee.name,
      role: employee.role,
      company_id: employee.companyId,
    },
  };
}

type Candidate = Awaited<ReturnType<typeof repo.findEmployeesByEmail>>[number];

/** The rows whose password hash the password opens (each distinct hash verified once; a dummy hash when none). */
async function passwordMatches(candidates: Candidate[], password: string): Promise<Candidate[]> {
  if (candidates.length === 0) {
    await verifyPassword(null, password);
    return [];
  }
  const hashes = [...new Set(candidates.map((c) => c.passwordHash))];
  const ok = new Set<string>();
  for (const hash of hashes) if (await verifyPassword(hash, password)) ok.add(hash);
  return candidates.filter((c) => ok.has(c.passwordHash));
}

function companySelectionRequired(active: Candidate[]): HttpError {
  return new HttpError(409, errorCodes.companySelectionRequired, [ja.login.chooseCompany], undefined, undefined, {
    companies: active.map((e) => ({ id: e.companyId, name: e.companyName })),
  });
}

/**
 * Resolves token headers to the signed-in employee, or null (unknown, expired, idle too long, revoked, suspended):
 * `employeeDevices.authenticate` (lib/sessions.ts).
 */
export async function authenticateDevice(db: Db, input: TokenHeaders): Promise<{ auth: AuthContext; headers: AuthHeaders } | null> {
  const found = await employeeDevices.authenticate(db, input);
  if (!found) return null;
  const { row, headers } = found;
  return {
    auth: {
      employeeId: row.employeeId,
      employeeCode: row.employeeCode,
      companyId: row.companyId,
      role: row.role,
      email: row.email,
      deviceId: row.deviceId,
      profile: {
        name: row.name,
        departmentId: row.departmentId,
        departmentName: row.departmentName,
        companyName: row.companyName,
        isMyNumberStaff: row.isMyNumberStaff,
      },
    },
    headers,
  };
}

export async function signOut(db: Db, auth: AuthContext) {
  await employeeDevices.end(db, auth.deviceId);
}

/** Signs out every device of the signed-in employee, this one included (/settings「すべての端末からログアウト」). */
export async function signOutEverywhere(db: Db, auth: AuthContext) {
  await employeeDevices.revokeAll(db, auth.employeeId);
}

/**
 * Changes one's own password; every other device is signed out. Wrong current passwords are throttled per employee
 * like sign-in: each attempt takes a slot in sign_in_attempts under a lock before the password is verified (so
 * parallel guesses cannot pass the limit together); a right password gives its slot and the earlier ones back.
 */
export async function changePassword(db: Db, auth: AuthContext, body: ChangePasswordBody, throttle: ThrottleOptions) {
  const employee = await repo.findEmployeeById(db, auth.companyId, auth.employeeId);
  if (!employee) throw notFound();
  await checkCurrentPassword(db, `password-change:${auth.employeeId}`, employee.passwordHash, body.current_password, throttle);
  if (isWeakPassword(body.password, [employee.email, employee.name])) {
    throw invalid({ password: [ja.passwordPolicy.tooCommon] });
  }
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, employee.id, passwordHash);
    await employeeDevices.revokeAll(tx, employee.id, auth.deviceId);
  });
}

/**
 * The signed-in person's current password, re-entered before a sensitive change (the password itself, a worker's
 * 振込口座): throttled per `subject` like sign-in — each attempt takes a slot in sign_in_attempts under a lock before
 * the check, so parallel guesses cannot pass the limit together; a right password gives the slots back. A wrong one
 * is 422 on `field`; past the limit, 429.
 */
export async function checkCurrentPassword(
  db: Db,
  subject: string,
  passwordHash: string | null,
  password: string,
  throttle: ThrottleOptions,
  field = 'current_password',
): Promise<void> {
  const slot = await attempts.takeAttemptSlots(db, [{ subject, limit: throttle.lockAfterPerAccount }], throttle.windowSeconds);
  if (!slot.taken) throw tooManyPasswordChanges(throttle.windowSeconds);
  const earlierFailures = slot.earlier[0] ?? 0;
  if (earlierFailures >= throttle.slowAfter) {
    await sleep(Math.min(throttle.maxDelayMs, throttle.delayStepMs * (earlierFailures - throttle.slowAfter + 1)));
  }
  if (!(await verifyPassword(passwordHash, password))) throw invalid({ [field]: [ja.settings.currentPasswordWrong] });
  await attempts.clearAttempts(db, subject);
}

function tooManyPasswordChanges(retryAfterSeconds: number): HttpError {
  return new HttpError(429, errorCodes.tooManyAttempts, [ja.settings.tooManyAttempts], undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}
