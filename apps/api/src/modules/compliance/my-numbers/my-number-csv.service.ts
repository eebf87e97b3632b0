/**
 * マイナンバー export and import (staff only): the password again before an export (step-up), my-numbers.csv out with
 * each exported number logged, and the CSV back in, all or nothing.
 */
import { errorCodes } from '@app/shared/api';
import { businessDateProblem } from '@app/shared/dates';
import { parseBusinessDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { MY_NUMBER_STEP_UP_SECONDS, myNumberCsvHeader, myNumberValueSchema, type MyNumberPurposeType } from '@app/shared/my-numbers';
import type { CsvCell } from '../../../lib/csv';
import { runCsvImport } from '../../../lib/csv-import';
import { HttpError } from '../../../lib/errors';
import { verifyPassword } from '../../../lib/passwords';
import { clearAttempts, takeAttemptSlots } from '../../platform/attempts/attempts.repository';
import { defaultThrottle } from '../../identity/auth/auth.service';
import { findByCode as findWorkerByCode, setMyNumberStatus } from '../../partners/workers/workers.repository';
import { logRow, requireStaff } from './my-number-log';
import { purposeFlags, purposesOf, type Actor, type Deps } from './my-number-record';
import * as repo from './my-numbers.repository';

/**
 * The password again before the export. Throttled like the password change (auth.service `changePassword`): each
 * attempt takes a slot in sign_in_attempts per employee under a lock before the password is verified, later attempts
 * wait longer, and after the limit the answer is 429 for the window (logged as a refused export); the right password
 * gives its slot and the earlier ones back.
 */
export async function stepUp(deps: Deps, actor: Actor, password: string) {
  await requireStaff(deps.db, actor, 'export', null);
  const throttle = deps.throttle ?? defaultThrottle;
  const subject = `my-number-step-up:${actor.auth.employeeId}`;
  const slot = await takeAttemptSlots(deps.db, [{ subject, limit: throttle.lockAfterPerAccount }], throttle.windowSeconds);
  if (!slot.taken) {
    await repo.insertLogs(deps.db, [logRow(actor, 'refused', null, { refusedAction: 'export' })]);
    throw new HttpError(429, errorCodes.tooManyAttempts, [ja.myNumber.stepUpTooMany], undefined, { 'retry-after': String(throttle.windowSeconds) });
  }
  const earlierFailures = slot.earlier[0] ?? 0;
  if (earlierFailures >= throttle.slowAfter) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(throttle.maxDelayMs, throttle.delayStepMs * (earlierFailures - throttle.slowAfter + 1))));
  }
  const me = await repo.employeeStaffInfo(deps.db, actor.auth.companyId, actor.auth.employeeId);
  if (!me || !(await verifyPassword(me.passwordHash, password))) {
    await repo.insertLogs(deps.db, [logRow(actor, 'refused', null, { refusedAction: 'export' })]);
    throw new HttpError(403, errorCodes.forbidden, [ja.myNumber.stepUpWrongPassword]);
  }
  await clearAttempts(deps.db, subject);
  const row = await repo.insertStepUp(deps.db, actor.auth.deviceId);
  return { expires_at: new Date(Date.parse(row.createdAt) + MY_NUMBER_STEP_UP_SECONDS * 1000).toISOString() };
}

export async function exportRows(deps: Deps, actor: Actor): Promise<{ header: readonly string[]; rows: CsvCell[][] }> {
  await requireStaff(deps.db, actor, 'export', null);
  if (!(await repo.hasStepUpSince(deps.db, actor.auth.deviceId, new Date(Date.now() - MY_NUMBER_STEP_UP_SECONDS * 1000)))) {
    await repo.insertLogs(deps.db, [logRow(actor, 'refused', null, { refusedAction: 'export' })]);
    throw new HttpError(403, 'STEP_UP_REQUIRED', [ja.myNumber.stepUpRequired]);
  }
  const rows = await repo.withValues(deps.db, actor.auth.companyId);
  await repo.insertLogs(
    deps.db,
    rows.map((r) => logRow(actor, 'export', { id: r.row.workerId, code: r.workerCode, name: r.workerName })),
  );
  return {
    header: myNumberCsvHeader,
    rows: rows.map((r) => [
      r.workerCode,
      r.workerName,
      deps.cipher.decrypt(r.row.encryptedValue!),
      purposesOf(r.row)
        .map((p) => ja.myNumber.purposeLabels[p.purpose_type])
        .join('・'),
      r.row.purposeEndsOn?.replace(/-/g, '/') ?? '',
    ]),
  };
}

const purposeByLabel = new Map<string, MyNumberPurposeType>(
  Object.entries(ja.myNumber.purposeLabels).flatMap(([key, label]) => [
    [label, key as MyNumberPurposeType],
    [key, key as MyNumberPurposeType],
  ]),
);

type ImportKey = 'code' | 'name' | 'value' | 'purposes' | 'endsOn';
const importColumns = [
  { key: 'code', header: myNumberCsvHeader[0], required: true },
  { key: 'name', header: myNumberCsvHeader[1] },
  { key: 'value', header: myNumberCsvHeader[2], required: true },
  { key: 'purposes', header: myNumberCsvHeader[3] },
  { key: 'endsOn', header: myNumberCsvHeader[4] },
] as const satisfies readonly { key: ImportKey; header: string; required?: boolean }[];

/** my-numbers.csv back in: all or nothing, each problem `N行目（列名）: 理由`; every imported row is logged. */
export async function requireImportStaff(deps: Deps, actor: Actor): Promise<void> {
  await requireStaff(deps.db, actor, 'import', null);
}

/** Call requireImportStaff before reading the upload. */
export async function importCsv(deps: Deps, actor: Actor, bytes: Uint8Array): Promise<number> {
  return runCsvImport(deps.db, bytes, {
    columns: importColumns,
    maxRows: 5000,
    messages: { missingColumns: ja.myNumberImport.missingColumns, noRows: ja.myNumberImport.noRows },
    check: async (tx, rows, problems) => {
      const plan: { line: number; worker: { id: number; code: string; fullName: string }; value: string; purposes: MyNumberPurposeType[]; endsOn: string | null }[] = [];
      const seenCodes = new Set<string>();
      const seenValues = new Set<string>();
      for (const { line, values } of rows) {
        const worker = values.code ? await findWorkerByCode(tx, actor.auth.companyId, values.code) : undefined;
        if (!worker) problems.add(line, 'code', ja.myNumber.workerUnknown);
        else if (seenCodes.has(worker.code)) problems.add(line, 'code', ja.myNumberImport.duplicateWorker);
        if (worker) seenCodes.add(worker.code);
        const parsed = myNumberValueSchema.safeParse(values.value);
        if (!parsed.success) problems.add(line, 'value', parsed.error.issues[0]!.message);
        const value = parsed.success ? parsed.data : '';
        if (value && seenValues.has(value)) problems.add(line, 'value', ja.myNumberImport.duplicateNumber);
        if (value) seenValues.add(value);
        const purposes = values.purposes
          ? values.purposes.split(/[・,、]/).map((p) => purposeByLabel.get(p.trim()))
          : (['record'] as MyNumberPurposeType[]);
        if (purposes.some((p) => !p)) problems.add(line, 'purposes', ja.myNumberImport.unknownPurpose);
        const endsOnProblem = values.endsOn ? businessDateProblem(values.endsOn) : null;
        if (endsOnProblem) problems.add(line, 'endsOn', endsOnProblem);
        const endsOn = values.endsOn && !endsOnProblem ? parseBusinessDate(values.endsOn) : null;
        if (worker && value) {
          const existing = await repo.findByWorkerId(tx, actor.auth.companyId, worker.id, { lock: true });
          if (await repo.hmacTaken(tx, actor.auth.companyId, deps.cipher.hmac(value), existing?.id)) problems.add(line, 'value', ja.myNumber.duplicateNumber);
          plan.push({ line, worker, value, purposes: purposes as MyNumberPurposeType[], endsOn });
        }
      }
      return plan;
    },
    write: async (tx, plan) => {
      const now = new Date().toISOString();
      for (const p of plan) {
        const existing = await repo.findByWorkerId(tx, actor.auth.companyId, p.worker.id);
        const values = {
          status: 'confirmed' as const,
          encryptedValue: deps.cipher.encrypt(p.value),
          valueHmac: deps.cipher.hmac(p.value),
          ...purposeFlags(p.purposes),
          purposeEndsOn: p.endsOn,
          confirmedAt: now,
        };
        if (existing) {
          await repo.deleteTokens(tx, existing.id);
          await repo.updateMyNumber(tx, actor.auth.companyId, existing.id, values);
        } else await repo.insertMyNumber(tx, { companyId: actor.auth.companyId, workerId: p.worker.id, ...values });
        await setMyNumberStatus(tx, actor.auth.companyId, p.worker.id, 'confirmed');
      }
      await repo.insertLogs(tx, plan.map((p) => logRow(actor, 'import', { id: p.worker.id, code: p.worker.code, name: p.worker.fullName })));
      return plan.length;
    },
  });
}
